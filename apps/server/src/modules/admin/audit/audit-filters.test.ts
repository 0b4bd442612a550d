import { describe, expect, it } from 'vitest';
import { adminAuditListCall } from '@shop/contract';
import { auditLog } from '../../../db/schema';
import { call, invalidData } from '../../../test/app';
import { adminSuite } from '../../../test/fixtures/admin';

const w = adminSuite();

const list = async (fields: Record<string, unknown>) => (await call(w.t.app, adminAuditListCall, { ...w.admin.auth, ...fields })).body;

describe('admin/audit/list.php filters', () => {
  it('filters by the admin who changed, by Dubai days and by entity, and names the admins to pick from', async () => {
    const entry = (actorUserId: number, entity: string, createdAt: string) => ({
      actorUserId,
      action: `${entity}.update`,
      entity,
      entityId: '77',
      before: null,
      after: null,
      createdAt: new Date(createdAt),
    });
    await w.t.db.insert(auditLog).values([
      entry(w.admin.id, 'coupon', '2025-03-01T21:00:00Z'), // 2 March in Dubai
      entry(w.admin.id, 'product', '2025-03-03T10:00:00Z'),
      entry(w.customer.id, 'coupon', '2025-03-02T12:00:00Z'),
    ]);
    const ids = (body: { data: { rows: { entity: string; actor: string; created_at: string }[] } }) =>
      body.data.rows.map((r) => [r.entity, r.actor, r.created_at.slice(0, 10)]);

    const march2 = await list({ from: '2025-03-02', to: '2025-03-02' });
    expect(ids(march2)).toEqual([
      ['coupon', expect.any(String), '2025-03-02'],
      ['coupon', expect.any(String), '2025-03-01'],
    ]);
    const mine = await list({ from: '2025-03-01', to: '2025-03-03', actor_id: w.admin.id });
    expect(mine.data.rows.map((r: { entity: string }) => r.entity)).toEqual(['product', 'coupon']);
    const coupons = await list({ from: '2025-03-01', to: '2025-03-31', entity: 'coupon', actor_id: w.customer.id });
    expect(coupons.data.total).toBe(1);
    expect(march2.data.actors.map((a: { id: number }) => a.id)).toEqual(expect.arrayContaining([w.admin.id, w.customer.id]));

    const bad = await call(w.t.app, adminAuditListCall, { ...w.admin.auth, from: '2 March' });
    expect(bad.statusCode).toBe(400);
    expect(invalidData(bad).field).toBe('from');
  });
});
