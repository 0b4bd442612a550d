// What the gateway says about a card payment is applied to its order exactly once: paid confirms the
// order (8 → 1), failed releases it (status 4, stock, wallet part and coupon use back) and gives the
// shopper the cart back. The payment row is locked first (db/locks.ts) whenever a result is applied or
// an order released, so the callback page, the webhook and the expiry sweep can race without applying
// anything twice: a payment and the sweep's release happen one after the other, and a payment that finds
// its order already released is returned to the wallet. Nothing the browser says counts: only the
// gateway's own answer does.
import type { FastifyBaseLogger } from 'fastify';
import { and, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { ORDER_STATUS, toAed, type PaymentData } from '@shop/contract';
import type { Db, Tx } from '../../db/client';
import { transaction } from '../../db/transaction';
import { orders, payments } from '../../db/schema';
import { notFound, refuse } from '../../http/errors';
import { paymentOutcomes } from '../../http/metrics';
import type { Msg } from '../../http/i18n';
import {
  HOSTED_GATEWAYS,
  hostedProviderOf,
  isHostedGateway,
  PaymentGatewayError,
  type HostedGateways,
  type PaymentGateway,
  type PaymentStatus,
} from '../../integrations/payments';
import { lockCart, restoreCartFromOrder } from '../cart/service';
import { moveWallet } from '../wallet/ledger';
import { cancelAtTamaraAfterCommit, confirmPaidOrder, expiredUnpaidOrderIds, releaseOrder } from '../orders/effects';
import { recordOrderAlert } from '../alerts/service';
import { settleHostedPayment } from './hosted';
import { checkoutMessages as m } from './messages';

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

export interface PaymentAnswer {
  data: PaymentData;
  msg: Msg;
  ok: boolean;
}

function answerFor(
  paymentId: string,
  payment: typeof payments.$inferSelect,
  order: { statusId: number; paymentMethodType: string },
): PaymentAnswer {
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
  deps: { db: Db; gateway: PaymentGateway; hosted?: HostedGateways | undefined; log: FastifyBaseLogger },
  userId: number,
  paymentId: string,
): Promise<PaymentAnswer> {
  const { db, gateway } = deps;
  // One lookup for both kinds of id: a hosted provider (Tabby, Tamara) sends the shopper back with its payment
  // (or order) id, which the order's payment row holds from the start as its invoice id; the card gateway's
  // payment id is known once a status or webhook recorded it. The row's gateway says which it is.
  const known = await paymentWithOrder(
    db,
    or(
      and(inArray(payments.gateway, [...HOSTED_GATEWAYS]), eq(payments.invoiceId, paymentId)),
      and(eq(payments.gateway, gateway.name), eq(payments.paymentId, paymentId)),
    ),
  );
  if (known && known.userId !== userId) throw notFound(m.paymentNotFound);
  if (known?.payment.appliedAt) return answerFor(paymentId, known.payment, known);
  if (known && known.payment.gateway !== gateway.name) {
    const provider = hostedProviderOf(deps.hosted, known.payment.gateway);
    if (!provider) throw refuse(m.paymentCheckFailed);
    try {
      await settleHostedPayment({ db, provider, log: deps.log }, paymentId);
    } catch (error) {
      if (!(error instanceof PaymentGatewayError)) throw error;
      deps.log.error({ err: error, paymentId, gateway: provider.name }, 'hosted payment could not be read or captured');
      throw refuse(m.paymentCheckFailed);
    }
    const after = (await paymentWithOrder(db, eq(payments.id, known.payment.id)))!;
    return answerFor(paymentId, after.payment, after);
  }

  let status: PaymentStatus;
  try {
    status = await gateway.paymentStatus({ paymentId });
  } catch (error) {
    if (error instanceof PaymentGatewayError && (error.reason === 'not_found' || error.reason === 'refused'))
      throw notFound(m.paymentNotFound);
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
export async function releaseExpiredOrders(
  deps: { db: Db; gateway: PaymentGateway; hosted?: HostedGateways | undefined; log: FastifyBaseLogger },
  now = new Date(),
): Promise<number> {
  const { db, gateway, log } = deps;
  const ids = await transaction(db, (tx) => expiredUnpaidOrderIds(tx, now));
  let released = 0;
  for (const orderId of ids) {
    // Every invoice of the order ("Pay now" makes more than one), the newest first.
    const invoices = await db
      .select({ invoiceId: payments.invoiceId, gateway: payments.gateway })
      .from(payments)
      .where(and(eq(payments.orderId, orderId), isNotNull(payments.invoiceId)))
      .orderBy(desc(payments.id));
    let paid = false;
    for (const { invoiceId, gateway: via } of invoices) {
      try {
        if (isHostedGateway(via)) {
          // A hosted provider is asked first: an authorized payment is captured and its order confirmed, not released.
          const provider = hostedProviderOf(deps.hosted, via);
          if (!provider) continue;
          const payment = await settleHostedPayment({ db, provider, log }, invoiceId!);
          if (payment?.status === 'paid') {
            paid = true;
            break;
          }
          continue;
        }
        const status = await gateway.paymentStatus({ invoiceId: invoiceId! });
        if (status.outcome === 'paid') {
          await applyPaymentStatus(db, gateway.name, status, log);
          paid = true;
          break;
        }
      } catch (error) {
        log.warn({ err: error, orderId }, 'could not ask the gateway about an expired order; releasing it');
      }
    }
    if (paid) continue;
    if (await transaction(db, (tx) => failOnlineOrder(tx, orderId, 'payment window expired', { giveCartBack: false }))) {
      paymentOutcomes.inc({ outcome: 'expired' });
      released++;
    }
  }
  return released;
}
