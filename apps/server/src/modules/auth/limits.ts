// Per-account limits (docs/rules.md), beside the per-IP ones of @fastify/rate-limit. They are keyed by the
// e-mail typed, so an unknown address is limited exactly like a known one and reveals nothing about who has an
// account. Every try is counted before the password or code is checked, so concurrent requests gain nothing.
//
// Sign-in lockout, built so that a stranger cannot keep the owner out:
// - per account and address: 5 failed tries, then a growing wait before each next one (1 minute, doubling up
//   to 1 hour); a success or a password reset from that address clears it. Other addresses are not affected.
// - per account, from addresses it has not signed in from in the last 30 days: at most 100 tries an hour
//   (ASVS 2.2.1), against guessing spread over many addresses. Addresses the owner has used are never held back
//   by it, and a password reset by e-mail makes the address a known one.
import { CODE_RESEND_SECONDS } from '@shop/contract';
import type { Backoff, LimitStore } from '../../http/limitStore';
import type { StoredCodePurpose } from './codes';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const LOGIN_BACKOFF: Backoff = { free: 5, firstWaitMs: MINUTE, maxWaitMs: HOUR, forgetMs: DAY };
export const NEW_ADDRESS_TRIES_PER_HOUR = 100;
export const KNOWN_ADDRESS_DAYS = 30;
/** With 5 tries per code this bounds code guesses at 25 an hour per address. */
export const CODES_PER_HOUR = 5;

export type LimitRefusal =
  | { limit: 'address' | 'account'; waitMs: number } // sign-in
  | { limit: 'resend' | 'hourly'; waitMs: number }; // codes

const backoffKey = (email: string, ip: string) => `login:${email} ${ip}`;
const knownKey = (email: string, ip: string) => `known:${email} ${ip}`;

export class AuthLimits {
  constructor(private readonly store: LimitStore) {}

  /** Counts a sign-in try before its password is checked; a refusal says how long to wait. */
  async beforeLogin(email: string, ip: string): Promise<LimitRefusal | null> {
    const addressWait = await this.store.tryBackoff(backoffKey(email, ip), LOGIN_BACKOFF);
    if (addressWait > 0) return { limit: 'address', waitMs: addressWait };
    if (await this.store.isMarked(knownKey(email, ip))) return null;
    const accountWait = await this.store.take(`login-new:${email}`, NEW_ADDRESS_TRIES_PER_HOUR, HOUR);
    return accountWait > 0 ? { limit: 'account', waitMs: accountWait } : null;
  }

  /** The owner proved themselves from `ip` (password or e-mailed code): its count is cleared and it becomes known. */
  async ownerAt(email: string, ip: string): Promise<void> {
    await this.store.clear(backoffKey(email, ip));
    await this.store.mark(knownKey(email, ip), KNOWN_ADDRESS_DAYS * DAY);
  }

  /** One code per address and purpose per resend countdown, and CODES_PER_HOUR an hour per address. */
  async beforeSendingCode(email: string, purpose: StoredCodePurpose): Promise<LimitRefusal | null> {
    const resendWait = await this.store.take(`code-resend:${purpose} ${email}`, 1, CODE_RESEND_SECONDS * 1000);
    if (resendWait > 0) return { limit: 'resend', waitMs: resendWait };
    const hourlyWait = await this.store.take(`codes:${email}`, CODES_PER_HOUR, HOUR);
    return hourlyWait > 0 ? { limit: 'hourly', waitMs: hourlyWait } : null;
  }

  /** A confirmed code ends its countdown: the next change may ask for a code at once. */
  async codeUsed(email: string, purpose: StoredCodePurpose): Promise<void> {
    await this.store.clear(`code-resend:${purpose} ${email}`);
  }
}
