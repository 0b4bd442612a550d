// Tamara (buy now, pay later) over HTTP, the shapes as Tamara's API reference gives them (docs.tamara.co/reference):
// - POST /checkout/payment-options-pre-check: `country`, `order_value` {amount, currency}, `phone_number`,
//   `is_vip`; answers `has_available_payment_options` (whether Tamara can be offered for that amount and phone).
// - POST /checkout: the order (total_amount, items, consumer, addresses, merchant_url success / failure / cancel /
//   notification, order_reference_id, payment_type, instalments, locale); answers `order_id`, `checkout_id` and the
//   hosted page `checkout_url`. Tamara sends the shopper back with `?orderId=…&paymentStatus=…`.
// - GET /orders/{order_id}: the order's `status` new → approved → authorised → fully_captured (or
//   partially_captured, then fully_ / partially_refunded), or declined / expired / canceled, which are final.
// - POST /orders/{order_id}/authorise: the merchant acknowledges an approved order (approved → authorised); only an
//   authorised order can be captured.
// - POST /payments/capture: `order_id`, `total_amount`, `shipping_info` (`shipped_at`, `shipping_company`, optional
//   `tracking_number`, `tracking_url`); answers `capture_id`, `status`.
// - POST /orders/{order_id}/cancel: `total_amount` (with optional items, shipping, tax and discount amounts) cancels an
//   authorised order not captured yet (its status becomes canceled).
// - POST /payments/simplified-refund/{order_id}: `total_amount`, `comment`, `merchant_refund_id`; answers `refund_id`.
// - Webhooks: a POST with `{ order_id, order_reference_id, event_type, data }`, its `tamaraToken` (query string and
//   `Authorization: Bearer`) a JWT signed HS256 with the merchant's notification token (tamaraTokenValid).
// Amounts are numbers in AED ({ amount: 123.45, currency: 'AED' }). Bearer API token auth.
import { jwtVerify } from 'jose';
import { z } from 'zod';
import { CURRENCY, toFils, type Lang } from '@shop/contract';
import { PaymentGatewayError, type KnownRefund, type RefundRequest, type RefundResult } from './gateway';
import type { HostedGateway, HostedPaymentState, HostedShipping } from './hosted';
import { bearerJson } from './http';

export interface TamaraOptions {
  apiToken: string;
  /** https://api.tamara.co (live), https://api-sandbox.tamara.co (test). */
  baseUrl: string;
  timeoutMs: number;
}

/** Fils as Tamara's amount object: 12345 → { amount: 123.45, currency: 'AED' }. */
export const tamaraMoney = (fils: number) => ({ amount: fils / 100, currency: CURRENCY });
const filsOf = (money: { amount: number | string } | null | undefined): number => (money ? toFils(Number(money.amount)) : 0);

/** Tamara's instalments offered in the shop's promotion and asked for at checkout. */
export const TAMARA_INSTALMENTS = 4;

export interface TamaraCheckoutRequest {
  orderReference: string;
  amountFils: number;
  consumer: { firstName: string; lastName: string; email: string; phone: string };
  shippingAddress: { firstName: string; lastName: string; line1: string; city: string; phone: string };
  items: { name: string; quantity: number; unitPriceFils: number; referenceId: string }[];
  shippingFils: number;
  discountFils: number;
  /** Tamara appends `?orderId=…&paymentStatus=…` to success, failure and cancel. */
  merchantUrls: { success: string; failure: string; cancel: string; notification: string };
  lang: Lang;
}

export interface TamaraCheckout {
  orderId: string;
  checkoutId: string;
  checkoutUrl: string;
}

const money = z.object({ amount: z.union([z.number(), z.string()]), currency: z.string().optional() });

/** The order (GET /orders/{id}): the fields we read; the rest is kept in `raw`. */
export const tamaraOrder = z.object({
  order_id: z.string().min(1),
  status: z.string().transform((s) => s.toLowerCase()),
  total_amount: money,
  captured_amount: money.nullish(),
  refunded_amount: money.nullish(),
  refunds: z
    .array(
      z.object({ refund_id: z.string(), total_amount: money, comment: z.string().nullish(), merchant_refund_id: z.string().nullish() }),
    )
    .nullish(),
});

const checkoutAnswer = z.object({ order_id: z.string().min(1), checkout_id: z.string().min(1), checkout_url: z.string().min(1) });
const preCheckAnswer = z.object({ has_available_payment_options: z.boolean() });
const refundAnswer = z.object({ refund_id: z.string().min(1) });
const errorAnswer = z.object({ message: z.string().nullish(), errors: z.array(z.object({ error_code: z.string().nullish() })).nullish() });

/** Statuses after which nothing will be paid. */
const FAILED = new Set(['declined', 'expired', 'canceled', 'cancelled']);
/** Statuses of an order whose money was taken (refunds come after a capture). */
const CAPTURED = new Set(['fully_captured', 'fully_refunded', 'partially_refunded']);

export function readTamaraOrder(order: z.output<typeof tamaraOrder>, raw: unknown): HostedPaymentState {
  const amountFils = filsOf(order.total_amount);
  const capturedFils = CAPTURED.has(order.status) ? Math.max(filsOf(order.captured_amount), amountFils) : filsOf(order.captured_amount);
  const outcome: HostedPaymentState['outcome'] = CAPTURED.has(order.status)
    ? 'paid'
    : order.status === 'approved' || order.status === 'authorised' || order.status === 'partially_captured'
      ? 'authorized'
      : FAILED.has(order.status)
        ? 'failed'
        : 'pending';
  return { paymentId: order.order_id, status: order.status, outcome, amountFils, capturedFils, raw };
}

export interface TamaraGateway extends HostedGateway {
  readonly name: 'tamara';
  /** Tamara's pre-check: whether it can be offered for this amount and phone. */
  available(amountFils: number, phone: string): Promise<boolean>;
  createCheckout(request: TamaraCheckoutRequest): Promise<TamaraCheckout>;
  /** Cancels an order Tamara approved or authorised and we never captured; false when there is nothing to cancel. */
  cancel(orderId: string, amountFils: number): Promise<boolean>;
}

/** The phone as Tamara's UAE examples give it: the international number without '+' (971501234567). */
export const tamaraPhone = (phone: string): string => {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('00')) return digits.slice(2);
  if (digits.startsWith('0')) return `971${digits.slice(1)}`;
  return digits;
};

export function createTamaraGateway(opts: TamaraOptions): TamaraGateway {
  const base = opts.baseUrl.replace(/\/+$/, '');

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const { response, json } = await bearerJson(`${base}${path}`, opts.apiToken, method, body, opts.timeoutMs, path);
    if (!response.ok) {
      const detail = errorAnswer.safeParse(json);
      const text = detail.success
        ? [detail.data.message, ...(detail.data.errors ?? []).map((e) => e.error_code)].filter(Boolean).join(' ')
        : '';
      if (response.status === 404) throw new PaymentGatewayError('not_found', `${path}: ${text || 'not found'}`);
      if (response.status >= 500) throw new PaymentGatewayError('unreachable', `${path} answered HTTP ${response.status} ${text}`);
      throw new PaymentGatewayError('refused', `${path} answered HTTP ${response.status} ${text}`);
    }
    return json;
  }

  function parse<T extends z.ZodType>(schema: T, json: unknown, path: string): z.output<T> {
    const parsed = schema.safeParse(json);
    if (!parsed.success)
      throw new PaymentGatewayError('malformed', `${path}: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`);
    return parsed.data;
  }

  const orderPath = (id: string) => `/orders/${encodeURIComponent(id)}`;

  async function order(id: string): Promise<HostedPaymentState> {
    const json = await call('GET', orderPath(id));
    return readTamaraOrder(parse(tamaraOrder, json, orderPath(id)), json);
  }

  return {
    name: 'tamara',

    async available(amountFils, phone) {
      const json = await call('POST', '/checkout/payment-options-pre-check', {
        country: 'AE',
        order_value: tamaraMoney(amountFils),
        phone_number: tamaraPhone(phone),
        is_vip: false,
      });
      return parse(preCheckAnswer, json, '/checkout/payment-options-pre-check').has_available_payment_options;
    },

    async createCheckout(req) {
      const json = await call('POST', '/checkout', {
        order_reference_id: req.orderReference,
        order_number: req.orderReference,
        total_amount: tamaraMoney(req.amountFils),
        shipping_amount: tamaraMoney(req.shippingFils),
        tax_amount: tamaraMoney(0),
        discount: { name: 'discount', amount: tamaraMoney(req.discountFils) },
        description: req.orderReference,
        country_code: 'AE',
        payment_type: 'PAY_BY_INSTALMENTS',
        instalments: TAMARA_INSTALMENTS,
        locale: req.lang === 'ar' ? 'ar_SA' : 'en_US',
        items: req.items.map((i) => ({
          name: i.name,
          type: 'Physical',
          reference_id: i.referenceId,
          sku: i.referenceId,
          quantity: i.quantity,
          unit_price: tamaraMoney(i.unitPriceFils),
          total_amount: tamaraMoney(i.unitPriceFils * i.quantity),
        })),
        consumer: {
          first_name: req.consumer.firstName,
          last_name: req.consumer.lastName,
          email: req.consumer.email,
          phone_number: tamaraPhone(req.consumer.phone),
        },
        shipping_address: {
          first_name: req.shippingAddress.firstName,
          last_name: req.shippingAddress.lastName,
          line1: req.shippingAddress.line1,
          city: req.shippingAddress.city,
          country_code: 'AE',
          phone_number: tamaraPhone(req.shippingAddress.phone),
        },
        merchant_url: req.merchantUrls,
      });
      const answer = parse(checkoutAnswer, json, '/checkout');
      return { orderId: answer.order_id, checkoutId: answer.checkout_id, checkoutUrl: answer.checkout_url };
    },

    payment: order,

    async capture(id, amountFils, _referenceId, shipping: HostedShipping) {
      // Under the payment's lock (applyPaymentStatus), so one caller at a time: Tamara is asked first and a
      // repeat (a retried transaction) finds the order captured and takes nothing more.
      let state = await order(id);
      if (state.capturedFils >= amountFils) return state;
      if (state.status === 'approved') await call('POST', `${orderPath(id)}/authorise`);
      else if (state.status !== 'authorised' && state.status !== 'partially_captured')
        throw new PaymentGatewayError('refused', `Tamara order ${id} is ${state.status}, not capturable`);
      await call('POST', '/payments/capture', {
        order_id: id,
        total_amount: tamaraMoney(amountFils - state.capturedFils),
        shipping_info: {
          shipped_at: shipping.shippedAt.toISOString(),
          shipping_company: shipping.company,
          ...(shipping.trackingNumber ? { tracking_number: shipping.trackingNumber } : {}),
          ...(shipping.trackingUrl ? { tracking_url: shipping.trackingUrl } : {}),
        },
      });
      state = await order(id);
      return state;
    },

    async cancel(id, amountFils) {
      // Asked first, so a repeat (the job retried after a lost answer) finds it canceled and calls nothing; new,
      // declined, expired or captured orders hold nothing to cancel. Cancel is documented for authorised orders.
      const state = await order(id);
      if (state.status !== 'approved' && state.status !== 'authorised') return false;
      if (state.status === 'approved') await call('POST', `${orderPath(id)}/authorise`);
      await call('POST', `${orderPath(id)}/cancel`, { total_amount: tamaraMoney(amountFils) });
      return true;
    },

    async refund(req: RefundRequest): Promise<RefundResult> {
      const id = 'paymentId' in req.key ? req.key.paymentId : req.key.invoiceId;
      const path = `/payments/simplified-refund/${encodeURIComponent(id)}`;
      const json = await call('POST', path, {
        total_amount: tamaraMoney(req.amountFils),
        comment: req.comment,
        merchant_refund_id: req.comment,
      });
      // Tamara answers a simplified refund once it is made.
      return { refundId: parse(refundAnswer, json, path).refund_id, outcome: 'refunded', raw: json };
    },

    async refunds(id: string): Promise<KnownRefund[]> {
      const json = await call('GET', orderPath(id));
      return (parse(tamaraOrder, json, orderPath(id)).refunds ?? []).map((r) => ({
        refundId: r.refund_id,
        outcome: 'refunded',
        amountFils: filsOf(r.total_amount),
      }));
    },
  };
}

/** A webhook body's Tamara order id; null when it has none. */
export function tamaraWebhookOrderId(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const id = (body as { order_id?: unknown }).order_id;
  return typeof id === 'string' && id.length > 0 && id.length <= 64 ? id : null;
}

/** Whether `token` (the webhook's tamaraToken) is a current JWT signed HS256 with our notification token. */
export async function tamaraTokenValid(token: string | undefined, notificationToken: string): Promise<boolean> {
  if (!token) return false;
  try {
    await jwtVerify(token, new TextEncoder().encode(notificationToken), { algorithms: ['HS256'] });
    return true;
  } catch {
    return false;
  }
}
