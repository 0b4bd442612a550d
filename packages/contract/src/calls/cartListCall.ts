// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { cartListCall as full } from '../index';

export const cartListCall: CallRef<typeof full> = { path: '/cart/cart_list.php', access: 'customer' };
