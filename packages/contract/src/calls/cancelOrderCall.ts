// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { cancelOrderCall as full } from '../index';

export const cancelOrderCall: CallRef<typeof full> = { path: '/orders/cancel_order.php', access: 'customer' };
