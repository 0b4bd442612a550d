import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ORDER_STATUS, addCouponCall, cartListCall, payNowCall, paymentStatusCall } from '@shop/contract';
import {
  cartItems,
  couponUses,
  coupons,
  notifications,
  orderItems,
  orderStatusHistory,
  orders,
  payments,
  products,
  walletEntries,
} from '../../db/schema';
import { call, expectRefusal, invalidData } from '../../test/app';
import { walletOf } from '../wallet/ledger';
import { coupon, creditWallet, fillCart } from '../../test/fixtures/checkout';
import { product } from '../../test/fixtures/products';
import { address, deliveryRegions } from '../../test/fixtures/regions';
import { shopper, type Shopper } from '../../test/fixtures/shoppers';
import { suiteApp } from '../../test/fixtures/suite';

let regions: Awaited<ReturnType<typeof deliveryRegions>>;
const PUBLIC_URL = 'https://shop.example';
const t = suiteApp({}, { UNPAID_ORDER_SWEEP_SECONDS: '0', PUBLIC_URL });

beforeAll(async () => {
  regions = await deliveryRegions(t.db);
});

const cash = (addressId: number, wallet = 0) => ({ address_id: addressId, wallet, payment_method: 1 });
const online = (addressId: number, wallet = 0, type = 'Visa') => ({
  address_id: addressId,
  wallet,
  payment_method: 2,
  payment_method_type: type,
});
const stockOf = async (id: number) => (await t.db.select().from(products).where(eq(products.id, id)))[0]!;

describe('pay_now.php and getPaymentStatus.php', () => {
  it("answer guests 'wrong key'", async () => {
    for (const path of [payNowCall, paymentStatusCall]) {
      const res = await call(t.app, path, { auth_key: 'guest', user_id: 0, address_id: 1, payment_id: '1' });
      expectRefusal(res, 'wrong-key');
      expect(res.body.msg).toBe('wrong key');
    }
  });
});

describe('cash on delivery', () => {
  let s: Shopper;
  let home: { id: number };
  beforeEach(async () => {
    s = await shopper(t.app, t.db, 'Mariam');
    home = await address(t.db, s.id, regions.fee30);
  });

  it('turns the cart into a placed order in one go', async () => {
    const sidr = await product(t.db, {
      nameEn: 'Sidr',
      nameAr: 'سدر',
      listPrice: 12000,
      salePrice: 9900,
      stock: 5,
      soldCount: 7,
      mainImage: 'p/sidr',
    });
    const oil = await product(t.db, { listPrice: 4550, salePrice: 4550, stock: 9 });
    await fillCart(t.db, s.id, [
      { productId: sidr.id, quantity: 2 },
      { productId: oil.id, quantity: 3 },
    ]);
    const c = await coupon(t.db, { code: 'TEN', kind: 'percent', value: 10 });
    await s.call(addCouponCall, { coupon: 'TEN' });

    const res = await s.call(payNowCall, cash(home.id));
    expect(res.statusCode).toBe(200);
    // goods 334.50 − 33.45 coupon + 30 delivery = 331.05; VAT 33105 × 5/105 = 1576.43 → 15.76
    expect(res.body).toEqual({
      status: true,
      msg: 'Your order has been placed successfully',
      flag: 1,
      data: {
        order_id: expect.any(Number),
        status_id: 1,
        total_price: 331.05,
        wallet_used: 0,
        card_amount: 0,
        cod_fee: 0,
        IsSuccess: true,
        Data: null,
      },
    });
    const orderId = res.body.data.order_id;
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({
      userId: s.id,
      statusId: 1,
      paymentMethod: 1,
      paymentMethodType: '',
      addressId: home.id,
      shipName: 'Home',
      shipAddress: 'Villa 12, Street 4',
      shipEmirateEn: 'Abu Dhabi',
      shipRegionAr: 'العين',
      price: 37650,
      discount: 4200,
      couponId: c.id,
      couponDiscount: 3345,
      shippingCost: 3000,
      total: 33105,
      vat: 1576,
      walletUsed: 0,
      cardAmount: 0,
      expiresAt: null,
    });
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(items.map((i) => [i.productId, i.quantity, i.priceAtPurchase, i.statusId, i.productNameAr])).toEqual(
      expect.arrayContaining([
        [sidr.id, 2, 9900, 1, 'سدر'],
        [oil.id, 3, 4550, 1, oil.nameAr],
      ]),
    );
    expect(await stockOf(sidr.id)).toMatchObject({ stock: 3, soldCount: 9 });
    expect(await stockOf(oil.id)).toMatchObject({ stock: 6, soldCount: 3 });
    expect(await t.db.select().from(couponUses).where(eq(couponUses.orderId, orderId))).toHaveLength(1);
    expect(await t.db.select().from(payments).where(eq(payments.orderId, orderId))).toHaveLength(0);
    const history = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));
    expect(history.map((h) => [h.fromStatus, h.toStatus])).toEqual([[null, 1]]);
    const [note] = await t.db.select().from(notifications).where(eq(notifications.orderId, orderId));
    expect(note!.titleEn).toBe(`Order #${orderId}: Placed`);
    // The cart is empty again, coupon included.
    expect((await s.call(cartListCall)).body.data).toMatchObject({ products: [], discount_coupon: null, total_price: 0 });
  });

  it('takes what the wallet has and leaves the rest to pay on delivery', async () => {
    const p = await product(t.db, { salePrice: 10000, listPrice: 10000 });
    await fillCart(t.db, s.id, [{ productId: p.id, quantity: 1 }]);
    await creditWallet(t.db, s.id, 4025);
    const res = await s.call(payNowCall, cash(home.id, 1));
    expect(res.body.data).toMatchObject({ status_id: 1, total_price: 130, wallet_used: 40.25, card_amount: 0 });
    expect(await walletOf(t.db, s.id)).toEqual({ balance: 0, points: 0 });
    const entries = await t.db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.userId, s.id), eq(walletEntries.reason, 'order_payment')));
    expect(entries.map((e) => [e.amount, e.orderId])).toEqual([[-4025, res.body.data.order_id]]);
  });

  it('leaves the wallet alone when wallet is 0', async () => {
    const p = await product(t.db);
    await fillCart(t.db, s.id, [{ productId: p.id, quantity: 1 }]);
    await creditWallet(t.db, s.id, 1000);
    const res = await s.call(payNowCall, cash(home.id, 0));
    expect(res.body.data.wallet_used).toBe(0);
    expect((await walletOf(t.db, s.id)).balance).toBe(1000);
  });

  it('charges the delivery fee of the address chosen', async () => {
    const far = await address(t.db, s.id, regions.fee50, false);
    const p = await product(t.db, { salePrice: 1000, listPrice: 1000 });
    await fillCart(t.db, s.id, [{ productId: p.id, quantity: 1 }]);
    const res = await s.call(payNowCall, cash(far.id));
    expect(res.body.data.total_price).toBe(60);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, res.body.data.order_id));
    expect(order).toMatchObject({ shippingCost: 5000, shipRegionEn: 'Dubai Marina', vat: 286 });
  });

  it("refuses another customer's address as not found and changes nothing", async () => {
    const other = await shopper(t.app, t.db);
    const theirs = await address(t.db, other.id, regions.fee25);
    const p = await product(t.db, { stock: 4 });
    await fillCart(t.db, s.id, [{ productId: p.id, quantity: 2 }]);
    const res = await s.call(payNowCall, cash(theirs.id));
    expectRefusal(res, 'not-found');
    expect(res.body).toEqual({ status: false, msg: 'This delivery address was not found', data: null });
    expect((await stockOf(p.id)).stock).toBe(4);
    expect(await t.db.select().from(orders).where(eq(orders.userId, s.id))).toHaveLength(0);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, s.id))).toHaveLength(1);
  });

  it("refuses an empty cart with 'No products in the cart'", async () => {
    const res = await s.call(payNowCall, cash(home.id));
    expect(res.body).toEqual({ status: false, msg: 'No products in the cart', data: null });
    expect((await s.call(payNowCall, cash(home.id), 'ar')).body.msg).toBe('لا توجد منتجات في السلة');
  });

  it('refuses (conflict) when one line is short of stock, and rolls everything back', async () => {
    const plenty = await product(t.db, { stock: 10 });
    const short = await product(t.db, { nameEn: 'Manuka', stock: 5 });
    await creditWallet(t.db, s.id, 2000);
    await fillCart(t.db, s.id, [
      { productId: plenty.id, quantity: 2 },
      { productId: short.id, quantity: 4 },
    ]);
    // Someone else bought meanwhile.
    await t.db.update(products).set({ stock: 3 }).where(eq(products.id, short.id));
    const res = await s.call(payNowCall, cash(home.id, 1));
    expectRefusal(res, 'conflict');
    expect(res.body.msg).toBe('Only 3 left in stock of Manuka');
    expect((await stockOf(plenty.id)).stock).toBe(10);
    expect((await stockOf(short.id)).stock).toBe(3);
    expect((await walletOf(t.db, s.id)).balance).toBe(2000);
    expect(await t.db.select().from(orders).where(eq(orders.userId, s.id))).toHaveLength(0);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, s.id))).toHaveLength(2);
  });

  it('refuses when the coupon on the cart no longer holds', async () => {
    const p = await product(t.db, { salePrice: 5000, listPrice: 5000 });
    await fillCart(t.db, s.id, [{ productId: p.id, quantity: 1 }]);
    const c = await coupon(t.db, { kind: 'fixed', value: 500 });
    expect((await s.call(addCouponCall, { coupon: c.code })).body.status).toBe(true);
    await t.db.update(coupons).set({ active: false }).where(eq(coupons.id, c.id));
    const res = await s.call(payNowCall, cash(home.id));
    expect(res.body).toEqual({ status: false, msg: 'This coupon is no longer active', data: null });
    expect((await stockOf(p.id)).stock).toBe(10);
  });

  it('refuses naming the field a bad method or a missing address', async () => {
    const bad = await s.call(payNowCall, { address_id: home.id, payment_method: 3 });
    expect(invalidData(bad).field).toBe('payment_method');
    const noAddress = await s.call(payNowCall, { payment_method: 1 });
    expect(invalidData(noAddress).field).toBe('address_id');
  });

  it('places a cash order whatever payment_method_type says (a client sending 1 for cash is not refused)', async () => {
    const p = await product(t.db, { salePrice: 5000, listPrice: 5000 });
    for (const type of ['1', 'Visa', 'Amex', 'null']) {
      await fillCart(t.db, s.id, [{ productId: p.id, quantity: 1 }]);
      const res = await s.call(payNowCall, { ...cash(home.id), payment_method_type: type });
      expect(res.body.status, type).toBe(true);
      expect(res.body.flag).toBe(1);
      const [order] = await t.db.select().from(orders).where(eq(orders.id, res.body.data.order_id));
      expect(order).toMatchObject({ statusId: 1, paymentMethod: 1, paymentMethodType: '' });
    }
  });
});

describe('online payment', () => {
  let s: Shopper;
  let home: { id: number };
  beforeEach(async () => {
    s = await shopper(t.app, t.db);
    home = await address(t.db, s.id, regions.fee25);
  });

  it("reads the provider's numeric method ids the original apps may send, and sends an unknown type to the card page", async () => {
    const p = await product(t.db, { salePrice: 6000, listPrice: 6000, stock: 10 });
    // The sandbox numbers its methods as a MyFatoorah account might: 11 Apple Pay, 32 Google Pay, 20 cards.
    const cases = [
      ['11', 'ApplePay'],
      ['32', 'GooglePay'],
      ['20', ''],
      ['1', ''],
      ['Amex', ''],
      ['999999999', ''],
    ] as const;
    for (const [sent, stored] of cases) {
      await fillCart(t.db, s.id, [{ productId: p.id, quantity: 1 }]);
      const res = await s.call(payNowCall, online(home.id, 0, sent));
      expect(res.body.status, sent).toBe(true);
      expect(res.body.data.Data!.InvoiceURL, sent).toMatch(/\/sandbox-pay\//);
      const [order] = await t.db.select().from(orders).where(eq(orders.id, res.body.data.order_id));
      expect(order, sent).toMatchObject({ statusId: 8, paymentMethod: 2, paymentMethodType: stored });
    }
    expect((await stockOf(p.id)).stock).toBe(10 - cases.length);
  });

  it('offers the gateway page without payment_method_type, as the original web client pays (it never sends one)', async () => {
    const p = await product(t.db, { salePrice: 6000, listPrice: 6000, stock: 4 });
    await fillCart(t.db, s.id, [{ productId: p.id, quantity: 1 }]);
    const res = await s.call(payNowCall, { address_id: home.id, wallet: 0, payment_method: '2' });
    expect(res.body.status).toBe(true);
    expect(res.body.flag).toBe(0);
    expect(res.body.data).toMatchObject({ status_id: 8, card_amount: 85, IsSuccess: true });
    expect(res.body.data.Data!.InvoiceURL).toBe(`${PUBLIC_URL}/sandbox-pay/${res.body.data.Data!.InvoiceId}`);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, res.body.data.order_id));
    expect(order).toMatchObject({ statusId: 8, paymentMethod: 2, paymentMethodType: '' });
    // A card named in any case is the card.
    await fillCart(t.db, s.id, [{ productId: p.id, quantity: 1 }]);
    const visa = await s.call(payNowCall, online(home.id, 0, 'visa'));
    const [visaOrder] = await t.db.select().from(orders).where(eq(orders.id, visa.body.data.order_id));
    expect(visaOrder!.paymentMethodType).toBe('Visa');
  });

  it('holds the order in status 8 for 30 minutes and answers the invoice URL of the gateway (sandbox)', async () => {
    const p = await product(t.db, { salePrice: 7500, listPrice: 7500, stock: 4 });
    await fillCart(t.db, s.id, [{ productId: p.id, quantity: 2 }]);
    await creditWallet(t.db, s.id, 1000);
    const before = Date.now();
    const res = await s.call(payNowCall, online(home.id, 1, 'MasterCard'));
    expect(res.body.status).toBe(true);
    expect(res.body.flag).toBe(0);
    expect(res.body.msg).toBe('Taking you to the secure payment page');
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, res.body.data.order_id));
    expect(res.body.data).toEqual({
      order_id: expect.any(Number),
      status_id: 8,
      total_price: 175,
      wallet_used: 10,
      card_amount: 165,
      cod_fee: 0,
      IsSuccess: true,
      Data: { InvoiceId: payment!.invoiceId, InvoiceURL: `${PUBLIC_URL}/sandbox-pay/${payment!.invoiceId}` },
    });
    expect(payment).toMatchObject({ gateway: 'sandbox', amount: 16500, status: 'pending', appliedAt: null });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, res.body.data.order_id));
    expect(order).toMatchObject({ statusId: 8, paymentMethod: 2, paymentMethodType: 'MasterCard', cardAmount: 16500, walletUsed: 1000 });
    const hold = order!.expiresAt!.getTime() - before;
    expect(hold).toBeGreaterThanOrEqual(30 * 60_000 - 1000);
    expect(hold).toBeLessThanOrEqual(30 * 60_000 + 5000);
    expect((await stockOf(p.id)).stock).toBe(2); // held
  });

  it('places the order at once when the wallet pays everything (flag 1)', async () => {
    const p = await product(t.db, { salePrice: 2000, listPrice: 2000 });
    await fillCart(t.db, s.id, [{ productId: p.id, quantity: 1 }]);
    await creditWallet(t.db, s.id, 10000);
    const res = await s.call(payNowCall, online(home.id, 1));
    expect(res.body).toMatchObject({ status: true, flag: 1, msg: 'Your order has been placed and paid from your wallet' });
    expect(res.body.data).toMatchObject({ status_id: ORDER_STATUS.placed, total_price: 45, wallet_used: 45, card_amount: 0, Data: null });
    expect((await walletOf(t.db, s.id)).balance).toBe(5500);
    expect(await t.db.select().from(payments).where(eq(payments.orderId, res.body.data.order_id))).toHaveLength(0);
  });
});
