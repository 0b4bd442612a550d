import type { RouteObject } from 'react-router';
import { guarded, loginRequired } from '../../lib/guards';
import { page } from '../../lib/page';
import { profileArea } from '../profile';

/**
 * /Favourites (docs/product.md §2, guarded; favourites belong to a customer, so a guest is asked to log in), and
 * /myprofile/lists in the profile area.
 */
export const routes: RouteObject[] = [
  guarded([
    loginRequired([page({ path: 'favourites', access: 'customer', load: () => import('./FavouritesPage'), namespaces: ['lists'] })]),
  ]),
  profileArea([
    // 'profile' too: the page names the profile menu's 'Lists'.
    page({ path: 'lists', access: 'customer', load: () => import('./ListsPage'), namespaces: ['lists', 'profile'] }),
  ]),
];
