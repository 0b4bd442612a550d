// The console's search area (docs/decisions/012-search-matching.md): synonym groups and the searches that found
// nothing. Each change is one audited transaction; the synonyms table announces catalog_changed (migration 0018),
// so every server drops its kept search answers and the next search applies the change.
import { desc, eq, sql } from 'drizzle-orm';
import { FIELD_REASONS, type AdminSynonymGroup } from '@shop/contract';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { searchMisses, searchSynonyms } from '../../../db/schema';
import { badInput, notFound } from '../../../http/errors';
import { listMisses } from '../../catalog/misses';
import { audit } from '../shared/audit';
import { searchAdminMessages as m } from './messages';

type Row = typeof searchSynonyms.$inferSelect;
const toGroup = (r: Row): AdminSynonymGroup => ({ id: r.id, terms: r.terms, updated_at: r.updatedAt.toISOString() });

export async function listSynonyms(db: DbOrTx): Promise<AdminSynonymGroup[]> {
  const rows = await db.select().from(searchSynonyms).orderBy(desc(searchSynonyms.updatedAt), desc(searchSynonyms.id));
  return rows.map(toGroup);
}

/** The terms once each, ignoring case and the normalisation search applies (سدر and ســدر are one term). */
async function distinctTerms(tx: Tx, terms: string[], field: string): Promise<string[]> {
  const { rows } = (await tx.execute(
    sql`select t, array_to_string(search_tokens(t), ' ') as k from unnest(${sql.param(terms)}::text[]) with ordinality u(t, n) order by n`,
  )) as unknown as { rows: { t: string; k: string }[] };
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const { t, k } of rows) {
    if (!k || seen.has(k)) continue;
    seen.add(k);
    kept.push(t);
  }
  if (kept.length < 2) throw badInput(field, FIELD_REASONS.twoTerms);
  return kept;
}

async function lockGroup(tx: Tx, id: number) {
  const [row] = await tx.select().from(searchSynonyms).where(eq(searchSynonyms.id, id)).for('update');
  if (!row) throw notFound(m.synonymNotFound);
  return row;
}

export async function saveSynonyms(db: Db, actorId: number, input: { synonym_id?: number | undefined; terms: string[] }) {
  return db.transaction(async (tx) => {
    const terms = await distinctTerms(tx, input.terms, 'terms');
    if (input.synonym_id) {
      const before = await lockGroup(tx, input.synonym_id);
      const [after] = await tx
        .update(searchSynonyms)
        .set({ terms, updatedAt: new Date() })
        .where(eq(searchSynonyms.id, before.id))
        .returning();
      await audit(tx, actorId, { action: 'synonym.update', entity: 'synonym', entityId: before.id, before: before.terms, after: terms });
      return toGroup(after!);
    }
    const [made] = await tx.insert(searchSynonyms).values({ terms }).returning();
    await audit(tx, actorId, { action: 'synonym.create', entity: 'synonym', entityId: made!.id, after: terms });
    return toGroup(made!);
  });
}

/**
 * "Add as a synonym of…": `term` joins the group that has `synonymOf` (a new group of the two when none has), and
 * leaves the list of searches that found nothing.
 */
export async function addSynonym(db: Db, actorId: number, term: string, synonymOf: string) {
  return db.transaction(async (tx) => {
    const [group] = await tx
      .select()
      .from(searchSynonyms)
      .where(sql`${searchSynonyms.keys} && array[array_to_string(search_tokens(${synonymOf}), ' ')]`)
      .orderBy(searchSynonyms.id)
      .limit(1)
      .for('update');
    const terms = await distinctTerms(tx, group ? [...group.terms, term] : [synonymOf, term], 'term');
    await tx.delete(searchMisses).where(sql`${searchMisses.query} = array_to_string(search_tokens(${term}), ' ')`);
    if (group) {
      const [after] = await tx
        .update(searchSynonyms)
        .set({ terms, updatedAt: new Date() })
        .where(eq(searchSynonyms.id, group.id))
        .returning();
      await audit(tx, actorId, { action: 'synonym.update', entity: 'synonym', entityId: group.id, before: group.terms, after: terms });
      return toGroup(after!);
    }
    const [made] = await tx.insert(searchSynonyms).values({ terms }).returning();
    await audit(tx, actorId, { action: 'synonym.create', entity: 'synonym', entityId: made!.id, after: terms });
    return toGroup(made!);
  });
}

export async function deleteSynonyms(db: Db, actorId: number, id: number) {
  await db.transaction(async (tx) => {
    const before = await lockGroup(tx, id);
    await tx.delete(searchSynonyms).where(eq(searchSynonyms.id, id));
    await audit(tx, actorId, { action: 'synonym.delete', entity: 'synonym', entityId: id, before: before.terms });
  });
  return { synonym_id: id };
}

export const searchMissList = (db: DbOrTx, limit: number) => listMisses(db, limit);
