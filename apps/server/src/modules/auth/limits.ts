// Per-account limits (design.md §5), beside the per-IP ones of @fastify/rate-limit: they stop one account
// from being guessed at from many addresses. Kept in this process's memory, keyed by e-mail, so an unknown
// address is limited exactly like a known one and the limits reveal nothing about who has an account.
import { CODE_RESEND_SECONDS } from '@shop/contract';

/** At most `max` hits per key within any `windowMs`. */
export class AttemptWindow {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const times = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (times.length) this.hits.set(key, times);
    else this.hits.delete(key);
    return times;
  }

  /** Milliseconds before `key` may try again; 0 when it may now. */
  waitMs(key: string): number {
    const times = this.recent(key);
    return times.length < this.max ? 0 : times[times.length - this.max]! + this.windowMs - this.now();
  }

  hit(key: string): void {
    this.hits.set(key, [...this.recent(key), this.now()]);
    // Forget keys whose window has passed, so the map stays small however many addresses are tried.
    if (this.hits.size > 10_000) for (const k of [...this.hits.keys()]) this.recent(k);
  }

  clear(key: string): void {
    this.hits.delete(key);
  }
}

const MINUTE = 60_000;

export function createAuthLimits(now: () => number = () => Date.now()) {
  return {
    /** Failed logins per e-mail; then even the right password waits (otherwise the lock would not stop guessing). */
    loginFailures: new AttemptWindow(10, 15 * MINUTE, now),
    /** One code per address and purpose per resend countdown... */
    codeResend: new AttemptWindow(1, CODE_RESEND_SECONDS * 1000, now),
    /** ...and a few per hour. With 5 tries per code this bounds guesses at 25 an hour per address. */
    codesPerHour: new AttemptWindow(5, 60 * MINUTE, now),
  };
}

export type AuthLimits = ReturnType<typeof createAuthLimits>;
