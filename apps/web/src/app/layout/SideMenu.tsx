import { useQuery } from '@tanstack/react-query';
import { LifeBuoy, Sparkles } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { Dialog } from '../../ui/Dialog';
import { Logo } from '../../ui/Logo';
import { SpriteIcon } from '../../ui/SpriteIcon';
import { useTranslation } from 'react-i18next';
import { groupsQuery } from '../../features/catalog/api';
import { QUIZ_PATH } from '../../features/quiz/paths';
import { AccountLink, LanguageSwitch, NAV_LINKS, navClass } from './nav';

/** Help on phones: the pages the footer lists for questions before and after buying. */
const HELP_LINKS = [
  { to: '/ContactUs', key: 'footer.contact' },
  { to: '/legal/delivery', key: 'footer.delivery' },
  { to: '/legal/refund', key: 'footer.refund' },
] as const;

const subLink = 'flex min-h-11 items-center rounded-xl px-4 text-[0.9375rem] text-ink-800 hover:bg-cream-200';

/**
 * The side menu of small screens (its own chunk: loaded when first opened): deals, products, lists and the
 * quiz, the shop's groups of categories, help, the account and the language.
 */
export default function SideMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const close = () => onOpenChange(false);
  const groups = useQuery(groupsQuery);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} placement="start" title={<Logo />}>
      <nav aria-label={t('nav.main')} className="flex flex-col gap-1">
        {NAV_LINKS.map(({ to, key, icon }) => (
          <NavLink key={to} to={to} className={navClass} end={to === '/products'} onClick={close}>
            <SpriteIcon name={icon} size={19} className="text-honey-700" />
            {t(key)}
          </NavLink>
        ))}
        <NavLink to={QUIZ_PATH} className={navClass} onClick={close}>
          <Sparkles size={19} aria-hidden="true" className="text-honey-700" />
          {t('nav.quiz')}
        </NavLink>
        {!!groups.data?.length && (
          <section aria-labelledby="menu-categories" className="mt-3">
            <h2 id="menu-categories" className="px-4 pb-1 text-xs font-bold tracking-wide text-ink-600 uppercase">
              {t('nav.categories')}
            </h2>
            <ul>
              {groups.data.map((g) => (
                <li key={g.id}>
                  <Link to={`/groups/${g.id}`} className={subLink} onClick={close} dir="auto">
                    {g.group_name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        <section aria-labelledby="menu-help" className="mt-3">
          <h2 id="menu-help" className="flex items-center gap-2 px-4 pb-1 text-xs font-bold tracking-wide text-ink-600 uppercase">
            <LifeBuoy size={14} aria-hidden="true" />
            {t('footer.help')}
          </h2>
          <ul>
            {HELP_LINKS.map(({ to, key }) => (
              <li key={to}>
                <Link to={to} className={subLink} onClick={close}>
                  {t(key)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
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
