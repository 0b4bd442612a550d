// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { removeCouponCall as full } from '../index';

export const removeCouponCall: CallRef<typeof full> = { path: '/cart/remove_coupon.php', access: 'customer' };
