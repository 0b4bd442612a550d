// The customer's orders (spec §7 Orders, §3 Order, Return/refund, Review): one row per ordered item.
import { z } from 'zod';
import { defineCall, noFields } from './call';
import { idField, int, text } from './fields';

export const orderRow = z.object({
  /** The order item's id (the same as order_item_id): one row per item. */
  id: z.number(),
  order_id: z.number(),
  order_item_id: z.number(),
  product_id: z.number(),
  product_name: z.string(),
  main_image: z.string(),
  quantity: z.number(),
  status_id: z.number(),
  /** The status in the caller's language. */
  status: z.string(),
  /** YYYY-MM-DD in the shop's time zone. */
  order_date: z.string(),
  /** The delivery day (YYYY-MM-DD): the real one once delivered, else the estimate; null for cancelled or unpaid orders. */
  arrival_date: z.string().nullable(),
  /** AED per unit. */
  price_at_purchase: z.number(),
  /** 1 cash on delivery, 2 online. */
  payment_method: z.number(),
  /** Delivered, not returned and still within the return window. */
  returnable: z.boolean(),
  /** The customer has already reviewed this product. */
  reviewed: z.boolean(),
});
export type OrderRow = z.infer<typeof orderRow>;

/** Newest first. */
export const ordersListCall = defineCall({ path: '/orders/list.php', access: 'customer', request: noFields, data: z.array(orderRow) });

export const cancelOrderCall = defineCall({
  path: '/orders/cancel_order.php',
  access: 'customer',
  request: z.object({ order_id: idField() }),
  data: z.object({
    order_id: z.number(),
    status_id: z.number(),
    status: z.string(),
    /** AED put back in the wallet: what the wallet paid plus what the card paid. */
    refunded_to_wallet: z.number(),
  }),
});

/** id is reason_id again: the original client sends reason.id to return_item.php. */
export const returnReason = z.object({ id: z.number(), reason_id: z.number(), reason: z.string() });

export const returnReasonsCall = defineCall({ path: '/orders/return_reasons.php', access: 'customer', request: noFields, data: z.array(returnReason) });

export const returnItemCall = defineCall({
  path: '/orders/return_item.php',
  access: 'customer',
  request: z.object({ order_item_id: idField(), reason_id: idField(), description: text(1000) }),
  data: z.object({ order_item_id: z.number(), status_id: z.number(), status: z.string() }),
});

export const addReviewCall = defineCall({
  path: '/orders/add_review.php',
  access: 'customer',
  request: z.object({ product_id: idField(), title: text(120), description: text(2000), rating: int(1, 5) }),
  data: z.object({ product_id: z.number(), rating: z.number(), rating_count: z.number() }),
});
