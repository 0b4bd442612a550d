import type { RouteObject } from 'react-router';
import { guarded } from '../../lib/guards';
import { lazyPage } from '../../lib/lazyPage';

// 'cart': the add-to-cart messages (useAddToCart).
const HomePage = lazyPage(() => import('./HomePage'), ['catalog', 'cart']);
const ProductListPage = lazyPage(() => import('./ProductListPage'), ['catalog', 'cart']);
const ProductDetailsPage = lazyPage(() => import('./ProductDetailsPage'), ['catalog', 'lists', 'cart']);

export const routes: RouteObject[] = [
  guarded([
    { index: true, Component: HomePage },
    { path: 'home', Component: HomePage },
    // The list page reads which list from the URL (listSource.ts).
    { path: 'products', Component: ProductListPage },
    { path: 'products/:homeType', Component: ProductListPage },
    { path: 'categories/:id', Component: ProductListPage },
    { path: 'groups/:id', Component: ProductListPage },
    { path: 'offers', Component: ProductListPage },
    { path: 'details/:id', Component: ProductDetailsPage },
  ]),
];
