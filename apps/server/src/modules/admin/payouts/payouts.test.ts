// Issue 40.2: the cash a carrier collected is matched to its orders when the carrier reports the payout.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminPayoutCall,
  adminPayoutPreviewCall,
  adminPayoutRecordCall,
  adminPayoutsCall,
  adminPayoutsOutstandingCall,
} from '@shop/contract';
import { eq } from 'drizzle-orm';
import { auditLog, carrierPayoutLines, carrierPayouts, orders } from '../../../db/schema';
import { call, expectRefusal, type CallFields } from '../../../test/app';
import { product } from '../../../test/fixtures/products';
import { adminSuite, auditOf } from '../../../test/fixtures/admin';
import { daysAgo, order } from '../../../test/fixtures/orders';

const w = adminSuite();
let seq = 0;
let productId = 0;
beforeAll(async () => {
  productId = (await product(w.t.db, { stock: 1000, listPrice: 10000, salePrice: 10000 })).id;
});

/** A cash order of 100 AED goods + 25 AED delivery (125 AED), shipped with the carrier under a fresh tracking number. */
async function shipped(
  opts: { carrier?: 'aramex' | 'quiqup' | 'emirates_post'; delivered?: Date | null; paymentMethod?: number; walletUsed?: number } = {},
) {
  const tracking = `TRK${Date.now()}${++seq}`;
  const { order: o } = await order(w.t.db, {
    userId: w.customer.id,
    items: [{ productId, quantity: 1, price: 10000 }],
    paymentMethod: opts.paymentMethod ?? 1,
    walletUsed: opts.walletUsed ?? 0,
    ...(opts.delivered === null ? {} : { deliveredAt: opts.delivered ?? daysAgo(3) }),
  });
  await w.t.db
    .update(orders)
    .set({ carrier: opts.carrier ?? 'aramex', trackingNumber: tracking })
    .where(eq(orders.id, o.id));
  return { id: o.id, tracking };
}

const csvOf = (lines: [string, string][]) => ['tracking_number,cod_amount', ...lines.map((l) => l.join(','))].join('\r\n');
const payout = <C extends typeof adminPayoutPreviewCall | typeof adminPayoutRecordCall>(
  c: C,
  fields: CallFields<C>,
  lang: 'en' | 'ar' = 'en',
) => {
  const defaults: CallFields<typeof adminPayoutPreviewCall> = {
    carrier: 'aramex',
    reference: `REF-${++seq}`,
    paid_on: '2026-12-01',
    fees: 0,
  };
  return call(w.t.app, c, { ...w.admin.auth, ...defaults, ...fields }, { lang });
};
const lineCount = async () => (await w.t.db.select().from(carrierPayoutLines)).length;

describe('recording a carrier payout', () => {
  it('matches each line to its outcome, settles the matched orders once, and audits the payout', async () => {
    const matched = await shipped();
    const differs = await shipped();
    const walletPart = await shipped({ walletUsed: 2500 }); // 100 AED due in cash
    const card = await shipped({ paymentMethod: 2 });
    const notDelivered = await shipped({ delivered: null });
    const quiqup = await shipped({ carrier: 'quiqup' }); // known, but not Aramex's
    const csv = csvOf([
      [matched.tracking, '125'],
      [differs.tracking, '120.50'],
      [walletPart.tracking, '100.00'],
      [card.tracking, '125'],
      [notDelivered.tracking, '125'],
      [quiqup.tracking, '125'],
      ['NO-SUCH-AWB', '9.99'],
    ]);
    const reference = `ARX-${seq}`;

    const before = await lineCount();
    const preview = await payout(adminPayoutPreviewCall, { csv, reference, fees: 12.5 });
    expect(preview.body.status).toBe(true);
    expect(await lineCount()).toBe(before);
    const outcomes = ['matched', 'amount_differs', 'matched', 'not_cash', 'not_delivered', 'unknown_tracking', 'unknown_tracking'];
    expect(preview.body.data.lines.map((l) => l.outcome)).toEqual(outcomes);
    expect(preview.body.data.lines[1]).toMatchObject({ line: 3, amount: 120.5, expected: 125, order_id: differs.id, errors: [] });
    expect(preview.body.data).toMatchObject({ valid: true, cod_total: 730.49, fees: 12.5, received: 717.99, errors: [] });

    const recorded = await payout(adminPayoutRecordCall, { csv, reference, fees: 12.5 });
    expect(recorded.body.status).toBe(true);
    expect(recorded.body.msg).toBe('Payout recorded: 3 orders settled');
    const id = recorded.body.data.id;
    const [row] = await w.t.db.select().from(carrierPayouts).where(eq(carrierPayouts.id, id));
    expect(row).toMatchObject({ carrier: 'aramex', reference, paidOn: '2026-12-01', received: 71799, fees: 1250, createdBy: w.admin.id });

    // The same orders in a later payout: the settled ones are already paid, the others as before.
    const again = await payout(adminPayoutRecordCall, { csv });
    expect(again.body.data.lines.map((l) => l.outcome)).toEqual([
      'already_paid',
      'already_paid',
      'already_paid',
      'not_cash',
      'not_delivered',
      'unknown_tracking',
      'unknown_tracking',
    ]);

    const view = await call(w.t.app, adminPayoutCall, { ...w.admin.auth, id });
    expect(view.body.data.lines.map((l: { outcome: string; order_id: number | null }) => [l.outcome, l.order_id])).toEqual([
      ['matched', matched.id],
      ['amount_differs', differs.id],
      ['matched', walletPart.id],
      ['not_cash', card.id],
      ['not_delivered', notDelivered.id],
      ['unknown_tracking', null],
      ['unknown_tracking', null],
    ]);
    const list = await call(w.t.app, adminPayoutsCall, w.admin.auth);
    const listed = list.body.data.find((p: { id: number }) => p.id === id);
    expect(listed!.counts).toEqual({ matched: 2, amount_differs: 1, unknown_tracking: 2, not_cash: 1, already_paid: 0, not_delivered: 1 });
    expect(listed).toMatchObject({ received: 717.99, fees: 12.5, cod_total: 730.49, created_by: expect.any(String) });
    // Newest first: the later payout (same day, recorded after) comes before.
    expect(list.body.data.map((p: { id: number }) => p.id).indexOf(again.body.data.id)).toBeLessThan(
      list.body.data.map((p: { id: number }) => p.id).indexOf(id),
    );

    const audited = await auditOf(w.t, 'carrier_payout', id);
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ action: 'payout.record', actorUserId: w.admin.id });
    expect((audited[0]!.after as { settledOrders: number[] }).settledOrders).toEqual([matched.id, differs.id, walletPart.id]);
  });

  it('refuses the whole report when a line is bad, naming its line and field, and writes nothing', async () => {
    const good = await shipped();
    const csv = csvOf([
      [good.tracking, '125'],
      ['', '10'],
      ['AWB-2', '12.345'],
      ['AWB-3', 'abc'],
      [good.tracking, '1'],
    ]);
    const payouts = (await w.t.db.select().from(carrierPayouts)).length;
    const audits = (await w.t.db.select().from(auditLog)).length;
    const res = await payout(adminPayoutRecordCall, { csv });
    expectRefusal(res, 'refused');
    expect(res.body.data.valid).toBe(false);
    expect(res.body.data.lines.map((l: { line: number; errors: string[] }) => [l.line, l.errors])).toEqual([
      [2, []],
      [3, ['tracking_number is missing']],
      [4, ['cod_amount must be an amount in AED up to 1000000 (up to two decimals)']],
      [5, ['cod_amount must be an amount in AED up to 1000000 (up to two decimals)']],
      [6, ['tracking_number appears more than once in the report']],
    ]);
    expect((await w.t.db.select().from(carrierPayouts)).length).toBe(payouts);
    expect((await w.t.db.select().from(auditLog)).length).toBe(audits);
    // The order is still outstanding.
    const out = await call(w.t.app, adminPayoutsOutstandingCall, w.admin.auth);
    expect(out.body.data[0]!.orders.map((o: { id: number }) => o.id)).toContain(good.id);

    // In Arabic, and a wrong header names line 1.
    const ar = await payout(adminPayoutPreviewCall, { csv: 'awb,amount\r\nX,1' }, 'ar');
    expect(ar.body.data.lines).toEqual([
      expect.objectContaining({ line: 1, errors: ['يجب أن يكون السطر الأول: tracking_number,cod_amount'] }),
    ]);
    expect(ar.body.data.valid).toBe(false);
  });

  it('refuses fees above the cash and an empty report', async () => {
    const o = await shipped();
    const fees = await payout(adminPayoutRecordCall, { csv: csvOf([[o.tracking, '125']]), fees: 200 });
    expectRefusal(fees, 'refused');
    // formatAed puts a no-break space between the currency and the amount.
    expect(fees.body.data.errors).toEqual([
      expect.stringMatching(/^fees \(AED\s200\.00\) are more than the cash the report lists \(AED\s125\.00\)$/),
    ]);
    const empty = await payout(adminPayoutPreviewCall, { csv: 'tracking_number,cod_amount\r\n' });
    expect(empty.body.data).toMatchObject({ valid: false, errors: ['The report lists no shipments'] });
  });

  it('refuses a payout reference already recorded for the carrier, but not for the other carrier', async () => {
    const a = await shipped();
    const b = await shipped();
    const q = await shipped({ carrier: 'quiqup' });
    const first = await payout(adminPayoutRecordCall, { reference: 'DUP-1', csv: csvOf([[a.tracking, '125']]) });
    expect(first.body.status).toBe(true);
    const preview = await payout(adminPayoutPreviewCall, { reference: 'DUP-1', csv: csvOf([[b.tracking, '125']]) });
    expect(preview.body.data.errors).toEqual(['Payout DUP-1 of this carrier is already recorded']);
    const second = await payout(adminPayoutRecordCall, { reference: 'DUP-1', csv: csvOf([[b.tracking, '125']]) });
    expectRefusal(second, 'refused');
    expect((await w.t.db.select().from(carrierPayoutLines).where(eq(carrierPayoutLines.orderId, b.id))).length).toBe(0);
    const other = await payout(adminPayoutRecordCall, { reference: 'DUP-1', carrier: 'quiqup', csv: csvOf([[q.tracking, '125']]) });
    expect(other.body.data.counts.matched).toBe(1);
  });

  it('never settles an order twice when two payouts naming it are recorded at once', async () => {
    const o = await shipped();
    const csv = csvOf([[o.tracking, '125']]);
    const answers = await Promise.all([
      payout(adminPayoutRecordCall, { csv }),
      payout(adminPayoutRecordCall, { csv }),
      payout(adminPayoutRecordCall, { csv }),
    ]);
    for (const a of answers) expect([a.statusCode, a.body.status]).toEqual([200, true]);
    const outcomes = answers.map((a) => a.body.data.lines[0]!.outcome).sort();
    expect(outcomes).toEqual(['already_paid', 'already_paid', 'matched']);
    const settling = (await w.t.db.select().from(carrierPayoutLines).where(eq(carrierPayoutLines.orderId, o.id))).filter(
      (l) => l.outcome === 'matched' || l.outcome === 'amount_differs',
    );
    expect(settling).toHaveLength(1);

    // The database itself refuses a second settling line for the order (the partial unique index).
    const payoutId = settling[0]!.payoutId;
    const second = { payoutId, line: 99, trackingNumber: o.tracking, amount: 12500, orderId: o.id };
    await expect(w.t.db.insert(carrierPayoutLines).values({ ...second, outcome: 'amount_differs' })).rejects.toThrow();
    await w.t.db.insert(carrierPayoutLines).values({ ...second, outcome: 'already_paid' });
    await w.t.db.delete(carrierPayoutLines).where(eq(carrierPayoutLines.line, 99));
  });

  it('lists the cash still with each carrier: delivered cash orders not settled, oldest delivery first', async () => {
    const before = (await call(w.t.app, adminPayoutsOutstandingCall, w.admin.auth)).body.data;
    const old = await shipped({ carrier: 'quiqup', delivered: daysAgo(400) });
    const recent = await shipped({ carrier: 'quiqup', delivered: daysAgo(1), walletUsed: 500 });
    await shipped({ carrier: 'quiqup', delivered: null }); // not delivered
    await shipped({ carrier: 'quiqup', paymentMethod: 2, delivered: daysAgo(500) }); // paid online
    await shipped({ carrier: 'emirates_post', delivered: daysAgo(600) }); // no payouts from this carrier
    const settled = await shipped({ carrier: 'quiqup', delivered: daysAgo(450) });
    await payout(adminPayoutRecordCall, { carrier: 'quiqup', csv: csvOf([[settled.tracking, '125']]) });

    const res = await call(w.t.app, adminPayoutsOutstandingCall, w.admin.auth);
    expect(res.body.data.map((c: { carrier: string }) => c.carrier)).toEqual(['aramex', 'quiqup']);
    const q = res.body.data[1];
    const qBefore = before[1];
    expect(q!.count).toBe(qBefore!.count + 2);
    expect(q!.total).toBeCloseTo(qBefore!.total + 125 + 120, 2);
    expect(q!.oldest_delivered_at).toBe(q!.orders[0]!.delivered_at);
    expect(q!.orders[0]!.id).toBe(old.id);
    expect(q!.orders.map((o: { id: number }) => o.id)).toContain(recent.id);
    expect(q!.orders.find((o: { id: number }) => o.id === recent.id)!.due).toBe(120);
    expect(q!.orders.map((o: { id: number }) => o.id)).not.toContain(settled.id);
  });

  it('answers bad input with a refusal, never a 500, and refuses non-admins', async () => {
    const bad: Record<string, string | number>[] = [
      { carrier: 'emirates_post' },
      { reference: '' },
      { paid_on: '2026-02-30' },
      { fees: -1 },
      { fees: 1.234 },
      { csv: '' },
      { csv: '"unterminated\r\n,' },
      { csv: 'tracking_number,cod_amount\r\n\u0000,1' },
      { csv: `tracking_number,cod_amount\r\n${'A'.repeat(200)},1` },
      { csv: 'tracking_number,cod_amount\r\nX,99999999999999999999' },
    ];
    for (const fields of bad) {
      // Refused, or (a bad file) previewed as not valid and refused when recorded.
      const preview = await payout(adminPayoutPreviewCall, fields);
      expect([JSON.stringify(fields), preview.statusCode < 500, preview.body.status && preview.body.data.valid]).toEqual([
        JSON.stringify(fields),
        true,
        false,
      ]);
      const record = await payout(adminPayoutRecordCall, fields);
      expect([JSON.stringify(fields), record.statusCode < 500, record.body.status]).toEqual([JSON.stringify(fields), true, false]);
    }
    expect((await call(w.t.app, adminPayoutCall, { ...w.admin.auth, id: 999999 })).statusCode).toBe(404);
    const customer = await call(w.t.app, adminPayoutsCall, w.customer.auth);
    expect(customer.statusCode).toBe(403);
    const guest = await call(w.t.app, adminPayoutRecordCall, { carrier: 'aramex', reference: 'X', paid_on: '2026-12-01', csv: 'a' });
    expect(guest.statusCode).toBe(401);
  });
});
