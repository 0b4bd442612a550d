// The bounded retry around transactions (db/transaction.ts): a transaction PostgreSQL aborted as a deadlock
// victim or for a serialization failure runs again from the start; anything else is not retried; when every
// attempt lost, the caller gets a clear refusal, never a 500. On PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../test/db';
import type { DbHandle, Tx } from './client';
import { lockProducts } from './locks';
import { products } from './schema';
import { TRANSACTION_ATTEMPTS, TransactionBusy, transaction } from './transaction';

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(() => handle.close());

const newProduct = async () =>
  (
    await handle.db
      .insert(products)
      .values({ nameEn: 'Sidr honey', nameAr: 'عسل سدر', listPrice: 5000, salePrice: 5000, stock: 10 })
      .returning()
  )[0]!;
const stockOf = async (id: number) =>
  (await handle.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
/** Fails the statement with a real PostgreSQL error of that SQLSTATE, as the server raises it. */
const raise = (tx: Tx, code: string) =>
  tx.execute(sql.raw(`DO $$ BEGIN RAISE EXCEPTION 'conflict %', '${code}' USING ERRCODE = '${code}'; END $$`));
const addOne = (tx: Tx, id: number) =>
  tx
    .update(products)
    .set({ stock: sql`${products.stock} + 1` })
    .where(eq(products.id, id));

describe('transaction()', () => {
  it('runs a transaction that lost a deadlock (40P01) again from the start: its first attempt leaves nothing', async () => {
    const p = await newProduct();
    let attempts = 0;
    const result = await transaction(handle.db, async (tx) => {
      attempts += 1;
      await addOne(tx, p.id);
      if (attempts === 1) await raise(tx, '40P01');
      return 'done';
    });
    expect(result).toBe('done');
    expect(attempts).toBe(2);
    expect(await stockOf(p.id)).toBe(11);
  });

  it('gives up after a bounded number of serialization failures (40001) with TransactionBusy (http/ answers "busy")', async () => {
    const p = await newProduct();
    let attempts = 0;
    const outcome = await transaction(handle.db, async (tx) => {
      attempts += 1;
      await addOne(tx, p.id);
      await raise(tx, '40001');
    }).catch((error: unknown) => error);
    expect(attempts).toBe(TRANSACTION_ATTEMPTS);
    expect(outcome).toBeInstanceOf(TransactionBusy);
    expect(await stockOf(p.id)).toBe(10);
  });

  it('does not retry any other failure', async () => {
    const p = await newProduct();
    let attempts = 0;
    const outcome = await transaction(handle.db, async (tx) => {
      attempts += 1;
      await addOne(tx, p.id);
      await raise(tx, '23505');
    }).catch((error: unknown) => error);
    expect(attempts).toBe(1);
    expect(outcome).not.toBeInstanceOf(TransactionBusy);
    expect(await stockOf(p.id)).toBe(10);
  });

  it('locks products in ascending id order whatever order they are asked in', async () => {
    const [a, b, c] = [await newProduct(), await newProduct(), await newProduct()];
    const locked = await transaction(handle.db, (tx) => lockProducts(tx, [c.id, a.id, b.id, a.id]));
    expect(locked.map((p) => p.id)).toEqual([a.id, b.id, c.id]);
  });
});

// Two transactions that really wait for each other need two connections: PostgreSQL only (PGlite has one
// connection and runs transactions one after another).
if (process.env.TEST_DATABASE_URL)
  describe('transaction() on PostgreSQL', () => {
    it('a real deadlock (two transactions locking two rows in opposite orders): both end done, the victim ran twice', async () => {
      const [a, b] = [await newProduct(), await newProduct()];
      // Each transaction takes its first row, waits until the other has taken its own, then asks for the other's.
      let firstLocks = 0;
      let bothLocked!: () => void;
      const barrier = new Promise<void>((resolve) => (bothLocked = resolve));
      const attempts = { ab: 0, ba: 0 };
      const run = (name: 'ab' | 'ba', first: number, second: number) =>
        transaction(handle.db, async (tx) => {
          attempts[name] += 1;
          await addOne(tx, first);
          if (++firstLocks === 2) bothLocked();
          await barrier;
          await addOne(tx, second);
          return name;
        });
      expect(await Promise.all([run('ab', a.id, b.id), run('ba', b.id, a.id)])).toEqual(['ab', 'ba']);
      expect(attempts.ab + attempts.ba).toBe(3);
      expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([12, 12]);
    });
  });
