// Admin returns: the queue of return requests, and approving (refund) or refusing each once.
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { aedText, ORDER_STATUS, PAGE_SIZE, PAYMENT_METHODS, mediaUrl, toAed, type AdminReturnRow, type Lang } from '@shop/contract';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { transaction } from '../../../db/transaction';
import {
  orderItems,
  orderStatusHistory,
  orders,
  returnPhotos,
  returnReasons,
  returnRequests,
  users,
  walletEntries,
  wallets,
} from '../../../db/schema';
import { notFound, refuse } from '../../../http/errors';
import { format, localized, type Msg } from '../../../http/i18n';
import { creditReturn } from '../../invoices/issue';
import { notify } from '../../notifications/notify';
import { lockOrder } from '../../orders/effects';
import { returnRefund, type EarlierReturns, type Refund } from '../../orders/refunds';
import { moveWallet } from '../../wallet/ledger';
import { audit } from '../shared/audit';
import type { HostedGateways, PaymentGateway } from '../../../integrations/payments';
import { sendCardRefund } from './cardRefund';
import { returnMessages } from './messages';

const returnSelect = {
  r: returnRequests,
  item: orderItems,
  order: { id: orders.id, paymentMethod: orders.paymentMethod },
  reason: returnReasons,
  u: { id: users.id, name: users.name, email: users.email },
};

function baseQuery(db: DbOrTx) {
  return db
    .select(returnSelect)
    .from(returnRequests)
    .innerJoin(orderItems, eq(orderItems.id, returnRequests.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(returnReasons, eq(returnReasons.id, returnRequests.reasonId))
    .innerJoin(users, eq(users.id, returnRequests.userId));
}

type Found = Awaited<ReturnType<ReturnType<typeof baseQuery>['where']>>[number];

/** The customers' photos of each return request, in the order they were sent. */
async function photosOf(db: DbOrTx, returnIds: number[]): Promise<Map<number, string[]>> {
  const byReturn = new Map<number, string[]>();
  if (returnIds.length === 0) return byReturn;
  const rows = await db
    .select()
    .from(returnPhotos)
    .where(inArray(returnPhotos.returnRequestId, returnIds))
    .orderBy(asc(returnPhotos.sort), asc(returnPhotos.id));
  for (const p of rows) byReturn.set(p.returnRequestId, [...(byReturn.get(p.returnRequestId) ?? []), mediaUrl(p.image)]);
  return byReturn;
}

function toRow({ r, item, order, reason, u }: Found, lang: Lang, photos: Map<number, string[]>): AdminReturnRow {
  return {
    id: r.id,
    order_id: order.id,
    order_item_id: item.id,
    product: { id: item.productId, name: localized(item, 'productName', lang), main_image: item.mainImage ? mediaUrl(item.mainImage) : '' },
    customer: u,
    quantity: item.quantity,
    price_at_purchase: toAed(item.priceAtPurchase),
    payment_method: order.paymentMethod,
    reason_id: reason.id,
    reason: localized(reason, 'name', lang),
    product_fault: reason.productFault,
    description: r.description,
    photos: photos.get(r.id) ?? [],
    state: r.status,
    refund_amount: r.refundAmount === null ? null : toAed(r.refundAmount),
    refund_to_wallet: r.refundAmount === null ? null : toAed(r.refundAmount - (r.refundCard ?? 0)),
    refund_to_card: r.refundAmount === null ? null : toAed(r.refundCard ?? 0),
    card_refund: r.cardRefundStatus === null ? null : { state: r.cardRefundStatus, refund_id: r.cardRefundId },
    created_at: r.createdAt.toISOString(),
    decided_at: r.decidedAt?.toISOString() ?? null,
  };
}

export async function listReturns(db: DbOrTx, input: { state: 'pending' | 'approved' | 'refused'; offset: number }, lang: Lang) {
  const where = eq(returnRequests.status, input.state);
  const rows = await baseQuery(db)
    .where(where)
    .orderBy(asc(returnRequests.createdAt), asc(returnRequests.id))
    .limit(PAGE_SIZE)
    .offset(input.offset);
  const [total] = await db.select({ n: count() }).from(returnRequests).where(where);
  const photos = await photosOf(
    db,
    rows.map((r) => r.r.id),
  );
  return { rows: rows.map((r) => toRow(r, lang, photos)), total: total?.n ?? 0 };
}

const returnDecisionTitle: Msg = { en: 'Order #{id}: your return', ar: 'الطلب رقم {id}: طلب الإرجاع' };
const approvedBody: Msg = { en: 'Your return of {product} was approved: {refund}.', ar: 'تمت الموافقة على إرجاع {product}: {refund}.' };
const refusedBody: Msg = { en: 'Your return of {product} was not accepted.', ar: 'لم يتم قبول إرجاع {product}.' };
const refundParts: Record<'wallet' | 'card' | 'pointsBack' | 'and', Msg> = {
  wallet: { en: '{amount} AED added to your wallet', ar: 'أضيف {amount} درهم إلى محفظتك' },
  card: { en: '{amount} AED refunded to your card within 5 to 7 business days', ar: 'يعاد {amount} درهم إلى بطاقتك خلال 5 إلى 7 أيام عمل' },
  pointsBack: { en: '{points} points earned on it taken back', ar: 'خُصمت النقاط المكتسبة منه: {points}' },
  and: { en: ' and ', ar: ' و' },
};

/** "30.00 AED added to your wallet and 20.00 AED refunded to your card…", in one language. */
function refundText(refund: Refund, lang: Lang): string {
  const parts = [
    ...(refund.toWallet > 0 || refund.toCard === 0 ? [format(refundParts.wallet[lang], { amount: aedText(refund.toWallet) })] : []),
    ...(refund.toCard > 0 ? [format(refundParts.card[lang], { amount: aedText(refund.toCard) })] : []),
    ...(refund.points > 0 ? [format(refundParts.pointsBack[lang], { points: refund.points })] : []),
  ];
  return parts.join(refundParts.and[lang]);
}

/**
 * Decides a pending return under the order's lock. Approve: the item becomes 6 and what was paid for it
 * goes back (modules/orders/refunds.ts): the wallet's part to the wallet at once, the card's part through
 * the payment provider once the approval is saved (cardRefund.ts); the points it earned are taken back.
 * Refuse: the item goes back to 3.
 */
export async function decideReturn(
  db: Db,
  gateway: PaymentGateway,
  actorId: number,
  input: { return_id: number; decision: 'approve' | 'refuse' },
  lang: Lang,
  /** Refunds of orders paid through a hosted provider (Tabby, Tamara) go through it (when configured). */
  hosted?: HostedGateways,
) {
  const result = await transaction(db, async (tx) => {
    const [found] = await baseQuery(tx).where(eq(returnRequests.id, input.return_id));
    if (!found) throw notFound(returnMessages.returnNotFound);
    const order = (await lockOrder(tx, found.order.id))!;
    const [current] = await tx.select().from(returnRequests).where(eq(returnRequests.id, input.return_id));
    if (current!.status !== 'pending') throw refuse(returnMessages.returnDecided);

    const { item, reason } = found;
    const approve = input.decision === 'approve';
    let refund: Refund | null = null;
    if (approve) {
      const [all] = await tx
        .select({ goods: sql<number>`coalesce(sum(${orderItems.priceAtPurchase} * ${orderItems.quantity}), 0)::int` })
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id));
      refund = returnRefund(
        {
          total: order.total,
          shippingCost: order.shippingCost,
          couponDiscount: order.couponDiscount,
          cardPaid: order.paymentMethod === PAYMENT_METHODS.online ? order.cardAmount : 0,
          pointsEarned: order.pointsEarned,
          goods: all!.goods,
        },
        await earlierReturns(tx, order.id, current!.id),
        { goods: item.priceAtPurchase * item.quantity, productFault: reason.productFault },
      );
      const entry = { reason: 'return_refund' as const, orderId: order.id, actorUserId: actorId, note: `return #${current!.id}` };
      await moveWallet(tx, order.userId, 'balance', refund.toWallet, entry);
      // Never below zero: points already spent or exchanged stay spent.
      const [wallet] = await tx.select({ points: wallets.points }).from(wallets).where(eq(wallets.userId, order.userId)).for('update');
      refund = { ...refund, points: Math.min(refund.points, wallet?.points ?? 0) };
      await moveWallet(tx, order.userId, 'points', -refund.points, entry);
      await creditReturn(tx, order.id, item.id, refund.amount);
    }
    const toStatus = approve ? ORDER_STATUS.refunded : ORDER_STATUS.delivered;
    const decided = {
      status: approve ? ('approved' as const) : ('refused' as const),
      refundAmount: refund?.amount ?? null,
      refundCard: refund?.toCard ?? null,
      // Claimed for this request: it sends the card refund after the commit.
      cardRefundStatus: refund && refund.toCard > 0 ? ('sending' as const) : null,
    };
    await tx
      .update(returnRequests)
      .set({ ...decided, cardRefundAt: decided.cardRefundStatus && new Date(), decidedAt: new Date(), decidedBy: actorId })
      .where(eq(returnRequests.id, current!.id));
    await tx.update(orderItems).set({ statusId: toStatus }).where(eq(orderItems.id, item.id));
    await tx
      .insert(orderStatusHistory)
      .values({ orderId: order.id, orderItemId: item.id, fromStatus: item.statusId, toStatus, actorUserId: actorId });
    const body = (l: Lang) =>
      refund
        ? format(approvedBody[l], { product: l === 'en' ? item.productNameEn : item.productNameAr, refund: refundText(refund, l) })
        : format(refusedBody[l], { product: l === 'en' ? item.productNameEn : item.productNameAr });
    await notify(
      tx,
      order.userId,
      returnDecisionTitle,
      { en: body('en'), ar: body('ar') },
      { orderId: order.id, params: { id: order.id } },
    );
    await audit(tx, actorId, {
      action: `return.${input.decision}`,
      entity: 'return_request',
      entityId: current!.id,
      before: { status: current!.status, itemStatusId: item.statusId },
      after: { ...decided, itemStatusId: toStatus, pointsTakenBack: refund?.points ?? 0 },
    });
    return { amount: refund?.amount ?? 0, toCard: refund?.toCard ?? 0 };
  });
  if (result.toCard > 0) await sendCardRefund(db, gateway, input.return_id, 'send', hosted);
  return { row: await returnRow(db, input.return_id, lang), amount: result.amount };
}

export async function returnRow(db: Db, returnId: number, lang: Lang): Promise<AdminReturnRow> {
  const [row] = await baseQuery(db).where(eq(returnRequests.id, returnId));
  if (!row) throw notFound(returnMessages.returnNotFound);
  return toRow(row, lang, await photosOf(db, [row.r.id]));
}

/** What the order's other approved returns took back: their goods, refunds, delivery charge and points. */
async function earlierReturns(tx: Tx, orderId: number, exceptReturnId: number): Promise<EarlierReturns> {
  const [returned] = await tx
    .select({
      goods: sql<number>`coalesce(sum(${orderItems.priceAtPurchase} * ${orderItems.quantity}), 0)::int`,
      amount: sql<number>`coalesce(sum(${returnRequests.refundAmount}), 0)::int`,
      toCard: sql<number>`coalesce(sum(${returnRequests.refundCard}), 0)::int`,
      delivery: sql<boolean>`coalesce(bool_or(${returnReasons.productFault}), false)`,
    })
    .from(returnRequests)
    .innerJoin(orderItems, eq(orderItems.id, returnRequests.orderItemId))
    .innerJoin(returnReasons, eq(returnReasons.id, returnRequests.reasonId))
    .where(and(eq(orderItems.orderId, orderId), eq(returnRequests.status, 'approved'), ne(returnRequests.id, exceptReturnId)));
  const [points] = await tx
    .select({ taken: sql<number>`coalesce(-sum(${walletEntries.amount}), 0)::int` })
    .from(walletEntries)
    .where(and(eq(walletEntries.orderId, orderId), eq(walletEntries.kind, 'points'), eq(walletEntries.reason, 'return_refund')));
  return { ...returned!, points: points?.taken ?? 0 };
}
