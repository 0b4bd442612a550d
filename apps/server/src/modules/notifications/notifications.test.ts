import { describe, expect, it } from 'vitest';
import { notificationsListCall } from '@shop/contract';
import { notifications } from '../../db/schema';
import { call, expectRefusal } from '../../test/app';
import { customer } from '../../test/fixtures/shoppers';
import { suiteApp } from '../../test/fixtures/suite';
import { notify } from './notify';

const t = suiteApp();

describe('notifications_list.php', () => {
  it("lists the customer's own notifications newest first, in the caller language", async () => {
    const c = await customer(t.db);
    const other = await customer(t.db);
    await t.db.insert(notifications).values([
      { userId: c.id, titleEn: 'Older', titleAr: 'أقدم', bodyEn: 'first', bodyAr: 'الأول', createdAt: new Date('2026-01-01T10:00:00Z') },
      { userId: c.id, titleEn: 'Newer', titleAr: 'أحدث', bodyEn: 'second', bodyAr: 'الثاني', createdAt: new Date('2026-02-01T10:00:00Z') },
    ]);
    await notify(t.db, other.id, { en: 'Not yours', ar: 'ليس لك' }, { en: 'x', ar: 'س' });

    const en = await call(t.app, notificationsListCall, c.auth);
    expect(en.body.data).toEqual([
      { id: expect.any(Number), title: 'Newer', body: 'second', added_on: '2026-02-01T10:00:00.000Z' },
      { id: expect.any(Number), title: 'Older', body: 'first', added_on: '2026-01-01T10:00:00.000Z' },
    ]);
    const ar = await call(t.app, notificationsListCall, c.auth, { lang: 'ar' });
    expect(ar.body.data.map((n: { title: string }) => n.title)).toEqual(['أحدث', 'أقدم']);
    expect((await call(t.app, notificationsListCall, other.auth)).body.data.map((n: { title: string }) => n.title)).toEqual(['Not yours']);
  });

  it("answers guests 'wrong key'", async () => {
    expectRefusal(await call(t.app, notificationsListCall, { auth_key: 'guest', user_id: 0 }), 'wrong-key');
  });
});
