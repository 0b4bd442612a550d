// The content section: store settings, delivery fees, FAQ, branches and legal pages, one tab each.
import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/PageHeader';

const TABS = [
  { to: '/admin/content', key: 'settings', end: true },
  { to: '/admin/content/delivery', key: 'delivery', end: false },
  { to: '/admin/content/faq', key: 'faq', end: false },
  { to: '/admin/content/branches', key: 'branches', end: false },
  { to: '/admin/content/legal', key: 'legal', end: false },
] as const;

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 shrink-0 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap ring-1 transition-colors ${
    isActive ? 'bg-honey-600 text-white ring-honey-600' : 'bg-white text-ink-800 ring-ink-200 hover:bg-cream-200'
  }`;

export default function ContentLayout() {
  const { t } = useTranslation('console');
  const { pathname } = useLocation();
  const tabs = useRef<HTMLUListElement>(null);
  // On phones the tabs scroll sideways: keep the current one in sight.
  useEffect(() => {
    tabs.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <>
      <PageHeader title={t('nav.content')} />
      <nav aria-label={t('content.tabs')} className="mb-4">
        <ul ref={tabs} className="flex gap-2 overflow-x-auto pb-1">
          {TABS.map((tab) => (
            <li key={tab.key}>
              <NavLink to={tab.to} end={tab.end} className={tabClass}>
                {t(`content.tab.${tab.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </>
  );
}
