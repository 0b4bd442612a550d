// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { orderDetailsCall as full } from '../index';

export const orderDetailsCall: CallRef<typeof full> = { path: '/orders/order_details.php', access: 'customer' };
