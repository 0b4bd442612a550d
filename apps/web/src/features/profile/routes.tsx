import type { RouteObject } from 'react-router';
import { guarded, loginRequired } from '../../lib/guards';
import { page } from '../../lib/page';
import { profileArea } from './profileArea';

const namespaces = ['profile'];
// 'addresses' too: these pages name the addresses screen.
const withAddresses = ['profile', 'addresses'];

/**
 * The profile area's own screens (docs/product.md §2): /myprofile and its profile pages, and /OTP after an e-mail
 * change, for customers only. The addresses, wallet, lists, orders and notifications screens are those features' own routes.
 */
export const routes: RouteObject[] = [
  profileArea([
    page({ access: 'customer', load: () => import('./ProfileOverview'), namespaces: withAddresses }),
    page({ path: 'personalsettings', access: 'customer', load: () => import('./PersonalSettingsPage'), namespaces: withAddresses }),
    page({ path: 'editemail', access: 'customer', load: () => import('./EditEmailPage'), namespaces }),
    page({ path: 'help', access: 'customer', load: () => import('./HelpPage'), namespaces }),
    page({ path: 'help/chat', access: 'customer', load: () => import('./ChatPage'), namespaces }),
  ]),
  guarded([loginRequired([page({ path: 'otp', access: 'customer', load: () => import('./OtpPage'), namespaces })])]),
];
