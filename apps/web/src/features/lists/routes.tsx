import type { RouteObject } from 'react-router';
import { guarded, loginRequired } from '../../lib/guards';
import { lazyPage } from '../../lib/lazyPage';

const FavouritesPage = lazyPage(() => import('./FavouritesPage'), ['lists']);

/** /Favourites (docs/product.md §2, guarded; favourites belong to a customer, so a guest is asked to log in). */
export const routes: RouteObject[] = [guarded([loginRequired([{ path: 'favourites', Component: FavouritesPage }])])];
