// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { manageCartCall as full } from '../index';

export const manageCartCall: CallRef<typeof full> = { path: '/cart/manage_cart.php', access: 'customer' };
