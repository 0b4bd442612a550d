// The database handle leaves the event loop its turns under load: while many queries wait for the database,
// Node still gets to accept connections and read requests between them (on PGlite, whose engine runs in this
// process, queued queries ran back to back inside promise callbacks and no I/O was handled until the queue was
// empty). On PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../test/db';
import type { DbHandle } from './client';

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(() => handle.close());

describe('openDb()', () => {
  it('lets the event loop run between queued queries', async () => {
    // Each at least 10 ms, so the burst lasts far longer than PGlite's slice however fast the machine.
    const QUERIES = 50;
    let answered = 0;
    /** How many queries had been answered at each turn of the event loop during the burst. */
    const turns: number[] = [];
    let bursting = true;
    const everyTurn = () => {
      turns.push(answered);
      if (bursting) setImmediate(everyTurn);
    };
    setImmediate(everyTurn);
    await Promise.all(Array.from({ length: QUERIES }, () => handle.db.execute(sql`select pg_sleep(0.01)`).then(() => answered++)));
    bursting = false;
    // Turns came after the first answers and before the last: I/O was handled in the middle of the burst.
    expect(turns.filter((n) => n > 0 && n < QUERIES).length).toBeGreaterThan(10);
  });
});
