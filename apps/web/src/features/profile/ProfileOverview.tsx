import { ChevronRight, MapPin, Package, WalletCards } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../lib/usePageMeta';
import { formatNumber, formatPrice, useLang } from '../../i18n';
import { useAddresses } from '../addresses';
import { useWallet } from '../wallet';
import { PageTitle } from './components/Section';
import { useProfile } from './api';

function Tile({ to, icon, title, children }: { to: string; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="group flex items-start gap-4 rounded-2xl bg-white p-5 shadow-card ring-1 ring-ink-200/60 transition-shadow hover:shadow-lift"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-honey-100 text-honey-800">{icon}</span>
      <span className="min-w-0 flex-1">
        <span className="block font-bold text-ink-900">{title}</span>
        <span className="mt-1 block text-sm text-ink-700">{children}</span>
      </span>
      <ChevronRight size={20} aria-hidden="true" className="flip-rtl mt-3 shrink-0 text-ink-400 group-hover:text-honey-700" />
    </Link>
  );
}

/** /myprofile on wide screens: a greeting and the main places of the account at a glance. */
export default function ProfileOverview() {
  const { t } = useTranslation('profile');
  const lang = useLang();
  usePageMeta(t('menu.title'));
  const profile = useProfile();
  const wallet = useWallet();
  const addresses = useAddresses();
  const main = addresses.data?.find((a) => a.primary === '1');
  return (
    <div>
      <PageTitle text={t('overview.text')}>{profile.data ? t('overview.hello', { name: profile.data.name }) : t('menu.title')}</PageTitle>
      <div className="grid gap-4 xl:grid-cols-2">
        <Tile to="/myprofile/Wallet" icon={<WalletCards size={22} aria-hidden="true" />} title={t('menu.wallet')}>
          {wallet.data
            ? t('overview.wallet', { balance: formatPrice(wallet.data.balance, lang), points: formatNumber(wallet.data.points, lang) })
            : '\u00a0'}
        </Tile>
        <Tile to="/myprofile/addresses" icon={<MapPin size={22} aria-hidden="true" />} title={t('addresses:addresses.title')}>
          {addresses.data ? (
            main ? (
              <>
                <span dir="auto">{main.name}</span> · {lang === 'ar' ? main.region_ar : main.region_en}
              </>
            ) : (
              t('addresses:addresses.none')
            )
          ) : (
            '\u00a0'
          )}
        </Tile>
        <Tile to="/myprofile/orders" icon={<Package size={22} aria-hidden="true" />} title={t('menu.orders')}>
          {t('overview.orders')}
        </Tile>
      </div>
    </div>
  );
}
