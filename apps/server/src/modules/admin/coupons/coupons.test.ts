import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { shopDate } from '@shop/contract';
import { couponUses, coupons } from '../../../db/schema';
import { call } from '../../../test/app';
import { order } from '../../../test/fixtures/orders';
import { product } from '../../../test/fixtures/products';
import { adminSuite, auditOf } from '../../../test/fixtures/admin';

const w = adminSuite();

describe('admin coupons', () => {
  it('creates, edits and disables a coupon, with its uses', async () => {
    const made = await call(w.t.app, '/admin/coupons/create.php', {
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
    expect(
      (await call(w.t.app, '/admin/coupons/create.php', { ...w.admin.auth, code: 'Spring10', kind: 'fixed', value: 5 })).body,
    ).toMatchObject({ status: false, msg: 'A coupon with this code already exists' });
    expect(
      (await call(w.t.app, '/admin/coupons/create.php', { ...w.admin.auth, code: 'BIG', kind: 'percent', value: 150 })).statusCode,
    ).toBe(400);

    const p = await product(w.t.db);
    const { order: o } = await order(w.t.db, {
      userId: w.customer.id,
      items: [{ productId: p.id, quantity: 1, price: 5000 }],
      couponId: id,
    });
    await w.t.db.insert(couponUses).values({ couponId: id, userId: w.customer.id, orderId: o.id });

    const edited = await call(w.t.app, '/admin/coupons/update.php', {
      ...w.admin.auth,
      coupon_id: id,
      code: 'SPRING15',
      kind: 'fixed',
      value: 15.5,
      min_order: 0,
    });
    expect(edited.body.data).toMatchObject({ code: 'SPRING15', kind: 'fixed', value: 15.5, starts_at: null, uses: 1 });
    expect((await w.t.db.select().from(coupons).where(eq(coupons.id, id)))[0]!.value).toBe(1550);
    const off = await call(w.t.app, '/admin/coupons/set_active.php', { ...w.admin.auth, coupon_id: id, active: 0 });
    expect(off.body.data.active).toBe(false);
    const listed = await call(w.t.app, '/admin/coupons/list.php', w.admin.auth);
    expect(listed.body.data.rows.find((c: { id: number }) => c.id === id)).toMatchObject({ active: false, uses: 1 });
    expect((await auditOf(w.t, 'coupon', id)).map((a) => a.action)).toEqual(['coupon.create', 'coupon.update', 'coupon.disable']);
  });

  it('tells each coupon’s state from its days and uses: active, scheduled, expired, used up', async () => {
    const day = (offset: number) => shopDate(new Date(Date.now() + offset * 86_400_000));
    const create = async (code: string, fields: Record<string, string | number>) =>
      (await call(w.t.app, '/admin/coupons/create.php', { ...w.admin.auth, code, kind: 'fixed', value: 5, ...fields })).body.data;
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
    const list = await call(w.t.app, '/admin/coupons/list.php', w.admin.auth);
    const states = Object.fromEntries(list.body.data.rows.map((c: { code: string; state: string }) => [c.code, c.state]));
    expect(states).toMatchObject({ 'STATE-NOW': 'used_up', 'STATE-LATER': 'scheduled', 'STATE-OVER': 'expired' });
    const edited = await call(w.t.app, '/admin/coupons/set_active.php', { ...w.admin.auth, coupon_id: now.id, active: 0 });
    expect(edited.body.data).toMatchObject({ active: false, state: 'used_up' });
  });
});
