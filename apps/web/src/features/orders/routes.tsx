import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazyPage';
import { profileArea } from '../profile';

// 'profile' too: the pages name the profile menu's 'My orders'.
const ns = ['orders', 'profile'];
const OrdersPage = lazyPage(() => import('./OrdersPage'), ns);
const OrderPage = lazyPage(() => import('./OrderPage'), ns);
const RatePage = lazyPage(() => import('./RatePage'), ns);
const RefundPage = lazyPage(() => import('./RefundPage'), ns);

/** The customer's orders, one order, and rating or returning an item (docs/product.md §2), in the profile area. */
export const routes: RouteObject[] = [
  profileArea([
    { path: 'orders', Component: OrdersPage },
    { path: 'orders/:orderId', Component: OrderPage },
    { path: 'rate/:itemId', Component: RatePage },
    { path: 'refund/:itemId', Component: RefundPage },
  ]),
];
