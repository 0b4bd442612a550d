import { desc, eq } from 'drizzle-orm';
import type { Lang, NotificationItem } from '@shop/contract';
import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema';
import { localized } from '../../http/i18n';

/** How many of the latest notifications the list shows. */
export const NOTIFICATIONS_SHOWN = 100;

/** The customer's notifications, newest first. */
export async function listNotifications(db: DbOrTx, userId: number, lang: Lang): Promise<NotificationItem[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_SHOWN);
  return rows.map((n) => ({
    id: n.id,
    title: localized(n, 'title', lang),
    body: localized(n, 'body', lang),
    added_on: n.createdAt.toISOString(),
  }));
}
