// Writes a customer's notification (order status changes, admin broadcasts) in both languages.
import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema';
import type { Msg } from '../../http/i18n';
import { format } from '../../http/i18n';

export async function notify(
  db: DbOrTx,
  userId: number,
  title: Msg,
  body: Msg,
  opts: { orderId?: number; params?: Record<string, string | number> } = {},
): Promise<void> {
  await db.insert(notifications).values({
    userId,
    titleEn: format(title.en, opts.params),
    titleAr: format(title.ar, opts.params),
    bodyEn: format(body.en, opts.params),
    bodyAr: format(body.ar, opts.params),
    orderId: opts.orderId ?? null,
  });
}
