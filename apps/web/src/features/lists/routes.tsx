import type { RouteObject } from 'react-router';
import { guarded, loginRequired } from '../../lib/guards';
import { lazyPage } from '../../lib/lazyPage';
import { profileArea } from '../profile';

const FavouritesPage = lazyPage(() => import('./FavouritesPage'), ['lists']);
// 'profile' too: the page names the profile menu's 'Lists'.
const ListsPage = lazyPage(() => import('./ListsPage'), ['lists', 'profile']);

/**
 * /Favourites (docs/product.md §2, guarded; favourites belong to a customer, so a guest is asked to log in), and
 * /myprofile/lists in the profile area.
 */
export const routes: RouteObject[] = [
  guarded([loginRequired([{ path: 'favourites', Component: FavouritesPage }])]),
  profileArea([{ path: 'lists', Component: ListsPage }]),
];
