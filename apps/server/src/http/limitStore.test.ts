// The two limit stores behave alike: the same cases run against memory and against the machine's Redis.
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { testRedis } from '../test/redis';
import { MemoryLimitStore, RedisLimitStore, type Backoff, type LimitStore } from './limitStore';

const { redis, prefix, close } = testRedis();
afterAll(close);
afterEach(() => {
  vi.useRealTimers();
});

let clock = 0;
/** Sets the clock (Date only) to `ms` after the start of the test. */
const at = (ms: number) => vi.useFakeTimers({ toFake: ['Date'], now: clock + ms });

const stores: [string, () => LimitStore][] = [
  ['memory', () => new MemoryLimitStore()],
  ['Redis', () => new RedisLimitStore(redis, prefix)],
];

describe.each(stores)('%s limit store', (_name, makeStore) => {
  let n = 0;
  const key = () => `k${++n}-${randomBytes(4).toString('hex')}`;

  it('take: max places in any window, then the wait until the oldest leaves it', async () => {
    const store = makeStore();
    const k = key();
    clock = Date.now();
    for (const t of [0, 10_000, 20_000]) {
      at(t);
      expect(await store.take(k, 3, 60_000)).toBe(0);
    }
    at(30_000);
    expect(await store.take(k, 3, 60_000)).toBe(30_000);
    expect(await store.take(key(), 3, 60_000)).toBe(0);
    at(60_001);
    expect(await store.take(k, 3, 60_000)).toBe(0);
    expect(await store.take(k, 3, 60_000)).toBe(9_999);
  });

  it('take: concurrent takers never get more than max places', async () => {
    const store = makeStore();
    const k = key();
    const waits = await Promise.all(Array.from({ length: 50 }, () => store.take(k, 5, 60_000)));
    expect(waits.filter((w) => w === 0)).toHaveLength(5);
  });

  it('tryBackoff: free tries, then a wait that doubles up to its maximum; a refused try is not counted', async () => {
    const store = makeStore();
    const k = key();
    const backoff: Backoff = { free: 3, firstWaitMs: 1000, maxWaitMs: 3000, forgetMs: 60_000 };
    clock = Date.now();
    at(0);
    for (let i = 0; i < 3; i++) expect(await store.tryBackoff(k, backoff)).toBe(0);
    expect(await store.tryBackoff(k, backoff)).toBe(1000);
    at(500);
    expect(await store.tryBackoff(k, backoff)).toBe(500);
    at(1000);
    expect(await store.tryBackoff(k, backoff)).toBe(0);
    expect(await store.tryBackoff(k, backoff)).toBe(2000);
    at(3000);
    expect(await store.tryBackoff(k, backoff)).toBe(0);
    at(3001);
    expect(await store.tryBackoff(k, backoff)).toBe(2999); // capped at 3 s, not 4
    await store.clear(k);
    expect(await store.tryBackoff(k, backoff)).toBe(0);
  });

  it('tryBackoff: of many concurrent tries only the free ones are counted', async () => {
    const store = makeStore();
    const k = key();
    const waits = await Promise.all(
      Array.from({ length: 60 }, () => store.tryBackoff(k, { free: 5, firstWaitMs: 60_000, maxWaitMs: 3_600_000, forgetMs: 86_400_000 })),
    );
    expect(waits.filter((w) => w === 0)).toHaveLength(5);
  });

  it('mark: remembered until cleared', async () => {
    const store = makeStore();
    const [a, b] = [key(), key()];
    await store.mark(a, 60_000);
    await store.mark(b, 60_000);
    expect(await store.isMarked(a)).toBe(true);
    expect(await store.isMarked(key())).toBe(false);
    await store.clear(b);
    expect(await store.isMarked(b)).toBe(false);
  });
});
