// The shop owner's console: its own layout (AdminLayout) around the section pages under /admin. profile_info
// does not carry the role, so the console asks admin/me.php first and shows 'admins only' when it answers
// 403; every admin call is checked on the server, which is the real guard. The sections shown are those the
// admin's staff role opens; another section's address says so.
import { Suspense } from 'react';
import { Navigate, useMatch, useRoutes, type RouteObject } from 'react-router';
import type { StaffArea } from '@shop/contract';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import NotFoundPage from '../ui/NotFoundPage';
import { QueryState } from '../ui/QueryState';
import { useTranslation } from 'react-i18next';
import { HydratedMark } from '../lib/HydratedMark';
import { usePageMeta } from '../lib/usePageMeta';
import { adminFailed, NotForRole } from './components/AdminsOnly';
import { AdminLayout } from './AdminLayout';
import { LeaveGuardProvider } from './components/adminForm';
import { SECTIONS, type Section } from './sections';
import { useAdminMe } from './me';

/**
 * The console's routes for a role: its sections' pages; another section's address says it is not for this role,
 * and the dashboard's (the console's landing) goes to the role's first section instead.
 */
function routesFor(sections: readonly Section[]): RouteObject[] {
  // The role's first section of its own work (alerts are everyone's).
  const landing = sections.find((s) => s.area !== 'everyone') ?? sections[0];
  const closed = (route: RouteObject): RouteObject =>
    route.index
      ? { index: true, element: <Navigate to={`/admin/${landing?.path ?? ''}`} replace /> }
      : { path: route.children ? `${route.path}/*` : route.path, element: <NotForRole /> };
  return [...SECTIONS.flatMap((s) => (sections.includes(s) ? s.routes : s.routes.map(closed))), { path: '*', Component: NotFoundPage }];
}

export const sectionsFor = (areas: readonly StaffArea[]) => SECTIONS.filter((s) => areas.includes(s.area));

export default function AdminApp() {
  const { t } = useTranslation('console');
  usePageMeta(t('title'));
  const me = useAdminMe();
  if (me.isSuccess) return <Console email={me.data.email} sections={sectionsFor(me.data.areas)} />;
  // Not an admin, or the console could not be reached: the answer alone, without the console's sections.
  return (
    <main id="main" className="mx-auto flex min-h-dvh w-full max-w-xl flex-col justify-center px-4 py-8">
      <QueryState query={me} failed={adminFailed}>
        {() => null}
      </QueryState>
      {me.isError && <HydratedMark />}
    </main>
  );
}

function Console({ email, sections }: { email: string; sections: readonly Section[] }) {
  const page = useRoutes(routesFor(sections));
  // The packing slips are printed: a page of their own, without the console around it.
  const oneSlip = useMatch('/admin/orders/:orderId/slip');
  const slips = useMatch('/admin/orders/slips');
  // Every form of the console asks before its unsaved changes are left (adminForm.tsx).
  return (
    <LeaveGuardProvider>
      {oneSlip || slips ? (
        <Suspense fallback={<LoadingOverlay fullScreen />}>
          {page}
          <HydratedMark />
        </Suspense>
      ) : (
        <AdminLayout email={email} sections={sections}>
          {page}
        </AdminLayout>
      )}
    </LeaveGuardProvider>
  );
}
