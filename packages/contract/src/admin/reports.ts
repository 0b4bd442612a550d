// Admin: reports over a range of shop days — sales, returns, best sellers, the VAT summary for the
// FTA return, and CSV exports of the VAT summary and of the orders.
import { z } from 'zod';
import { defineCall } from '../call';
import { reason } from '../reasons';
import { dayField } from './common';

/** The longest range a report covers, in days (both ends included). */
export const REPORT_MAX_DAYS = 366;

const DAY_MS = 86_400_000;
/** Days from `from` to `to`, both included. */
export const reportDays = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/** From and to, shop days (Asia/Dubai), both included: `to` not before `from`, at most REPORT_MAX_DAYS days. */
export const reportRange = z
  .object({ from: dayField(), to: dayField() })
  .refine((v) => v.from <= v.to, { message: reason('notBeforeStart'), path: ['to'] })
  .refine((v) => v.from > v.to || reportDays(v.from, v.to) <= REPORT_MAX_DAYS, { message: reason('rangeTooLong'), path: ['to'] });

const productTally = z.object({
  id: z.number(),
  name: z.string(),
  /** Units sold in the range. */
  quantity: z.number(),
  /** AED, VAT included, at the prices paid (before a coupon's discount). */
  revenue: z.number(),
});

/**
 * Sales of the range: orders placed on its days that are sales (not cancelled, not awaiting payment); returns:
 * those approved on its days, for what was refunded. AED, exact to the fils.
 */
export const adminReportSalesCall = defineCall({
  path: '/admin/reports/sales.php',
  access: 'admin',
  request: reportRange,
  data: z.object({
    from: z.string(),
    to: z.string(),
    orders: z.number(),
    /** Sum of the orders' totals (VAT, delivery and fees included, coupons taken off). */
    gross: z.number(),
    /** gross ÷ orders, rounded once to the fils (0 without orders). */
    average: z.number(),
    returns: z.object({ count: z.number(), refunded: z.number() }),
    /** gross − returns.refunded. */
    net: z.number(),
    /**
     * The margin on the units sold whose cost price was known when they were sold, before VAT (output VAT is the
     * FTA's, input VAT is recovered), at the prices paid: before a coupon's discount and before returns.
     */
    margin: z.object({
      /** What those units sold for, AED before VAT. */
      revenue: z.number(),
      /** What they cost the shop, AED before VAT. */
      cost: z.number(),
      /** revenue − cost. */
      margin: z.number(),
      /** Units sold without a cost price, left out of the margin. */
      units_without_cost: z.number(),
    }),
    /** Top 10 by units sold, then top 10 by revenue. */
    best_by_quantity: z.array(productTally),
    best_by_revenue: z.array(productTally),
  }),
});

const vatSide = z.object({
  count: z.number(),
  /** AED without VAT. */
  taxable: z.number(),
  vat: z.number(),
});

export const vatMonth = z.object({
  /** YYYY-MM. */
  month: z.string(),
  /** The range's first and last days inside this month. */
  from: z.string(),
  to: z.string(),
  invoices: vatSide,
  credit_notes: vatSide,
  /** Invoices less credit notes. */
  net_taxable: z.number(),
  net_vat: z.number(),
});
export type VatMonth = z.infer<typeof vatMonth>;

/**
 * Output VAT per month of the range, for the FTA return: tax invoices issued on its days less the credit notes
 * issued on them, as the documents hold them (never recomputed). Every month the range touches is listed.
 */
export const adminReportVatCall = defineCall({
  path: '/admin/reports/vat.php',
  access: 'admin',
  request: reportRange,
  data: z.object({ months: z.array(vatMonth), total: vatMonth.omit({ month: true }) }),
});

/** The VAT summary as CSV (one line per month, then the total). */
export const adminReportVatCsvCall = defineCall({
  path: '/admin/reports/vat_csv.php',
  access: 'admin',
  request: reportRange,
  data: z.object({ filename: z.string(), csv: z.string() }),
});

/** The orders placed in the range, every status, as CSV (oldest first). */
export const adminReportOrdersCsvCall = defineCall({
  path: '/admin/reports/orders_csv.php',
  access: 'admin',
  request: reportRange,
  data: z.object({ filename: z.string(), csv: z.string() }),
});
