import type { RouteObject } from 'react-router';
import { guarded, loginRequired } from '../../lib/guards';
import { lazyPage } from '../../lib/lazyPage';

const ns = ['checkout', 'cart'];
const CheckoutPage = lazyPage(() => import('./CheckoutPage'), ns);
const PaymentSuccessPage = lazyPage(() => import('./PaymentResultPages').then((m) => ({ default: m.PaymentSuccessPage })), ns);
const PaymentErrorPage = lazyPage(() => import('./PaymentResultPages').then((m) => ({ default: m.PaymentErrorPage })), ns);

/**
 * /checkout (a guest is told 'You Must Login First' and sent to /login, docs/product.md §6), and the pages the card
 * payment provider returns to. The success page asks about the customer's payment, so it needs the session.
 */
export const routes: RouteObject[] = [
  guarded([
    loginRequired([{ path: 'checkout', Component: CheckoutPage }], 'checkout:mustLogin'),
    loginRequired([{ path: 'paymentsuccess', Component: PaymentSuccessPage }]),
    { path: 'paymenterror', Component: PaymentErrorPage },
  ]),
];
