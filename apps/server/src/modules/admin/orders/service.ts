// Admin orders: the filterable list, an order's whole story, and status moves along the allowed paths.
import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import {
  ADMIN_ORDER_MOVES,
  CARRIER_NAMES,
  FIELD_REASONS,
  PAGE_SIZE,
  mediaUrl,
  toAed,
  type AdminOrderAction,
  type AdminOrderDetail,
  type Lang,
  type ShipmentInput,
} from '@shop/contract';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { transaction } from '../../../db/transaction';
import {
  coupons,
  emirates,
  orderItems,
  orderNotes,
  orderStatusHistory,
  orders,
  payments,
  returnRequests,
  users,
  walletEntries,
} from '../../../db/schema';
import { AppError, badInput, notFound, refuse } from '../../../http/errors';
import { formatIn, localized } from '../../../http/i18n';
import { deliverOrder, lockOrder, releaseOrder, shipmentUnderway, unsettledShipmentAttempt } from '../../orders/effects';
import { businessBuyerOf, cancelReasonOf, deliveryAddressOf } from '../../orders/service';
import { shipmentOf } from '../../orders/shipment';
import { isPickupOrder, orderStatusText, recordOrderStatus } from '../../orders/status';
import { checkPickupMove, pickupOf } from '../../pickup/service';
import { findRegion } from '../../regions/service';
import { moveWallet } from '../../wallet/ledger';
import { audit } from '../shared/audit';
import { CarrierError, type Carrier } from '../../../integrations/carriers';
import { carrierRefusal, createCarrierShipment } from './aramex';
import { shopDay } from '../../../db/shopTime';
import { likeTerm } from '../shared/lists';
import { orderMessages, orderActionNames } from './messages';

export interface OrdersFilter {
  status_id?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  customer?: string | undefined;
  payment_method?: number | undefined;
  order_id?: number | undefined;
  emirate_id?: number | undefined;
  region_id?: number | undefined;
  offset: number;
}

/** Digits of a phone as typed ('050 123 4567', '+971 50…'), without the leading 0 or 971, to match stored numbers. */
const phoneDigits = (term: string) => term.replace(/\D/g, '').replace(/^(00971|971|0)/, '');
const digitsOf = (column: typeof users.phone | typeof orders.shipPhone) => sql`regexp_replace(${column}, '[^0-9]', '', 'g')`;

/** Name or e-mail contain the term; or, when it has a phone's digits (5 or more), the account's or the delivery's phone. */
function customerMatch(term: string) {
  const digits = phoneDigits(term);
  return or(
    ilike(users.name, likeTerm(term)),
    ilike(users.email, likeTerm(term)),
    digits.length >= 5 ? sql`${digitsOf(users.phone)} like ${`%${digits}%`}` : undefined,
    digits.length >= 5 ? sql`${digitsOf(orders.shipPhone)} like ${`%${digits}%`}` : undefined,
  );
}

const itemsCount = sql<number>`(select count(*)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`;

export function orderRow(o: typeof orders.$inferSelect, u: { id: number; name: string; email: string }, items: number, lang: Lang) {
  return {
    id: o.id,
    status_id: o.statusId,
    status: orderStatusText(o.statusId, lang, isPickupOrder(o)),
    created_at: o.createdAt.toISOString(),
    customer: { id: u.id, name: u.name, email: u.email },
    payment_method: o.paymentMethod,
    total: toAed(o.total),
    items_count: items,
    emirate: localized(o, 'shipEmirate', lang),
    region: localized(o, 'shipRegion', lang),
    business: o.business !== null,
  };
}

/**
 * The delivery place asked for, as the English names an order copies from its region at checkout (orders keep
 * the names, not the ids). An unknown emirate, or a region without its emirate or of another one, is refused.
 */
async function placeFilter(db: DbOrTx, f: OrdersFilter) {
  if (!f.emirate_id) {
    if (f.region_id) throw badInput('region_id', FIELD_REASONS.notInEmirate);
    return undefined;
  }
  const [emirate] = await db.select({ nameEn: emirates.nameEn }).from(emirates).where(eq(emirates.id, f.emirate_id));
  if (!emirate) throw badInput('emirate_id', FIELD_REASONS.unknownEmirate);
  if (!f.region_id) return eq(orders.shipEmirateEn, emirate.nameEn);
  const region = await findRegion(db, f.emirate_id, f.region_id);
  if (!region) throw badInput('region_id', FIELD_REASONS.notInEmirate);
  return and(eq(orders.shipEmirateEn, region.emirateEn), eq(orders.shipRegionEn, region.regionEn));
}

export async function listOrders(db: DbOrTx, f: OrdersFilter, lang: Lang) {
  const where = and(
    await placeFilter(db, f),
    f.status_id ? eq(orders.statusId, f.status_id) : undefined,
    f.from ? sql`${shopDay(orders.createdAt)} >= ${f.from}::date` : undefined,
    f.to ? sql`${shopDay(orders.createdAt)} <= ${f.to}::date` : undefined,
    f.customer ? customerMatch(f.customer) : undefined,
    f.payment_method ? eq(orders.paymentMethod, f.payment_method) : undefined,
    f.order_id ? eq(orders.id, f.order_id) : undefined,
  );
  const rows = await db
    .select({ o: orders, u: { id: users.id, name: users.name, email: users.email }, items: itemsCount })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(PAGE_SIZE)
    .offset(f.offset);
  const [total] = await db.select({ n: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where);
  return { rows: rows.map((r) => orderRow(r.o, r.u, r.items, lang)), total: total?.n ?? 0 };
}

export async function orderDetail(db: DbOrTx, orderId: number, lang: Lang): Promise<Omit<AdminOrderDetail, 'carriers_with_api'>> {
  const [found] = await db
    .select({ o: orders, u: { id: users.id, name: users.name, email: users.email, phone: users.phone } })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!found) throw notFound(orderMessages.orderNotFound);
  const { o, u } = found;
  // Independent reads: on PostgreSQL's pool they run side by side.
  const [items, paid, history, notes, [coupon], refunded] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, o.id)).orderBy(asc(orderItems.id)),
    db.select().from(payments).where(eq(payments.orderId, o.id)).orderBy(asc(payments.id)),
    db
      .select({ h: orderStatusHistory, actor: users.name })
      .from(orderStatusHistory)
      .leftJoin(users, eq(users.id, orderStatusHistory.actorUserId))
      .where(eq(orderStatusHistory.orderId, o.id))
      .orderBy(asc(orderStatusHistory.id)),
    db
      .select({ n: orderNotes, author: users.name })
      .from(orderNotes)
      .leftJoin(users, eq(users.id, orderNotes.authorUserId))
      .where(eq(orderNotes.orderId, o.id))
      .orderBy(desc(orderNotes.id)),
    o.couponId ? db.select({ id: coupons.id, code: coupons.code }).from(coupons).where(eq(coupons.id, o.couponId)) : [],
    refundedOf(db, o.id),
  ]);
  return {
    id: o.id,
    status_id: o.statusId,
    status: orderStatusText(o.statusId, lang, isPickupOrder(o)),
    created_at: o.createdAt.toISOString(),
    delivered_at: o.deliveredAt?.toISOString() ?? null,
    cancelled_at: o.cancelledAt?.toISOString() ?? null,
    cancel_reason: cancelReasonOf(o),
    customer: u,
    payment_method: o.paymentMethod,
    payment_method_type: o.paymentMethodType,
    shipping: {
      ...deliveryAddressOf(o, lang),
      latitude: o.shipLatitude,
      longitude: o.shipLongitude,
    },
    business: businessBuyerOf(o, lang),
    price: toAed(o.price),
    discount: toAed(o.discount),
    coupon: coupon ? { ...coupon, discount: toAed(o.couponDiscount) } : null,
    vat: toAed(o.vat),
    shipping_cost: toAed(o.shippingCost),
    cod_fee: toAed(o.codFee),
    total: toAed(o.total),
    wallet_used: toAed(o.walletUsed),
    card_amount: toAed(o.cardAmount),
    refunded: toAed(refunded),
    points_earned: o.pointsEarned,
    items: items.map((i) => ({
      id: i.id,
      product_id: i.productId,
      name: localized(i, 'productName', lang),
      main_image: i.mainImage ? mediaUrl(i.mainImage) : '',
      quantity: i.quantity,
      price_at_purchase: toAed(i.priceAtPurchase),
      status_id: i.statusId,
      status: orderStatusText(i.statusId, lang, isPickupOrder(o)),
    })),
    payments: paid.map((p) => ({
      id: p.id,
      gateway: p.gateway,
      payment_id: p.paymentId ?? '',
      amount: toAed(p.amount),
      status: p.status,
      created_at: p.createdAt.toISOString(),
    })),
    history: history.map(({ h, actor }) => ({
      from_status: h.fromStatus,
      to_status: h.toStatus,
      status: orderStatusText(h.toStatus, lang, isPickupOrder(o)),
      actor: actor ?? '',
      note: h.note,
      created_at: h.createdAt.toISOString(),
    })),
    notes: notes.map(({ n, author }) => ({ id: n.id, author: author ?? '', note: n.body, created_at: n.createdAt.toISOString() })),
    shipment: shipmentOf(o, lang),
    pickup: await pickupOf(db, o, lang),
    actions: (Object.keys(ADMIN_ORDER_MOVES) as AdminOrderAction[]).filter((a) => ADMIN_ORDER_MOVES[a].from.includes(o.statusId)),
  };
}

/** Adds a staff note to the order and audits it, in one transaction. */
export async function addOrderNote(db: Db, actorId: number, input: { order_id: number; note: string }, lang: Lang) {
  await transaction(db, async (tx) => {
    const [o] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, input.order_id));
    if (!o) throw notFound(orderMessages.orderNotFound);
    const [added] = await tx
      .insert(orderNotes)
      .values({ orderId: o.id, authorUserId: actorId, body: input.note })
      .returning({ id: orderNotes.id });
    await audit(tx, actorId, { action: 'order.note', entity: 'order', entityId: o.id, after: { noteId: added!.id, note: input.note } });
  });
  return orderDetail(db, input.order_id, lang);
}

/**
 * Fils given back for the order: what a cancel or a failed payment returned to the wallet (its wallet part and
 * the card's), and every approved return's refund (to the wallet and to the card).
 */
async function refundedOf(db: DbOrTx, orderId: number): Promise<number> {
  const [released] = await db
    .select({ fils: sql<number>`coalesce(sum(${walletEntries.amount}), 0)::int` })
    .from(walletEntries)
    .where(and(eq(walletEntries.orderId, orderId), eq(walletEntries.kind, 'balance'), eq(walletEntries.reason, 'order_refund')));
  const [returned] = await db
    .select({ fils: sql<number>`coalesce(sum(${returnRequests.refundAmount}), 0)::int` })
    .from(returnRequests)
    .innerJoin(orderItems, eq(orderItems.id, returnRequests.orderItemId))
    .where(and(eq(orderItems.orderId, orderId), eq(returnRequests.status, 'approved')));
  return released!.fils + returned!.fils;
}

/** What the card paid for the order (payments that succeeded). */
async function cardPaid(tx: Tx, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ paid: sql<number>`coalesce(sum(${payments.amount}), 0)::int` })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')));
  return row?.paid ?? 0;
}

/**
 * Applies one move. Each effect runs only when the order really was in an allowed status (checked under
 * the row lock), so a repeated call is refused and changes nothing. Cancel refunds like the customer's
 * own cancel (modules/orders): the wallet part and what a card paid go back to the wallet.
 */
export async function moveOrder(db: Db, actorId: number, input: MoveInput, lang: Lang, shipping: Shipping = NO_CARRIER_API) {
  await applyMove(db, actorId, input, lang, shipping);
  return orderDetail(db, input.order_id, lang);
}

interface MoveInput extends ShipmentInput {
  order_id: number;
  action: AdminOrderAction;
  note?: string | undefined;
  /** The code the customer of a pickup order shows, to mark it collected. */
  pickup_code?: string | undefined;
  /** 1: create the shipment although an earlier attempt may have created one (unsettledShipmentAttempt). */
  new_shipment?: number | undefined;
}

/** The carriers with an API a move to shipped may use (Aramex, Quiqup, each when configured), and the weight told per item. */
export interface Shipping {
  aramex: Carrier | null;
  quiqup: Carrier | null;
  weightPerItemKg: number;
}
const NO_CARRIER_API: Shipping = { aramex: null, quiqup: null, weightPerItemKg: 0.5 };

/** The order's shipment columns for a move to shipped (the contract has checked what each carrier needs). */
const shipmentColumns = (input: ShipmentInput) => ({
  carrier: input.carrier ?? null,
  carrierName: input.carrier_name ?? '',
  trackingNumber: input.tracking_number ?? '',
  driverPhone: input.driver_phone ?? '',
});

/** Returns the order's status after the move. */
async function applyMove(db: Db, actorId: number, input: MoveInput, lang: Lang, shipping = NO_CARRIER_API): Promise<number> {
  // Aramex or Quiqup without a typed number: the shipment is created (shipWithCarrier), when that carrier is set
  // up; else the number is needed.
  const api = input.carrier === 'aramex' || input.carrier === 'quiqup' ? input.carrier : null;
  const creates = input.action === 'ship' && api !== null && input.tracking_number === undefined ? shipping[api] : undefined;
  if (creates === null) throw badInput('tracking_number', FIELD_REASONS.required);
  if (creates) return shipWithCarrier(db, actorId, input, lang, creates, shipping.weightPerItemKg);
  return transaction(db, (tx) => recordMove(tx, actorId, input, lang));
}

/**
 * Ships with a carrier's API in three steps, as card refunds are sent (returns/cardRefund.ts): a short
 * transaction claims the order, the carrier is called with no transaction open (no row lock held for its round
 * trip, and nothing to roll back once it has accepted), and a second transaction records the move. While the
 * claim stands every other move of the order is refused, so two "mark shipped" at once create one shipment; a
 * carrier's refusal releases the claim and leaves the order as it was.
 * An attempt whose outcome is unknown (no readable answer, or this process stopped during it) may have created a
 * shipment: it is kept as unsettled, and another is created only when the owner asks for a new one.
 */
async function shipWithCarrier(db: Db, actorId: number, input: MoveInput, lang: Lang, carrier: Carrier, weightPerItemKg: number) {
  const claim = new Date();
  const order = await transaction(db, async (tx) => {
    const before = await lockMovable(tx, input, lang);
    if (unsettledShipmentAttempt(before) && input.new_shipment !== 1) {
      throw refuse(
        orderMessages.shipmentMayExist,
        { id: before.id, carrier: CARRIER_NAMES[carrier.name][lang] },
        { field: 'new_shipment' },
      );
    }
    await tx.update(orders).set({ shipmentClaimedAt: claim, shipmentUnsettledAt: null }).where(eq(orders.id, before.id));
    return before;
  });
  let trackingNumber: string;
  try {
    trackingNumber = await createCarrierShipment(db, carrier, order, weightPerItemKg);
  } catch (error) {
    // Refused: the carrier created nothing. Anything else (no answer in time, none that could be read): it may have.
    const refused = error instanceof CarrierError && error.kind === 'refused';
    await db
      .update(orders)
      .set({ shipmentClaimedAt: null, shipmentUnsettledAt: refused ? null : claim })
      .where(and(eq(orders.id, order.id), eq(orders.shipmentClaimedAt, claim)));
    throw carrierRefusal(error, carrier.name);
  }
  return transaction(db, (tx) => recordMove(tx, actorId, { ...input, tracking_number: trackingNumber }, lang, claim));
}

/**
 * Locks the order and checks the move may be made now: its status, a pickup order's code, and no shipment being
 * created by another request (`claim`: the one this request holds, to record its own shipment).
 */
async function lockMovable(tx: Tx, input: MoveInput, lang: Lang, claim?: Date) {
  const before = await lockOrder(tx, input.order_id);
  if (!before) throw notFound(orderMessages.orderNotFound);
  if (claim ? before.shipmentClaimedAt?.getTime() !== claim.getTime() : shipmentUnderway(before)) {
    throw refuse(orderMessages.shipmentUnderway, { id: before.id });
  }
  if (!ADMIN_ORDER_MOVES[input.action].from.includes(before.statusId)) throw moveRefusal(before, input, lang);
  checkPickupMove(before, input);
  return before;
}

const moveRefusal = (order: { id: number; statusId: number; pickupCode: string }, input: MoveInput, lang: Lang) =>
  refuse(orderMessages.moveNotAllowed, {
    id: order.id,
    status: orderStatusText(order.statusId, lang, isPickupOrder(order)),
    action: orderActionNames[input.action][lang],
  });

/**
 * The move's effects and audit under the order's row lock. Each runs only when the order really was in an
 * allowed status, so a repeated call is refused and changes nothing.
 */
async function recordMove(tx: Tx, actorId: number, input: MoveInput, lang: Lang, claim?: Date): Promise<number> {
  const move = ADMIN_ORDER_MOVES[input.action];
  const opts = { actorUserId: actorId, note: input.note ?? '' };
  const before = await lockMovable(tx, input, lang, claim);
  const refusal = () => moveRefusal(before, input, lang);

  let refundedCard = 0;
  if (input.action === 'cancel') {
    if (!(await releaseOrder(tx, before.id, move.from, opts))) throw refusal();
    refundedCard = await cardPaid(tx, before.id);
    if (refundedCard > 0) {
      await moveWallet(tx, before.userId, 'balance', refundedCard, {
        reason: 'order_refund',
        orderId: before.id,
        actorUserId: actorId,
        note: 'card payment',
      });
    }
  } else if (input.action === 'deliver') {
    if (!(await deliverOrder(tx, before.id, move.from, opts))) throw refusal();
  } else if (input.action === 'ship') {
    await recordOrderStatus(tx, before, move.to, {
      ...opts,
      extra: { ...shipmentColumns(input), shipmentClaimedAt: null, shipmentUnsettledAt: null },
    });
  } else {
    await recordOrderStatus(tx, before, move.to, opts);
  }
  const [after] = await tx.select().from(orders).where(eq(orders.id, before.id));
  await audit(tx, actorId, {
    action: `order.${input.action}`,
    entity: 'order',
    entityId: before.id,
    before: { statusId: before.statusId },
    after: {
      statusId: after!.statusId,
      pointsEarned: after!.pointsEarned,
      refundedToWallet: before.walletUsed + refundedCard,
      note: opts.note,
      // Empty values are left out of the log's difference, so only what this move recorded shows.
      ...(input.action === 'ship' ? shipmentColumns(input) : {}),
    },
  });
  return after!.statusId;
}

/**
 * The same move for several orders, one transaction each (applyMove: effects and audit under the order's row
 * lock), so one refused order does not undo the others and a concurrent repeat finds them already moved.
 */
export async function moveOrders(
  db: Db,
  actorId: number,
  input: { order_ids: number[]; action: AdminOrderAction; note?: string | undefined } & ShipmentInput,
  lang: Lang,
) {
  const { order_ids, ...move } = input;
  const results = [];
  for (const id of new Set(order_ids)) {
    try {
      const statusId = await applyMove(db, actorId, { ...move, order_id: id }, lang);
      results.push({
        id,
        moved: true,
        status_id: statusId,
        msg: formatIn(lang, orderMessages.orderMoved, { id, status: orderStatusText(statusId, lang) }),
      });
    } catch (error) {
      // Refusals (wrong status, no such order) are this order's answer; anything else fails the request.
      if (!(error instanceof AppError) || (error.statusCode !== 200 && error.statusCode !== 404)) throw error;
      const [now] = await db.select({ statusId: orders.statusId }).from(orders).where(eq(orders.id, id));
      results.push({ id, moved: false, status_id: now?.statusId ?? null, msg: formatIn(lang, error.msg, error.params) });
    }
  }
  return { moved: results.filter((r) => r.moved).length, results };
}

/** The orders in their customers' languages, in the order asked (once each), for the slips that go in the parcels. */
export async function packingSlips(db: DbOrTx, orderIds: number[]) {
  const slips = [];
  for (const orderId of new Set(orderIds)) {
    const [found] = await db
      .select({ lang: users.language })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, orderId));
    if (!found) throw notFound(orderMessages.orderNotFound);
    slips.push({ lang: found.lang, order: await orderDetail(db, orderId, found.lang) });
  }
  return slips;
}
