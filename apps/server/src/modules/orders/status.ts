// Order status changes: each one is recorded in the history and tells the customer (docs/rules.md): a
// notification in the shop, and for the changes that matter to them an e-mail (mail.ts).
import { eq } from 'drizzle-orm';
import { ORDER_STATUS } from '@shop/contract';
import type { Tx } from '../../db/client';
import { orderItems, orderStatusHistory, orders } from '../../db/schema';
import { format, type Msg } from '../../http/i18n';
import { enqueueJob } from '../../jobs/queue';
import { notify } from '../notifications/notify';
import { mailsStatusChange } from './mail';

export const ORDER_STATUS_NAMES: Record<number, Msg> = {
  [ORDER_STATUS.placed]: { en: 'Placed', ar: 'تم الطلب' },
  [ORDER_STATUS.confirmed]: { en: 'Confirmed', ar: 'تم التأكيد' },
  [ORDER_STATUS.shipped]: { en: 'Shipped', ar: 'تم الشحن' },
  [ORDER_STATUS.delivered]: { en: 'Delivered', ar: 'تم التوصيل' },
  [ORDER_STATUS.cancelled]: { en: 'Cancelled', ar: 'ملغي' },
  [ORDER_STATUS.refunded]: { en: 'Refunded', ar: 'تم الاسترداد' },
  [ORDER_STATUS.returnRequested]: { en: 'Return requested', ar: 'طلب إرجاع' },
  [ORDER_STATUS.awaitingPayment]: { en: 'Awaiting payment', ar: 'بانتظار الدفع' },
};

const statusTitle: Msg = { en: 'Order #{id}: {status}', ar: 'الطلب رقم {id}: {status}' };
const statusBody: Msg = { en: 'Your order #{id} is now {status}.', ar: 'حالة طلبك رقم {id} الآن: {status}.' };

/**
 * Moves an order and its items (those not in a return) to `toStatus`, writes the history and the
 * customer's notification. The caller has locked the order and checked the move is allowed.
 */
export async function recordOrderStatus(
  tx: Tx,
  /** statusId null: the order was just created (its history starts here). */
  order: { id: number; userId: number; statusId: number | null },
  toStatus: number,
  /** mail false: the customer is not e-mailed (the demo data's past orders). */
  opts: { actorUserId?: number | null; note?: string; extra?: Partial<typeof orders.$inferInsert>; mail?: boolean } = {},
) {
  await tx
    .update(orders)
    .set({ statusId: toStatus, updatedAt: new Date(), ...opts.extra })
    .where(eq(orders.id, order.id));
  await tx.update(orderItems).set({ statusId: toStatus }).where(eq(orderItems.orderId, order.id));
  const [change] = await tx
    .insert(orderStatusHistory)
    .values({ orderId: order.id, fromStatus: order.statusId, toStatus, actorUserId: opts.actorUserId ?? null, note: opts.note ?? '' })
    .returning({ id: orderStatusHistory.id });
  if (opts.mail !== false && mailsStatusChange(order.statusId, toStatus))
    await enqueueJob(tx, 'order_status_mail', { historyId: change!.id });
  const name = ORDER_STATUS_NAMES[toStatus] ?? { en: String(toStatus), ar: String(toStatus) };
  const inLang = (m: Msg, lang: 'en' | 'ar') => format(m[lang], { id: order.id, status: name[lang] });
  await notify(
    tx,
    order.userId,
    { en: inLang(statusTitle, 'en'), ar: inLang(statusTitle, 'ar') },
    { en: inLang(statusBody, 'en'), ar: inLang(statusBody, 'ar') },
    { orderId: order.id },
  );
}
