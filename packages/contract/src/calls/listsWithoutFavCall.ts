// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { listsWithoutFavCall as full } from '../index';

export const listsWithoutFavCall: CallRef<typeof full> = { path: '/products/wishlist/list_without_fav.php', access: 'customer' };
