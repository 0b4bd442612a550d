// Every transaction that changes stock or money runs through `transaction` below. Such transactions take
// their row locks in one order (db/locks.ts), so they should not deadlock; if PostgreSQL still aborts one
// as a deadlock victim (40P01) or for a serialization failure (40001), it is run again from the start, a
// bounded number of times, and never surfaces as a 500.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db, Tx } from './client';

const RETRYABLE_CODES = new Set(['40P01', '40001']);
export const TRANSACTION_ATTEMPTS = 5;

/** Every attempt of a transaction lost to concurrent ones. http/ answers it as the refusal "busy, try again" (409). */
export class TransactionBusy extends Error {
  constructor() {
    super(`the transaction lost to concurrent ones ${TRANSACTION_ATTEMPTS} times`);
  }
}

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

/** The constraint a failed statement broke (PostgreSQL names it on the error; drizzle wraps the driver's error). */
export function constraintOf(error: unknown): string | undefined {
  let e = error;
  for (let depth = 0; depth < 5 && typeof e === 'object' && e !== null; depth++) {
    const constraint = (e as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Runs `work` in a transaction, again from the start when it lost a deadlock or a serialization check.
 * `work` must have no effects outside the database: it may run more than once. When every attempt lost,
 * it throws TransactionBusy, which the caller sees as a clear "busy, try again" refusal.
 */
export async function transaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (!isRetryableConflict(error)) throw error;
      if (attempt >= TRANSACTION_ATTEMPTS) throw new TransactionBusy();
      // A short random pause, so the transactions that collided do not meet again in lockstep.
      await sleep(Math.random() * 10 * attempt);
    }
  }
}

/**
 * Runs `statements` and commits the transaction, on PostgreSQL in one message (the simple protocol's
 * `statements; COMMIT AND CHAIN`), so the row locks they take are released by the database itself the moment
 * they are done, without waiting for this process to read the answer and send the commit: under load that wait
 * is the event loop's, several milliseconds, and every transaction queued on the same row waits it too.
 * `statements` is constant SQL text (the simple protocol takes no parameters): their values must already be in
 * the transaction, in its tables or a transaction-local setting (set_config). AND CHAIN opens an empty
 * transaction for `transaction()`'s own COMMIT to close. If a statement fails, nothing after it runs and the
 * transaction rolls back as usual. On PGlite, whose engine runs in this process, the statements just run and the
 * usual commit follows.
 */
export async function runAndCommit(tx: Tx, statements: string): Promise<void> {
  const client = (tx._.session as unknown as { client: pg.ClientBase | Transaction }).client;
  if (client instanceof pg.Client) await client.query(`${statements};\nCOMMIT AND CHAIN`);
  else await (client as Transaction).exec(statements);
}
