import type { RouteObject } from 'react-router';
import { guarded, loginRequired } from '../../lib/guards';
import { page } from '../../lib/page';

const namespaces = ['checkout', 'cart'];

/**
 * /checkout (a guest is told 'You Must Login First' and sent to /login, docs/product.md §6), and the pages the card
 * payment provider returns to. The success page asks about the customer's payment, so it needs the session.
 */
export const routes: RouteObject[] = [
  guarded([
    loginRequired([page({ path: 'checkout', access: 'customer', load: () => import('./CheckoutPage'), namespaces })], 'checkout:mustLogin'),
    loginRequired([
      page({
        path: 'paymentsuccess',
        access: 'customer',
        load: () => import('./PaymentResultPages').then((m) => ({ default: m.PaymentSuccessPage })),
        namespaces,
      }),
    ]),
    page({
      path: 'paymenterror',
      access: 'public',
      load: () => import('./PaymentResultPages').then((m) => ({ default: m.PaymentErrorPage })),
      namespaces,
    }),
  ]),
];
