// What the gateway says about a card payment is applied to its order exactly once: paid confirms the
// order (8 → 1), failed releases it (status 4, stock, wallet part and coupon use back) and gives the
// shopper the cart back. The payment row is locked while a result is applied, so the callback page, the
// webhook and the expiry job can race without applying anything twice. Nothing the browser says counts:
// only the gateway's own answer does.
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ORDER_STATUS, toAed, type PaymentData } from '@shop/contract';
import type { Db, Tx } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { notFound, refuse } from '../../http/errors';
import type { Msg } from '../../http/i18n';
import { PaymentGatewayError, type PaymentGateway, type PaymentStatus } from '../../integrations/payments';
import { restoreCartFromOrder } from '../cart/service';
import { confirmPaidOrder, expiredUnpaidOrderIds, releaseOrder } from '../orders/effects';
import { checkoutMessages as m } from './messages';

/** Releases an online order that will not be paid and puts its goods back in the shopper's cart. */
export async function failOnlineOrder(tx: Tx, orderId: number, note: string): Promise<boolean> {
  const released = await releaseOrder(tx, orderId, [ORDER_STATUS.awaitingPayment], { note });
  if (!released) return false;
  await restoreCartFromOrder(tx, released);
  await tx.update(payments).set({ status: 'failed', appliedAt: new Date() }).where(and(eq(payments.orderId, orderId), isNull(payments.appliedAt)));
  return true;
}

const withStatus = (status: PaymentStatus) =>
  sql`coalesce(${payments.raw}, '{}'::jsonb) || jsonb_build_object('status', ${JSON.stringify(status.raw ?? null)}::jsonb)`;

/**
 * Applies the gateway's answer to the payment of that invoice, once. Returns the payment row as it is
 * afterwards, or null when the invoice is not one of ours.
 */
export async function applyPaymentStatus(db: Db, gateway: PaymentGateway['name'], status: PaymentStatus, log: FastifyBaseLogger) {
  return db.transaction(async (tx) => {
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

    if (status.outcome === 'pending') return payment.appliedAt ? payment : record({});

    if (status.outcome === 'paid') {
      if (payment.status === 'paid') return payment;
      if (status.amountFils < payment.amount) {
        log.error({ invoiceId: status.invoiceId, paid: status.amountFils, due: payment.amount }, 'card payment smaller than the amount due; order not confirmed');
        return record({});
      }
      const confirmed = await confirmPaidOrder(tx, payment.orderId);
      // A payment that arrives after the order was released (its 30 minutes passed, or an earlier attempt
      // failed) is recorded as paid so it can be refunded; the order stays cancelled.
      if (!confirmed) log.error({ orderId: payment.orderId, invoiceId: status.invoiceId }, 'card payment received for an order no longer awaiting payment: refund it');
      return record({ status: 'paid', appliedAt: now });
    }

    if (payment.appliedAt) return payment;
    await failOnlineOrder(tx, payment.orderId, 'card payment failed');
    return record({ status: 'failed', appliedAt: now });
  });
}

export interface PaymentAnswer {
  data: PaymentData;
  msg: Msg;
  ok: boolean;
}

function answerFor(paymentId: string, payment: typeof payments.$inferSelect, order: { statusId: number; paymentMethodType: string }): PaymentAnswer {
  const data: PaymentData = {
    payment_id: paymentId,
    order_id: payment.orderId,
    invoice_id: payment.invoiceId ?? '',
    amount: toAed(payment.amount),
    status: payment.status,
    order_status: order.statusId,
    payment_method_type: order.paymentMethodType,
  };
  if (payment.status === 'failed') return { data, msg: m.paymentFailed, ok: false };
  if (payment.status === 'pending') return { data, msg: m.paymentPending, ok: true };
  if (order.statusId === ORDER_STATUS.cancelled) return { data, msg: m.paidAfterRelease, ok: false };
  return { data, msg: m.paymentSucceeded, ok: true };
}

async function paymentWithOrder(db: Db, where: ReturnType<typeof and>) {
  const [row] = await db
    .select({ payment: payments, userId: orders.userId, statusId: orders.statusId, paymentMethodType: orders.paymentMethodType })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(where)
    .limit(1);
  return row ?? null;
}

/**
 * getPaymentStatus.php: what became of the customer's payment `paymentId` (the id the gateway put on the
 * return URL). A result already applied is answered from our records; otherwise the gateway is asked and
 * its answer applied. Another customer's payment is not found.
 */
export async function customerPaymentStatus(
  deps: { db: Db; gateway: PaymentGateway; log: FastifyBaseLogger },
  userId: number,
  paymentId: string,
): Promise<PaymentAnswer> {
  const { db, gateway } = deps;
  const known = await paymentWithOrder(db, and(eq(payments.gateway, gateway.name), eq(payments.paymentId, paymentId)));
  if (known && known.userId !== userId) throw notFound(m.paymentNotFound);
  if (known?.payment.appliedAt) return answerFor(paymentId, known.payment, known);

  let status: PaymentStatus;
  try {
    status = await gateway.paymentStatus({ paymentId });
  } catch (error) {
    if (error instanceof PaymentGatewayError && (error.reason === 'not_found' || error.reason === 'refused')) throw notFound(m.paymentNotFound);
    deps.log.error({ err: error, paymentId }, 'payment status could not be read from the gateway');
    throw refuse(m.paymentCheckFailed);
  }
  const ours = await paymentWithOrder(db, and(eq(payments.gateway, gateway.name), eq(payments.invoiceId, status.invoiceId)));
  if (!ours || ours.userId !== userId) throw notFound(m.paymentNotFound);
  await applyPaymentStatus(db, gateway.name, status, deps.log);
  const after = (await paymentWithOrder(db, eq(payments.id, ours.payment.id)))!;
  return answerFor(paymentId, after.payment, after);
}

/**
 * Online orders whose 30 minutes passed: the gateway is asked once more (a shopper may have paid without
 * coming back), then each is confirmed or released. Returns how many were released.
 */
export async function releaseExpiredOrders(deps: { db: Db; gateway: PaymentGateway; log: FastifyBaseLogger }, now = new Date()): Promise<number> {
  const { db, gateway, log } = deps;
  const ids = await db.transaction((tx) => expiredUnpaidOrderIds(tx, now));
  let released = 0;
  for (const orderId of ids) {
    const [payment] = await db.select({ invoiceId: payments.invoiceId }).from(payments).where(eq(payments.orderId, orderId));
    if (payment?.invoiceId) {
      try {
        const status = await gateway.paymentStatus({ invoiceId: payment.invoiceId });
        if (status.outcome === 'paid') {
          await applyPaymentStatus(db, gateway.name, status, log);
          continue;
        }
      } catch (error) {
        log.warn({ err: error, orderId }, 'could not ask the gateway about an expired order; releasing it');
      }
    }
    const done = await db.transaction(async (tx) => {
      const order = await releaseOrder(tx, orderId, [ORDER_STATUS.awaitingPayment], { note: 'payment window expired' });
      if (order) await tx.update(payments).set({ status: 'failed', appliedAt: now }).where(and(eq(payments.orderId, orderId), isNull(payments.appliedAt)));
      return order !== null;
    });
    if (done) released++;
  }
  return released;
}
