// The card's share of an approved return, sent back through the payment provider once the approval is saved
// (an HTTP call never holds a transaction). The provider does not deduplicate refunds, so the database does:
// only the request that moves the return to 'sending' may call the provider, and a retry can claim only a
// failed refund — concurrent retries refund once. A periodic sweep (sweep.ts, checkCardRefunds) settles the
// refunds left 'sending' by a process that died and asks about the 'pending' ones.
import { and, desc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { orderItems, payments, returnRequests } from '../../../db/schema';
import {
  hostedProviderOf,
  PaymentGatewayError,
  type HostedGateways,
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
  gateway: RefundGateway,
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
  return lost ? { refundId: lost.refundId, outcome: lost.outcome, raw: { foundAtProvider: lost } } : null;
}

/** What refunds go through: the shop's card gateway, or the hosted provider (Tabby, Tamara) an order was paid with. */
export type RefundGateway = Pick<PaymentGateway, 'name' | 'refund' | 'refunds'>;

/** The provider the order's payment went through: a hosted provider's payments are refunded through its own refund call. */
const providerOf = (paymentGateway: string | undefined, gateway: RefundGateway, hosted: HostedGateways | undefined): RefundGateway =>
  hostedProviderOf(hosted, paymentGateway) ?? gateway;

/** The return's card share and the order's paid payment (the newest), if any. */
async function cardRefundOf(db: Db, returnId: number) {
  const [found] = await db
    .select({ toCard: returnRequests.refundCard, refundId: returnRequests.cardRefundId, orderId: orderItems.orderId, payment: payments })
    .from(returnRequests)
    .innerJoin(orderItems, eq(orderItems.id, returnRequests.orderItemId))
    .leftJoin(payments, and(eq(payments.orderId, orderItems.orderId), eq(payments.status, 'paid')))
    .where(eq(returnRequests.id, returnId))
    .orderBy(desc(payments.id))
    .limit(1);
  return found;
}

/**
 * Asks the provider to refund the return's card share; the return must be in 'sending' (claimed by the
 * caller). A retry first looks for the refund an earlier, failed call may have made; a recovery (the sweep,
 * for a process that died while sending) only looks for it, and marks the refund failed when there is none,
 * for the console to retry.
 */
export async function sendCardRefund(
  db: Db,
  cardGateway: RefundGateway,
  returnId: number,
  how: 'send' | 'retry' | 'recover' = 'send',
  hosted?: HostedGateways,
): Promise<void> {
  const found = await cardRefundOf(db, returnId);
  const gateway = providerOf(found?.payment?.gateway, cardGateway, hosted);
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
    const earlier =
      how !== 'send' && payment.invoiceId ? await unrecordedRefund(db, gateway, found.orderId, payment.invoiceId, found.toCard) : null;
    if (!earlier && how === 'recover') {
      await settle({
        cardRefundStatus: 'failed',
        cardRefundRaw: { error: 'the server stopped before the payment provider answered; it has no such refund' },
      });
      return;
    }
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
export async function retryCardRefund(
  db: Db,
  gateway: RefundGateway,
  actorId: number,
  returnId: number,
  hosted?: HostedGateways,
): Promise<void> {
  const claimed = await db
    .update(returnRequests)
    .set({ cardRefundStatus: 'sending', cardRefundRaw: null, cardRefundAt: new Date() })
    .where(and(eq(returnRequests.id, returnId), eq(returnRequests.cardRefundStatus, 'failed')))
    .returning({ id: returnRequests.id });
  if (claimed.length === 0) {
    const [exists] = await db.select({ id: returnRequests.id }).from(returnRequests).where(eq(returnRequests.id, returnId));
    throw exists ? refuse(returnMessages.cardRefundNotFailed) : notFound(returnMessages.returnNotFound);
  }
  await sendCardRefund(db, gateway, returnId, 'retry', hosted);
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

/**
 * What the provider now says about a 'pending' card refund (MyFatoorah's finance team carries MakeRefund out
 * later): refunded, or failed when it canceled it (the console can then retry). Answers whether it moved.
 */
async function followPendingRefund(db: Db, cardGateway: RefundGateway, returnId: number, hosted?: HostedGateways): Promise<boolean> {
  const found = await cardRefundOf(db, returnId);
  const gateway = providerOf(found?.payment?.gateway, cardGateway, hosted);
  if (!found?.payment?.invoiceId || found.payment.gateway !== gateway.name) return false;
  const known = (await gateway.refunds(found.payment.invoiceId)).find((r) => r.refundId === found.refundId);
  if (!known || known.outcome === 'pending') return false;
  const moved = await db
    .update(returnRequests)
    .set(
      known.outcome === 'refunded'
        ? { cardRefundStatus: 'refunded' }
        : {
            cardRefundStatus: 'failed',
            cardRefundRaw: { error: `the payment provider canceled refund ${known.refundId}`, canceled: known },
          },
    )
    .where(and(eq(returnRequests.id, returnId), eq(returnRequests.cardRefundStatus, 'pending')))
    .returning({ id: returnRequests.id });
  return moved.length > 0;
}

/**
 * The provider's word that one of its refunds changed (MyFatoorah's RefundStatusChanged webhook): the return
 * recording that refund, if still 'pending', follows the provider as the sweep would — the event's own status
 * is not believed, so a repeated or late event changes nothing. Answers the card refund's state afterwards and
 * whether this call moved it, or null when no return records the refund (one made outside the shop).
 */
export async function followRefundById(db: Db, gateway: PaymentGateway, refundId: string) {
  const stateOf = async () =>
    (
      await db
        .select({ id: returnRequests.id, state: returnRequests.cardRefundStatus })
        .from(returnRequests)
        .where(eq(returnRequests.cardRefundId, refundId))
    )[0];
  const found = await stateOf();
  if (!found) return null;
  if (found.state !== 'pending') return { state: found.state, changed: false };
  const changed = await followPendingRefund(db, gateway, found.id);
  return { state: (await stateOf())!.state, changed };
}

/**
 * One round of the card refund sweep: the refunds 'sending' or 'pending' for `afterSeconds` are claimed by
 * moving their cardRefundAt to now — a concurrent round (another process) no longer sees them due — then a
 * stuck 'sending' one is recorded if the provider made it, else failed, and a 'pending' one follows the
 * provider. Answers how many changed.
 */
export async function checkCardRefunds(
  deps: { db: Db; gateway: PaymentGateway; hosted?: HostedGateways; log: FastifyBaseLogger; afterSeconds: number },
  now = new Date(),
): Promise<number> {
  const { db, gateway, log, hosted } = deps;
  const due = and(
    inArray(returnRequests.cardRefundStatus, ['sending', 'pending']),
    lt(returnRequests.cardRefundAt, new Date(now.getTime() - deps.afterSeconds * 1000)),
  );
  const claimed = await db
    .update(returnRequests)
    .set({ cardRefundAt: now })
    .where(
      and(
        due,
        inArray(
          returnRequests.id,
          db.select({ id: returnRequests.id }).from(returnRequests).where(due).limit(50).for('update', { skipLocked: true }),
        ),
      ),
    )
    .returning({ id: returnRequests.id, status: returnRequests.cardRefundStatus });
  let changed = 0;
  for (const { id, status } of claimed) {
    try {
      if (status === 'sending') {
        await sendCardRefund(db, gateway, id, 'recover', hosted);
        changed++;
      } else if (await followPendingRefund(db, gateway, id, hosted)) changed++;
    } catch (error) {
      // sendCardRefund keeps gateway errors as the refund's failure; a 'pending' one is asked about again next round.
      if (!(error instanceof PaymentGatewayError)) throw error;
      log.warn({ err: error, returnId: id }, 'could not ask the payment provider about a card refund');
    }
  }
  return changed;
}
