// The hosted buy-now-pay-later providers (Tabby, Tamara) behind one interface: each keeps the shopper on its own
// page, then answers whether the payment is authorized; the shop captures it before confirming the order and
// refunds returns through it. Everything that depends on a payment row's `gateway` (the return's status check,
// the unpaid-order sweep, refunds of returns) finds the provider here (hostedProviderOf) rather than testing
// for each provider's name.
import type { GatewayName, KnownRefund, PaymentOutcome, RefundRequest, RefundResult } from './gateway';

export const HOSTED_GATEWAYS = ['tabby', 'tamara'] as const satisfies readonly GatewayName[];
export type HostedGatewayName = (typeof HOSTED_GATEWAYS)[number];

export const isHostedGateway = (name: string | null | undefined): name is HostedGatewayName =>
  (HOSTED_GATEWAYS as readonly string[]).includes(name ?? '');

/** What a hosted provider says about a payment, read for the shop. */
export interface HostedPaymentState {
  paymentId: string;
  /** The provider's own status word, for logs. */
  status: string;
  /**
   * paid: captured; authorized: the shopper finished, the shop must capture; failed: rejected, expired or
   * cancelled; pending: the shopper has not finished.
   */
  outcome: PaymentOutcome | 'authorized';
  amountFils: number;
  capturedFils: number;
  raw: unknown;
}

/** How the order travels, for a provider that records it with the capture (Tamara's shipping_info). */
export interface HostedShipping {
  shippedAt: Date;
  company: string;
  /** '' when none. */
  trackingNumber: string;
  trackingUrl: string | null;
}

export interface HostedGateway {
  readonly name: HostedGatewayName;
  payment(paymentId: string): Promise<HostedPaymentState>;
  /**
   * Takes `amountFils` of an authorized payment (with whatever the provider needs first, e.g. Tamara's
   * authorise). Repeating it with the same `referenceId` must not take the money twice.
   */
  capture(paymentId: string, amountFils: number, referenceId: string, shipping: HostedShipping): Promise<HostedPaymentState>;
  /** A (partial) refund of a captured payment; `comment` is our reference. */
  refund(request: RefundRequest): Promise<RefundResult>;
  refunds(paymentId: string): Promise<KnownRefund[]>;
}

/** The hosted providers the shop has configured, by the gateway name their payment rows carry. */
export type HostedGateways = Partial<Record<HostedGatewayName, HostedGateway>>;

/** The configured hosted provider of a payment row's gateway; undefined for a card gateway or one not configured. */
export const hostedProviderOf = (hosted: HostedGateways | undefined, gateway: string | null | undefined): HostedGateway | undefined =>
  isHostedGateway(gateway) ? hosted?.[gateway] : undefined;
