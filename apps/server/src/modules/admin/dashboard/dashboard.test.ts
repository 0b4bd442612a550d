import { describe, expect, it } from 'vitest';
import { ORDER_STATUS, adminDashboardCall } from '@shop/contract';
import { call } from '../../../test/app';
import { order } from '../../../test/fixtures/orders';
import { product } from '../../../test/fixtures/products';
import { adminSuite } from '../../../test/fixtures/admin';

const w = adminSuite();

describe('admin/dashboard.php', () => {
  it("counts today's orders and sales, what waits for each action, and 30 days of sales", async () => {
    const before = (await call(w.t.app, adminDashboardCall, w.admin.auth)).body.data;
    const p = await product(w.t.db, { stock: 1 });
    await order(w.t.db, { userId: w.customer.id, items: [{ productId: p.id, quantity: 2, price: 5000 }] }); // 125 AED with delivery
    await order(w.t.db, {
      userId: w.customer.id,
      items: [{ productId: p.id, quantity: 1, price: 5000 }],
      statusId: ORDER_STATUS.cancelled,
    });
    const after = (await call(w.t.app, adminDashboardCall, w.admin.auth)).body.data;
    const todayOf = (d: { periods: { days: number; current: { orders: number; sales: number } }[] }) =>
      d.periods.find((x) => x.days === 1)!.current;
    expect(todayOf(after).orders).toBe(todayOf(before).orders + 1);
    expect(todayOf(after).sales).toBeCloseTo(todayOf(before).sales + 125, 2);
    expect(after).not.toHaveProperty('today');
    expect(after).not.toHaveProperty('month');
    expect(after.waiting.to_confirm).toBe(before.waiting.to_confirm + 1);
    expect(after.sales_by_day).toHaveLength(30);
    expect(after.sales_by_day.at(-1)!.orders).toBe(todayOf(after).orders);
    expect(after.low_stock.map((r: { id: number }) => r.id)).toContain(p.id);
    expect(after.best_sellers.length).toBeGreaterThan(0);
  });
});
