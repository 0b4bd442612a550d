import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import { call } from '../../test/app';
import { adminWorld, auditOf, type AdminWorld } from './admin.fixtures';

let w: AdminWorld;
beforeAll(async () => {
  w = await adminWorld();
});
afterAll(() => w.t.close());

describe('admin content', () => {
  it('saves the store settings; the points rate is what the wallet then uses', async () => {
    const now = (await call(w.t.app, '/admin/content/settings.php', w.admin.auth)).body.data;
    expect(now.aed_points).toBe(100);
    const saved = await call(w.t.app, '/admin/content/settings_save.php', { ...w.admin.auth, ...now, aed_points: 50 });
    expect(saved.body.data.aed_points).toBe(50);
    const wallet = await call(w.t.app, '/profile/wallet/balance.php', w.customer.auth);
    expect(wallet.body.data.aed_points).toBe(50);
    const trail = await w.t.db.select().from(auditLog).where(eq(auditLog.entity, 'settings'));
    expect(trail.map((a) => [a.action, (a.before as { aed_points: number }).aed_points, (a.after as { aed_points: number }).aed_points])).toEqual([['settings.save', 100, 50]]);
  });

  it("changes a region's delivery fee in AED", async () => {
    const regions = (await call(w.t.app, '/admin/content/regions.php', w.admin.auth)).body.data;
    expect(regions.length).toBeGreaterThan(0);
    const changed = await call(w.t.app, '/admin/content/region_fee.php', { ...w.admin.auth, region_id: regions[0].id, delivery_fee: 35 });
    expect(changed.body.data).toMatchObject({ id: regions[0].id, delivery_fee: 35 });
    expect((await auditOf(w.t, 'region', regions[0].id))[0]).toMatchObject({ action: 'region.fee', after: { deliveryFee: 3500 } });
  });

  it('adds, edits and deletes a FAQ entry that the shop shows', async () => {
    const q = { question_en: 'Is the honey raw?', question_ar: 'هل العسل خام؟', answer_en: 'Yes', answer_ar: 'نعم' };
    const made = await call(w.t.app, '/admin/content/faq_save.php', { ...w.admin.auth, ...q });
    const id = made.body.data.id;
    const edited = await call(w.t.app, '/admin/content/faq_save.php', { ...w.admin.auth, ...q, faq_id: id, answer_en: 'Yes, never heated' });
    expect(edited.body.data).toMatchObject({ id, answer_en: 'Yes, never heated', sort: made.body.data.sort });
    const shop = await call(w.t.app, '/profile/faq.php', w.customer.auth);
    expect(JSON.stringify(shop.body.data)).toContain('Yes, never heated');
    expect((await call(w.t.app, '/admin/content/faq_delete.php', { ...w.admin.auth, faq_id: id })).body.data).toEqual({ faq_id: id });
    expect((await call(w.t.app, '/admin/content/faq.php', w.admin.auth)).body.data.map((f: { id: number }) => f.id)).not.toContain(id);
    expect((await auditOf(w.t, 'faq', id)).map((a) => a.action)).toEqual(['faq.create', 'faq.update', 'faq.delete']);
  });
});
