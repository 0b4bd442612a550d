// Answers of the catalogue's read calls, kept in memory as sent, their compressed forms included (encoded.ts).
// They are the same for every caller (guest or customer) and change only when the catalogue tables do, so one
// read serves everyone until then.
// Freshness: every committed change to those tables is announced (db/changes.ts) and drops everything; before
// answering from memory, a request waits until the feed has caught up with the changes committed before it
// arrived, so a shopper never sees an answer older than a change made before their request, by whoever.
// A new shop day drops everything too: what shows depends on the day as well (a banner's start and end days).
import { LRUCache } from 'lru-cache';
import { shopDate } from '@shop/contract';
import type { ChangeFeed } from '../db/changes';
import { freshLookup, newLookupCounts } from './freshLookup';

/** Memory for kept answers (JSON characters, or bytes as `sizeOf` counts them); the least recently used go first. */
const MAX_SIZE = 32 * 1024 * 1024;

export interface Lookup<V> {
  /** The kept answer, when there is one. */
  kept?: V;
  /** Pass back to store(); -1 when the answer must not be kept. */
  version: number;
}

/** Kept answers of one kind (the catalogue's JSON, the storefront's rendered pages), `sizeOf` counting their memory. */
export class ReadCache<V extends NonNullable<unknown>> {
  #answers: LRUCache<string, V>;
  /** Counts the changes heard, so an answer read before a change is never kept after it. */
  #version = 0;
  #unsubscribe: () => void;
  /** How lookups went, for /metrics: bypass when the feed could not vouch for freshness. */
  readonly lookups = newLookupCounts();

  /** The shop day the kept answers were read on. */
  #day: string;

  constructor(
    private readonly feed: ChangeFeed,
    sizeOf: (answer: V) => number,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.#answers = new LRUCache<string, V>({ maxSize: MAX_SIZE, sizeCalculation: sizeOf });
    this.#day = shopDate(now());
    this.#unsubscribe = feed.onChange('catalog', () => this.#dropAll());
  }

  #dropAll() {
    this.#version++;
    this.#answers.clear();
  }

  /** `caughtUp`: the request's own wait for the feed, when it already started one (the session check shares it). */
  async lookup(key: string, caughtUp: () => Promise<boolean> = () => this.feed.caughtUp()): Promise<Lookup<V>> {
    const today = shopDate(this.now());
    if (today !== this.#day) {
      this.#day = today;
      this.#dropAll();
    }
    const { value: kept, version } = await freshLookup(
      this.lookups,
      caughtUp,
      () => this.#answers.get(key),
      () => this.#version,
    );
    return { kept, version };
  }

  /** Keeps the answer read after lookup() unless the catalogue changed meanwhile. */
  store(key: string, version: number, answer: V) {
    if (version === this.#version) this.#answers.set(key, answer);
  }

  close() {
    this.#unsubscribe();
    this.#answers.clear();
  }
}
