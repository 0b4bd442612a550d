// One database handle for the app: PGlite (embedded, default) or node-postgres (DATABASE_URL).
// Both run the same committed migrations at start.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { pgChangeFeed, pgliteChangeFeed, type ChangeFeed } from './changes';
import { keepStatementsPrepared } from './pgliteStatements';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or an open transaction: services accept both so callers can compose them. */
export type DbOrTx = Db | Tx;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Committed changes to the catalogue tables, for the read cache. */
  changes: ChangeFeed;
  /**
   * Runs `fn` unless another process sharing the database is running the work named `lock` at this moment
   * (then resolves null at once): periodic work such as the unpaid-order sweep runs once, not once per process.
   */
  alone<T>(lock: number, fn: () => Promise<T>): Promise<T | null>;
  /** The connection pool's state, for /metrics; PGlite is one connection in the process, one query at a time. */
  poolStats(): { total: number; idle: number; waiting: number; max: number };
  close(): Promise<void>;
}

/** Advisory lock keys (one namespace for the whole shop). */
export const LOCKS = {
  setup: 7281945,
  unpaidOrderSweep: 7281947,
  taxDocumentNumbers: 7281948,
  cartReminders: 7281949,
  cardRefundSweep: 7281950,
  carrierTracking: 7281960,
} as const;

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export interface DbOptions {
  /** PostgreSQL URL; when absent PGlite is used. */
  url?: string | undefined;
  /** PGlite folder; null for an in-memory database. */
  pgliteDir?: string | null;
  /** A PGlite data folder to start from (PGlite's dumpDataDir): the test suites' migrated template. */
  pgliteTemplate?: Blob;
  poolSize?: number;
  /** Run after the migrations, under the same lock (the demo seed): one process sets up, the others wait. */
  setup?: (db: Db) => Promise<void>;
}

export async function openDb(opts: DbOptions): Promise<DbHandle> {
  if (opts.url) {
    const max = opts.poolSize ?? 10;
    const pool = new pg.Pool({ connectionString: opts.url, max });
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    await setUpAlone(opts.url, async (client) => {
      await migratePg(drizzlePg(client, { schema, casing: 'snake_case' }), { migrationsFolder });
      await opts.setup?.(db);
    });
    const changes = await pgChangeFeed(opts.url);
    const alone = async <T>(lock: number, fn: () => Promise<T>): Promise<T | null> => {
      // A session lock on one pooled connection, held while fn runs on any connection.
      const client = await pool.connect();
      // A connection that could not unlock is closed rather than pooled (closing its session releases the lock).
      let broken: Error | undefined;
      try {
        const { rows } = await client.query<{ got: boolean }>('SELECT pg_try_advisory_lock($1) AS got', [lock]);
        if (!rows[0]!.got) return null;
        try {
          return await fn();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [lock]).catch((error: Error) => (broken = error));
        }
      } finally {
        client.release(broken);
      }
    };
    return {
      db,
      kind: 'postgres',
      changes,
      alone,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
      close: () => changes.close().then(() => pool.end()),
    };
  }
  if (opts.pgliteDir) fs.mkdirSync(opts.pgliteDir, { recursive: true });
  // PGlite belongs to this one process: nobody else can be setting it up or sweeping it.
  const client = await createPglite(opts.pgliteDir ?? undefined, opts.pgliteTemplate);
  keepStatementsPrepared(client);
  timeSliced(client);
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  await migratePglite(db, { migrationsFolder });
  await opts.setup?.(db as unknown as Db);
  const changes = await pgliteChangeFeed(client);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    changes,
    alone: (_lock, fn) => fn(),
    poolStats: () => ({ total: 1, idle: 1, waiting: 0, max: 1 }),
    close: () => changes.close().then(() => client.close()),
  };
}

/** A PGlite with the shop's extensions (in memory without a folder), started from a template when given. */
function createPglite(dir: string | undefined, template?: Blob): Promise<PGlite> {
  return PGlite.create(dir, { extensions: { pg_trgm, fuzzystrmatch }, loadDataDir: template });
}

/**
 * An in-memory PGlite with every migration applied, then `setup` (the journeys' fresh shops seed the demo data), as
 * PGlite's dump of its data folder: the template the test suites and the journeys' fresh shops start from.
 */
export async function migratedPgliteDump(setup?: (db: Db) => Promise<void>): Promise<Blob> {
  const client = await createPglite(undefined);
  try {
    const db = drizzlePglite(client, { schema, casing: 'snake_case' });
    await migratePglite(db, { migrationsFolder });
    await setup?.(db as unknown as Db);
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/**
 * How long PGlite may run queued queries back to back before Node handles I/O again: with 5 ms the shopper calls
 * lost up to a third of their rate on PGlite (npm run bench); with 20 ms they kept it and the tails shrank as much.
 */
const PGLITE_SLICE_MS = 20;

/**
 * PGlite runs a query synchronously, in the promise callbacks of whoever awaited the one before it, so queued
 * queries ran back to back and Node handled no I/O until the queue was empty: under load on PGlite at 50
 * connections the server accepted about one new connection per emptied queue (the last of 50 waited 5.6 s
 * before its first request was read; PostgreSQL's driver waits on a socket and never had this). Queries and
 * transactions now start one at a time (PGlite runs one at a time anyway), and once they have run for a slice
 * the next one waits for a turn of the event loop, so I/O waits at most about a slice (and one query). With
 * this, at 50 connections the add-to-cart loop's p99 went from 2.9-4.4 s to 0.7-0.8 s (docs: README, Benchmarks).
 */
function timeSliced(client: PGlite) {
  let previous: Promise<unknown> = Promise.resolve();
  let sliceEnds = 0;
  const nextTurn = () =>
    new Promise<void>((resolve) =>
      setImmediate(() => {
        sliceEnds = performance.now() + PGLITE_SLICE_MS;
        resolve();
      }),
    );
  const sliced = <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    ((...args: A) => {
      const result = previous.then(() => (performance.now() < sliceEnds ? undefined : nextTurn())).then(() => run(...args));
      previous = result.catch(() => undefined);
      return result;
    }) as typeof run;
  client.query = sliced(client.query.bind(client)) as typeof client.query;
  client.transaction = sliced(client.transaction.bind(client)) as typeof client.transaction;
}

/**
 * Migrations (and the setup after them) under an advisory lock held by one dedicated connection: processes
 * started together on a new database would otherwise race on CREATE EXTENSION and CREATE SCHEMA and die on a
 * duplicate key. The first one sets up; the others wait, then find the migrations applied and nothing to do.
 */
async function setUpAlone(url: string, fn: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [LOCKS.setup]);
    await fn(client);
  } finally {
    // Ending the session releases the lock too, also when setting up failed.
    await client.end();
  }
}
