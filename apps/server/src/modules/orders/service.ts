// The customer's side of orders (docs/product.md §7 Orders): the list of ordered items, cancelling, returns and
// reviews. Orders and items are always found together with their owner.
import { and, asc, avg, count, desc, eq, sql, sum } from 'drizzle-orm';
import {
  CANCEL_REASON_OTHER,
  CANCELLABLE_STATUSES,
  FIELD_REASONS,
  ORDER_STATUS,
  RETURN_WINDOW_DAYS,
  arrivalEstimate,
  mediaUrl,
  shopDate,
  toAed,
  type Lang,
  type OrderDetails,
  type OrderRow,
} from '@shop/contract';
import type { Db, DbOrTx } from '../../db/client';
import { statement } from '../../db/statements';
import { shipmentOf } from './shipment';
import { transaction } from '../../db/transaction';
import {
  orderItems,
  orderStatusHistory,
  orders,
  payments,
  products,
  returnPhotos,
  returnReasons,
  returnRequests,
  reviewPhotos,
  reviews,
  storeSettings,
} from '../../db/schema';
import { UploadedFile } from '../../http/body';
import { AppError, badInput, notFound, refuse } from '../../http/errors';
import { deleteImage, NotAnImageError, newImageKey, saveUploadedImage } from '../../integrations/images';
import type { MediaStore } from '../../integrations/images/store';
import { format, localized } from '../../http/i18n';
import { recordOrderAlert } from '../alerts/service';
import { placeholderImage } from '../catalog/cards';
import { notify } from '../notifications/notify';
import { moveWallet } from '../wallet/ledger';
import { lockOrder, releaseOrder } from './effects';
import { orderMessages } from './messages';
import { cashToCollect } from './cash';
import { isPickupOrder, orderStatusText } from './status';
import { pickupOf } from '../pickup/service';

const DAY_MS = 24 * 60 * 60 * 1000;

type OrderDates = Pick<typeof orders.$inferSelect, 'statusId' | 'createdAt' | 'deliveredAt'>;

function arrivalDate(order: OrderDates): string | null {
  if (order.deliveredAt) return shopDate(order.deliveredAt);
  if (order.statusId === ORDER_STATUS.cancelled || order.statusId === ORDER_STATUS.awaitingPayment) return null;
  return arrivalEstimate(order.createdAt);
}

/** The last moment a delivered item may be returned (RETURN_WINDOW_DAYS after delivery). */
const returnWindowEnd = (deliveredAt: Date) => new Date(deliveredAt.getTime() + RETURN_WINDOW_DAYS * DAY_MS);

/** Whether a delivered item may still be returned at `now` (within RETURN_WINDOW_DAYS of delivery). */
export function withinReturnWindow(deliveredAt: Date, now = new Date()): boolean {
  return now.getTime() <= returnWindowEnd(deliveredAt).getTime();
}

export interface OrdersList {
  /** One row per ordered item, newest order first. */
  rows: OrderRow[];
  /** When the list next reads differently with no change to the orders: the first open return window closing. */
  changesAt: Date | null;
}

export async function listOrders(db: DbOrTx, userId: number, lang: Lang, now = new Date()): Promise<OrdersList> {
  const rows = await statement(db, 'orders_of_customer', () =>
    db
      .select({
        itemId: orderItems.id,
        orderId: orders.id,
        productId: orderItems.productId,
        productNameEn: orderItems.productNameEn,
        productNameAr: orderItems.productNameAr,
        mainImage: orderItems.mainImage,
        quantity: orderItems.quantity,
        statusId: orderItems.statusId,
        priceAtPurchase: orderItems.priceAtPurchase,
        orderStatusId: orders.statusId,
        createdAt: orders.createdAt,
        deliveredAt: orders.deliveredAt,
        paymentMethod: orders.paymentMethod,
        total: orders.total,
        pickup: sql<boolean>`${orders.pickupCode} <> ''`,
        reviewed: sql<boolean>`${reviews.id} is not null`,
        // An item is returned at most once: after a refused request it is delivered again but not returnable.
        askedToReturn: sql<boolean>`${returnRequests.id} is not null`,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      // Each joins at most one row (one review per customer and product, one request per item), by its unique
      // index: as EXISTS subqueries PostgreSQL read the whole reviews table for every list.
      .leftJoin(reviews, and(eq(reviews.userId, orders.userId), eq(reviews.productId, orderItems.productId)))
      .leftJoin(returnRequests, eq(returnRequests.orderItemId, orderItems.id))
      .where(eq(orders.userId, sql.placeholder('userId')))
      .orderBy(desc(orders.createdAt), desc(orders.id), asc(orderItems.id)),
  ).execute({ userId });
  let changesAt: Date | null = null;
  const list = rows.map((row): OrderRow => {
    const order = { statusId: row.orderStatusId, createdAt: row.createdAt, deliveredAt: row.deliveredAt };
    const returnable =
      row.statusId === ORDER_STATUS.delivered && row.deliveredAt !== null && withinReturnWindow(row.deliveredAt, now) && !row.askedToReturn;
    if (returnable) {
      // Just past the window's last moment, the item is no longer returnable.
      const closes = new Date(returnWindowEnd(row.deliveredAt!).getTime() + 1);
      if (!changesAt || closes < changesAt) changesAt = closes;
    }
    return {
      id: row.itemId,
      order_id: row.orderId,
      order_item_id: row.itemId,
      product_id: row.productId,
      product_name: localized(row, 'productName', lang),
      main_image: row.mainImage ? mediaUrl(row.mainImage) : placeholderImage(),
      quantity: row.quantity,
      status_id: row.statusId,
      status: orderStatusText(row.statusId, lang, row.pickup),
      order_date: shopDate(row.createdAt),
      arrival_date: arrivalDate(order),
      price_at_purchase: toAed(row.priceAtPurchase),
      payment_method: row.paymentMethod,
      returnable,
      reviewed: row.reviewed,
      order_total: toAed(row.total),
    };
  });
  return { rows: list, changesAt };
}

type ShippedTo = Pick<
  typeof orders.$inferSelect,
  'shipName' | 'shipPhone' | 'shipAddress' | 'shipEmirateEn' | 'shipEmirateAr' | 'shipRegionEn' | 'shipRegionAr'
>;

/**
 * Where an order goes, as copied onto it when ordered, in the caller's language: the shopper's order page and
 * the console's order (which adds the map position) show the same address.
 */
export const deliveryAddressOf = (order: ShippedTo, lang: Lang) => ({
  name: order.shipName,
  phone: order.shipPhone,
  address: order.shipAddress,
  emirate: localized(order, 'shipEmirate', lang),
  region: localized(order, 'shipRegion', lang),
});

/** The buyer of a B2B sale as copied onto the order, in the caller's language; null for a consumer sale. */
export const businessBuyerOf = (order: Pick<typeof orders.$inferSelect, 'business'>, lang: Lang) =>
  order.business && {
    company_name: order.business.companyName,
    trn: order.business.trn,
    address: order.business.address,
    emirate: localized(order.business, 'emirate', lang),
    region: localized(order.business, 'region', lang),
  };

/**
 * One order of the customer's (the order page): its items as the list shows them, the totals, the delivery
 * address as copied when ordered, and its status history (order_status_history, written with each change).
 */
export async function orderDetails(db: DbOrTx, userId: number, orderId: number, lang: Lang, now = new Date()): Promise<OrderDetails> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw notFound(orderMessages.orderNotFound);
  const rows = (await listOrders(db, userId, lang, now)).rows.filter((r) => r.order_id === order.id);
  const history = await db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, order.id))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
  const cardPaid = await cardPaidAmount(db, order.id);
  // Cash is paid at the door: counted once the order was delivered.
  const cashPaid = order.deliveredAt ? cashToCollect(order) : 0;
  const payable = order.statusId === ORDER_STATUS.awaitingPayment && order.expiresAt !== null && order.expiresAt > now;
  return {
    order_id: order.id,
    status_id: order.statusId,
    status: orderStatusText(order.statusId, lang, isPickupOrder(order)),
    order_date: order.createdAt.toISOString(),
    arrival_date: arrivalDate(order),
    payment_method: order.paymentMethod,
    payment_method_type: order.paymentMethodType,
    items: rows.map((r) => ({
      order_item_id: r.order_item_id,
      product_id: r.product_id,
      product_name: r.product_name,
      main_image: r.main_image,
      quantity: r.quantity,
      price_at_purchase: r.price_at_purchase,
      status_id: r.status_id,
      status: r.status,
      returnable: r.returnable,
      reviewed: r.reviewed,
    })),
    totals: {
      subtotal: toAed(order.price),
      discount: toAed(order.discount),
      coupon_discount: toAed(order.couponDiscount),
      delivery: toAed(order.shippingCost),
      cod_fee: toAed(order.codFee),
      vat: toAed(order.vat),
      total: toAed(order.total),
      wallet_used: toAed(order.walletUsed),
      card_amount: toAed(order.cardAmount),
      paid: toAed(order.walletUsed + cardPaid + cashPaid),
    },
    address: deliveryAddressOf(order, lang),
    history: history.map((h) => ({
      status_id: h.toStatus,
      status: orderStatusText(h.toStatus, lang, isPickupOrder(order)),
      at: h.createdAt.toISOString(),
      order_item_id: h.orderItemId,
    })),
    pay_until: payable ? order.expiresAt!.toISOString() : null,
    cancel_reason: cancelReasonOf(order),
    shipment: shipmentOf(order, lang),
    business: businessBuyerOf(order, lang),
    pickup: await pickupOf(db, order, lang),
  };
}

/** The shopper's reason for cancelling, as kept with the order; null when they gave none. */
export const cancelReasonOf = (order: Pick<typeof orders.$inferSelect, 'cancelReasonId' | 'cancelDescription'>) =>
  order.cancelReasonId === null && order.cancelDescription === ''
    ? null
    : { reason_id: order.cancelReasonId, description: order.cancelDescription };

/**
 * Cancels the customer's order while it is placed or confirmed (releaseOrder returns stock, the wallet
 * part and the coupon use, and writes the history, the notification and the e-mail). The shopper's reason,
 * when given, is kept with the order; 'another reason' needs their words. What a card paid goes back to the
 * wallet at once: the refund is immediate and the customer can spend it or ask the shop to send it to the card.
 */
export async function cancelOrder(
  db: Db,
  userId: number,
  input: { order_id: number; reason_id?: number | undefined; description?: string | undefined },
  lang: Lang,
) {
  const description = input.description ?? '';
  if (input.reason_id === CANCEL_REASON_OTHER && description === '') throw badInput('description', FIELD_REASONS.required);
  const reason = { reasonId: input.reason_id ?? null, description };
  return transaction(db, async (tx) => {
    const order = await lockOrder(tx, input.order_id, userId);
    if (!order) throw notFound(orderMessages.orderNotFound);
    if (!(await releaseOrder(tx, order.id, CANCELLABLE_STATUSES, { ownerUserId: userId, actorUserId: userId, reason }))) {
      throw refuse(orderMessages.notCancellable);
    }
    const cardPaid = await cardPaidAmount(tx, order.id);
    if (cardPaid > 0) {
      await moveWallet(tx, userId, 'balance', cardPaid, {
        reason: 'order_refund',
        orderId: order.id,
        actorUserId: userId,
        note: 'card payment',
      });
    }
    return {
      order_id: order.id,
      status_id: ORDER_STATUS.cancelled,
      status: orderStatusText(ORDER_STATUS.cancelled, lang),
      refunded_to_wallet: toAed(order.walletUsed + cardPaid),
    };
  });
}

async function cardPaidAmount(tx: DbOrTx, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ paid: sum(payments.amount).mapWith(Number) })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')));
  return row?.paid ?? 0;
}

export async function listReturnReasons(db: DbOrTx, lang: Lang) {
  const rows = await db.select().from(returnReasons).orderBy(asc(returnReasons.sort), asc(returnReasons.id));
  return rows.map((r) => ({ id: r.id, reason_id: r.id, reason: localized(r, 'name', lang) }));
}

/** Asks to return one delivered item within the return window: a pending request, the item in status 7. */
export async function requestReturn(
  db: DbOrTx,
  media: MediaStore,
  userId: number,
  input: { order_item_id: number; reason_id: number; description: string } & PhotoFields,
  lang: Lang,
  now = new Date(),
) {
  const [reason] = await db.select({ id: returnReasons.id }).from(returnReasons).where(eq(returnReasons.id, input.reason_id));
  if (!reason) throw badInput('reason_id', FIELD_REASONS.unknownReason);
  const photos = await saveCustomerPhotos(media, input, 'returns');
  try {
    return await recordReturn(db, userId, input, reason.id, photos, lang, now);
  } catch (error) {
    await Promise.all(photos.map((key) => deleteImage(media, key)));
    throw error;
  }
}

/** The photo fields of a return and of a review (photo1 to photo3). */
const PHOTO_FIELDS = ['photo1', 'photo2', 'photo3'] as const;
type PhotoFields = Partial<Record<(typeof PHOTO_FIELDS)[number], unknown>>;

/**
 * A customer's photos (a return's, a review's) under media `folder`: checks each by its content and re-encodes it to
 * WebP (the product images' pipeline); the first bad one is refused naming its field, and whatever was stored before
 * it is removed, so a refusal leaves nothing.
 */
async function saveCustomerPhotos(media: MediaStore, input: PhotoFields, folder: 'returns' | 'reviews'): Promise<string[]> {
  const saved: string[] = [];
  try {
    for (const field of PHOTO_FIELDS) {
      const file = input[field];
      if (file === undefined) continue;
      if (!(file instanceof UploadedFile) || file.size === 0)
        throw new AppError(400, orderMessages.notAPhoto, {}, { field, reason: 'must be a file' });
      const key = newImageKey(folder);
      try {
        await saveUploadedImage(media, key, file.path);
      } catch (error) {
        if (error instanceof NotAnImageError)
          throw new AppError(400, orderMessages.notAPhoto, {}, { field, reason: 'not an accepted image' });
        throw error;
      }
      saved.push(key);
    }
    return saved;
  } catch (error) {
    await Promise.all(saved.map((key) => deleteImage(media, key)));
    throw error;
  }
}

async function recordReturn(
  db: DbOrTx,
  userId: number,
  input: { order_item_id: number; description: string },
  reasonId: number,
  photos: string[],
  lang: Lang,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ item: orderItems, orderId: orders.id })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orderItems.id, input.order_item_id), eq(orders.userId, userId)));
    if (!found) throw notFound(orderMessages.itemNotFound);
    // The order row lock serialises status changes of the order and its items.
    const order = (await lockOrder(tx, found.orderId, userId))!;
    const [item] = await tx.select().from(orderItems).where(eq(orderItems.id, input.order_item_id));
    if (item!.statusId !== ORDER_STATUS.delivered) throw refuse(orderMessages.notReturnable);
    if (!withinReturnWindow(order.deliveredAt ?? order.updatedAt, now)) {
      throw refuse(orderMessages.returnWindowOver, { days: RETURN_WINDOW_DAYS });
    }
    // One request per item (a unique index): a refused item is delivered again, but cannot be asked for twice.
    const inserted = await tx
      .insert(returnRequests)
      .values({ orderItemId: item!.id, userId, reasonId, description: input.description })
      .onConflictDoNothing({ target: returnRequests.orderItemId })
      .returning({ id: returnRequests.id });
    if (inserted.length === 0) throw refuse(orderMessages.returnRefusedBefore);
    if (photos.length > 0) {
      await tx.insert(returnPhotos).values(photos.map((image, sort) => ({ returnRequestId: inserted[0]!.id, image, sort })));
    }
    await tx.update(orderItems).set({ statusId: ORDER_STATUS.returnRequested }).where(eq(orderItems.id, item!.id));
    await tx.insert(orderStatusHistory).values({
      orderId: order.id,
      orderItemId: item!.id,
      fromStatus: item!.statusId,
      toStatus: ORDER_STATUS.returnRequested,
      actorUserId: userId,
      note: input.description,
    });
    // The product's name differs by language, so the body is filled per language before notify.
    const body = {
      en: format(orderMessages.returnBody.en, { product: item!.productNameEn }),
      ar: format(orderMessages.returnBody.ar, { product: item!.productNameAr }),
    };
    await notify(tx, userId, orderMessages.returnTitle, body, { orderId: order.id, params: { id: order.id } });
    await recordOrderAlert(tx, 'return_request', order.id);
    return {
      order_item_id: item!.id,
      status_id: ORDER_STATUS.returnRequested,
      status: orderStatusText(ORDER_STATUS.returnRequested, lang),
      photos: photos.map((key) => mediaUrl(key)),
    };
  });
}

/**
 * A review by a customer who received the product (an item of theirs in status 3), once per product, with up to
 * three photos (stored first, removed again when the review is refused). The product's rating becomes the mean of
 * its visible reviews in the same transaction; the product row is locked first so two reviews at once both count.
 * While the shop holds reviews (HOLD_REVIEWS_KEY) it is stored pending and hidden, out of the rating until approved;
 * `pending` tells the route which message to answer.
 */
export async function addReview(
  db: DbOrTx,
  media: MediaStore,
  userId: number,
  input: { product_id: number; title: string; description: string; rating: number } & PhotoFields,
) {
  const photos = await saveCustomerPhotos(media, input, 'reviews');
  try {
    return await recordReview(db, userId, input, photos);
  } catch (error) {
    await Promise.all(photos.map((key) => deleteImage(media, key)));
    throw error;
  }
}

/** store_settings key: new reviews wait for the shop's approval (false or missing: published at once). */
export const HOLD_REVIEWS_KEY = 'hold_reviews';

export async function holdsReviews(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select().from(storeSettings).where(eq(storeSettings.key, HOLD_REVIEWS_KEY));
  return row?.value === true;
}

async function recordReview(
  db: DbOrTx,
  userId: number,
  input: { product_id: number; title: string; description: string; rating: number },
  photos: string[],
) {
  return db.transaction(async (tx) => {
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, input.product_id)).for('update');
    const [delivered] = await tx
      .select({ id: orderItems.id })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orders.userId, userId), eq(orderItems.productId, input.product_id), eq(orderItems.statusId, ORDER_STATUS.delivered)))
      .limit(1);
    if (!product || !delivered) throw refuse(orderMessages.notPurchased);
    const pending = await holdsReviews(tx);
    const inserted = await tx
      .insert(reviews)
      .values({
        userId,
        productId: product.id,
        title: input.title,
        description: input.description,
        rating: input.rating,
        pending,
        hidden: pending,
      })
      .onConflictDoNothing()
      .returning({ id: reviews.id });
    if (inserted.length === 0) throw refuse(orderMessages.alreadyReviewed);
    if (photos.length) await tx.insert(reviewPhotos).values(photos.map((image, sort) => ({ reviewId: inserted[0]!.id, image, sort })));
    const [stats] = await tx
      .select({ mean: avg(reviews.rating).mapWith(Number), n: count() })
      .from(reviews)
      .where(and(eq(reviews.productId, product.id), eq(reviews.hidden, false)));
    const rating = stats?.mean ?? 0;
    const ratingCount = stats?.n ?? 0;
    await tx.update(products).set({ rating, ratingCount }).where(eq(products.id, product.id));
    return { data: { product_id: product.id, rating: Math.round(rating * 10) / 10, rating_count: ratingCount }, pending };
  });
}
