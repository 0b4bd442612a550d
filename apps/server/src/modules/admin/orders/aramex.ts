// Shipping with a carrier's API from the console: the shipment created when the order is marked shipped (the
// AWB, or Quiqup's order id, becomes the tracking number), the label reprinted and a pickup asked for from the
// carrier the order was shipped with, and Aramex's tracking poll that delivers an order Aramex delivered
// (through deliverOrder, as the owner's own move) and records a return to the shop on the history, each once.
//
// The label is not stored: the carrier reprints it from the tracking number (Aramex PrintLabel) whenever it is
// asked, so there is no file to keep in step between server processes or to lose with the data folder.
import { and, eq, sql } from 'drizzle-orm';
import { ADMIN_ORDER_MOVES, ORDER_STATUS, toAed } from '@shop/contract';
import type { Db, DbOrTx } from '../../../db/client';
import { transaction } from '../../../db/transaction';
import { orderItems, orderStatusHistory, orders, users } from '../../../db/schema';
import type { AppError } from '../../../http/errors';
import { notFound, refuse } from '../../../http/errors';
import { CarrierError, shopAsShipper, type Carrier, type Carriers, type TrackingUpdate } from '../../../integrations/carriers';
import { cashToCollect } from '../../orders/cash';
import { deliverOrder, lockOrder } from '../../orders/effects';
import { orderMessages } from './messages';

type Order = typeof orders.$inferSelect;

const REFUSALS = {
  aramex: { refused: orderMessages.aramexRefused, field: orderMessages.aramexRefusedField, failed: orderMessages.aramexFailed },
  quiqup: { refused: orderMessages.quiqupRefused, field: orderMessages.quiqupRefusedField, failed: orderMessages.quiqupFailed },
} as const;

/** A carrier's failure as the owner reads it: the carrier's own message, with its field when it names one; never a 500. */
export function carrierRefusal(error: unknown, carrier: Carrier['name'] = 'aramex'): AppError {
  if (!(error instanceof CarrierError)) throw error;
  const texts = REFUSALS[carrier];
  const message = error.message.replace(/^(?:Aramex \w+|Quiqup [\w ]+?): /, '');
  if (error.kind !== 'refused') return refuse(texts.failed, { message });
  return error.field ? refuse(texts.field, { field: error.field, message }, { field: error.field }) : refuse(texts.refused, { message });
}

/**
 * Creates the order's shipment with a carrier with an API (Aramex, Quiqup) and answers its tracking number;
 * cash orders carry what is left to collect, orders paid online nothing. Called with no transaction open (the
 * order claimed, service.ts shipWithCarrier); the reference is the order's id, so the owner can find the shipment
 * in the carrier's account. A failure is the carrier's CarrierError: whether the carrier refused tells the caller
 * whether a shipment may exist (carrierRefusal words it for the owner).
 */
export async function createCarrierShipment(db: DbOrTx, carrier: Carrier, order: Order, weightPerItemKg: number): Promise<string> {
  const items = await db
    .select({ quantity: orderItems.quantity, name: orderItems.productNameEn })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  const pieces = items.reduce((n, i) => n + i.quantity, 0);
  const [customer] = await db.select({ email: users.email }).from(users).where(eq(users.id, order.userId));
  const created = await carrier.createShipment({
    reference: String(order.id),
    shipper: await shopAsShipper(db),
    consignee: {
      name: order.shipName,
      phone: order.shipPhone,
      email: customer?.email ?? '',
      line1: order.shipAddress,
      line2: order.shipRegionEn,
      city: order.shipEmirateEn,
      countryCode: 'AE',
    },
    description: `Order ${order.id}`,
    pieces: 1,
    weightKg: Math.max(pieces, 1) * weightPerItemKg,
    codAed: toAed(cashToCollect(order)),
    items,
  });
  return created.trackingNumber;
}

const NOT_CONFIGURED = { aramex: orderMessages.aramexNotConfigured, quiqup: orderMessages.quiqupNotConfigured } as const;

/** The carrier with an API the order was shipped with and its tracking number, or a refusal. */
async function shipmentWithApi(db: Db, carriers: Carriers, orderId: number) {
  const [o] = await db.select({ carrier: orders.carrier, number: orders.trackingNumber }).from(orders).where(eq(orders.id, orderId));
  if (!o) throw notFound(orderMessages.orderNotFound);
  const name = o.carrier === 'aramex' || o.carrier === 'quiqup' ? o.carrier : null;
  if (name === null || o.number === '') throw refuse(orderMessages.noCarrierShipment, { id: orderId });
  const carrier = carriers[name];
  if (!carrier) throw refuse(NOT_CONFIGURED[name]);
  return { carrier, trackingNumber: o.number };
}

/** The label of the order's shipment, as the carrier it was shipped with prints it. */
export async function carrierLabel(db: Db, carriers: Carriers, orderId: number) {
  const { carrier, trackingNumber } = await shipmentWithApi(db, carriers, orderId);
  try {
    return { carrier: carrier.name, trackingNumber, pdf: await carrier.label(trackingNumber) };
  } catch (error) {
    throw carrierRefusal(error, carrier.name);
  }
}

/**
 * Asks the order's carrier to collect its parcel at the shop, from now until the shop closes (`closesAt`);
 * Quiqup's pickup is marking it ready for its next collection run.
 */
export async function carrierPickup(db: Db, carriers: Carriers, orderId: number, weightPerItemKg: number, now = new Date()) {
  const { carrier, trackingNumber } = await shipmentWithApi(db, carriers, orderId);
  const [items] = await db
    .select({ n: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  try {
    const { pickupId } = await carrier.requestPickup({
      reference: String(orderId),
      shipper: await shopAsShipper(db),
      trackingNumbers: [trackingNumber],
      readyAt: now,
      closesAt: new Date(now.getTime() + 4 * 3_600_000),
      pieces: 1,
      weightKg: Math.max(items?.n ?? 1, 1) * weightPerItemKg,
    });
    return { carrier: carrier.name, pickupId };
  } catch (error) {
    throw carrierRefusal(error, carrier.name);
  }
}

/**
 * One round of tracking: the shipped Aramex orders are asked about together; a delivered one is delivered
 * (deliverOrder: history, e-mail, points, invoice, as the owner's move), a returned one gets a history line.
 * Each under the order's row lock and only while the order is still shipped, so two rounds at once move an
 * order once. Answers how many orders changed.
 */
export async function trackAramexShipments(db: Db, carrier: Carrier | null): Promise<number> {
  if (!carrier) return 0;
  const open = await db
    .select({ id: orders.id, awb: orders.trackingNumber })
    .from(orders)
    .where(and(eq(orders.statusId, ORDER_STATUS.shipped), eq(orders.carrier, 'aramex'), sql`${orders.trackingNumber} <> ''`))
    .limit(500);
  if (!open.length) return 0;
  const updates = new Map((await carrier.track(open.map((o) => o.awb))).map((u) => [u.trackingNumber, u]));
  let changed = 0;
  for (const o of open) {
    const update = updates.get(o.awb);
    if (!update || update.state === 'in_transit') continue;
    if (await applyTracking(db, o.id, update)) changed++;
  }
  return changed;
}

async function applyTracking(db: Db, orderId: number, update: TrackingUpdate): Promise<boolean> {
  const note = `Aramex ${update.code}: ${update.description}`.trim();
  return transaction(db, async (tx) => {
    if (update.state === 'delivered') {
      return (await deliverOrder(tx, orderId, ADMIN_ORDER_MOVES.deliver.from, { actorUserId: null, note })) !== null;
    }
    const order = await lockOrder(tx, orderId);
    if (!order || order.statusId !== ORDER_STATUS.shipped || order.carrierEvent === update.code) return false;
    await tx.update(orders).set({ carrierEvent: update.code, updatedAt: new Date() }).where(eq(orders.id, orderId));
    // A line in the history without a change of status (and so without the customer's e-mail).
    await tx.insert(orderStatusHistory).values({ orderId, fromStatus: order.statusId, toStatus: order.statusId, actorUserId: null, note });
    return true;
  });
}
