// Carriers' cash-on-delivery payouts: the carrier's report matched to its orders (preview, then
// recorded all or nothing), the payouts, and the cash still with the carriers.
// The record that a carrier paid an order's cash is the order's one settling payout line (matched or
// amount_differs); orders carry no copy of it. Recording locks the orders the report names (by ascending id),
// then reads their settling lines, so of two payouts recorded together naming the same order the second sees the
// first's line and reads already_paid; the partial unique index on the line's order is the backstop.
import { and, asc, desc, eq, inArray, isNotNull, notExists, sql } from 'drizzle-orm';
import {
  PAYOUT_CSV_COLUMNS,
  PAYOUT_OUTCOMES,
  SETTLING_OUTCOMES,
  hasWholeFils,
  toAed,
  toFils,
  type CarrierWithApi,
  type Lang,
  type PayoutLineCheck,
  type PayoutOutcome,
} from '@shop/contract';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { transaction, constraintOf } from '../../../db/transaction';
import { carrierPayoutLines, carrierPayouts, orders, users } from '../../../db/schema';
import { notFound, refuse } from '../../../http/errors';
import { format } from '../../../http/i18n';
import { formatAed } from '../../../integrations/mail/templates';
import { cashToCollect, cashToCollectSql } from '../../orders/cash';
import { audit } from '../shared/audit';
import { parseCsv } from '../shared/csv';
import { payoutErrors, payoutMessages } from './messages';

export interface PayoutInput {
  carrier: CarrierWithApi;
  reference: string;
  paid_on: string;
  fees: number;
  csv: string;
}

const MAX_AED = 1_000_000;
const MAX_TRACKING = 100;

const amountOf = (s: string | undefined) => {
  const v = s?.trim() ?? '';
  if (!/^\d+(\.\d{1,2})?$/.test(v)) return null;
  const n = Number(v);
  return hasWholeFils(n) && n <= MAX_AED ? n : null;
};

const zeroCounts = () => Object.fromEntries(PAYOUT_OUTCOMES.map((o) => [o, 0])) as Record<PayoutOutcome, number>;

interface Checked {
  lines: PayoutLineCheck[];
  valid: boolean;
  cod_total: number;
  fees: number;
  received: number;
  counts: Record<PayoutOutcome, number>;
  errors: string[];
}

/** The orders shipped with the carrier under these tracking numbers (ascending id, locked in that order when `lock`). */
async function ordersByTracking(tx: Tx, carrier: CarrierWithApi, tracking: string[], lock: boolean) {
  if (tracking.length === 0) return [];
  const q = tx
    .select()
    .from(orders)
    .where(and(eq(orders.carrier, carrier), inArray(orders.trackingNumber, tracking)))
    .orderBy(asc(orders.id));
  // FOR NO KEY UPDATE: two recordings wait for each other; status changes of the order (plain updates) are not held
  // longer than any update would hold them, and the lines' foreign keys (KEY SHARE) are not blocked.
  return lock ? q.for('no key update') : q;
}

/** Checks the report against the orders as they are now (locked inside the recording transaction). */
async function check(tx: Tx, input: PayoutInput, lang: Lang, lock: boolean): Promise<Checked> {
  const fees = toFils(input.fees);
  const records = parseCsv(input.csv.replace(/^\uFEFF/, '')).filter((r) => r.some((f) => f.trim() !== ''));
  const header = records[0]?.map((h) => h.trim().toLowerCase()) ?? [];
  const base = { cod_total: 0, fees: toAed(fees), received: 0, counts: zeroCounts() };
  if (PAYOUT_CSV_COLUMNS.some((c, i) => header[i] !== c)) {
    const line = { line: 1, tracking_number: '', amount: null, outcome: null, order_id: null, expected: null };
    return { ...base, lines: [{ ...line, errors: [payoutErrors.header[lang]] }], valid: false, errors: [] };
  }
  const body = records.slice(1);
  const tracking = body.map((r) => r[0]?.trim() ?? '');
  const found = await ordersByTracking(tx, input.carrier, [...new Set(tracking.filter((t) => t !== '' && t.length <= MAX_TRACKING))], lock);
  // The newest order under a tracking number, should a number have been used twice.
  const byTracking = new Map(found.map((o) => [o.trackingNumber, o]));
  const ids = found.map((o) => o.id);
  const settled = new Set(
    ids.length === 0
      ? []
      : (
          await tx
            .select({ orderId: carrierPayoutLines.orderId })
            .from(carrierPayoutLines)
            .where(and(inArray(carrierPayoutLines.orderId, ids), inArray(carrierPayoutLines.outcome, SETTLING_OUTCOMES)))
        ).map((l) => l.orderId),
  );
  const seen = new Set<string>();
  const counts = zeroCounts();
  let codTotal = 0;
  const lines = body.map((r, index): PayoutLineCheck => {
    const errors: string[] = [];
    const t = tracking[index]!;
    if (t === '') errors.push(payoutErrors.trackingMissing[lang]);
    else if (t.length > MAX_TRACKING) errors.push(payoutErrors.trackingLong[lang]);
    else if (seen.has(t)) errors.push(payoutErrors.trackingTwice[lang]);
    seen.add(t);
    const amount = amountOf(r[1]);
    if (amount === null) errors.push(payoutErrors.amount[lang]);
    const o = errors.length === 0 ? byTracking.get(t) : undefined;
    let outcome: PayoutOutcome | null = null;
    if (errors.length === 0) {
      if (!o) outcome = 'unknown_tracking';
      else if (cashToCollect(o) <= 0) outcome = 'not_cash';
      else if (!o.deliveredAt) outcome = 'not_delivered';
      else if (settled.has(o.id)) outcome = 'already_paid';
      else outcome = toFils(amount!) === cashToCollect(o) ? 'matched' : 'amount_differs';
      counts[outcome] += 1;
      codTotal += toFils(amount!);
    }
    return {
      line: index + 2,
      tracking_number: t,
      amount,
      outcome,
      order_id: o?.id ?? null,
      expected: o ? toAed(cashToCollect(o)) : null,
      errors,
    };
  });
  const errors: string[] = [];
  if (lines.length === 0) errors.push(payoutErrors.empty[lang]);
  if (fees > codTotal && lines.every((l) => l.errors.length === 0))
    errors.push(format(payoutErrors.feesAbove[lang], { fees: formatAed(fees, lang), total: formatAed(codTotal, lang) }));
  const [taken] = await tx
    .select({ id: carrierPayouts.id })
    .from(carrierPayouts)
    .where(and(eq(carrierPayouts.carrier, input.carrier), eq(carrierPayouts.reference, input.reference)));
  if (taken) errors.push(format(payoutErrors.referenceTaken[lang], { reference: input.reference }));
  return {
    lines,
    valid: errors.length === 0 && lines.every((l) => l.errors.length === 0),
    cod_total: toAed(codTotal),
    fees: toAed(fees),
    received: toAed(codTotal - fees),
    counts,
    errors,
  };
}

export async function previewPayout(db: Db, input: PayoutInput, lang: Lang) {
  return transaction(db, (tx) => check(tx, input, lang, false));
}

/** All or nothing: the payout and every line in one transaction, or a refusal and nothing written. */
export async function recordPayout(db: Db, actorId: number, input: PayoutInput, lang: Lang) {
  try {
    return await transaction(db, async (tx) => {
      const checked = await check(tx, input, lang, true);
      if (!checked.valid) throw refuse(payoutMessages.invalid, undefined, { ...checked, id: 0 });
      const [payout] = await tx
        .insert(carrierPayouts)
        .values({
          carrier: input.carrier,
          reference: input.reference,
          paidOn: input.paid_on,
          received: toFils(checked.received),
          fees: toFils(checked.fees),
          createdBy: actorId,
        })
        .returning();
      await tx.insert(carrierPayoutLines).values(
        checked.lines.map((l) => ({
          payoutId: payout!.id,
          line: l.line,
          trackingNumber: l.tracking_number,
          amount: toFils(l.amount!),
          orderId: l.order_id,
          outcome: l.outcome!,
        })),
      );
      await audit(tx, actorId, {
        action: 'payout.record',
        entity: 'carrier_payout',
        entityId: payout!.id,
        after: {
          carrier: input.carrier,
          reference: input.reference,
          paidOn: input.paid_on,
          received: payout!.received,
          fees: payout!.fees,
          counts: checked.counts,
          settledOrders: checked.lines.filter((l) => isSettling(l.outcome)).map((l) => l.order_id),
        },
      });
      return { ...checked, id: payout!.id };
    });
  } catch (error) {
    // A payout recorded at the same moment took the reference (or, against the locks, an order): refused, not a 500.
    const constraint = constraintOf(error);
    if (constraint === 'carrier_payouts_reference_uq')
      throw refuse(payoutMessages.invalid, undefined, {
        errors: [format(payoutErrors.referenceTaken[lang], { reference: input.reference })],
      });
    if (constraint === 'carrier_payout_lines_settled_order_uq') throw refuse(payoutMessages.invalid);
    throw error;
  }
}

const isSettling = (o: PayoutOutcome | null) => o !== null && (SETTLING_OUTCOMES as readonly string[]).includes(o);

/** Outcome counts and the cash listed, per payout. */
async function tallies(db: DbOrTx, ids: number[]) {
  const out = new Map<number, { counts: Record<PayoutOutcome, number>; cod: number }>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({
      payoutId: carrierPayoutLines.payoutId,
      outcome: carrierPayoutLines.outcome,
      n: sql<number>`count(*)::int`,
      sum: sql<number>`sum(${carrierPayoutLines.amount})::int`,
    })
    .from(carrierPayoutLines)
    .where(inArray(carrierPayoutLines.payoutId, ids))
    .groupBy(carrierPayoutLines.payoutId, carrierPayoutLines.outcome);
  for (const r of rows) {
    const t = out.get(r.payoutId) ?? { counts: zeroCounts(), cod: 0 };
    t.counts[r.outcome] = r.n;
    t.cod += r.sum;
    out.set(r.payoutId, t);
  }
  return out;
}

async function payoutRows(db: DbOrTx, id?: number) {
  const rows = await db
    .select({ p: carrierPayouts, by: users.name })
    .from(carrierPayouts)
    .leftJoin(users, eq(users.id, carrierPayouts.createdBy))
    .where(id === undefined ? undefined : eq(carrierPayouts.id, id))
    .orderBy(desc(carrierPayouts.paidOn), desc(carrierPayouts.id));
  const t = await tallies(
    db,
    rows.map((r) => r.p.id),
  );
  return rows.map(({ p, by }) => ({
    id: p.id,
    carrier: p.carrier,
    reference: p.reference,
    paid_on: p.paidOn,
    received: toAed(p.received),
    fees: toAed(p.fees),
    cod_total: toAed(t.get(p.id)?.cod ?? 0),
    created_at: p.createdAt.toISOString(),
    created_by: by ?? '',
    counts: t.get(p.id)?.counts ?? zeroCounts(),
  }));
}

export const listPayouts = (db: DbOrTx) => payoutRows(db);

export async function viewPayout(db: DbOrTx, id: number) {
  const [row] = await payoutRows(db, id);
  if (!row) throw notFound(payoutMessages.notFound);
  const lines = await db
    .select({ l: carrierPayoutLines, due: cashToCollectSql })
    .from(carrierPayoutLines)
    .leftJoin(orders, eq(orders.id, carrierPayoutLines.orderId))
    .where(eq(carrierPayoutLines.payoutId, id))
    .orderBy(asc(carrierPayoutLines.line));
  return {
    ...row,
    lines: lines.map(({ l, due }) => ({
      line: l.line,
      tracking_number: l.trackingNumber,
      amount: toAed(l.amount),
      outcome: l.outcome,
      order_id: l.orderId,
      expected: l.orderId === null ? null : toAed(due),
    })),
  };
}

/** Delivered cash orders shipped with Aramex or Quiqup that no payout line settled, per carrier. */
export async function outstandingCash(db: DbOrTx) {
  const rows = await db
    .select({
      id: orders.id,
      carrier: orders.carrier,
      trackingNumber: orders.trackingNumber,
      paymentMethod: orders.paymentMethod,
      total: orders.total,
      walletUsed: orders.walletUsed,
      deliveredAt: orders.deliveredAt,
    })
    .from(orders)
    .where(
      and(
        inArray(orders.carrier, ['aramex', 'quiqup']),
        isNotNull(orders.deliveredAt),
        sql`${cashToCollectSql} > 0`,
        notExists(
          db
            .select({ one: sql`1` })
            .from(carrierPayoutLines)
            .where(and(eq(carrierPayoutLines.orderId, orders.id), inArray(carrierPayoutLines.outcome, SETTLING_OUTCOMES))),
        ),
      ),
    )
    .orderBy(asc(orders.deliveredAt), asc(orders.id));
  return (['aramex', 'quiqup'] as const).map((carrier) => {
    const mine = rows.filter((r) => r.carrier === carrier);
    return {
      carrier,
      count: mine.length,
      total: toAed(mine.reduce((s, r) => s + cashToCollect(r), 0)),
      oldest_delivered_at: mine[0]?.deliveredAt?.toISOString() ?? null,
      orders: mine.map((r) => ({
        id: r.id,
        tracking_number: r.trackingNumber,
        due: toAed(cashToCollect(r)),
        delivered_at: r.deliveredAt!.toISOString(),
      })),
    };
  });
}
