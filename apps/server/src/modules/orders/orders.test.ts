import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  ORDER_STATUS,
  addBusinessDays,
  addReviewCall,
  cancelOrderCall,
  detailsCall,
  ordersListCall,
  returnItemCall,
  returnReasonsCall,
} from '@shop/contract';
import {
  couponUses,
  coupons,
  notifications,
  orderItems,
  orderStatusHistory,
  orders,
  payments,
  products,
  returnReasons,
  returnRequests,
  reviews,
  walletEntries,
} from '../../db/schema';
import { call, expectRefusal, invalidData } from '../../test/app';
import { daysAgo, order } from '../../test/fixtures/orders';
import { product } from '../../test/fixtures/products';
import { customer, type Customer } from '../../test/fixtures/shoppers';
import { suiteApp } from '../../test/fixtures/suite';
import { walletOf } from '../wallet/ledger';

const t = suiteApp();
let reasons: { id: number }[];

beforeAll(async () => {
  reasons = await t.db
    .insert(returnReasons)
    .values([
      { nameEn: 'Transport', nameAr: 'النقل', sort: 1 },
      { nameEn: 'Quality', nameAr: 'الجودة', productFault: true, sort: 2 },
      { nameEn: 'Price', nameAr: 'السعر', sort: 3 },
      { nameEn: 'Specifications', nameAr: 'المواصفات', productFault: true, sort: 4 },
      { nameEn: 'Other', nameAr: 'أخرى', sort: 5 },
    ])
    .returning();
});

const stockOf = async (id: number) => (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const list = async (c: Customer, lang: 'en' | 'ar' = 'en') => (await call(t.app, ordersListCall, c.auth, { lang })).body.data;
const cancel = (c: Customer, orderId: number, lang: 'en' | 'ar' = 'en') =>
  call(t.app, cancelOrderCall, { ...c.auth, order_id: orderId }, { lang });
const returnItem = (c: Customer, itemId: number, extra: Record<string, string | number> = {}) =>
  call(t.app, returnItemCall, {
    ...c.auth,
    order_item_id: itemId,
    reason_id: reasons[1]!.id,
    description: 'The jar arrived cracked',
    ...extra,
  });
const review = (c: Customer, productId: number, rating: number, extra: Record<string, string | number> = {}) =>
  call(t.app, addReviewCall, {
    ...c.auth,
    product_id: productId,
    title: 'Lovely',
    description: 'Tastes of the mountains',
    rating,
    ...extra,
  });

describe('orders/list.php', () => {
  it('answers one row per item, newest order first, with the localized status and dates', async () => {
    const c = await customer(t.db);
    const honey = await product(t.db, { nameEn: 'Sidr Honey', nameAr: 'عسل السدر', mainImage: 'p/sidr' });
    const oil = await product(t.db, { nameEn: 'Black Seed Oil', nameAr: 'زيت الحبة السوداء' });
    const orderedAt = new Date('2026-03-05T10:00:00Z'); // a Thursday in Dubai
    const old = await order(t.db, {
      userId: c.id,
      items: [{ productId: honey.id, quantity: 2, price: 9900 }],
      statusId: ORDER_STATUS.delivered,
      createdAt: orderedAt,
      deliveredAt: new Date('2026-03-07T20:30:00Z'), // 8 March, 00:30 in Dubai
    });
    const fresh = await order(t.db, {
      userId: c.id,
      items: [
        { productId: oil.id, quantity: 1, price: 4500 },
        { productId: honey.id, quantity: 1, price: 9900 },
      ],
      paymentMethod: 2,
      createdAt: new Date('2026-03-10T09:00:00Z'),
    });
    const rows = await list(c);
    expect(rows.map((r: { order_item_id: number }) => r.order_item_id)).toEqual([fresh.items[0]!.id, fresh.items[1]!.id, old.items[0]!.id]);
    expect(rows[2]).toEqual({
      id: old.items[0]!.id,
      order_id: old.order.id,
      order_item_id: old.items[0]!.id,
      product_id: honey.id,
      product_name: 'Sidr Honey',
      main_image: 'http://localhost:3000/media/p/sidr-640.webp',
      quantity: 2,
      status_id: 3,
      status: 'Delivered',
      order_date: '2026-03-05',
      arrival_date: '2026-03-08',
      price_at_purchase: 99,
      payment_method: 1,
      returnable: false, // delivered long before today
      reviewed: false,
      order_total: 223, // 2 × 99 + 25 delivery
    });
    // Not yet delivered: 3 business days after Tuesday 10 March is Friday 13 March.
    expect(rows[0]).toMatchObject({
      status_id: 1,
      status: 'Placed',
      arrival_date: '2026-03-13',
      payment_method: 2,
      main_image: 'http://localhost:3000/placeholder.svg',
    });
    const ar = await list(c, 'ar');
    expect(ar[0]).toMatchObject({ product_name: 'زيت الحبة السوداء', status: 'تم الطلب' });
    expect(ar[2]!.status).toBe('تم التوصيل');
  });

  it('estimates arrival in UAE business days (Saturday and Sunday are the weekend)', () => {
    expect(addBusinessDays(new Date('2026-03-06T08:00:00Z'), 3)).toBe('2026-03-11'); // Friday -> Wednesday
    expect(addBusinessDays(new Date('2026-03-05T21:00:00Z'), 3)).toBe('2026-03-11'); // already Friday in Dubai
  });

  it('gives no arrival date to a cancelled order and shows nothing of other customers', async () => {
    const c = await customer(t.db);
    const other = await customer(t.db);
    const p = await product(t.db);
    await order(t.db, { userId: c.id, items: [{ productId: p.id, quantity: 1, price: 5000 }], statusId: ORDER_STATUS.cancelled });
    expect((await list(c))[0]).toMatchObject({ status_id: 4, status: 'Cancelled', arrival_date: null });
    expect(await list(other)).toEqual([]);
  });
});

describe('orders/cancel_order.php', () => {
  it('cancels a placed order once: stock, wallet part and coupon use come back exactly once', async () => {
    const c = await customer(t.db);
    const p = await product(t.db, { stock: 3, soldCount: 2 });
    const [coupon] = await t.db
      .insert(coupons)
      .values({ code: `SAVE${c.id}`, kind: 'percent', value: 10 })
      .returning();
    const { order: o } = await order(t.db, {
      userId: c.id,
      items: [{ productId: p.id, quantity: 2, price: 5000 }],
      walletUsed: 3000,
      couponId: coupon!.id,
    });
    await t.db.insert(couponUses).values({ couponId: coupon!.id, userId: c.id, orderId: o.id });

    const res = await cancel(c, o.id);
    expect(res.body).toEqual({
      status: true,
      msg: 'Your order has been cancelled and 30.00 AED was returned to your wallet',
      data: { order_id: o.id, status_id: 4, status: 'Cancelled', refunded_to_wallet: 30 },
    });
    const after = async () => ({
      stock: await stockOf(p.id),
      wallet: await walletOf(t.db, c.id),
      uses: (await t.db.select().from(couponUses).where(eq(couponUses.couponId, coupon!.id))).length,
      entries: (await t.db.select().from(walletEntries).where(eq(walletEntries.userId, c.id))).length,
      items: (await t.db.select().from(orderItems).where(eq(orderItems.orderId, o.id))).map((i) => i.statusId),
      history: (await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, o.id))).map((h) => [
        h.fromStatus,
        h.toStatus,
      ]),
    });
    const once = await after();
    expect(once).toEqual({ stock: 5, wallet: { balance: 3000, points: 0 }, uses: 0, entries: 1, items: [4], history: [[1, 4]] });
    const note = await t.db.select().from(notifications).where(eq(notifications.orderId, o.id));
    expect(note.map((n) => n.titleEn)).toEqual([`Order #${o.id}: Cancelled`]);

    const again = await cancel(c, o.id, 'ar');
    expect(again.statusCode).toBe(200);
    expect(again.body).toMatchObject({ status: false, msg: 'لم يعد بالإمكان إلغاء هذا الطلب' });
    expect(await after()).toEqual(once);
  });

  it('cancels a confirmed online order and returns what the card paid to the wallet', async () => {
    const c = await customer(t.db);
    const p = await product(t.db, { stock: 0 });
    const { order: o } = await order(t.db, {
      userId: c.id,
      items: [{ productId: p.id, quantity: 1, price: 5000 }],
      statusId: ORDER_STATUS.confirmed,
      paymentMethod: 2,
      walletUsed: 1000,
    });
    await t.db.insert(payments).values({
      orderId: o.id,
      gateway: 'sandbox',
      invoiceId: `inv-${o.id}`,
      paymentId: `pay-${o.id}`,
      amount: o.cardAmount,
      status: 'paid',
    });
    const res = await cancel(c, o.id);
    expect(res.body.data.refunded_to_wallet).toBe(75); // 10 AED of wallet + 65 AED by card (50 goods + 25 delivery - 10)
    expect(await walletOf(t.db, c.id)).toEqual({ balance: 7500, points: 0 });
    expect(await stockOf(p.id)).toBe(1);
  });

  it('cancels a cash order without wallet use with the plain message', async () => {
    const c = await customer(t.db);
    const p = await product(t.db);
    const { order: o } = await order(t.db, { userId: c.id, items: [{ productId: p.id, quantity: 1, price: 5000 }] });
    const res = await cancel(c, o.id);
    expect(res.body).toMatchObject({ status: true, msg: 'Your order has been cancelled', data: { refunded_to_wallet: 0 } });
  });

  it('refuses shipped, delivered and cancelled orders and changes nothing', async () => {
    const c = await customer(t.db);
    const p = await product(t.db, { stock: 4 });
    for (const statusId of [ORDER_STATUS.shipped, ORDER_STATUS.delivered, ORDER_STATUS.cancelled, ORDER_STATUS.returnRequested]) {
      const { order: o } = await order(t.db, {
        userId: c.id,
        items: [{ productId: p.id, quantity: 1, price: 5000 }],
        statusId,
        walletUsed: 500,
      });
      const res = await cancel(c, o.id);
      expect(res.body).toMatchObject({ status: false, msg: 'This order can no longer be cancelled' });
      expect((await t.db.select().from(orders).where(eq(orders.id, o.id)))[0]!.statusId).toBe(statusId);
    }
    expect(await stockOf(p.id)).toBe(4);
    expect(await walletOf(t.db, c.id)).toEqual({ balance: 0, points: 0 });
  });

  it("answers another customer's order as not found and changes nothing", async () => {
    const owner = await customer(t.db);
    const other = await customer(t.db);
    const p = await product(t.db, { stock: 2 });
    const { order: o } = await order(t.db, { userId: owner.id, items: [{ productId: p.id, quantity: 1, price: 5000 }], walletUsed: 500 });
    const res = await cancel(other, o.id);
    expectRefusal(res, 'not-found');
    expect(res.body.msg).toBe('Order not found');
    expect((await t.db.select().from(orders).where(eq(orders.id, o.id)))[0]!.statusId).toBe(1);
    expect(await stockOf(p.id)).toBe(2);
    expect(await walletOf(t.db, owner.id)).toEqual({ balance: 0, points: 0 });
    expect(await walletOf(t.db, other.id)).toEqual({ balance: 0, points: 0 });
  });

  it('returns stock once when the same order is cancelled twice at the same moment', async () => {
    const c = await customer(t.db);
    const p = await product(t.db, { stock: 0 });
    const { order: o } = await order(t.db, { userId: c.id, items: [{ productId: p.id, quantity: 3, price: 5000 }], walletUsed: 2000 });
    const results = await Promise.all([cancel(c, o.id), cancel(c, o.id), cancel(c, o.id)]);
    expect(results.filter((r) => r.body.status).length).toBe(1);
    expect(await stockOf(p.id)).toBe(3);
    expect(await walletOf(t.db, c.id)).toEqual({ balance: 2000, points: 0 });
  });
});

describe('orders/return_reasons.php and return_item.php', () => {
  it('lists the five reasons of the spec in order and language, each with id as well as reason_id (the original client sends reason.id)', async () => {
    const c = await customer(t.db);
    const en = await call(t.app, returnReasonsCall, c.auth);
    expect(en.body.data.map((r: { reason: string }) => r.reason)).toEqual(['Transport', 'Quality', 'Price', 'Specifications', 'Other']);
    expect(en.body.data[0]).toEqual({ id: reasons[0]!.id, reason_id: reasons[0]!.id, reason: 'Transport' });
    const ar = await call(t.app, returnReasonsCall, c.auth, { lang: 'ar' });
    expect(ar.body.data.map((r: { reason: string }) => r.reason)).toEqual(['النقل', 'الجودة', 'السعر', 'المواصفات', 'أخرى']);
  });

  it('accepts a return 29 days after delivery: request, item status 7, history and notification', async () => {
    const c = await customer(t.db);
    const p = await product(t.db, { nameEn: 'Sidr Honey', nameAr: 'عسل السدر' });
    const { order: o, items } = await order(t.db, {
      userId: c.id,
      items: [
        { productId: p.id, quantity: 1, price: 5000 },
        { productId: (await product(t.db)).id, quantity: 1, price: 3000 },
      ],
      statusId: ORDER_STATUS.delivered,
      deliveredAt: daysAgo(29),
    });
    expect((await list(c)).map((r: { returnable: boolean }) => r.returnable)).toEqual([true, true]);
    const res = await returnItem(c, items[0]!.id);
    expect(res.body).toEqual({
      status: true,
      msg: 'Your return request has been received; we will contact you soon',
      data: { order_item_id: items[0]!.id, status_id: 7, status: 'Return requested', photos: [] },
    });
    const [request] = await t.db.select().from(returnRequests).where(eq(returnRequests.orderItemId, items[0]!.id));
    expect(request).toMatchObject({ userId: c.id, reasonId: reasons[1]!.id, description: 'The jar arrived cracked', status: 'pending' });
    const statuses = (await t.db.select().from(orderItems).where(eq(orderItems.orderId, o.id))).map((i) => [i.id, i.statusId]);
    expect(statuses).toEqual([
      [items[0]!.id, 7],
      [items[1]!.id, 3],
    ]);
    expect((await t.db.select().from(orders).where(eq(orders.id, o.id)))[0]!.statusId).toBe(3);
    const history = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderItemId, items[0]!.id));
    expect(history.map((h) => [h.fromStatus, h.toStatus, h.actorUserId])).toEqual([[3, 7, c.id]]);
    const [note] = await t.db.select().from(notifications).where(eq(notifications.orderId, o.id));
    expect(note).toMatchObject({ titleEn: `Return requested: order #${o.id}`, titleAr: `طلب إرجاع: الطلب رقم ${o.id}` });
    expect(note!.bodyEn).toContain('Sidr Honey');
    expect(note!.bodyAr).toContain('عسل السدر');

    const rows = await list(c);
    expect(rows[0]).toMatchObject({ status_id: 7, status: 'Return requested', returnable: false });
    const twice = await returnItem(c, items[0]!.id);
    expect(twice.body).toMatchObject({ status: false, msg: 'Only delivered items can be returned' });
  });

  it('refuses a return 31 days after delivery', async () => {
    const c = await customer(t.db);
    const { items } = await order(t.db, {
      userId: c.id,
      items: [{ productId: (await product(t.db)).id, quantity: 1, price: 5000 }],
      statusId: ORDER_STATUS.delivered,
      deliveredAt: daysAgo(31),
    });
    expect((await list(c))[0]!.returnable).toBe(false);
    const res = await returnItem(c, items[0]!.id);
    expect(res.body).toMatchObject({ status: false, msg: 'Items can be returned within 30 days of delivery' });
    expect(await t.db.select().from(returnRequests).where(eq(returnRequests.orderItemId, items[0]!.id))).toEqual([]);
    expect((await t.db.select().from(orderItems).where(eq(orderItems.id, items[0]!.id)))[0]!.statusId).toBe(3);
  });

  it('refuses items not delivered, unknown reasons, a missing description, and other customers’ items', async () => {
    const c = await customer(t.db);
    const other = await customer(t.db);
    const { items: placed } = await order(t.db, {
      userId: c.id,
      items: [{ productId: (await product(t.db)).id, quantity: 1, price: 5000 }],
    });
    expect((await returnItem(c, placed[0]!.id)).body.msg).toBe('Only delivered items can be returned');
    const { items } = await order(t.db, {
      userId: c.id,
      items: [{ productId: (await product(t.db)).id, quantity: 1, price: 5000 }],
      statusId: ORDER_STATUS.delivered,
      deliveredAt: daysAgo(1),
    });
    const badReason = await returnItem(c, items[0]!.id, { reason_id: 999999 });
    expectRefusal(badReason, 'invalid');
    expect(invalidData(badReason).field).toBe('reason_id');
    const noText = await returnItem(c, items[0]!.id, { description: ' ' });
    expectRefusal(noText, 'invalid');
    expect(invalidData(noText).field).toBe('description');
    const foreign = await returnItem(other, items[0]!.id);
    expectRefusal(foreign, 'not-found');
    expect(foreign.body.msg).toBe('Order item not found');
    expect(await t.db.select().from(returnRequests).where(eq(returnRequests.orderItemId, items[0]!.id))).toEqual([]);
    expect((await t.db.select().from(orderItems).where(eq(orderItems.id, items[0]!.id)))[0]!.statusId).toBe(3);
  });
});

describe('orders/add_review.php', () => {
  it('accepts one review per delivered product and keeps the product rating the mean of visible reviews', async () => {
    const p = await product(t.db);
    const buyers = [await customer(t.db), await customer(t.db), await customer(t.db)];
    for (const b of buyers) {
      await order(t.db, {
        userId: b.id,
        items: [{ productId: p.id, quantity: 1, price: 5000 }],
        statusId: ORDER_STATUS.delivered,
        deliveredAt: daysAgo(2),
      });
    }
    const first = await review(buyers[0]!, p.id, 5);
    expect(first.body).toEqual({ status: true, msg: 'Thank you for your review', data: { product_id: p.id, rating: 5, rating_count: 1 } });
    expect((await review(buyers[1]!, p.id, 4)).body.data).toEqual({ product_id: p.id, rating: 4.5, rating_count: 2 });
    // A hidden (moderated) review no longer counts.
    await t.db
      .update(reviews)
      .set({ hidden: true })
      .where(and(eq(reviews.productId, p.id), eq(reviews.userId, buyers[1]!.id)));
    expect((await review(buyers[2]!, p.id, 2)).body.data).toEqual({ product_id: p.id, rating: 3.5, rating_count: 2 });
    const [row] = await t.db.select().from(products).where(eq(products.id, p.id));
    expect([row!.rating, row!.ratingCount]).toEqual([3.5, 2]);
    expect((await list(buyers[0]!))[0]!.reviewed).toBe(true);
    // The product page marks each of them a verified purchase: the reviewer received the product from the shop.
    const details = await call(t.app, detailsCall, { auth_key: 'guest', user_id: 0, product_id: p.id });
    expect(details.body.data.reviews.map((r: { rating: number; verified: boolean }) => [r.rating, r.verified])).toEqual([
      [2, true],
      [5, true],
    ]);

    const again = await review(buyers[0]!, p.id, 1);
    expect(again.body).toMatchObject({ status: false, msg: 'You have already reviewed this product' });
    expect((await t.db.select().from(products).where(eq(products.id, p.id)))[0]!.rating).toBe(3.5);
  });

  it('refuses a product the customer has not received, and bad fields naming them', async () => {
    const c = await customer(t.db);
    const p = await product(t.db);
    await order(t.db, { userId: c.id, items: [{ productId: p.id, quantity: 1, price: 5000 }], statusId: ORDER_STATUS.shipped });
    const res = await review(c, p.id, 5, {});
    expect(res.body).toMatchObject({ status: false, msg: 'You can review a product after it has been delivered to you' });
    const ar = await call(t.app, addReviewCall, { ...c.auth, product_id: 999999, title: 'x', description: 'y', rating: 3 }, { lang: 'ar' });
    expect(ar.body.msg).toBe('يمكنك تقييم المنتج بعد توصيله إليك');
    for (const [field, value] of [
      ['rating', 0],
      ['rating', 6],
      ['rating', 4.5],
      ['title', ''],
      ['description', ''],
    ] as const) {
      const bad = await review(c, p.id, 3, { [field]: value });
      expectRefusal(bad, 'invalid');
      expect(invalidData(bad).field).toBe(field);
    }
    expect(await t.db.select().from(reviews).where(eq(reviews.productId, p.id))).toEqual([]);
  });

  it("does not count another customer's delivery", async () => {
    const buyer = await customer(t.db);
    const other = await customer(t.db);
    const p = await product(t.db);
    await order(t.db, {
      userId: buyer.id,
      items: [{ productId: p.id, quantity: 1, price: 5000 }],
      statusId: ORDER_STATUS.delivered,
      deliveredAt: daysAgo(1),
    });
    expect((await review(other, p.id, 1)).body.status).toBe(false);
    expect((await t.db.select().from(products).where(eq(products.id, p.id)))[0]!.ratingCount).toBe(0);
  });

  it('counts both reviews when two arrive at once', async () => {
    const p = await product(t.db);
    const a = await customer(t.db);
    const b = await customer(t.db);
    for (const c of [a, b]) {
      await order(t.db, {
        userId: c.id,
        items: [{ productId: p.id, quantity: 1, price: 5000 }],
        statusId: ORDER_STATUS.delivered,
        deliveredAt: daysAgo(1),
      });
    }
    await Promise.all([review(a, p.id, 5), review(b, p.id, 2)]);
    const [row] = await t.db.select().from(products).where(eq(products.id, p.id));
    expect([row!.rating, row!.ratingCount]).toEqual([3.5, 2]);
  });
});
