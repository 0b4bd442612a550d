// The admin tests' world: the seeded demo shop, its admin and a customer, each signed in.
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import { auditLog, users } from '../../db/schema';
import { seed } from '../../db/seed';
import { ADMIN, DEMO_CUSTOMER } from '../../db/seed/data/people';
import { createSession } from '../../http/session';
import { createTestApp, type TestApp } from '../../test/app';

export interface Auth {
  id: number;
  auth: { auth_key: string; user_id: number };
}

export interface AdminWorld {
  t: TestApp;
  admin: Auth;
  customer: Auth;
}

async function signIn(t: TestApp, email: string): Promise<Auth> {
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const key = await createSession(t.db, user!.id, { deviceId: 'admin-tests' });
  return { id: user!.id, auth: { auth_key: key, user_id: user!.id } };
}

export async function adminWorld(overrides: Partial<Config> = {}): Promise<AdminWorld> {
  const t = await createTestApp(overrides);
  await seed(t.db, { media: t.app.media, images: false });
  return { t, admin: await signIn(t, ADMIN.email), customer: await signIn(t, DEMO_CUSTOMER.email) };
}

/** Audit rows of one entity, oldest first. */
export async function auditOf(t: TestApp, entity: string, entityId: number | string) {
  const rows = await t.db.select().from(auditLog).where(eq(auditLog.entity, entity));
  return rows.filter((r) => r.entityId === String(entityId)).sort((a, b) => a.id - b.id);
}
