import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  arrivalEstimate,
  type Cart,
  addCouponCall,
  addToCartCall,
  cartListCall,
  manageCartCall,
  payNowCall,
  removeCouponCall,
} from '@shop/contract';
import { addresses, cartItems, carts, couponUses, storeSettings } from '../../db/schema';
import { call, expectRefusal, invalidData } from '../../test/app';
import { coupon, fillCart } from '../../test/fixtures/checkout';
import { product } from '../../test/fixtures/products';
import { address, deliveryRegions } from '../../test/fixtures/regions';
import { shopper, type Shopper } from '../../test/fixtures/shoppers';
import { suiteApp } from '../../test/fixtures/suite';
import { couponDiscountOn, vatContained } from './pricing';

const t = suiteApp({}, { UNPAID_ORDER_SWEEP_SECONDS: '0' });
let regions: Awaited<ReturnType<typeof deliveryRegions>>;

beforeAll(async () => {
  regions = await deliveryRegions(t.db);
});

const CART_CALLS = [addToCartCall, cartListCall, manageCartCall, addCouponCall, removeCouponCall];

describe('cart calls', () => {
  it("answer guests and unknown keys 'wrong key'", async () => {
    for (const path of CART_CALLS) {
      const guest = await call(t.app, path, { auth_key: 'guest', user_id: 0, product_id: 1, cart_item_id: 1, quantity: 1, coupon: 'X' });
      expectRefusal(guest, 'wrong-key');
      expect(guest.body).toEqual({ status: false, msg: 'wrong key', data: null });
      const none = await call(t.app, path, {});
      expectRefusal(none, 'wrong-key');
    }
  });
});

describe('add_to_cart.php and cart_list.php', () => {
  let s: Shopper;
  beforeEach(async () => {
    s = await shopper(t.app, t.db);
  });

  it('adds a product and answers the full cart with every field', async () => {
    const p = await product(t.db, {
      nameEn: 'Sidr Honey',
      nameAr: 'عسل السدر',
      shortDescEn: 'Yemeni',
      shortDescAr: 'يمني',
      listPrice: 12000,
      salePrice: 9900,
      stock: 5,
      mainImage: 'p/sidr',
    });
    const today = arrivalEstimate();
    const res = await s.call(addToCartCall, { product_id: p.id, quantity: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toBe(true);
    expect(res.body.msg).toBe('Product added successfully');
    const [line] = await t.db.select().from(cartItems).where(eq(cartItems.userId, s.id));
    expect(res.body.data).toEqual({
      products: [
        {
          id: line!.id,
          product_id: p.id,
          quantity: 2,
          name: 'Sidr Honey',
          short_desc: 'Yemeni',
          main_image: 'http://localhost:3000/media/p/sidr-640.webp',
          total_price: 198,
          sale_price: 99,
          list_price: 120,
          stock: 5,
        },
      ],
      price: 240,
      discount_coupon: null,
      discount: 42,
      coupon_discount: 0,
      vat: 9.43, // 198 × 5/105 = 9.428…
      shipping_cost: 0,
      total_price: 198,
      coupon_note: '',
      items_count: 2,
      cod_fee: 0,
      cod_total_price: 198,
      cod_vat: 9.43,
      cod_max: 0,
      cod_available: true,
      cod_note: '',
      free_delivery_from: 0,
      free_delivery_left: 0,
      // The suite's regions cost 25, 30 and 50 AED; an order placed now arrives 3 business days later.
      delivery_fee_min: 25,
      delivery_fee_max: 50,
      arrival_date: expect.any(String),
    });
    // Asked just now: the estimate of today (or of tomorrow, had the shop's day turned meanwhile).
    expect([today, arrivalEstimate()]).toContain(res.body.data.arrival_date);
  });

  it('adds up when the product is already in the cart, and lists it in Arabic', async () => {
    const p = await product(t.db, { nameEn: 'Sidr Honey', nameAr: 'عسل السدر', stock: 5 });
    await s.call(addToCartCall, { product_id: p.id }); // quantity defaults to 1
    const res = await s.call(addToCartCall, { product_id: p.id, quantity: 3 });
    expect(res.body.data.products).toHaveLength(1);
    expect(res.body.data.products[0]!.quantity).toBe(4);
    const ar = await s.call(cartListCall, {}, 'ar');
    expect(ar.body.msg).toBe('تمت العملية بنجاح');
    expect(ar.body.data.products[0]!.name).toBe('عسل السدر');
    expect(ar.body.data.items_count).toBe(4);
  });

  it("reads a quantity of 'null', 'undefined' or blank as not given: one unit, as a client with an unset value sends it", async () => {
    const p = await product(t.db, { stock: 9 });
    for (const quantity of ['null', 'undefined', '']) await s.call(addToCartCall, { product_id: p.id, quantity });
    const res = await s.call(cartListCall);
    expect(res.body.data.products.find((l: { product_id: number }) => l.product_id === p.id)!.quantity).toBe(3);
  });

  it('never goes beyond stock: a conflict with the units left, and the cart unchanged', async () => {
    const p = await product(t.db, { nameEn: 'Sidr Honey', nameAr: 'عسل السدر', stock: 3 });
    await s.call(addToCartCall, { product_id: p.id, quantity: 2 });
    const res = await s.call(addToCartCall, { product_id: p.id, quantity: 2 });
    expectRefusal(res, 'conflict');
    expect(res.body).toEqual({ status: false, msg: 'Only 3 left in stock of Sidr Honey', data: null });
    const ar = await s.call(addToCartCall, { product_id: p.id, quantity: 2 }, 'ar');
    expect(ar.body.msg).toBe('لم يتبقَّ في المخزون سوى 3 من عسل السدر');
    const list = await s.call(cartListCall);
    expect(list.body.data.products[0]!.quantity).toBe(2);

    const gone = await product(t.db, { nameEn: 'Black Seed Oil', stock: 0 });
    const out = await s.call(addToCartCall, { product_id: gone.id });
    expectRefusal(out, 'conflict');
    expect(out.body.msg).toBe('Sorry, Black Seed Oil is out of stock');
  });

  it('adds up to the stock and no further when the same shopper adds one unit 12 times at once', async () => {
    const p = await product(t.db, { nameEn: 'Acacia Honey', stock: 5 });
    const answers = await Promise.all(Array.from({ length: 12 }, () => s.call(addToCartCall, { product_id: p.id, quantity: 1 })));
    expect(answers.filter((a) => a.body.status === true)).toHaveLength(5);
    for (const refused of answers.filter((a) => a.body.status !== true)) expectRefusal(refused, 'conflict');
    const line = (await s.call(cartListCall)).body.data.products.find((l: { product_id: number }) => l.product_id === p.id);
    expect(line!.quantity).toBe(5);
  });

  it('answers not found for a hidden or unknown product, invalid naming a malformed field', async () => {
    const hidden = await product(t.db, { visible: false });
    for (const id of [hidden.id, 999_999]) {
      const res = await s.call(addToCartCall, { product_id: id });
      expectRefusal(res, 'not-found');
      expect(res.body.msg).toBe('This product is not available');
    }
    const missing = await s.call(addToCartCall, {});
    expectRefusal(missing, 'invalid');
    expect(invalidData(missing).field).toBe('product_id');
    const zero = await s.call(addToCartCall, { product_id: hidden.id, quantity: 0 });
    expectRefusal(zero, 'invalid');
    expect(invalidData(zero).field).toBe('quantity');
  });
});

describe('manage_cart.php', () => {
  it('sets the quantity, removes the line at 0, refuses beyond stock', async () => {
    const s = await shopper(t.app, t.db);
    const p = await product(t.db, { nameEn: 'Acacia', stock: 4, salePrice: 2000, listPrice: 2000 });
    const q = await product(t.db, { stock: 9 });
    await fillCart(t.db, s.id, [
      { productId: p.id, quantity: 1 },
      { productId: q.id, quantity: 1 },
    ]);
    const lineId = (await s.call(cartListCall)).body.data.products[0]!.id;

    const set = await s.call(manageCartCall, { cart_item_id: lineId, quantity: 4 });
    expect(set.body.msg).toBe('Cart updated');
    expect(set.body.data.products[0]).toMatchObject({ id: lineId, quantity: 4, total_price: 80 });
    expect(set.body.data.items_count).toBe(5);

    const over = await s.call(manageCartCall, { cart_item_id: lineId, quantity: 5 });
    expectRefusal(over, 'conflict');
    expect(over.body.msg).toBe('Only 4 left in stock of Acacia');

    const removed = await s.call(manageCartCall, { cart_item_id: lineId, quantity: 0 });
    expect(removed.body.msg).toBe('Product removed from the cart');
    expect(removed.body.data.products.map((l: { product_id: number }) => l.product_id)).toEqual([q.id]);
  });

  it("refuses another customer's line as not found and leaves it alone", async () => {
    const owner = await shopper(t.app, t.db);
    const other = await shopper(t.app, t.db);
    const p = await product(t.db);
    await fillCart(t.db, owner.id, [{ productId: p.id, quantity: 2 }]);
    const [line] = await t.db.select().from(cartItems).where(eq(cartItems.userId, owner.id));
    for (const quantity of [0, 1]) {
      const res = await other.call(manageCartCall, { cart_item_id: line!.id, quantity });
      expectRefusal(res, 'not-found');
      expect(res.body.msg).toBe('This product is not in your cart');
    }
    const [still] = await t.db.select().from(cartItems).where(eq(cartItems.id, line!.id));
    expect(still!.quantity).toBe(2);
  });
});

describe('totals', () => {
  // Sidr: list 120.00, sale 99.00; Oil: 45.50 without discount. Cart: 2 Sidr + 3 Oil.
  // price 376.50, discount 42.00, goods 334.50.
  async function standardCart() {
    const s = await shopper(t.app, t.db);
    const sidr = await product(t.db, { listPrice: 12000, salePrice: 9900, stock: 50 });
    const oil = await product(t.db, { listPrice: 4550, salePrice: 4550, stock: 50 });
    await fillCart(t.db, s.id, [
      { productId: sidr.id, quantity: 2 },
      { productId: oil.id, quantity: 3 },
    ]);
    return { s, sidr, oil };
  }

  it('charges the delivery fee of the primary address region, 0 without an address', async () => {
    const { s } = await standardCart();
    const none = (await s.call(cartListCall)).body.data;
    expect(none).toMatchObject({
      price: 376.5,
      discount: 42,
      discount_coupon: null,
      coupon_discount: 0,
      shipping_cost: 0,
      total_price: 334.5,
      vat: 15.93,
    });

    const home = await address(t.db, s.id, regions.fee30);
    const thirty = (await s.call(cartListCall)).body.data;
    // total 364.50; VAT contained: 36450 × 5 / 105 = 1735.71 fils → 17.36
    expect(thirty).toMatchObject({ shipping_cost: 30, total_price: 364.5, vat: 17.36 });

    await t.db.update(addresses).set({ isPrimary: false }).where(eq(addresses.id, home.id));
    await address(t.db, s.id, regions.fee50);
    expect((await s.call(cartListCall)).body.data).toMatchObject({ shipping_cost: 50, total_price: 384.5, vat: 18.31 });

    await address(t.db, s.id, regions.fee25, false); // not primary: no effect
    expect((await s.call(cartListCall)).body.data.shipping_cost).toBe(50);
  });

  it('an empty cart costs nothing, delivery included', async () => {
    const s = await shopper(t.app, t.db);
    await address(t.db, s.id, regions.fee25);
    const today = arrivalEstimate();
    const empty = (await s.call(cartListCall)).body.data;
    expect([today, arrivalEstimate()]).toContain(empty.arrival_date);
    expect(empty).toEqual({
      products: [],
      price: 0,
      discount_coupon: null,
      discount: 0,
      coupon_discount: 0,
      vat: 0,
      shipping_cost: 0,
      total_price: 0,
      coupon_note: '',
      items_count: 0,
      cod_fee: 0,
      cod_total_price: 0,
      cod_vat: 0,
      cod_max: 0,
      cod_available: true,
      cod_note: '',
      free_delivery_from: 0,
      free_delivery_left: 0,
      // The suite's regions cost 25, 30 and 50 AED; an order placed now arrives 3 business days later.
      delivery_fee_min: 25,
      delivery_fee_max: 50,
      arrival_date: empty.arrival_date,
    });
  });

  it('delivers free once the goods after the coupon reach the threshold the owner set, and says how much more it takes', async () => {
    const { s, oil } = await standardCart();
    await address(t.db, s.id, regions.fee30);
    await t.db.insert(storeSettings).values({ key: 'free_delivery_from', value: 40000 });
    try {
      // Goods 334.50 of 400.00: 65.50 more; the fee is charged.
      expect((await s.call(cartListCall)).body.data).toMatchObject({
        shipping_cost: 30,
        total_price: 364.5,
        free_delivery_from: 400,
        free_delivery_left: 65.5,
      });
      // Two more oils: goods 425.50, delivered free; VAT 42550 × 5 / 105 = 2026.19 fils.
      const more = await s.call(addToCartCall, { product_id: oil.id, quantity: 2 });
      expect(more.body.data).toMatchObject({ shipping_cost: 0, total_price: 425.5, vat: 20.26, free_delivery_left: 0 });
      // A 10% coupon takes the goods to 382.95, under the threshold again: the fee is back, 17.05 to go.
      await coupon(t.db, { code: 'TENOFF', kind: 'percent', value: 10 });
      const withCoupon = await s.call(addCouponCall, { coupon: 'TENOFF' });
      expect(withCoupon.body.data).toMatchObject({
        coupon_discount: 42.55,
        shipping_cost: 30,
        total_price: 412.95,
        free_delivery_left: 17.05,
      });
    } finally {
      await t.db.delete(storeSettings).where(eq(storeSettings.key, 'free_delivery_from'));
    }
  });

  it('takes a percentage coupon off the goods at sale price, rounded to the fils', async () => {
    const { s } = await standardCart();
    await address(t.db, s.id, regions.fee30);
    const c = await coupon(t.db, { code: 'HONEY15', kind: 'percent', value: 15 });
    const res = await s.call(addCouponCall, { coupon: 'honey15' });
    expect(res.body.status).toBe(true);
    expect(res.body.msg).toBe('Coupon applied');
    // 33450 × 15% = 5017.5 → 5018 fils; total 33450 − 5018 + 3000 = 31432; VAT 1496.76 → 1497
    expect(res.body.data).toMatchObject({
      discount_coupon: 'HONEY15',
      coupon_discount: 50.18,
      discount: 92.18, // shelf savings 42 + coupon 50.18
      total_price: 314.32,
      vat: 14.97,
      coupon_note: '',
    });
    const [cartRow] = await t.db.select().from(carts).where(eq(carts.userId, s.id));
    expect(cartRow!.couponId).toBe(c.id);
  });

  it('takes a fixed coupon off, never more than the goods', async () => {
    const { s } = await standardCart();
    await address(t.db, s.id, regions.fee30);
    await coupon(t.db, { code: 'TWENTY', kind: 'fixed', value: 2000 });
    expect((await s.call(addCouponCall, { coupon: 'TWENTY' })).body.data).toMatchObject({
      coupon_discount: 20,
      discount: 62,
      total_price: 344.5,
      vat: 16.4,
    });
    await coupon(t.db, { code: 'HUGE', kind: 'fixed', value: 50000 });
    // Goods free, delivery still paid: 30.00, VAT 1.43.
    expect((await s.call(addCouponCall, { coupon: 'HUGE' })).body.data).toMatchObject({
      coupon_discount: 334.5,
      discount: 376.5,
      total_price: 30,
      vat: 1.43,
    });
  });

  it('checks the coupon again whenever the cart is priced: below the minimum order it gives nothing and says why', async () => {
    const { s, oil } = await standardCart();
    await coupon(t.db, { code: 'MIN300', kind: 'percent', value: 10, minOrder: 30000 });
    expect((await s.call(addCouponCall, { coupon: 'MIN300' })).body.data.coupon_discount).toBe(33.45);
    const oilLine = (await s.call(cartListCall)).body.data.products.find((l: { product_id: number }) => l.product_id === oil.id);
    const lower = await s.call(manageCartCall, { cart_item_id: oilLine!.id, quantity: 1 });
    // goods 198 + 45.50 = 243.50 < 300
    expect(lower.body.data).toMatchObject({
      discount_coupon: 'MIN300',
      coupon_discount: 0,
      total_price: 243.5,
      coupon_note: 'This coupon needs an order of at least 300.00 AED',
    });
    const ar = await s.call(cartListCall, {}, 'ar');
    expect(ar.body.data.coupon_note).toBe('تتطلب هذه القسيمة طلبًا بقيمة 300.00 درهم على الأقل');
    const back = await s.call(manageCartCall, { cart_item_id: oilLine!.id, quantity: 3 });
    expect(back.body.data).toMatchObject({ discount_coupon: 'MIN300', coupon_discount: 33.45, coupon_note: '' });
  });

  it('removes the coupon', async () => {
    const { s } = await standardCart();
    await coupon(t.db, { code: 'BYE', kind: 'fixed', value: 1000 });
    await s.call(addCouponCall, { coupon: 'BYE' });
    const res = await s.call(removeCouponCall, { coupon: 'BYE' });
    expect(res.body.msg).toBe('Coupon removed');
    expect(res.body.data).toMatchObject({ discount_coupon: null, discount: 42, coupon_discount: 0, total_price: 334.5 });
  });

  it("every cart answer carries the coupon's code as discount_coupon (null without one) and the amount off as discount", async () => {
    const { s, sidr } = await standardCart();
    await address(t.db, s.id, regions.fee30);
    await coupon(t.db, { code: 'EVERY10', kind: 'fixed', value: 1000 });
    const answers: Record<string, Cart> = {
      before: (await s.call(cartListCall)).body.data,
      added: (await s.call(addCouponCall, { coupon: 'every10' })).body.data,
      listed: (await s.call(cartListCall)).body.data,
      more: (await s.call(addToCartCall, { product_id: sidr.id, quantity: 1 })).body.data,
    };
    const line = answers.more!.products.find((l) => l.product_id === sidr.id)!;
    answers.managed = (await s.call(manageCartCall, { cart_item_id: line.id, quantity: 2 })).body.data;
    answers.removed = (await s.call(removeCouponCall, { coupon: 'EVERY10' })).body.data;
    const codes = Object.fromEntries(Object.entries(answers).map(([k, v]) => [k, v.discount_coupon]));
    expect(codes).toEqual({ before: null, added: 'EVERY10', listed: 'EVERY10', more: 'EVERY10', managed: 'EVERY10', removed: null });
    for (const [k, a] of Object.entries(answers)) {
      // What the original client shows adds up: price − discount (+ delivery) = total.
      expect(Math.round((a.price - a.discount + a.shipping_cost) * 100) / 100, k).toBe(a.total_price);
    }
    expect(answers.added).toMatchObject({ discount: 52, coupon_discount: 10 });
    expect(answers.removed).toMatchObject({ discount: 42, coupon_discount: 0 });
  });

  it('pricing helpers round half up to the fils', () => {
    expect(vatContained(10500)).toBe(500);
    expect(vatContained(1)).toBe(0);
    expect(vatContained(11)).toBe(1); // 0.52
    expect(couponDiscountOn({ kind: 'percent', value: 50 }, 1)).toBe(1); // 0.5 → 1
    expect(couponDiscountOn({ kind: 'percent', value: 100 }, 999)).toBe(999);
    expect(couponDiscountOn({ kind: 'fixed', value: 5000 }, 1200)).toBe(1200);
  });
});

describe('coupon refusals', () => {
  const day = 24 * 60 * 60 * 1000;
  let s: Shopper;
  beforeEach(async () => {
    s = await shopper(t.app, t.db);
    const p = await product(t.db, { salePrice: 10000, listPrice: 10000 });
    await fillCart(t.db, s.id, [{ productId: p.id, quantity: 1 }]);
  });

  async function refused(code: string, en: string, ar: string) {
    const res = await s.call(addCouponCall, { coupon: code });
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ status: false, msg: en, data: null });
    expect((await s.call(addCouponCall, { coupon: code }, 'ar')).body.msg).toBe(ar);
    const [row] = await t.db.select().from(carts).where(eq(carts.userId, s.id));
    expect(row?.couponId ?? null).toBeNull();
  }

  it('each with its own message', async () => {
    await refused('NOPE', 'This coupon code is not valid', 'رمز القسيمة هذا غير صالح');
    const off = await coupon(t.db, { kind: 'fixed', value: 100, active: false });
    await refused(off.code, 'This coupon is no longer active', 'هذه القسيمة لم تعد فعّالة');
    const starts = new Date(Date.now() + 2 * day);
    const later = await coupon(t.db, { kind: 'fixed', value: 100, startsAt: starts });
    const date = starts.toISOString().slice(0, 10);
    await refused(later.code, `This coupon can be used from ${date}`, `يمكن استخدام هذه القسيمة ابتداءً من ${date}`);
    const old = await coupon(t.db, { kind: 'fixed', value: 100, endsAt: new Date(Date.now() - day) });
    await refused(old.code, 'This coupon has expired', 'انتهت صلاحية هذه القسيمة');
    const big = await coupon(t.db, { kind: 'fixed', value: 100, minOrder: 10001 });
    await refused(big.code, 'This coupon needs an order of at least 100.01 AED', 'تتطلب هذه القسيمة طلبًا بقيمة 100.01 درهم على الأقل');
  });

  it('inside its dates it applies', async () => {
    const now = await coupon(t.db, {
      kind: 'fixed',
      value: 100,
      startsAt: new Date(Date.now() - day),
      endsAt: new Date(Date.now() + day),
      minOrder: 10000,
    });
    expect((await s.call(addCouponCall, { coupon: now.code })).body.data.coupon_discount).toBe(1);
  });

  it('on an empty cart', async () => {
    const empty = await shopper(t.app, t.db);
    const c = await coupon(t.db, { kind: 'fixed', value: 100 });
    const res = await empty.call(addCouponCall, { coupon: c.code });
    expect(res.body).toEqual({ status: false, msg: 'Add products to your cart before using a coupon', data: null });
  });

  it('invalid without a code', async () => {
    const res = await s.call(addCouponCall, { coupon: '  ' });
    expectRefusal(res, 'invalid');
    expect(invalidData(res).field).toBe('coupon');
  });

  it('counts uses: total and per customer (uses recorded by checkout are tested there too)', async () => {
    const first = await coupon(t.db, { kind: 'fixed', value: 100, maxUses: 1 });
    const perCustomer = await coupon(t.db, { kind: 'fixed', value: 100, maxUsesPerCustomer: 1 });
    // Uses need orders; record them through real cash checkouts.
    const buyer = await shopper(t.app, t.db);
    const home = await address(t.db, buyer.id, regions.fee25);
    const p = await product(t.db);
    for (const c of [first, perCustomer]) {
      await fillCart(t.db, buyer.id, [{ productId: p.id, quantity: 1 }]);
      expect((await buyer.call(addCouponCall, { coupon: c.code })).body.status).toBe(true);
      expect((await buyer.call(payNowCall, { address_id: home.id, wallet: 0, payment_method: 1 })).body.status).toBe(true);
    }
    expect(await t.db.select().from(couponUses).where(eq(couponUses.userId, buyer.id))).toHaveLength(2);
    await refused(first.code, 'This coupon has reached its usage limit', 'وصلت هذه القسيمة إلى الحد الأقصى للاستخدام');
    // Another customer may still use the per-customer coupon; the buyer may not.
    expect((await s.call(addCouponCall, { coupon: perCustomer.code })).body.status).toBe(true);
    await fillCart(t.db, buyer.id, [{ productId: p.id, quantity: 1 }]);
    const again = await buyer.call(addCouponCall, { coupon: perCustomer.code });
    expect(again.body).toEqual({ status: false, msg: 'You have already used this coupon', data: null });
  });
});
