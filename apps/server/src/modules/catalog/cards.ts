// Product cards (docs/product.md §3 "Product card"), the shape every product list answers with.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { discountPercent, mediaUrl, publicUrl, toAed, type Lang, type ProductCard } from '@shop/contract';
import type { DbOrTx } from '../../db/client';
import { products } from '../../db/schema';
import { statement } from '../../db/statements';
import { localized } from '../../http/i18n';

/** The picture of a product or category that has none (served with the web app). */
export const placeholderImage = () => publicUrl('/placeholder.svg');

/** The product columns a card is made of; select them (with extra columns if needed) and pass the row to toCard. */
export const cardColumns = {
  id: products.id,
  nameEn: products.nameEn,
  nameAr: products.nameAr,
  shortDescEn: products.shortDescEn,
  shortDescAr: products.shortDescAr,
  mainImage: products.mainImage,
  stock: products.stock,
  listPrice: products.listPrice,
  salePrice: products.salePrice,
  rating: products.rating,
  ratingCount: products.ratingCount,
};
/**
 * cardColumns for statements written in SQL by hand (search's ranking): the same columns, unqualified, under toCard's
 * names (the schema's keys become snake_case column names through the client's casing).
 */
export const cardColumnsSql = sql.raw(
  Object.values(cardColumns)
    .map((column) => `${toSnakeCase(column.name)} as "${column.name}"`)
    .join(', '),
);

type CardRow = {
  [K in keyof typeof cardColumns]: (typeof cardColumns)[K]['_']['notNull'] extends true
    ? (typeof cardColumns)[K]['_']['data']
    : (typeof cardColumns)[K]['_']['data'] | null;
};

export function toCard(row: CardRow, lang: Lang): ProductCard {
  return {
    id: row.id,
    main_image: row.mainImage ? mediaUrl(row.mainImage) : placeholderImage(),
    name: localized(row, 'name', lang),
    short_desc: localized(row, 'shortDesc', lang),
    quantity: row.stock,
    sale_price: toAed(row.salePrice),
    list_price: toAed(row.listPrice),
    discount: discountPercent(row.listPrice, row.salePrice),
    rating: Math.round(row.rating * 10) / 10,
    rating_count: row.ratingCount,
  };
}

/** A page of a list as the calls ask for it: item_count is the offset, limit the page size. */
export interface PageInput {
  item_count: number;
  limit: number;
}

export interface CardQuery {
  where?: SQL | undefined;
  orderBy?: SQL[];
  limit: number;
  offset?: number;
  /** Put total_products (all matches) on the first card. */
  withTotal?: boolean;
}

/** Rows of cardColumns (plus the window's total) as cards; total_products on the first when asked. */
function toCards(rows: (CardRow & { total: number })[], lang: Lang, withTotal: boolean): ProductCard[] {
  const cards = rows.map((r) => toCard(r, lang));
  if (withTotal && cards[0]) cards[0].total_products = rows[0]!.total;
  return cards;
}

/** The card query over visible products; `total` counts every match before limit and offset. */
const cardsSelect = (db: DbOrTx, where: SQL | undefined, orderBy: SQL[]) =>
  db
    .select({ ...cardColumns, total: sql<number>`(count(*) over())::int` })
    .from(products)
    .where(and(eq(products.visible, true), where))
    .orderBy(...orderBy);

/** Visible products as cards, in the caller's language (a query built for this call). */
export async function listCards(db: DbOrTx, lang: Lang, q: CardQuery): Promise<ProductCard[]> {
  const rows = await cardsSelect(db, q.where, q.orderBy ?? [asc(products.id)])
    .limit(q.limit)
    .offset(q.offset ?? 0);
  return toCards(rows, lang, q.withTotal ?? false);
}

/**
 * A page of cards through the prepared statement `name`: `build` gives its where and order with
 * sql.placeholder() for the values, and is called once per database (see statements.ts).
 */
export async function preparedCards(
  db: DbOrTx,
  lang: Lang,
  name: string,
  build: () => { where?: SQL; orderBy: SQL[] },
  values: Record<string, unknown> & { limit: number; offset: number },
  withTotal = true,
): Promise<ProductCard[]> {
  const query = statement(db, `catalog_cards_${name}`, () => {
    const { where, orderBy } = build();
    return cardsSelect(db, where, orderBy).limit(sql.placeholder('limit')).offset(sql.placeholder('offset'));
  });
  return toCards(await query.execute(values), lang, withTotal);
}
