// A fresh, migrated database for one test suite: in-memory PGlite by default, started from the migrated template
// of globalSetup.ts, or a new database on the PostgreSQL server named by TEST_DATABASE_URL (dropped by close()).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { openDb, type Db, type DbHandle } from '../db/client';

export async function openTestDb(): Promise<DbHandle> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    const template = inject('pgliteTemplate');
    return openDb({ pgliteDir: null, pgliteTemplate: template ? new Blob([fs.readFileSync(template)]) : undefined });
  }
  const database = await createTestDatabase(baseUrl);
  const handle = await openDb({ url: database.url, poolSize: 20 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}

/** The URL of the database `name` on the PostgreSQL server of `baseUrl` (a URL of any of its databases). */
function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A new, empty database on the PostgreSQL server of `baseUrl` (a URL of any of its databases). drop() waits
 * for its connections to end, then drops it.
 */
export async function createTestDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return {
    url: databaseUrl(baseUrl, name),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      // pool.end() resolves before its connections are closed: wait for them, so the forced drop does not
      // kill a closing connection (which would surface as an uncaught error in the suite).
      for (let i = 0; i < 50; i++) {
        const { rows } = await c.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
        if (rows[0]!.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * A second PostgreSQL connection to the suite's database (PostgreSQL only: TEST_DATABASE_URL), for changes
 * the app's own connections did not make; `cutListener` ends the app's connection that LISTENs on `channel`
 * (and any that is about to), as a dropped network link would.
 */
export async function withOtherConnection(
  db: Db,
  use: (other: pg.Client, cutListener: (channel: string) => Promise<void>) => Promise<void>,
): Promise<void> {
  const result = await db.execute(sql`SELECT current_database() AS name`);
  const { name } = (result as unknown as { rows: [{ name: string }] }).rows[0];
  const other = new pg.Client({ connectionString: databaseUrl(process.env.TEST_DATABASE_URL!, name) });
  await other.connect();
  const cutListener = async (channel: string) => {
    await other.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query IN ($1, 'SELECT 1') AND datname = current_database() AND pid <> pg_backend_pid()`,
      [`LISTEN ${channel}`],
    );
  };
  try {
    await use(other, cutListener);
  } finally {
    await other.end();
  }
}
