// Admin: search (docs/decisions/012-search-matching.md): the synonym groups the search applies at once, and the
// searches that found nothing, from which the owner adds a term as a synonym of another in one step.
import { z } from 'zod';
import { defineCall, noFields } from '../call';
import { idField, int, orDefault, text } from '../fields';
import { reason } from '../reasons';
import { optInt } from './common';

export const adminSynonymGroup = z.object({ id: z.number(), terms: z.array(z.string()), updated_at: z.string() });
export type AdminSynonymGroup = z.infer<typeof adminSynonymGroup>;

/** Terms separated by commas (, or ،), '=' or new lines: 'kalonji = nigella = black seed = حبة البركة'; each has a letter. */
export const synonymTermsField = () =>
  z
    .preprocess(
      (v) =>
        typeof v === 'string'
          ? v
              .split(/[,،=\n]/)
              .map((s) => s.trim())
              .filter(Boolean)
          : v,
      z.array(text(60).refine((t) => /\p{L}/u.test(t), reason('hasLetter'))).max(30),
    )
    .refine((terms) => new Set(terms.map((t) => t.toLowerCase())).size >= 2, reason('twoTerms'));

/** Every synonym group, most recently changed first. */
export const adminSynonymsListCall = defineCall({
  path: '/admin/synonyms/list.php',
  access: 'admin',
  request: noFields,
  data: z.array(adminSynonymGroup),
});

/** A new group, or (with synonym_id) a group's terms replaced. */
export const adminSynonymSaveCall = defineCall({
  path: '/admin/synonyms/save.php',
  access: 'admin',
  request: z.object({ synonym_id: optInt(1), terms: synonymTermsField() }),
  data: adminSynonymGroup,
});

/** "Add as a synonym of…": term joins the group that has synonym_of (a new group of the two when none has). */
export const adminSynonymAddCall = defineCall({
  path: '/admin/synonyms/add.php',
  access: 'admin',
  request: z.object({ term: text(60), synonym_of: text(60) }),
  data: adminSynonymGroup,
});

export const adminSynonymDeleteCall = defineCall({
  path: '/admin/synonyms/delete.php',
  access: 'admin',
  request: z.object({ synonym_id: idField() }),
  data: z.object({ synonym_id: z.number() }),
});

export const adminSearchMiss = z.object({
  /** The query normalised (what the count is kept by). */
  query: z.string(),
  /** As last typed. */
  typed: z.string(),
  /** The query's script: ar or en. */
  lang: z.string(),
  count: z.number(),
  last_seen: z.string(),
});

/** Searches that found nothing, most often first. */
export const adminSearchMissesCall = defineCall({
  path: '/admin/searches/misses.php',
  access: 'admin',
  request: z.object({ limit: orDefault(int(1, 200), 50) }),
  data: z.array(adminSearchMiss),
});
