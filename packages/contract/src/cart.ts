// Cart, coupons, checkout and payment (spec §7 "Cart and payment", §3 Cart and Payment).
// Money on the wire is AED with two decimals; the server counts in integer fils.
import { z } from 'zod';
import { defineCall, noFields } from './call';
import { CARD_TYPES, PAYMENT_METHODS } from './constants';
import { flag, idField, int, optText, text } from './fields';

/** The most units of one product a cart line may hold (stock permitting). */
export const MAX_LINE_QUANTITY = 999;

export const cartLine = z.object({
  /** The cart_item_id. */
  id: z.number(),
  product_id: z.number(),
  quantity: z.number(),
  name: z.string(),
  short_desc: z.string(),
  main_image: z.string(),
  /** quantity × sale price, AED. */
  total_price: z.number(),
  /** Unit prices (AED) and the stock left, so the quantity control can stop at stock. */
  sale_price: z.number(),
  list_price: z.number(),
  stock: z.number(),
});
export type CartLine = z.infer<typeof cartLine>;

/**
 * The full cart every cart call answers with. Totals (AED):
 * price = goods at list price; discount = list − sale savings; discount_coupon = the coupon's discount on
 * the goods at sale price; shipping_cost = the primary address's region fee (0 without an address or
 * goods); total_price = price − discount − discount_coupon + shipping_cost; vat = the 5% VAT contained in
 * total_price (prices include VAT).
 */
export const cart = z.object({
  products: z.array(cartLine),
  price: z.number(),
  discount_coupon: z.number(),
  discount: z.number(),
  vat: z.number(),
  shipping_cost: z.number(),
  total_price: z.number(),
  /** The coupon code on the cart ('' when none). */
  coupon: z.string(),
  /** Why the coupon on the cart gives no discount right now ('' when it applies). */
  coupon_note: z.string(),
  /** Sum of the line quantities (the header's cart count). */
  items_count: z.number(),
});
export type Cart = z.infer<typeof cart>;

export const addToCartCall = defineCall({
  path: '/cart/add_to_cart.php',
  access: 'customer',
  request: z.object({ product_id: idField(), quantity: int(1, MAX_LINE_QUANTITY).default(1) }),
  data: cart,
});

export const cartListCall = defineCall({ path: '/cart/cart_list.php', access: 'customer', request: noFields, data: cart });

/** Sets a line's quantity; 0 removes the line. */
export const manageCartCall = defineCall({
  path: '/cart/manage_cart.php',
  access: 'customer',
  request: z.object({ cart_item_id: idField(), quantity: int(0, MAX_LINE_QUANTITY) }),
  data: cart,
});

export const addCouponCall = defineCall({
  path: '/cart/add_coupon.php',
  access: 'customer',
  request: z.object({ coupon: text(64) }),
  data: cart,
});

/** Removes the cart's coupon (the code sent, if any, is not needed to find it). */
export const removeCouponCall = defineCall({
  path: '/cart/remove_coupon.php',
  access: 'customer',
  request: z.object({ coupon: optText(64) }),
  data: cart,
});

const cardType = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), z.enum(CARD_TYPES).optional());

export const payNowCall = defineCall({
  path: '/cart/pay_now.php',
  access: 'customer',
  request: z
    .object({
      address_id: idField(),
      wallet: flag().default(0),
      payment_method: int(1, 2).default(PAYMENT_METHODS.cash),
      payment_method_type: cardType,
    })
    .refine((r) => r.payment_method !== PAYMENT_METHODS.online || r.payment_method_type !== undefined, {
      path: ['payment_method_type'],
      message: `required for online payment: ${CARD_TYPES.join(' or ')}`,
    }),
  data: z.object({
    order_id: z.number(),
    status_id: z.number(),
    total_price: z.number(),
    /** AED taken from the wallet. */
    wallet_used: z.number(),
    /** AED left to pay by card (0 for cash or when the wallet covered everything). */
    card_amount: z.number(),
    /** The gateway's answer (MyFatoorah's shape): an invoice to send the shopper to, when a card must pay. */
    IsSuccess: z.boolean(),
    Data: z.object({ InvoiceId: z.string(), InvoiceURL: z.string() }).nullable(),
  }),
});

export const PAYMENT_STATES = ['paid', 'failed', 'pending'] as const;

export const paymentData = z.object({
  payment_id: z.string(),
  order_id: z.number(),
  invoice_id: z.string(),
  /** AED paid (or due) by card. */
  amount: z.number(),
  status: z.enum(PAYMENT_STATES),
  /** The order's status after the payment was applied (1 placed, 4 cancelled, 8 still awaiting). */
  order_status: z.number(),
  payment_method_type: z.string(),
});
export type PaymentData = z.infer<typeof paymentData>;

export const paymentStatusCall = defineCall({
  path: '/cart/getPaymentStatus.php',
  access: 'customer',
  request: z.object({ payment_id: text(64) }),
  data: paymentData,
});
