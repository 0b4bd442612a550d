// Tabby (buy now, pay later) over HTTP, the shapes as Tabby's API reference gives them:
// - POST /api/v2/checkout: https://docs.tabby.ai/api-reference/checkout/create-a-session — the session's
//   pre-scoring `status` (created | rejected), `payment.id`, and the hosted page
//   `configuration.available_products.installments[0].web_url`. A rejection is a 200 answer, not an error
//   (https://docs.tabby.ai/api-reference/response-codes).
// - GET /api/v2/payments/{id}: https://docs.tabby.ai/api-reference/payments/retrieve-a-payment — `status`
//   CREATED → AUTHORIZED → CLOSED (captured), or REJECTED / EXPIRED
//   (https://docs.tabby.ai/pay-in-4-custom-integration/payment-processing).
// - POST /api/v2/payments/{id}/captures and /refunds: `amount` and our `reference_id`, Tabby's idempotency
//   key (repeating it is a no-op); both answer the payment object with its `captures` / `refunds`.
// - Errors: 4xx/5xx with `{ status: 'error', errorType, error }` (response-codes page).
// - Webhooks (https://docs.tabby.ai/api-reference/webhooks/register-a-webhook): registered per merchant_code
//   with a `header: { title, value }` Tabby sends back on every notification; the body is the payment object.
// Amounts are decimal strings, two decimals for AED ("123.00").
import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { aedText, CURRENCY, toFils, type Lang } from '@shop/contract';
import { PaymentGatewayError, type KnownRefund, type PaymentOutcome, type RefundRequest, type RefundResult } from './gateway';
import type { HostedGateway } from './hosted';
import { bearerJson } from './http';

export interface TabbyOptions {
  secretKey: string;
  merchantCode: string;
  /** https://api.tabby.ai (UAE, Kuwait); https://api.tabby.sa (KSA). */
  baseUrl: string;
  timeoutMs: number;
}

const filsOf = (amount: string): number => toFils(Number(amount));

export interface TabbySessionRequest {
  orderReference: string;
  amountFils: number;
  buyer: { name: string; email: string; phone: string };
  shippingAddress: { city: string; address: string; zip: string };
  items: { title: string; quantity: number; unitPriceFils: number; referenceId: string }[];
  shippingFils: number;
  discountFils: number;
  /** Tabby appends `?payment_id=…` to each. */
  merchantUrls: { success: string; cancel: string; failure: string };
  lang: Lang;
}

export type TabbySession =
  | { status: 'created'; sessionId: string; paymentId: string; webUrl: string }
  | { status: 'rejected'; sessionId: string; paymentId: string | null; reason: string | null };

export const TABBY_PAYMENT_STATUSES = ['CREATED', 'AUTHORIZED', 'CLOSED', 'REJECTED', 'EXPIRED'] as const;
export type TabbyPaymentStatus = (typeof TABBY_PAYMENT_STATUSES)[number];

const moneyEntry = z.object({ id: z.string(), amount: z.string(), reference_id: z.string().nullish() });

/** The payment object (retrieve, capture, refund and webhook bodies): the fields we read; the rest is kept in `raw`. */
export const tabbyPayment = z.object({
  id: z.string().min(1),
  status: z.string().transform((s) => s.toUpperCase()),
  amount: z.string(),
  currency: z.string().optional(),
  captures: z.array(moneyEntry).nullish(),
  refunds: z.array(moneyEntry).nullish(),
});

const sessionAnswer = z.object({
  id: z.string(),
  status: z.string(),
  payment: z.object({ id: z.string() }).nullish(),
  configuration: z
    .object({
      available_products: z.object({ installments: z.array(z.object({ web_url: z.string() })).nullish() }).nullish(),
      products: z.object({ installments: z.object({ rejection_reason: z.string().nullish() }).nullish() }).nullish(),
    })
    .nullish(),
});

const errorAnswer = z.object({ errorType: z.string().nullish(), error: z.string().nullish() });

/** What Tabby says about a payment, read for the shop. */
export interface TabbyPaymentState {
  paymentId: string;
  status: TabbyPaymentStatus | string;
  /**
   * paid: captured (CLOSED with captures); authorized: the shopper finished, we must capture; failed: REJECTED,
   * EXPIRED, or CLOSED with nothing captured (cancelled); pending: CREATED.
   */
  outcome: PaymentOutcome | 'authorized';
  amountFils: number;
  capturedFils: number;
  raw: unknown;
}

export function readTabbyPayment(payment: z.output<typeof tabbyPayment>, raw: unknown): TabbyPaymentState {
  const capturedFils = (payment.captures ?? []).reduce((sum, c) => sum + filsOf(c.amount), 0);
  const outcome: TabbyPaymentState['outcome'] =
    payment.status === 'AUTHORIZED'
      ? 'authorized'
      : payment.status === 'CLOSED'
        ? capturedFils > 0
          ? 'paid'
          : 'failed'
        : payment.status === 'REJECTED' || payment.status === 'EXPIRED'
          ? 'failed'
          : 'pending';
  return { paymentId: payment.id, status: payment.status, outcome, amountFils: filsOf(payment.amount), capturedFils, raw };
}

export interface TabbyGateway extends HostedGateway {
  readonly name: 'tabby';
  createSession(request: TabbySessionRequest): Promise<TabbySession>;
  payment(paymentId: string): Promise<TabbyPaymentState>;
  /** Captures `amountFils`; `referenceId` makes a repeat a no-op at Tabby. */
  capture(paymentId: string, amountFils: number, referenceId: string): Promise<TabbyPaymentState>;
  /** A (partial) refund of a captured payment; `comment` is our reference (Tabby's idempotency key). */
  refund(request: RefundRequest): Promise<RefundResult>;
  refunds(paymentId: string): Promise<KnownRefund[]>;
}

export function createTabbyGateway(opts: TabbyOptions): TabbyGateway {
  const base = opts.baseUrl.replace(/\/+$/, '');

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const { response, json } = await bearerJson(`${base}${path}`, opts.secretKey, method, body, opts.timeoutMs, path);
    if (!response.ok) {
      const detail = errorAnswer.safeParse(json);
      const text = detail.success ? `${detail.data.errorType ?? ''} ${detail.data.error ?? ''}`.trim() : '';
      if (response.status === 404) throw new PaymentGatewayError('not_found', `${path}: ${text || 'not found'}`);
      if (response.status >= 500) throw new PaymentGatewayError('unreachable', `${path} answered HTTP ${response.status} ${text}`);
      throw new PaymentGatewayError('refused', `${path} answered HTTP ${response.status} ${text}`);
    }
    return json;
  }

  async function paymentCall(method: 'GET' | 'POST', path: string, body?: unknown): Promise<TabbyPaymentState> {
    const json = await call(method, path, body);
    const parsed = tabbyPayment.safeParse(json);
    if (!parsed.success)
      throw new PaymentGatewayError('malformed', `${path}: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`);
    return readTabbyPayment(parsed.data, json);
  }

  const paymentPath = (id: string) => `/api/v2/payments/${encodeURIComponent(id)}`;

  return {
    name: 'tabby',

    async createSession(req: TabbySessionRequest): Promise<TabbySession> {
      const json = await call('POST', '/api/v2/checkout', {
        payment: {
          amount: aedText(req.amountFils),
          currency: CURRENCY,
          buyer: { name: req.buyer.name, email: req.buyer.email, phone: req.buyer.phone },
          shipping_address: req.shippingAddress,
          order: {
            reference_id: req.orderReference,
            items: req.items.map((i) => ({
              title: i.title,
              quantity: i.quantity,
              unit_price: aedText(i.unitPriceFils),
              reference_id: i.referenceId,
            })),
            shipping_amount: aedText(req.shippingFils),
            discount_amount: aedText(req.discountFils),
            tax_amount: '0.00',
          },
        },
        lang: req.lang,
        merchant_code: opts.merchantCode,
        merchant_urls: req.merchantUrls,
      });
      const parsed = sessionAnswer.safeParse(json);
      if (!parsed.success)
        throw new PaymentGatewayError(
          'malformed',
          `/api/v2/checkout: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`,
        );
      const session = parsed.data;
      const paymentId = session.payment?.id ?? null;
      const webUrl = session.configuration?.available_products?.installments?.[0]?.web_url;
      if (session.status === 'created' && paymentId && webUrl) return { status: 'created', sessionId: session.id, paymentId, webUrl };
      return {
        status: 'rejected',
        sessionId: session.id,
        paymentId,
        reason: session.configuration?.products?.installments?.rejection_reason ?? null,
      };
    },

    payment: (paymentId) => paymentCall('GET', paymentPath(paymentId)),

    capture: (paymentId, amountFils, referenceId) =>
      paymentCall('POST', `${paymentPath(paymentId)}/captures`, { amount: aedText(amountFils), reference_id: referenceId }),

    async refund(req: RefundRequest): Promise<RefundResult> {
      const id = 'paymentId' in req.key ? req.key.paymentId : req.key.invoiceId;
      const after = await paymentCall('POST', `${paymentPath(id)}/refunds`, {
        amount: aedText(req.amountFils),
        reference_id: req.comment,
        reason: req.comment,
      });
      const refunds = (after.raw as { refunds?: { id: string; reference_id?: string | null }[] }).refunds ?? [];
      const made = refunds.find((r) => r.reference_id === req.comment) ?? refunds.at(-1);
      if (!made) throw new PaymentGatewayError('malformed', `${paymentPath(id)}/refunds answered no refund`);
      // Tabby answers a refund once it is made.
      return { refundId: made.id, outcome: 'refunded', raw: after.raw };
    },

    async refunds(paymentId: string): Promise<KnownRefund[]> {
      const json = await call('GET', paymentPath(paymentId));
      const parsed = tabbyPayment.safeParse(json);
      if (!parsed.success) throw new PaymentGatewayError('malformed', `${paymentPath(paymentId)} is not a payment`);
      return (parsed.data.refunds ?? []).map((r) => ({ refundId: r.id, outcome: 'refunded', amountFils: filsOf(r.amount) }));
    },
  };
}

/** The payment id of a webhook body (Tabby posts the payment object); null when it has none. */
export function tabbyWebhookPaymentId(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const id = (body as { id?: unknown }).id;
  return typeof id === 'string' && id.length > 0 && id.length <= 64 ? id : null;
}

/** Compares the header value Tabby sends (the one registered with the webhook) with ours, in constant time. */
export function tabbySecretMatches(given: string | undefined, secret: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}
