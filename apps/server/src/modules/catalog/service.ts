import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { mediaUrl, toFils, type HomeBanner, type Lang, type ListSort, type ProductCard } from '@shop/contract';
import type { DbOrTx } from '../../db/client';
import { banners, categories, groups, products } from '../../db/schema';
import { notFound } from '../../http/errors';
import { localized } from '../../http/i18n';
import { listCards, placeholderImage, preparedCards, type PageInput } from './cards';
import { catalogMessages } from './messages';
import { buildQuery, closestCards, closestNames, matchingCategories, planSearch, rankedCards } from './search';
import { statement } from '../../db/statements';

/** Cards shown in each home slider. */
export const HOME_SLIDER_SIZE = 12;

// Unknown ids: a list whose subject is the id (cat_filter, group_filter, details) answers not found, so the
// web can show not-found; an id that only narrows a list (filters.php category_id) matches nothing.

const bestSellers = [desc(products.soldCount), asc(products.id)];
/** A category's or group's list: what can be bought now first, best sellers first. */
const popularFirst = [sql`(${products.stock} > 0) desc`, ...bestSellers];
const newestFirst = [desc(products.createdAt), desc(products.id)];

/** The home sets by home type (spec: 1 products, 2 selected, 3 new), as the home sliders and /products/{homeType} show them. */
const homeSets: Record<1 | 2 | 3, { where: SQL; orderBy: SQL[] }> = {
  1: { where: eq(products.isFeatured, true), orderBy: [asc(products.id)] },
  2: { where: eq(products.isSelected, true), orderBy: [asc(products.id)] },
  3: { where: eq(products.isNew, true), orderBy: newestFirst },
};

/** A strip item: the name under both keys the original client reads (group_name on a group page, cat_name on a category page). */
const categoryName = (c: { id: number; nameEn: string; nameAr: string }, lang: Lang) => {
  const name = localized(c, 'name', lang);
  return { id: c.id, group_name: name, cat_name: name };
};

const ph = sql.placeholder;
const pageValues = (p: PageInput) => ({ limit: p.limit, offset: p.item_count });

const topCategories = (db: DbOrTx) =>
  statement(db, 'catalog_top_categories', () =>
    db
      .select({ id: categories.id, nameEn: categories.nameEn, nameAr: categories.nameAr, icon: categories.icon })
      .from(categories)
      .where(and(eq(categories.visible, true), isNull(categories.parentId)))
      .orderBy(asc(categories.sort), asc(categories.id)),
  ).execute();

/** A page of a home set. */
const homeSet = (db: DbOrTx, lang: Lang, type: 1 | 2 | 3, values: { limit: number; offset: number }, withTotal: boolean) =>
  preparedCards(db, lang, `home_${type}`, () => homeSets[type], values, withTotal);

/** A banner shows on the home slider only within its optional days (set in the console, shop days' bounds): the
 * console's placeInDayWindow (admin/shared/dayWindow.ts) in SQL. */
const withinBannerDays = and(
  or(isNull(banners.startsAt), lte(banners.startsAt, sql`now()`)),
  or(isNull(banners.endsAt), gte(banners.endsAt, sql`now()`)),
);

/** Home data (docs/product.md §7 home.php): the three product sets, the banner slider and the top categories. */
export async function homeData(db: DbOrTx, lang: Lang) {
  const slider = (type: 1 | 2 | 3) => homeSet(db, lang, type, { limit: HOME_SLIDER_SIZE, offset: 0 }, false);
  const [featured, selected, fresh, slides, cats] = await Promise.all([
    slider(1),
    slider(2),
    slider(3),
    statement(db, 'catalog_banners', () =>
      db
        .select({ b: banners, nameEn: products.nameEn, nameAr: products.nameAr })
        .from(banners)
        .innerJoin(products, eq(products.id, banners.productId))
        .where(and(eq(banners.active, true), withinBannerDays))
        .orderBy(asc(banners.sort), asc(banners.id)),
    ).execute(),
    categoryList(db, lang),
  ]);
  return {
    products: featured,
    selected_products: selected,
    new_products: fresh,
    slider: slides.map((s) => homeBanner(s.b, localized(s, 'name', lang), lang)),
    categories: cats,
  };
}

/**
 * A slider item: product_id and image as the original apps read them, and the banner's words in the
 * language. A banner saved before it had words shows its product's name, 'Shop now' and the title as alt.
 */
function homeBanner(b: typeof banners.$inferSelect, productName: string, lang: Lang): HomeBanner {
  const title = localized(b, 'title', lang) || productName;
  return {
    product_id: b.productId!,
    image: mediaUrl(localized(b, 'image', lang), 1024),
    title,
    subtitle: localized(b, 'subtitle', lang),
    button: localized(b, 'button', lang) || catalogMessages.bannerButton[lang],
    alt: localized(b, 'alt', lang) || title,
  };
}

/** The top-level categories with their icons. */
export async function categoryList(db: DbOrTx, lang: Lang) {
  const rows = await topCategories(db);
  return rows.map((c) => ({
    id: c.id,
    cat_name: localized(c, 'name', lang),
    icon: c.icon ? mediaUrl(c.icon, 160) : placeholderImage(),
  }));
}

export async function groupList(db: DbOrTx, lang: Lang) {
  const rows = await statement(db, 'catalog_groups', () =>
    db
      .select({ id: groups.id, nameEn: groups.nameEn, nameAr: groups.nameAr })
      .from(groups)
      .where(eq(groups.visible, true))
      .orderBy(asc(groups.sort), asc(groups.id)),
  ).execute();
  return rows.map((g) => ({ id: g.id, group_name: localized(g, 'name', lang) }));
}

/** A search's answer, and whether the matching found anything (else `cards` are the closest names, or none). */
export interface SearchAnswer {
  cards: ProductCard[];
  matched: boolean;
  /** The query's words after normalisation ('' when it has none). */
  normalized: string;
}

/** A keyword search (search.ts); without a keyword the whole catalogue (search_with keyword) or a home set (search_filter.php). */
export async function searchProducts(
  db: DbOrTx,
  lang: Lang,
  input: PageInput & { search_with: 'home_types' | 'keyword'; keyword?: string | undefined; home_types: number },
): Promise<SearchAnswer> {
  const { keyword } = input;
  if (!keyword) {
    const cards =
      input.search_with === 'keyword'
        ? await preparedCards(db, lang, 'all', () => ({ orderBy: popularFirst }), pageValues(input))
        : await homeSet(db, lang, input.home_types as 1 | 2 | 3, pageValues(input), true);
    return { cards, matched: true, normalized: '' };
  }
  const plan = await planSearch(db, keyword);
  const query = buildQuery(plan);
  const normalized = plan.words.map((w) => w.raw).join(' ');
  const cards = await rankedCards(db, lang, query, pageValues(input));
  // Past the last page is not "nothing found".
  if (cards.length || input.item_count > 0) return { cards, matched: true, normalized };
  // Nothing matched: the closest names rather than nothing.
  const closest = query.slots.length ? await closestCards(db, lang, keyword, pageValues(input)) : [];
  return { cards: closest, matched: false, normalized };
}

/** Products in the category or in one of its sub-categories. */
const inCategory = (id: number | ReturnType<typeof ph>) => or(eq(products.categoryId, id), eq(products.subCategoryId, id))!;

/**
 * A category's products and its strip: its children, or its siblings when it is a sub-category. The
 * category, its relatives and its products are read at once (one wait for the database, not two).
 */
export async function categoryProducts(db: DbOrTx, lang: Lang, input: PageInput & { category_id: number }) {
  const id = input.category_id;
  const [family, cards] = await Promise.all([
    statement(db, 'catalog_category_family', () => {
      const parent = alias(categories, 'parent_of');
      const parentOfThis = db
        .select({ id: parent.parentId })
        .from(parent)
        .where(eq(parent.id, ph('id')));
      return db
        .select({ id: categories.id, parentId: categories.parentId, nameEn: categories.nameEn, nameAr: categories.nameAr })
        .from(categories)
        .where(
          and(
            eq(categories.visible, true),
            or(eq(categories.id, ph('id')), eq(categories.parentId, ph('id')), inArray(categories.parentId, parentOfThis)),
          ),
        )
        .orderBy(asc(categories.sort), asc(categories.id));
    }).execute({ id }),
    preparedCards(db, lang, 'category', () => ({ where: inCategory(ph('id')), orderBy: popularFirst }), { id, ...pageValues(input) }),
  ]);
  const cat = family.find((c) => c.id === id);
  if (!cat) throw notFound(catalogMessages.categoryNotFound);
  const strip = family.filter((c) => c.parentId === (cat.parentId ?? cat.id));
  return { products: cards, sub_category: strip.map((c) => categoryName(c, lang)) };
}

/** A group's products and its strip: the group's top-level categories (read together with the group). */
export async function groupProducts(db: DbOrTx, lang: Lang, input: PageInput & { group_id: number }) {
  const id = input.group_id;
  const [[grp], cards, strip] = await Promise.all([
    statement(db, 'catalog_group', () =>
      db
        .select({ id: groups.id })
        .from(groups)
        .where(and(eq(groups.id, ph('id')), eq(groups.visible, true))),
    ).execute({ id }),
    preparedCards(db, lang, 'group', () => ({ where: eq(products.groupId, ph('id')), orderBy: popularFirst }), {
      id,
      ...pageValues(input),
    }),
    statement(db, 'catalog_group_categories', () =>
      db
        .select({ id: categories.id, nameEn: categories.nameEn, nameAr: categories.nameAr })
        .from(categories)
        .where(and(eq(categories.groupId, ph('id')), isNull(categories.parentId), eq(categories.visible, true)))
        .orderBy(asc(categories.sort), asc(categories.id)),
    ).execute({ id }),
  ]);
  if (!grp) throw notFound(catalogMessages.groupNotFound);
  return { products: cards, sub_category: strip.map((c) => categoryName(c, lang)) };
}

/** Discounted products, biggest discount first. */
export function offerProducts(db: DbOrTx, lang: Lang, input: PageInput) {
  const biggestDiscount = sql`(${products.listPrice} - ${products.salePrice})::float8 / ${products.listPrice} desc`;
  return preparedCards(
    db,
    lang,
    'offers',
    () => ({ where: lt(products.salePrice, products.listPrice), orderBy: [biggestDiscount, asc(products.id)] }),
    pageValues(input),
  );
}

export interface FilterInput extends PageInput {
  category_id: number;
  /** The search being narrowed ('' or none: the whole catalogue). */
  keyword?: string | undefined;
  /** The group being narrowed (0: none). */
  group_id: number;
  rating: number;
  price_from?: number | undefined;
  price_to?: number | undefined;
  price_sort: ListSort;
}

const filterOrder: Record<Exclude<ListSort, 'relevance'>, SQL[]> = {
  asc: [asc(products.salePrice), asc(products.id)],
  desc: [desc(products.salePrice), asc(products.id)],
  best: bestSellers,
  newest: newestFirst,
  rating: [desc(products.rating), desc(products.ratingCount), ...bestSellers],
};
/** Relevance: within a search, the search's own ranking (the order of `found`); otherwise what can be bought, best sellers first. */
const relevanceOrder = (withinSearch: boolean) =>
  withinSearch ? [sql`array_position(${ph('found')}::int[], ${products.id})`] : popularFirst;

/** The most products of a search that filters narrow (filters.php with a keyword): more than any catalogue page shows. */
const FILTERED_SEARCH_MAX = 1000;

/** The filter panel (filters.php): category, minimum stars, sale price range in AED, order, within a search or a group. */
export async function filteredProducts(db: DbOrTx, lang: Lang, input: FilterInput): Promise<ProductCard[]> {
  // Within a search: the products the search finds (search.ts), then narrowed like any list.
  let found: number[] | undefined;
  if (input.keyword) {
    const query = buildQuery(await planSearch(db, input.keyword));
    found = (await rankedCards(db, lang, query, { limit: FILTERED_SEARCH_MAX, offset: 0 }, false)).map((card) => card.id);
    if (!found.length) return [];
  }
  // Only the filters the shopper chose are in the query; each combination is its own prepared statement.
  const chosen = {
    found: found && `{${found.join(',')}}`,
    category: input.category_id > 0 ? input.category_id : undefined,
    group: input.group_id > 0 ? input.group_id : undefined,
    rating: input.rating > 0 ? input.rating : undefined,
    from: input.price_from !== undefined ? toFils(input.price_from) : undefined,
    to: input.price_to !== undefined ? toFils(input.price_to) : undefined,
  };
  const values = Object.fromEntries(Object.entries(chosen).filter(([, v]) => v !== undefined));
  const shape = Object.keys(values).join('_') || 'all';
  const where = () =>
    and(
      chosen.found !== undefined ? sql`${products.id} = any(${ph('found')}::int[])` : undefined,
      chosen.group !== undefined ? eq(products.groupId, ph('group')) : undefined,
      chosen.category !== undefined ? inCategory(ph('category')) : undefined,
      chosen.rating !== undefined ? gte(products.rating, ph('rating')) : undefined,
      chosen.from !== undefined ? gte(products.salePrice, ph('from')) : undefined,
      chosen.to !== undefined ? lte(products.salePrice, ph('to')) : undefined,
    );
  return preparedCards(
    db,
    lang,
    `filters_${shape}_${input.price_sort}`,
    () => ({
      where: where(),
      orderBy: input.price_sort === 'relevance' ? relevanceOrder(chosen.found !== undefined) : filterOrder[input.price_sort],
    }),
    { ...values, ...pageValues(input) },
  );
}

/** How many products and categories the suggestions answer, and below how many products they offer a spelling. */
const SUGGEST = { products: 6, categories: 4, fewProducts: 3 } as const;

/** suggest.php: as the shopper types (search.ts); the closest names when nothing matches. */
export async function suggestions(db: DbOrTx, lang: Lang, keyword: string) {
  const query = buildQuery(await planSearch(db, keyword));
  const page = { limit: SUGGEST.products, offset: 0 };
  const [matched, cats] = await Promise.all([rankedCards(db, lang, query, page, false), matchingCategories(db, query, SUGGEST.categories)]);
  const cards = matched.length || !query.slots.length ? matched : await closestCards(db, lang, keyword, page);
  for (const c of cards) delete c.total_products;
  return {
    products: cards,
    categories: cats.map((c) => ({ id: c.id, cat_name: localized(c, 'name', lang) })),
    did_you_mean: matched.length < SUGGEST.fewProducts ? (query.didYouMean ?? '') : '',
  };
}

/** How many names "did you mean" offers, and how many best sellers and categories a search that found nothing shows. */
const SEARCH_HELP = { names: 3, bestSellers: 4, categories: 8 } as const;

/** search_help.php: what to offer when a search found nothing. */
export async function searchHelp(db: DbOrTx, lang: Lang, keyword: string) {
  const [names, categoryCards, bestSellers] = await Promise.all([
    closestNames(db, keyword, SEARCH_HELP.names),
    categoryList(db, lang),
    listCards(db, lang, { orderBy: [desc(products.soldCount), asc(products.id)], limit: SEARCH_HELP.bestSellers }),
  ]);
  return {
    did_you_mean: [...new Set(names.map((n) => localized(n, 'name', lang)))],
    categories: categoryCards.slice(0, SEARCH_HELP.categories),
    best_sellers: bestSellers,
  };
}
