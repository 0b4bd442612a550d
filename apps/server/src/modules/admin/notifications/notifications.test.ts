import { describe, expect, it } from 'vitest';
import { adminNotifySendCall, notificationsListCall } from '@shop/contract';
import { and, count, eq } from 'drizzle-orm';
import { notifications, users } from '../../../db/schema';
import { call } from '../../../test/app';
import { adminSuite } from '../../../test/fixtures/admin';

const w = adminSuite();

describe('admin notifications', () => {
  it('sends to one customer, or to every customer (not admins), in both languages', async () => {
    const fields = { title_en: 'Eid offers', title_ar: 'عروض العيد', body_en: '20% off honey', body_ar: 'خصم 20٪ على العسل' };
    const one = await call(w.t.app, adminNotifySendCall, { ...w.admin.auth, ...fields, customer_id: w.customer.id });
    expect(one.body).toMatchObject({ status: true, msg: 'Notification sent to 1 customers', data: { sent: 1 } });
    const mine = await call(w.t.app, notificationsListCall, w.customer.auth, { lang: 'ar' });
    expect(JSON.stringify(mine.body.data)).toContain('عروض العيد');

    const [customers] = await w.t.db.select({ n: count() }).from(users).where(eq(users.role, 'customer'));
    const all = await call(w.t.app, adminNotifySendCall, { ...w.admin.auth, ...fields });
    expect(all.body.data.sent).toBe(customers!.n);
    expect(
      await w.t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, w.admin.id), eq(notifications.titleEn, 'Eid offers'))),
    ).toHaveLength(0);
  });
});
