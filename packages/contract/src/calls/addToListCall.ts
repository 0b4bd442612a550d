// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { addToListCall as full } from '../index';

export const addToListCall: CallRef<typeof full> = { path: '/products/wishlist/add_to_list.php', access: 'customer' };
