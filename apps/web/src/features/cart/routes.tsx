import type { RouteObject } from 'react-router';
import { guarded, loginRequired } from '../../lib/guards';
import { page } from '../../lib/page';

/** /cart: a customer's (a guest is warned and sent to /login). */
export const routes: RouteObject[] = [
  guarded([loginRequired([page({ path: 'cart', access: 'customer', load: () => import('./CartPage'), namespaces: ['cart'] })])]),
];
