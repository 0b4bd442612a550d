// Quiqup's word on an order shipped with Quiqup (its signed webhook, quiqupWebhook.ts), applied to the order:
// delivery_complete delivers it (deliverOrder, as the owner's move: history, e-mail with the tracking link, points,
// invoice); delivery_failed is a line in the history and tells the customer (a notification and an e-mail with
// the tracking link), the order staying shipped (the shop's statuses have none for a failed attempt: Quiqup tries
// again or returns it); return_to_origin, returned_to_origin and cancelled are lines in the history, the order
// staying shipped for the owner to decide. Each under the order's row lock and only while it is shipped.
//
// Idempotent and tolerant of events out of order: the last state recorded is the order's `carrierEvent`; the same
// state again changes nothing, and after an end-of-life state (delivery_complete, returned_to_origin, cancelled)
// nothing Quiqup sends later moves the order.
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { ADMIN_ORDER_MOVES, ORDER_STATUS, trackingUrl } from '@shop/contract';
import type { Db } from '../../../db/client';
import type { Carrier } from '../../../integrations/carriers';
import { transaction } from '../../../db/transaction';
import { orderStatusHistory, orders, users } from '../../../db/schema';
import { escapeHtml } from '../../../integrations/mail/templates';
import { format, type Msg } from '../../../http/i18n';
import { QUIQUP_FINAL_STATES, quiqupTrackingState } from '../../../integrations/carriers/quiqup';
import { enqueueJob } from '../../../jobs/queue';
import { notify } from '../../notifications/notify';
import { deliverOrder, lockOrder } from '../../orders/effects';

/** What a webhook's body says, read leniently (Quiqup's documentation shows the headers, not the body). */
export interface QuiqupEvent {
  /** Quiqup's order id: the order's tracking number. */
  orderId: string;
  state: string;
  /** Why a delivery failed, when Quiqup says. */
  reason: string;
}

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : '');

/**
 * The event in a webhook's parsed body, or null when it names no order and state. Assumed shape: the order as the
 * Orders API answers it, `{ order: { id, state, ... } }` or the bare order; a failure's reason in `reason`,
 * `failure_reason` or `delivery_failed_reason` when given.
 */
export function readQuiqupEvent(body: unknown): QuiqupEvent | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const outer = body as Record<string, unknown>;
  const inner =
    outer.order && typeof outer.order === 'object' && !Array.isArray(outer.order) ? (outer.order as Record<string, unknown>) : outer;
  const orderId = str(inner.id).trim();
  const state = str(inner.state ?? outer.state).trim();
  if (!/^[\w-]{1,40}$/.test(orderId) || !/^[a-z_]{1,40}$/.test(state)) return null;
  const reason = [inner.reason, inner.failure_reason, inner.delivery_failed_reason, outer.reason].map(str).find((r) => r !== '') ?? '';
  return { orderId, state, reason: reason.slice(0, 200) };
}

const failedTitle: Msg = { en: 'Order #{id}: delivery attempt failed', ar: 'الطلب رقم {id}: تعذّر التوصيل' };
const failedBody: Msg = {
  en: 'Quiqup could not deliver your order #{id}{reason}. Follow it here: {url}',
  ar: 'تعذّر على كويك أب توصيل طلبك رقم {id}{reason}. تابعه هنا: {url}',
};

export type QuiqupOutcome = 'delivered' | 'failed' | 'recorded' | 'in_transit' | 'ignored' | 'unknown_order';

/** Applies one event; answers what it did ('ignored' for a repeat, a late event, or an order no longer shipped). */
export async function applyQuiqupEvent(db: Db, event: QuiqupEvent): Promise<QuiqupOutcome> {
  const [found] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.carrier, 'quiqup'), eq(orders.trackingNumber, event.orderId)));
  if (!found) return 'unknown_order';
  const kind = quiqupTrackingState(event.state);
  const note = `Quiqup ${event.state}${event.reason ? `: ${event.reason}` : ''}`;
  return transaction(db, async (tx) => {
    const order = await lockOrder(tx, found.id);
    if (!order || order.statusId !== ORDER_STATUS.shipped) return 'ignored';
    if (order.carrierEvent === event.state || QUIQUP_FINAL_STATES.includes(order.carrierEvent)) return 'ignored';
    await tx.update(orders).set({ carrierEvent: event.state, updatedAt: new Date() }).where(eq(orders.id, order.id));
    if (kind === 'in_transit') return 'in_transit';
    if (kind === 'delivered') {
      // The owner's deliver move: its history line and e-mail (with the tracking link) to the customer, points, invoice.
      await deliverOrder(tx, order.id, ADMIN_ORDER_MOVES.deliver.from, { actorUserId: null, note });
      return 'delivered';
    }
    // A line in the history without a change of status.
    await tx
      .insert(orderStatusHistory)
      .values({ orderId: order.id, fromStatus: order.statusId, toStatus: order.statusId, actorUserId: null, note });
    if (kind !== 'failed') return 'recorded';
    const url = trackingUrl('quiqup', order.trackingNumber) ?? '';
    const params = { id: order.id, url, reason: event.reason ? ` (${event.reason})` : '' };
    await notify(tx, order.userId, failedTitle, failedBody, { orderId: order.id, params });
    const [customer] = await tx.select({ email: users.email, language: users.language }).from(users).where(eq(users.id, order.userId));
    if (customer?.email) {
      const lang = customer.language;
      const link = `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
      await enqueueJob(tx, 'mail', {
        to: customer.email,
        subject: format(failedTitle[lang], params),
        text: format(failedBody[lang], params),
        html: `<p dir="${lang === 'ar' ? 'rtl' : 'ltr'}">${escapeHtml(format(failedBody[lang], { ...params, url: '{url}' })).replace('{url}', link)}</p>`,
      });
    }
    return 'failed';
  });
}

/**
 * The tracking poll's round for Quiqup (the carrier_tracking job, beside Aramex's), in case a webhook was lost:
 * the shipped Quiqup orders not at an end state yet are asked about (GET /orders/<id>) and what Quiqup says is
 * applied as its webhook would be. Answers how many orders changed.
 */
export async function trackQuiqupShipments(db: Db, carrier: Carrier | null): Promise<number> {
  if (!carrier) return 0;
  const open = await db
    .select({ quiqupId: orders.trackingNumber })
    .from(orders)
    .where(
      and(
        eq(orders.statusId, ORDER_STATUS.shipped),
        eq(orders.carrier, 'quiqup'),
        sql`${orders.trackingNumber} <> ''`,
        notInArray(orders.carrierEvent, [...QUIQUP_FINAL_STATES]),
      ),
    )
    .limit(200);
  if (!open.length) return 0;
  let changed = 0;
  for (const u of await carrier.track(open.map((o) => o.quiqupId))) {
    const outcome = await applyQuiqupEvent(db, { orderId: u.trackingNumber, state: u.code, reason: '' });
    if (outcome !== 'ignored' && outcome !== 'unknown_order') changed++;
  }
  return changed;
}
