// The hot reads as prepared statements (the catalogue's, a shopper's cart, orders, lists and wallet, the
// session check). Drizzle sends a query unnamed unless asked, so PostgreSQL parses and plans it again on every
// request, and drizzle builds its SQL again too; for small, many-joined reads that costs several times the
// execution (similar products on the demo catalogue: 1.95 ms a query unnamed, 0.44 ms prepared; building the
// SQL was a quarter of the server's time on cart_list.php). A statement here is built once per database with
// sql.placeholder() for its values and prepared under a fixed name; each pooled connection plans it once, each
// request only binds. The built statement is kept per database (its dialect, which its transactions share) and
// bound to the connection of the caller, so a transaction reuses it too instead of building it again (building
// the cart's statement anew in every checkout was a tenth of the server's time at 1,000 concurrent checkouts).
// Drizzle's PGlite driver drops the name; pgliteStatements.ts prepares them there.
import { is, type SQL } from 'drizzle-orm';
import { PglitePreparedQuery } from 'drizzle-orm/pglite';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';
import type { PreparedQueryOptions } from './pgliteStatements';

const prepared = new WeakMap<object, Map<string, object>>();

// Drizzle keeps these internal: the dialect a database shares with its transactions, and the driver client
// (pool, pooled connection, PGlite or PGlite transaction) its session and its prepared queries run on.
const dialectOf = (db: DbOrTx) => (db as unknown as { dialect: object }).dialect;
const clientOf = (holder: object) => (holder as { client: unknown }).client;

/** The prepared statement `name` of this database, built by `build` on first use, run on `db`'s connection. */
export function statement<P extends object>(db: DbOrTx, name: string, build: () => { prepare(name: string): P }): P {
  let byName = prepared.get(dialectOf(db));
  if (!byName) prepared.set(dialectOf(db), (byName = new Map()));
  let query = byName.get(name) as P | undefined;
  if (!query) byName.set(name, (query = keptPrepared(build().prepare(name))));
  const client = clientOf(db._.session);
  return clientOf(query) === client ? query : (Object.create(query, { client: { value: client } }) as P);
}

/** On PGlite, asks for the statement to be kept prepared: the options drizzle passes to PGlite's query() say so. */
function keptPrepared<P extends object>(query: P): P {
  if (is(query, PglitePreparedQuery)) {
    const configs = query as unknown as { queryConfig: PreparedQueryOptions; rawQueryConfig: PreparedQueryOptions };
    configs.queryConfig.prepare = true;
    configs.rawQueryConfig.prepare = true;
  }
  return query;
}

interface DrizzleSession {
  prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string, arrayMode: false): object;
}

/**
 * A statement written as SQL (sql`` with sql.placeholder() for its values), prepared like the builders' ones:
 * for what the builders cannot say, such as an insert that only adds within a product's stock. Both drivers
 * answer its rows as they come.
 */
export function sqlStatement<Row>(
  db: DbOrTx,
  name: string,
  build: () => SQL,
): { execute(values: Record<string, unknown>): Promise<{ rows: Row[] }> } {
  return statement(db, name, () => ({
    prepare: (statementName: string) =>
      (db._.session as unknown as DrizzleSession).prepareQuery(
        (dialectOf(db) as unknown as PgDialect).sqlToQuery(build()),
        undefined,
        statementName,
        false,
      ) as { execute(values: Record<string, unknown>): Promise<{ rows: Row[] }> },
  }));
}
