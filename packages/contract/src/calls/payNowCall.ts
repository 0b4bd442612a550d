// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { payNowCall as full } from '../index';

export const payNowCall: CallRef<typeof full> = { path: '/cart/pay_now.php', access: 'customer' };
