// Sessions: a random 256-bit token handed to the device once; only its SHA-256 is stored. A session ends
// after SESSION_IDLE_DAYS without use and SESSION_MAX_DAYS after sign-in, whichever comes first.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { GUEST_USER_ID, isGuestToken, PG_INT_MAX, type StaffRole } from '@shop/contract';
import type { Config } from '../config';
import type { DbOrTx } from '../db/client';
import { sessions, users } from '../db/schema';
import { statement } from '../db/statements';
import type { KeptSession, SessionCache } from './sessionCache';

export interface SessionLifetime {
  idleMs: number;
  maxMs: number;
}

const DAY = 24 * 60 * 60 * 1000;
export const sessionLifetime = (config: Pick<Config, 'SESSION_IDLE_DAYS' | 'SESSION_MAX_DAYS'>): SessionLifetime => ({
  idleMs: config.SESSION_IDLE_DAYS * DAY,
  maxMs: config.SESSION_MAX_DAYS * DAY,
});

/** Use is written down at most this often per session, so checking a key stays a single read. */
export const LAST_SEEN_EVERY_MS = 10 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface Device {
  deviceToken?: string | undefined;
  deviceId?: string | undefined;
  platform?: number | undefined;
}

/**
 * Starts a session and returns its token (the auth_key). One session per sign-in: the device id is kept with it
 * but ends no other session, since two browsers alike send the same one (the web's is the user-agent string).
 */
export async function createSession(db: DbOrTx, userId: number, device: Device = {}): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    deviceToken: device.deviceToken ?? '',
    deviceId: device.deviceId ?? '',
    platform: device.platform ?? 3,
  });
  return token;
}

export async function endSession(db: DbOrTx, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export type Principal =
  | { kind: 'guest' }
  | {
      kind: 'user';
      userId: number;
      role: 'customer' | 'admin';
      /** An admin's staff role (what the console lets them do); null for a customer. */
      staffRole: StaffRole | null;
      active: number;
      token: string;
    };

/**
 * Who is calling. Missing credentials or either guest placeholder make a guest; a token must belong to the
 * given user_id and be alive, otherwise null (the caller answers 'wrong key'). An expired session is deleted.
 * A session checked in the last LAST_SEEN_EVERY_MS comes from `cache` when the feed vouches for it.
 */
export async function resolvePrincipal(
  db: DbOrTx,
  authKey: unknown,
  userId: unknown,
  lifetime: SessionLifetime,
  cache: { sessions: SessionCache; caughtUp?: () => Promise<boolean> },
): Promise<Principal | null> {
  const key = typeof authKey === 'string' ? authKey.trim() : '';
  const uid = Number(typeof userId === 'string' ? userId.trim() : (userId ?? GUEST_USER_ID));
  if (key === '' || isGuestToken(key)) return uid === GUEST_USER_ID || Number.isNaN(uid) ? { kind: 'guest' } : null;
  if (!Number.isInteger(uid) || uid <= 0 || uid > PG_INT_MAX) return null;
  const hash = hashToken(key);
  const now = Date.now();
  const principal = (s: KeptSession): Principal => ({
    kind: 'user',
    userId: s.userId,
    role: s.role,
    staffRole: s.staffRole,
    active: s.active,
    token: key,
  });

  const kept = await cache.sessions.lookup(hash, cache.caughtUp);
  if (kept.session && now - kept.session.lastSeenAt <= LAST_SEEN_EVERY_MS && now - kept.session.createdAt <= lifetime.maxMs) {
    return kept.session.userId === uid ? principal(kept.session) : null;
  }
  const [row] = await statement(db, 'session_by_token', () =>
    db
      .select({
        id: sessions.id,
        userId: sessions.userId,
        role: users.role,
        staffRole: users.staffRole,
        active: users.active,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, sql.placeholder('hash')), eq(sessions.userId, sql.placeholder('userId'))))
      .limit(1),
  ).execute({ hash, userId: uid });
  if (!row) return null;
  if (now - row.lastSeenAt.getTime() > lifetime.idleMs || now - row.createdAt.getTime() > lifetime.maxMs) {
    await db.delete(sessions).where(eq(sessions.id, row.id));
    return null;
  }
  let lastSeenAt = row.lastSeenAt.getTime();
  if (now - lastSeenAt > LAST_SEEN_EVERY_MS) {
    // Conditional: of concurrent requests only one writes.
    const stale = new Date(now - LAST_SEEN_EVERY_MS);
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(and(eq(sessions.id, row.id), lt(sessions.lastSeenAt, stale)));
    lastSeenAt = now;
  }
  const session: KeptSession = {
    userId: row.userId,
    role: row.role,
    staffRole: row.staffRole,
    active: row.active,
    createdAt: row.createdAt.getTime(),
    lastSeenAt,
  };
  cache.sessions.keep(hash, kept.version, session);
  return principal(session);
}
