// The wallet is a ledger (docs/rules.md): every change is an entry, and the cached sums in `wallets`
// move in the same statement-pair under a conditional update, so a balance never goes below zero even
// when two orders spend it at once.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { walletEntries, wallets } from '../../db/schema';
import { statement } from '../../db/statements';

type Reason = (typeof walletEntries.$inferInsert)['reason'];
export interface EntryInfo {
  reason: Reason;
  orderId?: number | null;
  actorUserId?: number | null;
  note?: string;
}

async function ensureWallet(db: DbOrTx, userId: number) {
  await db.insert(wallets).values({ userId }).onConflictDoNothing();
}

/**
 * Adds `amount` (signed) to the balance (fils) or points. A debit larger than what is there changes
 * nothing and returns false. Call it inside the transaction of the business change it belongs to.
 */
export async function moveWallet(
  db: DbOrTx,
  userId: number,
  kind: 'balance' | 'points',
  amount: number,
  info: EntryInfo,
): Promise<boolean> {
  if (!Number.isInteger(amount)) throw new Error('wallet amounts are whole fils or points');
  if (amount === 0) return true;
  await ensureWallet(db, userId);
  const column = kind === 'balance' ? wallets.balance : wallets.points;
  const updated = await db
    .update(wallets)
    .set(kind === 'balance' ? { balance: sql`${wallets.balance} + ${amount}` } : { points: sql`${wallets.points} + ${amount}` })
    .where(and(eq(wallets.userId, userId), amount < 0 ? gte(column, -amount) : undefined))
    .returning({ userId: wallets.userId });
  if (updated.length === 0) return false;
  await db.insert(walletEntries).values({
    userId,
    kind,
    amount,
    reason: info.reason,
    orderId: info.orderId ?? null,
    actorUserId: info.actorUserId ?? null,
    note: info.note ?? '',
  });
  return true;
}

export async function walletOf(db: DbOrTx, userId: number): Promise<{ balance: number; points: number }> {
  const [row] = await statement(db, 'wallet_of', () =>
    db
      .select({ balance: wallets.balance, points: wallets.points })
      .from(wallets)
      .where(eq(wallets.userId, sql.placeholder('userId'))),
  ).execute({ userId });
  return row ?? { balance: 0, points: 0 };
}
