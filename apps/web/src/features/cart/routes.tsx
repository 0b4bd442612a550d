import type { RouteObject } from 'react-router';
import { guarded, loginRequired } from '../../lib/guards';
import { lazyPage } from '../../lib/lazyPage';

const CartPage = lazyPage(() => import('./CartPage'), ['cart']);

/** /cart: a customer's (a guest is warned and sent to /login). */
export const routes: RouteObject[] = [guarded([loginRequired([{ path: 'cart', Component: CartPage }])])];
