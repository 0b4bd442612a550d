// The lookup both in-memory caches of the change feed (readCache.ts, sessionCache.ts) make, in one place: a
// kept value is used only once the feed has caught up with the changes committed before the request, and each
// lookup is counted for /metrics the same way, so the two caches' counters mean the same.

/** How a cache's lookups went: bypass when the feed could not vouch for freshness (nothing kept was used). */
export type LookupCounts = { hit: number; miss: number; bypass: number };

export const newLookupCounts = (): LookupCounts => ({ hit: 0, miss: 0, bypass: 0 });

/**
 * Waits for `caughtUp`, then reads the kept value and the cache's version together (no change can be heard
 * between the two); version -1 when the feed could not vouch, so the value read from the database is not kept.
 */
export async function freshLookup<T>(
  counts: LookupCounts,
  caughtUp: () => Promise<boolean>,
  read: () => T | undefined,
  version: () => number,
): Promise<{ value?: T; version: number }> {
  if (!(await caughtUp())) {
    counts.bypass++;
    return { version: -1 };
  }
  const value = read();
  counts[value === undefined ? 'miss' : 'hit']++;
  return { value, version: version() };
}
