import { describe, expect, it } from 'vitest';
import { ORDER_STATUS, adminDashboardCall } from '@shop/contract';
import { call } from '../../../test/app';
import { order } from '../../../test/fixtures/orders';
import { product } from '../../../test/fixtures/products';
import { adminSuite } from '../../../test/fixtures/admin';

const w = adminSuite();

interface Tally {
  orders: number;
  sales: number;
  average: number;
}
type Periods = { days: number; current: Tally; previous: Tally }[];
const periods = async (): Promise<Periods> => (await call(w.t.app, adminDashboardCall, w.admin.auth)).body.data.periods;
const DAY = 86_400_000;

describe('admin/dashboard.php periods', () => {
  it('counts today, 7 and 30 days against the days before, in Dubai days, to the fils', async () => {
    const before = await periods();
    const p = await product(w.t.db);
    // Whole days back from now fall on as many Dubai days back, whatever the hour.
    const at = async (daysAgo: number, price: number, statusId: number = ORDER_STATUS.placed) =>
      order(w.t.db, {
        userId: w.customer.id,
        statusId,
        createdAt: new Date(Date.now() - daysAgo * DAY),
        items: [{ productId: p.id, quantity: 1, price }],
      });
    await at(0, 5000); // total 75.00 (25.00 delivery)
    await at(0, 7501); // total 100.01
    await at(0, 9000, ORDER_STATUS.cancelled); // not a sale
    await at(1, 5000);
    await at(3, 5000);
    await at(10, 5000);
    await at(45, 5000);
    const after = await periods();

    expect(after.map((x) => x.days)).toEqual([1, 7, 30]);
    const delta = (i: number, side: 'current' | 'previous') => ({
      orders: after[i]![side].orders - before[i]![side].orders,
      sales: Math.round((after[i]![side].sales - before[i]![side].sales) * 100),
    });
    expect(delta(0, 'current')).toEqual({ orders: 2, sales: 17501 });
    expect(delta(0, 'previous')).toEqual({ orders: 1, sales: 7500 });
    expect(delta(1, 'current')).toEqual({ orders: 4, sales: 32501 });
    expect(delta(1, 'previous')).toEqual({ orders: 1, sales: 7500 });
    expect(delta(2, 'current')).toEqual({ orders: 5, sales: 40001 });
    expect(delta(2, 'previous')).toEqual({ orders: 1, sales: 7500 });
    // The average basket is the period's fils over its orders, rounded once to the fils.
    for (const x of after) {
      for (const t of [x.current, x.previous]) {
        expect(t.average).toBe(t.orders ? Math.round((t.sales * 100) / t.orders) / 100 : 0);
      }
    }
  });
});
