// Admin: carriers' cash-on-delivery payouts. Aramex and Quiqup collect the cash at the door and later
// pay the shop a remittance with a report of each shipment (tracking number, COD amount), minus their fees. The
// owner records the report here; each line is matched to the order shipped with that carrier under that tracking
// number. An order is settled by at most one payout line (its `matched` or `amount_differs` line): that line is
// the record that the carrier paid its cash. Amounts are AED, exact to the fils.
import { z } from 'zod';
import { defineCall, noFields } from '../call';
import { idField, text } from '../fields';
import { CARRIERS_WITH_API } from '../shipment';
import { aedField, dayField } from './common';

/** The report's columns, in this order, with a header row. cod_amount in AED, up to two decimals. */
export const PAYOUT_CSV_COLUMNS = ['tracking_number', 'cod_amount'] as const;

/**
 * What became of a report line:
 * - matched: a delivered cash order of this carrier, the amount its cash due (total − wallet used);
 * - amount_differs: that order, but another amount (the order is still settled by this line; the difference shows);
 * - unknown_tracking: no order shipped with this carrier under that tracking number;
 * - not_cash: the order was not paid in cash (or nothing was left to pay in cash);
 * - already_paid: an earlier payout line settled the order already;
 * - not_delivered: the order is not delivered (yet).
 */
export const PAYOUT_OUTCOMES = ['matched', 'amount_differs', 'unknown_tracking', 'not_cash', 'already_paid', 'not_delivered'] as const;
export type PayoutOutcome = (typeof PAYOUT_OUTCOMES)[number];
/** The outcomes whose line settles its order (at most one such line per order). */
export const SETTLING_OUTCOMES = ['matched', 'amount_differs'] as const satisfies readonly PayoutOutcome[];

export const payoutCarrier = z.enum(CARRIERS_WITH_API);

const payoutRequest = z.object({
  carrier: payoutCarrier,
  /** The carrier's reference of the remittance; one payout per reference and carrier. */
  reference: text(100),
  /** The day the carrier paid, YYYY-MM-DD. */
  paid_on: dayField(),
  /** The carrier's fees taken off the cash, AED. */
  fees: aedField().default(0),
  csv: text(2_000_000),
});

export const payoutLineCheck = z.object({
  /** 1-based line in the file (the header is line 1). */
  line: z.number(),
  tracking_number: z.string(),
  /** AED as read; null when unreadable. */
  amount: z.number().nullable(),
  /** The outcome, null for a line with errors. */
  outcome: z.enum(PAYOUT_OUTCOMES).nullable(),
  order_id: z.number().nullable(),
  /** The order's cash due (AED), null when no order was found. */
  expected: z.number().nullable(),
  /** In the caller's language, each naming the field; empty when the line is valid. */
  errors: z.array(z.string()),
});
export type PayoutLineCheck = z.infer<typeof payoutLineCheck>;

const outcomeCounts = z.object(Object.fromEntries(PAYOUT_OUTCOMES.map((o) => [o, z.number()])) as Record<PayoutOutcome, z.ZodNumber>);

const payoutCheck = z.object({
  lines: z.array(payoutLineCheck),
  valid: z.boolean(),
  /** The cash the report lists (AED), the fees and what the shop receives (lines − fees). */
  cod_total: z.number(),
  fees: z.number(),
  received: z.number(),
  counts: outcomeCounts,
  /** In the caller's language, what refuses the whole report (fees above the cash, the reference already recorded). */
  errors: z.array(z.string()),
});

/** Checks the report and shows each line's outcome; writes nothing. */
export const adminPayoutPreviewCall = defineCall({
  path: '/admin/payouts/preview.php',
  access: 'admin',
  request: payoutRequest,
  data: payoutCheck,
});

/**
 * Records the payout, all or nothing: any invalid line, fees above the cash, or a reference already recorded for
 * this carrier refuses it (status false; for invalid lines data = the checked lines) and nothing is written.
 */
export const adminPayoutRecordCall = defineCall({
  path: '/admin/payouts/record.php',
  access: 'admin',
  request: payoutRequest,
  data: payoutCheck.extend({ id: z.number() }),
});

export const adminPayoutRow = z.object({
  id: z.number(),
  carrier: payoutCarrier,
  reference: z.string(),
  paid_on: z.string(),
  /** AED. */
  received: z.number(),
  fees: z.number(),
  cod_total: z.number(),
  created_at: z.string(),
  created_by: z.string(),
  counts: outcomeCounts,
});
export type AdminPayoutRow = z.infer<typeof adminPayoutRow>;

/** Every payout, newest first (by paid-on day, then recorded). */
export const adminPayoutsCall = defineCall({
  path: '/admin/payouts/list.php',
  access: 'admin',
  request: noFields,
  data: z.array(adminPayoutRow),
});

export const adminPayoutLine = z.object({
  line: z.number(),
  tracking_number: z.string(),
  amount: z.number(),
  outcome: z.enum(PAYOUT_OUTCOMES),
  order_id: z.number().nullable(),
  /** The order's cash due now (AED), null when no order was found. */
  expected: z.number().nullable(),
});

export const adminPayoutCall = defineCall({
  path: '/admin/payouts/view.php',
  access: 'admin',
  request: z.object({ id: idField() }),
  data: adminPayoutRow.extend({ lines: z.array(adminPayoutLine) }),
});

/**
 * Cash still with the carriers: delivered cash orders shipped with Aramex or Quiqup that no payout settled yet,
 * per carrier: how many, their cash due (AED) and the oldest delivery (ISO instant), and the orders oldest first.
 */
export const adminPayoutsOutstandingCall = defineCall({
  path: '/admin/payouts/outstanding.php',
  access: 'admin',
  request: noFields,
  data: z.array(
    z.object({
      carrier: payoutCarrier,
      count: z.number(),
      total: z.number(),
      oldest_delivered_at: z.string().nullable(),
      orders: z.array(z.object({ id: z.number(), tracking_number: z.string(), due: z.number(), delivered_at: z.string() })),
    }),
  ),
});
