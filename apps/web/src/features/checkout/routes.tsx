import type { RouteObject } from 'react-router';
import { guarded, loginRequired } from '../../lib/guards';
import { page } from '../../lib/page';

const namespaces = ['checkout', 'cart'];
// Checkout adds and edits addresses with the addresses screen's form.
const checkoutNamespaces = [...namespaces, 'addresses'];
// The confirmation of a placed order shows the order's parts in the orders' words.
const confirmationNamespaces = [...namespaces, 'orders'];

/**
 * /checkout (a guest is told 'You Must Login First' and sent to /login, docs/product.md §6), the confirmation of an
 * order placed there, and the pages the card payment provider returns to. The success page asks about the customer's
 * payment, so it needs the session.
 */
export const routes: RouteObject[] = [
  guarded([
    loginRequired(
      [page({ path: 'checkout', access: 'customer', load: () => import('./CheckoutPage'), namespaces: checkoutNamespaces })],
      'checkout:mustLogin',
    ),
    loginRequired([
      page({
        path: 'checkout/placed/:orderId',
        access: 'customer',
        load: () => import('./OrderPlacedPage'),
        namespaces: confirmationNamespaces,
      }),
      page({
        path: 'paymentsuccess',
        access: 'customer',
        load: () => import('./PaymentResultPages').then((m) => ({ default: m.PaymentSuccessPage })),
        namespaces: confirmationNamespaces,
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
