// The shopper's own cancel with its reason (picked from CANCEL_REASONS or typed, optional): kept with the
// order, shown on the order page and in the console's order, and told to the shopper in the shop like every
// other status change.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  CANCEL_REASON_OTHER,
  ORDER_STATUS,
  adminOrderGetCall,
  cancelOrderCall,
  notificationsListCall,
  orderDetailsCall,
} from '@shop/contract';
import { notifications, orderStatusHistory, orders, products, users } from '../../db/schema';
import { call, expectRefusal } from '../../test/app';
import { order } from '../../test/fixtures/orders';
import { product } from '../../test/fixtures/products';
import { account, customer, signIn, type Customer } from '../../test/fixtures/shoppers';
import { suiteApp } from '../../test/fixtures/suite';

const t = suiteApp();
/** The shop owner, signed in to the console. */
let owner: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  const admin = await account(t.db, { name: 'Owner', password: null });
  await t.db.update(users).set({ role: 'admin', staffRole: 'owner' }).where(eq(users.id, admin.id));
  owner = await signIn(t.db, admin.id);
});

async function placed(c: Customer) {
  const p = await product(t.db, { stock: 3 });
  const { order: o } = await order(t.db, { userId: c.id, items: [{ productId: p.id, quantity: 2, price: 5000 }] });
  return { orderId: o.id, productId: p.id };
}
const cancel = (c: Customer, fields: Record<string, string | number>, lang: 'en' | 'ar' = 'en') =>
  call(t.app, cancelOrderCall, { ...c.auth, ...fields }, { lang });
const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const stockOf = async (id: number) => (await t.db.select().from(products).where(eq(products.id, id)))[0]!.stock;

describe('cancelling with a reason', () => {
  it("keeps the picked reason and the shopper's words with the order, shown on the order page and in the console", async () => {
    const c = await customer(t.db);
    const { orderId } = await placed(c);
    const res = await cancel(c, { order_id: orderId, reason_id: 2, description: '  Wrong size of jar  ' });
    expect(res.body).toMatchObject({ status: true, data: { order_id: orderId, status_id: ORDER_STATUS.cancelled, status: 'Cancelled' } });
    expect(await orderRow(orderId)).toMatchObject({ cancelReasonId: 2, cancelDescription: 'Wrong size of jar' });

    const page = await call(t.app, orderDetailsCall, { ...c.auth, order_id: orderId });
    expect(page.body.data.cancel_reason).toEqual({ reason_id: 2, description: 'Wrong size of jar' });
    const console = await call(t.app, adminOrderGetCall, { ...owner, order_id: orderId });
    expect(console.body.data.cancel_reason).toEqual({ reason_id: 2, description: 'Wrong size of jar' });
  });

  it('accepts words without a picked reason, and no reason at all as the original client sends', async () => {
    const c = await customer(t.db);
    const typed = await placed(c);
    expect((await cancel(c, { order_id: typed.orderId, description: 'Ordering again with a coupon' })).body.status).toBe(true);
    expect(await orderRow(typed.orderId)).toMatchObject({ cancelReasonId: null, cancelDescription: 'Ordering again with a coupon' });

    const bare = await placed(c);
    expect((await cancel(c, { order_id: bare.orderId })).body.status).toBe(true);
    const page = await call(t.app, orderDetailsCall, { ...c.auth, order_id: bare.orderId });
    expect(page.body.data).toMatchObject({ status_id: ORDER_STATUS.cancelled, cancel_reason: null });
  });

  it("refuses 'another reason' without words, an unknown reason and words too long, naming the field and changing nothing", async () => {
    const c = await customer(t.db);
    const { orderId, productId } = await placed(c);
    const cases: [Record<string, string | number>, string][] = [
      [{ reason_id: CANCEL_REASON_OTHER }, 'description'],
      [{ reason_id: CANCEL_REASON_OTHER, description: '   ' }, 'description'],
      [{ reason_id: 99 }, 'reason_id'],
      [{ reason_id: 0 }, 'reason_id'],
      [{ reason_id: 'soon' }, 'reason_id'],
      [{ reason_id: 1, description: 'x'.repeat(501) }, 'description'],
    ];
    for (const [fields, field] of cases) {
      const res = await cancel(c, { order_id: orderId, ...fields }, 'ar');
      expectRefusal(res, 'invalid', JSON.stringify(fields));
      expect(res.body.data, JSON.stringify(fields)).toMatchObject({ field });
    }
    expect(await orderRow(orderId)).toMatchObject({ statusId: ORDER_STATUS.placed, cancelReasonId: null, cancelDescription: '' });
    expect(await stockOf(productId)).toBe(3);
    expect(await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId))).toEqual([]);
  });

  it('tells the shopper in the shop, in the language they read it in, that their own cancel went through', async () => {
    const c = await customer(t.db);
    await t.db.update(users).set({ language: 'ar' }).where(eq(users.id, c.id));
    const { orderId } = await placed(c);
    expect((await cancel(c, { order_id: orderId, reason_id: 1 }, 'ar')).body.status).toBe(true);

    const ar = await call(t.app, notificationsListCall, c.auth, { lang: 'ar' });
    expect(ar.body.data.map((n: { title: string; body: string }) => [n.title, n.body])).toEqual([
      [`الطلب رقم ${orderId}: ملغي`, `حالة طلبك رقم ${orderId} الآن: ملغي.`],
    ]);
    const en = await call(t.app, notificationsListCall, c.auth);
    expect(en.body.data.map((n: { title: string }) => n.title)).toEqual([`Order #${orderId}: Cancelled`]);
    const rows = await t.db.select().from(notifications).where(eq(notifications.orderId, orderId));
    expect(rows).toHaveLength(1);
  });
});
