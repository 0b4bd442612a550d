// The shop owner's console: a side navigation and the section pages under /admin. profile_info does not
// carry the role, so the console asks admin/me.php first and shows 'admins only' when it answers 403; every
// admin call is checked on the server, which is the real guard.
import { Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { adminMeCall } from '@shop/contract/calls';
import { apiData } from '../../api/client';
import { NavLink, useRoutes, type RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import NotFoundPage from '../../app/NotFoundPage';
import { usePageMeta } from '../../app/usePageMeta';
import { QueryState } from './components/QueryState';
import { SECTIONS } from './sections';

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 shrink-0 items-center gap-2.5 rounded-xl px-3 text-sm font-semibold whitespace-nowrap transition-colors ${
    isActive ? 'bg-honey-100 text-honey-900' : 'text-ink-800 hover:bg-cream-200'
  }`;

const routes: RouteObject[] = [...SECTIONS.flatMap((s) => s.routes), { path: '*', Component: NotFoundPage }];

function AdminNav() {
  const { t } = useTranslation('admin');
  return (
    <nav aria-label={t('nav.label')} className="rounded-2xl bg-white p-2 shadow-card ring-1 ring-ink-200/60">
      {/* A scrolling row on phones, a column beside the page from tablet width. */}
      <ul className="flex gap-1 overflow-x-auto md:flex-col md:overflow-visible">
        {SECTIONS.map(({ path, key, Icon }) => (
          <li key={path}>
            <NavLink to={path === '' ? '/admin' : `/admin/${path}`} end={path === ''} className={itemClass}>
              <Icon size={18} aria-hidden="true" className="shrink-0 text-honey-700" />
              {t(`nav.${key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function AdminApp() {
  const { t } = useTranslation('admin');
  usePageMeta(t('title'));
  const me = useQuery({ queryKey: ['admin_me'], queryFn: ({ signal }) => apiData(adminMeCall, {}, { signal }), staleTime: Infinity });
  return (
    <div className="mx-auto w-full max-w-[1400px] px-3 py-4 md:px-4 lg:px-6">
      <QueryState query={me}>{(admin) => <Console name={admin.name} />}</QueryState>
    </div>
  );
}

function Console({ name }: { name: string }) {
  const { t } = useTranslation('admin');
  const page = useRoutes(routes);
  return (
    <div className="flex flex-col gap-4 md:flex-row md:items-start">
      <aside className="md:sticky md:top-4 md:w-48 md:shrink-0 lg:w-56">
        <p className="mb-2 px-1 text-xs font-bold tracking-wide text-ink-600 uppercase">{t('title')}</p>
        <p className="mb-2 truncate px-1 text-sm text-ink-700">{name}</p>
        <AdminNav />
      </aside>
      <section className="relative min-w-0 flex-1">
        <Suspense
          fallback={
            <div className="min-h-[50vh]">
              <LoadingOverlay />
            </div>
          }
        >
          {page}
        </Suspense>
      </section>
    </div>
  );
}
