// The session cache: a signed-in call's session is checked from memory once it has been read, and whatever
// ends a session or changes its user's role or standing (the API, SQL, another connection) is seen by the
// very next call. On PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { eq, sql } from 'drizzle-orm';
import { adminDashboardCall, logoutCall, walletBalanceCall } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema';
import { createAccount } from '../modules/auth/accounts';
import { call, expectRefusal } from '../test/app';
import { suiteApp } from '../test/fixtures/suite';
import { createSession } from './session';

const t = suiteApp();

let people = 0;
async function signedIn(role: 'customer' | 'admin' = 'customer') {
  const user = await t.db.transaction((tx) =>
    createAccount(tx, { name: 'Cached', email: `cached-${++people}@example.com`, phone: '0501234567', passwordHash: null, active: 1 }),
  );
  if (role === 'admin') await t.db.update(users).set({ role, staffRole: 'owner' }).where(eq(users.id, user.id));
  return { auth_key: await createSession(t.db, user.id), user_id: user.id };
}

const balance = (auth: { auth_key: string; user_id: number }) => call(t.app, walletBalanceCall, auth);
const hits = () => t.app.sessionCache.lookups.hit;

/** Runs SQL with the triggers off for this transaction: a change nobody announces, to see what is served. */
async function silently(run: (tx: Parameters<Parameters<typeof t.db.transaction>[0]>[0]) => Promise<unknown>) {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await run(tx);
  });
}

describe('session cache', () => {
  it('checks a session from memory after its first read', async () => {
    const auth = await signedIn();
    expect((await balance(auth)).body.status).toBe(true);
    const before = hits();
    // Deleted without an announcement, the session is still found: it came from memory.
    await silently((tx) => tx.delete(sessions).where(eq(sessions.userId, auth.user_id)));
    expect((await balance(auth)).body.status).toBe(true);
    expect(hits()).toBe(before + 1);
  });

  it('refuses a session at once after sign-out', async () => {
    const auth = await signedIn();
    expect((await balance(auth)).body.status).toBe(true);
    expect((await call(t.app, logoutCall, auth)).body.status).toBe(true);
    expectRefusal(await balance(auth), 'wrong-key');
  });

  it('refuses a session deleted by SQL, outside the API, on the next call', async () => {
    const auth = await signedIn();
    expect((await balance(auth)).body.status).toBe(true);
    await t.db.delete(sessions).where(eq(sessions.userId, auth.user_id));
    expectRefusal(await balance(auth), 'wrong-key');
  });

  it('keeps a session it holds when another sign-in on the same device starts one (each sign-in has its own)', async () => {
    const user = await signedIn();
    const first = { auth_key: await createSession(t.db, user.user_id, { deviceId: 'phone-1' }), user_id: user.user_id };
    expect((await balance(first)).body.status).toBe(true);
    const second = { auth_key: await createSession(t.db, user.user_id, { deviceId: 'phone-1' }), user_id: user.user_id };
    expect((await balance(first)).body.status).toBe(true);
    expect((await balance(second)).body.status).toBe(true);
    await call(t.app, logoutCall, second);
    expectRefusal(await balance(second), 'wrong-key');
    expect((await balance(first)).body.status).toBe(true);
  });

  it("sees a role taken away by SQL on the next call, and forgets only that user's sessions", async () => {
    const admin = await signedIn('admin');
    const other = await signedIn();
    const dashboard = () => call(t.app, adminDashboardCall, admin);
    expect((await dashboard()).body.status).toBe(true);
    expect((await balance(other)).body.status).toBe(true);
    const before = hits();
    await t.db.update(users).set({ role: 'customer', staffRole: null }).where(eq(users.id, admin.user_id));
    // The admin API keeps REST codes (docs/api.md).
    expect((await dashboard()).statusCode).toBe(403);
    // The other customer's session is still kept.
    expect((await balance(other)).body.status).toBe(true);
    expect(hits()).toBe(before + 1);
  });

  it('refuses a token presented with another user id, kept or not', async () => {
    const a = await signedIn();
    const b = await signedIn();
    expect((await balance(a)).body.status).toBe(true);
    expectRefusal(await balance({ auth_key: a.auth_key, user_id: b.user_id }), 'wrong-key');
  });

  it('refuses every session of a deleted account', async () => {
    const auth = await signedIn();
    expect((await balance(auth)).body.status).toBe(true);
    await t.db.delete(users).where(eq(users.id, auth.user_id));
    expectRefusal(await balance(auth), 'wrong-key');
  });
});
