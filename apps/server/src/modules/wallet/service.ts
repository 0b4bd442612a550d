// The customer's wallet as the spec shows it (balance, points, aed_points, points_to_balance) and the
// exchange of points into balance (docs/rules.md: whole dirhams only, through the ledger).
import { desc, eq, sql } from 'drizzle-orm';
import { DEFAULT_AED_POINTS, toAed, type WalletData, type WalletEntry } from '@shop/contract';
import type { DbOrTx } from '../../db/client';
import { storeSettings, walletEntries, wallets } from '../../db/schema';
import { statement } from '../../db/statements';
import { refuse } from '../../http/errors';
import { moveWallet, walletOf } from './ledger';
import { walletMessages } from './messages';

/** Points worth 1 AED: the store setting 'aed_points' when it is a positive whole number. */
function pointsRate(setting: unknown): number {
  const value = Number(setting);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_AED_POINTS;
}

const AED_POINTS_SETTING = eq(storeSettings.key, 'aed_points');

export async function aedPoints(db: DbOrTx): Promise<number> {
  const [row] = await statement(db, 'aed_points', () =>
    db.select({ value: storeSettings.value }).from(storeSettings).where(AED_POINTS_SETTING),
  ).execute();
  return pointsRate(row?.value);
}

function walletView(wallet: { balance: number; points: number }, rate: number): WalletData {
  return {
    balance: toAed(wallet.balance),
    points: wallet.points,
    aed_points: rate,
    points_to_balance: Math.floor(wallet.points / rate),
  };
}

/**
 * The balance call's figures in one statement (the wallet's sums and the points rate): on PostgreSQL each
 * statement is a round trip, and two were most of this call's time.
 */
export async function walletBalance(db: DbOrTx, userId: number): Promise<WalletData> {
  // One row whether or not the customer has a wallet yet: their wallet row (read once) joined to a constant row.
  const [row] = await statement(db, 'wallet_balance', () =>
    db
      .select({
        balance: sql<number>`coalesce(${wallets.balance}, 0)`.mapWith(Number),
        points: sql<number>`coalesce(${wallets.points}, 0)`.mapWith(Number),
        rate: sql<unknown>`(${db.select({ value: storeSettings.value }).from(storeSettings).where(AED_POINTS_SETTING)})`,
      })
      .from(sql`(values (1)) as one`)
      .leftJoin(wallets, eq(wallets.userId, sql.placeholder('userId'))),
  ).execute({ userId });
  return walletView(row!, pointsRate(row!.rate));
}

/** Turns every whole dirham's worth of points into balance; the leftover points stay. */
export async function exchangePoints(db: DbOrTx, userId: number): Promise<{ wallet: WalletData; aed: number }> {
  const rate = await aedPoints(db);
  return db.transaction(async (tx) => {
    const aed = Math.floor((await walletOf(tx, userId)).points / rate);
    // moveWallet's conditional debit refuses when a concurrent exchange already spent these points.
    if (aed < 1 || !(await moveWallet(tx, userId, 'points', -aed * rate, { reason: 'exchange' }))) {
      throw refuse(walletMessages.notEnoughPoints, { points: rate });
    }
    await moveWallet(tx, userId, 'balance', aed * 100, { reason: 'exchange', note: `${aed * rate} points` });
    return { wallet: walletView(await walletOf(tx, userId), rate), aed };
  });
}

/** The ledger's reasons as the customer reads them (history.php's type). */
const ENTRY_TYPES: Record<(typeof walletEntries.$inferSelect)['reason'], WalletEntry['type']> = {
  earn: 'earned',
  exchange: 'redeemed',
  order_payment: 'order_payment',
  order_refund: 'refund',
  return_refund: 'refund',
  admin_adjustment: 'adjustment',
  seed: 'adjustment',
};

/** How many of the latest entries history.php answers. */
const HISTORY_LIMIT = 100;

/** The customer's wallet ledger, newest first: balance entries in AED, points entries in points. */
export async function walletHistory(db: DbOrTx, userId: number): Promise<WalletEntry[]> {
  const rows = await db
    .select()
    .from(walletEntries)
    .where(eq(walletEntries.userId, userId))
    .orderBy(desc(walletEntries.createdAt), desc(walletEntries.id))
    .limit(HISTORY_LIMIT);
  return rows.map((e) => ({
    id: e.id,
    kind: e.kind,
    amount: e.kind === 'balance' ? toAed(e.amount) : e.amount,
    type: ENTRY_TYPES[e.reason],
    order_id: e.orderId,
    date: e.createdAt.toISOString(),
  }));
}
