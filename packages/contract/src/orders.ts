// The customer's orders (docs/product.md §7 Orders, §3 Order, Return/refund, Review): one row per ordered item.
import { z } from 'zod';
import { defineCall, noFields } from './call';
import { CANCEL_REASONS } from './constants';
import { fileField, idField, int, optional, optText, text } from './fields';
import { shipment } from './shipment';

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
  /** AED: the whole order's total (the same on each of its rows). */
  order_total: z.number(),
});
export type OrderRow = z.infer<typeof orderRow>;

/** Newest first. */
export const ordersListCall = defineCall({ path: '/orders/list.php', access: 'customer', request: noFields, data: z.array(orderRow) });

/** The shopper's reason for a cancel, kept with the order: one of CANCEL_REASONS and/or their own words. */
export const cancelReason = z.object({ reason_id: z.number().nullable(), description: z.string() });

export const cancelOrderCall = defineCall({
  path: '/orders/cancel_order.php',
  access: 'customer',
  /** reason_id and description are optional (the spec's client sends only order_id); 'other' needs a description. */
  request: z.object({
    order_id: idField(),
    reason_id: optional(int(1, CANCEL_REASONS.length)),
    description: optText(500),
  }),
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

export const returnReasonsCall = defineCall({
  path: '/orders/return_reasons.php',
  access: 'customer',
  request: noFields,
  data: z.array(returnReason),
});

export const returnItemCall = defineCall({
  path: '/orders/return_item.php',
  access: 'customer',
  /** Up to three photos of the product (multipart files; JPEG, PNG, WebP, GIF, AVIF or HEIF, 5 MB each), re-encoded. */
  request: z.object({
    order_item_id: idField(),
    reason_id: idField(),
    description: text(1000),
    photo1: fileField(),
    photo2: fileField(),
    photo3: fileField(),
  }),
  data: z.object({ order_item_id: z.number(), status_id: z.number(), status: z.string(), photos: z.array(z.string()).optional() }),
});

export const addReviewCall = defineCall({
  path: '/orders/add_review.php',
  access: 'customer',
  /** Up to three photos of the product received (multipart files, as return_item.php takes them), re-encoded. */
  request: z.object({
    product_id: idField(),
    title: text(120),
    description: text(2000),
    rating: int(1, 5),
    photo1: fileField(),
    photo2: fileField(),
    photo3: fileField(),
  }),
  data: z.object({ product_id: z.number(), rating: z.number(), rating_count: z.number() }),
});

// ---------- one order: the order page ----------

/** The buyer of a B2B sale as it was when the order was placed (emirate and region in the caller's language). */
export const businessBuyer = z.object({
  company_name: z.string(),
  trn: z.string(),
  address: z.string(),
  emirate: z.string(),
  region: z.string(),
});

/** A pickup order's branch (its name and address as when ordered) and the code the customer shows to collect it. */
export const orderPickup = z.object({ branch: z.string(), address: z.string(), code: z.string() });

export const orderDetails = z.object({
  order_id: z.number(),
  status_id: z.number(),
  /** The status in the caller's language. */
  status: z.string(),
  /** ISO instant the order was placed. */
  order_date: z.string(),
  /** The delivery day (YYYY-MM-DD), as in the orders list. */
  arrival_date: z.string().nullable(),
  /** 1 cash on delivery, 2 online. */
  payment_method: z.number(),
  /** Visa or MasterCard when chosen, else ''. */
  payment_method_type: z.string(),
  items: z.array(
    orderRow.pick({
      order_item_id: true,
      product_id: true,
      product_name: true,
      main_image: true,
      quantity: true,
      price_at_purchase: true,
      status_id: true,
      status: true,
      returnable: true,
      reviewed: true,
    }),
  ),
  /** AED; total = subtotal - discount - coupon_discount + delivery + cod_fee; paid = wallet_used + card part. */
  totals: z.object({
    /** Goods at list price. */
    subtotal: z.number(),
    /** List minus sale price. */
    discount: z.number(),
    coupon_discount: z.number(),
    delivery: z.number(),
    cod_fee: z.number(),
    /** VAT contained in total. */
    vat: z.number(),
    total: z.number(),
    wallet_used: z.number(),
    /** The card's part (paid, or due while the order awaits payment). */
    card_amount: z.number(),
    /** What was paid so far (wallet plus a captured card payment; cash once delivered). */
    paid: z.number(),
  }),
  address: z.object({ name: z.string(), phone: z.string(), address: z.string(), emirate: z.string(), region: z.string() }),
  /** Why the shopper cancelled it, when they did and said; else null. */
  cancel_reason: cancelReason.nullable(),
  /** The order's status changes, oldest first, each with its ISO instant; item returns carry order_item_id. */
  history: z.array(z.object({ status_id: z.number(), status: z.string(), at: z.string(), order_item_id: z.number().nullable() })),
  /** Once shipped with a carrier: who brings it, the tracking number and link, or the driver's phone; else null. */
  shipment: shipment.nullable(),
  /** Bought as the customer's business (a B2B sale): the buyer its tax invoice names; null for a consumer sale. */
  business: businessBuyer.nullable(),
  /** Awaiting online payment and still held: the shopper may pay (pay_order.php) until this ISO instant; else null. */
  pay_until: z.string().nullable(),
  /** Picked up from a branch: where, and the code to show at the counter; null for a delivered order. */
  pickup: orderPickup.nullable(),
});
export type OrderDetails = z.infer<typeof orderDetails>;

export const orderDetailsCall = defineCall({
  path: '/orders/order_details.php',
  access: 'customer',
  request: z.object({ order_id: idField() }),
  data: orderDetails,
});
