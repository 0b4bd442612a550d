import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMeCall, loginCall } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { auditLog, users } from '../../../db/schema';
import { createTestApp, call, type TestApp } from '../../../test/app';
import { verifyPassword } from '../../auth/password';
import { customer } from '../../../test/fixtures/shoppers';
import { createOrPromoteAdmin } from '../accounts/service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('createOrPromoteAdmin (npm run admin:create)', () => {
  it('creates an active admin with a generated password that signs in to the console', async () => {
    const made = await createOrPromoteAdmin(t.db, { email: 'Owner@Shop.ae', name: 'Owner' });
    expect(made).toMatchObject({ email: 'owner@shop.ae', outcome: 'created' });
    const [u] = await t.db.select().from(users).where(eq(users.id, made.id));
    expect(u).toMatchObject({ role: 'admin', active: 1, name: 'Owner' });
    expect(u!.favoriteListId).not.toBeNull();
    expect(await verifyPassword(u!.passwordHash!, made.password!)).toBe(true);
    const login = await call(t.app, loginCall, {
      email: 'owner@shop.ae',
      password: made.password,
      token: 't',
      platform: 3,
      device_id: 'd',
    });
    expect(login.body.status).toBe(true);
    const me = await call(t.app, adminMeCall, { auth_key: login.body.data.auth_key, user_id: made.id });
    expect(me.body.data.email).toBe('owner@shop.ae');
  });

  it('promotes an existing customer without touching the password, and audits it', async () => {
    const c = await customer(t.db);
    const [before] = await t.db.select().from(users).where(eq(users.id, c.id));
    const made = await createOrPromoteAdmin(t.db, { email: c.email, password: 'ignored-password' });
    expect(made).toEqual({ id: c.id, email: c.email, outcome: 'promoted' });
    const [after] = await t.db.select().from(users).where(eq(users.id, c.id));
    expect(after).toMatchObject({ role: 'admin', passwordHash: before!.passwordHash });
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(c.id)));
    expect(rows.map((r) => [r.action, r.entity])).toEqual([['admin.promote', 'user']]);
  });

  it('refuses a short or common password', async () => {
    await expect(createOrPromoteAdmin(t.db, { email: 'x@y.ae', password: 'short' })).rejects.toThrow('at least 8');
    await expect(createOrPromoteAdmin(t.db, { email: 'x@y.ae', password: 'letmein123' })).rejects.toThrow('one of the most common');
  });
});
