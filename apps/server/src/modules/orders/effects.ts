// Effects that must happen exactly once when an order leaves the shop's hands: releasing it (customer or
// admin cancel, failed or expired online payment) puts back stock, the wallet part and the coupon use, and
// cancels at Tamara what it holds for the order.
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@shop/contract';
import type { Tx } from '../../db/client';
import { lockProducts } from '../../db/locks';
import { couponUses, orderItems, orders, payments, products } from '../../db/schema';
import { enqueueJob } from '../../jobs/queue';
import { creditCancelledOrder, issueInvoice } from '../invoices/issue';
import { changeStock } from '../restock/service';
import { givePickupStockBack } from '../pickup/service';
import { moveWallet } from '../wallet/ledger';
import { recordOrderStatus } from './status';

/** Locks the order row for the rest of the transaction; optionally only the customer's own. */
export async function lockOrder(tx: Tx, orderId: number, ownerUserId?: number) {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), ownerUserId === undefined ? undefined : eq(orders.userId, ownerUserId)))
    .for('update');
  return order ?? null;
}

/** A carrier's shipment claimed longer ago than this was left by a process that stopped: the order may move again. */
const SHIPMENT_CLAIM_MS = 10 * 60_000;

/**
 * Whether the console is creating the order's shipment with a carrier right now (admin/orders/service.ts,
 * shipWithCarrier): the order must not move meanwhile. A claim outlives any carrier round trip (each call times
 * out after CARRIER_TIMEOUT_MS) only when its process stopped, so an old one no longer holds.
 */
export const shipmentUnderway = (order: { shipmentClaimedAt: Date | null }, now = Date.now()) =>
  order.shipmentClaimedAt !== null && now - order.shipmentClaimedAt.getTime() < SHIPMENT_CLAIM_MS;

/**
 * When an earlier attempt to create the order's shipment ended without knowing whether the carrier created it, or
 * null: the carrier gave no answer that could be read (shipmentUnsettledAt), or the process making the attempt
 * stopped during it (a claim older than SHIPMENT_CLAIM_MS).
 */
export const unsettledShipmentAttempt = (
  order: { shipmentClaimedAt: Date | null; shipmentUnsettledAt: Date | null },
  now = Date.now(),
): Date | null => order.shipmentUnsettledAt ?? (order.shipmentClaimedAt && !shipmentUnderway(order, now) ? order.shipmentClaimedAt : null);

/**
 * Cancels an order that is in one of `fromStatuses` (status 4). Returns the order as it was, or null when
 * it was not in such a status — so calling it twice changes nothing the second time. A card payment that
 * was captured is the caller's to refund.
 */
export async function releaseOrder(
  tx: Tx,
  orderId: number,
  fromStatuses: readonly number[],
  opts: {
    ownerUserId?: number;
    actorUserId?: number | null;
    note?: string;
    /** The shopper's reason, kept with the order (their own cancel). */
    reason?: { reasonId: number | null; description: string };
  } = {},
) {
  const order = await lockOrder(tx, orderId, opts.ownerUserId);
  if (!order || !fromStatuses.includes(order.statusId) || shipmentUnderway(order)) return null;

  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  await lockProducts(
    tx,
    items.map((i) => i.productId),
  );
  for (const item of items) {
    await changeStock(tx, item.productId, item.quantity, { soldCount: sql`greatest(${products.soldCount} - ${item.quantity}, 0)` });
  }
  if (order.pickupBranchId !== null) await givePickupStockBack(tx, order.pickupBranchId, items);
  if (order.walletUsed > 0) {
    await moveWallet(tx, order.userId, 'balance', order.walletUsed, {
      reason: 'order_refund',
      orderId: order.id,
      actorUserId: opts.actorUserId ?? null,
    });
  }
  await tx.delete(couponUses).where(eq(couponUses.orderId, order.id));
  await recordOrderStatus(tx, order, ORDER_STATUS.cancelled, {
    actorUserId: opts.actorUserId ?? null,
    note: opts.note ?? '',
    extra: {
      cancelledAt: new Date(),
      ...(opts.reason ? { cancelReasonId: opts.reason.reasonId, cancelDescription: opts.reason.description } : {}),
    },
  });
  // Paid and invoiced: what goes back is credited against the invoice.
  await creditCancelledOrder(tx, order.id);
  await cancelAtTamaraAfterCommit(tx, order.id);
  return order;
}

/**
 * Tamara holds an approved or authorised order's money until it is captured or cancelled: the order's Tamara
 * payments not captured are cancelled there by a job (tamara_cancel), queued here so that it runs once this
 * transaction committed, is retried when Tamara fails, and never holds up the release.
 */
export async function cancelAtTamaraAfterCommit(tx: Tx, orderId: number) {
  const held = await tx
    .select({ invoiceId: payments.invoiceId, amount: payments.amount })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.gateway, 'tamara'), ne(payments.status, 'paid'), isNotNull(payments.invoiceId)));
  for (const p of held) await enqueueJob(tx, 'tamara_cancel', { tamaraOrderId: p.invoiceId!, amountFils: p.amount });
}

/** Ids of online orders still unpaid after their hold expired. */
export async function expiredUnpaidOrderIds(tx: Tx, now = new Date()): Promise<number[]> {
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.statusId, ORDER_STATUS.awaitingPayment), sql`${orders.expiresAt} < ${now}`));
  return rows.map((r) => r.id);
}

/**
 * Confirms an online order whose card payment succeeded: status 8 → 1, its hold lifted. Returns the order
 * as it was, or null when it was no longer awaiting payment (already confirmed, or released) — so a
 * payment applied twice changes nothing the second time.
 */
export async function confirmPaidOrder(tx: Tx, orderId: number, opts: { note?: string } = {}) {
  const order = await lockOrder(tx, orderId);
  if (!order || order.statusId !== ORDER_STATUS.awaitingPayment) return null;
  await recordOrderStatus(tx, order, ORDER_STATUS.placed, { note: opts.note ?? 'card payment received', extra: { expiresAt: null } });
  await issueInvoice(tx, order.id);
  return order;
}

/** Points a delivered order earns: 1 per whole AED of goods after the coupon (docs/rules.md), delivery excluded. */
export const pointsForOrder = (order: { price: number; discount: number; couponDiscount: number }) =>
  Math.max(0, Math.floor((order.price - order.discount - order.couponDiscount) / 100));

/**
 * Delivers a shipped order (status 3, deliveredAt set) and credits its points. Returns the order as it
 * was, or null when it was not in one of `fromStatuses` — so delivering twice earns points once.
 */
export async function deliverOrder(
  tx: Tx,
  orderId: number,
  fromStatuses: readonly number[],
  opts: { actorUserId?: number | null; note?: string } = {},
) {
  const order = await lockOrder(tx, orderId);
  if (!order || !fromStatuses.includes(order.statusId)) return null;
  const points = pointsForOrder(order);
  await recordOrderStatus(tx, order, ORDER_STATUS.delivered, {
    actorUserId: opts.actorUserId ?? null,
    note: opts.note ?? '',
    extra: { deliveredAt: new Date(), pointsEarned: points },
  });
  if (points > 0)
    await moveWallet(tx, order.userId, 'points', points, { reason: 'earn', orderId: order.id, actorUserId: opts.actorUserId ?? null });
  // Cash is paid on delivery; an order paid online has had its invoice since then.
  await issueInvoice(tx, order.id);
  return order;
}
