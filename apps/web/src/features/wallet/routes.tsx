import type { RouteObject } from 'react-router';
import { page } from '../../lib/page';
import { profileArea } from '../profile';

/** /myprofile/Wallet (docs/product.md §2, §3 Wallet), in the profile area. */
export const routes: RouteObject[] = [
  profileArea([
    // 'profile' and 'orders' too: the page names the profile menu's 'Wallet' and links an entry's order by its name.
    page({ path: 'wallet', access: 'customer', load: () => import('./WalletPage'), namespaces: ['wallet', 'profile', 'orders'] }),
  ]),
];
