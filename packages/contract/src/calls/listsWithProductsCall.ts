// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { listsWithProductsCall as full } from '../index';

export const listsWithProductsCall: CallRef<typeof full> = { path: '/products/wishlist/list_with_products.php', access: 'customer' };
