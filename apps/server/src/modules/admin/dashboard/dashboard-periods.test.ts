import { describe, expect, it } from 'vitest';
import { ORDER_STATUS, adminDashboardCall } from '@shop/contract';
import { call, invalidData } from '../../../test/app';
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

describe('admin/dashboard.php with a range', () => {
  it('adds the range’s card against as many days before, and gives its sales by day and best sellers, in Dubai days', async () => {
    const honey = await product(w.t.db, { nameEn: 'Range honey', nameAr: 'عسل الفترة' });
    const oil = await product(w.t.db, { nameEn: 'Range oil', nameAr: 'زيت الفترة' });
    const at = (iso: string, items: { productId: number; quantity: number; price: number }[], statusId: number = ORDER_STATUS.placed) =>
      order(w.t.db, { userId: w.customer.id, statusId, createdAt: new Date(iso), items });
    await at('2024-02-10T08:00:00Z', [{ productId: honey.id, quantity: 2, price: 5000 }]); // 125.00 with delivery
    // 23:30 on 16 February in Dubai: in the range; 00:30 on the 17th there: not.
    await at('2024-02-16T19:30:00Z', [
      { productId: honey.id, quantity: 1, price: 5000 },
      { productId: oil.id, quantity: 1, price: 3000 },
    ]);
    await at('2024-02-16T20:30:00Z', [{ productId: oil.id, quantity: 5, price: 3000 }]);
    await at('2024-02-12T08:00:00Z', [{ productId: oil.id, quantity: 9, price: 3000 }], ORDER_STATUS.cancelled);
    // The seven days before the range: 3 to 9 February.
    await at('2024-02-05T08:00:00Z', [{ productId: oil.id, quantity: 1, price: 3000 }]);

    const res = await call(w.t.app, adminDashboardCall, { ...w.admin.auth, from: '2024-02-10', to: '2024-02-16' }, { lang: 'ar' });
    expect(res.body.data.range).toEqual({
      from: '2024-02-10',
      to: '2024-02-16',
      days: 7,
      current: { orders: 2, sales: 230, average: 115 },
      previous: { orders: 1, sales: 55, average: 55 },
    });
    const days = res.body.data.sales_by_day;
    expect([days.length, days[0]!.day, days[6]!.day]).toEqual([7, '2024-02-10', '2024-02-16']);
    expect(days[6]).toEqual({ day: '2024-02-16', orders: 1, sales: 105 });
    expect(res.body.data.best_sellers).toEqual([
      { id: honey.id, name: 'عسل الفترة', sold: 3 },
      { id: oil.id, name: 'زيت الفترة', sold: 1 },
    ]);
    // Without a range, the cards of today, 7 and 30 days, and no range card.
    expect((await call(w.t.app, adminDashboardCall, w.admin.auth)).body.data.range).toBeNull();
  });

  it('names the field of a range with one end, ending before it starts, or too long', async () => {
    for (const [fields, field] of [
      [{ from: '2024-02-10' }, 'to'],
      [{ to: '2024-02-10' }, 'from'],
      [{ from: '2024-02-10', to: '2024-02-09' }, 'to'],
      [{ from: '2023-01-01', to: '2024-02-10' }, 'to'],
      [{ from: '2024-02-30', to: '2024-03-01' }, 'from'],
    ] as const) {
      const res = await call(w.t.app, adminDashboardCall, { ...w.admin.auth, ...fields });
      expect([res.statusCode, invalidData(res).field]).toEqual([400, field]);
    }
  });
});
