// Back in stock. Every increase of a product's stock goes through changeStock: when the
// stock goes from 0 to above 0, each open request for the product is closed and its shopper gets a
// notification and, through the job queue, one e-mail in their account's language, all in the transaction of
// the stock change.
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { backInStockRequests, products, users } from '../../db/schema';
import { notFound, refuse } from '../../http/errors';
import { format, localized, pathInLanguage } from '../../http/i18n';
import { backInStockMail } from '../../integrations/mail/templates';
import { enqueueJob, type JobPayloads } from '../../jobs/queue';
import type { MailDeps } from '../invoices/mail';
import { notify } from '../notifications/notify';
import { restockMessages as m } from './messages';

type Product = typeof products.$inferSelect;

/**
 * Adds `delta` units (signed) to a product's stock, with other columns of `set`; null when the product is
 * not there or the stock would go below 0. Two increases at once are serialised by the row's lock, so only
 * the one that finds 0 tells the waiting shoppers.
 */
export async function changeStock(
  tx: Tx,
  productId: number,
  delta: number,
  set: PgUpdateSetSource<typeof products> = {},
): Promise<Product | null> {
  const [after] = await tx
    .update(products)
    .set({ ...set, stock: sql`${products.stock} + ${delta}` })
    .where(and(eq(products.id, productId), sql`${products.stock} + ${delta} >= 0`))
    .returning();
  if (!after) return null;
  if (delta > 0 && after.stock === delta) await tellWaitingShoppers(tx, after);
  return after;
}

async function tellWaitingShoppers(tx: Tx, product: Product) {
  // Closing with a conditional update: a request is closed, and its shopper told, by one transaction only.
  const closed = await tx
    .update(backInStockRequests)
    .set({ notifiedAt: new Date() })
    .where(and(eq(backInStockRequests.productId, product.id), isNull(backInStockRequests.notifiedAt)))
    .returning({ userId: backInStockRequests.userId });
  const named = (msg: { en: string; ar: string }) => ({
    en: format(msg.en, { product: product.nameEn }),
    ar: format(msg.ar, { product: product.nameAr }),
  });
  for (const { userId } of closed) {
    await notify(tx, userId, named(m.noticeTitle), named(m.noticeBody));
    await enqueueJob(tx, 'back_in_stock_mail', { userId, productId: product.id });
  }
}

/** The e-mail of a back_in_stock_mail job, in the account's language (read when it is sent). */
export async function sendBackInStockMail(
  { db, mailer, shopUrl }: MailDeps,
  { userId, productId }: JobPayloads['back_in_stock_mail'],
): Promise<void> {
  const origin = shopUrl.replace(/\/+$/, '');
  const [row] = await db
    .select({ email: users.email, name: users.name, lang: users.language, nameEn: products.nameEn, nameAr: products.nameAr })
    .from(users)
    .innerJoin(products, eq(products.id, productId))
    .where(eq(users.id, userId));
  // The account or the product was deleted since: nobody to tell, or nothing to show.
  if (!row) return;
  const { lang } = row;
  await mailer.send(
    backInStockMail({
      to: row.email,
      lang,
      name: row.name,
      product: localized(row, 'name', lang),
      productUrl: `${origin}${pathInLanguage(`/Details/${productId}`, lang)}`,
      shopUrl: origin,
    }),
  );
}

async function openRequest(db: DbOrTx, userId: number, productId: number) {
  const [row] = await db
    .select({ id: backInStockRequests.id })
    .from(backInStockRequests)
    .where(
      and(eq(backInStockRequests.userId, userId), eq(backInStockRequests.productId, productId), isNull(backInStockRequests.notifiedAt)),
    );
  return row ?? null;
}

export async function isWaiting(db: DbOrTx, userId: number, productId: number): Promise<boolean> {
  return (await openRequest(db, userId, productId)) !== null;
}

/** Records the shopper's wish to be told; only for a visible product that is out of stock. */
export async function askBackInStock(db: Db, userId: number, productId: number): Promise<void> {
  await db.transaction(async (tx) => {
    // FOR SHARE waits for a stock change under way: a request is never written just after the increase
    // that should have closed it.
    const [product] = await tx
      .select({ stock: products.stock })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.visible, true)))
      .for('share');
    if (!product) throw notFound(m.productNotFound);
    if (product.stock > 0) throw refuse(m.inStock);
    await tx.insert(backInStockRequests).values({ userId, productId }).onConflictDoNothing();
  });
}

/** How many shoppers wait for each of these products (absent: none). */
export async function waitingCounts(db: DbOrTx, productIds: number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: backInStockRequests.productId, n: count() })
    .from(backInStockRequests)
    .where(and(inArray(backInStockRequests.productId, productIds), isNull(backInStockRequests.notifiedAt)))
    .groupBy(backInStockRequests.productId);
  return new Map(rows.map((r) => [r.productId, r.n]));
}
