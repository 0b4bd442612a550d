// Helpers of the console's lists: searching, reordering, counting what uses a row.
import { count, isNotNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import type { categories, products } from '../../../db/schema';

/** `%term%` for ilike, with the pattern characters escaped. */
export const likeTerm = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** True when the ids are exactly `current`, each once (a reorder must name every row of its list). */
export const sameIds = (current: number[], ids: number[]) =>
  current.length === ids.length && new Set(ids).size === ids.length && current.every((id) => ids.includes(id));

export const countOf = async (db: DbOrTx, table: typeof products | typeof categories, where: SQL | undefined) =>
  (await db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0;

/** How many rows of a table name each id in `column` (a product's group, a category's parent...). */
export type CountedColumn =
  typeof products.groupId | typeof products.categoryId | typeof products.subCategoryId | typeof categories.groupId;
export async function usage(db: DbOrTx, table: typeof products | typeof categories, column: CountedColumn) {
  const rows = await db.select({ id: column, n: count() }).from(table).where(isNotNull(column)).groupBy(column);
  return new Map(rows.map((r) => [r.id!, r.n]));
}
