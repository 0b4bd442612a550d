import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/Dialog';
import { Logo } from './Logo';
import { AccountLink, LanguageSwitch, NAV_LINKS, navClass } from './nav';

/** The side menu of small screens (its own chunk: loaded when first opened). */
export default function SideMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} placement="start" title={<Logo />}>
      <nav aria-label={t('nav.main')} className="flex flex-col gap-1">
        {NAV_LINKS.map(({ to, key, Icon }) => (
          <NavLink key={to} to={to} className={navClass} end={to === '/products'} onClick={close}>
            <Icon size={19} aria-hidden="true" className="text-honey-700" />
            {t(key)}
          </NavLink>
        ))}
        <div className="my-3 border-t border-ink-200" />
        <AccountLink variant="menu" onClick={close} />
      </nav>
      <div className="mt-auto space-y-2 pt-6">
        <p className="text-sm font-medium text-ink-600">{t('nav.language')}</p>
        <LanguageSwitch />
      </div>
    </Dialog>
  );
}
