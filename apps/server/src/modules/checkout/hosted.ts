// A hosted buy-now-pay-later provider's result (Tabby's, Tamara's) applied to its order. The shopper's return, the
// provider's webhook and the unpaid-order sweep all end here, and none of them is believed: the provider is asked
// for the payment. An authorized one is captured in full and the order confirmed, under the payment's row lock
// (applyPaymentStatus, docs/decisions/015-tabby-capture-under-the-payment-lock.md), so whichever arrives first
// captures and confirms once; a rejected, declined or expired one releases the order like a failed card payment.
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import { CARRIER_NAMES, trackingUrl, type Lang } from '@shop/contract';
import type { Db, Tx } from '../../db/client';
import { orders } from '../../db/schema';
import { shopAsShipper } from '../../integrations/carriers';
import { coreMessages } from '../../http/i18n';
import { envelope } from '../../http/route';
import {
  PaymentGatewayError,
  type HostedGateway,
  type HostedPaymentState,
  type HostedShipping,
  type PaymentStatus,
} from '../../integrations/payments';
import { checkoutMessages as m } from './messages';
import { applyPaymentStatus } from './payments';

/** The provider's answer as the shop's payment status: authorized counts as paid once captured (see settleHostedPayment). */
export const hostedStatus = (state: HostedPaymentState): PaymentStatus => ({
  invoiceId: state.paymentId,
  paymentId: state.paymentId,
  outcome: state.outcome === 'authorized' ? 'paid' : state.outcome,
  amountFils: state.amountFils,
  raw: state.raw,
});

/**
 * The order's shipping as the capture reports it: its carrier's name and tracking when the console named one; the
 * shop's own name for a pickup order, the shop's driver, or an order no carrier has taken yet. The capture runs
 * while the order awaits payment, before any ship move, so it is shipped now as far as the provider is told.
 */
async function orderShipping(tx: Tx, orderId: number): Promise<HostedShipping> {
  const [order] = await tx
    .select({
      carrier: orders.carrier,
      carrierName: orders.carrierName,
      trackingNumber: orders.trackingNumber,
      pickupCode: orders.pickupCode,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  const carrier = order?.pickupCode === '' ? order.carrier : null;
  const company =
    carrier === 'other'
      ? order!.carrierName
      : carrier && carrier !== 'own_driver'
        ? CARRIER_NAMES[carrier].en
        : (await shopAsShipper(tx)).company;
  const trackingNumber = carrier ? order!.trackingNumber : '';
  return { shippedAt: new Date(), company, trackingNumber, trackingUrl: carrier ? trackingUrl(carrier, trackingNumber) : null };
}

/**
 * Asks the provider about the payment and applies the answer once: an authorized payment is captured in full
 * (reference `order-<id>`) before its order is confirmed. Answers the payment row afterwards, or null when the
 * payment is not one of ours. The provider's errors are thrown as PaymentGatewayError.
 */
export async function settleHostedPayment(deps: { db: Db; provider: HostedGateway; log: FastifyBaseLogger }, paymentId: string) {
  const { provider } = deps;
  const state = await provider.payment(paymentId);
  return applyPaymentStatus(
    deps.db,
    provider.name,
    hostedStatus(state),
    deps.log,
    state.outcome === 'authorized'
      ? {
          capture: async (payment, tx) => {
            const after = await provider.capture(
              paymentId,
              payment.amount,
              `order-${payment.orderId}`,
              await orderShipping(tx, payment.orderId),
            );
            if (after.capturedFils < payment.amount)
              throw new PaymentGatewayError('refused', `${provider.name} captured ${after.capturedFils} of ${payment.amount} fils`);
          },
        }
      : {},
  );
}

/**
 * A verified webhook's answer: the provider's payment `paymentId` settled. One that is not ours (another shop on
 * the same account) or that the provider does not know is answered 200, nothing to retry; a provider that cannot
 * answer now gets a 503, so that it sends the notification again later.
 */
export async function hostedWebhookAnswer(
  deps: { db: Db; provider: HostedGateway; log: FastifyBaseLogger },
  lang: Lang,
  reply: FastifyReply,
  paymentId: string,
) {
  try {
    const payment = await settleHostedPayment(deps, paymentId);
    return envelope(lang, true, payment ? coreMessages.ok : m.webhookIgnored, { payment_id: paymentId, status: payment?.status ?? null });
  } catch (error) {
    if (!(error instanceof PaymentGatewayError)) throw error;
    if (error.reason === 'not_found') return envelope(lang, true, m.webhookIgnored, { payment_id: paymentId, status: null });
    deps.log.error({ err: error, gateway: deps.provider.name }, 'hosted payment webhook: payment unavailable');
    return reply.code(503).send(envelope(lang, false, m.paymentCheckFailed, null));
  }
}
