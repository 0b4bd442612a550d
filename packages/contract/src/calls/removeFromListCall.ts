// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { removeFromListCall as full } from '../index';

export const removeFromListCall: CallRef<typeof full> = { path: '/products/wishlist/remove_product.php', access: 'customer' };
