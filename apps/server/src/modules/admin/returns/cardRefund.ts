// The card's share of an approved return, sent back through the payment provider once the approval is saved
// (an HTTP call never holds a transaction). The provider does not deduplicate refunds, so the database does:
// only the request that moves the return to 'sending' may call the provider, and a retry can claim only a
// failed refund — concurrent retries refund once.
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orderItems, payments, returnRequests } from '../../../db/schema';
import {
  PaymentGatewayError,
  type KnownRefund,
  type PaymentGateway,
  type RefundOutcome,
  type RefundResult,
} from '../../../integrations/payments';
import { notFound, refuse } from '../../../http/errors';
import { audit } from '../shared/audit';
import { returnMessages } from './messages';

/**
 * A refund the provider made for this invoice and amount that no return of the order records: the one a
 * failed call made after all (its answer was lost to a timeout), to be recorded instead of refunding again.
 */
async function unrecordedRefund(
  db: Db,
  gateway: PaymentGateway,
  orderId: number,
  invoiceId: string,
  amountFils: number,
): Promise<RefundResult | null> {
  const known = await gateway.refunds(invoiceId);
  const recorded = await db
    .select({ id: returnRequests.cardRefundId })
    .from(returnRequests)
    .innerJoin(orderItems, eq(orderItems.id, returnRequests.orderItemId))
    .where(and(eq(orderItems.orderId, orderId), isNotNull(returnRequests.cardRefundId)));
  const ids = new Set(recorded.map((r) => r.id));
  const lost = known.find(
    (r): r is KnownRefund & { outcome: RefundOutcome } => r.outcome !== 'canceled' && r.amountFils === amountFils && !ids.has(r.refundId),
  );
  return lost ? { refundId: lost.refundId, outcome: lost.outcome, raw: { foundOnRetry: lost } } : null;
}

/**
 * Asks the provider to refund the return's card share; the return must be in 'sending' (claimed by the
 * caller). A retry first looks for the refund an earlier, failed call may have made.
 */
export async function sendCardRefund(db: Db, gateway: PaymentGateway, returnId: number, retry = false): Promise<void> {
  const [found] = await db
    .select({ toCard: returnRequests.refundCard, orderId: orderItems.orderId, payment: payments })
    .from(returnRequests)
    .innerJoin(orderItems, eq(orderItems.id, returnRequests.orderItemId))
    .leftJoin(payments, and(eq(payments.orderId, orderItems.orderId), eq(payments.status, 'paid')))
    .where(eq(returnRequests.id, returnId))
    .orderBy(desc(payments.id))
    .limit(1);
  const settle = (set: Partial<typeof returnRequests.$inferInsert>) =>
    db
      .update(returnRequests)
      .set(set)
      .where(and(eq(returnRequests.id, returnId), eq(returnRequests.cardRefundStatus, 'sending')));
  const payment = found?.payment;
  if (!found?.toCard || !payment || payment.gateway !== gateway.name) {
    await settle({ cardRefundStatus: 'failed', cardRefundRaw: { error: `no payment paid through ${gateway.name} for this order` } });
    return;
  }
  try {
    const earlier = retry && payment.invoiceId ? await unrecordedRefund(db, gateway, found.orderId, payment.invoiceId, found.toCard) : null;
    const refund =
      earlier ??
      (await gateway.refund({
        key: payment.paymentId ? { paymentId: payment.paymentId } : { invoiceId: payment.invoiceId! },
        amountFils: found.toCard,
        comment: `return #${returnId}`,
      }));
    await settle({ cardRefundStatus: refund.outcome, cardRefundId: refund.refundId, cardRefundRaw: refund.raw });
  } catch (error) {
    await settle({ cardRefundStatus: 'failed', cardRefundRaw: { error: (error as Error).message } });
    if (!(error instanceof PaymentGatewayError)) throw error;
  }
}

/** Sends a failed card refund again, once: refused unless this request is the one that claims it. */
export async function retryCardRefund(db: Db, gateway: PaymentGateway, actorId: number, returnId: number): Promise<void> {
  const claimed = await db
    .update(returnRequests)
    .set({ cardRefundStatus: 'sending', cardRefundRaw: null })
    .where(and(eq(returnRequests.id, returnId), eq(returnRequests.cardRefundStatus, 'failed')))
    .returning({ id: returnRequests.id });
  if (claimed.length === 0) {
    const [exists] = await db.select({ id: returnRequests.id }).from(returnRequests).where(eq(returnRequests.id, returnId));
    throw exists ? refuse(returnMessages.cardRefundNotFailed) : notFound(returnMessages.returnNotFound);
  }
  await sendCardRefund(db, gateway, returnId, true);
  const [after] = await db
    .select({ cardRefundStatus: returnRequests.cardRefundStatus, cardRefundId: returnRequests.cardRefundId })
    .from(returnRequests)
    .where(eq(returnRequests.id, returnId));
  await audit(db, actorId, {
    action: 'return.retry_card_refund',
    entity: 'return_request',
    entityId: returnId,
    before: { cardRefundStatus: 'failed' },
    after,
  });
}
