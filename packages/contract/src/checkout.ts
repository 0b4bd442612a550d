// Checkout and payment (docs/product.md §7 "Cart and payment", §3 Payment): the ways to pay, placing the
// cart's order (pay_now), paying an order still awaiting online payment (pay_order) and a payment's status.
// Money on the wire is AED with two decimals; the server counts in integer fils.
import { z } from 'zod';
import { defineCall, noFields } from './call';
import { CARD_TYPES, PAYMENT_METHODS, WALLET_PAY_TYPES, type WalletPayType } from './constants';
import { flag, idField, int, optional, optText, orDefault, text } from './fields';
import { reason } from './reasons';

export type CardType = (typeof CARD_TYPES)[number];
/** Buy now, pay later with Tabby: its own hosted page, offered only when the shop has Tabby (payment_methods.php says so). */
export const TABBY_PAY_TYPE = 'tabby';
export type TabbyPayType = typeof TABBY_PAY_TYPE;
/** Buy now, pay later with Tamara: its own hosted page, offered only when the shop has Tamara and it accepts the cart (payment_methods.php says so). */
export const TAMARA_PAY_TYPE = 'tamara';
export type TamaraPayType = typeof TAMARA_PAY_TYPE;
/** How an online payment is made: a card on the provider's page, a phone wallet, Tabby or Tamara. */
export type OnlinePayType = CardType | WalletPayType | TabbyPayType | TamaraPayType;
const ONLINE_PAY_TYPES: readonly OnlinePayType[] = [...CARD_TYPES, ...WALLET_PAY_TYPES, TABBY_PAY_TYPE, TAMARA_PAY_TYPE];
const payTypeNamed = (name: string | undefined): OnlinePayType | undefined =>
  ONLINE_PAY_TYPES.find((c) => c.toLowerCase() === name?.toLowerCase());

/** A payment provider's own id of a payment method (MyFatoorah's PaymentMethodId), as the original apps may send it. */
export interface ProviderMethodId {
  methodId: number;
}

/** payment_method_type as sent: one of our names, a provider's numeric method id, or (anything else) nothing. */
const payTypeSent = (value: string | undefined): OnlinePayType | ProviderMethodId | undefined =>
  payTypeNamed(value) ?? (value !== undefined && /^\d{1,9}$/.test(value) ? { methodId: Number(value) } : undefined);

/**
 * What online payment offers this shopper now: the cards always, the phone wallets only when the provider's
 * account enables them (MyFatoorah's InitiatePayment lists them). The browser shows Apple Pay only where
 * the device can use it. tabby: whether Tabby (buy now, pay later, payment_method_type 'tabby') is offered.
 * tamara: whether Tamara (buy now, pay later, payment_method_type 'tamara') is offered for the cart as it is now
 * (Tamara's payment options pre-check on its total and the shopper's phone).
 */
export const paymentMethodsCall = defineCall({
  path: '/cart/payment_methods.php',
  access: 'customer',
  request: noFields,
  data: z.object({
    card_types: z.array(z.enum(CARD_TYPES)),
    wallets: z.array(z.enum(WALLET_PAY_TYPES)),
    tabby: z.boolean(),
    tamara: z.boolean(),
  }),
});

/**
 * payment_method_type is how the shopper pays online: a card (Visa, MasterCard) or a phone wallet (ApplePay,
 * GooglePay), Tabby ('tabby') or Tamara ('tamara') (their hosted page's URL answered as Data.InvoiceURL, their payment or order id as Data.InvoiceId), or the payment provider's numeric id of one (the original apps likely send MyFatoorah's ids); never
 * required (the original web client does not send it; the gateway's page takes any card it accepts). Cash on
 * delivery ignores whatever is sent; online payment with a value it does not know goes to the card page rather
 * than refusing the order. business=1 buys as the customer's business profile (a B2B sale);
 * absent, as the original apps send it, is a consumer sale.
 * pickup_branch_id: the order is picked up from that branch (pickup_branches.php lists them) rather than
 * delivered: no delivery fee and no cash-on-delivery fee, address_id not needed (ignored when sent), the stock
 * taken from that branch, and a pickup code in the answer's order (order_details.php). Absent, as the
 * original apps send it: delivered to address_id, which is then required.
 */
export const payNowCall = defineCall({
  path: '/cart/pay_now.php',
  access: 'customer',
  request: z
    .object({
      address_id: optional(idField()),
      pickup_branch_id: optional(idField()),
      wallet: orDefault(flag(), 0),
      payment_method: orDefault(int(1, 2), PAYMENT_METHODS.cash),
      payment_method_type: optText(40),
      business: orDefault(flag(), 0),
    })
    .superRefine((r, ctx) => {
      if (r.address_id === undefined && r.pickup_branch_id === undefined)
        ctx.addIssue({ code: 'custom', message: reason('required'), path: ['address_id'] });
    })
    .transform((r) => ({
      ...r,
      payment_method_type: r.payment_method === PAYMENT_METHODS.online ? payTypeSent(r.payment_method_type) : undefined,
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

/**
 * Pays an order still awaiting online payment (status 8, stock held): a new invoice of the payment gateway for
 * the same order and amount, in pay_now.php's shape. Refused once the order was paid or released.
 */
export const payOrderCall = defineCall({
  path: '/orders/pay_order.php',
  access: 'customer',
  request: z.object({ order_id: idField() }),
  data: z.object({
    order_id: z.number(),
    /** AED the card pays. */
    card_amount: z.number(),
    IsSuccess: z.boolean(),
    Data: z.object({ InvoiceId: z.string(), InvoiceURL: z.string() }).nullable(),
  }),
});

/**
 * Where the shopper may pick the cart up instead of having it delivered: the branches that offer
 * pickup and hold every line of the cart now, in the shop's order, and what the order costs picked up (no
 * delivery fee, no cash-on-delivery fee), AED. No branch when the cart is empty.
 */
export const pickupBranchesCall = defineCall({
  path: '/cart/pickup_branches.php',
  access: 'customer',
  request: noFields,
  data: z.object({
    branches: z.array(z.object({ id: z.number(), name: z.string(), city: z.string(), address: z.string(), hours: z.string() })),
    total_price: z.number(),
    vat: z.number(),
  }),
});
