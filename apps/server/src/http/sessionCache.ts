// The sessions a server has checked, kept in memory so that a signed-in call does not read its session from
// the database every time. Never stale: whatever ends a session or changes its user's role or standing
// announces the user on `sessions_changed` (migration 0016), which drops that user's sessions here, and a kept
// session is used only once the feed has caught up with the changes committed before the request arrived
// (the same wait the read cache makes, shared with it). A kept session is used only within LAST_SEEN_EVERY_MS
// of its last recorded use, so the idle and age limits are still checked against the database in time and
// the recorded use is still written at that pace.
import { LRUCache } from 'lru-cache';
import type { StaffRole } from '@shop/contract';
import type { ChangeFeed } from '../db/changes';
import { freshLookup, newLookupCounts } from './freshLookup';

export interface KeptSession {
  userId: number;
  role: 'customer' | 'admin';
  staffRole: StaffRole | null;
  active: number;
  createdAt: number;
  lastSeenAt: number;
}

/** Sessions kept at most; the least recently used go first. */
const MAX_SESSIONS = 100_000;

export class SessionCache {
  /** By the token's hash. */
  #sessions: LRUCache<string, KeptSession>;
  /** The hashes kept per user, so a user's change drops only theirs. */
  #byUser = new Map<number, Set<string>>();
  /** Counts the changes heard, so a session read before a change is never kept after it. */
  #version = 0;
  #unsubscribe: () => void;
  /** How lookups went, for /metrics. */
  readonly lookups = newLookupCounts();

  constructor(private readonly feed: ChangeFeed) {
    this.#sessions = new LRUCache<string, KeptSession>({
      max: MAX_SESSIONS,
      dispose: (session, hash) => {
        const hashes = this.#byUser.get(session.userId);
        hashes?.delete(hash);
        if (hashes?.size === 0) this.#byUser.delete(session.userId);
      },
    });
    this.#unsubscribe = feed.onChange('sessions', (payload) => {
      this.#version++;
      const userId = payload === null ? NaN : Number(payload);
      if (!Number.isInteger(userId)) return this.#sessions.clear();
      for (const hash of [...(this.#byUser.get(userId) ?? [])]) this.#sessions.delete(hash);
    });
  }

  /**
   * The kept session for this hash, when the feed vouches that nothing changed it; and the version for keep().
   * `caughtUp`: the request's own wait for the feed, when it already started one (the read cache shares it).
   */
  async lookup(
    hash: string,
    caughtUp: () => Promise<boolean> = () => this.feed.caughtUp(),
  ): Promise<{ session?: KeptSession; version: number }> {
    const { value: session, version } = await freshLookup(
      this.lookups,
      caughtUp,
      () => this.#sessions.get(hash),
      () => this.#version,
    );
    return { session, version };
  }

  /** Keeps a session read from the database after lookup() unless a session change was heard meanwhile. */
  keep(hash: string, version: number, session: KeptSession) {
    if (version !== this.#version) return;
    this.#sessions.set(hash, session);
    let hashes = this.#byUser.get(session.userId);
    if (!hashes) this.#byUser.set(session.userId, (hashes = new Set()));
    hashes.add(hash);
  }

  close() {
    this.#unsubscribe();
    this.#sessions.clear();
  }
}
