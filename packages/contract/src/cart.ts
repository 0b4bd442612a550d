// Cart, coupons, checkout and payment (docs/product.md §7 "Cart and payment", §3 Cart and Payment).
// Money on the wire is AED with two decimals; the server counts in integer fils.
import { z } from 'zod';
import { defineCall, noFields } from './call';
import { CARD_TYPES, PAYMENT_METHODS, WALLET_PAY_TYPES, type WalletPayType } from './constants';
import { flag, idField, int, optText, orDefault, text } from './fields';
import { reason } from './reasons';

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

export type CardType = (typeof CARD_TYPES)[number];
/** How an online payment is made: a card on the provider's page, or a phone wallet. */
export type OnlinePayType = CardType | WalletPayType;
const ONLINE_PAY_TYPES: readonly OnlinePayType[] = [...CARD_TYPES, ...WALLET_PAY_TYPES];
const payTypeNamed = (name: string | undefined): OnlinePayType | undefined => ONLINE_PAY_TYPES.find((c) => c.toLowerCase() === name?.toLowerCase());

/**
 * What online payment offers this shopper now: the cards always, the phone wallets only when the provider's
 * account enables them (MyFatoorah's InitiatePayment lists them). The browser shows Apple Pay only where
 * the device can use it.
 */
export const paymentMethodsCall = defineCall({
  path: '/cart/payment_methods.php',
  access: 'customer',
  request: noFields,
  data: z.object({ card_types: z.array(z.enum(CARD_TYPES)), wallets: z.array(z.enum(WALLET_PAY_TYPES)) }),
});

/**
 * payment_method_type is how the shopper pays online: a card (Visa, MasterCard) or a phone wallet (ApplePay,
 * GooglePay); never required (the original web client does not send it; the gateway's page takes any card it
 * accepts). Cash on delivery ignores whatever is sent; online payment refuses a type the shop does not take.
 */
export const payNowCall = defineCall({
  path: '/cart/pay_now.php',
  access: 'customer',
  request: z
    .object({
      address_id: idField(),
      wallet: orDefault(flag(), 0),
      payment_method: orDefault(int(1, 2), PAYMENT_METHODS.cash),
      payment_method_type: optText(40),
    })
    .superRefine((r, ctx) => {
      if (r.payment_method === PAYMENT_METHODS.online && r.payment_method_type !== undefined && !payTypeNamed(r.payment_method_type)) {
        ctx.addIssue({ code: 'custom', path: ['payment_method_type'], message: reason('cardType') });
      }
    })
    .transform((r) => ({
      ...r,
      payment_method_type: r.payment_method === PAYMENT_METHODS.online ? payTypeNamed(r.payment_method_type) : undefined,
    })),
  data: z.object({
    order_id: z.number(),
    status_id: z.number(),
    total_price: z.number(),
    /** AED taken from the wallet. */
    wallet_used: z.number(),
    /** AED left to pay by card (0 for cash or when the wallet covered everything). */
    card_amount: z.number(),
    /** AED of cash-on-delivery fee included in total_price (0 unless cash is collected at the door). */
    cod_fee: z.number(),
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
