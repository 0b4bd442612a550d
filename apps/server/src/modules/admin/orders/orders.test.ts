import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ORDER_STATUS, adminOrderGetCall, adminOrderMoveCall, adminOrdersListCall } from '@shop/contract';
import { couponUses, coupons, notifications, orderStatusHistory, orders, payments, products, walletEntries } from '../../../db/schema';
import { call } from '../../../test/app';
import { order } from '../../../test/fixtures/orders';
import { product } from '../../../test/fixtures/products';
import { moveWallet, walletOf } from '../../wallet/ledger';
import { adminSuite, auditOf } from '../../../test/fixtures/admin';

const w = adminSuite();

const move = (orderId: number, action: string, lang: 'en' | 'ar' = 'en') =>
  call(w.t.app, adminOrderMoveCall, { ...w.admin.auth, order_id: orderId, action }, { lang });
const stockOf = async (id: number) => (await w.t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const notesOf = async (orderId: number) => (await w.t.db.select().from(notifications).where(eq(notifications.orderId, orderId))).length;
const historyOf = async (orderId: number) => w.t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));
const entriesOf = async (orderId: number) => w.t.db.select().from(walletEntries).where(eq(walletEntries.orderId, orderId));

describe('admin/orders/list.php', () => {
  it('filters by status, customer, payment method, order id and day, 30 a page', async () => {
    const p = await product(w.t.db);
    const mine = await order(w.t.db, {
      userId: w.customer.id,
      items: [{ productId: p.id, quantity: 1, price: 5000 }],
      paymentMethod: 2,
      createdAt: new Date('2025-01-15T21:30:00Z'),
    });
    const byId = await call(w.t.app, adminOrdersListCall, { ...w.admin.auth, order_id: mine.order.id });
    expect(byId.body.data.total).toBe(1);
    expect(byId.body.data.rows[0]).toMatchObject({
      id: mine.order.id,
      status_id: 1,
      status: 'Placed',
      payment_method: 2,
      total: 75,
      items_count: 1,
      customer: { id: w.customer.id },
    });

    // 21:30 UTC on the 15th is the 16th in Dubai.
    const day = await call(w.t.app, adminOrdersListCall, { ...w.admin.auth, from: '2025-01-16', to: '2025-01-16' });
    expect(day.body.data.rows.map((r: { id: number }) => r.id)).toEqual([mine.order.id]);
    const dayBefore = await call(w.t.app, adminOrdersListCall, { ...w.admin.auth, from: '2025-01-15', to: '2025-01-15' });
    expect(dayBefore.body.data.total).toBe(0);

    const byCustomer = await call(w.t.app, adminOrdersListCall, {
      ...w.admin.auth,
      customer: 'CUSTOMER@example',
      payment_method: 2,
      status_id: 1,
    });
    expect(byCustomer.body.data.rows.map((r: { id: number }) => r.id)).toContain(mine.order.id);
    for (const r of byCustomer.body.data.rows)
      expect(r).toMatchObject({ payment_method: 2, status_id: 1, customer: { id: w.customer.id } });

    const all = await call(w.t.app, adminOrdersListCall, w.admin.auth);
    expect(all.body.data.rows.length).toBe(Math.min(30, all.body.data.total));
  });
});

describe('admin/orders/change_status.php', () => {
  it('confirms, ships and delivers once each; delivery earns points once; repeats are refused and change nothing', async () => {
    const p = await product(w.t.db, { stock: 10 });
    const { order: o } = await order(w.t.db, { userId: w.customer.id, items: [{ productId: p.id, quantity: 2, price: 4550 }] });
    const pointsBefore = (await walletOf(w.t.db, w.customer.id)).points;

    const confirmed = await move(o.id, 'confirm');
    expect(confirmed.body).toMatchObject({
      status: true,
      msg: `Order #${o.id} is now Confirmed`,
      data: { status_id: 2, actions: ['ship', 'cancel'] },
    });
    const again = await move(o.id, 'confirm', 'ar');
    expect(again.statusCode).toBe(200);
    expect(again.body.status).toBe(false);
    expect(again.body.msg).toBe(`الطلب رقم ${o.id} حالته تم التأكيد: لا يمكن تأكيده الآن`);
    expect((await move(o.id, 'deliver')).body.status).toBe(false); // 2 → 3 skips shipping

    expect((await move(o.id, 'ship')).body.data.status_id).toBe(5);
    const delivered = await move(o.id, 'deliver');
    expect(delivered.body.data).toMatchObject({ status_id: 3, points_earned: 91, actions: [] });
    expect(delivered.body.data.delivered_at).not.toBeNull();
    expect(delivered.body.data.items.map((i: { status_id: number }) => i.status_id)).toEqual([3]);

    for (const action of ['deliver', 'confirm', 'ship', 'cancel']) expect((await move(o.id, action)).body.status).toBe(false);
    expect((await walletOf(w.t.db, w.customer.id)).points).toBe(pointsBefore + 91);
    expect((await entriesOf(o.id)).filter((e) => e.reason === 'earn')).toHaveLength(1);
    expect((await historyOf(o.id)).map((h) => h.toStatus)).toEqual([2, 5, 3]);
    expect(await notesOf(o.id)).toBe(3);
    expect(await stockOf(p.id)).toBe(10);
    const trail = await auditOf(w.t, 'order', o.id);
    expect(
      trail.map((a) => [a.action, a.actorUserId, (a.before as { statusId: number }).statusId, (a.after as { statusId: number }).statusId]),
    ).toEqual([
      ['order.confirm', w.admin.id, 1, 2],
      ['order.ship', w.admin.id, 2, 5],
      ['order.deliver', w.admin.id, 5, 3],
    ]);

    const detail = await call(w.t.app, adminOrderGetCall, { ...w.admin.auth, order_id: o.id });
    expect(detail.body.data.history.map((h: { to_status: number; actor: string }) => [h.to_status, h.actor])).toEqual([
      [2, 'Store Manager'],
      [5, 'Store Manager'],
      [3, 'Store Manager'],
    ]);
  });

  it('cancels from confirmed: stock, coupon use, wallet part and card payment return once', async () => {
    const p = await product(w.t.db, { stock: 3 });
    const [coupon] = await w.t.db
      .insert(coupons)
      .values({ code: `ADM${Date.now()}`, kind: 'fixed', value: 500 })
      .returning();
    await moveWallet(w.t.db, w.customer.id, 'balance', 2000, { reason: 'seed' }); // what checkout would have taken
    await moveWallet(w.t.db, w.customer.id, 'balance', -2000, { reason: 'order_payment' });
    const { order: o } = await order(w.t.db, {
      userId: w.customer.id,
      items: [{ productId: p.id, quantity: 2, price: 5000 }],
      walletUsed: 2000,
      paymentMethod: 2,
      couponId: coupon!.id,
      statusId: ORDER_STATUS.confirmed,
    });
    await w.t.db.insert(couponUses).values({ couponId: coupon!.id, userId: w.customer.id, orderId: o.id });
    expect(o.cardAmount).toBe(10500); // 2 × 50 + 25 delivery − 20 from the wallet
    await w.t.db
      .insert(payments)
      .values({ orderId: o.id, gateway: 'sandbox', amount: o.cardAmount, status: 'paid', paymentId: `pay-${o.id}` });
    const balanceBefore = (await walletOf(w.t.db, w.customer.id)).balance;

    const cancelled = await move(o.id, 'cancel');
    // The whole total (125 AED: 20 from the wallet, 105 by card) is refunded, and the order shows it.
    expect(cancelled.body.data).toMatchObject({ status_id: 4, actions: [], total: 125, refunded: 125 });
    expect(cancelled.body.data.cancelled_at).not.toBeNull();
    expect((await move(o.id, 'cancel')).body.status).toBe(false);

    expect(await stockOf(p.id)).toBe(5);
    expect((await walletOf(w.t.db, w.customer.id)).balance).toBe(balanceBefore + 2000 + 10500);
    expect(
      (await entriesOf(o.id))
        .filter((e) => e.reason === 'order_refund')
        .map((e) => e.amount)
        .sort(),
    ).toEqual([10500, 2000].sort());
    expect(await w.t.db.select().from(couponUses).where(eq(couponUses.orderId, o.id))).toHaveLength(0);
    expect(await notesOf(o.id)).toBe(1);
    expect((await auditOf(w.t, 'order', o.id)).map((a) => a.action)).toEqual(['order.cancel']);
  });

  it('refuses to cancel a shipped order and answers 404 for an unknown one', async () => {
    const p = await product(w.t.db);
    const { order: o } = await order(w.t.db, {
      userId: w.customer.id,
      items: [{ productId: p.id, quantity: 1, price: 5000 }],
      statusId: ORDER_STATUS.shipped,
    });
    const refused = await move(o.id, 'cancel');
    expect(refused.body).toMatchObject({ status: false, msg: `Order #${o.id} is Shipped: it cannot be cancelled now` });
    expect((await w.t.db.select().from(orders).where(eq(orders.id, o.id)))[0]!.statusId).toBe(5);
    expect((await move(999999, 'confirm')).statusCode).toBe(404);
  });
});
