// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { payOrderCall as full } from '../index';

export const payOrderCall: CallRef<typeof full> = { path: '/orders/pay_order.php', access: 'customer' };
