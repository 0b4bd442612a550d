// The console's alerts (written by modules/alerts): the list, newest first, with how many are unread,
// and marking them read. Marking is one conditional update, so two admins (or two tabs) marking at once both
// succeed and the first time read is kept.
import { count, desc, eq, isNull, sql } from 'drizzle-orm';
import { PAGE_SIZE } from '@shop/contract';
import type { DbOrTx } from '../../../db/client';
import { ownerAlerts, products } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import type { Msg } from '../../../http/i18n';

const alertNotFound: Msg = { en: 'Alert not found', ar: 'التنبيه غير موجود' };

async function unreadCount(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(ownerAlerts).where(isNull(ownerAlerts.readAt));
  return row?.n ?? 0;
}

export async function listAlerts(db: DbOrTx, offset: number) {
  const rows = await db
    .select({ alert: ownerAlerts, product: { id: products.id, name_en: products.nameEn, name_ar: products.nameAr, stock: products.stock } })
    .from(ownerAlerts)
    .leftJoin(products, eq(products.id, ownerAlerts.productId))
    .orderBy(desc(ownerAlerts.id))
    .limit(PAGE_SIZE)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(ownerAlerts);
  return {
    rows: rows.map(({ alert, product }) => ({
      id: alert.id,
      kind: alert.kind,
      order_id: alert.orderId,
      product,
      read: alert.readAt !== null,
      created_at: alert.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    unread: await unreadCount(db),
  };
}

/** Marks one alert read (one already read keeps its time); answers the unread count after. */
export async function markAlertRead(db: DbOrTx, alertId: number) {
  const marked = await db
    .update(ownerAlerts)
    .set({ readAt: sql`coalesce(${ownerAlerts.readAt}, now())` })
    .where(eq(ownerAlerts.id, alertId))
    .returning({ id: ownerAlerts.id });
  if (marked.length === 0) throw notFound(alertNotFound);
  return { unread: await unreadCount(db) };
}

export async function markAllAlertsRead(db: DbOrTx) {
  await db
    .update(ownerAlerts)
    .set({ readAt: sql`now()` })
    .where(isNull(ownerAlerts.readAt));
  return { unread: await unreadCount(db) };
}
