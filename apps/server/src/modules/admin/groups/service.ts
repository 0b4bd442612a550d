// Admin groups, the top of the catalogue's structure. Each change is one audited transaction; a group still
// in use by products or categories is refused (409) and nothing changes. The shop's cached answers are dropped
// when the table changes (http/readCache.ts), so a change shows in the shop at once.
import { asc, eq, sql } from 'drizzle-orm';
import { FIELD_REASONS, type AdminGroup } from '@shop/contract';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { categories, groups, products } from '../../../db/schema';
import { badInput, conflict, notFound } from '../../../http/errors';
import { audit } from '../shared/audit';
import { countOf, sameIds, usage } from '../shared/lists';
import { groupMessages } from './messages';

export async function listGroups(db: DbOrTx): Promise<AdminGroup[]> {
  const [rows, productsIn, categoriesIn] = await Promise.all([
    db.select().from(groups).orderBy(asc(groups.sort), asc(groups.id)),
    usage(db, products, products.groupId),
    usage(db, categories, categories.groupId),
  ]);
  return rows.map((g) => ({
    id: g.id,
    name_en: g.nameEn,
    name_ar: g.nameAr,
    sort: g.sort,
    visible: g.visible,
    product_count: productsIn.get(g.id) ?? 0,
    category_count: categoriesIn.get(g.id) ?? 0,
  }));
}

async function lockGroup(tx: Tx, groupId: number) {
  const [g] = await tx.select().from(groups).where(eq(groups.id, groupId)).for('update');
  if (!g) throw notFound(groupMessages.groupNotFound);
  return g;
}

export async function saveGroup(
  db: Db,
  actorId: number,
  input: { group_id?: number | undefined; name_en: string; name_ar: string; visible: number },
) {
  const id = await db.transaction(async (tx) => {
    const values = { nameEn: input.name_en, nameAr: input.name_ar, visible: input.visible === 1 };
    if (input.group_id) {
      const before = await lockGroup(tx, input.group_id);
      const [after] = await tx.update(groups).set(values).where(eq(groups.id, before.id)).returning();
      await audit(tx, actorId, { action: 'group.update', entity: 'group', entityId: before.id, before, after });
      return before.id;
    }
    const [last] = await tx.select({ sort: sql<number>`coalesce(max(${groups.sort}), 0)::int` }).from(groups);
    const [made] = await tx
      .insert(groups)
      .values({ ...values, sort: (last?.sort ?? 0) + 1 })
      .returning();
    await audit(tx, actorId, { action: 'group.create', entity: 'group', entityId: made!.id, after: made });
    return made!.id;
  });
  return (await listGroups(db)).find((g) => g.id === id)!;
}

export async function reorderGroups(db: Db, actorId: number, ids: number[]) {
  await db.transaction(async (tx) => {
    const current = await tx.select({ id: groups.id }).from(groups).orderBy(asc(groups.sort), asc(groups.id)).for('update');
    if (
      !sameIds(
        current.map((c) => c.id),
        ids,
      )
    )
      throw badInput('group_ids', FIELD_REASONS.eachOnce);
    for (const [i, id] of ids.entries())
      await tx
        .update(groups)
        .set({ sort: i + 1 })
        .where(eq(groups.id, id));
    await audit(tx, actorId, { action: 'group.reorder', entity: 'group', entityId: null, before: current.map((c) => c.id), after: ids });
  });
  return listGroups(db);
}

export async function deleteGroup(db: Db, actorId: number, groupId: number) {
  return db.transaction(async (tx) => {
    const before = await lockGroup(tx, groupId);
    const inUse = {
      products: await countOf(tx, products, eq(products.groupId, groupId)),
      categories: await countOf(tx, categories, eq(categories.groupId, groupId)),
    };
    if (inUse.products > 0 || inUse.categories > 0) throw conflict(groupMessages.groupInUse, inUse);
    await tx.delete(groups).where(eq(groups.id, groupId));
    await audit(tx, actorId, { action: 'group.delete', entity: 'group', entityId: groupId, before });
    return { group_id: groupId };
  });
}
