import { Suspense } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { guarded, loginRequired } from '../lib/guards';
import { page } from '../lib/page';
import { LoadingOverlay } from '../ui/LoadingOverlay';

// The whole console is one lazy chunk (and the chunks it loads itself): this file is imported eagerly by
// the router, so it names nothing of the console but this import, and shoppers never download it.
const consolePage = page({ path: 'admin/*', access: 'admin', load: () => import('./AdminApp'), namespaces: ['console'] });

/** The console brings its own layout (AdminLayout), so the wait for its chunk is veiled here. */
function ConsoleLoading() {
  return (
    <Suspense fallback={<LoadingOverlay fullScreen />}>
      <Outlet />
    </Suspense>
  );
}

/** /admin and everything under it: signed-in users only; the server answers 403 to anyone not admin. */
export const ownLayoutRoutes: RouteObject[] = [guarded([loginRequired([{ Component: ConsoleLoading, children: [consolePage] }])])];
