// What the gateway says about a card payment is applied to its order exactly once: paid confirms the
// order (8 → 1), failed releases it (status 4, stock, wallet part and coupon use back) and gives the
// shopper the cart back. The payment row is locked first (db/locks.ts) whenever a result is applied or
// an order released, so the callback page, the webhook and the expiry sweep can race without applying
// anything twice: a payment and the sweep's release happen one after the other, and a payment that finds
// its order already released is returned to the wallet. Nothing the browser says counts: only the
// gateway's own answer does.
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@shop/contract';
import type { Db, Tx } from '../../db/client';
import { transaction } from '../../db/transaction';
import { orders, payments } from '../../db/schema';
import { paymentOutcomes } from '../../http/metrics';
import type { PaymentGateway, PaymentStatus } from '../../integrations/payments';
import { lockCart, restoreCartFromOrder } from '../cart/service';
import { moveWallet } from '../wallet/ledger';
import { cancelAtTamaraAfterCommit, confirmPaidOrder, releaseOrder } from '../orders/effects';
import { recordOrderAlert } from '../alerts/service';

/**
 * Releases an online order that will not be paid and marks its payment failed; unless the payment window
 * expired, its goods go back in the shopper's cart. Locks the payment, then the cart, then the order
 * (db/locks.ts), as applying a payment result does.
 */
export async function failOnlineOrder(tx: Tx, orderId: number, note: string, { giveCartBack = true } = {}): Promise<boolean> {
  await tx.select({ id: payments.id }).from(payments).where(eq(payments.orderId, orderId)).for('update');
  if (giveCartBack) {
    const [owner] = await tx.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
    if (owner) await lockCart(tx, owner.userId);
  }
  const released = await releaseOrder(tx, orderId, [ORDER_STATUS.awaitingPayment], { note });
  if (!released) return false;
  if (giveCartBack) await restoreCartFromOrder(tx, released);
  await tx
    .update(payments)
    .set({ status: 'failed', appliedAt: new Date() })
    .where(and(eq(payments.orderId, orderId), isNull(payments.appliedAt)));
  return true;
}

const withStatus = (status: PaymentStatus) =>
  sql`coalesce(${payments.raw}, '{}'::jsonb) || jsonb_build_object('status', ${JSON.stringify(status.raw ?? null)}::jsonb)`;

export interface ApplyOptions {
  /**
   * For a provider whose 'paid' means authorized (Tabby, Tamara: hosted.ts): takes the money, inside the transaction that holds
   * the payment's lock, just before the order is confirmed (docs/decisions/015-tabby-capture-under-the-payment-lock.md);
   * throwing leaves everything as it was. It may run again if the transaction is retried, so it must be
   * idempotent at the provider.
   */
  capture?: (payment: typeof payments.$inferSelect, tx: Tx) => Promise<void>;
}

/**
 * Applies the gateway's answer to the payment of that invoice, once. Returns the payment row as it is
 * afterwards, or null when the invoice is not one of ours.
 */
export async function applyPaymentStatus(
  db: Db,
  gateway: PaymentGateway['name'],
  status: PaymentStatus,
  log: FastifyBaseLogger,
  opts: ApplyOptions = {},
) {
  // Counted once the transaction committed (it may be run again on a conflict).
  let outcome: string | null = null;
  const applied = await transaction(db, async (tx) => {
    outcome = null;
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.gateway, gateway), eq(payments.invoiceId, status.invoiceId)))
      .for('update');
    if (!payment) return null;
    const now = new Date();
    const record = (set: Partial<typeof payments.$inferInsert>) =>
      tx
        .update(payments)
        .set({ paymentId: status.paymentId ?? payment.paymentId, raw: withStatus(status), ...set })
        .where(eq(payments.id, payment.id))
        .returning()
        .then((rows) => rows[0]!);

    if (status.outcome === 'pending') {
      if (payment.appliedAt) return payment;
      outcome = 'pending';
      return record({});
    }

    if (status.outcome === 'paid') {
      if (payment.status === 'paid') return payment;
      if (status.amountFils < payment.amount) {
        log.error(
          { invoiceId: status.invoiceId, paid: status.amountFils, due: payment.amount },
          'card payment smaller than the amount due; order not confirmed',
        );
        outcome = 'underpaid';
        return record({});
      }
      if (opts.capture) {
        // Authorized but not yet taken (Tabby, Tamara): taken only for an order still awaiting it, under the payment's
        // lock, so the return, the webhook and the sweep capture once; an order released meanwhile is not
        // charged at all (Tamara's authorisation is cancelled; Tabby's lapses).
        const [order] = await tx.select({ statusId: orders.statusId }).from(orders).where(eq(orders.id, payment.orderId));
        if (order?.statusId !== ORDER_STATUS.awaitingPayment) {
          log.warn(
            { orderId: payment.orderId, statusId: order?.statusId },
            'authorized payment of an order no longer awaiting it: not captured',
          );
          outcome = 'authorized_after_release';
          await cancelAtTamaraAfterCommit(tx, payment.orderId);
          return record({ status: 'failed', appliedAt: now });
        }
        await opts.capture(payment, tx);
      }
      const confirmed = await confirmPaidOrder(tx, payment.orderId);
      // A payment that arrives after the order was released (its 30 minutes passed, or an earlier attempt
      // failed) does not bring the order back: its stock went back on sale. What the card paid goes to the
      // wallet at once, as when an order is cancelled, and the order stays cancelled.
      if (!confirmed) await refundLatePayment(tx, payment.orderId, status.amountFils, log);
      outcome = confirmed ? 'paid' : 'paid_after_release';
      return record({ status: 'paid', appliedAt: now });
    }

    if (payment.appliedAt) return payment;
    // The owner hears of a payment that cost an order, not of one whose order was released already.
    if (await failOnlineOrder(tx, payment.orderId, 'card payment failed')) await recordOrderAlert(tx, 'payment_failed', payment.orderId);
    outcome = 'failed';
    return record({ status: 'failed', appliedAt: now });
  });
  if (outcome) paymentOutcomes.inc({ outcome });
  return applied;
}

async function refundLatePayment(tx: Tx, orderId: number, paidFils: number, log: FastifyBaseLogger) {
  const [order] = await tx.select({ userId: orders.userId, statusId: orders.statusId }).from(orders).where(eq(orders.id, orderId));
  // An order paid through another of its invoices (a "Pay now" after an earlier invoice): never paid twice.
  const [paidBefore] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')))
    .limit(1);
  if (order && paidBefore) {
    log.warn({ orderId, paidFils }, 'second card payment of an order already paid: returned to the wallet');
    await moveWallet(tx, order.userId, 'balance', paidFils, {
      reason: 'order_refund',
      orderId,
      note: 'second card payment of an order already paid',
    });
    return;
  }
  if (order?.statusId !== ORDER_STATUS.cancelled) {
    log.error({ orderId, statusId: order?.statusId }, 'card payment received for an order neither awaiting payment nor cancelled');
    return;
  }
  log.warn({ orderId, paidFils }, 'card payment received after the order was released: returned to the wallet');
  await moveWallet(tx, order.userId, 'balance', paidFils, {
    reason: 'order_refund',
    orderId,
    note: 'card payment received after the order was released',
  });
}
