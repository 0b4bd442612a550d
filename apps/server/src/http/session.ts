// Sessions: a random 256-bit token handed to the device once; only its SHA-256 is stored.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { GUEST_TOKEN, GUEST_USER_ID } from '@shop/contract';
import type { DbOrTx } from '../db/client';
import { sessions, users } from '../db/schema';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface Device {
  deviceToken?: string | undefined;
  deviceId?: string | undefined;
  platform?: number | undefined;
}

/** Starts a session and returns its token (the auth_key). One session per device: a new login replaces it. */
export async function createSession(db: DbOrTx, userId: number, device: Device = {}): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const deviceId = device.deviceId ?? '';
  if (deviceId) await db.delete(sessions).where(and(eq(sessions.userId, userId), eq(sessions.deviceId, deviceId)));
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    deviceToken: device.deviceToken ?? '',
    deviceId,
    platform: device.platform ?? 3,
  });
  return token;
}

export async function endSession(db: DbOrTx, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export type Principal =
  | { kind: 'guest' }
  | { kind: 'user'; userId: number; role: 'customer' | 'admin'; active: number; token: string };

/**
 * Who is calling. Missing credentials or the guest placeholder make a guest; a token must belong to the
 * given user_id, otherwise null (the caller answers 'wrong key').
 */
export async function resolvePrincipal(db: DbOrTx, authKey: unknown, userId: unknown): Promise<Principal | null> {
  const key = typeof authKey === 'string' ? authKey.trim() : '';
  const uid = Number(typeof userId === 'string' ? userId.trim() : (userId ?? GUEST_USER_ID));
  if (key === '' || key === GUEST_TOKEN) return uid === GUEST_USER_ID || Number.isNaN(uid) ? { kind: 'guest' } : null;
  if (!Number.isInteger(uid) || uid <= 0) return null;
  const [row] = await db
    .select({ userId: sessions.userId, role: users.role, active: users.active })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(key)), eq(sessions.userId, uid)))
    .limit(1);
  return row ? { kind: 'user', userId: row.userId, role: row.role, active: row.active, token: key } : null;
}
