import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazyPage';
import { profileArea } from '../profile';

// 'profile' too: the form shares the profile's phone label and Cancel.
const AddressesPage = lazyPage(() => import('./AddressesPage'), ['addresses', 'profile']);

/** /myprofile/addresses (docs/product.md §2), in the profile area. */
export const routes: RouteObject[] = [profileArea([{ path: 'addresses', Component: AddressesPage }])];
