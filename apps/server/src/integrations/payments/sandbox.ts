// The built-in sandbox gateway, used when no MyFatoorah key is configured: the shop serves a hosted card
// page itself (sandbox-page.ts), takes documented test cards (or simulates an Apple Pay or Google Pay
// sheet, both of which it offers) and redirects back exactly as MyFatoorah does.
// Its invoices live in the `raw` column of the payment row checkout creates for the order (raw.sandbox),
// in the shape of MyFatoorah's GetPaymentStatus Data, so they survive a restart and are read like MyFatoorah's.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ORDER_STATUS, toAed, toFils, WALLET_PAY_TYPES, type Lang } from '@shop/contract';
import type { Db } from '../../db/client';
import { orders, payments } from '../../db/schema';
import {
  PaymentGatewayError,
  type Invoice,
  type InvoiceRequest,
  type KnownRefund,
  type PaymentGateway,
  type PaymentStatus,
  type PayWith,
  type RefundRequest,
  type RefundResult,
  type StatusKey,
} from './gateway';
import { invoiceStatusData, readInvoiceStatus } from './myfatoorah';

export type CardBrand = 'Visa' | 'MasterCard';

/** The test cards the sandbox knows (shown on its page and in the README). */
export const SANDBOX_CARDS = [
  { number: '4111111111111111', brand: 'Visa', result: 'approved' },
  { number: '5555555555554444', brand: 'MasterCard', result: 'approved' },
  { number: '4000000000000002', brand: 'Visa', result: 'declined' },
] as const satisfies readonly { number: string; brand: CardBrand; result: 'approved' | 'declined' }[];

/** The sandbox's PaymentMethodIds, as a MyFatoorah account might number its methods (ids differ between accounts). */
export const SANDBOX_METHOD_IDS: Record<PayWith, number> = { card: 20, ApplePay: 11, GooglePay: 32 };

export interface SandboxTransaction {
  PaymentId: string;
  /** MyFatoorah's spellings: Succss, Failed, Canceled. */
  TransactionStatus: 'Succss' | 'Failed' | 'Canceled';
  PaymentGateway: string;
  CardNumber: string;
  TransactionDate: string;
  TransationValue: number;
  Error: string | null;
  ErrorCode: string | null;
}

export interface SandboxInvoice {
  InvoiceId: string;
  InvoiceStatus: 'Pending' | 'Paid' | 'Canceled';
  InvoiceValue: number;
  CustomerReference: string;
  CustomerName: string;
  CreatedDate: string;
  ExpiryDate: string;
  CallBackUrl: string;
  ErrorUrl: string;
  Language: Lang;
  /** What the shopper chose in the shop; the page takes a card or shows that wallet's sheet. */
  PayWith: PayWith;
  InvoiceTransactions: SandboxTransaction[];
}

/** A refund of a sandbox payment, in the shape of MyFatoorah's MakeRefund Data. */
export interface SandboxRefund {
  Key: string;
  RefundId: number;
  RefundReference: string;
  Amount: number;
  Comment: string;
}

export const luhnValid = (digits: string): boolean => {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
};

export function cardBrand(digits: string): CardBrand | null {
  if (/^4\d{15}$/.test(digits)) return 'Visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if (digits.length === 16 && ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720))) return 'MasterCard';
  return null;
}

/** MM/YY (also MMYY or MM / YYYY) not before the current month. */
export function expiryValid(value: string, now = new Date()): boolean {
  const m = /^(\d{2})\s*\/?\s*(\d{2}|\d{4})$/.exec(value.trim());
  if (!m) return false;
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/** 128 bits take 39 decimal digits. */
const ID_DIGITS = 39;
/**
 * An id of 128 random bits, in digits like MyFatoorah's ids: an invoice's card page shows the order's number
 * and amount, so its id must not be guessable.
 */
const unguessableId = (prefix = '') =>
  prefix +
  BigInt(`0x${randomBytes(16).toString('hex')}`)
    .toString()
    .padStart(ID_DIGITS, '0');
const INVOICE_ID = new RegExp(`^\\d{${ID_DIGITS}}$`);
const maskCard = (digits: string) => `${digits.slice(0, 6)}xxxxxx${digits.slice(-4)}`;

const sandboxRecord = sql<SandboxInvoice | null>`${payments.raw} -> 'sandbox'`;
const sandboxRefunds = sql<SandboxRefund[] | null>`${payments.raw} -> 'sandboxRefunds'`;

export interface SandboxGateway extends PaymentGateway {
  /** The invoice and whether it can still be paid (its order awaits payment and it has not expired). */
  findInvoice(invoiceId: string, now?: Date): Promise<{ invoice: SandboxInvoice; payable: boolean } | null>;
  /** Records a card attempt on a payable invoice and answers where to send the shopper, or null if it is not payable. */
  recordAttempt(
    invoiceId: string,
    /** gateway: MyFatoorah's PaymentGateway name of what paid ('VISA/MASTER', 'Apple Pay', 'Google Pay'; '' when canceled). */
    attempt: { result: 'approved' | 'declined' | 'canceled'; cardNumber: string; gateway: string },
    now?: Date,
  ): Promise<string | null>;
}

export function createSandboxGateway(db: Db): SandboxGateway {
  const byKey = (key: StatusKey) =>
    and(
      eq(payments.gateway, 'sandbox'),
      'paymentId' in key
        ? sql`${sandboxRecord} -> 'InvoiceTransactions' @> ${JSON.stringify([{ PaymentId: key.paymentId }])}::jsonb`
        : eq(payments.invoiceId, key.invoiceId),
    );

  async function loadStatus(key: StatusKey): Promise<PaymentStatus> {
    const [row] = await db.select({ record: sandboxRecord }).from(payments).where(byKey(key)).limit(1);
    if (!row?.record) throw new PaymentGatewayError('not_found', `no sandbox invoice for ${JSON.stringify(key)}`);
    return readInvoiceStatus(invoiceStatusData.parse(row.record), key, row.record);
  }

  const payable = (invoice: SandboxInvoice, orderStatus: number, now: Date) =>
    invoice.InvoiceStatus === 'Pending' && orderStatus === ORDER_STATUS.awaitingPayment && now < new Date(invoice.ExpiryDate);

  return {
    name: 'sandbox',

    async wallets() {
      return [...WALLET_PAY_TYPES];
    },

    async payWithOfMethod(methodId: number) {
      return (Object.keys(SANDBOX_METHOD_IDS) as PayWith[]).find((payWith) => SANDBOX_METHOD_IDS[payWith] === methodId);
    },

    async createInvoice(req: InvoiceRequest): Promise<Invoice> {
      const invoice: SandboxInvoice = {
        InvoiceId: unguessableId(),
        InvoiceStatus: 'Pending',
        InvoiceValue: toAed(req.amountFils),
        CustomerReference: String(req.orderId),
        CustomerName: req.customer.name,
        CreatedDate: new Date().toISOString(),
        ExpiryDate: req.expiresAt.toISOString(),
        CallBackUrl: req.callbackUrl,
        ErrorUrl: req.errorUrl,
        Language: req.lang,
        PayWith: req.payWith,
        InvoiceTransactions: [],
      };
      const updated = await db
        .update(payments)
        .set({
          invoiceId: invoice.InvoiceId,
          raw: sql`jsonb_set(coalesce(${payments.raw}, '{}'::jsonb), '{sandbox}', ${JSON.stringify(invoice)}::jsonb)`,
        })
        .where(and(eq(payments.orderId, req.orderId), eq(payments.gateway, 'sandbox'), isNull(payments.invoiceId)))
        .returning({ id: payments.id });
      if (updated.length === 0) throw new PaymentGatewayError('not_found', `no sandbox payment row for order ${req.orderId}`);
      const origin = new URL(req.callbackUrl).origin;
      return { invoiceId: invoice.InvoiceId, paymentUrl: `${origin}/sandbox-pay/${invoice.InvoiceId}` };
    },

    paymentStatus: loadStatus,

    async refunds(invoiceId: string): Promise<KnownRefund[]> {
      const [row] = await db.select({ refunds: sandboxRefunds }).from(payments).where(byKey({ invoiceId })).limit(1);
      if (!row) throw new PaymentGatewayError('not_found', `no sandbox invoice ${invoiceId}`);
      return (row.refunds ?? []).map((r) => ({ refundId: String(r.RefundId), outcome: 'refunded', amountFils: toFils(r.Amount) }));
    },

    // Refunds at once (MyFatoorah's finance team reviews first), and only what the invoice was paid and not yet refunded.
    async refund(req: RefundRequest): Promise<RefundResult> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: payments.id, record: sandboxRecord, refunds: sandboxRefunds })
          .from(payments)
          .where(byKey(req.key))
          .for('update');
        if (!row?.record) throw new PaymentGatewayError('not_found', `no sandbox invoice for ${JSON.stringify(req.key)}`);
        const refunds = row.refunds ?? [];
        const left = toFils(row.record.InvoiceValue) - refunds.reduce((sum, r) => sum + toFils(r.Amount), 0);
        if (row.record.InvoiceStatus !== 'Paid') throw new PaymentGatewayError('refused', 'MakeRefund: Key: the invoice is not paid');
        if (!(req.amountFils > 0) || req.amountFils > left)
          throw new PaymentGatewayError(
            'refused',
            `MakeRefund: Amount: ${toAed(req.amountFils)} is not within the ${toAed(left)} left to refund`,
          );
        const refund: SandboxRefund = {
          Key: 'paymentId' in req.key ? req.key.paymentId : req.key.invoiceId,
          RefundId: Number(BigInt(`0x${randomBytes(4).toString('hex')}`)),
          RefundReference: `SBX-${row.id}-${refunds.length + 1}`,
          Amount: toAed(req.amountFils),
          Comment: req.comment,
        };
        await tx
          .update(payments)
          .set({
            raw: sql`jsonb_set(coalesce(${payments.raw}, '{}'::jsonb), '{sandboxRefunds}', ${JSON.stringify([...refunds, refund])}::jsonb)`,
          })
          .where(eq(payments.id, row.id));
        return { refundId: String(refund.RefundId), outcome: 'refunded' as const, raw: refund };
      });
    },

    async findInvoice(invoiceId, now = new Date()) {
      if (!INVOICE_ID.test(invoiceId)) return null;
      const [row] = await db
        .select({ record: sandboxRecord, orderStatus: orders.statusId })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(and(eq(payments.gateway, 'sandbox'), eq(payments.invoiceId, invoiceId)))
        .limit(1);
      if (!row?.record) return null;
      return { invoice: row.record, payable: payable(row.record, row.orderStatus, now) };
    },

    async recordAttempt(invoiceId, attempt, now = new Date()) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: payments.id, record: sandboxRecord, orderStatus: orders.statusId })
          .from(payments)
          .innerJoin(orders, eq(orders.id, payments.orderId))
          .where(and(eq(payments.gateway, 'sandbox'), eq(payments.invoiceId, invoiceId)))
          .for('update', { of: payments });
        if (!row?.record || !payable(row.record, row.orderStatus, now)) return null;
        const invoice = row.record;
        const paymentId = unguessableId('0707');
        const declined = attempt.result === 'declined';
        invoice.InvoiceTransactions.push({
          PaymentId: paymentId,
          TransactionStatus: attempt.result === 'approved' ? 'Succss' : attempt.result === 'declined' ? 'Failed' : 'Canceled',
          PaymentGateway: attempt.gateway,
          CardNumber: attempt.cardNumber ? maskCard(attempt.cardNumber) : '',
          TransactionDate: now.toISOString(),
          TransationValue: invoice.InvoiceValue,
          Error: declined
            ? 'Declined by the card issuer (sandbox test card)'
            : attempt.result === 'canceled'
              ? 'Canceled by the customer'
              : null,
          ErrorCode: declined ? 'MF002' : attempt.result === 'canceled' ? 'MF007' : null,
        });
        if (attempt.result === 'approved') invoice.InvoiceStatus = 'Paid';
        await tx
          .update(payments)
          .set({ raw: sql`jsonb_set(coalesce(${payments.raw}, '{}'::jsonb), '{sandbox}', ${JSON.stringify(invoice)}::jsonb)` })
          .where(eq(payments.id, row.id));
        // MyFatoorah appends paymentId and Id to the merchant's URL.
        const back = new URL(attempt.result === 'approved' ? invoice.CallBackUrl : invoice.ErrorUrl);
        back.searchParams.set('paymentId', paymentId);
        back.searchParams.set('Id', paymentId);
        return back.toString();
      });
    },
  };
}
