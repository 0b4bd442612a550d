import type { RouteObject } from 'react-router';
import { guarded, loginRequired } from '../../lib/guards';
import { lazyPage } from '../../lib/lazyPage';

const ProfileLayout = lazyPage(() => import('./ProfileLayout'), ['profile']);

/**
 * Screens of the profile area (/myprofile/…, docs/product.md §2) in its layout, the side menu beside them. All of it
 * is a customer's, so a guest is warned and sent to /login (the spec's unguarded /myprofile/Wallet too: a guest has
 * no wallet to show). Each feature with a profile screen wraps its routes in it, so every screen gets the same
 * layout and guards (the app's layout remounts the page, and this layout with it, on each navigation either way).
 */
export const profileArea = (children: RouteObject[]): RouteObject =>
  guarded([loginRequired([{ path: 'myprofile', Component: ProfileLayout, children }])]);
