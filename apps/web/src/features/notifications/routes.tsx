import type { RouteObject } from 'react-router';
import { page } from '../../lib/page';
import { profileArea } from '../profile';

/** /myprofile/notifications (docs/product.md §2, §3), in the profile area. */
export const routes: RouteObject[] = [
  profileArea([
    // 'profile' too: the page names the profile menu's 'Notifications'.
    page({
      path: 'notifications',
      access: 'customer',
      load: () => import('./NotificationsPage'),
      namespaces: ['notifications', 'profile'],
    }),
  ]),
];
