import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { shopDate, adminCouponCreateCall, adminCouponSetActiveCall, adminCouponUpdateCall, adminCouponsListCall } from '@shop/contract';
import { auditLog, categories, couponUses, coupons } from '../../../db/schema';
import { call, invalidData } from '../../../test/app';
import { order } from '../../../test/fixtures/orders';
import { product } from '../../../test/fixtures/products';
import { adminSuite, auditOf } from '../../../test/fixtures/admin';

const w = adminSuite();

describe('admin coupons', () => {
  it('creates, edits and disables a coupon, with its uses', async () => {
    const made = await call(w.t.app, adminCouponCreateCall, {
      ...w.admin.auth,
      code: 'spring10',
      kind: 'percent',
      value: 10,
      min_order: 50,
      starts_at: '2026-03-01',
      ends_at: '2026-03-31',
      max_uses: 100,
    });
    expect(made.body.data).toMatchObject({
      code: 'SPRING10',
      kind: 'percent',
      value: 10,
      min_order: 50,
      starts_at: '2026-03-01',
      ends_at: '2026-03-31',
      max_uses: 100,
      active: true,
      uses: 0,
    });
    const id = made.body.data.id;
    expect((await call(w.t.app, adminCouponCreateCall, { ...w.admin.auth, code: 'Spring10', kind: 'fixed', value: 5 })).body).toMatchObject(
      { status: false, msg: 'A coupon with this code already exists' },
    );
    expect((await call(w.t.app, adminCouponCreateCall, { ...w.admin.auth, code: 'BIG', kind: 'percent', value: 150 })).statusCode).toBe(
      400,
    );

    const p = await product(w.t.db);
    const { order: o } = await order(w.t.db, {
      userId: w.customer.id,
      items: [{ productId: p.id, quantity: 1, price: 5000 }],
      couponId: id,
    });
    await w.t.db.insert(couponUses).values({ couponId: id, userId: w.customer.id, orderId: o.id });

    const edited = await call(w.t.app, adminCouponUpdateCall, {
      ...w.admin.auth,
      coupon_id: id,
      code: 'SPRING15',
      kind: 'fixed',
      value: 15.5,
      min_order: 0,
    });
    expect(edited.body.data).toMatchObject({ code: 'SPRING15', kind: 'fixed', value: 15.5, starts_at: null, uses: 1 });
    expect((await w.t.db.select().from(coupons).where(eq(coupons.id, id)))[0]!.value).toBe(1550);
    const off = await call(w.t.app, adminCouponSetActiveCall, { ...w.admin.auth, coupon_id: id, active: 0 });
    expect(off.body.data.active).toBe(false);
    const listed = await call(w.t.app, adminCouponsListCall, w.admin.auth);
    expect(listed.body.data.rows.find((c: { id: number }) => c.id === id)).toMatchObject({ active: false, uses: 1 });
    expect((await auditOf(w.t, 'coupon', id)).map((a) => a.action)).toEqual(['coupon.create', 'coupon.update', 'coupon.disable']);
  });

  it('limits a coupon to products and categories, and makes free-delivery coupons', async () => {
    const p = await product(w.t.db);
    const [cat] = await w.t.db.insert(categories).values({ nameEn: 'Oils', nameAr: 'زيوت' }).returning();
    const made = await call(w.t.app, adminCouponCreateCall, {
      ...w.admin.auth,
      code: 'oils5',
      kind: 'fixed',
      value: 5,
      product_ids: `${p.id},${p.id}`,
      category_ids: String(cat!.id),
    });
    expect(made.body.data).toMatchObject({ code: 'OILS5', kind: 'fixed', value: 5, product_ids: [p.id], category_ids: [cat!.id] });
    // The console's form names the coupon's products.
    expect(made.body.data.products).toEqual([{ id: p.id, name_en: p.nameEn, name_ar: p.nameAr }]);
    const id = made.body.data.id;
    expect((await w.t.db.select().from(coupons).where(eq(coupons.id, id)))[0]).toMatchObject({
      productIds: [p.id],
      categoryIds: [cat!.id],
    });

    // Free delivery stores 0 whatever value is sent; emptied lists lift the limit.
    const edited = await call(w.t.app, adminCouponUpdateCall, {
      ...w.admin.auth,
      coupon_id: id,
      code: 'SHIPFREE',
      kind: 'free_delivery',
      value: 5,
      min_order: 100,
      product_ids: '',
    });
    expect(edited.body.data).toMatchObject({ kind: 'free_delivery', value: 0, min_order: 100, product_ids: [], category_ids: [] });
    expect((await w.t.db.select().from(coupons).where(eq(coupons.id, id)))[0]).toMatchObject({
      kind: 'free_delivery',
      value: 0,
      minOrder: 10000,
    });
    expect((await auditOf(w.t, 'coupon', id)).map((a) => a.action)).toEqual(['coupon.create', 'coupon.update']);

    // Percent and fixed coupons still need a value above 0.
    const noValue = await call(w.t.app, adminCouponCreateCall, { ...w.admin.auth, code: 'NOVALUE', kind: 'fixed', value: 0 });
    expect(noValue.statusCode).toBe(400);
    expect(noValue.body.data).toEqual({ field: 'value', reason: 'must not be 0' });
  });

  it('refuses unknown products or categories naming the field, writing nothing', async () => {
    const p = await product(w.t.db);
    const before = await w.t.db.select().from(coupons);
    const couponAudit = async () => (await w.t.db.select().from(auditLog).where(eq(auditLog.entity, 'coupon'))).length;
    const auditBefore = await couponAudit();
    const badProduct = await call(w.t.app, adminCouponCreateCall, {
      ...w.admin.auth,
      code: 'BADPRODUCT',
      kind: 'percent',
      value: 10,
      product_ids: `${p.id},999999`,
    });
    expect(badProduct.statusCode).toBe(400);
    expect(badProduct.body.data).toEqual({ field: 'product_ids', reason: 'no such product' });
    const badCategory = await call(
      w.t.app,
      adminCouponCreateCall,
      { ...w.admin.auth, code: 'BADCATEGORY', kind: 'percent', value: 10, category_ids: '999999' },
      { lang: 'ar' },
    );
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.body.data).toEqual({ field: 'category_ids', reason: 'no such category' });
    expect(badCategory.body.msg).toContain('لا توجد فئة بهذا الرقم');
    const notIds = await call(w.t.app, adminCouponCreateCall, {
      ...w.admin.auth,
      code: 'NOTIDS',
      kind: 'percent',
      value: 10,
      category_ids: 'a,b',
    });
    expect(invalidData(notIds).field).toBe('category_ids');

    const kept = await call(w.t.app, adminCouponCreateCall, { ...w.admin.auth, code: 'KEPT', kind: 'percent', value: 10 });
    const badUpdate = await call(w.t.app, adminCouponUpdateCall, {
      ...w.admin.auth,
      coupon_id: kept.body.data.id,
      code: 'KEPT',
      kind: 'percent',
      value: 20,
      product_ids: '999999',
    });
    expect(badUpdate.body.data).toEqual({ field: 'product_ids', reason: 'no such product' });
    const rows = await w.t.db.select().from(coupons);
    expect(rows.filter((c) => !before.some((b) => b.id === c.id)).map((c) => [c.code, c.value])).toEqual([['KEPT', 10]]);
    // Only KEPT's creation was written and audited; its refused edit changed nothing.
    expect(await couponAudit()).toBe(auditBefore + 1);
  });

  it('tells each coupon’s state from its days and uses: active, scheduled, expired, used up', async () => {
    const day = (offset: number) => shopDate(new Date(Date.now() + offset * 86_400_000));
    const create = async (code: string, fields: Record<string, string | number>) =>
      (await call(w.t.app, adminCouponCreateCall, { ...w.admin.auth, code, kind: 'fixed', value: 5, ...fields })).body.data;
    const now = await create('STATE-NOW', { starts_at: day(0), ends_at: day(0), max_uses: 2 });
    const later = await create('STATE-LATER', { starts_at: day(1) });
    const over = await create('STATE-OVER', { ends_at: day(-1) });
    expect([now.state, later.state, over.state]).toEqual(['active', 'scheduled', 'expired']);

    // Two orders use the two allowed: used up, in the list as in one coupon's answer.
    const p = await product(w.t.db);
    for (let i = 0; i < 2; i++) {
      const { order: o } = await order(w.t.db, { userId: w.customer.id, items: [{ productId: p.id, quantity: 1, price: 5000 }] });
      await w.t.db.insert(couponUses).values({ couponId: now.id, userId: w.customer.id, orderId: o.id });
    }
    const list = await call(w.t.app, adminCouponsListCall, w.admin.auth);
    const states = Object.fromEntries(list.body.data.rows.map((c: { code: string; state: string }) => [c.code, c.state]));
    expect(states).toMatchObject({ 'STATE-NOW': 'used_up', 'STATE-LATER': 'scheduled', 'STATE-OVER': 'expired' });
    const edited = await call(w.t.app, adminCouponSetActiveCall, { ...w.admin.auth, coupon_id: now.id, active: 0 });
    expect(edited.body.data).toMatchObject({ active: false, state: 'used_up' });

    // The list filtered by state: only those in it, counted as such; an unknown state is refused by name.
    const codesIn = async (state: string) => {
      const page = (await call(w.t.app, adminCouponsListCall, { ...w.admin.auth, state })).body.data;
      const codes = page.rows.map((c: { code: string }) => c.code).filter((c: string) => c.startsWith('STATE-'));
      expect(page.rows.every((c: { state: string }) => c.state === state)).toBe(true);
      expect(page.total).toBe(page.rows.length);
      return codes;
    };
    expect(await codesIn('used_up')).toEqual(['STATE-NOW']);
    expect(await codesIn('scheduled')).toEqual(['STATE-LATER']);
    expect(await codesIn('expired')).toEqual(['STATE-OVER']);
    expect(await codesIn('active')).toEqual([]);
    const refused = await call(w.t.app, adminCouponsListCall, { ...w.admin.auth, state: 'paused' });
    expect(refused.body).toMatchObject({ status: false, data: { field: 'state' } });
  });
});
