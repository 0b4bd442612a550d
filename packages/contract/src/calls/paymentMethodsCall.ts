// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { paymentMethodsCall as full } from '../index';

export const paymentMethodsCall: CallRef<typeof full> = { path: '/cart/payment_methods.php', access: 'customer' };
