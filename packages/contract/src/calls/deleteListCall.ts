// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { deleteListCall as full } from '../index';

export const deleteListCall: CallRef<typeof full> = { path: '/products/wishlist/delete.php', access: 'customer' };
