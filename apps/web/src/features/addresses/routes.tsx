import type { RouteObject } from 'react-router';
import { page } from '../../lib/page';
import { profileArea } from '../profile';

/** /myprofile/addresses (docs/product.md §2), in the profile area. */
export const routes: RouteObject[] = [
  profileArea([
    // 'profile' too: the form shares the profile's phone label and Cancel.
    page({ path: 'addresses', access: 'customer', load: () => import('./AddressesPage'), namespaces: ['addresses', 'profile'] }),
  ]),
];
