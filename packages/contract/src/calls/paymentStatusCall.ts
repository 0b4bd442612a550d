// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { paymentStatusCall as full } from '../index';

export const paymentStatusCall: CallRef<typeof full> = { path: '/cart/getPaymentStatus.php', access: 'customer' };
