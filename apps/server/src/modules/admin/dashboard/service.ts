// Admin dashboard: sales, orders and the average basket for today, 7 and 30 days against the days before (and for
// a range the owner picks), what waits for an action, low stock, best sellers and sales by day (days in the shop's
// time zone).
import { and, asc, count, desc, eq, gt, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { addDays, ORDER_STATUS, reportDays, shopDate, toAed, type Lang } from '@shop/contract';
import type { DbOrTx } from '../../../db/client';
import { orderItems, orders, products, returnRequests } from '../../../db/schema';
import { shopDay, shopToday as today } from '../../../db/shopTime';
import { lowStock } from '../stock/service';
import { localized } from '../../../http/i18n';

const SALES_DAYS = 30;
const BEST_SELLERS = 10;
/** Orders that are not sales: cancelled, or never paid. */
const NOT_SALES = [ORDER_STATUS.cancelled, ORDER_STATUS.awaitingPayment];

const PERIODS = [1, 7, 30];

/** Orders that are sales (not cancelled, not awaiting payment) placed on the shop days `days` keeps. */
export const salesOn = (days: (day: SQL) => SQL) => and(notInArray(orders.statusId, NOT_SALES), days(shopDay(orders.createdAt)));

/** Orders, sales and the average basket of the sales `where` keeps (salesOn); AED, exact to the fils. */
export async function salesTally(db: DbOrTx, where: SQL | undefined) {
  const [row] = await db
    .select({ orders: count(), sales: sql<number>`coalesce(sum(${orders.total}), 0)::int` })
    .from(orders)
    .where(where);
  const n = row?.orders ?? 0;
  const fils = row?.sales ?? 0;
  // Fils are summed exactly; the average is rounded to the fils once, at the end.
  return { orders: n, sales: toAed(fils), average: toAed(n ? Math.round(fils / n) : 0) };
}

/** Sales days from `from` to `to` days ago (0 today), both included: orders, sales and the average basket. */
const periodTally = (db: DbOrTx, from: number, to: number) =>
  salesTally(
    db,
    salesOn((day) => sql`${day} between ${today} - ${from}::int and ${today} - ${to}::int`),
  );

/** Days from, to: YYYY-MM-DD, shop days, both included. */
export interface DayRange {
  from: string;
  to: string;
}

/** A shop day (SQL date) inside the range, both ends included. */
export const within = (r: DayRange) => (day: SQL) => sql`${day} between ${r.from}::date and ${r.to}::date`;

/** The best sellers among the sales `where` keeps (salesOn), by `order`: units sold and revenue at the prices paid. */
export async function bestSellers(db: DbOrTx, where: SQL | undefined, by: 'quantity' | 'revenue', lang: Lang, limit = BEST_SELLERS) {
  const quantity = sql<number>`sum(${orderItems.quantity})::int`;
  const revenue = sql<number>`sum(${orderItems.quantity} * ${orderItems.priceAtPurchase})::int`;
  const rows = await db
    .select({
      id: orderItems.productId,
      nameEn: sql<string>`max(${orderItems.productNameEn})`,
      nameAr: sql<string>`max(${orderItems.productNameAr})`,
      quantity,
      revenue,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(where)
    .groupBy(orderItems.productId)
    .orderBy(...(by === 'quantity' ? [desc(quantity), desc(revenue)] : [desc(revenue), desc(quantity)]), asc(orderItems.productId))
    .limit(limit);
  return rows.map((b) => ({ id: b.id, name: localized(b, 'name', lang), quantity: b.quantity, revenue: toAed(b.revenue) }));
}

/** The days of a range, oldest first. */
const daysOf = (r: DayRange) => Array.from({ length: reportDays(r.from, r.to) }, (_, i) => addDays(r.from, i));

export async function dashboard(
  db: DbOrTx,
  input: { low_stock_threshold: number; from?: string | undefined; to?: string | undefined },
  lang: Lang,
) {
  const range = input.from && input.to ? { from: input.from, to: input.to } : null;
  const waitingRows = await db
    .select({ status: orders.statusId, n: count() })
    .from(orders)
    .where(inArray(orders.statusId, [ORDER_STATUS.placed, ORDER_STATUS.confirmed, ORDER_STATUS.shipped]))
    .groupBy(orders.statusId);
  const waitingOf = (s: number) => waitingRows.find((r) => r.status === s)?.n ?? 0;
  const [returns] = await db.select({ n: count() }).from(returnRequests).where(eq(returnRequests.status, 'pending'));
  // Without a range, the best sellers ever (the products' own counts); with one, those of its sales.
  const best = range
    ? (await bestSellers(db, salesOn(within(range)), 'quantity', lang)).map((b) => ({ id: b.id, name: b.name, sold: b.quantity }))
    : (
        await db
          .select({ id: products.id, nameEn: products.nameEn, nameAr: products.nameAr, sold: products.soldCount })
          .from(products)
          .where(gt(products.soldCount, 0))
          .orderBy(desc(products.soldCount), products.id)
          .limit(BEST_SELLERS)
      ).map((b) => ({ id: b.id, name: localized(b, 'name', lang), sold: b.sold }));
  const day = shopDay(orders.createdAt);
  const byDay = await db
    .select({
      day: sql<string>`to_char(${day}, 'YYYY-MM-DD')`,
      orders: count(),
      sales: sql<number>`coalesce(sum(${orders.total}), 0)::int`,
    })
    .from(orders)
    .where(salesOn(range ? within(range) : (d) => sql`${d} > ${today} - ${SALES_DAYS}::int`))
    .groupBy(day);
  const thisDay = shopDate();
  const days = daysOf(range ?? { from: addDays(thisDay, 1 - SALES_DAYS), to: thisDay });
  const rangeDays = range ? reportDays(range.from, range.to) : 0;
  return {
    periods: await Promise.all(
      PERIODS.map(async (days) => ({
        days,
        current: await periodTally(db, days - 1, 0),
        previous: await periodTally(db, 2 * days - 1, days),
      })),
    ),
    range: range && {
      ...range,
      days: rangeDays,
      current: await salesTally(db, salesOn(within(range))),
      previous: await salesTally(db, salesOn(within({ from: addDays(range.from, -rangeDays), to: addDays(range.from, -1) }))),
    },
    waiting: {
      to_confirm: waitingOf(ORDER_STATUS.placed),
      to_ship: waitingOf(ORDER_STATUS.confirmed),
      to_deliver: waitingOf(ORDER_STATUS.shipped),
      returns: returns?.n ?? 0,
    },
    low_stock: await lowStock(db, input.low_stock_threshold),
    best_sellers: best,
    sales_by_day: days.map((d) => {
      const found = byDay.find((r) => r.day === d);
      return { day: d, orders: found?.orders ?? 0, sales: toAed(found?.sales ?? 0) };
    }),
  };
}
