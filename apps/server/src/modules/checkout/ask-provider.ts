// Asking a payment's provider what became of it, for the shopper who came back from paying (getPaymentStatus.php)
// and for the sweep of online orders whose payment window passed. The answer is applied as payments.ts applies
// any (a hosted provider's through settleHostedPayment), so whichever of them arrives first counts, once.
import type { FastifyBaseLogger } from 'fastify';
import { and, desc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { ORDER_STATUS, toAed, type PaymentData } from '@shop/contract';
import type { Db } from '../../db/client';
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
import { expiredUnpaidOrderIds } from '../orders/effects';
import { settleHostedPayment } from './hosted';
import { checkoutMessages as m } from './messages';
import { applyPaymentStatus, failOnlineOrder } from './payments';

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
