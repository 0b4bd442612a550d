// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { createListCall as full } from '../index';

export const createListCall: CallRef<typeof full> = { path: '/products/wishlist/create_list.php', access: 'customer' };
