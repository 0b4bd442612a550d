import type { RouteObject } from 'react-router';
import { page } from '../../lib/page';
import { profileArea } from '../profile';

// 'profile' too: the pages name the profile menu's 'My orders'.
const namespaces = ['orders', 'profile'];

/** The customer's orders, one order, and rating or returning an item (docs/product.md §2), in the profile area. */
export const routes: RouteObject[] = [
  profileArea([
    page({ path: 'orders', access: 'customer', load: () => import('./OrdersPage'), namespaces }),
    page({ path: 'orders/:orderId', access: 'customer', load: () => import('./OrderPage'), namespaces }),
    page({ path: 'rate/:itemId', access: 'customer', load: () => import('./RatePage'), namespaces }),
    page({ path: 'refund/:itemId', access: 'customer', load: () => import('./RefundPage'), namespaces }),
  ]),
];
