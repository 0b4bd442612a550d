import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazyPage';
import { profileArea } from '../profile';

// 'profile' too: the page names the profile menu's 'Notifications'.
const NotificationsPage = lazyPage(() => import('./NotificationsPage'), ['notifications', 'profile']);

/** /myprofile/notifications (docs/product.md §2, §3), in the profile area. */
export const routes: RouteObject[] = [profileArea([{ path: 'notifications', Component: NotificationsPage }])];
