// Reports: orders placed, delivered, invoiced, cancelled and returned through the shop's own calls,
// then dated into March and April 2025 so the figures are exact: sales and returns of a range, best sellers, the
// VAT per month from the tax invoices and credit notes as issued, the CSV exports, and bad ranges refused.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminOrderMoveCall,
  adminReportOrdersCsvCall,
  adminReportSalesCall,
  adminReportVatCall,
  adminReportVatCsvCall,
  adminReturnDecideCall,
  cancelOrderCall,
  ordersListCall,
  payNowCall,
  returnItemCall,
  type Call,
} from '@shop/contract';
import { eq, inArray } from 'drizzle-orm';
import { orders, products, regions, returnReasons, returnRequests, taxDocuments } from '../../../db/schema';
import { call, type CallFields } from '../../../test/app';
import { creditWallet, fillCart } from '../../../test/fixtures/checkout';
import { product } from '../../../test/fixtures/products';
import { address } from '../../../test/fixtures/regions';
import { shopper } from '../../../test/fixtures/shoppers';
import { adminSuite } from '../../../test/fixtures/admin';
import { parseCsv } from '../shared/csv';

// Jobs (the credit notes' e-mails) never run here.
const w = adminSuite({ JOB_POLL_MS: 0 });
const admin = <C extends Call>(c: C, fields: CallFields<C>, lang: 'en' | 'ar' = 'en') =>
  call(w.t.app, c, { ...w.admin.auth, ...fields }, { lang });
const move = async (orderId: number, ...actions: string[]) => {
  for (const action of actions) expect((await admin(adminOrderMoveCall, { order_id: orderId, action })).body.status).toBe(true);
};

/** A shopper's order of `quantity` × a product, delivery 25 AED, in cash or paid from the wallet. */
async function buy(productId: number, quantity: number, pay: 'cash' | 'wallet', name: string) {
  const [region] = await w.t.db.select().from(regions).where(eq(regions.deliveryFee, 2500)).limit(1);
  const s = await shopper(w.t.app, w.t.db, name);
  const home = await address(w.t.db, s.id, region!);
  await fillCart(w.t.db, s.id, [{ productId, quantity }]);
  if (pay === 'wallet') await creditWallet(w.t.db, s.id, 100_000);
  const paid = await s.call(payNowCall, {
    address_id: home.id,
    wallet: pay === 'wallet' ? 1 : 0,
    payment_method: pay === 'cash' ? 1 : 2,
  });
  expect(paid.body.status).toBe(true);
  return { s, orderId: paid.body.data.order_id as number };
}

/** Moves an order and its documents to an instant (their days are judged in Dubai, UTC+4). */
async function dateOrder(orderId: number, at: string) {
  await w.t.db
    .update(orders)
    .set({ createdAt: new Date(at) })
    .where(eq(orders.id, orderId));
  await w.t.db
    .update(taxDocuments)
    .set({ issuedAt: new Date(at) })
    .where(eq(taxDocuments.orderId, orderId));
}

let honey: number;
let dates: number;
beforeAll(async () => {
  // Honey costs the shop 60.00 AED a jar when A is sold; the dates have no cost price.
  honey = (
    await product(w.t.db, { nameEn: 'Sidr honey', nameAr: 'عسل سدر', listPrice: 10000, salePrice: 10000, stock: 20, costPrice: 6000 })
  ).id;
  dates = (await product(w.t.db, { nameEn: '=Dates, "Khalas"', nameAr: 'تمر خلاص', listPrice: 3000, salePrice: 3000, stock: 20 })).id;

  // A: 2 × 100 AED in cash, delivered (invoice 225.00) on 10 March.
  const a = await buy(honey, 2, 'cash', 'Aisha');
  await move(a.orderId, 'confirm', 'ship', 'deliver');
  await dateOrder(a.orderId, '2025-03-10T08:00:00Z');

  // C: 2 × 100 AED from the wallet (invoiced when placed), then cancelled (credit note 225.00), on 15 March.
  const c = await buy(honey, 2, 'wallet', 'Badr');
  // A later cost price does not change what the units already sold cost.
  await w.t.db.update(products).set({ costPrice: 9000 }).where(eq(products.id, honey));
  expect((await c.s.call(cancelOrderCall, { order_id: c.orderId })).body.status).toBe(true);
  await dateOrder(c.orderId, '2025-03-15T08:00:00Z');

  // B: 5 × 30 AED in cash, delivered (invoice 175.00) at 00:30 on 1 April in Dubai (still 31 March in UTC);
  // its return approved (credit note 150.00: the goods, not the delivery) on 5 April.
  const b = await buy(dates, 5, 'cash', '@Hessa');
  await move(b.orderId, 'confirm', 'ship', 'deliver');
  const [row] = (await b.s.call(ordersListCall)).body.data.filter((r: { order_id: number }) => r.order_id === b.orderId);
  const [reason] = await w.t.db.select().from(returnReasons).where(eq(returnReasons.productFault, false)).limit(1);
  expect(
    (await b.s.call(returnItemCall, { order_item_id: row!.order_item_id, reason_id: reason!.id, description: 'Too many' })).body.status,
  ).toBe(true);
  const [pending] = await w.t.db.select().from(returnRequests).where(eq(returnRequests.orderItemId, row!.order_item_id));
  expect((await admin(adminReturnDecideCall, { return_id: pending!.id, decision: 'approve' })).body.status).toBe(true);
  await dateOrder(b.orderId, '2025-03-31T20:30:00Z');
  await w.t.db
    .update(returnRequests)
    .set({ decidedAt: new Date('2025-04-05T10:00:00Z') })
    .where(eq(returnRequests.id, pending!.id));
  await w.t.db
    .update(taxDocuments)
    .set({ issuedAt: new Date('2025-04-05T10:00:00Z') })
    .where(
      inArray(
        taxDocuments.id,
        (await w.t.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, b.orderId)))
          .filter((d) => d.kind === 'credit_note')
          .map((d) => d.id),
      ),
    );
});

const MARCH_APRIL = { from: '2025-03-01', to: '2025-04-30' };

describe('admin/reports/sales.php', () => {
  it('counts the sales placed on the range’s Dubai days, the returns approved on them, and the best sellers', async () => {
    const res = await admin(adminReportSalesCall, MARCH_APRIL);
    expect(res.body.status).toBe(true);
    // A and B are sales (C was cancelled): 225.00 + 175.00; B's return refunded 150.00.
    expect(res.body.data).toMatchObject({ orders: 2, gross: 400, average: 200, returns: { count: 1, refunded: 150 }, net: 250 });
    const names = (rows: { name: string; quantity: number; revenue: number }[]) => rows.map((r) => [r.name, r.quantity, r.revenue]);
    expect(names(res.body.data.best_by_quantity)).toEqual([
      ['=Dates, "Khalas"', 5, 150],
      ['Sidr honey', 2, 200],
    ]);
    expect(names(res.body.data.best_by_revenue)).toEqual([
      ['Sidr honey', 2, 200],
      ['=Dates, "Khalas"', 5, 150],
    ]);
    // A's two jars: 200.00 paid is 190.48 before VAT, less 2 × 60.00; B's five packs of dates have no cost price.
    expect(res.body.data.margin).toEqual({ revenue: 190.48, cost: 120, margin: 70.48, units_without_cost: 5 });
    const ar = await admin(adminReportSalesCall, MARCH_APRIL, 'ar');
    expect(ar.body.data.best_by_revenue[0]!.name).toBe('عسل سدر');
  });

  it('judges the day in Dubai: an order at 00:30 on 1 April there is not March’s', async () => {
    const march = await admin(adminReportSalesCall, { from: '2025-03-01', to: '2025-03-31' });
    expect(march.body.data).toMatchObject({ orders: 1, gross: 225, average: 225, returns: { count: 0, refunded: 0 }, net: 225 });
    expect(march.body.data.margin).toEqual({ revenue: 190.48, cost: 120, margin: 70.48, units_without_cost: 0 });
    const april = await admin(adminReportSalesCall, { from: '2025-04-01', to: '2025-04-01' });
    expect(april.body.data).toMatchObject({ orders: 1, gross: 175, returns: { count: 0, refunded: 0 } });
  });
});

describe('admin/reports/vat.php', () => {
  it('gives each month’s output VAT from the invoices less the credit notes, as the documents hold them', async () => {
    const res = await admin(adminReportVatCall, MARCH_APRIL);
    expect(res.body.status).toBe(true);
    const { months, total } = res.body.data;
    // March: invoices A and C (225.00 each, VAT 10.71 each), credit note C (225.00, VAT 10.71).
    expect(months[0]).toEqual({
      month: '2025-03',
      from: '2025-03-01',
      to: '2025-03-31',
      invoices: { count: 2, taxable: 428.58, vat: 21.42 },
      credit_notes: { count: 1, taxable: 214.29, vat: 10.71 },
      net_taxable: 214.29,
      net_vat: 10.71,
    });
    // April: invoice B (175.00, VAT 8.33), credit note B (150.00, VAT 7.14).
    expect(months[1]).toEqual({
      month: '2025-04',
      from: '2025-04-01',
      to: '2025-04-30',
      invoices: { count: 1, taxable: 166.67, vat: 8.33 },
      credit_notes: { count: 1, taxable: 142.86, vat: 7.14 },
      net_taxable: 23.81,
      net_vat: 1.19,
    });
    expect(total).toEqual({
      from: '2025-03-01',
      to: '2025-04-30',
      invoices: { count: 3, taxable: 595.25, vat: 29.75 },
      credit_notes: { count: 2, taxable: 357.15, vat: 17.85 },
      net_taxable: 238.1,
      net_vat: 11.9,
    });
  });

  it('lists every month the range touches, cut to the range, empty ones too', async () => {
    const res = await admin(adminReportVatCall, { from: '2025-02-20', to: '2025-04-03' });
    const months = res.body.data.months as { month: string; from: string; to: string; net_vat: number }[];
    expect(months.map((m) => [m.month, m.from, m.to, m.net_vat])).toEqual([
      ['2025-02', '2025-02-20', '2025-02-28', 0],
      ['2025-03', '2025-03-01', '2025-03-31', 10.71],
      // B's invoice (1 April) is in, its credit note (5 April) is not.
      ['2025-04', '2025-04-01', '2025-04-03', 8.33],
    ]);
  });
});

describe('report CSV', () => {
  it('exports the VAT summary, a line a month and the total', async () => {
    const res = await admin(adminReportVatCsvCall, MARCH_APRIL);
    expect(res.body.data.filename).toBe('vat-2025-03-01-2025-04-30.csv');
    expect(res.body.data.csv).toBe(
      [
        'month,from,to,invoices,invoices_taxable,invoices_vat,credit_notes,credit_notes_taxable,credit_notes_vat,net_taxable,net_vat',
        '2025-03,2025-03-01,2025-03-31,2,428.58,21.42,1,214.29,10.71,214.29,10.71',
        '2025-04,2025-04-01,2025-04-30,1,166.67,8.33,1,142.86,7.14,23.81,1.19',
        'total,2025-03-01,2025-04-30,3,595.25,29.75,2,357.15,17.85,238.10,11.90',
        '',
      ].join('\r\n'),
    );
  });

  it('exports the orders of the range, every status, oldest first, guarding cells a spreadsheet would run', async () => {
    const res = await admin(adminReportOrdersCsvCall, MARCH_APRIL);
    expect(res.body.data.filename).toBe('orders-2025-03-01-2025-04-30.csv');
    const records = parseCsv(res.body.data.csv);
    expect(records[0]).toEqual([
      'order',
      'date',
      'status',
      'customer',
      'email',
      'payment',
      'goods',
      'shelf_discount',
      'coupon_discount',
      'delivery',
      'cod_fee',
      'vat',
      'total',
      'wallet_used',
    ]);
    const rows = records.slice(1).map((r) => [r[1], r[2], r[3], r[5], r[6], r[11], r[12], r[13]]);
    expect(rows).toEqual([
      ['2025-03-10', 'Delivered', 'Aisha', 'cash', '200.00', '10.71', '225.00', '0.00'],
      ['2025-03-15', 'Cancelled', 'Badr', 'online', '200.00', '10.71', '225.00', '225.00'],
      ['2025-04-01', expect.any(String), '@Hessa', 'cash', '150.00', '8.33', '175.00', '0.00'],
    ]);
    // No cell starts with a formula character: the shopper named "@Hessa" comes out behind a quote, read back as typed.
    expect(res.body.data.csv).toContain(`,"'@Hessa",`);
    expect(res.body.data.csv).not.toMatch(/(?:^|,|\n)"?[=+\-@\t]/);
  });
});

describe('report ranges', () => {
  const refused = async (fields: Record<string, string>, field: string, reason: string) => {
    for (const path of [adminReportSalesCall, adminReportVatCall, adminReportVatCsvCall, adminReportOrdersCsvCall]) {
      const res = await admin(path, fields);
      expect([path, res.statusCode]).toEqual([path, 400]);
      expect(res.body).toMatchObject({ status: false, data: { field, reason } });
    }
  };

  it('refuses a range ending before it starts, malformed or unreal days, and over 366 days, naming the field', async () => {
    await refused({ from: '2025-04-02', to: '2025-04-01' }, 'to', 'must not be before the start date');
    await refused({ from: '2025/04/01', to: '2025-04-01' }, 'from', 'must be YYYY-MM-DD');
    await refused({ from: '2025-02-01', to: '2025-02-30' }, 'to', 'must be YYYY-MM-DD');
    await refused({ from: '2024-01-01', to: '2025-01-01' }, 'to', 'at most 366 days from the start date');
    await refused({ to: '2025-01-01' } as Record<string, string>, 'from', 'required');
    // A leap year's 366 days are allowed.
    expect((await admin(adminReportVatCall, { from: '2024-01-01', to: '2024-12-31' })).body.status).toBe(true);
  });

  it('refuses customers and guests', async () => {
    const customer = await call(w.t.app, adminReportVatCsvCall, { ...w.customer.auth, ...MARCH_APRIL });
    expect(customer.statusCode).toBe(403);
    const guest = await call(w.t.app, adminReportOrdersCsvCall, { auth_key: 'guest', user_id: 0, ...MARCH_APRIL });
    expect(guest.statusCode).toBe(401);
  });
});
