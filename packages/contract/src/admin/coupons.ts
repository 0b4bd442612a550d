// Admin: coupons (percentage or fixed, minimum order, dates, limits) and their uses.
import { z } from 'zod';
import { defineCall } from '../call';
import { flag, idField, num, text } from '../fields';
import { aedField, offsetField, optDay, optInt, page } from './common';
import { reason } from '../reasons';

/** active: usable now by its days and uses; scheduled: before starts_at; expired: after ends_at; used_up: max_uses reached. */
export const COUPON_STATES = ['active', 'scheduled', 'expired', 'used_up'] as const;

export const adminCoupon = z.object({
  id: z.number(),
  code: z.string(),
  kind: z.enum(['percent', 'fixed']),
  /** Percent (1-100) for percent coupons, AED for fixed ones. */
  value: z.number(),
  /** AED. */
  min_order: z.number(),
  /** YYYY-MM-DD or null. */
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  max_uses: z.number().nullable(),
  max_uses_per_customer: z.number().nullable(),
  active: z.boolean(),
  uses: z.number(),
  /** Where it stands by its days and uses (whether it is switched on is `active`). */
  state: z.enum(COUPON_STATES),
});
export type AdminCoupon = z.infer<typeof adminCoupon>;

export const adminCouponsListCall = defineCall({
  path: '/admin/coupons/list.php',
  access: 'admin',
  request: z.object({ offset: offsetField() }),
  data: page(adminCoupon),
});

/** Codes are stored upper-cased; starts_at/ends_at are whole days in the shop's time zone. */
const couponFields = z
  .object({
    code: text(40).transform((v) => v.toUpperCase()),
    kind: z.enum(['percent', 'fixed']),
    value: num(0.01, 1_000_000),
    min_order: aedField().default(0),
    starts_at: optDay(),
    ends_at: optDay(),
    max_uses: optInt(1),
    max_uses_per_customer: optInt(1),
    active: flag().default(1),
  })
  .refine((v) => v.kind !== 'percent' || (Number.isInteger(v.value) && v.value <= 100), { message: reason('percentage'), path: ['value'] })
  .refine((v) => !v.starts_at || !v.ends_at || v.starts_at <= v.ends_at, { message: reason('notBeforeStart'), path: ['ends_at'] });

export const adminCouponCreateCall = defineCall({
  path: '/admin/coupons/create.php',
  access: 'admin',
  request: couponFields,
  data: adminCoupon,
});

export const adminCouponUpdateCall = defineCall({
  path: '/admin/coupons/update.php',
  access: 'admin',
  request: z.intersection(couponFields, z.object({ coupon_id: idField() })),
  data: adminCoupon,
});

/** Disables (active 0) or re-enables a coupon. */
export const adminCouponSetActiveCall = defineCall({
  path: '/admin/coupons/set_active.php',
  access: 'admin',
  request: z.object({ coupon_id: idField(), active: flag() }),
  data: adminCoupon,
});
