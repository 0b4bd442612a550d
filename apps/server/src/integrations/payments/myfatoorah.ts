// MyFatoorah v2 (https://docs.myfatoorah.com): InitiatePayment lists the methods the merchant's account enables
// (the card method by its configured PaymentMethodCode, Apple Pay 'ap', Google Pay 'gp'), ExecutePayment creates the invoice whose PaymentURL the shopper is sent to, and
// GetPaymentStatus tells whether it was paid, MakeRefund asks for (part of) a paid payment back and
// GetRefundStatus lists an invoice's refunds. The provider's webhook is signed with HMAC-SHA256.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { asciiDigits, CURRENCY, toAed, toFils, WALLET_PAY_TYPES, type WalletPayType } from '@shop/contract';
import {
  PaymentGatewayError,
  type Invoice,
  type InvoiceRequest,
  type KnownRefund,
  type PaymentGateway,
  type PaymentOutcome,
  type PaymentStatus,
  type PayWith,
  type RefundRequest,
  type RefundResult,
  type StatusKey,
} from './gateway';
import { providerJson } from './http';

/** MyFatoorah's PaymentMethodCode of each phone wallet (its "Payment Methods" page). */
const WALLET_METHOD_CODES: Record<WalletPayType, string> = { ApplePay: 'ap', GooglePay: 'gp' };

export interface MyFatoorahOptions {
  apiKey: string;
  /** https://apitest.myfatoorah.com, https://api-ae.myfatoorah.com, ... (hosts differ by country). */
  baseUrl: string;
  /** PaymentMethodCode of Visa/MasterCard ('vm'). */
  cardMethodCode: string;
  timeoutMs: number;
}

const answer = z.object({
  IsSuccess: z.boolean(),
  Message: z.string().nullish(),
  ValidationErrors: z.array(z.object({ Name: z.string().nullish(), Error: z.string().nullish() })).nullish(),
  Data: z.unknown(),
});

const initiateData = z.object({
  PaymentMethods: z.array(z.object({ PaymentMethodId: z.number().int(), PaymentMethodCode: z.string() })),
});

const executeData = z.object({ InvoiceId: z.union([z.number(), z.string()]), PaymentURL: z.url() });

/** MakeRefund's Data (Key, RefundId, RefundReference, Amount, Comment; the rest is kept in `raw`). */
const refundData = z.object({ RefundId: z.union([z.number(), z.string()]), RefundReference: z.string().nullish() });

/** GetRefundStatus's Data: RefundStatus is Refunded, Canceled or Pending. */
const refundStatusData = z.object({
  RefundStatusResult: z.array(z.object({ RefundId: z.union([z.number(), z.string()]), RefundStatus: z.string(), Amount: z.number() })),
});

/** The Key and KeyType MyFatoorah's GetPaymentStatus and MakeRefund take. */
const keyOf = (key: StatusKey) =>
  'paymentId' in key ? { Key: key.paymentId, KeyType: 'PaymentId' } : { Key: key.invoiceId, KeyType: 'InvoiceId' };

const transaction = z.object({
  PaymentId: z.union([z.string(), z.number()]).nullish(),
  /** InProgress, Succss (sic), Failed, Canceled, Authorize. */
  TransactionStatus: z.string(),
  Error: z.string().nullish(),
  ErrorCode: z.string().nullish(),
});

/** GetPaymentStatus's Data (the fields we read; the rest is kept in `raw`). */
export const invoiceStatusData = z.object({
  InvoiceId: z.union([z.number(), z.string()]),
  /** Pending, Paid, Canceled. */
  InvoiceStatus: z.string(),
  InvoiceValue: z.number(),
  CustomerReference: z.string().nullish(),
  InvoiceTransactions: z.array(transaction).default([]),
});
export type InvoiceStatusData = z.input<typeof invoiceStatusData>;

const FAILED_TRANSACTION = new Set(['failed', 'canceled', 'cancelled']);

/**
 * The outcome of an invoice status answer for the attempt asked about. The invoice is Paid when one of its
 * transactions succeeded; otherwise a failed or canceled attempt fails, and an invoice asked about without
 * an attempt fails only once MyFatoorah canceled it (it expired).
 */
export function readInvoiceStatus(data: z.output<typeof invoiceStatusData>, key: StatusKey, raw: unknown): PaymentStatus {
  const transactions = data.InvoiceTransactions.map((t) => ({ ...t, PaymentId: t.PaymentId == null ? null : String(t.PaymentId) }));
  const asked = 'paymentId' in key ? transactions.find((t) => t.PaymentId === key.paymentId) : undefined;
  let outcome: PaymentOutcome = 'pending';
  let paymentId = 'paymentId' in key ? key.paymentId : (transactions.at(-1)?.PaymentId ?? null);
  if (data.InvoiceStatus.toLowerCase() === 'paid') {
    outcome = 'paid';
    if (!('paymentId' in key)) paymentId = transactions.find((t) => t.TransactionStatus.toLowerCase() === 'succss')?.PaymentId ?? paymentId;
  } else if (asked && FAILED_TRANSACTION.has(asked.TransactionStatus.toLowerCase())) {
    outcome = 'failed';
  } else if (data.InvoiceStatus.toLowerCase() === 'canceled') {
    outcome = 'failed';
  }
  return { invoiceId: String(data.InvoiceId), paymentId, outcome, amountFils: toFils(data.InvoiceValue), raw };
}

/** MyFatoorah wants the local number only, digits, at most 11 (the country code goes apart). */
export function localMobile(phone: string): string {
  const digits = asciiDigits(phone).replace(/\D/g, '');
  return digits.replace(/^(00971|971|0)/, '').slice(0, 11);
}

export function createMyFatoorahGateway(opts: MyFatoorahOptions): PaymentGateway {
  const base = opts.baseUrl.replace(/\/+$/, '');

  async function post<T extends z.ZodType>(endpoint: string, body: unknown, data: T): Promise<{ data: z.output<T>; raw: unknown }> {
    const { json } = await providerJson(
      `${base}/v2/${endpoint}`,
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${opts.apiKey}`, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
      },
      opts.timeoutMs,
      endpoint,
    );
    const envelope = answer.safeParse(json);
    if (!envelope.success) throw new PaymentGatewayError('malformed', `${endpoint} answer is not a MyFatoorah answer`);
    if (!envelope.data.IsSuccess) {
      const details = (envelope.data.ValidationErrors ?? []).map((v) => `${v.Name ?? ''}: ${v.Error ?? ''}`).join('; ');
      throw new PaymentGatewayError('refused', `${endpoint}: ${envelope.data.Message ?? 'refused'}${details ? ` (${details})` : ''}`);
    }
    const parsed = data.safeParse(envelope.data.Data);
    if (!parsed.success)
      throw new PaymentGatewayError(
        'malformed',
        `${endpoint} Data: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`,
      );
    return { data: parsed.data, raw: envelope.data.Data };
  }

  const methodCode = (payWith: PayWith) => (payWith === 'card' ? opts.cardMethodCode : WALLET_METHOD_CODES[payWith]).toLowerCase();

  async function enabledMethods(amountAed: number) {
    const { data } = await post('InitiatePayment', { InvoiceAmount: amountAed, CurrencyIso: CURRENCY }, initiateData);
    return new Map(data.PaymentMethods.map((m) => [m.PaymentMethodCode.toLowerCase(), m.PaymentMethodId]));
  }

  async function methodId(amountAed: number, payWith: PayWith): Promise<number> {
    const id = (await enabledMethods(amountAed)).get(methodCode(payWith));
    if (id === undefined)
      throw new PaymentGatewayError('method_unavailable', `no payment method with code '${methodCode(payWith)}' on this account`);
    return id;
  }

  return {
    name: 'myfatoorah',

    async wallets(): Promise<WalletPayType[]> {
      // Whether a method is enabled does not depend on the amount; InitiatePayment needs one for the charges it shows.
      const enabled = await enabledMethods(1);
      return WALLET_PAY_TYPES.filter((type) => enabled.has(methodCode(type)));
    },

    async payWithOfMethod(methodId: number): Promise<PayWith | undefined> {
      const code = [...(await enabledMethods(1))].find(([, id]) => id === methodId)?.[0];
      return (['card', ...WALLET_PAY_TYPES] as const).find((payWith) => methodCode(payWith) === code);
    },

    async createInvoice(req: InvoiceRequest): Promise<Invoice> {
      const amount = toAed(req.amountFils);
      const mobile = localMobile(req.customer.mobile);
      const { data } = await post(
        'ExecutePayment',
        {
          PaymentMethodId: await methodId(amount, req.payWith),
          InvoiceValue: amount,
          DisplayCurrencyIso: CURRENCY,
          CustomerName: req.customer.name,
          CustomerEmail: req.customer.email || undefined,
          ...(mobile ? { MobileCountryCode: '+971', CustomerMobile: mobile } : {}),
          CallBackUrl: req.callbackUrl,
          ErrorUrl: req.errorUrl,
          Language: req.lang,
          CustomerReference: String(req.orderId),
          ExpiryDate: req.expiresAt.toISOString(),
        },
        executeData,
      );
      return { invoiceId: String(data.InvoiceId), paymentUrl: data.PaymentURL };
    },

    async paymentStatus(key: StatusKey): Promise<PaymentStatus> {
      const { data, raw } = await post('GetPaymentStatus', keyOf(key), invoiceStatusData);
      return readInvoiceStatus(data, key, raw);
    },

    async refund(req: RefundRequest): Promise<RefundResult> {
      const { data, raw } = await post(
        'MakeRefund',
        {
          ...keyOf(req.key),
          // The shop bears the bank's and MyFatoorah's charges: the customer gets back all the card paid for the goods.
          RefundChargeOnCustomer: false,
          ServiceChargeOnCustomer: false,
          // No currency: MyFatoorah refunds in the account's currency (AED).
          Amount: toAed(req.amountFils),
          Comment: req.comment,
        },
        refundData,
      );
      // MakeRefund files a request that MyFatoorah's finance team executes later.
      return { refundId: String(data.RefundId), outcome: 'pending', raw };
    },

    async refunds(invoiceId: string): Promise<KnownRefund[]> {
      const { data } = await post('GetRefundStatus', { Key: invoiceId, KeyType: 'InvoiceId' }, refundStatusData);
      return data.RefundStatusResult.map((r) => {
        const status = r.RefundStatus.toLowerCase();
        return {
          refundId: String(r.RefundId),
          outcome: status === 'refunded' ? 'refunded' : status === 'canceled' ? 'canceled' : 'pending',
          amountFils: toFils(r.Amount),
        };
      });
    },
  };
}

// ---------- webhook ----------

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v));

/** Fields signed for a v2 PAYMENT_STATUS_CHANGED event, in MyFatoorah's order. */
const V2_PAYMENT_FIELDS = [
  'Invoice.Id',
  'Invoice.Status',
  'Transaction.Status',
  'Transaction.PaymentId',
  'Invoice.ExternalIdentifier',
] as const;

/** Fields signed for a v2 REFUND_STATUS_CHANGED event, in MyFatoorah's order. */
const V2_REFUND_FIELDS = ['Refund.Id', 'Refund.Status', 'Amount.ValueInBaseCurrency', 'ReferencedInvoice.Id'] as const;

/** PHP's strcasecmp order, which MyFatoorah's own sample uses to sort the signed fields. */
const byNameIgnoringCase = (a: string, b: string) => {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
};

const pick = (data: Json, dotted: string): unknown => dotted.split('.').reduce<unknown>((v, k) => (isObject(v) ? v[k] : undefined), data);

/** A webhook event we act on, with the string MyFatoorah signed for it. */
export type WebhookEvent =
  | { kind: 'payment'; paymentId: string; signed: string }
  /** refundId is empty when the event lacks it (refused, naming `refundField`, once the signature is checked). */
  | { kind: 'refund'; refundId: string; refundField: string; signed: string };

/**
 * The event a webhook body carries, with the string MyFatoorah signed for it; null for events we do not
 * handle. v1 (EventType 1, TransactionsStatusChanged) signs every Data property sorted by name without regard
 * to case; v1 EventType 2 (RefundStatusChanged) the same but for GatewayReference, which it leaves out; v2
 * (Event.Code 1, PAYMENT_STATUS_CHANGED; Event.Code 2, REFUND_STATUS_CHANGED) signs fixed fields in a fixed
 * order; all as key=value joined by commas, null values as empty strings.
 */
export function readWebhook(body: unknown): WebhookEvent | null {
  if (!isObject(body) || !isObject(body.Data)) return null;
  const data = body.Data;
  const signedSorted = (keys: string[]) =>
    keys
      .sort(byNameIgnoringCase)
      .map((k) => `${k}=${text(data[k])}`)
      .join(',');
  if (body.EventType === 1) {
    const paymentId = text(data.PaymentId);
    return paymentId ? { kind: 'payment', paymentId, signed: signedSorted(Object.keys(data)) } : null;
  }
  if (body.EventType === 2)
    return {
      kind: 'refund',
      refundId: text(data.RefundId),
      refundField: 'Data.RefundId',
      signed: signedSorted(Object.keys(data).filter((k) => k !== 'GatewayReference')),
    };
  const v2Signed = (fields: readonly string[]) => fields.map((f) => `${f}=${text(pick(data, f))}`).join(',');
  if (isObject(body.Event) && body.Event.Code === 1) {
    const paymentId = text(pick(data, 'Transaction.PaymentId'));
    return paymentId ? { kind: 'payment', paymentId, signed: v2Signed(V2_PAYMENT_FIELDS) } : null;
  }
  if (isObject(body.Event) && body.Event.Code === 2)
    return { kind: 'refund', refundId: text(pick(data, 'Refund.Id')), refundField: 'Data.Refund.Id', signed: v2Signed(V2_REFUND_FIELDS) };
  return null;
}

export const webhookSignature = (signed: string, secret: string): string =>
  createHmac('sha256', secret).update(signed, 'utf8').digest('base64');

/** Compares the MyFatoorah-Signature header with our own signature in constant time. */
export function signatureMatches(signed: string, header: string | undefined, secret: string): boolean {
  if (!header) return false;
  const expected = Buffer.from(webhookSignature(signed, secret));
  const given = Buffer.from(header.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
