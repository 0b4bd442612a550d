// Admin variations: the variations (size, scent...) and their options that link a family of products, headed
// by its main product. Each change is one audited transaction, the family's products locked. The shop's cached
// answers are dropped when these tables change (http/readCache.ts), so a change shows in the shop at once.
import { and, asc, count, desc, eq, ilike, inArray, ne, notInArray, or, sql } from 'drizzle-orm';
import { FIELD_REASONS, PAGE_SIZE, idInSearch, mediaUrl, toAed, toFils, type AdminFamily, type AdminFamilyRow } from '@shop/contract';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { products, stockAdjustments, variationOptions, variations } from '../../../db/schema';
import { lockProducts } from '../../../db/locks';
import { constraintOf, transaction } from '../../../db/transaction';
import { changeStock } from '../../restock/service';
import { refuseIfArchived } from '../products/service';
import { badInput, conflict, notFound, refuse } from '../../../http/errors';
import { audit } from '../shared/audit';
import { adminMessages } from '../shared/messages';
import { likeTerm } from '../shared/lists';
import { ADMIN_IMAGE_WIDTH } from '../shared/uploads';
import { variationMessages } from './messages';

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
    throw conflict(variationMessages.otherFamily, { id: productId });
}

/** Locks a product (so one family's changes run one after another); 400 naming `field` when it does not exist. */
async function lockProduct(tx: Tx, productId: number, field: string) {
  const [p] = await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
  if (!p) throw badInput(field, FIELD_REASONS.noSuchProduct);
}

export async function familyDetail(db: DbOrTx, mainProductId: number): Promise<AdminFamily> {
  const [main] = await db
    .select({ id: products.id, nameEn: products.nameEn, nameAr: products.nameAr, mainImage: products.mainImage })
    .from(products)
    .where(eq(products.id, mainProductId));
  if (!main) throw notFound(adminMessages.productNotFound);
  const vars = await db
    .select()
    .from(variations)
    .where(eq(variations.mainProductId, main.id))
    .orderBy(asc(variations.position), asc(variations.id));
  const options = vars.length
    ? await db
        .select({
          o: variationOptions,
          nameEn: products.nameEn,
          nameAr: products.nameAr,
          image: products.mainImage,
          visible: products.visible,
        })
        .from(variationOptions)
        .innerJoin(products, eq(products.id, variationOptions.productId))
        .where(
          inArray(
            variationOptions.variationId,
            vars.map((v) => v.id),
          ),
        )
        .orderBy(asc(variationOptions.sort), asc(variationOptions.id))
    : [];
  // The main product first, then each option's product in the variations' and options' order, each once.
  const ids = [
    ...new Set([main.id, ...vars.flatMap((v) => options.filter(({ o }) => o.variationId === v.id).map(({ o }) => o.productId))]),
  ];
  const members = await db.select().from(products).where(inArray(products.id, ids));
  const familyProducts = ids.flatMap((id) => {
    const p = members.find((m) => m.id === id);
    if (!p) return [];
    return [
      {
        id: p.id,
        name_en: p.nameEn,
        name_ar: p.nameAr,
        image: p.mainImage ? mediaUrl(p.mainImage, ADMIN_IMAGE_WIDTH) : '',
        visible: p.visible,
        sku: p.sku ?? '',
        list_price: toAed(p.listPrice),
        sale_price: toAed(p.salePrice),
        stock: p.stock,
        values: vars.map((v) => {
          const option = options.find(({ o }) => o.variationId === v.id && o.productId === p.id)?.o;
          return { variation_id: v.id, value_en: option?.valueEn ?? '', value_ar: option?.valueAr ?? '' };
        }),
      },
    ];
  });
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
    products: familyProducts,
  };
}

/** The family a product heads or belongs to; one it is in none of is headed by itself (and empty). */
export async function productFamily(db: DbOrTx, productId: number): Promise<AdminFamily> {
  const main = (await headsFamily(db, productId)) ? productId : ((await memberOf(db, productId)) ?? productId);
  return familyDetail(db, main);
}

export async function listFamilies(
  db: DbOrTx,
  input: { keyword?: string | undefined; offset: number },
): Promise<{ rows: AdminFamilyRow[]; total: number }> {
  const kw = input.keyword;
  const kwId = kw ? idInSearch(kw) : undefined;
  const where = and(
    inArray(products.id, db.selectDistinct({ id: variations.mainProductId }).from(variations)),
    kw
      ? or(ilike(products.nameEn, likeTerm(kw)), ilike(products.nameAr, likeTerm(kw)), kwId ? eq(products.id, kwId) : undefined)
      : undefined,
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
  if (!v) throw notFound(variationMessages.variationNotFound);
  return v;
}

/** An option and its variation, the variation locked first (the order deleteVariation locks them in). */
async function lockOption(tx: Tx, optionId: number) {
  const [found] = await tx
    .select({ variationId: variationOptions.variationId })
    .from(variationOptions)
    .where(eq(variationOptions.id, optionId));
  if (!found) throw notFound(variationMessages.optionNotFound);
  const variation = await lockVariation(tx, found.variationId);
  const [option] = await tx.select().from(variationOptions).where(eq(variationOptions.id, optionId)).for('update');
  if (!option) throw notFound(variationMessages.optionNotFound);
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
    if (existing.length >= 2) throw conflict(variationMessages.twoVariations);
    const [made] = await tx
      .insert(variations)
      .values({ ...names, mainProductId: main, position: existing.length + 1 })
      .returning();
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
    await tx
      .update(variations)
      .set({ position: 1 })
      .where(and(eq(variations.mainProductId, before.mainProductId), ne(variations.id, variationId)));
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
      .where(
        and(
          eq(variationOptions.variationId, variation.id),
          eq(variationOptions.productId, input.product_id),
          before ? ne(variationOptions.id, before.option.id) : undefined,
        ),
      );
    if (taken) throw conflict(variationMessages.optionTaken, { id: input.product_id });
    const values = { productId: input.product_id, valueEn: input.value_en, valueAr: input.value_ar };
    if (before) {
      const [after] = await tx.update(variationOptions).set(values).where(eq(variationOptions.id, before.option.id)).returning();
      await audit(tx, actorId, {
        action: 'variation.option.update',
        entity: 'variation',
        entityId: variation.id,
        before: before.option,
        after,
      });
    } else {
      const [last] = await tx
        .select({ sort: sql<number>`coalesce(max(${variationOptions.sort}), 0)::int` })
        .from(variationOptions)
        .where(eq(variationOptions.variationId, variation.id));
      const [made] = await tx
        .insert(variationOptions)
        .values({ ...values, variationId: variation.id, sort: (last?.sort ?? 0) + 1 })
        .returning();
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

export interface VariantGridRow {
  product_id: number;
  sku?: string | undefined;
  list_price: number;
  sale_price: number;
  stock_was: number;
  stock: number;
  visible: number;
}

/**
 * The variant grid of a family, saved all or none: every row a product of the family, each once; an SKU no other
 * product has; a stock still what the grid showed. The stock's difference is a stock adjustment (and tells the
 * shoppers waiting for it when it comes back); each changed product is audited.
 */
export async function saveVariantGrid(db: Db, actorId: number, mainProductId: number, rows: VariantGridRow[]) {
  await transaction(db, async (tx) => {
    const family = await familyDetail(tx, mainProductId);
    const members = new Set(family.products.map((p) => p.id));
    rows.forEach((r, i) => {
      if (!members.has(r.product_id)) throw badInput(`variants.${i}.product_id`, FIELD_REASONS.notInFamily);
      if (rows.findIndex((o) => o.product_id === r.product_id) !== i) throw badInput(`variants.${i}.product_id`, FIELD_REASONS.eachOnce);
      if (r.sku && rows.findIndex((o) => o.sku === r.sku) !== i) throw badInput(`variants.${i}.sku`, FIELD_REASONS.skuTaken);
    });
    const skus = rows.flatMap((r) => (r.sku ? [r.sku] : []));
    const [taken] = skus.length
      ? await tx
          .select({ sku: products.sku })
          .from(products)
          .where(
            and(
              inArray(products.sku, skus),
              notInArray(
                products.id,
                rows.map((r) => r.product_id),
              ),
            ),
          )
          .limit(1)
      : [];
    if (taken) throw badInput(`variants.${rows.findIndex((r) => r.sku === taken.sku)}.sku`, FIELD_REASONS.skuTaken);
    const locked = await lockProducts(
      tx,
      rows.map((r) => r.product_id),
    );
    for (const r of rows) {
      const before = locked.find((p) => p.id === r.product_id)!;
      if (before.stock !== r.stock_was)
        throw refuse(variationMessages.stockMoved, { name: { en: before.nameEn, ar: before.nameAr }, stock: before.stock });
      if (r.visible === 1) refuseIfArchived(before);
      const delta = r.stock - before.stock;
      const after = (await changeStock(tx, before.id, delta, {
        sku: r.sku ?? null,
        listPrice: toFils(r.list_price),
        salePrice: toFils(r.sale_price),
        visible: r.visible === 1,
        updatedAt: new Date(),
      }))!;
      if (delta !== 0)
        await tx.insert(stockAdjustments).values({ productId: before.id, delta, reason: 'Variant grid', actorUserId: actorId });
      const kept = (p: typeof before) => ({
        sku: p.sku,
        listPrice: p.listPrice,
        salePrice: p.salePrice,
        stock: p.stock,
        visible: p.visible,
      });
      if (JSON.stringify(kept(before)) !== JSON.stringify(kept(after)))
        await audit(tx, actorId, {
          action: 'product.variant_grid',
          entity: 'product',
          entityId: before.id,
          before: kept(before),
          after: kept(after),
        });
    }
  }).catch((error: unknown) => {
    // Another product took the SKU after the check above.
    throw constraintOf(error) === 'products_sku_uq' ? badInput('variants', FIELD_REASONS.skuTaken) : error;
  });
  return familyDetail(db, mainProductId);
}
