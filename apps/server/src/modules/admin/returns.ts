// Admin returns: the queue of return requests, and approving (refund) or refusing each once.
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { ORDER_STATUS, PAGE_SIZE, mediaUrl, toAed, type AdminReturnRow, type Lang } from '@shop/contract';
import type { Db, DbOrTx } from '../../db/client';
import { orderItems, orderStatusHistory, orders, returnReasons, returnRequests, users } from '../../db/schema';
import { notFound, refuse } from '../../http/errors';
import { localized, type Msg } from '../../http/i18n';
import { notify } from '../notifications/notify';
import { lockOrder } from '../orders/effects';
import { moveWallet } from '../wallet/ledger';
import { audit } from './audit';
import { adminMessages } from './messages';

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

function toRow({ r, item, order, reason, u }: Found, lang: Lang): AdminReturnRow {
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
    state: r.status,
    refund_method: r.refundMethod,
    refund_amount: r.refundAmount === null ? null : toAed(r.refundAmount),
    created_at: r.createdAt.toISOString(),
    decided_at: r.decidedAt?.toISOString() ?? null,
  };
}

export async function listReturns(db: DbOrTx, input: { state: 'pending' | 'approved' | 'refused'; offset: number }, lang: Lang) {
  const where = eq(returnRequests.status, input.state);
  const rows = await baseQuery(db).where(where).orderBy(asc(returnRequests.createdAt), asc(returnRequests.id)).limit(PAGE_SIZE).offset(input.offset);
  const [total] = await db.select({ n: count() }).from(returnRequests).where(where);
  return { rows: rows.map((r) => toRow(r, lang)), total: total?.n ?? 0 };
}

const returnDecisionTitle: Msg = { en: 'Order #{id}: your return', ar: 'الطلب رقم {id}: طلب الإرجاع' };
const approvedBody: Msg = {
  en: 'Your return of {product} was approved: {amount} AED {where}.',
  ar: 'تمت الموافقة على إرجاع {product}: {amount} درهم {where}.',
};
const refusedBody: Msg = { en: 'Your return of {product} was not accepted.', ar: 'لم يتم قبول إرجاع {product}.' };
const refundWhere: Record<'wallet' | 'card', Msg> = {
  wallet: { en: 'added to your wallet', ar: 'أضيفت إلى محفظتك' },
  card: { en: 'refunded to your card within 5 to 7 business days', ar: 'تعاد إلى بطاقتك خلال 5 إلى 7 أيام عمل' },
};

/**
 * Decides a pending return under the order's lock. Approve: the item becomes 6; its price × quantity
 * (plus the delivery charge, once per order, when the reason is the product's fault) goes to the wallet,
 * or is marked as a card refund when the order was paid online. Refuse: the item goes back to 3.
 */
export async function decideReturn(db: Db, actorId: number, input: { return_id: number; decision: 'approve' | 'refuse' }, lang: Lang) {
  const result = await db.transaction(async (tx) => {
    const [found] = await baseQuery(tx).where(eq(returnRequests.id, input.return_id));
    if (!found) throw notFound(adminMessages.returnNotFound);
    const order = (await lockOrder(tx, found.order.id))!;
    const [current] = await tx.select().from(returnRequests).where(eq(returnRequests.id, input.return_id));
    if (current!.status !== 'pending') throw refuse(adminMessages.returnDecided);

    const { item, reason } = found;
    const approve = input.decision === 'approve';
    let refundMethod: 'wallet' | 'card' | null = null;
    let amount = 0;
    if (approve) {
      amount = item.priceAtPurchase * item.quantity;
      if (reason.productFault && !(await deliveryAlreadyRefunded(tx, order.id, current!.id))) amount += order.shippingCost;
      refundMethod = order.paymentMethod === 2 && order.cardAmount > 0 ? 'card' : 'wallet';
      if (refundMethod === 'wallet') {
        await moveWallet(tx, order.userId, 'balance', amount, { reason: 'return_refund', orderId: order.id, actorUserId: actorId, note: `return #${current!.id}` });
      }
    }
    const toStatus = approve ? ORDER_STATUS.refunded : ORDER_STATUS.delivered;
    await tx
      .update(returnRequests)
      .set({ status: approve ? 'approved' : 'refused', refundMethod, refundAmount: approve ? amount : null, decidedAt: new Date(), decidedBy: actorId })
      .where(eq(returnRequests.id, current!.id));
    await tx.update(orderItems).set({ statusId: toStatus }).where(eq(orderItems.id, item.id));
    await tx.insert(orderStatusHistory).values({ orderId: order.id, orderItemId: item.id, fromStatus: item.statusId, toStatus, actorUserId: actorId });
    const product = { en: item.productNameEn, ar: item.productNameAr };
    const body: Msg = approve
      ? {
          en: approvedBody.en.replace('{product}', product.en).replace('{where}', refundWhere[refundMethod!].en),
          ar: approvedBody.ar.replace('{product}', product.ar).replace('{where}', refundWhere[refundMethod!].ar),
        }
      : { en: refusedBody.en.replace('{product}', product.en), ar: refusedBody.ar.replace('{product}', product.ar) };
    await notify(tx, order.userId, returnDecisionTitle, body, { orderId: order.id, params: { id: order.id, amount: toAed(amount).toFixed(2) } });
    await audit(tx, actorId, {
      action: `return.${input.decision}`,
      entity: 'return_request',
      entityId: current!.id,
      before: { status: current!.status, itemStatusId: item.statusId },
      after: { status: approve ? 'approved' : 'refused', itemStatusId: toStatus, refundMethod, refundAmount: approve ? amount : null },
    });
    return { amount };
  });
  const [row] = await baseQuery(db).where(eq(returnRequests.id, input.return_id));
  return { row: toRow(row!, lang), amount: result.amount };
}

/** Whether another approved return of the order already refunded its delivery charge (product's fault). */
async function deliveryAlreadyRefunded(tx: DbOrTx, orderId: number, exceptReturnId: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(returnRequests)
    .innerJoin(orderItems, eq(orderItems.id, returnRequests.orderItemId))
    .innerJoin(returnReasons, eq(returnReasons.id, returnRequests.reasonId))
    .where(
      and(
        eq(orderItems.orderId, orderId),
        eq(returnRequests.status, 'approved'),
        eq(returnReasons.productFault, true),
        ne(returnRequests.id, exceptReturnId),
      ),
    );
  return (row?.n ?? 0) > 0;
}
