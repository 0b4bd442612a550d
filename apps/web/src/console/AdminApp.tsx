// The shop owner's console: its own layout (AdminLayout) around the section pages under /admin. profile_info
// does not carry the role, so the console asks admin/me.php first and shows 'admins only' when it answers
// 403; every admin call is checked on the server, which is the real guard.
import { useQuery } from '@tanstack/react-query';
import { adminMeCall } from '@shop/contract/adminCalls';
import { apiData } from '../api';
import { Suspense } from 'react';
import { useMatch, useRoutes, type RouteObject } from 'react-router';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import NotFoundPage from '../ui/NotFoundPage';
import { QueryState } from '../ui/QueryState';
import { useTranslation } from 'react-i18next';
import { HydratedMark } from '../lib/HydratedMark';
import { usePageMeta } from '../lib/usePageMeta';
import { adminFailed } from './components/AdminsOnly';
import { AdminLayout } from './AdminLayout';
import { LeaveGuardProvider } from './components/adminForm';
import { SECTIONS } from './sections';
import { ADMIN_ME_KEY } from './landing';

const routes: RouteObject[] = [...SECTIONS.flatMap((s) => s.routes), { path: '*', Component: NotFoundPage }];

export default function AdminApp() {
  const { t } = useTranslation('console');
  usePageMeta(t('title'));
  const me = useQuery({ queryKey: ADMIN_ME_KEY, queryFn: ({ signal }) => apiData(adminMeCall, {}, { signal }), staleTime: Infinity });
  if (me.isSuccess) return <Console email={me.data.email} />;
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

function Console({ email }: { email: string }) {
  const page = useRoutes(routes);
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
        <AdminLayout email={email}>{page}</AdminLayout>
      )}
    </LeaveGuardProvider>
  );
}
