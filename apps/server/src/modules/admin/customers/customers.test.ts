import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { ORDER_STATUS } from '@shop/contract';
import { couponUses, coupons, notifications, products, reviews, users } from '../../db/schema';
import { call } from '../../test/app';
import { customer, order, product } from '../profile/test-fixtures';
import { walletOf } from '../wallet/ledger';
import { adminWorld, auditOf, type AdminWorld } from './admin.fixtures';

let w: AdminWorld;
beforeAll(async () => {
  w = await adminWorld();
});
afterAll(() => w.t.close());

describe('admin coupons', () => {
  it('creates, edits and disables a coupon, with its uses', async () => {
    const made = await call(w.t.app, '/admin/coupons/create.php', { ...w.admin.auth, code: 'spring10', kind: 'percent', value: 10, min_order: 50, starts_at: '2026-03-01', ends_at: '2026-03-31', max_uses: 100 });
    expect(made.body.data).toMatchObject({ code: 'SPRING10', kind: 'percent', value: 10, min_order: 50, starts_at: '2026-03-01', ends_at: '2026-03-31', max_uses: 100, active: true, uses: 0 });
    const id = made.body.data.id;
    expect((await call(w.t.app, '/admin/coupons/create.php', { ...w.admin.auth, code: 'Spring10', kind: 'fixed', value: 5 })).body).toMatchObject({ status: false, msg: 'A coupon with this code already exists' });
    expect((await call(w.t.app, '/admin/coupons/create.php', { ...w.admin.auth, code: 'BIG', kind: 'percent', value: 150 })).statusCode).toBe(400);

    const p = await product(w.t.db);
    const { order: o } = await order(w.t.db, { userId: w.customer.id, items: [{ productId: p.id, quantity: 1, price: 5000 }], couponId: id });
    await w.t.db.insert(couponUses).values({ couponId: id, userId: w.customer.id, orderId: o.id });

    const edited = await call(w.t.app, '/admin/coupons/update.php', { ...w.admin.auth, coupon_id: id, code: 'SPRING15', kind: 'fixed', value: 15.5, min_order: 0 });
    expect(edited.body.data).toMatchObject({ code: 'SPRING15', kind: 'fixed', value: 15.5, starts_at: null, uses: 1 });
    expect((await w.t.db.select().from(coupons).where(eq(coupons.id, id)))[0]!.value).toBe(1550);
    const off = await call(w.t.app, '/admin/coupons/set_active.php', { ...w.admin.auth, coupon_id: id, active: 0 });
    expect(off.body.data.active).toBe(false);
    const listed = await call(w.t.app, '/admin/coupons/list.php', w.admin.auth);
    expect(listed.body.data.rows.find((c: { id: number }) => c.id === id)).toMatchObject({ active: false, uses: 1 });
    expect((await auditOf(w.t, 'coupon', id)).map((a) => a.action)).toEqual(['coupon.create', 'coupon.update', 'coupon.disable']);
  });
});

describe('admin reviews', () => {
  it("hiding a review recomputes the product's rating from the visible ones; showing restores it", async () => {
    const p = await product(w.t.db);
    const a = await customer(w.t.db);
    const b = await customer(w.t.db);
    await w.t.db.insert(reviews).values([
      { userId: a.id, productId: p.id, title: 'Great', description: 'Lovely', rating: 5 },
      { userId: b.id, productId: p.id, title: 'Meh', description: 'Spam link', rating: 2 },
    ]);
    await w.t.db.update(products).set({ rating: 3.5, ratingCount: 2 }).where(eq(products.id, p.id));
    const [bad] = await w.t.db.select().from(reviews).where(and(eq(reviews.productId, p.id), eq(reviews.rating, 2)));

    const hidden = await call(w.t.app, '/admin/reviews/set_hidden.php', { ...w.admin.auth, review_id: bad!.id, hidden: 1 });
    expect(hidden.body).toMatchObject({ status: true, msg: 'Review hidden', data: { review: { hidden: true }, product_rating: 5, product_rating_count: 1 } });
    expect((await w.t.db.select().from(products).where(eq(products.id, p.id)))[0]).toMatchObject({ rating: 5, ratingCount: 1 });
    const shown = await call(w.t.app, '/admin/reviews/set_hidden.php', { ...w.admin.auth, review_id: bad!.id, hidden: 0 });
    expect(shown.body.data).toMatchObject({ product_rating: 3.5, product_rating_count: 2 });

    const list = await call(w.t.app, '/admin/reviews/list.php', { ...w.admin.auth, product_id: p.id });
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.rows[0]).toMatchObject({ product: { id: p.id }, customer: { id: expect.any(Number) } });
    expect((await auditOf(w.t, 'review', bad!.id)).map((x) => x.action)).toEqual(['review.hide', 'review.show']);
  });
});

describe('admin notifications', () => {
  it('sends to one customer, or to every customer (not admins), in both languages', async () => {
    const fields = { title_en: 'Eid offers', title_ar: 'عروض العيد', body_en: '20% off honey', body_ar: 'خصم 20٪ على العسل' };
    const one = await call(w.t.app, '/admin/notifications/send.php', { ...w.admin.auth, ...fields, customer_id: w.customer.id });
    expect(one.body).toMatchObject({ status: true, msg: 'Notification sent to 1 customers', data: { sent: 1 } });
    const mine = await call(w.t.app, '/notifications_list.php', w.customer.auth, { lang: 'ar' });
    expect(JSON.stringify(mine.body.data)).toContain('عروض العيد');

    const [customers] = await w.t.db.select({ n: count() }).from(users).where(eq(users.role, 'customer'));
    const all = await call(w.t.app, '/admin/notifications/send.php', { ...w.admin.auth, ...fields });
    expect(all.body.data.sent).toBe(customers!.n);
    expect(await w.t.db.select().from(notifications).where(and(eq(notifications.userId, w.admin.id), eq(notifications.titleEn, 'Eid offers')))).toHaveLength(0);
  });
});

describe('admin customers', () => {
  it('finds a customer, shows orders and ledger, adjusts the wallet with a reason but never below zero', async () => {
    const c = await customer(w.t.db, 'Mariam Test');
    const found = await call(w.t.app, '/admin/customers/list.php', { ...w.admin.auth, keyword: 'mariam test' });
    expect(found.body.data.rows.map((r: { id: number }) => r.id)).toEqual([c.id]);

    const credit = await call(w.t.app, '/admin/customers/wallet_adjust.php', { ...w.admin.auth, customer_id: c.id, kind: 'balance', amount: 12.5, reason: 'Goodwill' });
    expect(credit.body.data).toMatchObject({ balance: 12.5 });
    const tooMuch = await call(w.t.app, '/admin/customers/wallet_adjust.php', { ...w.admin.auth, customer_id: c.id, kind: 'balance', amount: -13, reason: 'Oops' });
    expect(tooMuch.body).toMatchObject({ status: false, msg: 'The wallet cannot go below zero' });
    expect((await walletOf(w.t.db, c.id)).balance).toBe(1250);

    const detail = await call(w.t.app, '/admin/customers/get.php', { ...w.admin.auth, customer_id: c.id });
    expect(detail.body.data.ledger).toMatchObject([{ kind: 'balance', amount: 12.5, reason: 'admin_adjustment', note: 'Goodwill' }]);
    expect(detail.body.data.orders).toEqual([]);
    const trail = await auditOf(w.t, 'customer', c.id);
    expect(trail.map((a) => [a.action, a.before, (a.after as { balance: number }).balance])).toEqual([['wallet.adjust', { balance: 0, points: 0 }, 12.5]]);
  });
});

describe('admin/dashboard.php', () => {
  it("counts today's orders and sales, what waits for each action, and 30 days of sales", async () => {
    const before = (await call(w.t.app, '/admin/dashboard.php', w.admin.auth)).body.data;
    const p = await product(w.t.db, { stock: 1 });
    await order(w.t.db, { userId: w.customer.id, items: [{ productId: p.id, quantity: 2, price: 5000 }] }); // 125 AED with delivery
    await order(w.t.db, { userId: w.customer.id, items: [{ productId: p.id, quantity: 1, price: 5000 }], statusId: ORDER_STATUS.cancelled });
    const after = (await call(w.t.app, '/admin/dashboard.php', w.admin.auth)).body.data;
    const todayOf = (d: { periods: { days: number; current: { orders: number; sales: number } }[] }) => d.periods.find((x) => x.days === 1)!.current;
    expect(todayOf(after).orders).toBe(todayOf(before).orders + 1);
    expect(todayOf(after).sales).toBeCloseTo(todayOf(before).sales + 125, 2);
    expect(after).not.toHaveProperty('today');
    expect(after).not.toHaveProperty('month');
    expect(after.waiting.to_confirm).toBe(before.waiting.to_confirm + 1);
    expect(after.sales_by_day).toHaveLength(30);
    expect(after.sales_by_day.at(-1).orders).toBe(todayOf(after).orders);
    expect(after.low_stock.map((r: { id: number }) => r.id)).toContain(p.id);
    expect(after.best_sellers.length).toBeGreaterThan(0);
  });
});
