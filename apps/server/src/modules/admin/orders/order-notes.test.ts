// Issue 39.6: staff's internal notes on an order — added from the console, audited, never in a customer's answer.
import { describe, expect, it } from 'vitest';
import { adminOrderGetCall, adminOrderNoteAddCall, orderDetailsCall, ordersListCall } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { orderNotes } from '../../../db/schema';
import { call, invalidData } from '../../../test/app';
import { order } from '../../../test/fixtures/orders';
import { product } from '../../../test/fixtures/products';
import { adminSuite, auditOf } from '../../../test/fixtures/admin';

const w = adminSuite();

const addNote = (orderId: number, note: string | undefined, lang: 'en' | 'ar' = 'en') =>
  call(w.t.app, adminOrderNoteAddCall, { ...w.admin.auth, order_id: orderId, note }, { lang });
const anOrder = async () => {
  const p = await product(w.t.db);
  return (await order(w.t.db, { userId: w.customer.id, items: [{ productId: p.id, quantity: 1, price: 5000 }] })).order;
};

describe('admin/orders/note_add.php', () => {
  it('saves the note, answers the order with its notes newest first, and audits it', async () => {
    const o = await anOrder();
    const first = await addNote(o.id, '  Call before delivery  ');
    expect(first.body).toMatchObject({ status: true, msg: 'Note added' });
    expect(first.body.data.notes).toEqual([
      { id: expect.any(Number), author: 'Store Manager', note: 'Call before delivery', created_at: expect.any(String) },
    ]);
    const second = await addNote(o.id, 'العميل يفضل التوصيل مساءً.', 'ar');
    expect(second.body.msg).toBe('تمت إضافة الملاحظة');

    const detail = await call(w.t.app, adminOrderGetCall, { ...w.admin.auth, order_id: o.id });
    expect(detail.body.data.notes.map((n: { note: string }) => n.note)).toEqual(['العميل يفضل التوصيل مساءً.', 'Call before delivery']);
    const trail = await auditOf(w.t, 'order', o.id);
    expect(trail.map((a) => [a.action, a.actorUserId, (a.after as { note: string }).note])).toEqual([
      ['order.note', w.admin.id, 'Call before delivery'],
      ['order.note', w.admin.id, 'العميل يفضل التوصيل مساءً.'],
    ]);
  });

  it('refuses an empty, blank or too long note naming the field, and an unknown order, saving nothing', async () => {
    const o = await anOrder();
    for (const note of [undefined, '', '   ', 'x'.repeat(1001)]) {
      const bad = await addNote(o.id, note);
      expect([bad.statusCode, bad.body.status, invalidData(bad)?.field]).toEqual([400, false, 'note']);
    }
    expect((await addNote(o.id, 'x'.repeat(1000))).body.status).toBe(true); // the longest allowed
    expect((await addNote(999999, 'Hello')).statusCode).toBe(404);
    expect(await w.t.db.select().from(orderNotes).where(eq(orderNotes.orderId, o.id))).toHaveLength(1);
  });

  it('is refused to the customer and a guest, and never shows in the customer’s own order calls', async () => {
    const o = await anOrder();
    await addNote(o.id, 'Customer was rude on the phone');
    const asCustomer = await call(w.t.app, adminOrderNoteAddCall, { ...w.customer.auth, order_id: o.id, note: 'Mine' });
    expect(asCustomer.statusCode).toBe(403);
    const asGuest = await call(w.t.app, adminOrderNoteAddCall, { order_id: o.id, note: 'Mine' });
    expect(asGuest.statusCode).toBe(401);
    expect(await w.t.db.select().from(orderNotes).where(eq(orderNotes.orderId, o.id))).toHaveLength(1);

    for (const [path, fields] of [
      [orderDetailsCall, { order_id: o.id }],
      [ordersListCall, {}],
    ] as const) {
      const answer = await call(w.t.app, path, { ...w.customer.auth, ...fields });
      expect(answer.body.status).toBe(true);
      expect(JSON.stringify(answer.body)).not.toContain('rude');
    }
  });
});
