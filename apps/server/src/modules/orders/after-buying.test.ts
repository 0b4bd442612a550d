// Issue 14 "After buying": the order page's call, paying an unpaid card order again, the wallet's history and
// photos on a return.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ORDER_STATUS,
  addReviewCall,
  adminReturnsListCall,
  adminReviewsListCall,
  detailsCall,
  orderDetailsCall,
  ordersListCall,
  payNowCall,
  payOrderCall,
  paymentStatusCall,
  returnItemCall,
  walletExchangeCall,
  walletHistoryCall,
  type Call,
} from '@shop/contract';
import { orders, payments, products, returnPhotos, returnReasons, returnRequests, reviewPhotos, reviews, users } from '../../db/schema';
import { MAX_UPLOAD_BYTES } from '../../http/body';
import { createSession } from '../../http/session';
import { createSandboxGateway } from '../../integrations/payments/sandbox';
import { call, type CallFields, callWithFiles, expectRefusal, type FilePart, invalidData } from '../../test/app';
import { creditWallet, fillCart, payOnSandbox } from '../../test/fixtures/checkout';
import { daysAgo, order } from '../../test/fixtures/orders';
import { product } from '../../test/fixtures/products';
import { address, deliveryRegions } from '../../test/fixtures/regions';
import { type Customer, customer, shopper } from '../../test/fixtures/shoppers';
import { picture, tempFolder } from '../../test/fixtures/files';
import { suiteApp } from '../../test/fixtures/suite';
import { releaseExpiredOrders } from '../checkout/ask-provider';
import { moveWallet, walletOf } from '../wallet/ledger';
import { deliverOrder } from './effects';
import { recordOrderStatus } from './status';

const mediaDir = tempFolder('after-buying-media-');
const t = suiteApp({ mediaDir }, { UNPAID_ORDER_SWEEP_SECONDS: '0', PUBLIC_URL: 'https://shop.example' });
let regions: Awaited<ReturnType<typeof deliveryRegions>>;
let reasonId: number;

beforeAll(async () => {
  regions = await deliveryRegions(t.db);
  const [reason] = await t.db.insert(returnReasons).values({ nameEn: 'Quality', nameAr: 'الجودة', productFault: true }).returning();
  reasonId = reason!.id;
});

const orderOf = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const stockOf = async (id: number) => (await t.db.select().from(products).where(eq(products.id, id)))[0]!.stock;

/** A shopper who chose card payment for 2 × 75 AED (+25 delivery), 10 AED from the wallet, and left the gateway's page. */
async function unpaidCardOrder() {
  const s = await shopper(t.app, t.db, 'Mariam');
  const home = await address(t.db, s.id, regions.fee25);
  const p = await product(t.db, { salePrice: 7500, listPrice: 7500, stock: 6 });
  await fillCart(t.db, s.id, [{ productId: p.id, quantity: 2 }]);
  await creditWallet(t.db, s.id, 1000);
  const res = await s.call(payNowCall, { address_id: home.id, wallet: 1, payment_method: 2, payment_method_type: 'Visa' });
  expect(res.body.data.status_id).toBe(ORDER_STATUS.awaitingPayment);
  return { s, orderId: res.body.data.order_id as number, firstInvoice: res.body.data.Data!.InvoiceId as string, productId: p.id };
}

describe('orders/order_details.php', () => {
  it('answers the items, totals, payment, address and the status history with dates, in both languages', async () => {
    const { s, orderId, productId } = await unpaidCardOrder();
    const waiting = (await s.call(orderDetailsCall, { order_id: orderId })).body.data;
    expect(waiting).toMatchObject({
      status_id: 8,
      status: 'Awaiting payment',
      payment_method: 2,
      payment_method_type: 'Visa',
      arrival_date: null,
    });
    expect(waiting.totals).toEqual({
      subtotal: 150,
      discount: 0,
      coupon_discount: 0,
      delivery: 25,
      cod_fee: 0,
      vat: 8.33,
      total: 175,
      wallet_used: 10,
      card_amount: 165,
      // Not labelled as paid: only the wallet part is.
      paid: 10,
    });
    expect(waiting.pay_until).toBe((await orderOf(orderId)).expiresAt!.toISOString());
    expect(waiting.items).toEqual([expect.objectContaining({ product_id: productId, quantity: 2, price_at_purchase: 75, status_id: 8 })]);
    expect(waiting.address).toEqual({
      name: 'Home',
      phone: '0501234567',
      address: 'Villa 12, Street 4',
      emirate: 'Abu Dhabi',
      region: 'Khalifa City',
    });

    await payOnSandbox(t.app, (await t.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]!.invoiceId!).then((paymentId) =>
      s.call(paymentStatusCall, { payment_id: paymentId }),
    );
    // The admin's moves: confirm, ship, deliver (each recorded with its date).
    await t.db.transaction(async (tx) => {
      await recordOrderStatus(tx, { id: orderId, userId: s.id, statusId: ORDER_STATUS.placed }, ORDER_STATUS.confirmed);
      await recordOrderStatus(tx, { id: orderId, userId: s.id, statusId: ORDER_STATUS.confirmed }, ORDER_STATUS.shipped);
      await deliverOrder(tx, orderId, [ORDER_STATUS.shipped]);
    });
    const ar = (await s.call(orderDetailsCall, { order_id: orderId }, 'ar')).body.data;
    expect(ar).toMatchObject({ status_id: 3, status: 'تم التوصيل', pay_until: null });
    expect(ar.totals.paid).toBe(175);
    expect(ar.address).toMatchObject({ emirate: 'أبوظبي', region: 'مدينة خليفة' });
    expect(ar.history.map((h: { status_id: number; status: string }) => [h.status_id, h.status])).toEqual([
      [8, 'بانتظار الدفع'],
      [1, 'تم الطلب'],
      [2, 'تم التأكيد'],
      [5, 'تم الشحن'],
      [3, 'تم التوصيل'],
    ]);
    for (const h of ar.history) expect(Date.parse(h.at)).not.toBeNaN();

    const rows = (await s.call(ordersListCall)).body.data;
    expect(rows[0]).toMatchObject({ order_id: orderId, order_total: 175 });
  });

  it("does not show another customer's order, and refuses a bad id naming the field", async () => {
    const { orderId } = await unpaidCardOrder();
    const other = await shopper(t.app, t.db, 'Omar');
    const res = await other.call(orderDetailsCall, { order_id: orderId });
    expect(res.body).toMatchObject({ status: false, msg: 'Order not found', data: null });
    const bad = await other.call(orderDetailsCall, { order_id: 'abc' });
    expectRefusal(bad, 'invalid');
    expect(invalidData(bad).field).toBe('order_id');
  });
});

describe('orders/pay_order.php', () => {
  it('makes a new invoice for the same order with the stock still held; once paid, it cannot be paid again', async () => {
    const { s, orderId, firstInvoice, productId } = await unpaidCardOrder();
    const res = await s.call(payOrderCall, { order_id: orderId });
    expect(res.body).toMatchObject({
      status: true,
      msg: 'Taking you to the secure payment page',
      data: { order_id: orderId, card_amount: 165, IsSuccess: true },
    });
    const invoiceId = res.body.data.Data!.InvoiceId as string;
    expect(invoiceId).not.toBe(firstInvoice);
    expect(res.body.data.Data!.InvoiceURL).toBe(`https://shop.example/sandbox-pay/${invoiceId}`);
    expect(await stockOf(productId)).toBe(4);
    expect((await orderOf(orderId)).statusId).toBe(ORDER_STATUS.awaitingPayment);
    const rows = await t.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id);
    expect(rows.map((p) => [p.invoiceId, p.status, p.amount])).toEqual([
      [firstInvoice, 'failed', 16500],
      [invoiceId, 'pending', 16500],
    ]);

    const paymentId = await payOnSandbox(t.app, invoiceId);
    const status = await s.call(paymentStatusCall, { payment_id: paymentId });
    expect(status.body.data).toMatchObject({ status: 'paid', order_status: 1, amount: 165 });
    expect((await orderOf(orderId)).statusId).toBe(ORDER_STATUS.placed);

    // Paying twice: the order is refused, and the earlier invoice's page no longer takes a card.
    const again = await s.call(payOrderCall, { order_id: orderId });
    expectRefusal(again, 'refused');
    expect(again.body.msg).toBe('This order is already paid');
    expect((await t.app.inject({ method: 'GET', url: `/sandbox-pay/${firstInvoice}` })).statusCode).toBe(410);
    expect(await t.db.select().from(payments).where(eq(payments.orderId, orderId))).toHaveLength(2);
    expect((await walletOf(t.db, s.id)).balance).toBe(0);
  });

  it('is refused once the sweep released the order, and for another customer', async () => {
    const { s, orderId, productId } = await unpaidCardOrder();
    await s.call(payOrderCall, { order_id: orderId });
    const deps = { db: t.db, gateway: createSandboxGateway(t.db), log: t.app.log };
    await releaseExpiredOrders(deps, new Date(Date.now() + 31 * 60_000));
    expect((await orderOf(orderId)).statusId).toBe(ORDER_STATUS.cancelled);
    expect(await stockOf(productId)).toBe(6);
    const late = await s.call(payOrderCall, { order_id: orderId }, 'ar');
    expectRefusal(late, 'refused');
    expect(late.body.msg).toBe('لم يعد بالإمكان دفع هذا الطلب: انتهت مهلة الدفع وتم إلغاؤه');
    expect((await s.call(orderDetailsCall, { order_id: orderId })).body.data).toMatchObject({ status_id: 4, pay_until: null });

    const other = await unpaidCardOrder();
    const stranger = await shopper(t.app, t.db, 'Omar');
    expect((await stranger.call(payOrderCall, { order_id: other.orderId })).body.msg).toBe('Order not found');
  });
});

describe('profile/wallet/history.php', () => {
  it('lists the ledger newest first: paid an order, refunded, earned and redeemed, with dates and AED amounts', async () => {
    const { s, orderId } = await unpaidCardOrder();
    await s.call(payOrderCall, { order_id: orderId });
    await releaseExpiredOrders({ db: t.db, gateway: createSandboxGateway(t.db), log: t.app.log }, new Date(Date.now() + 31 * 60_000));
    await moveWallet(t.db, s.id, 'points', 250, { reason: 'earn', orderId });
    await s.call(walletExchangeCall);
    const entries = (await s.call(walletHistoryCall)).body.data;
    expect(
      entries.map((e: { kind: string; amount: number; type: string; order_id: number | null }) => [e.kind, e.amount, e.type, e.order_id]),
    ).toEqual([
      ['balance', 2, 'redeemed', null],
      ['points', -200, 'redeemed', null],
      ['points', 250, 'earned', orderId],
      ['balance', 10, 'refund', orderId],
      ['balance', -10, 'order_payment', orderId],
      ['balance', 10, 'adjustment', null],
    ]);
    for (const e of entries) expect(Date.parse(e.date)).not.toBeNaN();
    const stranger = await shopper(t.app, t.db, 'Omar');
    expect((await stranger.call(walletHistoryCall)).body.data).toEqual([]);
  });
});

// ---------- return photos ----------

const multipart = <C extends Call>(c: C, fields: CallFields<C>, files: FilePart[]) => callWithFiles(t.app, c, fields, files);

const jpeg = () => picture('jpeg');
const storedFiles = () => (fs.existsSync(path.join(mediaDir, 'returns')) ? fs.readdirSync(path.join(mediaDir, 'returns')) : []);

async function deliveredItem(c: Customer) {
  const p = await product(t.db, { nameEn: 'Sidr Honey', nameAr: 'عسل السدر' });
  const { items } = await order(t.db, {
    userId: c.id,
    items: [{ productId: p.id, quantity: 1, price: 5000 }],
    statusId: ORDER_STATUS.delivered,
    deliveredAt: daysAgo(2),
  });
  return items[0]!.id;
}

describe('orders/return_item.php photos', () => {
  it('takes up to three photos, re-encodes them to WebP and shows them to the admin on the return', async () => {
    const c = await customer(t.db);
    const itemId = await deliveredItem(c);
    const photo = { filename: 'jar.jpg', type: 'image/jpeg', bytes: await jpeg() };
    const res = await multipart(returnItemCall, { ...c.auth, order_item_id: itemId, reason_id: reasonId, description: 'Cracked jar' }, [
      { field: 'photo1', ...photo },
      { field: 'photo2', ...photo },
      { field: 'photo3', ...photo },
    ]);
    expect(res.body).toMatchObject({ status: true, data: { order_item_id: itemId, status_id: 7 } });
    expect(res.body.data.photos).toHaveLength(3);
    for (const url of res.body.data.photos!) expect(url).toMatch(/^https:\/\/shop\.example\/media\/returns\/[0-9a-f]{16}-\d+\.webp$/);
    const [request] = await t.db.select().from(returnRequests).where(eq(returnRequests.orderItemId, itemId));
    expect(await t.db.select().from(returnPhotos).where(eq(returnPhotos.returnRequestId, request!.id))).toHaveLength(3);

    const admin = await customer(t.db, 'Admin');
    await t.db.update(users).set({ role: 'admin', staffRole: 'owner' }).where(eq(users.id, admin.id));
    const adminKey = await createSession(t.db, admin.id, { deviceId: 'admin' });
    const queue = await call(t.app, adminReturnsListCall, { auth_key: adminKey, user_id: admin.id, state: 'pending' });
    const row = queue.body.data.rows.find((r: { id: number }) => r.id === request!.id);
    expect(row!.photos).toEqual(res.body.data.photos);
  });

  it('refuses a file that is not a picture naming its field, and stores nothing (no request, no files)', async () => {
    const c = await customer(t.db);
    const itemId = await deliveredItem(c);
    const before = storedFiles().length;
    const res = await multipart(returnItemCall, { ...c.auth, order_item_id: itemId, reason_id: reasonId, description: 'Cracked jar' }, [
      { field: 'photo1', filename: 'jar.jpg', type: 'image/jpeg', bytes: await jpeg() },
      { field: 'photo2', filename: 'jar.jpg', type: 'image/jpeg', bytes: Buffer.from('%PDF-1.4 not a picture') },
    ]);
    expectRefusal(res, 'invalid');
    expect(res.body).toMatchObject({
      msg: 'Each photo must be a JPEG, PNG, WebP, GIF, AVIF or HEIF image of at most 5 MB',
      data: { field: 'photo2' },
    });
    expect(storedFiles()).toHaveLength(before);
    expect(await t.db.select().from(returnRequests).where(eq(returnRequests.orderItemId, itemId))).toHaveLength(0);

    const fourth = await multipart(returnItemCall, { ...c.auth, order_item_id: itemId, reason_id: reasonId, description: 'x' }, [
      { field: 'photo4', filename: 'jar.jpg', type: 'image/jpeg', bytes: await jpeg() },
    ]);
    expect(invalidData(fourth).field).toBe('photo4');
  });

  it('refuses a photo above 5 MB naming its field (413, too large), and stores nothing', async () => {
    const c = await customer(t.db);
    const itemId = await deliveredItem(c);
    const before = storedFiles().length;
    const res = await multipart(returnItemCall, { ...c.auth, order_item_id: itemId, reason_id: reasonId, description: 'Cracked jar' }, [
      { field: 'photo1', filename: 'jar.jpg', type: 'image/jpeg', bytes: await jpeg() },
      { field: 'photo2', filename: 'jar.jpg', type: 'image/jpeg', bytes: Buffer.alloc(MAX_UPLOAD_BYTES + 1) },
    ]);
    expect([res.statusCode, res.refusal, res.body.status]).toEqual([413, 'too-large', false]);
    expect(res.body).toMatchObject({ msg: 'The upload is too large', data: { field: 'photo2', reason: 'at most 5 MB' } });
    expect(storedFiles()).toHaveLength(before);
    expect(await t.db.select().from(returnRequests).where(eq(returnRequests.orderItemId, itemId))).toHaveLength(0);
  });
});

// ---------- review photos ----------

const reviewFiles = () => (fs.existsSync(path.join(mediaDir, 'reviews')) ? fs.readdirSync(path.join(mediaDir, 'reviews')) : []);

async function deliveredProduct(c: Customer) {
  const p = await product(t.db, { nameEn: 'Acacia Honey', nameAr: 'عسل السمر' });
  await order(t.db, {
    userId: c.id,
    items: [{ productId: p.id, quantity: 1, price: 5000 }],
    statusId: ORDER_STATUS.delivered,
    deliveredAt: daysAgo(2),
  });
  return p.id;
}

const reviewFields = (c: Customer, productId: number) => ({
  ...c.auth,
  product_id: productId,
  title: 'Lovely',
  description: 'Thick',
  rating: 5,
});

describe('orders/add_review.php photos', () => {
  it('takes up to three photos, re-encodes them to WebP, and the product page shows them under the review in order', async () => {
    const c = await customer(t.db);
    const productId = await deliveredProduct(c);
    const before = reviewFiles().length;
    const photo = { filename: 'jar.jpg', type: 'image/jpeg', bytes: await jpeg() };
    const res = await multipart(addReviewCall, reviewFields(c, productId), [
      { field: 'photo1', ...photo },
      { field: 'photo2', filename: 'lid.png', type: 'image/png', bytes: await picture('png') },
    ]);
    expect(res.body).toMatchObject({ status: true, data: { product_id: productId, rating: 5, rating_count: 1 } });
    // Each photo kept in every width of the product images' pipeline.
    expect(reviewFiles().length - before).toBe(2 * 4);
    const [shown] = (await call(t.app, detailsCall, { auth_key: 'guest', user_id: 0, product_id: productId })).body.data.reviews;
    expect(shown!.photos).toHaveLength(2);
    for (const p of shown!.photos) {
      expect(p.photo).toMatch(/^https:\/\/shop\.example\/media\/reviews\/[0-9a-f]{16}-1024\.webp$/);
      expect(p.thumbnail_photo).toBe(p.photo.replace('-1024.webp', '-160.webp'));
    }
    const stored = await t.db.select().from(reviewPhotos).orderBy(reviewPhotos.sort);
    expect(shown!.photos.map((p: { photo: string }) => p.photo)).toEqual(
      stored.slice(-2).map((r) => `https://shop.example/media/${r.image}-1024.webp`),
    );

    // The owner sees them with the review in the console's reviews, before deciding to hide it.
    const admin = await customer(t.db, 'Admin');
    await t.db.update(users).set({ role: 'admin', staffRole: 'owner' }).where(eq(users.id, admin.id));
    const adminKey = await createSession(t.db, admin.id, { deviceId: 'admin-reviews' });
    const listed = await call(t.app, adminReviewsListCall, { auth_key: adminKey, user_id: admin.id, product_id: productId });
    expect(listed.body.data.rows[0]!.photos).toEqual(stored.slice(-2).map((r) => `https://shop.example/media/${r.image}-640.webp`));
  });

  it('refuses a file that is not a picture naming its field, and keeps nothing (no review, no files)', async () => {
    const c = await customer(t.db);
    const productId = await deliveredProduct(c);
    const before = reviewFiles().length;
    const res = await multipart(addReviewCall, reviewFields(c, productId), [
      { field: 'photo1', filename: 'jar.jpg', type: 'image/jpeg', bytes: await jpeg() },
      { field: 'photo3', filename: 'jar.jpg', type: 'image/jpeg', bytes: Buffer.from('%PDF-1.4 not a picture') },
    ]);
    expectRefusal(res, 'invalid');
    expect(res.body.data).toMatchObject({ field: 'photo3' });
    expect(reviewFiles()).toHaveLength(before);
    expect(await t.db.select().from(reviews).where(eq(reviews.productId, productId))).toHaveLength(0);
  });

  it('removes the photos again when the review itself is refused (a product the customer never received)', async () => {
    const c = await customer(t.db);
    const p = await product(t.db);
    const before = reviewFiles().length;
    const res = await multipart(addReviewCall, reviewFields(c, p.id), [
      { field: 'photo1', filename: 'jar.jpg', type: 'image/jpeg', bytes: await jpeg() },
    ]);
    expect(res.body.status).toBe(false);
    expect(reviewFiles()).toHaveLength(before);
  });
});
