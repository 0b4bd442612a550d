// Counters behind the shop's limits (per-IP request rates, per-account sign-in lockout, code sending).
// With REDIS_URL they live in Redis, so every server behind a load balancer enforces one limit; without it,
// in this process's memory. Each operation is atomic (a Lua script in Redis, synchronous code in memory),
// so concurrent requests cannot slip between a read and a write.
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config';

/** A growing delay: `free` tries, then each try waits `firstWaitMs`, doubling up to `maxWaitMs`. */
export interface Backoff {
  free: number;
  firstWaitMs: number;
  maxWaitMs: number;
  /** The count is forgotten this long after the last try. */
  forgetMs: number;
}

export interface LimitStore {
  /** Takes one of `max` places of `key` in any `windowMs`: 0 when taken, otherwise ms before one frees up. */
  take(key: string, max: number, windowMs: number): Promise<number>;
  /** Counts a try of `key` under `backoff`: 0 when counted, otherwise ms to wait (and nothing is counted). */
  tryBackoff(key: string, backoff: Backoff): Promise<number>;
  /** Remembers `key` for `ttlMs`. */
  mark(key: string, ttlMs: number): Promise<void>;
  isMarked(key: string): Promise<boolean>;
  clear(key: string): Promise<void>;
}

/** The wait before try number `tries + 1`, after `tries` counted ones. */
export const backoffWaitMs = (b: Backoff, tries: number) =>
  tries < b.free ? 0 : Math.min(b.firstWaitMs * 2 ** (tries - b.free), b.maxWaitMs);

type Entry =
  | { kind: 'window'; times: number[]; expires: number }
  | { kind: 'backoff'; tries: number; until: number; expires: number }
  | { kind: 'mark'; expires: number };

export class MemoryLimitStore implements LimitStore {
  #entries = new Map<string, Entry>();

  #get<K extends Entry['kind']>(key: string, kind: K, now: number): Extract<Entry, { kind: K }> | undefined {
    const entry = this.#entries.get(key);
    if (!entry || entry.kind !== kind || entry.expires <= now) return undefined;
    return entry as Extract<Entry, { kind: K }>;
  }

  #set(key: string, entry: Entry, now: number) {
    this.#entries.set(key, entry);
    // Forget what has expired, so the map stays small however many keys are tried.
    if (this.#entries.size > 10_000) for (const [k, e] of this.#entries) if (e.expires <= now) this.#entries.delete(k);
  }

  async take(key: string, max: number, windowMs: number): Promise<number> {
    const now = Date.now();
    const times = (this.#get(key, 'window', now)?.times ?? []).filter((t) => t > now - windowMs);
    if (times.length >= max) return times[times.length - max]! + windowMs - now;
    this.#set(key, { kind: 'window', times: [...times, now], expires: now + windowMs }, now);
    return 0;
  }

  async tryBackoff(key: string, backoff: Backoff): Promise<number> {
    const now = Date.now();
    const state = this.#get(key, 'backoff', now) ?? { kind: 'backoff', tries: 0, until: 0, expires: 0 };
    if (now < state.until) return state.until - now;
    const tries = state.tries + 1;
    const wait = backoffWaitMs(backoff, tries);
    this.#set(key, { kind: 'backoff', tries, until: wait ? now + wait : 0, expires: now + backoff.forgetMs }, now);
    return 0;
  }

  async mark(key: string, ttlMs: number): Promise<void> {
    const now = Date.now();
    this.#set(key, { kind: 'mark', expires: now + ttlMs }, now);
  }

  async isMarked(key: string): Promise<boolean> {
    return Boolean(this.#get(key, 'mark', Date.now()));
  }

  async clear(key: string): Promise<void> {
    this.#entries.delete(key);
  }
}

// The same operations as scripts run inside Redis. Times come from the caller (like the memory store), so
// both stores behave alike; the servers' clocks are expected to agree (NTP).
const TAKE = `
local key, now, window, max, member = KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), ARGV[4]
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
local n = redis.call('ZCARD', key)
if n >= max then
  local oldest = redis.call('ZRANGE', key, n - max, n - max, 'WITHSCORES')
  return tonumber(oldest[2]) + window - now
end
redis.call('ZADD', key, now, member)
redis.call('PEXPIRE', key, window)
return 0`;

const TRY_BACKOFF = `
local key, now, free, first, max, forget = KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
local untilMs = tonumber(redis.call('HGET', key, 'until') or '0')
if now < untilMs then return untilMs - now end
local tries = redis.call('HINCRBY', key, 'tries', 1)
if tries >= free then
  redis.call('HSET', key, 'until', string.format('%d', now + math.min(first * 2 ^ (tries - free), max)))
end
redis.call('PEXPIRE', key, forget)
return 0`;

interface LimitCommands {
  limitTake(key: string, now: number, windowMs: number, max: number, member: string): Promise<number>;
  limitTryBackoff(key: string, now: number, free: number, firstWaitMs: number, maxWaitMs: number, forgetMs: number): Promise<number>;
}

export class RedisLimitStore implements LimitStore {
  readonly #redis: Redis & LimitCommands;

  constructor(
    redis: Redis,
    private readonly prefix: string,
  ) {
    redis.defineCommand('limitTake', { numberOfKeys: 1, lua: TAKE });
    redis.defineCommand('limitTryBackoff', { numberOfKeys: 1, lua: TRY_BACKOFF });
    this.#redis = redis as Redis & LimitCommands;
  }

  take(key: string, max: number, windowMs: number): Promise<number> {
    return this.#redis.limitTake(this.prefix + key, Date.now(), windowMs, max, `${Date.now()}-${randomBytes(6).toString('hex')}`);
  }

  tryBackoff(key: string, b: Backoff): Promise<number> {
    return this.#redis.limitTryBackoff(this.prefix + key, Date.now(), b.free, b.firstWaitMs, b.maxWaitMs, b.forgetMs);
  }

  async mark(key: string, ttlMs: number): Promise<void> {
    await this.#redis.set(this.prefix + key, '1', 'PX', ttlMs);
  }

  async isMarked(key: string): Promise<boolean> {
    return (await this.#redis.exists(this.prefix + key)) === 1;
  }

  async clear(key: string): Promise<void> {
    await this.#redis.del(this.prefix + key);
  }
}

export interface Limits {
  store: LimitStore;
  /** Options for @fastify/rate-limit: its Redis store when there is one. */
  rateLimitOptions: { redis?: Redis; nameSpace?: string };
  /** The Redis connection, when there is one (readiness pings it). */
  redis: Redis | null;
  close(): Promise<void>;
}

/** The limit store the config asks for; with REDIS_URL it connects first, so a wrong URL stops the start. */
export async function openLimits(config: Config, log: FastifyBaseLogger): Promise<Limits> {
  if (!config.REDIS_URL) return { store: new MemoryLimitStore(), rateLimitOptions: {}, redis: null, close: async () => {} };
  // A few retries, then the request fails (500) rather than hang: limits are never skipped.
  const redis = new Redis(config.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 2 });
  redis.on('error', (err: Error) => log.error({ err }, 'redis'));
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`Redis at REDIS_URL cannot be reached (${(error as Error).message})`, { cause: error });
  }
  return {
    store: new RedisLimitStore(redis, config.REDIS_KEY_PREFIX),
    rateLimitOptions: { redis, nameSpace: `${config.REDIS_KEY_PREFIX}rate-limit:` },
    redis,
    close: async () => {
      await redis.quit();
    },
  };
}
