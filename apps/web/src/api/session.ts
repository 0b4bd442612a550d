// Who the visitor is (docs/product.md §2, §4, §6): a guest (placeholder token, user id 0) or a signed-in customer.
import { useSyncExternalStore } from 'react';
import { GUEST_TOKEN, GUEST_USER_ID, PLATFORM_WEB } from '@shop/contract';
import { readStored, removeStored, STORAGE_KEYS, writeStored } from './storage';

export interface Credentials {
  authKey: string;
  userId: number;
}

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** The stored auth_key and user_id, or the guest pair when either is missing. */
export function credentials(): Credentials {
  const token = readStored('token');
  const userId = Number(readStored('userId'));
  if (!token || readStored('userId') === null || !Number.isInteger(userId)) return { authKey: GUEST_TOKEN, userId: GUEST_USER_ID };
  return { authKey: token, userId };
}

/** A real customer: a token other than the guest placeholder and a user id other than 0. */
export function isLoggedIn(): boolean {
  const { authKey, userId } = credentials();
  return authKey !== GUEST_TOKEN && userId !== GUEST_USER_ID;
}

/** Guarded routes: when the token or the user id is missing, store the guest pair. */
export function ensureGuestSession(): void {
  if (readStored('token') && readStored('userId') !== null) return;
  writeStored('token', GUEST_TOKEN);
  writeStored('userId', GUEST_USER_ID);
  emit();
}

/** The device fields every login and registration sends (docs/product.md §3: Platform 3, DeviceId = the browser agent). */
export function ensureDeviceInfo(): void {
  writeStored('platform', PLATFORM_WEB);
  writeStored('deviceId', navigator.userAgent);
}

export interface SignedIn {
  token: string;
  userId: number;
  email?: string;
  favId?: number | string;
}

/** Stores a successful login (email, social sign-in or activation). */
export function signIn({ token, userId, email, favId }: SignedIn): void {
  writeStored('token', token);
  writeStored('userId', userId);
  if (email !== undefined) writeStored('email', email);
  if (favId !== undefined) writeStored('favId', favId);
  emit();
}

/** Back to a guest: the customer's keys go, the guest pair is stored. */
export function signOut(): void {
  removeStored('email', 'favId');
  writeStored('token', GUEST_TOKEN);
  writeStored('userId', GUEST_USER_ID);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab signing in or out changes this tab's session too.
  const onStorage = (e: StorageEvent) => {
    if (e.key === STORAGE_KEYS.token || e.key === STORAGE_KEYS.userId || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Re-renders when the visitor signs in or out. */
export function useLoggedIn(): boolean {
  return useSyncExternalStore(subscribe, isLoggedIn, () => false);
}
