// Admin notifications: one message in both languages to every customer or to one.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { notifications, users } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { audit } from '../shared/audit';
import { adminMessages } from '../shared/messages';

export async function sendNotification(
  db: Db,
  actorId: number,
  input: { title_en: string; title_ar: string; body_en: string; body_ar: string; customer_id?: number | undefined },
) {
  return db.transaction(async (tx) => {
    const to = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'customer'), input.customer_id ? eq(users.id, input.customer_id) : undefined));
    if (input.customer_id && to.length === 0) throw notFound(adminMessages.customerNotFound);
    if (to.length > 0) {
      // One insert for all rows: a broadcast to every customer stays a single statement.
      await tx
        .insert(notifications)
        .values(
          to.map((u) => ({ userId: u.id, titleEn: input.title_en, titleAr: input.title_ar, bodyEn: input.body_en, bodyAr: input.body_ar })),
        );
    }
    await audit(tx, actorId, {
      action: 'notification.send',
      entity: 'notification',
      entityId: input.customer_id ?? null,
      after: { ...input, sent: to.length },
    });
    return { sent: to.length };
  });
}
