// Searches that found nothing (docs/decisions/012-search-matching.md), for the console's list from which the
// owner adds synonyms. One upsert per search, keyed by the normalised query; the table keeps at most
// MAX_MISSES rows, the least recently seen making room for a new query, so it never grows without bound. A
// failure to record is logged and never fails the search.
import { desc, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { searchMisses } from '../../db/schema';
import { sqlStatement } from '../../db/statements';

export const MAX_MISSES = 1000;

/** The query's script: 'ar' when it has an Arabic letter, else 'en'. */
export const scriptOf = (text: string): 'ar' | 'en' => (/[\u0600-\u06ff]/.test(text) ? 'ar' : 'en');

export async function recordMiss(db: DbOrTx, log: FastifyBaseLogger, normalized: string, typed: string): Promise<void> {
  if (!normalized) return;
  try {
    await sqlStatement(
      db,
      'search_miss',
      () => sql`with room as (
          delete from search_misses
          where query = (select query from search_misses order by last_seen, query limit 1)
            and (select count(*) from search_misses) >= ${sql.raw(String(MAX_MISSES))}
            and not exists (select 1 from search_misses where query = ${sql.placeholder('query')})
        )
        insert into search_misses (query, typed, lang) values (${sql.placeholder('query')}, ${sql.placeholder('typed')}, ${sql.placeholder('lang')})
        on conflict (query) do update set count = search_misses.count + 1, typed = excluded.typed, lang = excluded.lang, last_seen = now()`,
    ).execute({ query: normalized, typed: typed.slice(0, 100), lang: scriptOf(typed) });
  } catch (err) {
    log.warn({ err }, 'search miss not recorded');
  }
}

/** The searches that found nothing, most often first. */
export async function listMisses(db: DbOrTx, limit: number) {
  const rows = await db.select().from(searchMisses).orderBy(desc(searchMisses.count), desc(searchMisses.lastSeen)).limit(limit);
  return rows.map((r) => ({ query: r.query, typed: r.typed, lang: r.lang, count: r.count, last_seen: r.lastSeen.toISOString() }));
}
