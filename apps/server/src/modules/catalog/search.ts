// Keyword search over English and Arabic names and descriptions (docs/rules.md Catalogue).
// products.search_name and search_body hold text normalised by the database's search_normalize()
// (migration 0002_search_fn); the keyword goes through the same function, so Arabic alef forms, alef
// maqsura, ta marbuta, diacritics, tatweel, Arabic-Indic digits, case and Latin accents never stop a match.
// Every condition below is one the trigram GIN indexes on those columns answer (LIKE '%…%' and <%); the
// planner uses them once the catalogue is large enough for them to be faster (migration 0004_search_costs).
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema';

/** Words beyond this many are ignored: enough for any product name, bounded work per request. */
const MAX_WORDS = 8;

/** A value of the query: bound as a parameter (the default) or as a named placeholder of a prepared statement. */
export type Bind = (name: string, value: string) => unknown;
const asParameter: Bind = (_name, value) => value;

export interface KeywordSearch {
  /** How many words were kept: queries with the same number of words have the same SQL. */
  words: number;
  where: SQL;
  orderBy: SQL[];
}

/**
 * Products where every word of the keyword is in the name or description, or close to a word of the
 * name (a typo: 'rosemari' finds rosemary; pg_trgm's word similarity of at least 0.6, its default).
 * Ranked: all words in the name first, then all words in name or description, then by similarity of the
 * name, best sellers first.
 */
export function keywordSearch(keyword: string, bind: Bind = asParameter): KeywordSearch {
  const words = keyword.split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
  // Each word anywhere, after the same normalisation as the stored text (LIKE's wildcards escaped).
  const patterns = words.map((w, i) => sql`'%' || search_normalize(${bind(`pattern${i}`, w.replace(/[\\%_]/g, '\\$&'))}) || '%'`);
  const inName = and(...patterns.map((p) => sql`${products.searchName} like ${p}`))!;
  const inNameOrBody = and(...patterns.map((p) => sql`(${products.searchName} like ${p} or ${products.searchBody} like ${p})`))!;
  const matches = and(
    ...words.map((w, i) => {
      const p = patterns[i]!;
      const typo = sql`search_normalize(${bind(`word${i}`, w)}) <% ${products.searchName}`;
      return sql`(${products.searchName} like ${p} or ${products.searchBody} like ${p} or ${typo})`;
    }),
  )!;
  return {
    words: words.length,
    where: matches,
    orderBy: [
      sql`(${inName}) desc`,
      sql`(${inNameOrBody}) desc`,
      sql`word_similarity(search_normalize(${bind('phrase', words.join(' '))}), ${products.searchName}) desc`,
      desc(products.soldCount),
      asc(products.id),
    ],
  };
}

/** How close a name must be to be offered as "did you mean" (pg_trgm's word similarity, 0 to 1). */
const CLOSE_ENOUGH = 0.3;

/**
 * The visible products whose names come closest to a keyword that matched nothing, best first: what the
 * shopper may have meant. Each as its English and Arabic name.
 */
export async function closestNames(db: DbOrTx, keyword: string, limit: number) {
  const closeness = sql<number>`word_similarity(search_normalize(${keyword}), ${products.searchName})`;
  return db
    .select({ nameEn: products.nameEn, nameAr: products.nameAr })
    .from(products)
    .where(and(eq(products.visible, true), sql`${closeness} >= ${CLOSE_ENOUGH}`))
    .orderBy(desc(closeness), desc(products.soldCount), asc(products.id))
    .limit(limit);
}
