// Back to where the shopper was: a guest who tries a customer's action (add to cart, favourite,
// add to a list) is sent to /login; the page and the action are kept in this tab's sessionStorage, and once
// signed in the shopper returns to that page, where the action is completed (ResumeAfterLogin).
// Only a same-origin path is ever kept or followed, so a crafted value cannot send the shopper elsewhere.
import { useSyncExternalStore } from 'react';

/** What the guest tried. */
export type PendingAction =
  { kind: 'cart'; productId: number; quantity: number } | { kind: 'favourite'; productId: number } | { kind: 'list'; productId: number };

export interface PendingReturn {
  /** The router path (without the language prefix), with its query and hash. */
  path: string;
  action: PendingAction;
  at: number;
}

const KEY = 'ReturnAfterLogin';
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
/** An intent older than this is forgotten: the shopper has moved on. */
export const RETURN_MAX_AGE_MS = 30 * 60_000;

/** A path on this site: one leading slash (not '//' or '/\\', which browsers read as another host), no control characters. */
export function safePath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000 || !/^\/(?![/\\])/.test(value) || /[\p{Cc}\\]/u.test(value)) return null;
  try {
    const base = 'https://shop.invalid';
    const url = new URL(value, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

const positiveInt = (n: unknown, max = 1_000_000): n is number => typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= max;

function validAction(a: unknown): PendingAction | null {
  if (!a || typeof a !== 'object') return null;
  const { kind, productId, quantity } = a as Record<string, unknown>;
  if (!positiveInt(productId)) return null;
  if (kind === 'cart') return positiveInt(quantity, 1000) ? { kind, productId, quantity } : null;
  return kind === 'favourite' || kind === 'list' ? { kind, productId } : null;
}

/** The kept intent, when there is a valid, recent one. */
export function pendingReturn(now = Date.now()): PendingReturn | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Record<string, unknown>;
    const path = safePath(value.path);
    const action = validAction(value.action);
    const at = typeof value.at === 'number' ? value.at : 0;
    if (!path || !action || now - at > RETURN_MAX_AGE_MS || at > now) {
      sessionStorage.removeItem(KEY);
      return null;
    }
    return { path, action, at };
  } catch {
    return null;
  }
}

/** Keeps the page and the action a guest tried (the latest one wins). */
export function rememberReturn(path: string, action: PendingAction): void {
  const safe = safePath(path);
  if (!safe) return;
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ path: safe, action, at: Date.now() }));
    emit();
  } catch {
    // Storage blocked: the shopper lands on the usual page after signing in.
  }
}

/** The kept action, taken (removed) once the shopper is back on its page. */
export function takePendingAction(path: string): PendingAction | null {
  const pending = pendingReturn();
  if (!pending || pending.path !== path) return null;
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    return null;
  }
  emit();
  return pending.action;
}

// The intent as React state: the same object while the stored text is unchanged; none while the server renders.
let cachedRaw: string | null | undefined;
let cached: PendingReturn | null = null;
function snapshot(): PendingReturn | null {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(KEY);
  } catch {
    // Storage blocked: nothing kept.
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = pendingReturn();
  }
  return cached;
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The kept intent, re-rendering when it is kept or taken. */
export const usePendingReturn = () => useSyncExternalStore(subscribe, snapshot, () => null);
