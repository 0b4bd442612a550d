// The hot reads as prepared statements (the catalogue's, a shopper's cart, orders, lists and wallet, the
// session check). Drizzle sends a query unnamed unless asked, so PostgreSQL parses and plans it again on every
// request, and drizzle builds its SQL again too; for small, many-joined reads that costs several times the
// execution (similar products on the demo catalogue: 1.95 ms a query unnamed, 0.44 ms prepared; building the
// SQL was a quarter of the server's time on cart_list.php). A statement here is built once per database with
// sql.placeholder() for its values and prepared under a fixed name; each pooled connection plans it once, each
// request only binds.
import type { DbOrTx } from './client';

const prepared = new WeakMap<DbOrTx, Map<string, unknown>>();

/** The prepared statement `name` of this database (or transaction), built by `build` on first use. */
export function statement<P>(db: DbOrTx, name: string, build: () => { prepare(name: string): P }): P {
  let byName = prepared.get(db);
  if (!byName) prepared.set(db, (byName = new Map()));
  let query = byName.get(name) as P | undefined;
  if (!query) byName.set(name, (query = build().prepare(name)));
  return query;
}
