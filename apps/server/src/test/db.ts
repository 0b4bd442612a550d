// A fresh, migrated database for one test suite: in-memory PGlite by default, or a new database on the PostgreSQL
// server named by TEST_DATABASE_URL (dropped by close()); either a copy of globalSetup.ts's migrated template.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { openDb, type Db, type DbHandle } from '../db/client';

export async function openTestDb(): Promise<DbHandle> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  const template = inject('migratedTemplate');
  if (!baseUrl) {
    return openDb({ pgliteDir: null, pgliteTemplate: template ? new Blob([fs.readFileSync(template)]) : undefined });
  }
  const database = await createTestDatabase(baseUrl, template ?? undefined);
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

export interface TestDatabase {
  name: string;
  url: string;
  /** Waits for the database's connections to end, then drops it. */
  drop(): Promise<void>;
  /** Waits for the database's connections to end (pool.end() resolves before they are closed). */
  idle(): Promise<void>;
}

/**
 * A new database on the PostgreSQL server of `baseUrl` (a URL of any of its databases): empty, or a copy of the
 * database `template`, which must have no connection.
 */
export async function createTestDatabase(baseUrl: string, template?: string): Promise<TestDatabase> {
  const name = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const withAdmin = async (use: (c: pg.Client) => Promise<void>) => {
    const c = new pg.Client({ connectionString: baseUrl });
    await c.connect();
    try {
      await use(c);
    } finally {
      await c.end();
    }
  };
  const waitIdle = async (c: pg.Client) => {
    for (let i = 0; i < 50; i++) {
      const { rows } = await c.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
      if (rows[0]!.n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  return {
    name,
    url: databaseUrl(baseUrl, name),
    idle: () => withAdmin(waitIdle),
    // Waits first, so the forced drop does not kill a closing connection (an uncaught error in the suite).
    drop: () =>
      withAdmin(async (c) => {
        await waitIdle(c);
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }),
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
