// The product detail (docs/product.md §3 Product detail) and its variations (docs/product.md §3 Variation, §4 Product details).
import { and, asc, desc, eq, inArray, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import {
  discountPercent,
  mediaUrl,
  shopDate,
  toAed,
  type Lang,
  type LanguageText,
  type ProductDetail,
  type ProductFacts,
  type RatingSummary,
  type Review,
  type TrailStep,
  type Variation,
  type VariationOption,
} from '@shop/contract';
import type { DbOrTx } from '../../db/client';
import {
  categories,
  groups,
  orderItems,
  orders,
  productPhotos,
  products,
  reviewPhotos,
  reviews,
  users,
  variationOptions,
  variations,
} from '../../db/schema';
import { notFound } from '../../http/errors';
import { localized } from '../../http/i18n';
import { placeholderImage, preparedCards } from './cards';
import { catalogMessages } from './messages';
import { statement } from '../../db/statements';

/** Newest reviews shown on the product page. */
export const REVIEWS_SHOWN = 50;
/** Cards in the similar-products slider. */
export const SIMILAR_PRODUCTS = 12;
/** Gallery widths: the large photo and its thumbnail. */
const PHOTO_WIDTH = 1024;
const THUMBNAIL_WIDTH = 160;
const AVATAR_WIDTH = 160;

const ph = sql.placeholder;

export async function productDetail(db: DbOrTx, lang: Lang, productId: number): Promise<ProductDetail> {
  const [p] = await statement(db, 'catalog_product', () =>
    db
      .select()
      .from(products)
      .where(and(eq(products.id, ph('id')), eq(products.visible, true))),
  ).execute({ id: productId });
  if (!p) throw notFound(catalogMessages.productNotFound);

  const [photoRows, reviewRows, starRows, trail, family, similar] = await Promise.all([
    statement(db, 'catalog_photos', () =>
      db
        .select({ image: productPhotos.image })
        .from(productPhotos)
        .where(eq(productPhotos.productId, ph('id')))
        .orderBy(asc(productPhotos.sort), asc(productPhotos.id)),
    ).execute({ id: p.id }),
    statement(db, 'catalog_reviews', () =>
      db
        .select({
          name: users.name,
          photo: users.profilePhoto,
          rating: reviews.rating,
          createdAt: reviews.createdAt,
          title: reviews.title,
          description: reviews.description,
          reply: reviews.reply,
          verified: sql<boolean>`exists (
            select 1 from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId}
            where ${orders.userId} = ${reviews.userId} and ${orderItems.productId} = ${reviews.productId}
              and ${orders.deliveredAt} is not null)`,
          photos: sql<string[]>`array(
            select ${reviewPhotos.image} from ${reviewPhotos} where ${reviewPhotos.reviewId} = ${reviews.id}
            order by ${reviewPhotos.sort}, ${reviewPhotos.id})`,
        })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(and(eq(reviews.productId, ph('id')), eq(reviews.hidden, false)))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(REVIEWS_SHOWN),
    ).execute({ id: p.id }),
    statement(db, 'catalog_stars', () =>
      db
        .select({ stars: reviews.rating, count: sql<number>`count(*)::int` })
        .from(reviews)
        .where(and(eq(reviews.productId, ph('id')), eq(reviews.hidden, false)))
        .groupBy(reviews.rating),
    ).execute({ id: p.id }),
    trailOf(db, lang, p),
    loadFamily(db, { memberId: p.id }),
    similarProducts(db, lang, p),
  ]);

  const galleryKeys = [...new Set([p.mainImage, ...photoRows.map((r) => r.image)].filter((k): k is string => !!k))];
  return {
    id: p.id,
    name: localized(p, 'name', lang),
    short_desc: localized(p, 'shortDesc', lang),
    description: localized(p, 'description', lang),
    rating: Math.round(p.rating * 10) / 10,
    sale_price: toAed(p.salePrice),
    list_price: toAed(p.listPrice),
    discount: discountPercent(p.listPrice, p.salePrice),
    stock: p.stock,
    main_image: p.mainImage ? mediaUrl(p.mainImage, PHOTO_WIDTH) : placeholderImage(),
    photos: galleryKeys.map((k) => ({ photo: mediaUrl(k, PHOTO_WIDTH), thumbnail_photo: mediaUrl(k, THUMBNAIL_WIDTH) })),
    reviews: reviewRows.map((r): Review => ({
      name: r.name,
      profile_photo: r.photo ? mediaUrl(r.photo, AVATAR_WIDTH) : '',
      rating: r.rating,
      added_on: shopDate(r.createdAt),
      title: r.title,
      description: r.description,
      reply: r.reply,
      verified: r.verified,
      photos: r.photos.map((k) => ({ photo: mediaUrl(k, PHOTO_WIDTH), thumbnail_photo: mediaUrl(k, THUMBNAIL_WIDTH) })),
    })),
    variations: family ? variationsFor(family, p.id, lang) : [],
    similar_products: similar,
    rating_summary: ratingSummary(starRows),
    trail,
    facts: factsOf(p, lang),
  };
}

/** A text in `lang`, else in the other language when only that one is written; null when neither is. */
function inLanguage(en: string, ar: string, lang: Lang): LanguageText | null {
  const [first, other]: [LanguageText, LanguageText] =
    lang === 'ar'
      ? [
          { text: ar, lang: 'ar' },
          { text: en, lang: 'en' },
        ]
      : [
          { text: en, lang: 'en' },
          { text: ar, lang: 'ar' },
        ];
  return first.text ? first : other.text ? other : null;
}

/** The product's regulatory details; null when none is set, so the page leaves the section out. */
function factsOf(p: typeof products.$inferSelect, lang: Lang): ProductFacts | null {
  const facts: ProductFacts = {
    country_of_origin: p.countryOfOrigin,
    registration:
      p.registrationNumber && p.registrationAuthority ? { number: p.registrationNumber, authority: p.registrationAuthority } : null,
    barcode: p.barcode,
    ingredients: inLanguage(p.ingredientsEn, p.ingredientsAr, lang),
    usage: inLanguage(p.usageEn, p.usageAr, lang),
  };
  return Object.values(facts).some((v) => v !== null) ? facts : null;
}

/** Average (one decimal), count and the count for each of 5 to 1 stars, from the visible reviews' counts by stars. */
function ratingSummary(rows: { stars: number; count: number }[]): RatingSummary {
  const distribution = [5, 4, 3, 2, 1].map((stars) => ({ stars, count: rows.find((r) => r.stars === stars)?.count ?? 0 }));
  const count = distribution.reduce((n, d) => n + d.count, 0);
  const total = distribution.reduce((n, d) => n + d.stars * d.count, 0);
  return { average: count ? Math.round((total / count) * 10) / 10 : 0, count, distribution };
}

/** The product's visible group (its own, else its category's) and visible category, for its breadcrumbs. */
async function trailOf(db: DbOrTx, lang: Lang, p: { groupId: number | null; categoryId: number | null }): Promise<TrailStep[]> {
  const [category] =
    p.categoryId === null
      ? []
      : await statement(db, 'catalog_trailCategory', () =>
          db
            .select({ id: categories.id, nameEn: categories.nameEn, nameAr: categories.nameAr, groupId: categories.groupId })
            .from(categories)
            .where(and(eq(categories.id, ph('id')), eq(categories.visible, true))),
        ).execute({ id: p.categoryId });
  const groupId = p.groupId ?? category?.groupId ?? null;
  const [group] =
    groupId === null
      ? []
      : await statement(db, 'catalog_trailGroup', () =>
          db
            .select({ id: groups.id, nameEn: groups.nameEn, nameAr: groups.nameAr })
            .from(groups)
            .where(and(eq(groups.id, ph('id')), eq(groups.visible, true))),
        ).execute({ id: groupId });
  const steps: TrailStep[] = [];
  if (group) steps.push({ kind: 'group', id: group.id, name: localized(group, 'name', lang) });
  if (category) steps.push({ kind: 'category', id: category.id, name: localized(category, 'name', lang) });
  return steps;
}

/**
 * Other products of the same sub-category, then of the same category, best sellers first; never members
 * of the product's own variation family (its selectors offer those).
 */
function similarProducts(db: DbOrTx, lang: Lang, p: { id: number; categoryId: number | null; subCategoryId: number | null }) {
  if (p.categoryId === null && p.subCategoryId === null) return Promise.resolve([]);
  // No category has id 0: a missing category or sub-category matches nothing.
  const values = { id: p.id, category: p.categoryId ?? 0, sub: p.subCategoryId ?? 0, limit: SIMILAR_PRODUCTS, offset: 0 };
  const sameKind = (column: typeof products.categoryId | typeof products.subCategoryId) =>
    or(eq(column, ph('category')), eq(column, ph('sub')));
  return preparedCards(
    db,
    lang,
    'similar',
    () => ({
      where: and(
        ne(products.id, ph('id')),
        notInArray(products.id, familyMembersOf(db, ph('id'))),
        or(sameKind(products.categoryId), sameKind(products.subCategoryId)),
      ),
      orderBy: [sql`(${products.subCategoryId} = ${ph('sub')}) desc`, desc(products.soldCount), asc(products.id)],
    }),
    values,
    false,
  );
}

// ---------- variations ----------

/** The ids of every product in the same variation family as productId (none when it has no family). */
function familyMembersOf(db: DbOrTx, productId: ReturnType<typeof ph>) {
  const mains = db
    .select({ id: variations.mainProductId })
    .from(variationOptions)
    .innerJoin(variations, eq(variations.id, variationOptions.variationId))
    .where(eq(variationOptions.productId, productId));
  return db
    .select({ id: variationOptions.productId })
    .from(variationOptions)
    .innerJoin(variations, eq(variations.id, variationOptions.variationId))
    .where(inArray(variations.mainProductId, mains));
}

interface OptionRow {
  variationId: number;
  productId: number;
  valueEn: string;
  valueAr: string;
}
/** A family of products linked by variations: its (at most two) variations and the options of its visible products. */
interface Family {
  mainProductId: number;
  variations: { id: number; nameEn: string; nameAr: string }[];
  options: OptionRow[];
}

/**
 * A family in one query: the family whose main product is given, or the one `memberId` belongs to (null
 * when it belongs to none).
 */
async function loadFamily(db: DbOrTx, of: { mainProductId: number }): Promise<Family>;
async function loadFamily(db: DbOrTx, of: { memberId: number }): Promise<Family | null>;
async function loadFamily(db: DbOrTx, of: { mainProductId: number } | { memberId: number }): Promise<Family | null> {
  const byMain = 'mainProductId' in of;
  const familySelect = (where: SQL) =>
    db
      .select({
        variationId: variations.id,
        mainProductId: variations.mainProductId,
        nameEn: variations.nameEn,
        nameAr: variations.nameAr,
        productId: variationOptions.productId,
        valueEn: variationOptions.valueEn,
        valueAr: variationOptions.valueAr,
        visible: products.visible,
      })
      .from(variations)
      .leftJoin(variationOptions, eq(variationOptions.variationId, variations.id))
      .leftJoin(products, eq(products.id, variationOptions.productId))
      .where(where)
      .orderBy(asc(variations.position), asc(variations.id), asc(variationOptions.sort), asc(variationOptions.id));
  const rows = byMain
    ? await statement(db, 'catalog_family_by_main', () => familySelect(eq(variations.mainProductId, ph('id')))).execute({
        id: of.mainProductId,
      })
    : await statement(db, 'catalog_family_of_member', () => {
        const mainOfMember = db
          .select({ id: variations.mainProductId })
          .from(variationOptions)
          .innerJoin(variations, eq(variations.id, variationOptions.variationId))
          .where(eq(variationOptions.productId, ph('id')));
        return familySelect(inArray(variations.mainProductId, mainOfMember));
      }).execute({ id: of.memberId });
  const first = rows[0];
  if (!first) return byMain ? { mainProductId: of.mainProductId, variations: [], options: [] } : null;
  const vars = [...new Map(rows.map((r) => [r.variationId, { id: r.variationId, nameEn: r.nameEn, nameAr: r.nameAr }])).values()].slice(
    0,
    2,
  );
  const options: OptionRow[] = [];
  for (const r of rows) {
    if (r.productId !== null && r.valueEn !== null && r.valueAr !== null && r.visible && vars.some((v) => v.id === r.variationId))
      options.push({ variationId: r.variationId, productId: r.productId, valueEn: r.valueEn, valueAr: r.valueAr });
  }
  return { mainProductId: first.mainProductId, variations: vars, options };
}

/** One option per value (the value's English text identifies it), its product the preferred one having it. */
function distinctOptions(rows: OptionRow[], lang: Lang, prefer: (productId: number) => number): VariationOption[] {
  const byValue = new Map<string, OptionRow>();
  for (const row of rows) {
    const seen = byValue.get(row.valueEn);
    if (!seen || prefer(row.productId) > prefer(seen.productId)) byValue.set(row.valueEn, row);
  }
  return [...byValue.values()].map((r) => ({ product_id: r.productId, option_value: localized(r, 'value', lang) }));
}

const valueOf = (family: Family, variationId: number, productId: number) =>
  family.options.find((o) => o.variationId === variationId && o.productId === productId)?.valueEn;

/** The options of `other` among the products whose value for `chosen` is `chosenValueEn`. */
function optionsAmong(
  family: Family,
  other: number,
  chosen: number,
  chosenValueEn: string | undefined,
  lang: Lang,
  prefer: (id: number) => number,
) {
  const products = new Set(family.options.filter((o) => o.variationId === chosen && o.valueEn === chosenValueEn).map((o) => o.productId));
  return distinctOptions(
    family.options.filter((o) => o.variationId === other && products.has(o.productId)),
    lang,
    prefer,
  );
}

/**
 * The selectors of the product page. First: every value of the family, each leading to this product when
 * it has that value, else to the product that also shares this product's second value, else the first.
 * Second: the values among the products sharing this product's first value.
 */
function variationsFor(family: Family, productId: number, lang: Lang): Variation[] {
  const [first, second] = family.variations;
  if (!first) return [];
  const secondValue = second ? valueOf(family, second.id, productId) : undefined;
  const prefer = (id: number) =>
    id === productId ? 2 : second && secondValue !== undefined && valueOf(family, second.id, id) === secondValue ? 1 : 0;
  const selector = (v: { id: number; nameEn: string; nameAr: string }, options: VariationOption[]): Variation => ({
    variation_id: v.id,
    main_product_id: family.mainProductId,
    variation_name: localized(v, 'name', lang),
    options,
  });
  const result = [
    selector(
      first,
      distinctOptions(
        family.options.filter((o) => o.variationId === first.id),
        lang,
        prefer,
      ),
    ),
  ];
  if (second) {
    const current = (id: number) => (id === productId ? 1 : 0);
    result.push(selector(second, optionsAmong(family, second.id, first.id, valueOf(family, first.id, productId), lang, current)));
  }
  return result;
}

/**
 * second_variation.php: the options of the family's other variation among the products whose value for
 * variationId is optionValue (English or Arabic, case and surrounding spaces ignored).
 */
export async function secondVariationOptions(
  db: DbOrTx,
  lang: Lang,
  input: { variation_id: number; main_product_id: number; option_value: string },
): Promise<VariationOption[]> {
  const family = await loadFamily(db, { mainProductId: input.main_product_id });
  if (!family.variations.some((v) => v.id === input.variation_id)) throw notFound(catalogMessages.variationNotFound);
  const other = family.variations.find((v) => v.id !== input.variation_id);
  if (!other) return [];
  const wanted = input.option_value.trim().toLowerCase();
  const chosen = family.options.find(
    (o) => o.variationId === input.variation_id && (o.valueEn.toLowerCase() === wanted || o.valueAr.toLowerCase() === wanted),
  );
  return optionsAmong(family, other.id, input.variation_id, chosen?.valueEn, lang, () => 0);
}
