// Lists and favourites (docs/product.md §3 Wishlist). Every list is found together with its owner, so another
// customer's list id answers as not found.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Lang, ListSummary, ListWithProducts, ProductCard } from '@shop/contract';
import type { DbOrTx } from '../../db/client';
import { listItems, lists, products } from '../../db/schema';
import { notFound, refuse } from '../../http/errors';
import { statement } from '../../db/statements';
import { cardColumns, toCard } from '../catalog/cards';
import { listMessages } from './messages';

type ListRow = typeof lists.$inferSelect;

/** The customer's lists, favourites first, with how many visible products each holds. */
async function listRows(db: DbOrTx, userId: number, withFavourites: boolean) {
  return statement(db, withFavourites ? 'lists_all' : 'lists_without_favourites', () =>
    db
      .select({ list: lists, total: sql<number>`count(${products.id})::int` })
      .from(lists)
      .leftJoin(listItems, eq(listItems.listId, lists.id))
      .leftJoin(products, and(eq(products.id, listItems.productId), eq(products.visible, true)))
      .where(and(eq(lists.userId, sql.placeholder('userId')), withFavourites ? undefined : eq(lists.isFavorite, false)))
      .groupBy(lists.id)
      .orderBy(desc(lists.isFavorite), asc(lists.id)),
  ).execute({ userId });
}

const summary = (list: ListRow, total: number): ListSummary => ({
  id: list.id,
  name: list.name,
  fav: list.isFavorite ? 1 : 0,
  total_products: total,
});

export async function listsWithoutFavourites(db: DbOrTx, userId: number): Promise<ListSummary[]> {
  return (await listRows(db, userId, false)).map((r) => summary(r.list, r.total));
}

/**
 * Every list of the customer, favourites first, each with its visible products as cards, most recently added
 * first: one statement (the lists joined to their products), where two in parallel took two pooled
 * connections and, on PGlite, queued one after the other.
 */
export async function listsWithProducts(db: DbOrTx, userId: number, lang: Lang): Promise<ListWithProducts[]> {
  const rows = await statement(db, 'lists_with_cards', () =>
    db
      .select({ list: lists, card: cardColumns })
      .from(lists)
      .leftJoin(listItems, eq(listItems.listId, lists.id))
      .leftJoin(products, and(eq(products.id, listItems.productId), eq(products.visible, true)))
      .where(eq(lists.userId, sql.placeholder('userId')))
      .orderBy(desc(lists.isFavorite), asc(lists.id), desc(listItems.createdAt), desc(products.id)),
  ).execute({ userId });
  const byList = new Map<number, { list: ListRow; cards: ProductCard[] }>();
  for (const { list, card } of rows) {
    let entry = byList.get(list.id);
    if (!entry) byList.set(list.id, (entry = { list, cards: [] }));
    // A list without items, or an item whose product is hidden, joins no card.
    if (card) entry.cards.push(toCard(card, lang));
  }
  return [...byList.values()].map(({ list, cards }) => ({ ...summary(list, cards.length), products: cards }));
}

async function ownList(db: DbOrTx, userId: number, listId: number): Promise<ListRow> {
  const [list] = await db
    .select()
    .from(lists)
    .where(and(eq(lists.id, listId), eq(lists.userId, userId)));
  if (!list) throw notFound(listMessages.listNotFound);
  return list;
}

async function visibleProductCount(db: DbOrTx, listId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(listItems)
    .innerJoin(products, eq(products.id, listItems.productId))
    .where(and(eq(listItems.listId, listId), eq(products.visible, true)));
  return row?.n ?? 0;
}

/** Adds a product; adding one already there succeeds and changes nothing (alreadyThere tells which). */
export async function addToList(db: DbOrTx, userId: number, listId: number, productId: number) {
  await ownList(db, userId, listId);
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.visible, true)));
  if (!product) throw notFound(listMessages.productNotFound);
  const inserted = await db.insert(listItems).values({ listId, productId }).onConflictDoNothing().returning({ listId: listItems.listId });
  return {
    change: { list_id: listId, product_id: productId, total_products: await visibleProductCount(db, listId) },
    alreadyThere: inserted.length === 0,
  };
}

export async function removeFromList(db: DbOrTx, userId: number, listId: number, productId: number) {
  await ownList(db, userId, listId);
  const removed = await db
    .delete(listItems)
    .where(and(eq(listItems.listId, listId), eq(listItems.productId, productId)))
    .returning({ listId: listItems.listId });
  if (removed.length === 0) throw notFound(listMessages.notInList);
  return { list_id: listId, product_id: productId, total_products: await visibleProductCount(db, listId) };
}

export async function createList(db: DbOrTx, userId: number, name: string, fav: number): Promise<ListWithProducts> {
  // Every account gets its favourites list when it is created (auth/accounts.ts), and only one.
  if (fav === 1) throw refuse(listMessages.oneFavourites);
  const [same] = await db
    .select({ id: lists.id })
    .from(lists)
    .where(and(eq(lists.userId, userId), sql`lower(${lists.name}) = lower(${name})`));
  if (same) throw refuse(listMessages.nameTaken);
  const [list] = await db.insert(lists).values({ userId, name }).returning();
  return { ...summary(list!, 0), products: [] };
}

export async function deleteList(db: DbOrTx, userId: number, listId: number) {
  const list = await ownList(db, userId, listId);
  if (list.isFavorite) throw refuse(listMessages.favouritesKept);
  await db.delete(lists).where(and(eq(lists.id, listId), eq(lists.userId, userId)));
  return { list_id: listId };
}
