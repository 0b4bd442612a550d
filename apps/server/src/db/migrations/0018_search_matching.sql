-- Search that finds what shoppers type (docs/decisions/012-search-matching.md). Everything here is SQL that
-- PGlite (PostgreSQL 18) and PostgreSQL 15 both run, with pg_trgm and fuzzystrmatch (levenshtein).
-- The word functions are PL/pgSQL returning one query: it keeps that query's plan for the session, where
-- PostgreSQL 15 plans a SQL function's query again on every call of a generated column (an insert of 6,000
-- products took 21 s that way).
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
--> statement-breakpoint
-- The words of a text after search_normalize (migration 0002): runs of Latin letters, digits and Arabic letters;
-- apostrophes are dropped inside a word (za'tar -> zatar), anything else separates words.
CREATE FUNCTION search_tokens(input text) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
AS $$
BEGIN
  RETURN (
    SELECT coalesce(array_agg(t ORDER BY n), '{}')
    FROM unnest(regexp_split_to_array(regexp_replace(search_normalize(input), '[''`\u2019]', '', 'g'), '[^a-z0-9\u0621-\u064a\u0671-\u06d3]+'))
      WITH ORDINALITY AS u(t, n)
    WHERE t <> ''
  );
END;
$$;
--> statement-breakpoint
-- An Arabic word without the article and the prepositions written onto it: الزنجبيل, بالعسل, والعسل, للبشرة.
CREATE FUNCTION search_unprefix(w text) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
AS $$
BEGIN
  RETURN (
    SELECT CASE
      WHEN length(w) >= 5 AND w ~ '^(وال|بال|فال|كال)' THEN substr(w, 4)
      WHEN length(w) >= 4 AND w ~ '^ال' THEN substr(w, 3)
      WHEN length(w) >= 5 AND w ~ '^لل' THEN substr(w, 3)
      ELSE w
    END
  );
END;
$$;
--> statement-breakpoint
-- One word folded so that singular and plural, with and without the article, meet (applied to the names and to
-- the query alike, so a rule only has to be consistent, not linguistically exact).
--   English: oils -> oil, berries -> berry, boxes -> box, leaves -> leaf (not -ss, -us, -is).
--   Arabic: the article and attached prepositions; the feminine plural -ات (كريمات -> كريم); a final ta marbuta,
--   stored as ه (زهرة -> زهر); the broken plurals فعول (زيوت -> زيت, بذور -> بذر) and أفعال (أعشاب -> عشب).
CREATE FUNCTION search_fold(w text) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
AS $$
BEGIN
  RETURN (
    SELECT CASE
      WHEN w ~ '[\u0621-\u06d3]' THEN (
        SELECT CASE
          WHEN c ~ '^ا..ا.$' THEN substr(c, 2, 2) || substr(c, 5, 1)
          WHEN c ~ '^..و.$' THEN left(c, 2) || right(c, 1)
          ELSE c
        END
        FROM (SELECT CASE WHEN length(b) >= 4 AND b ~ 'ه$' THEN left(b, -1) ELSE b END AS c
          FROM (SELECT CASE WHEN length(a) >= 5 AND a ~ 'ات$' THEN left(a, -2) ELSE a END AS b
            FROM (SELECT search_unprefix(w) AS a) x) y) z)
      WHEN length(w) < 4 OR w ~ '[0-9]' THEN w
      WHEN w ~ 'eaves$' THEN regexp_replace(w, 'eaves$', 'eaf')
      WHEN w ~ '[^aeiou]ies$' THEN regexp_replace(w, 'ies$', 'y')
      WHEN w ~ '(ss|sh|ch|x|z)es$' THEN left(w, -2)
      WHEN w ~ '[^sui]s$' THEN left(w, -1)
      ELSE w
    END
  );
END;
$$;
--> statement-breakpoint
-- The consonant skeleton of a word, in which an Arabic word and its Latin spellings meet: عسل, asal, 3asal -> 'sl';
-- الحبة السوداء, habba sawda -> 'hb sd'; زنجبيل, zanjabeel, zanjabil -> 'znjbl'. Vowels and the letters that
-- are written as vowels (ا و ي ء ع, a e i o u w y, the chat digits 3 and 2) are dropped; each class of
-- consonant Gulf spellings confuse is one letter (ك ق k q c -> k; س ص s -> s; ت ط t -> t; د ذ ض ظ d dh -> d;
-- ح ه h 7 -> h; ج j g -> j; خ kh 5 -> x; ش sh ch -> c; غ gh -> q; ث th -> v; ف f v ph -> f; ب b p -> b); a final
-- h (ة, ه, -ah, -eh) is dropped, and a doubled Latin letter is one (habba, murr: Arabic writes it once).
CREATE FUNCTION search_skeleton(w text) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
AS $$
BEGIN
  RETURN (
    SELECT regexp_replace(s, 'h$', '')
    FROM (SELECT CASE
      WHEN w ~ '[\u0621-\u06d3]' THEN
        translate(search_unprefix(w), 'بتثجحخدذرزسشصضطظغفقكلمنهپچگکعاويىئءؤ', 'btvjhxddrzscsdtdqfkklmnhbcjk')
      WHEN w !~ '[a-z]' THEN ''
      ELSE translate(
        regexp_replace(
          translate(
            replace(replace(replace(replace(replace(replace(replace(replace(
              regexp_replace(CASE WHEN w ~ '[0-9]' THEN translate(replace(w, 'x', 'ks'), '759632', 'hXst') ELSE replace(w, 'x', 'ks') END, '(.)\1+', '\1', 'g'),
              'kh', 'X'), 'sh', 'C'), 'ch', 'C'), 'gh', 'Q'), 'th', 'V'), 'dh', 'd'), 'ph', 'f'), 'ck', 'k'),
            'qcgvp', 'kkjfb'),
          '[aeiouyw]', '', 'g'),
        'XCQV', 'xcqv')
    END AS s) x
  );
END;
$$;
--> statement-breakpoint
-- The skeletons a Latin query word may stand for: itself; without a construct-state t (habbat -> habba); without
-- an article written onto it (albaraka -> baraka).
CREATE FUNCTION search_translit_keys(w text) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
AS $$
BEGIN
  RETURN (
    SELECT coalesce(array_agg(DISTINCT k), '{}')
    FROM unnest(ARRAY[
      search_skeleton(w),
      CASE WHEN w ~ '[aeiou]t$' THEN search_skeleton(left(w, -1)) END,
      CASE WHEN w ~ '^(al|el)' AND length(w) > 5 THEN search_skeleton(substr(w, 3)) END
    ]) k
    WHERE length(k) >= 2
  );
END;
$$;
--> statement-breakpoint
-- A text as whole words for matching with LIKE '% word %': its words as written, then folded, then each pair of
-- neighbours written together ('black seed' -> 'blackseed'), the three runs apart ('  |  ') so a phrase never
-- spans two of them.
CREATE FUNCTION search_words(input text) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
AS $$
BEGIN
  RETURN (
    SELECT ' ' || array_to_string(tok, ' ') || '  |  '
      || array_to_string(ARRAY(SELECT search_fold(t) FROM unnest(tok) WITH ORDINALITY u(t, n) ORDER BY n), ' ') || '  |  '
      || array_to_string(ARRAY(SELECT tok[i] || tok[i + 1] FROM generate_series(1, cardinality(tok) - 1) i ORDER BY i), ' ') || '  |  '
    FROM (SELECT search_tokens(input) AS tok) s
  );
END;
$$;
--> statement-breakpoint
-- ' ' || the skeleton of each Arabic word of a text || ' ' (for LIKE '% sl %').
CREATE FUNCTION search_skeletons(input text) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
AS $$
BEGIN
  RETURN (
    SELECT ' ' || coalesce(string_agg(k, ' ' ORDER BY n), '') || ' '
    FROM unnest(search_tokens(input)) WITH ORDINALITY u(t, n), LATERAL (SELECT search_skeleton(t) AS k) s
    WHERE t ~ '[\u0621-\u06d3]' AND length(k) >= 2
  );
END;
$$;
--> statement-breakpoint
-- A synonym group's lookup keys: each term's words joined by one space, as written and folded.
CREATE FUNCTION search_synonym_keys(terms text[]) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
AS $$
BEGIN
  RETURN (
    SELECT coalesce(array_agg(DISTINCT k), '{}')
    FROM unnest(terms) term,
      LATERAL (SELECT search_tokens(term) AS tok) t,
      LATERAL unnest(ARRAY[
        array_to_string(tok, ' '),
        array_to_string(ARRAY(SELECT search_fold(x) FROM unnest(tok) WITH ORDINALITY u(x, n) ORDER BY n), ' ')
      ]) k
    WHERE k <> ''
  );
END;
$$;
--> statement-breakpoint
-- The words of a word with two neighbouring letters swapped (oli -> oil), which levenshtein counts as two edits.
CREATE FUNCTION search_swaps(w text) RETURNS text[]
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
AS $$
BEGIN
  RETURN (
    SELECT coalesce(array_agg(left(w, i - 1) || substr(w, i + 1, 1) || substr(w, i, 1) || substr(w, i + 2)), '{}')
    FROM generate_series(1, length(w) - 1) i
    WHERE substr(w, i, 1) <> substr(w, i + 1, 1)
  );
END;
$$;
--> statement-breakpoint
CREATE TABLE "search_lexicon" (
	"term" text PRIMARY KEY NOT NULL,
	"named" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_misses" (
	"query" text PRIMARY KEY NOT NULL,
	"typed" text NOT NULL,
	"lang" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"first_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_synonyms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"terms" text[] NOT NULL,
	"keys" text[] GENERATED ALWAYS AS (search_synonym_keys(terms)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_words" text GENERATED ALWAYS AS (search_words(name_en) || search_words(name_ar)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_skel" text GENERATED ALWAYS AS (search_skeletons(name_ar)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_lexicon_trgm" ON "search_lexicon" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_lexicon_length_idx" ON "search_lexicon" USING btree (length("term"));--> statement-breakpoint
CREATE INDEX "search_misses_last_seen_idx" ON "search_misses" USING btree ("last_seen");--> statement-breakpoint
CREATE INDEX "search_synonyms_keys_idx" ON "search_synonyms" USING gin ("keys");--> statement-breakpoint
CREATE INDEX "products_search_words_trgm" ON "products" USING gin ("search_words" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_skel_trgm" ON "products" USING gin ("search_skel" gin_trgm_ops);--> statement-breakpoint
-- The words the shop knows: every word of every product name, description and synonym, kept by triggers whoever
-- writes the row. `named`: a word of a name or a synonym, which a misspelling is corrected to.
CREATE FUNCTION search_lexicon_add(words text, is_named boolean) RETURNS void
LANGUAGE sql VOLATILE
AS $$
  INSERT INTO search_lexicon (term, named)
  SELECT DISTINCT t, is_named FROM unnest(string_to_array(words, ' ')) t WHERE length(t) >= 2 AND t <> '|'
  ON CONFLICT (term) DO UPDATE SET named = true WHERE is_named AND NOT search_lexicon.named
$$;
--> statement-breakpoint
-- Inserted products: once per statement, every new row's words at once (an import of thousands stays one insert).
CREATE FUNCTION products_search_lexicon_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_lexicon (term, named)
  SELECT t, bool_or(is_named) FROM (
    SELECT unnest(string_to_array(search_words, ' ')) AS t, true AS is_named FROM added
    UNION ALL
    SELECT unnest(search_tokens(search_body)), false FROM added
  ) w
  WHERE length(t) >= 2 AND t <> '|'
  GROUP BY t
  ON CONFLICT (term) DO UPDATE SET named = true WHERE excluded.named AND NOT search_lexicon.named;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_lexicon_added AFTER INSERT ON products REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION products_search_lexicon_added();
--> statement-breakpoint
-- An edited name or description (the console): that row's words.
CREATE FUNCTION products_search_lexicon() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_lexicon_add(NEW.search_words, true);
  PERFORM search_lexicon_add(array_to_string(search_tokens(NEW.search_body), ' '), false);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_lexicon AFTER UPDATE OF name_en, name_ar, short_desc_en, short_desc_ar, description_en, description_ar ON products FOR EACH ROW EXECUTE FUNCTION products_search_lexicon();
--> statement-breakpoint
CREATE FUNCTION search_synonyms_lexicon() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_lexicon_add(array_to_string(NEW.keys, ' '), true);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER search_synonyms_lexicon AFTER INSERT OR UPDATE OF terms ON search_synonyms FOR EACH ROW EXECUTE FUNCTION search_synonyms_lexicon();
--> statement-breakpoint
-- A synonym change changes search answers: the read caches drop them as for any catalogue change (migration 0005).
CREATE TRIGGER search_synonyms_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_synonyms FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed();
--> statement-breakpoint
SELECT search_lexicon_add(search_words, true), search_lexicon_add(array_to_string(search_tokens(search_body), ' '), false) FROM products;
--> statement-breakpoint
-- What a query asks for, worked out in one call (modules/catalog/search.ts builds the ranking query from it):
--   words: its first eight words, each as written (raw) and folded, whether the shop knows it (a word of a name,
--     a description or a synonym), and for an unknown word its transliteration skeletons (Latin words) and up to three known words it may be a misspelling
--     of (near): one edit for words of up to five letters (levenshtein), trigram similarity and at most two edits
--     from five letters on, and two neighbouring letters swapped; close: those of them with the word's own
--     consonant skeleton (only vowels differ: hony -> honey, زنجبل -> زنجبيل), the likeliest misspellings;
--   synonyms: the synonym groups one of its runs of up to four words (as written or folded, or a single word's
--     near spelling) belongs to, with the run's first and last word and the group's keys.
-- Each lookup is an index scan: the vocabulary's primary key, its trigram index and its length index, and the
-- synonyms' GIN index on keys.
CREATE FUNCTION search_plan(keyword text) RETURNS jsonb
LANGUAGE sql STABLE PARALLEL SAFE
AS $$
  WITH tok AS (
    SELECT t AS raw, n::int AS pos, search_fold(t) AS fold
    FROM unnest(search_tokens(keyword)) WITH ORDINALITY u(t, n)
    WHERE n <= 8
  ), known AS (
    SELECT tok.*, EXISTS (SELECT 1 FROM search_lexicon l WHERE l.term IN (tok.raw, tok.fold)) AS known FROM tok
  ), words AS (
    SELECT k.pos, k.raw, k.fold, k.known,
      CASE WHEN k.known OR k.raw !~ '[a-z]' OR length(k.raw) < 3 THEN '{}'::text[] ELSE search_translit_keys(k.raw) END AS skel,
      CASE WHEN k.known OR length(k.raw) < 3 OR k.raw ~ '^[0-9]+$' THEN '{}'::text[] ELSE ARRAY(
        SELECT c.term FROM (
          SELECT l.term FROM search_lexicon l
          WHERE length(k.raw) >= 5 AND l.named AND l.term % k.raw AND levenshtein_less_equal(l.term, k.raw, 2) <= 2
          UNION
          SELECT l.term FROM search_lexicon l
          WHERE length(k.raw) <= 5 AND l.named AND length(l.term) BETWEEN length(k.raw) - 1 AND length(k.raw) + 1
            AND levenshtein_less_equal(l.term, k.raw, 1) <= 1
          UNION
          SELECT l.term FROM search_lexicon l WHERE l.named AND l.term = ANY (search_swaps(k.raw))
        ) c
        ORDER BY (c.term = ANY (search_swaps(k.raw))) DESC, levenshtein(c.term, k.raw), similarity(c.term, k.raw) DESC, c.term
        LIMIT 3) END AS near
    FROM known k
  ), grams AS (
    SELECT i AS first, j AS last,
      string_agg(w.raw, ' ' ORDER BY w.pos) AS raw, string_agg(w.fold, ' ' ORDER BY w.pos) AS fold,
      CASE WHEN i = j THEN (SELECT w1.near FROM words w1 WHERE w1.pos = i) ELSE '{}'::text[] END AS near
    FROM generate_series(1, 8) i, generate_series(1, 8) j, words w
    WHERE j >= i AND j < i + 4 AND w.pos BETWEEN i AND j
    GROUP BY i, j
    HAVING count(*) = j - i + 1
  ), syn AS (
    SELECT g.first, g.last, s.keys
    FROM grams g JOIN search_synonyms s ON s.keys && (ARRAY[g.raw, g.fold] || g.near)
  )
  SELECT jsonb_build_object(
    'words', coalesce((SELECT jsonb_agg(jsonb_build_object('pos', pos, 'raw', raw, 'fold', fold, 'known', known, 'skel', skel, 'near', near,
      'close', ARRAY(SELECT c FROM unnest(near) c WHERE search_skeleton(c) = search_skeleton(raw))) ORDER BY pos) FROM words), '[]'),
    'synonyms', coalesce((SELECT jsonb_agg(jsonb_build_object('first', first, 'last', last, 'keys', keys) ORDER BY first, last DESC) FROM syn), '[]'))
$$;
