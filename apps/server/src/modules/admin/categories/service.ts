// Admin catalogue structure: groups, categories (icons, one level of sub-categories) and the variations
// that link a family of products. Each change is one audited transaction; a group or category still in
// use is refused (409) and nothing changes. The shop's cached answers are dropped when these tables change
// (http/readCache.ts), so a change shows in the shop at once.
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  FIELD_REASONS,
  PAGE_SIZE,
  idInSearch,
  mediaUrl,
  type AdminCategory,
  type AdminCategoryNode,
  type AdminFamily,
  type AdminFamilyRow,
  type AdminGroup,
} from '@shop/contract';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { lockProducts } from '../../db/locks';
import { transaction } from '../../db/transaction';
import { categories, groups, products, variationOptions, variations } from '../../db/schema';
import { AppError, badInput, conflict, notFound } from '../../http/errors';
import type { Msg } from '../../http/i18n';
import { deleteImage, NotAnImageError, newImageKey, saveUploadedImage } from '../../integrations/images';
import type { MediaStore } from '../../integrations/images/store';
import { UploadedFile } from '../../http/body';
import { audit } from './audit';
import { adminMessages } from './messages';
import { likeTerm } from './orders';

export const taxonomyMessages = {
  groupNotFound: { en: 'Group not found', ar: 'المجموعة غير موجودة' },
  groupSaved: { en: 'Group saved', ar: 'تم حفظ المجموعة' },
  groupDeleted: { en: 'Group deleted', ar: 'تم حذف المجموعة' },
  groupInUse: {
    en: 'This group has {products} products and {categories} categories: move them to another group first',
    ar: 'في هذه المجموعة {products} من المنتجات و{categories} من الفئات: انقلها إلى مجموعة أخرى أولًا',
  },
  categoryNotFound: { en: 'Category not found', ar: 'الفئة غير موجودة' },
  categorySaved: { en: 'Category saved', ar: 'تم حفظ الفئة' },
  categoryDeleted: { en: 'Category deleted', ar: 'تم حذف الفئة' },
  categoryInUse: {
    en: 'This category has {products} products and {subs} sub-categories: move them first',
    ar: 'في هذه الفئة {products} من المنتجات و{subs} من الفئات الفرعية: انقلها أولًا',
  },
  categoryHasSubs: { en: 'A category with sub-categories cannot become a sub-category', ar: 'لا يمكن أن تصبح الفئة التي لها فئات فرعية فئةً فرعية' },
  categoryLevelInUse: {
    en: 'Products are filed under this category: it cannot move between the top level and the sub-categories',
    ar: 'توجد منتجات في هذه الفئة: لا يمكن نقلها بين المستوى الأعلى والفئات الفرعية',
  },
  orderSaved: { en: 'Order saved', ar: 'تم حفظ الترتيب' },
  variationNotFound: { en: 'Variation not found', ar: 'المتغيّر غير موجود' },
  variationSaved: { en: 'Variation saved', ar: 'تم حفظ المتغيّر' },
  variationDeleted: { en: 'Variation deleted', ar: 'تم حذف المتغيّر' },
  twoVariations: { en: 'A product family has at most two variations', ar: 'لعائلة المنتجات متغيّران على الأكثر' },
  optionNotFound: { en: 'Option not found', ar: 'الخيار غير موجود' },
  optionSaved: { en: 'Option saved', ar: 'تم حفظ الخيار' },
  optionDeleted: { en: 'Option deleted', ar: 'تم حذف الخيار' },
  otherFamily: { en: 'Product #{id} already belongs to another product family', ar: 'المنتج رقم {id} ينتمي بالفعل إلى عائلة منتجات أخرى' },
  optionTaken: { en: 'Product #{id} already has a value for this variation', ar: 'للمنتج رقم {id} قيمة لهذا المتغيّر بالفعل' },
} satisfies Record<string, Msg>;

/** Width of the pictures the console shows. */
const ADMIN_IMAGE_WIDTH = 320;

// ---------- uploads ----------

/**
 * Checks an uploaded file by its content and stores it re-encoded to WebP under a new key in `folder`
 * (as product photos are); 400 naming `field` when it is not an accepted image.
 */
export async function storeUpload(media: MediaStore, folder: string, file: unknown, field: string): Promise<string> {
  if (!(file instanceof UploadedFile)) throw badInput(field, FIELD_REASONS.file);
  const key = newImageKey(folder);
  try {
    await saveUploadedImage(media, key, file.path);
  } catch (error) {
    if (error instanceof NotAnImageError) throw new AppError(400, adminMessages.notAnImage, {}, { field, reason: 'not an accepted image' });
    throw error;
  }
  return key;
}

/** True when the ids are exactly `current`, each once (a reorder must name every row of its list). */
export const sameIds = (current: number[], ids: number[]) =>
  current.length === ids.length && new Set(ids).size === ids.length && current.every((id) => ids.includes(id));

const countOf = async (db: DbOrTx, table: typeof products | typeof categories, where: SQL | undefined) =>
  (await db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0;

// ---------- groups ----------

/** How many rows of a table name each id in `column` (a product's group, a category's parent...). */
type CountedColumn = typeof products.groupId | typeof products.categoryId | typeof products.subCategoryId | typeof categories.groupId;
async function usage(db: DbOrTx, table: typeof products | typeof categories, column: CountedColumn) {
  const rows = await db.select({ id: column, n: count() }).from(table).where(isNotNull(column)).groupBy(column);
  return new Map(rows.map((r) => [r.id!, r.n]));
}

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
  if (!g) throw notFound(taxonomyMessages.groupNotFound);
  return g;
}

export async function saveGroup(db: Db, actorId: number, input: { group_id?: number | undefined; name_en: string; name_ar: string; visible: number }) {
  const id = await db.transaction(async (tx) => {
    const values = { nameEn: input.name_en, nameAr: input.name_ar, visible: input.visible === 1 };
    if (input.group_id) {
      const before = await lockGroup(tx, input.group_id);
      const [after] = await tx.update(groups).set(values).where(eq(groups.id, before.id)).returning();
      await audit(tx, actorId, { action: 'group.update', entity: 'group', entityId: before.id, before, after });
      return before.id;
    }
    const [last] = await tx.select({ sort: sql<number>`coalesce(max(${groups.sort}), 0)::int` }).from(groups);
    const [made] = await tx.insert(groups).values({ ...values, sort: (last?.sort ?? 0) + 1 }).returning();
    await audit(tx, actorId, { action: 'group.create', entity: 'group', entityId: made!.id, after: made });
    return made!.id;
  });
  return (await listGroups(db)).find((g) => g.id === id)!;
}

export async function reorderGroups(db: Db, actorId: number, ids: number[]) {
  await db.transaction(async (tx) => {
    const current = await tx.select({ id: groups.id }).from(groups).orderBy(asc(groups.sort), asc(groups.id)).for('update');
    if (!sameIds(current.map((c) => c.id), ids)) throw badInput('group_ids', FIELD_REASONS.eachOnce);
    for (const [i, id] of ids.entries()) await tx.update(groups).set({ sort: i + 1 }).where(eq(groups.id, id));
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
    if (inUse.products > 0 || inUse.categories > 0) throw conflict(taxonomyMessages.groupInUse, inUse);
    await tx.delete(groups).where(eq(groups.id, groupId));
    await audit(tx, actorId, { action: 'group.delete', entity: 'group', entityId: groupId, before });
    return { group_id: groupId };
  });
}

// ---------- categories ----------

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
  if (!c) throw notFound(taxonomyMessages.categoryNotFound);
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
  const [last] = await tx.select({ sort: sql<number>`coalesce(max(${categories.sort}), 0)::int` }).from(categories).where(level);
  return (last?.sort ?? 0) + 1;
}

/** Removes a picture once no row of its table uses the key any more (the seed's sub-categories share their parent's icon). */
export async function deleteUnusedImage(db: DbOrTx, media: MediaStore, key: string, stillUsed: (db: DbOrTx, key: string) => Promise<boolean>) {
  if (!(await stillUsed(db, key))) await deleteImage(media, key);
}
const iconUsed = async (db: DbOrTx, key: string) => (await db.select({ id: categories.id }).from(categories).where(eq(categories.icon, key)).limit(1)).length > 0;

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
      const values = { nameEn: f.name_en, nameAr: f.name_ar, parentId: parent?.id ?? null, groupId, visible: f.visible === 1, ...(iconKey ? { icon: iconKey } : {}) };

      if (!f.category_id) {
        const [made] = await tx.insert(categories).values({ ...values, sort: await lastSort(tx, values.parentId) }).returning();
        await audit(tx, actorId, { action: 'category.create', entity: 'category', entityId: made!.id, after: categoryEditable(made!) });
        return { id: made!.id, replacedIcon: null };
      }

      const before = await lockCategory(tx, f.category_id);
      const levelChanges = (before.parentId === null) !== (parent === null);
      if (parent && before.parentId === null && (await countOf(tx, categories, eq(categories.parentId, before.id))) > 0) throw conflict(taxonomyMessages.categoryHasSubs);
      // Products name a top-level category and a sub-category in separate columns: moving a used category
      // between levels would leave them filed wrongly.
      if (levelChanges && (await countOf(tx, products, inCategory(before.id))) > 0) throw conflict(taxonomyMessages.categoryLevelInUse);
      const sort = before.parentId === values.parentId ? before.sort : await lastSort(tx, values.parentId);
      const [after] = await tx.update(categories).set({ ...values, sort }).where(eq(categories.id, before.id)).returning();
      // A sub-category moved to another parent takes its products along (locked by id first, db/locks.ts);
      // sub-categories follow their parent's group.
      let movedProducts: number[] = [];
      if (parent && before.parentId !== null && before.parentId !== parent.id) {
        const filed = await tx.select({ id: products.id }).from(products).where(eq(products.subCategoryId, before.id));
        await lockProducts(tx, filed.map((p) => p.id));
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
    const current = await tx.select({ id: categories.id }).from(categories).where(level).orderBy(asc(categories.sort), asc(categories.id)).for('update');
    if (!sameIds(current.map((c) => c.id), ids)) throw badInput('category_ids', FIELD_REASONS.eachOnce);
    for (const [i, id] of ids.entries()) await tx.update(categories).set({ sort: i + 1 }).where(eq(categories.id, id));
    await audit(tx, actorId, { action: 'category.reorder', entity: 'category', entityId: parentId ?? null, before: current.map((c) => c.id), after: ids });
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
    if (inUse.products > 0 || inUse.subs > 0) throw conflict(taxonomyMessages.categoryInUse, inUse);
    await tx.delete(categories).where(eq(categories.id, categoryId));
    await audit(tx, actorId, { action: 'category.delete', entity: 'category', entityId: categoryId, before: categoryEditable(before) });
    return before.icon;
  });
  // The file goes after the row: a failed delete leaves no row pointing at a missing picture.
  if (icon) await deleteUnusedImage(db, media, icon, iconUsed);
  return { category_id: categoryId };
}

// ---------- variations ----------

/** The main product of the family productId is an option of, or null. */
async function memberOf(db: DbOrTx, productId: number): Promise<number | null> {
  const [row] = await db
    .select({ main: variations.mainProductId })
    .from(variationOptions)
    .innerJoin(variations, eq(variations.id, variationOptions.variationId))
    .where(eq(variationOptions.productId, productId))
    .limit(1);
  return row?.main ?? null;
}

const headsFamily = async (db: DbOrTx, productId: number) =>
  (await db.select({ id: variations.id }).from(variations).where(eq(variations.mainProductId, productId)).limit(1)).length > 0;

/** Refuses (409) a product already in a family other than mainProductId's (a product belongs to one family). */
async function checkFamily(tx: Tx, productId: number, mainProductId: number) {
  const owner = await memberOf(tx, productId);
  if ((owner !== null && owner !== mainProductId) || (productId !== mainProductId && (await headsFamily(tx, productId))))
    throw conflict(taxonomyMessages.otherFamily, { id: productId });
}

/** Locks a product (so one family's changes run one after another); 400 naming `field` when it does not exist. */
async function lockProduct(tx: Tx, productId: number, field: string) {
  const [p] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
  if (!p) throw badInput(field, FIELD_REASONS.noSuchProduct);
}

export async function familyDetail(db: DbOrTx, mainProductId: number): Promise<AdminFamily> {
  const [main] = await db.select({ id: products.id, nameEn: products.nameEn, nameAr: products.nameAr, mainImage: products.mainImage }).from(products).where(eq(products.id, mainProductId));
  if (!main) throw notFound(adminMessages.productNotFound);
  const vars = await db.select().from(variations).where(eq(variations.mainProductId, main.id)).orderBy(asc(variations.position), asc(variations.id));
  const options = vars.length
    ? await db
        .select({ o: variationOptions, nameEn: products.nameEn, nameAr: products.nameAr, image: products.mainImage, visible: products.visible })
        .from(variationOptions)
        .innerJoin(products, eq(products.id, variationOptions.productId))
        .where(inArray(variationOptions.variationId, vars.map((v) => v.id)))
        .orderBy(asc(variationOptions.sort), asc(variationOptions.id))
    : [];
  return {
    main_product_id: main.id,
    main_name_en: main.nameEn,
    main_name_ar: main.nameAr,
    main_image: main.mainImage ? mediaUrl(main.mainImage, ADMIN_IMAGE_WIDTH) : '',
    variations: vars.map((v) => ({
      id: v.id,
      name_en: v.nameEn,
      name_ar: v.nameAr,
      position: v.position,
      options: options
        .filter(({ o }) => o.variationId === v.id)
        .map(({ o, nameEn, nameAr, image, visible }) => ({
          id: o.id,
          product_id: o.productId,
          product_name_en: nameEn,
          product_name_ar: nameAr,
          product_image: image ? mediaUrl(image, ADMIN_IMAGE_WIDTH) : '',
          product_visible: visible,
          value_en: o.valueEn,
          value_ar: o.valueAr,
          sort: o.sort,
        })),
    })),
  };
}

/** The family a product heads or belongs to; one it is in none of is headed by itself (and empty). */
export async function productFamily(db: DbOrTx, productId: number): Promise<AdminFamily> {
  const main = (await headsFamily(db, productId)) ? productId : ((await memberOf(db, productId)) ?? productId);
  return familyDetail(db, main);
}

export async function listFamilies(db: DbOrTx, input: { keyword?: string | undefined; offset: number }): Promise<{ rows: AdminFamilyRow[]; total: number }> {
  const kw = input.keyword;
  const kwId = kw ? idInSearch(kw) : undefined;
  const where = and(
    inArray(products.id, db.selectDistinct({ id: variations.mainProductId }).from(variations)),
    kw ? or(ilike(products.nameEn, likeTerm(kw)), ilike(products.nameAr, likeTerm(kw)), kwId ? eq(products.id, kwId) : undefined) : undefined,
  );
  const mains = await db
    .select({ id: products.id, nameEn: products.nameEn, nameAr: products.nameAr, mainImage: products.mainImage })
    .from(products)
    .where(where)
    .orderBy(desc(products.id))
    .limit(PAGE_SIZE)
    .offset(input.offset);
  const [total] = await db.select({ n: count() }).from(products).where(where);
  const ids = mains.map((m) => m.id);
  const [vars, sizes] = ids.length
    ? await Promise.all([
        db.select().from(variations).where(inArray(variations.mainProductId, ids)).orderBy(asc(variations.position), asc(variations.id)),
        db
          .select({ main: variations.mainProductId, n: sql<number>`count(distinct ${variationOptions.productId})::int` })
          .from(variations)
          .innerJoin(variationOptions, eq(variationOptions.variationId, variations.id))
          .where(inArray(variations.mainProductId, ids))
          .groupBy(variations.mainProductId),
      ])
    : [[], []];
  return {
    rows: mains.map((m) => ({
      main_product_id: m.id,
      name_en: m.nameEn,
      name_ar: m.nameAr,
      main_image: m.mainImage ? mediaUrl(m.mainImage, ADMIN_IMAGE_WIDTH) : '',
      variations: vars.filter((v) => v.mainProductId === m.id).map((v) => ({ id: v.id, name_en: v.nameEn, name_ar: v.nameAr })),
      product_count: sizes.find((s) => s.main === m.id)?.n ?? 0,
    })),
    total: total?.n ?? 0,
  };
}

async function lockVariation(tx: Tx, variationId: number) {
  const [v] = await tx.select().from(variations).where(eq(variations.id, variationId)).for('update');
  if (!v) throw notFound(taxonomyMessages.variationNotFound);
  return v;
}

/** An option and its variation, the variation locked first (the order deleteVariation locks them in). */
async function lockOption(tx: Tx, optionId: number) {
  const [found] = await tx.select({ variationId: variationOptions.variationId }).from(variationOptions).where(eq(variationOptions.id, optionId));
  if (!found) throw notFound(taxonomyMessages.optionNotFound);
  const variation = await lockVariation(tx, found.variationId);
  const [option] = await tx.select().from(variationOptions).where(eq(variationOptions.id, optionId)).for('update');
  if (!option) throw notFound(taxonomyMessages.optionNotFound);
  return { option, variation };
}

export async function saveVariation(
  db: Db,
  actorId: number,
  input: { variation_id?: number | undefined; main_product_id?: number | undefined; name_en: string; name_ar: string },
) {
  const mainId = await db.transaction(async (tx) => {
    const names = { nameEn: input.name_en, nameAr: input.name_ar };
    if (input.variation_id) {
      const before = await lockVariation(tx, input.variation_id);
      const [after] = await tx.update(variations).set(names).where(eq(variations.id, before.id)).returning();
      await audit(tx, actorId, { action: 'variation.update', entity: 'variation', entityId: before.id, before, after });
      return before.mainProductId;
    }
    const main = input.main_product_id!;
    await lockProduct(tx, main, 'main_product_id');
    await checkFamily(tx, main, main);
    const existing = await tx.select({ id: variations.id }).from(variations).where(eq(variations.mainProductId, main));
    if (existing.length >= 2) throw conflict(taxonomyMessages.twoVariations);
    const [made] = await tx.insert(variations).values({ ...names, mainProductId: main, position: existing.length + 1 }).returning();
    await audit(tx, actorId, { action: 'variation.create', entity: 'variation', entityId: made!.id, after: made });
    return main;
  });
  return familyDetail(db, mainId);
}

export async function deleteVariation(db: Db, actorId: number, variationId: number) {
  const mainId = await db.transaction(async (tx) => {
    const before = await lockVariation(tx, variationId);
    const options = await tx.select().from(variationOptions).where(eq(variationOptions.variationId, variationId));
    await tx.delete(variations).where(eq(variations.id, variationId));
    // The remaining variation becomes the first selector.
    await tx.update(variations).set({ position: 1 }).where(and(eq(variations.mainProductId, before.mainProductId), ne(variations.id, variationId)));
    await audit(tx, actorId, { action: 'variation.delete', entity: 'variation', entityId: variationId, before: { ...before, options } });
    return before.mainProductId;
  });
  return familyDetail(db, mainId);
}

export async function saveOption(
  db: Db,
  actorId: number,
  input: { option_id?: number | undefined; variation_id?: number | undefined; product_id: number; value_en: string; value_ar: string },
) {
  const mainId = await db.transaction(async (tx) => {
    const before = input.option_id ? await lockOption(tx, input.option_id) : null;
    const variation = before ? before.variation : await lockVariation(tx, input.variation_id!);
    await lockProduct(tx, input.product_id, 'product_id');
    await checkFamily(tx, input.product_id, variation.mainProductId);
    const [taken] = await tx
      .select({ id: variationOptions.id })
      .from(variationOptions)
      .where(and(eq(variationOptions.variationId, variation.id), eq(variationOptions.productId, input.product_id), before ? ne(variationOptions.id, before.option.id) : undefined));
    if (taken) throw conflict(taxonomyMessages.optionTaken, { id: input.product_id });
    const values = { productId: input.product_id, valueEn: input.value_en, valueAr: input.value_ar };
    if (before) {
      const [after] = await tx.update(variationOptions).set(values).where(eq(variationOptions.id, before.option.id)).returning();
      await audit(tx, actorId, { action: 'variation.option.update', entity: 'variation', entityId: variation.id, before: before.option, after });
    } else {
      const [last] = await tx.select({ sort: sql<number>`coalesce(max(${variationOptions.sort}), 0)::int` }).from(variationOptions).where(eq(variationOptions.variationId, variation.id));
      const [made] = await tx.insert(variationOptions).values({ ...values, variationId: variation.id, sort: (last?.sort ?? 0) + 1 }).returning();
      await audit(tx, actorId, { action: 'variation.option.add', entity: 'variation', entityId: variation.id, after: made });
    }
    return variation.mainProductId;
  });
  return familyDetail(db, mainId);
}

export async function deleteOption(db: Db, actorId: number, optionId: number) {
  const mainId = await db.transaction(async (tx) => {
    const { option, variation } = await lockOption(tx, optionId);
    await tx.delete(variationOptions).where(eq(variationOptions.id, optionId));
    await audit(tx, actorId, { action: 'variation.option.delete', entity: 'variation', entityId: variation.id, before: option });
    return variation.mainProductId;
  });
  return familyDetail(db, mainId);
}
