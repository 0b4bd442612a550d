import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  ORDER_STATUS,
  adminOrderGetCall,
  adminReturnDecideCall,
  adminReturnsListCall,
  ordersListCall,
  returnItemCall,
} from '@shop/contract';
import { orderItems, returnReasons, returnRequests, walletEntries } from '../../../db/schema';
import { call } from '../../../test/app';
import { order } from '../../../test/fixtures/orders';
import { product } from '../../../test/fixtures/products';
import { walletOf } from '../../wallet/ledger';
import { adminSuite, auditOf } from '../../../test/fixtures/admin';

const w = adminSuite();

const entriesOf = async (orderId: number) => w.t.db.select().from(walletEntries).where(eq(walletEntries.orderId, orderId));

describe('admin/returns', () => {
  async function returned(opts: { productFault: boolean; paymentMethod?: number }) {
    const [reason] = await w.t.db.select().from(returnReasons).where(eq(returnReasons.productFault, opts.productFault)).limit(1);
    const p = await product(w.t.db);
    const made = await order(w.t.db, {
      userId: w.customer.id,
      items: [{ productId: p.id, quantity: 2, price: 3000 }],
      statusId: ORDER_STATUS.delivered,
      deliveredAt: new Date(),
      ...(opts.paymentMethod ? { paymentMethod: opts.paymentMethod } : {}),
    });
    const asked = await call(w.t.app, returnItemCall, {
      ...w.customer.auth,
      order_item_id: made.items[0]!.id,
      reason_id: reason!.id,
      description: 'Jar cracked',
    });
    expect(asked.body.status).toBe(true);
    const [request] = await w.t.db.select().from(returnRequests).where(eq(returnRequests.orderItemId, made.items[0]!.id));
    return { ...made, request: request!, reason: reason! };
  }
  const decide = (id: number, decision: string) => call(w.t.app, adminReturnDecideCall, { ...w.admin.auth, return_id: id, decision });

  it('lists pending requests with reason and description', async () => {
    const r = await returned({ productFault: false });
    const list = await call(w.t.app, adminReturnsListCall, w.admin.auth, { lang: 'ar' });
    const row = list.body.data.rows.find((x: { id: number }) => x.id === r.request.id);
    expect(row).toMatchObject({
      order_item_id: r.items[0]!.id,
      quantity: 2,
      price_at_purchase: 30,
      reason: r.reason.nameAr,
      product_fault: false,
      description: 'Jar cracked',
      state: 'pending',
    });
  });

  it('approves once: item refunded, price × quantity to the wallet, no delivery charge unless the product is at fault', async () => {
    const r = await returned({ productFault: false });
    const before = (await walletOf(w.t.db, w.customer.id)).balance;
    const ok = await decide(r.request.id, 'approve');
    expect(ok.body).toMatchObject({
      status: true,
      msg: 'Return approved: 60.00 AED refunded',
      data: { state: 'approved', refund_amount: 60, refund_to_wallet: 60, refund_to_card: 0 },
    });
    const again = await decide(r.request.id, 'approve');
    expect(again.body).toMatchObject({ status: false, msg: 'This return request was already decided' });
    expect((await decide(r.request.id, 'refuse')).body.status).toBe(false);
    expect((await walletOf(w.t.db, w.customer.id)).balance).toBe(before + 6000);
    expect((await w.t.db.select().from(orderItems).where(eq(orderItems.id, r.items[0]!.id)))[0]!.statusId).toBe(ORDER_STATUS.refunded);
    expect((await entriesOf(r.order.id)).filter((e) => e.reason === 'return_refund')).toHaveLength(1);
    expect((await auditOf(w.t, 'return_request', r.request.id)).map((a) => a.action)).toEqual(['return.approve']);
  });

  it("refunds the delivery charge too when it is the product's fault", async () => {
    const r = await returned({ productFault: true });
    const before = (await walletOf(w.t.db, w.customer.id)).balance;
    expect((await decide(r.request.id, 'approve')).body.data.refund_amount).toBe(85);
    expect((await walletOf(w.t.db, w.customer.id)).balance).toBe(before + 8500);
  });

  it('marks a card refund for an online-paid order and leaves the wallet alone', async () => {
    const r = await returned({ productFault: false, paymentMethod: 2 });
    const before = (await walletOf(w.t.db, w.customer.id)).balance;
    const detail = () => call(w.t.app, adminOrderGetCall, { ...w.admin.auth, order_id: r.order.id });
    expect((await detail()).body.data).toMatchObject({ total: 85, refunded: 0 });
    expect((await decide(r.request.id, 'approve')).body.data).toMatchObject({ refund_amount: 60, refund_to_wallet: 0, refund_to_card: 60 });
    expect((await walletOf(w.t.db, w.customer.id)).balance).toBe(before);
    // The order's amounts count the card refund.
    expect((await detail()).body.data).toMatchObject({ total: 85, refunded: 60 });
  });

  it('refuses a request: the item is delivered again and nothing is refunded', async () => {
    const r = await returned({ productFault: false });
    const before = (await walletOf(w.t.db, w.customer.id)).balance;
    expect((await decide(r.request.id, 'refuse')).body).toMatchObject({
      status: true,
      msg: 'Return refused',
      data: { state: 'refused', refund_amount: null, refund_to_wallet: null, refund_to_card: null },
    });
    expect((await decide(r.request.id, 'approve')).body.status).toBe(false);
    expect(
      (
        await w.t.db
          .select()
          .from(orderItems)
          .where(and(eq(orderItems.id, r.items[0]!.id)))
      )[0]!.statusId,
    ).toBe(ORDER_STATUS.delivered);
    expect((await walletOf(w.t.db, w.customer.id)).balance).toBe(before);
  });

  it('after a refusal the item is no longer offered for return, and asking again is refused clearly (never a 500)', async () => {
    const r = await returned({ productFault: false });
    expect((await decide(r.request.id, 'refuse')).body.status).toBe(true);
    const rows = (await call(w.t.app, ordersListCall, w.customer.auth)).body.data;
    expect(rows.find((row: { order_item_id: number }) => row.order_item_id === r.items[0]!.id)).toMatchObject({
      status_id: 3,
      returnable: false,
    });

    const again = { ...w.customer.auth, order_item_id: r.items[0]!.id, reason_id: r.reason.id, description: 'Still cracked' };
    const answers = await Promise.all([call(w.t.app, returnItemCall, again), call(w.t.app, returnItemCall, again, { lang: 'ar' })]);
    expect(answers.map((a) => a.body)).toMatchObject([
      { status: false, msg: 'The return of this item was already refused; please contact us if you need help with it' },
      { status: false, msg: 'سبق رفض إرجاع هذا المنتج؛ يرجى التواصل معنا إذا احتجت إلى مساعدة بشأنه' },
    ]);
    expect(answers.every((a) => a.statusCode < 500)).toBe(true);
    const requests = await w.t.db.select().from(returnRequests).where(eq(returnRequests.orderItemId, r.items[0]!.id));
    expect(requests.map((q) => q.status)).toEqual(['refused']);
    expect((await w.t.db.select().from(orderItems).where(eq(orderItems.id, r.items[0]!.id)))[0]!.statusId).toBe(ORDER_STATUS.delivered);
  });
});
