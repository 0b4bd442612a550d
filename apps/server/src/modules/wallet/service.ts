// The customer's wallet as the spec shows it (balance, points, aed_points, points_to_balance) and the
// exchange of points into balance (design.md §5: whole dirhams only, through the ledger).
import { eq } from 'drizzle-orm';
import { DEFAULT_AED_POINTS, toAed, type WalletData } from '@shop/contract';
import type { DbOrTx } from '../../db/client';
import { storeSettings } from '../../db/schema';
import { refuse } from '../../http/errors';
import { moveWallet, walletOf } from './ledger';
import { walletMessages } from './messages';

/** Points worth 1 AED: the store setting 'aed_points' when it is a positive whole number. */
export async function aedPoints(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ value: storeSettings.value }).from(storeSettings).where(eq(storeSettings.key, 'aed_points'));
  const value = Number(row?.value);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_AED_POINTS;
}

function walletView(wallet: { balance: number; points: number }, rate: number): WalletData {
  return {
    balance: toAed(wallet.balance),
    points: wallet.points,
    aed_points: rate,
    points_to_balance: Math.floor(wallet.points / rate),
  };
}

export async function walletBalance(db: DbOrTx, userId: number): Promise<WalletData> {
  const [wallet, rate] = await Promise.all([walletOf(db, userId), aedPoints(db)]);
  return walletView(wallet, rate);
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
