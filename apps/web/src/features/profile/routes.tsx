import type { RouteObject } from 'react-router';
import { guarded, loginRequired } from '../../lib/guards';
import { lazyPage } from '../../lib/lazyPage';
import { profileArea } from './profileArea';

const ns = ['profile'];
// 'addresses' too: these pages name the addresses screen.
const withAddresses = ['profile', 'addresses'];
const ProfileOverview = lazyPage(() => import('./ProfileOverview'), withAddresses);
const PersonalSettingsPage = lazyPage(() => import('./PersonalSettingsPage'), withAddresses);
const EditEmailPage = lazyPage(() => import('./EditEmailPage'), ns);
const OtpPage = lazyPage(() => import('./OtpPage'), ns);
const HelpPage = lazyPage(() => import('./HelpPage'), ns);
const ChatPage = lazyPage(() => import('./ChatPage'), ns);

/**
 * The profile area's own screens (docs/product.md §2): /myprofile and its profile pages, and /OTP after an e-mail
 * change, for customers only. The addresses, wallet, lists, orders and notifications screens are those features' own routes.
 */
export const routes: RouteObject[] = [
  profileArea([
    { index: true, Component: ProfileOverview },
    { path: 'personalsettings', Component: PersonalSettingsPage },
    { path: 'editemail', Component: EditEmailPage },
    { path: 'help', Component: HelpPage },
    { path: 'help/chat', Component: ChatPage },
  ]),
  guarded([loginRequired([{ path: 'otp', Component: OtpPage }])]),
];
