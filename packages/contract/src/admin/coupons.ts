// Admin: coupons (percentage, fixed or free delivery, minimum order, dates, limits, products and categories) and their uses.
import { z } from 'zod';
import { defineCall } from '../call';
import { flag, idField, idList, num, optional, text } from '../fields';
import { aedField, offsetField, optDay, optInt, page } from './common';
import { reason } from '../reasons';

/** active: usable now by its days and uses; scheduled: before starts_at; expired: after ends_at; used_up: max_uses reached. */
export const COUPON_STATES = ['active', 'scheduled', 'expired', 'used_up'] as const;
/** percent: a percentage of the lines it applies to; fixed: AED off them (at most their total); free_delivery: no delivery fee. */
export const COUPON_KINDS = ['percent', 'fixed', 'free_delivery'] as const;
/** The most products, and the most categories, one coupon may be limited to. */
export const COUPON_LIMIT_MAX = 200;

export const adminCoupon = z.object({
  id: z.number(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  /** Percent (1-100) for percent coupons, AED for fixed ones, 0 for free delivery. */
  value: z.number(),
  /** AED, of the lines it applies to. */
  min_order: z.number(),
  /** The products and (sub-)categories it is limited to: it applies to a line of either; both empty: every line. */
  product_ids: z.array(z.number()),
  /** The names of the products of product_ids (for the console's form; a deleted product is left out). */
  products: z.array(z.object({ id: z.number(), name_en: z.string(), name_ar: z.string() })),
  category_ids: z.array(z.number()),
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

/** Newest first; `state` keeps those in that state only. */
export const adminCouponsListCall = defineCall({
  path: '/admin/coupons/list.php',
  access: 'admin',
  request: z.object({ offset: offsetField(), state: optional(z.enum(COUPON_STATES)) }),
  data: page(adminCoupon),
});

/**
 * Codes are stored upper-cased; starts_at/ends_at are whole days in the shop's time zone. value is more than 0 for
 * percent and fixed coupons (a free-delivery one sends 0 and stores 0). product_ids and category_ids (comma-joined, empty or
 * missing: none) must name existing products and categories.
 */
const couponFields = z
  .object({
    code: text(40).transform((v) => v.toUpperCase()),
    kind: z.enum(COUPON_KINDS),
    value: num(0, 1_000_000),
    min_order: aedField().default(0),
    starts_at: optDay(),
    ends_at: optDay(),
    max_uses: optInt(1),
    max_uses_per_customer: optInt(1),
    active: flag().default(1),
    product_ids: idList(COUPON_LIMIT_MAX).default([]),
    category_ids: idList(COUPON_LIMIT_MAX).default([]),
  })
  .refine((v) => v.kind === 'free_delivery' || v.value > 0, { message: reason('notZero'), path: ['value'] })
  .refine((v) => v.kind !== 'percent' || (Number.isInteger(v.value) && v.value <= 100), {
    message: reason('percentage'),
    path: ['value'],
  })
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
