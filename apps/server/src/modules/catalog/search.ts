// Keyword search over the catalogue (docs/rules.md Catalogue; docs/decisions/012-search-matching.md).
// The database does the matching and the ranking: search_plan() (migration 0018_search_matching) splits the
// keyword into words after search_normalize (migration 0002: Arabic letter forms, diacritics, digits, case,
// accents), folds each (plural, article), and for a word the catalogue does not know finds the known words it may
// be a misspelling of and, for a Latin word, the consonant skeletons an Arabic name typed in Latin letters has; it
// also finds the owner's synonym groups the query's phrases belong to. From that plan this module builds one
// ranking statement: every query word (or synonym phrase) is a slot, and each product gets, per slot, the best
// way it matched:
//   1 the word, as written or folded, is a whole word of the name;
//   2 it starts a word of the name (as you type);
//   3 a synonym of it is in the name;
//   4 it is inside a word of the name (rose water / rosewater), it is an Arabic word of the name typed in Latin
//     letters, or it is a word of the name misspelt in its vowels only (hony -> honey, زنجبل -> زنجبيل);
//   5 another near spelling of it (one or two letters wrong, missing, doubled or swapped) is a word of the name;
//   6 the word, a synonym or a near spelling of it inside the short or long description.
// Products that match the most slots are answered (all of them when any product matches every slot), worst slot
// first: tier 1 before 2..., then a size the query names (500 g, ٥٠٠ غرام), then what can be bought now, then
// closeness of the whole name, best sellers, id. Every condition is a LIKE over a column with a trigram GIN index
// (products.search_words, search_name, search_skel, search_body), so a large catalogue is read through its indexes.
// The descriptions are matched by LIKE only: pg_trgm's word similarity (`%>`) over descriptions of about 940
// characters cost 7-30 ms a product and made a three-word search take 700 ms on the 120 demo products, while the
// near spellings the plan already found give the same forgiveness (docs/decisions/012-search-matching.md).
import { sql, type SQL } from 'drizzle-orm';
import type { Lang, ProductCard } from '@shop/contract';
import type { DbOrTx } from '../../db/client';
import { sqlStatement } from '../../db/statements';
import { cardColumnsSql, toCard } from './cards';

/** Words beyond this many are ignored (search_plan reads eight): bounded work per request. */
const MAX_SLOTS = 8;

export interface PlanWord {
  pos: number;
  raw: string;
  fold: string;
  known: boolean;
  skel: string[];
  near: string[];
  /** The near spellings with the word's consonant skeleton: only vowels differ. */
  close: string[];
}
export interface PlanSynonym {
  first: number;
  last: number;
  keys: string[];
}
export interface SearchPlan {
  words: PlanWord[];
  synonyms: PlanSynonym[];
}

/** search_plan() of migration 0018: one statement, index lookups only. */
export async function planSearch(db: DbOrTx, keyword: string): Promise<SearchPlan> {
  const { rows } = await sqlStatement<{ plan: SearchPlan }>(
    db,
    'search_plan',
    () => sql`select search_plan(${sql.placeholder('keyword')}) as plan`,
  ).execute({
    keyword,
  });
  const plan = rows[0]?.plan;
  return typeof plan === 'string' ? (JSON.parse(plan) as SearchPlan) : (plan ?? { words: [], synonyms: [] });
}

// Words that say nothing about the product when the query has others ('habbat al baraka', 'honey with ginger').
const STOP_WORDS = new Set(['a', 'an', 'the', 'and', 'of', 'for', 'with', 'in', 'al', 'el', 'و', 'في', 'من', 'مع', 'عن', 'على']);

// Units a query may name a size in, each with the spellings the names and descriptions use (the seed writes
// "500 g" / "500 غرام", "1 kg" / "1 كغ", "250 ml" / "250 مل", "1 litre" / "1 لتر").
const UNITS: { words: string[]; stored: string[] }[] = [
  {
    words: ['g', 'gm', 'gms', 'gr', 'grm', 'gram', 'grams', 'gramme', 'grammes', 'غرام', 'جرام', 'غ', 'جم', 'غم', 'غراما'],
    stored: ['g', 'غرام'],
  },
  { words: ['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms', 'كغ', 'كيلو', 'كجم', 'كيلوغرام', 'كيلوجرام'], stored: ['kg', 'كغ'] },
  { words: ['ml', 'mls', 'millilitre', 'milliliter', 'مل', 'ملل', 'مليلتر'], stored: ['ml', 'مل'] },
  { words: ['l', 'lt', 'ltr', 'litre', 'liter', 'litres', 'liters', 'لتر', 'ليتر'], stored: ['litre', 'لتر'] },
];
const unitOf = (word: string) => UNITS.find((u) => u.words.includes(word));

/** LIKE patterns of a size as names and descriptions write it: ' 500 g', '(500 g', '500g'. */
function sizePatterns(amount: string, unit: (typeof UNITS)[number]): string[] {
  return unit.stored.flatMap((s) => [`% ${amount} ${s}%`, `%(${amount} ${s}%`, `% ${amount}${s}%`, `%(${amount}${s}%`]);
}

/** One slot's LIKE patterns, by the way a product may match it (see the tiers above). */
export interface Slot {
  /** Whole words of search_words (tier 1). */
  exact: string[];
  /** Starts of words of search_words (tier 2). */
  prefix: string[];
  /** Synonyms' whole words or phrases in search_words (tier 3). */
  synonym: string[];
  /** Inside the name (tier 4). */
  inside: string[];
  /** Skeletons in search_skel (tier 4). */
  skeleton: string[];
  /** Near spellings differing in vowels only, whole words in search_words (tier 4). */
  close: string[];
  /** Other near spellings' whole words in search_words (tier 5). */
  near: string[];
  /** Inside search_body: the words, their synonyms and near spellings (tier 6). */
  bodyInside: string[];
}
const emptySlot = (): Slot => ({
  exact: [],
  prefix: [],
  synonym: [],
  inside: [],
  skeleton: [],
  close: [],
  near: [],
  bodyInside: [],
});

export interface SearchQuery {
  slots: Slot[];
  /** LIKE patterns of the size the query names, or none. */
  size: string[];
  /** The query's words, for the closeness of whole names. */
  phrase: string;
  /** The query with each unknown word replaced by its nearest known spelling, when one was: "did you mean". */
  didYouMean: string | null;
}

const whole = (w: string) => `% ${w} %`;

/** The slots of a plan: its words (less stop words and a size), a synonym phrase taking the words it covers. */
export function buildQuery(plan: SearchPlan): SearchQuery {
  let words = plan.words;
  // A size: a number then a unit ('500 g') or one word ('500g', '1kg').
  let size: string[] = [];
  const sizeAt = new Set<number>();
  for (const [i, w] of words.entries()) {
    const joined = /^(\d+)([a-z\u0621-\u064a]+)$/.exec(w.raw);
    const unit = joined ? unitOf(joined[2]!) : /^\d+$/.test(w.raw) && words[i + 1] ? unitOf(words[i + 1]!.raw) : undefined;
    if (!unit || size.length) continue;
    size = sizePatterns(joined ? joined[1]! : w.raw, unit);
    sizeAt.add(w.pos);
    if (!joined) sizeAt.add(words[i + 1]!.pos);
  }
  words = words.filter((w) => !sizeAt.has(w.pos));
  const meaningful = words.filter((w) => !STOP_WORDS.has(w.raw));
  if (meaningful.length) words = meaningful;

  const slots: Slot[] = [];
  const byPos = new Map(words.map((w) => [w.pos, w]));
  for (let i = 0; i < words.length && slots.length < MAX_SLOTS; i++) {
    const w = words[i]!;
    // The longest synonym phrase starting here whose words are all still in the query.
    const groups = plan.synonyms.filter((s) => s.first === w.pos);
    const longest = groups.reduce((m, s) => Math.max(m, s.last), w.pos);
    const covered: PlanWord[] = [];
    for (let p = w.pos; p <= longest; p++) {
      const c = byPos.get(p);
      if (!c) break;
      covered.push(c);
    }
    const last = covered.at(-1)!.pos;
    const keys = new Set(plan.synonyms.filter((s) => s.first === w.pos && s.last === last).flatMap((s) => s.keys));
    const slot = emptySlot();
    const raw = covered.map((c) => c.raw).join(' ');
    const fold = covered.map((c) => c.fold).join(' ');
    slot.exact.push(whole(raw), whole(fold));
    if (raw.length >= 2) slot.prefix.push(`% ${raw}%`);
    if (raw.length >= 3) slot.inside.push(`%${raw}%`);
    for (const k of keys) if (k !== raw && k !== fold) slot.synonym.push(whole(k));
    if (covered.length === 1) {
      slot.skeleton.push(...w.skel.map(whole));
      slot.close.push(...w.close.map(whole));
      slot.near.push(...w.near.filter((n) => !w.close.includes(n)).map(whole));
    }
    // Descriptions: the words, their synonyms and near spellings anywhere in them.
    for (const t of [raw, fold, ...[...slot.synonym, ...slot.close, ...slot.near].map((k) => k.slice(2, -2))]) {
      if (t.length >= 3) slot.bodyInside.push(`%${t}%`);
    }
    slots.push(slot);
    i += covered.length - 1;
  }
  if (!slots.length && size.length) {
    const only = emptySlot();
    only.inside.push(...size);
    slots.push(only);
  }
  const corrected = plan.words.map((w) => (!w.known && w.near[0] ? w.near[0] : w.raw));
  const didYouMean = plan.words.some((w) => !w.known && w.near[0]) ? corrected.join(' ') : null;
  return { slots, size, phrase: plan.words.map((w) => w.raw).join(' '), didYouMean };
}

/** A value of the ranking statement: a placeholder of the prepared statement, or (explain in tests) the value. */
type Bind = (name: string) => SQL;
const placeholder: Bind = (name) => sql`${sql.placeholder(name)}`;

/** Slot i's tier for the product row p, NULL when it does not match. */
function slotTier(i: number, v: Bind): SQL {
  const ph = (name: string) => sql`${v(name)}::text[]`;
  return sql`case
    when p.search_words like any (${ph(`e${i}`)}) then 1
    when p.search_words like any (${ph(`p${i}`)}) then 2
    when p.search_words like any (${ph(`s${i}`)}) then 3
    when p.search_name like any (${ph(`x${i}`)}) or p.search_skel like any (${ph(`k${i}`)}) or p.search_words like any (${ph(`c${i}`)}) then 4
    when p.search_words like any (${ph(`f${i}`)}) then 5
    when p.search_body like any (${ph(`l${i}`)}) then 6
  end`;
}

/** Whether the product row p matches slot i at all: one index scan per column and pattern. */
const slotMatches = (i: number, v: Bind) => {
  const ph = (name: string) => sql`${v(name)}::text[]`;
  return sql`(p.search_words like any (${ph(`w${i}`)}) or p.search_name like any (${ph(`x${i}`)}) or p.search_skel like any (${ph(`k${i}`)}) or p.search_body like any (${ph(`l${i}`)}))`;
};

/** The ranking statement for n slots (its SQL depends only on n; the patterns are its values). */
function rankedSql(n: number, v: Bind = placeholder): SQL {
  const ph = (name: string) => sql`${v(name)}::text[]`;
  const idx = Array.from({ length: n }, (_, i) => i);
  const tiers = sql.join(
    idx.map((i) => sql`${slotTier(i, v)} as t${sql.raw(String(i))}`),
    sql`, `,
  );
  const tierCols = idx.map((i) => sql.raw(`t${i}`));
  const matched = sql.join(
    tierCols.map((t) => sql`(${t} is not null)::int`),
    sql` + `,
  );
  const worst = sql`greatest(${sql.join(tierCols, sql`, `)})`;
  return sql`with m as (
      select p.id, p.name_en, p.name_ar, p.short_desc_en, p.short_desc_ar, p.main_image, p.stock, p.list_price,
        p.sale_price, p.rating, p.rating_count, p.sold_count, p.search_name,
        (p.search_name like any (${ph('size')}) or p.search_body like any (${ph('size')})) as size_hit,
        ${tiers}
      from products p
      where p.visible and (${sql.join(
        idx.map((i) => slotMatches(i, v)),
        sql` or `,
      )})
    ), r as (
      select m.*, ${matched} as matched, ${worst} as tier from m
    )
    select ${cardColumnsSql}, (count(*) over ())::int as total
    from r
    where matched = (select max(matched) from r)
    order by tier, size_hit desc, (stock > 0) desc, word_similarity(search_normalize(${v('phrase')}), search_name) desc,
      sold_count desc, id
    limit ${v('limit')} offset ${v('offset')}`;
}

/** The ranking statement of a keyword with its values in place (for EXPLAIN in tests). */
export async function rankedSqlOf(db: DbOrTx, keyword: string, page = { limit: 30, offset: 0 }): Promise<SQL> {
  const q = buildQuery(await planSearch(db, keyword));
  const values = rankedValues(q, page);
  return rankedSql(q.slots.length, (name) => sql`${sql.param(values[name])}`);
}

const unique = (values: string[]) => [...new Set(values)];

type CardRowWithTotal = Parameters<typeof toCard>[0] & { total: number };

/** The statement's values for a query's slots. */
function rankedValues(q: SearchQuery, page: { limit: number; offset: number }) {
  const values: Record<string, unknown> = { size: q.size, phrase: q.phrase, ...page };
  for (const [i, s] of q.slots.entries()) {
    Object.assign(values, {
      [`e${i}`]: unique(s.exact),
      [`p${i}`]: s.prefix,
      [`s${i}`]: s.synonym,
      [`x${i}`]: s.inside,
      [`k${i}`]: s.skeleton,
      [`c${i}`]: s.close,
      [`f${i}`]: s.near,
      [`l${i}`]: unique(s.bodyInside),
      // What slot i matches at all, without the patterns another one already covers ('% w%' covers '% w %').
      [`w${i}`]: unique([...s.exact.filter((e) => !s.prefix.includes(e.slice(0, -1))), ...s.prefix, ...s.synonym, ...s.close, ...s.near]),
    });
  }
  return values;
}

/** The ranked matches of a query as cards (total_products on the first when asked); none without slots. */
export async function rankedCards(
  db: DbOrTx,
  lang: Lang,
  q: SearchQuery,
  page: { limit: number; offset: number },
  withTotal = true,
): Promise<ProductCard[]> {
  if (!q.slots.length) return [];
  const { rows } = await sqlStatement<CardRowWithTotal>(db, `search_ranked_${q.slots.length}`, () => rankedSql(q.slots.length)).execute(
    rankedValues(q, page),
  );
  const cards = rows.map((r) => toCard(r, lang));
  if (withTotal && cards[0]) cards[0].total_products = rows[0]!.total;
  return cards;
}

/** How close a name must be to be offered when nothing matched (pg_trgm's word similarity, 0 to 1). */
const CLOSE_ENOUGH = 0.3;

/**
 * The visible products whose names come closest to a keyword that matched nothing, best first: what the
 * shopper may have meant (a search with no result offers these rather than nothing). It reads every visible
 * name's similarity, so it runs only when the matching found nothing.
 */
export async function closestCards(db: DbOrTx, lang: Lang, keyword: string, page: { limit: number; offset: number }) {
  const { rows } = await sqlStatement<CardRowWithTotal>(
    db,
    'search_closest',
    () => sql`with c as (
        select p.*, word_similarity(search_normalize(${sql.placeholder('keyword')}), p.search_name) as closeness
        from products p where p.visible
      )
      select ${cardColumnsSql}, (count(*) over ())::int as total
      from c where closeness >= ${sql.raw(String(CLOSE_ENOUGH))}
      order by closeness desc, (stock > 0) desc, sold_count desc, id
      limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}`,
  ).execute({ keyword, ...page });
  const cards = rows.map((r) => toCard(r, lang));
  if (cards[0]) cards[0].total_products = rows[0]!.total;
  return cards;
}

/** The visible products' names closest to a keyword, in both languages ("did you mean" of search_help.php). */
export async function closestNames(db: DbOrTx, keyword: string, limit: number) {
  const { rows } = await sqlStatement<{ nameEn: string; nameAr: string }>(
    db,
    'search_closest_names',
    () => sql`select name_en as "nameEn", name_ar as "nameAr" from (
        select p.name_en, p.name_ar, p.sold_count, p.id,
          word_similarity(search_normalize(${sql.placeholder('keyword')}), p.search_name) as closeness
        from products p where p.visible
      ) c
      where closeness >= ${sql.raw(String(CLOSE_ENOUGH))}
      order by closeness desc, sold_count desc, id
      limit ${sql.placeholder('limit')}`,
  ).execute({ keyword, limit });
  return rows;
}

/**
 * The visible categories whose names hold any word of the query as a whole word, its start, a synonym or a near
 * spelling, in the shop's order. The categories are few (tens), so their words are worked out as they are read.
 */
export async function matchingCategories(db: DbOrTx, q: SearchQuery, limit: number) {
  const patterns = unique(q.slots.flatMap((s) => [...s.exact, ...s.prefix, ...s.synonym, ...s.close, ...s.near]));
  if (!patterns.length) return [];
  const { rows } = await sqlStatement<{ id: number; nameEn: string; nameAr: string }>(
    db,
    'search_categories',
    () => sql`select id, name_en as "nameEn", name_ar as "nameAr" from categories
      where visible and search_words(name_en) || search_words(name_ar) like any (${sql.placeholder('patterns')}::text[])
      order by sort, id limit ${sql.placeholder('limit')}`,
  ).execute({ patterns, limit });
  return rows;
}
