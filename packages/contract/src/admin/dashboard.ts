// Admin: the morning's report cards.
import { z } from 'zod';
import { defineCall } from '../call';
import { int } from '../fields';
import { adminProductRow } from './products';
import { LOW_STOCK_DEFAULT } from './products';

/** Orders not cancelled nor awaiting payment; AED amounts, exact to the fils; `average` is sales ÷ orders (0 without orders). */
const periodTally = z.object({ orders: z.number(), sales: z.number(), average: z.number() });

export const adminDashboardCall = defineCall({
  path: '/admin/dashboard.php',
  access: 'admin',
  request: z.object({ low_stock_threshold: int(0, 1_000_000).default(LOW_STOCK_DEFAULT) }),
  data: z.object({
    /** Today, the last 7 and the last 30 days (today included, shop time zone), each against the as many days before. */
    periods: z.array(z.object({ days: z.number(), current: periodTally, previous: periodTally })),
    /** Orders waiting for each action: 1 to confirm, 2 to ship, 5 to deliver; pending return requests. */
    waiting: z.object({ to_confirm: z.number(), to_ship: z.number(), to_deliver: z.number(), returns: z.number() }),
    low_stock: z.array(adminProductRow),
    /** Top 10 by units sold. */
    best_sellers: z.array(z.object({ id: z.number(), name: z.string(), sold: z.number() })),
    /** The last 30 days (shop time zone), oldest first, every day present. */
    sales_by_day: z.array(z.object({ day: z.string(), orders: z.number(), sales: z.number() })),
  }),
});
