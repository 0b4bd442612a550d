// Admin: the morning's report cards.
import { z } from 'zod';
import { defineCall } from '../call';
import { int } from '../fields';
import { reason } from '../reasons';
import { adminProductRow, LOW_STOCK_DEFAULT } from './products';
import { optDay } from './common';
import { REPORT_MAX_DAYS, reportDays } from './reports';

/** Orders not cancelled nor awaiting payment; AED amounts, exact to the fils; `average` is sales ÷ orders (0 without orders). */
const periodTally = z.object({ orders: z.number(), sales: z.number(), average: z.number() });

/**
 * The morning's cards; `from` and `to` (shop days, both or neither, at most REPORT_MAX_DAYS) add the range's own
 * card and give the sales by day and the best sellers of that range.
 */
export const adminDashboardCall = defineCall({
  path: '/admin/dashboard.php',
  access: 'admin',
  request: z
    .object({ low_stock_threshold: int(0, 1_000_000).default(LOW_STOCK_DEFAULT), from: optDay(), to: optDay() })
    .superRefine((v, ctx) => {
      if ((v.from === undefined) !== (v.to === undefined))
        ctx.addIssue({ code: 'custom', path: [v.from === undefined ? 'from' : 'to'], message: reason('required') });
      else if (v.from !== undefined && v.to !== undefined && v.to < v.from)
        ctx.addIssue({ code: 'custom', path: ['to'], message: reason('notBeforeStart') });
      else if (v.from !== undefined && v.to !== undefined && reportDays(v.from, v.to) > REPORT_MAX_DAYS)
        ctx.addIssue({ code: 'custom', path: ['to'], message: reason('rangeTooLong') });
    }),
  data: z.object({
    /** Today, the last 7 and the last 30 days (today included, shop time zone), each against the as many days before. */
    periods: z.array(z.object({ days: z.number(), current: periodTally, previous: periodTally })),
    /** The range asked for, against as many days just before it; null without one. */
    range: z.object({ from: z.string(), to: z.string(), days: z.number(), current: periodTally, previous: periodTally }).nullable(),
    /** Orders waiting for each action: 1 to confirm, 2 to ship, 5 to deliver; pending return requests. */
    waiting: z.object({ to_confirm: z.number(), to_ship: z.number(), to_deliver: z.number(), returns: z.number() }),
    low_stock: z.array(adminProductRow),
    /** Top 10 by units sold: in the range's sales, or ever without a range. */
    best_sellers: z.array(z.object({ id: z.number(), name: z.string(), sold: z.number() })),
    /** The range's days, or the last 30 days (shop time zone), oldest first, every day present. */
    sales_by_day: z.array(z.object({ day: z.string(), orders: z.number(), sales: z.number() })),
  }),
});
