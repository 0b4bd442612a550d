// Admin categories: icons, one level of sub-categories. Each change is one audited transaction; a category
// still in use is refused (409) and nothing changes. The shop's cached answers are dropped when the table
// changes (http/readCache.ts), so a change shows in the shop at once.
import { asc, eq, or, sql } from 'drizzle-orm';
import { FIELD_REASONS, mediaUrl, type AdminCategory, type AdminCategoryNode } from '@shop/contract';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { lockProducts } from '../../../db/locks';
import { transaction } from '../../../db/transaction';
import { categories, groups, products } from '../../../db/schema';
import { badInput, conflict, notFound } from '../../../http/errors';
import { deleteImage } from '../../../integrations/images';
import type { MediaStore } from '../../../integrations/images/store';
import { audit } from '../shared/audit';
import { countOf, sameIds, usage } from '../shared/lists';
import { ADMIN_IMAGE_WIDTH, deleteUnusedImage, storeUpload } from '../shared/uploads';
import { categoryMessages } from './messages';

type Category = typeof categories.$inferSelect;

const inCategory = (id: number) => or(eq(products.categoryId, id), eq(products.subCategoryId, id));

async function listCategories(db: DbOrTx): Promise<AdminCategory[]> {
  const [rows, asCategory, asSub] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id)),
    usage(db, products, products.categoryId),
    usage(db, products, products.subCategoryId),
  ]);
  return rows.map((c) => ({
    id: c.id,
    group_id: c.groupId,
    parent_id: c.parentId,
    name_en: c.nameEn,
    name_ar: c.nameAr,
    icon: c.icon ? mediaUrl(c.icon, ADMIN_IMAGE_WIDTH) : '',
    sort: c.sort,
    visible: c.visible,
    product_count: (asCategory.get(c.id) ?? 0) + (asSub.get(c.id) ?? 0),
  }));
}

export async function categoryTree(db: DbOrTx): Promise<AdminCategoryNode[]> {
  const rows = await listCategories(db);
  return rows.filter((c) => c.parent_id === null).map((top) => ({ ...top, children: rows.filter((c) => c.parent_id === top.id) }));
}

async function lockCategory(tx: Tx, categoryId: number) {
  const [c] = await tx.select().from(categories).where(eq(categories.id, categoryId)).for('update');
  if (!c) throw notFound(categoryMessages.categoryNotFound);
  return c;
}

/** The columns an admin edits, as the audit log records them. */
const categoryEditable = (c: Category) => ({
  nameEn: c.nameEn,
  nameAr: c.nameAr,
  groupId: c.groupId,
  parentId: c.parentId,
  icon: c.icon,
  sort: c.sort,
  visible: c.visible,
});

/** The sort that puts a category last among the children of parentId (null: the top level). */
async function lastSort(tx: Tx, parentId: number | null) {
  const level = parentId === null ? sql`${categories.parentId} is null` : eq(categories.parentId, parentId);
  const [last] = await tx
    .select({ sort: sql<number>`coalesce(max(${categories.sort}), 0)::int` })
    .from(categories)
    .where(level);
  return (last?.sort ?? 0) + 1;
}

const iconUsed = async (db: DbOrTx, key: string) =>
  (await db.select({ id: categories.id }).from(categories).where(eq(categories.icon, key)).limit(1)).length > 0;

export interface CategoryForm {
  category_id?: number | undefined;
  parent_id?: number | undefined;
  group_id?: number | undefined;
  name_en: string;
  name_ar: string;
  visible: number;
  icon?: unknown;
}

/** Creates or edits a category; a new icon is stored before the transaction and removed again if it fails. */
export async function saveCategory(db: Db, media: MediaStore, actorId: number, f: CategoryForm): Promise<AdminCategory> {
  const iconKey = f.icon === undefined ? null : await storeUpload(media, 'categories', f.icon, 'icon');
  let saved: { id: number; replacedIcon: string | null };
  try {
    saved = await transaction(db, async (tx) => {
      let parent: Category | null = null;
      if (f.parent_id) {
        [parent = null] = await tx.select().from(categories).where(eq(categories.id, f.parent_id)).for('update');
        if (!parent || parent.parentId !== null || parent.id === f.category_id) throw badInput('parent_id', FIELD_REASONS.anotherTopLevel);
      }
      if (!parent && f.group_id && !(await tx.select({ id: groups.id }).from(groups).where(eq(groups.id, f.group_id))).length)
        throw badInput('group_id', FIELD_REASONS.noSuchGroup);
      // A sub-category is in its parent's group.
      const groupId = parent ? parent.groupId : (f.group_id ?? null);
      const values = {
        nameEn: f.name_en,
        nameAr: f.name_ar,
        parentId: parent?.id ?? null,
        groupId,
        visible: f.visible === 1,
        ...(iconKey ? { icon: iconKey } : {}),
      };

      if (!f.category_id) {
        const [made] = await tx
          .insert(categories)
          .values({ ...values, sort: await lastSort(tx, values.parentId) })
          .returning();
        await audit(tx, actorId, { action: 'category.create', entity: 'category', entityId: made!.id, after: categoryEditable(made!) });
        return { id: made!.id, replacedIcon: null };
      }

      const before = await lockCategory(tx, f.category_id);
      const levelChanges = (before.parentId === null) !== (parent === null);
      if (parent && before.parentId === null && (await countOf(tx, categories, eq(categories.parentId, before.id))) > 0)
        throw conflict(categoryMessages.categoryHasSubs);
      // Products name a top-level category and a sub-category in separate columns: moving a used category
      // between levels would leave them filed wrongly.
      if (levelChanges && (await countOf(tx, products, inCategory(before.id))) > 0) throw conflict(categoryMessages.categoryLevelInUse);
      const sort = before.parentId === values.parentId ? before.sort : await lastSort(tx, values.parentId);
      const [after] = await tx
        .update(categories)
        .set({ ...values, sort })
        .where(eq(categories.id, before.id))
        .returning();
      // A sub-category moved to another parent takes its products along (locked by id first, db/locks.ts);
      // sub-categories follow their parent's group.
      let movedProducts: number[] = [];
      if (parent && before.parentId !== null && before.parentId !== parent.id) {
        const filed = await tx.select({ id: products.id }).from(products).where(eq(products.subCategoryId, before.id));
        await lockProducts(
          tx,
          filed.map((p) => p.id),
        );
        const moved = await tx
          .update(products)
          .set({ categoryId: parent.id, updatedAt: new Date() })
          .where(eq(products.subCategoryId, before.id))
          .returning({ id: products.id });
        movedProducts = moved.map((p) => p.id);
      }
      if (!parent && before.groupId !== groupId) await tx.update(categories).set({ groupId }).where(eq(categories.parentId, before.id));
      await audit(tx, actorId, {
        action: 'category.update',
        entity: 'category',
        entityId: before.id,
        before: categoryEditable(before),
        after: { ...categoryEditable(after!), ...(movedProducts.length ? { movedProducts } : {}) },
      });
      return { id: before.id, replacedIcon: iconKey && before.icon !== iconKey ? before.icon : null };
    });
  } catch (error) {
    if (iconKey) await deleteImage(media, iconKey);
    throw error;
  }
  if (saved.replacedIcon) await deleteUnusedImage(db, media, saved.replacedIcon, iconUsed);
  return (await listCategories(db)).find((c) => c.id === saved.id)!;
}

export async function reorderCategories(db: Db, actorId: number, parentId: number | undefined, ids: number[]) {
  await db.transaction(async (tx) => {
    const level = parentId ? eq(categories.parentId, parentId) : sql`${categories.parentId} is null`;
    const current = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(level)
      .orderBy(asc(categories.sort), asc(categories.id))
      .for('update');
    if (
      !sameIds(
        current.map((c) => c.id),
        ids,
      )
    )
      throw badInput('category_ids', FIELD_REASONS.eachOnce);
    for (const [i, id] of ids.entries())
      await tx
        .update(categories)
        .set({ sort: i + 1 })
        .where(eq(categories.id, id));
    await audit(tx, actorId, {
      action: 'category.reorder',
      entity: 'category',
      entityId: parentId ?? null,
      before: current.map((c) => c.id),
      after: ids,
    });
  });
  return categoryTree(db);
}

export async function deleteCategory(db: Db, media: MediaStore, actorId: number, categoryId: number) {
  const icon = await db.transaction(async (tx) => {
    const before = await lockCategory(tx, categoryId);
    const inUse = {
      products: await countOf(tx, products, inCategory(categoryId)),
      subs: await countOf(tx, categories, eq(categories.parentId, categoryId)),
    };
    if (inUse.products > 0 || inUse.subs > 0) throw conflict(categoryMessages.categoryInUse, inUse);
    await tx.delete(categories).where(eq(categories.id, categoryId));
    await audit(tx, actorId, { action: 'category.delete', entity: 'category', entityId: categoryId, before: categoryEditable(before) });
    return before.icon;
  });
  // The file goes after the row: a failed delete leaves no row pointing at a missing picture.
  if (icon) await deleteUnusedImage(db, media, icon, iconUsed);
  return { category_id: categoryId };
}
