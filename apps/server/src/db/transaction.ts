// Every transaction that changes stock or money runs through `transaction` below. Such transactions take
// their row locks in one order (db/locks.ts), so they should not deadlock; if PostgreSQL still aborts one
// as a deadlock victim (40P01) or for a serialization failure (40001), it is run again from the start, a
// bounded number of times, and never surfaces as a 500.
import { setTimeout as sleep } from 'node:timers/promises';
import { conflict } from '../http/errors';
import { coreMessages } from '../http/i18n';
import type { Db, Tx } from './client';

const RETRYABLE_CODES = new Set(['40P01', '40001']);
export const TRANSACTION_ATTEMPTS = 5;

/** Whether PostgreSQL aborted the transaction only because of a concurrent one (drizzle wraps the driver's error). */
export function isRetryableConflict(error: unknown): boolean {
  let e = error;
  for (let depth = 0; depth < 5 && typeof e === 'object' && e !== null; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && RETRYABLE_CODES.has(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Runs `work` in a transaction, again from the start when it lost a deadlock or a serialization check.
 * `work` must have no effects outside the database: it may run more than once. When every attempt lost,
 * the caller gets a clear "busy, try again" refusal instead of an error.
 */
export async function transaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (!isRetryableConflict(error)) throw error;
      if (attempt >= TRANSACTION_ATTEMPTS) throw conflict(coreMessages.busy);
      // A short random pause, so the transactions that collided do not meet again in lockstep.
      await sleep(Math.random() * 10 * attempt);
    }
  }
}
