// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { addToCartCall as full } from '../index';

export const addToCartCall: CallRef<typeof full> = { path: '/cart/add_to_cart.php', access: 'customer' };
