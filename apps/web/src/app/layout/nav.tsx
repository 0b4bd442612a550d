// Pieces shared by the header and the side menu.
import { Link } from 'react-router';
import { SpriteIcon } from '../../ui/SpriteIcon';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Lang } from '@shop/contract';
import { switchShopLanguage, useLoggedIn } from '../../api';
import { useLang } from '../../i18n';

/** The header's links (docs/product.md §2): Deals, Products, Lists. */
export const NAV_LINKS = [
  { to: '/offers', key: 'nav.deals', icon: 'tag' },
  { to: '/products', key: 'nav.products', icon: 'layout-grid' },
  { to: '/myprofile/lists', key: 'nav.lists', icon: 'heart' },
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
          onClick={() => void switchShopLanguage(l)}
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

/** Login, or My Profile for a customer: a quiet button in the header, an icon on phones, a row in the side menu. */
export function AccountLink({ variant = 'button', onClick }: { variant?: 'button' | 'icon' | 'menu'; onClick?: () => void }) {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  const label = loggedIn ? t('nav.myProfile') : t('nav.login');
  const classes = { button: 'btn btn-quiet px-3', icon: 'icon-btn', menu: navClass({ isActive: false }) };
  return (
    <Link
      to={loggedIn ? '/myprofile' : '/login'}
      onClick={onClick}
      aria-label={variant === 'icon' ? label : undefined}
      className={classes[variant]}
    >
      <SpriteIcon name="user-round" size={variant === 'menu' ? 19 : 20} className={variant === 'menu' ? 'text-honey-700' : undefined} />
      {variant !== 'icon' && <span>{label}</span>}
    </Link>
  );
}
