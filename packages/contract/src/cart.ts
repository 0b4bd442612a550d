// The cart and its coupon (docs/product.md §7 "Cart and payment", §3 Cart). Paying for it is ./checkout.
// Money on the wire is AED with two decimals; the server counts in integer fils.
import { z } from 'zod';
import { defineCall, noFields } from './call';
import { idField, int, optText, orDefault, text } from './fields';

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
 * price = goods at list price; discount = everything taken off price: the shelf savings (list − sale) plus
 * coupon_discount, the coupon's discount on the goods at sale price; shipping_cost = the primary address's
 * region fee (0 without an address or goods); total_price = price − discount + shipping_cost; vat = the 5%
 * VAT contained in total_price (prices include VAT).
 */
export const cart = z.object({
  products: z.array(cartLine),
  price: z.number(),
  /** The code of the coupon on the cart, null when there is none (docs/product.md §3; the original client shows it in the coupon field). */
  discount_coupon: z.string().nullable(),
  discount: z.number(),
  coupon_discount: z.number(),
  vat: z.number(),
  shipping_cost: z.number(),
  total_price: z.number(),
  /** Why the coupon on the cart gives no discount right now ('' when it applies). */
  coupon_note: z.string(),
  /** Sum of the line quantities (the header's cart count). */
  items_count: z.number(),
  /**
   * Cash on delivery (store settings): cod_fee is added, VAT included, to the total of an order paid in cash
   * (not to total_price above, which online payment pays); cod_total_price and cod_vat are the total and its
   * VAT when paying cash. Cash is offered only while total_price ≤ cod_max (0: no maximum): cod_available,
   * and cod_note says why not ('' when available).
   */
  cod_fee: z.number(),
  cod_total_price: z.number(),
  cod_vat: z.number(),
  cod_max: z.number(),
  cod_available: z.boolean(),
  cod_note: z.string(),
  /**
   * Free delivery (a store setting): from this amount of goods after the coupon, AED (0: delivery is never free);
   * free_delivery_left: how much more it takes, AED (0 once reached, and when delivery is never free).
   */
  free_delivery_from: z.number(),
  free_delivery_left: z.number(),
  /** What delivery costs in the cheapest and the dearest region, AED: the fee before an address is known. */
  delivery_fee_min: z.number(),
  delivery_fee_max: z.number(),
  /** The day an order placed now arrives by (YYYY-MM-DD, the shop's calendar, business days). */
  arrival_date: z.string(),
});
export type Cart = z.infer<typeof cart>;

export const addToCartCall = defineCall({
  path: '/cart/add_to_cart.php',
  access: 'customer',
  request: z.object({ product_id: idField(), quantity: orDefault(int(1, MAX_LINE_QUANTITY), 1) }),
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
