// Coupons limited to products and categories, and free-delivery coupons: what they take off the cart, what
// checkout charges and stores (docs/rules.md Prices and totals; pricing.ts).
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addCouponCall, cartListCall, manageCartCall, payNowCall } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { categories, orders } from '../../db/schema';
import { expectRefusal } from '../../test/app';
import { coupon, fillCart } from '../../test/fixtures/checkout';
import { product } from '../../test/fixtures/products';
import { address, deliveryRegions } from '../../test/fixtures/regions';
import { shopper, type Shopper } from '../../test/fixtures/shoppers';
import { suiteApp } from '../../test/fixtures/suite';
import { couponGoods } from './pricing';

const t = suiteApp({}, { UNPAID_ORDER_SWEEP_SECONDS: '0' });
let regions: Awaited<ReturnType<typeof deliveryRegions>>;

async function category(parentId: number | null = null) {
  const [row] = await t.db.insert(categories).values({ nameEn: 'Honey', nameAr: 'عسل', parentId }).returning();
  return row!;
}

// A mixed cart: 2 Sidr honey (list 120.00, sale 99.00, category Honey, sub-category Sidr) and 3 oils (45.50,
// category Oils): goods 198.00 + 136.50 = 334.50; the primary address's region charges 30.00.
let s: Shopper;
let honey: typeof categories.$inferSelect;
let sidrCategory: typeof categories.$inferSelect;
let oils: typeof categories.$inferSelect;
let sidr: Awaited<ReturnType<typeof product>>;
let oil: Awaited<ReturnType<typeof product>>;
let homeId: number;

beforeAll(async () => {
  regions = await deliveryRegions(t.db);
});

beforeEach(async () => {
  s = await shopper(t.app, t.db);
  homeId = (await address(t.db, s.id, regions.fee30)).id;
  honey = await category();
  sidrCategory = await category(honey.id);
  oils = await category();
  sidr = await product(t.db, { listPrice: 12000, salePrice: 9900, stock: 50, categoryId: honey.id, subCategoryId: sidrCategory.id });
  oil = await product(t.db, { listPrice: 4550, salePrice: 4550, stock: 50, categoryId: oils.id });
  await fillCart(t.db, s.id, [
    { productId: sidr.id, quantity: 2 },
    { productId: oil.id, quantity: 3 },
  ]);
});

describe('a coupon limited to products or categories', () => {
  it('takes its percentage of the eligible lines only (a category, or a sub-category, of a mixed cart)', async () => {
    const c = await coupon(t.db, { kind: 'percent', value: 15, categoryIds: [honey.id] });
    // 15% of the honey's 198.00 = 29.70; total 334.50 − 29.70 + 30.00 = 334.80; VAT 33480 × 5/105 = 1594.29 → 15.94
    expect((await s.call(addCouponCall, { coupon: c.code })).body.data).toMatchObject({
      discount_coupon: c.code,
      coupon_discount: 29.7,
      discount: 71.7,
      shipping_cost: 30,
      total_price: 334.8,
      vat: 15.94,
      coupon_note: '',
    });
    const bySub = await coupon(t.db, { kind: 'percent', value: 10, categoryIds: [sidrCategory.id] });
    expect((await s.call(addCouponCall, { coupon: bySub.code })).body.data).toMatchObject({ coupon_discount: 19.8 });
    const byProduct = await coupon(t.db, { kind: 'percent', value: 10, productIds: [oil.id] });
    expect((await s.call(addCouponCall, { coupon: byProduct.code })).body.data).toMatchObject({ coupon_discount: 13.65 });
    // A product or a category of the list is enough: oil (13.65) + honey (19.80).
    const either = await coupon(t.db, { kind: 'percent', value: 10, productIds: [oil.id], categoryIds: [honey.id] });
    expect((await s.call(addCouponCall, { coupon: either.code })).body.data).toMatchObject({ coupon_discount: 33.45 });
  });

  it('takes a fixed value off at most the eligible lines’ total, and checkout stores that discount', async () => {
    const c = await coupon(t.db, { kind: 'fixed', value: 20000, productIds: [oil.id] });
    // 200.00 off, capped at the oils' 136.50: total 198.00 + 30.00 = 228.00; VAT 22800 × 5/105 = 1085.71 → 10.86
    expect((await s.call(addCouponCall, { coupon: c.code })).body.data).toMatchObject({
      coupon_discount: 136.5,
      total_price: 228,
      vat: 10.86,
    });
    const res = await s.call(payNowCall, { address_id: homeId, wallet: 0, payment_method: 1 });
    expect(res.body.status).toBe(true);
    const [placed] = await t.db.select().from(orders).where(eq(orders.userId, s.id));
    expect(placed).toMatchObject({ couponId: c.id, couponDiscount: 13650, shippingCost: 3000, total: 22800, vat: 1086 });
  });

  it('counts the minimum order on the eligible lines only', async () => {
    // The oils are 136.50 of a 334.50 cart: a 150.00 minimum is not reached.
    const c = await coupon(t.db, { kind: 'percent', value: 10, minOrder: 15000, categoryIds: [oils.id] });
    const res = await s.call(addCouponCall, { coupon: c.code });
    expect(res.body).toEqual({ status: false, msg: 'This coupon needs an order of at least 150.00 AED', data: null });
    const enough = await coupon(t.db, { kind: 'percent', value: 10, minOrder: 13650, categoryIds: [oils.id] });
    expect((await s.call(addCouponCall, { coupon: enough.code })).body.data).toMatchObject({ coupon_discount: 13.65 });
  });

  it('refuses a cart without a line it applies to, in both languages, and checkout refuses it too', async () => {
    const elsewhere = await category();
    const c = await coupon(t.db, { kind: 'percent', value: 10, categoryIds: [elsewhere.id] });
    const res = await s.call(addCouponCall, { coupon: c.code });
    expectRefusal(res, 'refused');
    expect(res.body).toEqual({ status: false, msg: 'This coupon applies to none of the products in your cart', data: null });
    const ar = await s.call(addCouponCall, { coupon: c.code }, 'ar');
    expect(ar.body.msg).toBe('هذه القسيمة لا تنطبق على أي من المنتجات في سلتك');

    // Applied while the oils were in the cart, then they leave: the cart says why it gives nothing, checkout refuses.
    const oilsOnly = await coupon(t.db, { kind: 'fixed', value: 1000, productIds: [oil.id] });
    const added = await s.call(addCouponCall, { coupon: oilsOnly.code });
    const oilLine = added.body.data.products.find((l: { product_id: number }) => l.product_id === oil.id);
    const left = await s.call(manageCartCall, { cart_item_id: oilLine!.id, quantity: 0 });
    expect(left.body.data).toMatchObject({
      coupon_discount: 0,
      coupon_note: 'This coupon applies to none of the products in your cart',
    });
    const pay = await s.call(payNowCall, { address_id: homeId, wallet: 0, payment_method: 1 });
    expect(pay.body).toEqual({ status: false, msg: 'This coupon applies to none of the products in your cart', data: null });
  });

  it('leaves an unlimited coupon as it was: its percentage of every line', async () => {
    const c = await coupon(t.db, { kind: 'percent', value: 15 });
    // 15% of 334.50 = 50.175 → 50.18; total 334.50 − 50.18 + 30.00 = 314.32; VAT 31432 × 5/105 = 1496.76 → 14.97
    expect((await s.call(addCouponCall, { coupon: c.code })).body.data).toMatchObject({
      coupon_discount: 50.18,
      total_price: 314.32,
      vat: 14.97,
    });
  });

  it('couponGoods: the sale-price goods of the lines it applies to, null when none', () => {
    const lines = [
      { productId: 1, categoryId: 7, subCategoryId: 8, quantity: 2, salePrice: 9900 },
      { productId: 2, categoryId: 9, subCategoryId: null, quantity: 3, salePrice: 4550 },
    ];
    expect(couponGoods({ productIds: [], categoryIds: [] }, lines)).toBe(33450);
    expect(couponGoods({ productIds: [], categoryIds: [8] }, lines)).toBe(19800);
    expect(couponGoods({ productIds: [2], categoryIds: [] }, lines)).toBe(13650);
    expect(couponGoods({ productIds: [3], categoryIds: [1] }, lines)).toBeNull();
  });
});

describe('a free-delivery coupon', () => {
  it('makes the delivery fee 0 and takes nothing off the goods; VAT is that of the goods alone', async () => {
    const c = await coupon(t.db, { kind: 'free_delivery', value: 0 });
    // total 334.50, VAT 33450 × 5/105 = 1592.86 → 15.93
    expect((await s.call(addCouponCall, { coupon: c.code })).body.data).toMatchObject({
      discount_coupon: c.code,
      coupon_discount: 0,
      discount: 42,
      shipping_cost: 0,
      total_price: 334.5,
      vat: 15.93,
      free_delivery_left: 0,
      coupon_note: '',
    });
    const res = await s.call(payNowCall, { address_id: homeId, wallet: 0, payment_method: 1 });
    expect(res.body.status).toBe(true);
    const [placed] = await t.db.select().from(orders).where(eq(orders.userId, s.id));
    expect(placed).toMatchObject({ couponId: c.id, couponDiscount: 0, shippingCost: 0, total: 33450, vat: 1593 });
  });

  it('still needs its minimum order, on the lines it applies to; below it the fee is charged and the cart says why', async () => {
    const c = await coupon(t.db, { kind: 'free_delivery', value: 0, minOrder: 30000 });
    expect((await s.call(addCouponCall, { coupon: c.code })).body.data).toMatchObject({ shipping_cost: 0 });
    const sidrLine = (await s.call(cartListCall)).body.data.products.find((l: { product_id: number }) => l.product_id === sidr.id);
    // One Sidr less: goods 235.50 < 300.00; delivery 30.00 is charged, total 265.50.
    expect((await s.call(manageCartCall, { cart_item_id: sidrLine!.id, quantity: 1 })).body.data).toMatchObject({
      shipping_cost: 30,
      total_price: 265.5,
      coupon_note: 'This coupon needs an order of at least 300.00 AED',
    });
    const limited = await coupon(t.db, { kind: 'free_delivery', value: 0, minOrder: 20000, categoryIds: [oils.id] });
    expect((await s.call(addCouponCall, { coupon: limited.code })).body).toMatchObject({
      status: false,
      msg: 'This coupon needs an order of at least 200.00 AED',
    });
  });
});
