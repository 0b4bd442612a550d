// Order status changes: each one is recorded in the history and tells the customer (docs/rules.md): a
// notification in the shop, and for the changes that matter to them an e-mail (mail.ts). An order reaching
// status 1 (placed) is a new order for the owner too (modules/alerts).
import { eq, sql } from 'drizzle-orm';
import { ORDER_STATUS, type Lang } from '@shop/contract';
import type { Tx } from '../../db/client';
import { statement } from '../../db/statements';
import { jobs, notifications, orderItems, orderStatusHistory, orders, ownerAlerts } from '../../db/schema';
import { format, type Msg } from '../../http/i18n';
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

/** A pickup order's statuses where they read differently: its shipped is ready, its delivered collected. */
const PICKUP_STATUS_NAMES: Partial<Record<number, Msg>> = {
  [ORDER_STATUS.shipped]: { en: 'Ready for pickup', ar: 'جاهز للاستلام' },
  [ORDER_STATUS.delivered]: { en: 'Collected', ar: 'تم الاستلام' },
};

/** An order picked up from a branch carries its pickup code (checkout gives it one); a delivered order has ''. */
export const isPickupOrder = (order: { pickupCode?: string | undefined }) => (order.pickupCode ?? '') !== '';

/** A status's name, as a pickup order reads it when `pickup`. */
export const orderStatusName = (statusId: number, pickup = false): Msg =>
  (pickup ? PICKUP_STATUS_NAMES[statusId] : undefined) ?? ORDER_STATUS_NAMES[statusId] ?? { en: String(statusId), ar: String(statusId) };

/** The same name in `lang`, as the order pages, the console and its CSV show it. */
export const orderStatusText = (statusId: number, lang: Lang, pickup = false): string => orderStatusName(statusId, pickup)[lang];

const statusTitle: Msg = { en: 'Order #{id}: {status}', ar: 'الطلب رقم {id}: {status}' };
const statusBody: Msg = { en: 'Your order #{id} is now {status}.', ar: 'حالة طلبك رقم {id} الآن: {status}.' };

/**
 * Moves an order and its items (those not in a return) to `toStatus`, writes the history and the
 * customer's notification. The caller has locked the order and checked the move is allowed.
 */
export async function recordOrderStatus(tx: Tx, order: StatusChange['order'], toStatus: number, opts: StatusChange['opts'] = {}) {
  await tx
    .update(orders)
    .set({ statusId: toStatus, updatedAt: new Date(), ...opts.extra })
    .where(eq(orders.id, order.id));
  await tx.update(orderItems).set({ statusId: toStatus }).where(eq(orderItems.orderId, order.id));
  await recordStatusHistory(tx, order, toStatus, opts);
}

interface StatusChange {
  /** statusId null: the order was just created (its history starts here). */
  order: { id: number; userId: number; statusId: number | null; pickupCode?: string };
  /** mail false: the customer is not e-mailed, nor the owner alerted (the demo data's past orders). */
  opts: { actorUserId?: number | null; note?: string; extra?: Partial<typeof orders.$inferInsert>; mail?: boolean };
}

/**
 * The history row, its e-mail job and the customer's notification, in one prepared statement: every status
 * change writes them, checkout among them, and as three statements they were three round trips while the
 * transaction held its locks. The job row is the one enqueueJob writes ('order_status_mail' with the history
 * row's id); the notification's texts are formatted here, as notify() does. A new order's owner alert and its
 * job ride along too, as recordOrderAlert (modules/alerts) writes them.
 */
const statusHistoryStatement = (tx: Tx) =>
  statement(tx, 'order_status_history', () => {
    const value = sql.placeholder;
    const history = tx.$with('history').as(
      tx
        .insert(orderStatusHistory)
        .values({
          orderId: value('orderId'),
          fromStatus: value('fromStatus'),
          toStatus: value('toStatus'),
          actorUserId: value('actorUserId'),
          note: value('note'),
        })
        .returning({ id: orderStatusHistory.id }),
    );
    const mail = tx.$with('mail', {}).as(
      sql`insert into ${jobs} (kind, payload)
          select 'order_status_mail', jsonb_build_object('historyId', ${history.id}) from ${history} where ${value('mail')}::boolean`,
    );
    const notification = tx.$with('notification').as(
      tx
        .insert(notifications)
        .values({
          userId: value('userId'),
          titleEn: value('titleEn'),
          titleAr: value('titleAr'),
          bodyEn: value('bodyEn'),
          bodyAr: value('bodyAr'),
          orderId: value('orderId'),
        })
        .returning({ id: notifications.id }),
    );
    const alert = tx.$with('new_order_alert', {}).as(
      sql`insert into ${ownerAlerts} (kind, order_id)
          select 'new_order', ${value('orderId')}::int where ${value('newOrder')}::boolean returning id`,
    );
    const alertMail = tx
      .$with('new_order_alert_mail', {})
      .as(sql`insert into ${jobs} (kind, payload) select 'owner_alert_mail', jsonb_build_object('alertId', id) from new_order_alert`);
    return tx.with(history, mail, notification, alert, alertMail).select({ id: history.id }).from(history);
  });

/**
 * The history row, the e-mail and the notification of a status the order and its items already carry: a new
 * order's first status (checkout writes it with the order), or the last step of recordOrderStatus.
 */
export async function recordStatusHistory(tx: Tx, order: StatusChange['order'], toStatus: number, opts: StatusChange['opts'] = {}) {
  const name = orderStatusName(toStatus, isPickupOrder(order));
  const inLang = (m: Msg, lang: Lang) => format(m[lang], { id: order.id, status: name[lang] });
  await statusHistoryStatement(tx).execute({
    orderId: order.id,
    userId: order.userId,
    fromStatus: order.statusId,
    toStatus,
    actorUserId: opts.actorUserId ?? null,
    note: opts.note ?? '',
    mail: opts.mail !== false && mailsStatusChange(order.statusId, toStatus),
    newOrder: opts.mail !== false && toStatus === ORDER_STATUS.placed,
    titleEn: inLang(statusTitle, 'en'),
    titleAr: inLang(statusTitle, 'ar'),
    bodyEn: inLang(statusBody, 'en'),
    bodyAr: inLang(statusBody, 'ar'),
  });
}
