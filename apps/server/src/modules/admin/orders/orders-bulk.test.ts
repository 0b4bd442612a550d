import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ORDER_STATUS, adminOrdersBulkMoveCall, adminOrdersListCall, adminPackingSlipsCall } from '@shop/contract';
import { notifications, orders, products, users, walletEntries } from '../../../db/schema';
import { call, invalidData } from '../../../test/app';
import { order } from '../../../test/fixtures/orders';
import { product } from '../../../test/fixtures/products';
import { moveWallet, walletOf } from '../../wallet/ledger';
import { adminSuite, auditOf } from '../../../test/fixtures/admin';

const w = adminSuite();

const bulk = (order_ids: string, action: string, lang: 'en' | 'ar' = 'en') =>
  call(w.t.app, adminOrdersBulkMoveCall, { ...w.admin.auth, order_ids, action }, { lang });
const stockOf = async (id: number) => (await w.t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const notesOf = async (orderId: number) => (await w.t.db.select().from(notifications).where(eq(notifications.orderId, orderId))).length;
const refundsOf = async (orderId: number) =>
  (await w.t.db.select().from(walletEntries).where(eq(walletEntries.orderId, orderId))).filter((e) => e.reason === 'order_refund');

describe('admin/orders/list.php search', () => {
  it('finds orders by the delivery phone or the account phone however the number is typed', async () => {
    const p = await product(w.t.db);
    const { order: o } = await order(w.t.db, { userId: w.customer.id, items: [{ productId: p.id, quantity: 1, price: 5000 }] });
    await w.t.db.update(orders).set({ shipPhone: '+971 55 987 6543' }).where(eq(orders.id, o.id));
    const ids = async (customer: string) =>
      (await call(w.t.app, adminOrdersListCall, { ...w.admin.auth, customer })).body.data.rows.map((r: { id: number }) => r.id);
    expect(await ids('055 987 6543')).toEqual([o.id]);
    expect(await ids('971559876543')).toEqual([o.id]);
    const [me] = await w.t.db.select({ phone: users.phone }).from(users).where(eq(users.id, w.customer.id));
    expect(await ids(`0${me!.phone.replace(/\D/g, '').slice(3)}`)).toContain(o.id);
    expect(await ids('055 000 0000')).toEqual([]);
  });
});

describe('admin/orders/bulk_status.php', () => {
  it('moves each order it may and names each it may not, in the caller’s language', async () => {
    const p = await product(w.t.db);
    const placed = await Promise.all(
      [1, 2].map(() => order(w.t.db, { userId: w.customer.id, items: [{ productId: p.id, quantity: 1, price: 3000 }] })),
    );
    const shipped = await order(w.t.db, {
      userId: w.customer.id,
      statusId: ORDER_STATUS.shipped,
      items: [{ productId: p.id, quantity: 1, price: 3000 }],
    });
    const [a, b] = placed.map((x) => x.order.id) as [number, number];

    const answer = await bulk(`${a},${shipped.order.id},${b},999999`, 'confirm');
    expect(answer.body).toMatchObject({ status: true, msg: '2 of 4 orders moved', data: { moved: 2 } });
    expect(answer.body.data.results).toEqual([
      { id: a, moved: true, status_id: 2, msg: `Order #${a} is now Confirmed` },
      { id: shipped.order.id, moved: false, status_id: 5, msg: `Order #${shipped.order.id} is Shipped: it cannot be confirmed now` },
      { id: b, moved: true, status_id: 2, msg: `Order #${b} is now Confirmed` },
      { id: 999999, moved: false, status_id: null, msg: 'Order not found' },
    ]);
    const again = await bulk(`${a},${b}`, 'confirm', 'ar');
    expect(again.body.data.moved).toBe(0);
    expect(again.body.data.results[0]!.msg).toBe(`الطلب رقم ${a} حالته تم التأكيد: لا يمكن تأكيده الآن`);
    expect((await auditOf(w.t, 'order', a)).map((r) => r.action)).toEqual(['order.confirm']);
    expect(await notesOf(a)).toBe(1);
  });

  it('applies a cancel once per order when two bulk requests race: stock, wallet, notification and audit once', async () => {
    const p = await product(w.t.db, { stock: 20 });
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      await moveWallet(w.t.db, w.customer.id, 'balance', 1000, { reason: 'seed' });
      await moveWallet(w.t.db, w.customer.id, 'balance', -1000, { reason: 'order_payment' });
      const { order: o } = await order(w.t.db, {
        userId: w.customer.id,
        walletUsed: 1000,
        items: [{ productId: p.id, quantity: 2, price: 3000 }],
      });
      ids.push(o.id);
    }
    const balanceBefore = (await walletOf(w.t.db, w.customer.id)).balance;

    const answers = await Promise.all([bulk(ids.join(','), 'cancel'), bulk([...ids].reverse().join(','), 'cancel')]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(answers[0]!.body.data.moved + answers[1]!.body.data.moved).toBe(3);

    expect(await stockOf(p.id)).toBe(20 + 3 * 2);
    expect((await walletOf(w.t.db, w.customer.id)).balance).toBe(balanceBefore + 3 * 1000);
    for (const id of ids) {
      expect(await refundsOf(id)).toHaveLength(1);
      expect(await notesOf(id)).toBe(1);
      expect((await auditOf(w.t, 'order', id)).map((r) => [r.action, r.actorUserId])).toEqual([['order.cancel', w.admin.id]]);
    }
  });

  it('refuses an empty or oversized selection naming the field', async () => {
    const empty = await bulk('', 'confirm');
    expect(empty.statusCode).toBe(400);
    expect(invalidData(empty).field).toBe('order_ids');
    const many = await bulk(Array.from({ length: 101 }, (_, i) => i + 1).join(','), 'confirm');
    expect(invalidData(many).field).toBe('order_ids');
    expect(invalidData(await bulk('1', 'archive')).field).toBe('action');
  });
});

describe('admin/orders/packing_slips.php', () => {
  const slips = (orderIds: string) => call(w.t.app, adminPackingSlipsCall, { ...w.admin.auth, order_ids: orderIds }, { lang: 'en' });

  it('answers each order in its customer’s language whatever the console’s, in the order asked, once each', async () => {
    const p = await product(w.t.db);
    const { order: o } = await order(w.t.db, { userId: w.customer.id, items: [{ productId: p.id, quantity: 3, price: 3000 }] });
    const { order: other } = await order(w.t.db, { userId: w.admin.id, items: [{ productId: p.id, quantity: 1, price: 3000 }] });
    await w.t.db.update(users).set({ language: 'ar' }).where(eq(users.id, w.customer.id));
    const one = await slips(String(o.id));
    expect(one.body.data).toEqual([
      expect.objectContaining({
        lang: 'ar',
        order: expect.objectContaining({ id: o.id, status: 'تم الطلب', items: [expect.objectContaining({ name: p.nameAr, quantity: 3 })] }),
      }),
    ]);
    const both = await slips(`${other.id},${o.id},${other.id}`);
    expect(
      both.body.data.map((s: { lang: string; order: { id: number; status: string } }) => [s.order.id, s.lang, s.order.status]),
    ).toEqual([
      [other.id, 'en', 'Placed'],
      [o.id, 'ar', 'تم الطلب'],
    ]);
    await w.t.db.update(users).set({ language: 'en' }).where(eq(users.id, w.customer.id));
  });

  it('refuses an unknown order, an empty or oversized selection', async () => {
    const p = await product(w.t.db);
    const { order: o } = await order(w.t.db, { userId: w.customer.id, items: [{ productId: p.id, quantity: 1, price: 3000 }] });
    expect((await slips(`${o.id},999999`)).statusCode).toBe(404);
    const empty = await slips('');
    expect(empty.statusCode).toBe(400);
    expect(invalidData(empty).field).toBe('order_ids');
    expect(invalidData(await slips(Array.from({ length: 101 }, (_, i) => i + 1).join(','))).field).toBe('order_ids');
  });
});
