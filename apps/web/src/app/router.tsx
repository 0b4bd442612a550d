// The routes of docs/product.md §2. Each feature exports its routes from features/<domain>/routes.tsx; they are
// collected here by the glob, so a new feature needs no change in this file. `routes` go inside the
// storefront's layout; `ownLayoutRoutes` (the owner's console) bring a layout of their own. Paths match without regard
// to case (React Router's default), so /Login and /login, /Details/1 and /details/1 are the same page.
// Declarative routing (useRoutes): data comes from TanStack Query, so the data router's loaders are not
// needed, and leaving it out keeps ~17 kB gzip out of the first page.
import { useRoutes, type RouteObject } from 'react-router';
import { Layout } from './layout/Layout';
import { lazyPage } from '../lib/lazyPage';

// Not found is a page like the others: its code comes when it is the page shown.
export const NotFoundPage = lazyPage(() => import('../ui/NotFoundPage'));

const features = import.meta.glob<{ routes?: RouteObject[]; ownLayoutRoutes?: RouteObject[] }>(
  ['../features/*/routes.tsx', '../console/routes.tsx'],
  {
    eager: true,
  },
);

export const featureRoutes: RouteObject[] = Object.values(features).flatMap((feature) => feature.routes ?? []);
export const ownLayoutRoutes: RouteObject[] = Object.values(features).flatMap((feature) => feature.ownLayoutRoutes ?? []);

export const routes: RouteObject[] = [
  {
    Component: Layout,
    children: [...featureRoutes, { path: 'notfound', Component: NotFoundPage }, { path: '*', Component: NotFoundPage }],
  },
  ...ownLayoutRoutes,
];

/** The page for the current URL, inside the layout. Render inside a BrowserRouter (or a MemoryRouter in tests). */
export function AppRoutes() {
  return useRoutes(routes);
}
