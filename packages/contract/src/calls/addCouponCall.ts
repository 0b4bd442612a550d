// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { addCouponCall as full } from '../index';

export const addCouponCall: CallRef<typeof full> = { path: '/cart/add_coupon.php', access: 'customer' };
