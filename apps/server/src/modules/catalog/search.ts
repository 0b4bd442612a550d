// Keyword search over English and Arabic names and descriptions (design.md §5 Catalogue).
// products.search_name and search_body hold text normalised by the database's search_normalize()
// (migration 0002_search_fn); the keyword goes through the same function, so Arabic alef forms, alef
// maqsura, ta marbuta, diacritics, tatweel, Arabic-Indic digits, case and Latin accents never stop a match.
// Every condition below is one the trigram GIN indexes on those columns answer (LIKE '%…%' and <%); the
// planner uses them once the catalogue is large enough for them to be faster (migration 0004_search_costs).
import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import { products } from '../../db/schema';

/** Words beyond this many are ignored: enough for any product name, bounded work per request. */
const MAX_WORDS = 8;

/** The word as a LIKE pattern matching it anywhere, after the same normalisation as the stored text. */
const containsPattern = (word: string): SQL => sql`'%' || search_normalize(${word.replace(/[\\%_]/g, '\\$&')}) || '%'`;

export interface KeywordSearch {
  where: SQL;
  orderBy: SQL[];
}

/**
 * Products where every word of the keyword is in the name or description, or close to a word of the
 * name (a typo: 'rosemari' finds rosemary; pg_trgm's word similarity of at least 0.6, its default).
 * Ranked: all words in the name first, then all words in name or description, then by similarity of the
 * name, best sellers first.
 */
export function keywordSearch(keyword: string): KeywordSearch {
  const words = keyword.split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
  const patterns = words.map(containsPattern);
  const inName = and(...patterns.map((p) => sql`${products.searchName} like ${p}`))!;
  const inNameOrBody = and(...patterns.map((p) => sql`(${products.searchName} like ${p} or ${products.searchBody} like ${p})`))!;
  const matches = and(
    ...words.map((w, i) => {
      const p = patterns[i]!;
      return sql`(${products.searchName} like ${p} or ${products.searchBody} like ${p} or search_normalize(${w}) <% ${products.searchName})`;
    }),
  )!;
  return {
    where: matches,
    orderBy: [
      sql`(${inName}) desc`,
      sql`(${inNameOrBody}) desc`,
      sql`word_similarity(search_normalize(${words.join(' ')}), ${products.searchName}) desc`,
      desc(products.soldCount),
      asc(products.id),
    ],
  };
}
