// Reports over a range of shop days: sales and returns, best sellers, the VAT summary per month for
// the FTA return, and their CSV. Sales are counted as the dashboard counts them (salesOn, salesTally); VAT comes
// from the tax invoices and credit notes as issued (their `data` holds each document's total and VAT), never
// recomputed from the orders. The margin counts each unit at the cost price its product had when it was sold
// (order_items.unit_cost).
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { aedText, PAYMENT_METHODS, toAed, VAT_PERCENT, type Lang, type VatMonth } from '@shop/contract';
import type { DbOrTx } from '../../../db/client';
import { orderItems, orders, returnRequests, taxDocuments, users } from '../../../db/schema';
import { shopDay } from '../../../db/shopTime';
import { isPickupOrder, orderStatusText } from '../../orders/status';
import { bestSellers, salesOn, salesTally, within, type DayRange as Range } from '../dashboard/service';
import { csvLine, csvText } from '../shared/csv';

export async function salesReport(db: DbOrTx, r: Range, lang: Lang) {
  const sales = await salesTally(db, salesOn(within(r)));
  const [returned] = await db
    .select({ count: count(), refunded: sql<number>`coalesce(sum(${returnRequests.refundAmount}), 0)::int` })
    .from(returnRequests)
    .where(and(eq(returnRequests.status, 'approved'), within(r)(shopDay(returnRequests.decidedAt))));
  const [costed] = await db
    .select({
      paid: sql<number>`coalesce(sum(${orderItems.quantity} * ${orderItems.priceAtPurchase}) filter (where ${orderItems.unitCost} is not null), 0)::bigint`,
      cost: sql<number>`coalesce(sum(${orderItems.quantity} * ${orderItems.unitCost}), 0)::bigint`,
      unitsWithoutCost: sql<number>`coalesce(sum(${orderItems.quantity}) filter (where ${orderItems.unitCost} is null), 0)::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(salesOn(within(r)));
  // Prices are paid VAT included; the VAT is taken off the sum once, rounded to the fils.
  const revenueExVat = Math.round((Number(costed?.paid ?? 0) * 100) / (100 + VAT_PERCENT));
  const costFils = Number(costed?.cost ?? 0);
  const refundedFils = returned?.refunded ?? 0;
  return {
    from: r.from,
    to: r.to,
    orders: sales.orders,
    gross: sales.sales,
    average: sales.average,
    returns: { count: returned?.count ?? 0, refunded: toAed(refundedFils) },
    // Both in AED to the fils: subtract in fils so no float rounding shows.
    net: toAed(Math.round(sales.sales * 100) - refundedFils),
    margin: {
      revenue: toAed(revenueExVat),
      cost: toAed(costFils),
      margin: toAed(revenueExVat - costFils),
      units_without_cost: costed?.unitsWithoutCost ?? 0,
    },
    best_by_quantity: await bestSellers(db, salesOn(within(r)), 'quantity', lang),
    best_by_revenue: await bestSellers(db, salesOn(within(r)), 'revenue', lang),
  };
}

/** The months (YYYY-MM) the range touches, each with the range's first and last day inside it. */
function monthsOf(r: Range) {
  const months: { month: string; from: string; to: string }[] = [];
  let first = r.from;
  while (first <= r.to) {
    const [y, m] = first.split('-').map(Number) as [number, number];
    const next = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
    const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
    months.push({ month: first.slice(0, 7), from: first, to: last < r.to ? last : r.to });
    first = next;
  }
  return months;
}

interface Side {
  count: number;
  total: number;
  vat: number;
}
const side = (s: Side) => ({ count: s.count, taxable: toAed(s.total - s.vat), vat: toAed(s.vat) });
const sum = (a: Side, b: Side): Side => ({ count: a.count + b.count, total: a.total + b.total, vat: a.vat + b.vat });
const NONE: Side = { count: 0, total: 0, vat: 0 };

function vatLine(month: { from: string; to: string }, invoices: Side, credits: Side) {
  return {
    from: month.from,
    to: month.to,
    invoices: side(invoices),
    credit_notes: side(credits),
    net_taxable: toAed(invoices.total - invoices.vat - (credits.total - credits.vat)),
    net_vat: toAed(invoices.vat - credits.vat),
  };
}

/** Output VAT per month: invoices issued on the range's days less credit notes issued on them, in fils summed exactly. */
export async function vatReport(db: DbOrTx, r: Range): Promise<{ months: VatMonth[]; total: Omit<VatMonth, 'month'> }> {
  const day = shopDay(taxDocuments.issuedAt);
  const month = sql<string>`to_char(${day}, 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      kind: taxDocuments.kind,
      count: count(),
      total: sql<number>`coalesce(sum((${taxDocuments.data}->>'total')::int), 0)::int`,
      vat: sql<number>`coalesce(sum((${taxDocuments.data}->>'vat')::int), 0)::int`,
    })
    .from(taxDocuments)
    .where(within(r)(day))
    .groupBy(month, taxDocuments.kind);
  const of = (m: string, kind: 'invoice' | 'credit_note'): Side => rows.find((x) => x.month === m && x.kind === kind) ?? NONE;
  let invoices = NONE;
  let credits = NONE;
  const months = monthsOf(r).map((m) => {
    invoices = sum(invoices, of(m.month, 'invoice'));
    credits = sum(credits, of(m.month, 'credit_note'));
    return { month: m.month, ...vatLine(m, of(m.month, 'invoice'), of(m.month, 'credit_note')) };
  });
  return { months, total: vatLine(r, invoices, credits) };
}

const VAT_CSV_COLUMNS = [
  'month',
  'from',
  'to',
  'invoices',
  'invoices_taxable',
  'invoices_vat',
  'credit_notes',
  'credit_notes_taxable',
  'credit_notes_vat',
  'net_taxable',
  'net_vat',
];

export async function vatCsv(db: DbOrTx, r: Range) {
  const { months, total } = await vatReport(db, r);
  const line = (label: string, m: Omit<VatMonth, 'month'>) =>
    csvLine([
      label,
      m.from,
      m.to,
      m.invoices.count,
      m.invoices.taxable.toFixed(2),
      m.invoices.vat.toFixed(2),
      m.credit_notes.count,
      m.credit_notes.taxable.toFixed(2),
      m.credit_notes.vat.toFixed(2),
      m.net_taxable.toFixed(2),
      m.net_vat.toFixed(2),
    ]);
  const lines = [VAT_CSV_COLUMNS.join(','), ...months.map((m) => line(m.month, m)), line('total', total)];
  return { filename: `vat-${r.from}-${r.to}.csv`, csv: csvText(lines) };
}

const ORDERS_CSV_COLUMNS = [
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
];

/** Every order placed on the range's days, whatever its status, oldest first; amounts in AED. */
export async function ordersCsv(db: DbOrTx, r: Range, lang: Lang) {
  const day = shopDay(orders.createdAt);
  const rows = await db
    .select({ o: orders, date: sql<string>`to_char(${day}, 'YYYY-MM-DD')`, name: users.name, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(within(r)(day))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  const lines = [ORDERS_CSV_COLUMNS.join(',')];
  for (const { o, date, name, email } of rows) {
    lines.push(
      csvLine([
        o.id,
        date,
        orderStatusText(o.statusId, lang, isPickupOrder(o)),
        name,
        email,
        o.paymentMethod === PAYMENT_METHODS.online ? 'online' : 'cash',
        aedText(o.price),
        aedText(o.discount),
        aedText(o.couponDiscount),
        aedText(o.shippingCost),
        aedText(o.codFee),
        aedText(o.vat),
        aedText(o.total),
        aedText(o.walletUsed),
      ]),
    );
  }
  return { filename: `orders-${r.from}-${r.to}.csv`, csv: csvText(lines) };
}
