// Writes the catalogue of the plan: groups, categories and sub-categories, products with their photos,
// and the variations that link each family.
import type { Tx } from '../db/client';
import { categories, groups, productPhotos, products, searchSynonyms, variationOptions, variations } from '../db/schema';
import { CATEGORIES, GROUPS } from './data/catalog';
import { REGULATORY } from './data/regulatory';
import { SYNONYMS } from './data/synonyms';
import type { PlannedProduct, SeedPlan } from './plan';

export interface CatalogIds {
  /** Product id by plan handle. */
  productId: Map<string, number>;
  /** Id of a base's first product (a family's main product) by base slug. */
  mainProductId: Map<string, number>;
}

/** Maps rows returned by an insert back to their keys; fails loudly if a key is missing or repeated. */
function idsBy<K>(rows: { id: number; nameEn: string }[], keys: [K, string][]): Map<K, number> {
  const byName = new Map(rows.map((r) => [r.nameEn, r.id]));
  if (byName.size !== rows.length) throw new Error('seed: duplicate names in one insert');
  return new Map(
    keys.map(([key, name]) => {
      const id = byName.get(name);
      if (id === undefined) throw new Error(`seed: no row named ${name}`);
      return [key, id];
    }),
  );
}

/** A product's regulatory columns from data/regulatory.ts (none for most products). */
function regulatoryOf(p: PlannedProduct) {
  const r = REGULATORY[p.base.slug];
  if (!r) return {};
  return {
    registrationNumber: r.registration?.number,
    registrationAuthority: r.registration?.authority,
    countryOfOrigin: r.countryOfOrigin,
    // One barcode is one pack: a family's products would share it.
    barcode: p.options.length ? undefined : r.barcode,
    ingredientsEn: r.ingredients?.en,
    ingredientsAr: r.ingredients?.ar,
    usageEn: r.usage?.en,
    usageAr: r.usage?.ar,
  };
}

export async function insertCatalog(tx: Tx, plan: SeedPlan): Promise<CatalogIds> {
  const groupRows = await tx
    .insert(groups)
    .values(GROUPS.map((g, i) => ({ nameEn: g.en, nameAr: g.ar, sort: i + 1 })))
    .returning({ id: groups.id, nameEn: groups.nameEn });
  const groupId = idsBy(
    groupRows,
    GROUPS.map((g) => [g.slug, g.en]),
  );

  const topRows = await tx
    .insert(categories)
    .values(
      CATEGORIES.map((c, i) => ({
        groupId: groupId.get(c.group)!,
        nameEn: c.en,
        nameAr: c.ar,
        icon: plan.categoryIcons.get(c.slug)!,
        sort: i + 1,
      })),
    )
    .returning({ id: categories.id, nameEn: categories.nameEn });
  const categoryId = idsBy(
    topRows,
    CATEGORIES.map((c) => [c.slug, c.en]),
  );
  const subs = CATEGORIES.flatMap((c) => c.subs.map((s, i) => ({ ...s, parent: c, sort: i + 1 })));
  const subRows = await tx
    .insert(categories)
    .values(
      subs.map((s) => ({
        groupId: groupId.get(s.parent.group)!,
        parentId: categoryId.get(s.parent.slug)!,
        nameEn: s.en,
        nameAr: s.ar,
        icon: plan.categoryIcons.get(s.parent.slug)!,
        sort: s.sort,
      })),
    )
    .returning({ id: categories.id, nameEn: categories.nameEn });
  const subId = idsBy(
    subRows,
    subs.map((s) => [s.slug, s.en]),
  );

  const productRows = await tx
    .insert(products)
    .values(
      plan.products.map((p) => ({
        nameEn: p.nameEn,
        nameAr: p.nameAr,
        shortDescEn: p.shortDescEn,
        shortDescAr: p.shortDescAr,
        descriptionEn: p.descriptionEn,
        descriptionAr: p.descriptionAr,
        listPrice: p.listPrice,
        salePrice: p.salePrice,
        stock: p.stock,
        soldCount: p.soldCount,
        groupId: groupId.get(p.group)!,
        categoryId: categoryId.get(p.category)!,
        subCategoryId: subId.get(p.subCategory)!,
        isFeatured: p.isFeatured,
        isSelected: p.isSelected,
        isNew: p.isNew,
        mainImage: p.mainImage,
        createdAt: p.createdAt,
        updatedAt: p.createdAt,
        ...regulatoryOf(p),
      })),
    )
    .returning({ id: products.id, nameEn: products.nameEn });
  const productId = idsBy(
    productRows,
    plan.products.map((p) => [p.handle, p.nameEn]),
  );

  await tx
    .insert(productPhotos)
    .values(plan.products.flatMap((p) => p.photos.map((image, sort) => ({ productId: productId.get(p.handle)!, image, sort }))));

  const families = new Map<string, PlannedProduct[]>();
  for (const p of plan.products) families.set(p.base.slug, [...(families.get(p.base.slug) ?? []), p]);
  const mainProductId = new Map([...families].map(([slug, members]) => [slug, productId.get(members[0]!.handle)!]));
  await insertVariations(
    tx,
    [...families.values()].filter((members) => members[0]!.base.family),
    productId,
  );
  await tx.insert(searchSynonyms).values(SYNONYMS.map((terms) => ({ terms })));

  return { productId, mainProductId };
}

async function insertVariations(tx: Tx, families: PlannedProduct[][], productId: Map<string, number>) {
  const variationRows = families.flatMap((members) => {
    const { family } = members[0]!.base;
    const defs = [family!.first, ...(family!.second ? [family!.second] : [])];
    return defs.map((def, i) => ({
      members,
      position: i + 1,
      mainProductId: productId.get(members[0]!.handle)!,
      nameEn: def.name.en,
      nameAr: def.name.ar,
    }));
  });
  const inserted = await tx
    .insert(variations)
    .values(variationRows.map(({ mainProductId, nameEn, nameAr, position }) => ({ mainProductId, nameEn, nameAr, position })))
    .returning({ id: variations.id, mainProductId: variations.mainProductId, position: variations.position });
  const variationId = new Map(inserted.map((v) => [`${v.mainProductId}/${v.position}`, v.id]));

  await tx.insert(variationOptions).values(
    variationRows.flatMap((v) =>
      v.members.map((member) => {
        const chosen = member.options.find((o) => o.position === v.position)!;
        return {
          variationId: variationId.get(`${v.mainProductId}/${v.position}`)!,
          productId: productId.get(member.handle)!,
          valueEn: chosen.option.en,
          valueAr: chosen.option.ar,
          sort: chosen.index + 1,
        };
      }),
    ),
  );
}
