import { describe, expect, it } from 'vitest';
import { adminGroupDeleteCall, adminGroupSaveCall, adminGroupsListCall, adminGroupsReorderCall, groupsCall } from '@shop/contract';
import { count, eq, isNotNull } from 'drizzle-orm';
import { auditLog, categories, groups, products } from '../../../db/schema';
import { call, invalidData } from '../../../test/app';
import { auditOf } from '../../../test/fixtures/admin';
import { taxonomySuite } from '../../../test/fixtures/taxonomy';

const { w, admin, shop, auditCount, rowsOf } = taxonomySuite();

describe('admin groups', () => {
  it('creates at the end, edits in both languages, reorders and hides, each audited, and the shop follows', async () => {
    const made = await call(w.t.app, adminGroupSaveCall, admin({ name_en: 'Gift boxes', name_ar: 'صناديق الهدايا' }));
    expect(made.body).toMatchObject({
      status: true,
      msg: 'Group saved',
      data: { name_en: 'Gift boxes', name_ar: 'صناديق الهدايا', visible: true, product_count: 0, category_count: 0 },
    });
    const id = made.body.data.id;
    const listed = (await call(w.t.app, adminGroupsListCall, admin())).body.data as { id: number }[];
    expect(listed.at(-1)!.id).toBe(id);
    expect((await shop(groupsCall, {}, 'ar')).body.data.at(-1)).toEqual({ id, group_name: 'صناديق الهدايا' });

    const edited = await call(w.t.app, adminGroupSaveCall, admin({ group_id: id, name_en: 'Gift sets', name_ar: 'مجموعات الهدايا' }), {
      lang: 'ar',
    });
    expect(edited.body).toMatchObject({ status: true, msg: 'تم حفظ المجموعة', data: { id, name_en: 'Gift sets' } });
    expect((await shop(groupsCall)).body.data.at(-1)).toEqual({ id, group_name: 'Gift sets' });

    const order = [id, ...listed.map((g) => g.id).filter((g) => g !== id)];
    const reordered = await call(w.t.app, adminGroupsReorderCall, admin({ group_ids: order.join(',') }));
    expect(reordered.body.data.map((g: { id: number }) => g.id)).toEqual(order);
    expect((await shop(groupsCall)).body.data.map((g: { id: number }) => g.id)).toEqual(order);

    await call(w.t.app, adminGroupSaveCall, admin({ group_id: id, name_en: 'Gift sets', name_ar: 'مجموعات الهدايا', visible: 0 }));
    expect((await shop(groupsCall)).body.data.map((g: { id: number }) => g.id)).not.toContain(id);

    const trail = await auditOf(w.t, 'group', id);
    expect(trail.map((a) => [a.action, a.actorUserId])).toEqual([
      ['group.create', w.admin.id],
      ['group.update', w.admin.id],
      ['group.update', w.admin.id],
    ]);
    expect(trail[1]!.before).toMatchObject({ nameEn: 'Gift boxes' });
    expect(trail[1]!.after).toMatchObject({ nameEn: 'Gift sets' });
    const [reorder] = (await w.t.db.select().from(auditLog).where(eq(auditLog.action, 'group.reorder'))).slice(-1);
    expect(reorder!.after).toEqual(order);
  });

  it('refuses bad fields (400 naming the field), an unknown group (404) and a partial order, changing nothing', async () => {
    const [groupsBefore, audits] = [await rowsOf(groups), await auditCount()];
    const noArabic = await call(w.t.app, adminGroupSaveCall, admin({ name_en: 'Oils' }));
    expect([noArabic.statusCode, invalidData(noArabic).field]).toEqual([400, 'name_ar']);
    const longName = await call(w.t.app, adminGroupSaveCall, admin({ name_en: 'x'.repeat(101), name_ar: 'زيوت' }));
    expect([longName.statusCode, invalidData(longName).field]).toEqual([400, 'name_en']);
    const unknown = await call(w.t.app, adminGroupSaveCall, admin({ group_id: 999_999, name_en: 'Oils', name_ar: 'زيوت' }));
    expect([unknown.statusCode, unknown.body.msg]).toEqual([404, 'Group not found']);
    const [first] = await w.t.db.select({ id: groups.id }).from(groups).limit(1);
    const partial = await call(w.t.app, adminGroupsReorderCall, admin({ group_ids: String(first!.id) }));
    expect([partial.statusCode, invalidData(partial).field]).toEqual([400, 'group_ids']);
    const notIds = await call(w.t.app, adminGroupsReorderCall, admin({ group_ids: 'a,b' }));
    expect([notIds.statusCode, invalidData(notIds).field]).toEqual([400, 'group_ids.0']);
    expect(await rowsOf(groups)).toBe(groupsBefore);
    expect(await auditCount()).toBe(audits);
  });

  it('deletes an unused group; refuses (409) one that products or categories use, changing nothing', async () => {
    const [used] = await w.t.db.select({ id: products.groupId }).from(products).where(isNotNull(products.groupId)).limit(1);
    const [usage] = await w.t.db.select({ n: count() }).from(products).where(eq(products.groupId, used!.id!));
    const [cats] = await w.t.db.select({ n: count() }).from(categories).where(eq(categories.groupId, used!.id!));
    const [groupsBefore, audits] = [await rowsOf(groups), await auditCount()];
    const refused = await call(w.t.app, adminGroupDeleteCall, admin({ group_id: used!.id! }));
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toMatchObject({
      status: false,
      msg: `This group has ${usage!.n} products and ${cats!.n} categories: move them to another group first`,
    });
    const refusedAr = await call(w.t.app, adminGroupDeleteCall, admin({ group_id: used!.id! }), { lang: 'ar' });
    expect(refusedAr.body.msg).toBe(`في هذه المجموعة ${usage!.n} من المنتجات و${cats!.n} من الفئات: انقلها إلى مجموعة أخرى أولًا`);
    expect(await rowsOf(groups)).toBe(groupsBefore);
    expect(await auditCount()).toBe(audits);

    const fresh = (await call(w.t.app, adminGroupSaveCall, admin({ name_en: 'Seasonal', name_ar: 'موسمي' }))).body.data.id;
    const gone = await call(w.t.app, adminGroupDeleteCall, admin({ group_id: fresh }));
    expect(gone.body).toEqual({ status: true, msg: 'Group deleted', data: { group_id: fresh } });
    expect(await w.t.db.select().from(groups).where(eq(groups.id, fresh))).toHaveLength(0);
    expect((await auditOf(w.t, 'group', fresh)).map((a) => a.action)).toEqual(['group.create', 'group.delete']);
    expect((await call(w.t.app, adminGroupDeleteCall, admin({ group_id: fresh }))).statusCode).toBe(404);
  });
});
