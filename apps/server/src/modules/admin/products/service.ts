// Admin products: list (hidden included), the form (both languages, AED prices), visibility, delete only
// when never ordered, and photos (uploaded, re-encoded to WebP, reordered, deleted, one main).
import { and, asc, between, count, desc, eq, gt, ilike, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  FIELD_REASONS,
  LOW_STOCK_DEFAULT,
  PAGE_SIZE,
  bulkChangedPrice,
  idInSearch,
  aedText,
  mediaUrl,
  toAed,
  toFils,
  type AdminProductDetail,
  type AdminProductRow,
  type Lang,
  type ProductBulkChange,
  type ProductSort,
  type ProductStockFilter,
  type RegistrationAuthority,
} from '@shop/contract';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { categories, groups, orderItems, productPhotos, products } from '../../../db/schema';
import { AppError, badInput, notFound, refuse } from '../../../http/errors';
import { constraintOf } from '../../../db/transaction';
import { lockProducts } from '../../../db/locks';
import { format, localized } from '../../../http/i18n';
import { deleteImage, NotAnImageError, newImageKey, saveUploadedImage } from '../../../integrations/images';
import type { MediaStore } from '../../../integrations/images/store';
import { UploadedFile } from '../../../http/body';
import { audit } from '../shared/audit';
import { adminMessages } from '../shared/messages';
import { waitingCounts } from '../../restock/service';
import { likeTerm } from '../shared/lists';
import { productMessages } from './messages';

type Product = typeof products.$inferSelect;

/** A product's row; `waiting`: how many shoppers wait for it to be back in stock. */
export function productRow(p: Product, waiting = 0): AdminProductRow {
  return {
    id: p.id,
    name_en: p.nameEn,
    name_ar: p.nameAr,
    main_image: p.mainImage ? mediaUrl(p.mainImage) : '',
    list_price: toAed(p.listPrice),
    sale_price: toAed(p.salePrice),
    stock: p.stock,
    sold_count: p.soldCount,
    visible: p.visible,
    category_id: p.categoryId,
    sku: p.sku ?? '',
    archived: p.archivedAt !== null,
    back_in_stock_waiting: waiting,
  };
}

/** The columns an admin edits, as the audit log records them. */
export const editable = (p: Product) => ({
  nameEn: p.nameEn,
  nameAr: p.nameAr,
  shortDescEn: p.shortDescEn,
  shortDescAr: p.shortDescAr,
  descriptionEn: p.descriptionEn,
  descriptionAr: p.descriptionAr,
  listPrice: p.listPrice,
  salePrice: p.salePrice,
  stock: p.stock,
  groupId: p.groupId,
  categoryId: p.categoryId,
  subCategoryId: p.subCategoryId,
  isFeatured: p.isFeatured,
  isSelected: p.isSelected,
  isNew: p.isNew,
  visible: p.visible,
  mainImage: p.mainImage,
  registrationNumber: p.registrationNumber,
  registrationAuthority: p.registrationAuthority,
  countryOfOrigin: p.countryOfOrigin,
  barcode: p.barcode,
  sku: p.sku,
  weightGrams: p.weightGrams,
  costPrice: p.costPrice,
  ingredientsEn: p.ingredientsEn,
  ingredientsAr: p.ingredientsAr,
  usageEn: p.usageEn,
  usageAr: p.usageAr,
});

export interface ProductListFilter {
  keyword?: string | undefined;
  visible?: number | undefined;
  category_id?: number | undefined;
  group_id?: number | undefined;
  stock?: ProductStockFilter | undefined;
  on_sale?: number | undefined;
  archived: number;
  sort: ProductSort;
  offset: number;
}

// The stock filters: any left, low (1 to LOW_STOCK_DEFAULT, where the owner's alert fires), none.
const stockWhere: Record<ProductStockFilter, SQL | undefined> = {
  in: gt(products.stock, 0),
  low: between(products.stock, 1, LOW_STOCK_DEFAULT),
  out: eq(products.stock, 0),
};

// Each sort ends on the id, so a page never repeats or skips a product whose sort value ties with another's.
const sortOrder = (sort: ProductSort, lang: Lang): SQL[] =>
  ({
    newest: [desc(products.id)],
    name: [asc(localized(products, 'name', lang)), asc(products.id)],
    price_low: [asc(products.salePrice), asc(products.id)],
    price_high: [desc(products.salePrice), desc(products.id)],
    stock_low: [asc(products.stock), asc(products.id)],
    best_selling: [desc(products.soldCount), desc(products.id)],
  })[sort];

export async function listProducts(db: DbOrTx, input: ProductListFilter, lang: Lang) {
  const kw = input.keyword;
  const kwId = kw ? idInSearch(kw) : undefined;
  const where = and(
    kw
      ? or(
          ilike(products.nameEn, likeTerm(kw)),
          ilike(products.nameAr, likeTerm(kw)),
          ilike(products.sku, likeTerm(kw)),
          kwId ? eq(products.id, kwId) : undefined,
        )
      : undefined,
    input.visible === undefined ? undefined : eq(products.visible, input.visible === 1),
    input.category_id ? or(eq(products.categoryId, input.category_id), eq(products.subCategoryId, input.category_id)) : undefined,
    input.archived === 1 ? isNotNull(products.archivedAt) : isNull(products.archivedAt),
    input.group_id ? eq(products.groupId, input.group_id) : undefined,
    input.stock ? stockWhere[input.stock] : undefined,
    input.on_sale === undefined
      ? undefined
      : input.on_sale === 1
        ? lt(products.salePrice, products.listPrice)
        : eq(products.salePrice, products.listPrice),
  );
  const rows = await db
    .select()
    .from(products)
    .where(where)
    .orderBy(...sortOrder(input.sort, lang))
    .limit(PAGE_SIZE)
    .offset(input.offset);
  const [total] = await db.select({ n: count() }).from(products).where(where);
  const waiting = await waitingCounts(
    db,
    rows.map((p) => p.id),
  );
  return { rows: rows.map((p) => productRow(p, waiting.get(p.id))), total: total?.n ?? 0 };
}

async function findProduct(db: DbOrTx, productId: number, lock = false): Promise<Product> {
  const query = db.select().from(products).where(eq(products.id, productId));
  const [p] = lock ? await query.for('update') : await query;
  if (!p) throw notFound(adminMessages.productNotFound);
  return p;
}

const everOrdered = async (db: DbOrTx, productId: number) =>
  (await db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.productId, productId)).limit(1)).length > 0;

export async function productDetail(db: DbOrTx, productId: number): Promise<AdminProductDetail> {
  const p = await findProduct(db, productId);
  const photos = await db
    .select()
    .from(productPhotos)
    .where(eq(productPhotos.productId, p.id))
    .orderBy(asc(productPhotos.sort), asc(productPhotos.id));
  return {
    id: p.id,
    name_en: p.nameEn,
    name_ar: p.nameAr,
    short_desc_en: p.shortDescEn,
    short_desc_ar: p.shortDescAr,
    description_en: p.descriptionEn,
    description_ar: p.descriptionAr,
    list_price: toAed(p.listPrice),
    sale_price: toAed(p.salePrice),
    stock: p.stock,
    sold_count: p.soldCount,
    group_id: p.groupId,
    category_id: p.categoryId,
    sub_category_id: p.subCategoryId,
    is_featured: p.isFeatured,
    is_selected: p.isSelected,
    is_new: p.isNew,
    visible: p.visible,
    rating: p.rating,
    rating_count: p.ratingCount,
    main_image: p.mainImage ? mediaUrl(p.mainImage) : '',
    photos: photos.map((ph) => ({ id: ph.id, url: mediaUrl(ph.image), sort: ph.sort, is_main: ph.image === p.mainImage })),
    ever_ordered: await everOrdered(db, p.id),
    archived: p.archivedAt !== null,
    registration_number: p.registrationNumber ?? '',
    registration_authority: p.registrationAuthority ?? '',
    country_of_origin: p.countryOfOrigin ?? '',
    barcode: p.barcode ?? '',
    sku: p.sku ?? '',
    weight_grams: p.weightGrams,
    cost_price: p.costPrice === null ? null : toAed(p.costPrice),
    ingredients_en: p.ingredientsEn,
    ingredients_ar: p.ingredientsAr,
    usage_en: p.usageEn,
    usage_ar: p.usageAr,
  };
}

export interface ProductForm {
  name_en: string;
  name_ar: string;
  short_desc_en?: string | undefined;
  short_desc_ar?: string | undefined;
  description_en?: string | undefined;
  description_ar?: string | undefined;
  list_price: number;
  sale_price: number;
  group_id?: number | undefined;
  category_id?: number | undefined;
  sub_category_id?: number | undefined;
  is_featured: number;
  is_selected: number;
  is_new: number;
  visible: number;
  registration_number?: string | undefined;
  registration_authority?: RegistrationAuthority | undefined;
  country_of_origin?: string | undefined;
  barcode?: string | undefined;
  sku?: string | undefined;
  weight_grams?: number | undefined;
  cost_price?: number | undefined;
  ingredients_en?: string | undefined;
  ingredients_ar?: string | undefined;
  usage_en?: string | undefined;
  usage_ar?: string | undefined;
}

/** The group, category and sub-category must exist, and the sub-category must belong to the category. */
async function checkClassification(tx: Tx, f: ProductForm) {
  if (f.group_id && !(await tx.select({ id: groups.id }).from(groups).where(eq(groups.id, f.group_id))).length)
    throw refuse(productMessages.badClassification);
  if (f.category_id && !(await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, f.category_id))).length)
    throw refuse(productMessages.badClassification);
  if (f.sub_category_id) {
    const [sub] = await tx.select({ parentId: categories.parentId }).from(categories).where(eq(categories.id, f.sub_category_id));
    if (!sub || sub.parentId === null || (f.category_id && sub.parentId !== f.category_id)) throw refuse(productMessages.badClassification);
  }
}

const formValues = (f: ProductForm) => ({
  nameEn: f.name_en,
  nameAr: f.name_ar,
  shortDescEn: f.short_desc_en ?? '',
  shortDescAr: f.short_desc_ar ?? '',
  descriptionEn: f.description_en ?? '',
  descriptionAr: f.description_ar ?? '',
  listPrice: toFils(f.list_price),
  salePrice: toFils(f.sale_price),
  groupId: f.group_id ?? null,
  categoryId: f.category_id ?? null,
  subCategoryId: f.sub_category_id ?? null,
  isFeatured: f.is_featured === 1,
  isSelected: f.is_selected === 1,
  isNew: f.is_new === 1,
  visible: f.visible === 1,
  registrationNumber: f.registration_number ?? null,
  registrationAuthority: f.registration_authority ?? null,
  countryOfOrigin: f.country_of_origin ?? null,
  barcode: f.barcode ?? null,
  sku: f.sku ?? null,
  weightGrams: f.weight_grams ?? null,
  costPrice: f.cost_price === undefined ? null : toFils(f.cost_price),
  ingredientsEn: f.ingredients_en ?? '',
  ingredientsAr: f.ingredients_ar ?? '',
  usageEn: f.usage_en ?? '',
  usageAr: f.usage_ar ?? '',
});

/** A second product with the same SKU is refused on the SKU field. */
const skuTaken = (error: unknown) => {
  throw constraintOf(error) === 'products_sku_uq' ? badInput('sku', FIELD_REASONS.skuTaken) : error;
};

export async function createProduct(db: Db, actorId: number, f: ProductForm & { stock: number }) {
  const id = await db
    .transaction(async (tx) => {
      await checkClassification(tx, f);
      const [p] = await tx
        .insert(products)
        .values({ ...formValues(f), stock: f.stock })
        .returning();
      await audit(tx, actorId, { action: 'product.create', entity: 'product', entityId: p!.id, after: editable(p!) });
      return p!.id;
    })
    .catch(skuTaken);
  return productDetail(db, id);
}

export async function updateProduct(db: Db, actorId: number, f: ProductForm & { product_id: number }) {
  await db
    .transaction(async (tx) => {
      const before = await findProduct(tx, f.product_id, true);
      if (f.visible === 1) refuseIfArchived(before);
      await checkClassification(tx, f);
      const [after] = await tx
        .update(products)
        .set({ ...formValues(f), updatedAt: new Date() })
        .where(eq(products.id, before.id))
        .returning();
      await audit(tx, actorId, {
        action: 'product.update',
        entity: 'product',
        entityId: before.id,
        before: editable(before),
        after: editable(after!),
      });
    })
    .catch(skuTaken);
  return productDetail(db, f.product_id);
}

export async function setProductVisible(db: Db, actorId: number, productId: number, visible: boolean) {
  await db.transaction(async (tx) => {
    const before = await findProduct(tx, productId, true);
    if (visible) refuseIfArchived(before);
    await tx.update(products).set({ visible, updatedAt: new Date() }).where(eq(products.id, productId));
    await audit(tx, actorId, {
      action: visible ? 'product.show' : 'product.hide',
      entity: 'product',
      entityId: productId,
      before: { visible: before.visible },
      after: { visible },
    });
  });
  return productDetail(db, productId);
}

/** Hard delete, only for a product never ordered (order history keeps pointing at ordered ones). */
export async function deleteProduct(db: Db, media: MediaStore, actorId: number, productId: number) {
  const keys = await db.transaction(async (tx) => {
    const before = await findProduct(tx, productId, true);
    if (await everOrdered(tx, productId)) throw refuse(productMessages.productEverOrdered);
    const photos = await tx.select({ image: productPhotos.image }).from(productPhotos).where(eq(productPhotos.productId, productId));
    await tx.delete(products).where(eq(products.id, productId));
    await audit(tx, actorId, { action: 'product.delete', entity: 'product', entityId: productId, before: editable(before) });
    return [...new Set([...photos.map((p) => p.image), ...(before.mainImage ? [before.mainImage] : [])])];
  });
  // Files go after the rows are gone: a failed delete leaves no row pointing at a missing picture.
  await Promise.all(keys.map((k) => deleteImage(media, k)));
  return { product_id: productId };
}

export interface BulkEdit {
  product_ids: number[];
  change: ProductBulkChange;
  percent?: number | undefined;
  amount?: number | undefined;
  category_id?: number | undefined;
}

// The most a price may become (the product form's limit), in fils.
const MAX_PRICE = toFils(1_000_000);

/** An archived product is shown again only once restored. */
export function refuseIfArchived(p: Product) {
  if (p.archivedAt) throw refuse(productMessages.archivedHidden, { name: { en: p.nameEn, ar: p.nameAr } });
}

/** The columns one bulk change sets on one product, or why the whole edit is refused. */
async function bulkValues(tx: Tx, edit: BulkEdit) {
  if (edit.change === 'show')
    return (p: Product) => {
      refuseIfArchived(p);
      return { visible: true };
    };
  if (edit.change === 'hide') return () => ({ visible: false });
  if (edit.change === 'archive') return (p: Product) => ({ visible: false, archivedAt: p.archivedAt ?? new Date() });
  if (edit.change === 'restore') return () => ({ archivedAt: null });
  if (edit.change === 'category') {
    const [picked] = await tx.select().from(categories).where(eq(categories.id, edit.category_id!));
    if (!picked) throw refuse(productMessages.badClassification);
    // A sub-category is filed under its parent, and a product takes the group its category belongs to.
    const [top] = picked.parentId === null ? [picked] : await tx.select().from(categories).where(eq(categories.id, picked.parentId));
    const values = {
      categoryId: top!.id,
      subCategoryId: picked.parentId === null ? null : picked.id,
      groupId: top!.groupId ?? picked.groupId,
    };
    return () => values;
  }
  const change = edit.change === 'price_percent' ? { percent: edit.percent! } : { amount: edit.amount! };
  return (p: Product) => {
    const listPrice = bulkChangedPrice(p.listPrice, change);
    const salePrice = bulkChangedPrice(p.salePrice, change);
    for (const price of [listPrice, salePrice])
      if (price < 0 || price > MAX_PRICE)
        throw refuse(productMessages.priceOutOfRange, { name: { en: p.nameEn, ar: p.nameAr }, price: aedText(price) });
    return { listPrice, salePrice };
  };
}

/** One change to many products, all or none; each product's change is audited with its values before and after. */
export async function bulkEditProducts(db: Db, actorId: number, edit: BulkEdit) {
  const ids = [...new Set(edit.product_ids)].sort((a, b) => a - b);
  const changed = await db.transaction(async (tx) => {
    // Locked in id order (db/locks.ts), so two bulk edits over the same products wait for each other.
    const before = await lockProducts(tx, ids);
    const missing = ids.find((id) => !before.some((p) => p.id === id));
    if (missing !== undefined) throw refuse(productMessages.productsNotFound, { id: missing });
    const valuesFor = await bulkValues(tx, edit);
    const rows: Product[] = [];
    for (const p of before) {
      const values = valuesFor(p);
      const [after] = await tx
        .update(products)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(products.id, p.id))
        .returning();
      const changed = Object.keys(values) as (keyof typeof values & keyof Product)[];
      const pick = (row: Product) => Object.fromEntries(changed.map((k) => [k, row[k]]));
      await audit(tx, actorId, { action: 'product.bulk_edit', entity: 'product', entityId: p.id, before: pick(p), after: pick(after!) });
      rows.push(after!);
    }
    return rows;
  });
  const waiting = await waitingCounts(db, ids);
  return { changed: changed.length, rows: changed.map((p) => productRow(p, waiting.get(p.id))) };
}

/** A hidden copy of a product to edit into a new one: no stock, sales, reviews, barcode or photos. */
export async function duplicateProduct(db: Db, actorId: number, productId: number) {
  const id = await db.transaction(async (tx) => {
    const source = await findProduct(tx, productId);
    const copyName = (name: string, lang: Lang) => format(productMessages.copyOf[lang], { name });
    const [copy] = await tx
      .insert(products)
      .values({
        ...editable(source),
        nameEn: copyName(source.nameEn, 'en'),
        nameAr: copyName(source.nameAr, 'ar'),
        stock: 0,
        visible: false,
        mainImage: null,
        barcode: null,
        sku: null,
      })
      .returning();
    await audit(tx, actorId, {
      action: 'product.duplicate',
      entity: 'product',
      entityId: copy!.id,
      before: { copiedFrom: source.id },
      after: editable(copy!),
    });
    return copy!.id;
  });
  return productDetail(db, id);
}

function uploadPath(photo: unknown): string {
  if (photo instanceof UploadedFile) return photo.path;
  throw new AppError(400, adminMessages.notAnImage, {}, { field: 'photo', reason: 'must be a file' });
}

export async function uploadPhoto(db: Db, media: MediaStore, actorId: number, productId: number, photo: unknown) {
  await findProduct(db, productId);
  const key = newImageKey('products');
  try {
    await saveUploadedImage(media, key, uploadPath(photo));
  } catch (error) {
    if (error instanceof NotAnImageError)
      throw new AppError(400, adminMessages.notAnImage, {}, { field: 'photo', reason: 'not an accepted image' });
    throw error;
  }
  try {
    await db.transaction(async (tx) => {
      const p = await findProduct(tx, productId, true);
      const [last] = await tx
        .select({ sort: sql<number>`coalesce(max(${productPhotos.sort}), -1)::int` })
        .from(productPhotos)
        .where(eq(productPhotos.productId, productId));
      const [row] = await tx
        .insert(productPhotos)
        .values({ productId, image: key, sort: (last?.sort ?? -1) + 1 })
        .returning();
      if (!p.mainImage) await tx.update(products).set({ mainImage: key }).where(eq(products.id, productId));
      await audit(tx, actorId, {
        action: 'product.photo.add',
        entity: 'product',
        entityId: productId,
        after: { photoId: row!.id, image: key, main: !p.mainImage },
      });
    });
  } catch (error) {
    await deleteImage(media, key);
    throw error;
  }
  return productDetail(db, productId);
}

export async function reorderPhotos(db: Db, actorId: number, productId: number, photoIds: number[]) {
  await db.transaction(async (tx) => {
    await findProduct(tx, productId, true);
    const current = await tx
      .select({ id: productPhotos.id })
      .from(productPhotos)
      .where(eq(productPhotos.productId, productId))
      .orderBy(asc(productPhotos.sort), asc(productPhotos.id));
    const same =
      current.length === photoIds.length && new Set(photoIds).size === photoIds.length && current.every((c) => photoIds.includes(c.id));
    if (!same) throw refuse(productMessages.photoOrderMismatch);
    for (const [sort, id] of photoIds.entries()) await tx.update(productPhotos).set({ sort }).where(eq(productPhotos.id, id));
    await audit(tx, actorId, {
      action: 'product.photo.reorder',
      entity: 'product',
      entityId: productId,
      before: current.map((c) => c.id),
      after: photoIds,
    });
  });
  return productDetail(db, productId);
}

async function findPhoto(tx: Tx, photoId: number) {
  const [photo] = await tx.select().from(productPhotos).where(eq(productPhotos.id, photoId));
  if (!photo) throw notFound(productMessages.photoNotFound);
  return photo;
}

/** Deletes a photo; when it was the main image the next photo (or none) becomes main. */
export async function deletePhoto(db: Db, media: MediaStore, actorId: number, photoId: number) {
  const { productId, image } = await db.transaction(async (tx) => {
    const photo = await findPhoto(tx, photoId);
    const p = await findProduct(tx, photo.productId, true);
    await tx.delete(productPhotos).where(eq(productPhotos.id, photoId));
    if (p.mainImage === photo.image) {
      const [next] = await tx
        .select({ image: productPhotos.image })
        .from(productPhotos)
        .where(eq(productPhotos.productId, p.id))
        .orderBy(asc(productPhotos.sort), asc(productPhotos.id))
        .limit(1);
      await tx
        .update(products)
        .set({ mainImage: next?.image ?? null })
        .where(eq(products.id, p.id));
    }
    await audit(tx, actorId, {
      action: 'product.photo.delete',
      entity: 'product',
      entityId: p.id,
      before: { photoId, image: photo.image, main: p.mainImage === photo.image },
    });
    return { productId: p.id, image: photo.image };
  });
  await deleteImage(media, image);
  return productDetail(db, productId);
}

export async function setMainPhoto(db: Db, actorId: number, photoId: number) {
  const productId = await db.transaction(async (tx) => {
    const photo = await findPhoto(tx, photoId);
    const p = await findProduct(tx, photo.productId, true);
    await tx.update(products).set({ mainImage: photo.image }).where(eq(products.id, p.id));
    await audit(tx, actorId, {
      action: 'product.photo.main',
      entity: 'product',
      entityId: p.id,
      before: { mainImage: p.mainImage },
      after: { mainImage: photo.image },
    });
    return p.id;
  });
  return productDetail(db, productId);
}

export async function catalogOptions(db: DbOrTx) {
  const g = await db
    .select({ id: groups.id, name_en: groups.nameEn, name_ar: groups.nameAr })
    .from(groups)
    .orderBy(asc(groups.sort), asc(groups.id));
  const c = await db
    .select({
      id: categories.id,
      group_id: categories.groupId,
      parent_id: categories.parentId,
      name_en: categories.nameEn,
      name_ar: categories.nameAr,
    })
    .from(categories)
    .orderBy(asc(categories.sort), asc(categories.id));
  return { groups: g, categories: c };
}
