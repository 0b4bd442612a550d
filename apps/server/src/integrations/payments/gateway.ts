// The card payment provider behind online checkout (docs/architecture.md, payments). Two implementations:
// MyFatoorah v2 over HTTP when MYFATOORAH_API_KEY is set, otherwise the built-in sandbox, whose hosted
// card page the server serves itself. Both speak MyFatoorah's shapes, so the rest of the shop cannot tell
// them apart.
import type { Lang, WalletPayType } from '@shop/contract';

/** What the shopper pays with on the provider's page: a card, or a phone wallet the account enables. */
export type PayWith = 'card' | WalletPayType;

export type GatewayName = 'myfatoorah' | 'sandbox' | 'tabby' | 'tamara';

export interface InvoiceRequest {
  /** Our order id; MyFatoorah's CustomerReference. */
  orderId: number;
  /** What the card must pay, in fils. */
  amountFils: number;
  payWith: PayWith;
  customer: { name: string; email: string; mobile: string };
  /** Where the provider sends the shopper back: `${callbackUrl}?paymentId=…` or `${errorUrl}?paymentId=…`. */
  callbackUrl: string;
  errorUrl: string;
  lang: Lang;
  /** After this the invoice can no longer be paid (the order is released). */
  expiresAt: Date;
}

export interface Invoice {
  invoiceId: string;
  /** The hosted payment page (our answer's InvoiceURL). */
  paymentUrl: string;
}

export type PaymentOutcome = 'paid' | 'failed' | 'pending';

export interface PaymentStatus {
  invoiceId: string;
  /** The payment attempt the answer is about (null when asked by invoice and none was made). */
  paymentId: string | null;
  outcome: PaymentOutcome;
  /** The invoice's value, in fils. */
  amountFils: number;
  /** The provider's answer, kept with the payment for support and audits. */
  raw: unknown;
}

export type StatusKey = { paymentId: string } | { invoiceId: string };

export interface RefundRequest {
  /** The paid attempt to refund (preferred), else its invoice. */
  key: StatusKey;
  /** What goes back to the card, in fils. */
  amountFils: number;
  /** Our reference, shown to the provider's staff (e.g. "return #12"): one refund per reference. */
  comment: string;
}

/** refunded: the money is on its way back; pending: the provider accepted the request and reviews it first. */
export type RefundOutcome = 'refunded' | 'pending';

/** A refund the provider has on an invoice (GetRefundStatus). */
export interface KnownRefund {
  refundId: string;
  outcome: RefundOutcome | 'canceled';
  amountFils: number;
}

export interface RefundResult {
  refundId: string;
  outcome: RefundOutcome;
  /** The provider's answer, kept with the return for support and audits. */
  raw: unknown;
}

export interface PaymentGateway {
  readonly name: GatewayName;
  /** The phone wallets the provider's account offers now (cards are always offered). */
  wallets(): Promise<WalletPayType[]>;
  /** What the provider's own id of a payment method (MyFatoorah's PaymentMethodId) pays with; undefined when it offers none by that id. */
  payWithOfMethod(methodId: number): Promise<PayWith | undefined>;
  createInvoice(request: InvoiceRequest): Promise<Invoice>;
  /** What the provider says about a payment attempt or an invoice. Never trust the browser's return instead. */
  paymentStatus(key: StatusKey): Promise<PaymentStatus>;
  /** Sends part of a paid payment back to the card. Not idempotent at the provider: callers guard against repeats. */
  refund(request: RefundRequest): Promise<RefundResult>;
  /** The refunds the provider has on an invoice: a retry after a lost answer finds the refund it already made. */
  refunds(invoiceId: string): Promise<KnownRefund[]>;
}

export type GatewayFailure = 'timeout' | 'unreachable' | 'refused' | 'malformed' | 'not_found' | 'method_unavailable';

/** The provider could not be used: no answer in time, an error answer, or an answer we cannot read. */
export class PaymentGatewayError extends Error {
  override readonly name = 'PaymentGatewayError';
  constructor(
    readonly reason: GatewayFailure,
    detail: string,
  ) {
    super(`payment gateway ${reason}: ${detail}`);
  }
}
