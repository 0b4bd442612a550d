import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazyPage';
import { profileArea } from '../profile';

// 'profile' and 'orders' too: the page names the profile menu's 'Wallet' and links an entry's order by its name.
const WalletPage = lazyPage(() => import('./WalletPage'), ['wallet', 'profile', 'orders']);

/** /myprofile/Wallet (docs/product.md §2, §3 Wallet), in the profile area. */
export const routes: RouteObject[] = [profileArea([{ path: 'wallet', Component: WalletPage }])];
