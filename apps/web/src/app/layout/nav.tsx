// Pieces shared by the header and the side menu.
import { Heart, LayoutGrid, Tag, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Lang } from '@shop/contract';
import { useLoggedIn } from '../../api/session';
import { switchLanguage } from '../../i18n/language';
import { useLang } from '../../i18n/useLang';

/** The header's links (spec §2): Deals, Products, Lists. */
export const NAV_LINKS = [
  { to: '/offers', key: 'nav.deals', Icon: Tag },
  { to: '/products', key: 'nav.products', Icon: LayoutGrid },
  { to: '/myprofile/lists', key: 'nav.lists', Icon: Heart },
] as const;

export const navClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-[0.9375rem] font-semibold transition-colors ${
    isActive ? 'bg-honey-100 text-honey-800' : 'text-ink-800 hover:bg-cream-200'
  }`;

export function LanguageSwitch() {
  const { t } = useTranslation();
  const lang = useLang();
  const names: Record<Lang, string> = {
    en: t('nav.english'),
    ar: t('nav.arabic'),
  };
  const fullNames: Record<Lang, string> = {
    en: t('nav.englishName'),
    ar: t('nav.arabicName'),
  };
  return (
    <div role="group" aria-label={t('nav.language')} className="inline-flex rounded-full bg-cream-200 p-0.5">
      {LANGUAGES.map((l) => (
        <button
          key={l}
          type="button"
          lang={l}
          aria-pressed={l === lang}
          title={fullNames[l]}
          onClick={() => switchLanguage(l)}
          className={`min-h-10 min-w-11 rounded-full px-3 text-sm font-bold transition-colors ${
            l === lang ? 'bg-white text-ink-900 shadow-sm' : 'text-ink-600 hover:text-ink-900'
          }`}
        >
          {names[l]}
        </button>
      ))}
    </div>
  );
}

export function AccountLink({ compact = false, onClick }: { compact?: boolean; onClick?: () => void }) {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  const label = loggedIn ? t('nav.myProfile') : t('nav.login');
  return (
    <Link
      to={loggedIn ? '/myprofile' : '/login'}
      onClick={onClick}
      aria-label={compact ? label : undefined}
      className={compact ? 'icon-btn' : 'btn btn-quiet px-3'}
    >
      <UserRound size={20} aria-hidden="true" />
      {!compact && <span>{label}</span>}
    </Link>
  );
}
