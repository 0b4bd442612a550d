// Answers of a customer's own read calls (their orders, their lists), kept in memory as sent (encoded.ts), one per
// customer, call, language and fields, so a shopper who opens their orders again, or a sale day's crowd doing so,
// does not each time make the database read and the server shape and compress the same rows.
// Never stale, as the catalogue's answers (readCache.ts):
// - whatever changes the rows such an answer is read from, by whoever, announces the customer on
//   `customer_changed` (migration 0017), and their kept answers are not used after it is heard;
// - an answer that also shows the catalogue (a list's product cards) is not used after `catalog_changed`;
// - an answer that reads differently from a known moment on (an item's return window closing) is kept until then;
// - a kept answer is used only once the feed has caught up with the changes committed before the request arrived.
import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from '../db/changes';
import { encodedSize, type Encoded } from './encoded';
import { freshLookup, newLookupCounts } from './freshLookup';
import type { Lookup } from './readCache';

/** Memory for kept answers (bytes of all their encodings); the least recently used go first. */
const MAX_SIZE = 32 * 1024 * 1024;
/** Customers whose last change is remembered; past this, every kept answer is dropped and counting starts again. */
const MAX_CHANGED_CUSTOMERS = 100_000;

/** What an answer depends on besides its customer's own rows. */
export type KeptFor = 'own rows' | 'own rows and catalogue';

interface Kept {
  answer: Encoded;
  customer: number;
  withCatalogue: boolean;
  /** The change count when it was looked up (before it was read from the database). */
  readAt: number;
  /** Milliseconds since the epoch from which it reads differently, or Infinity. */
  until: number;
}

/** Looks up and keeps the answers of one customer's call. */
export interface AnswerKeeper {
  lookup(key: string, caughtUp: () => Promise<boolean>): Promise<Lookup<Encoded>>;
  store(key: string, version: number, answer: Encoded, until?: Date | null): void;
}

export class CustomerCache {
  #answers = new LRUCache<string, Kept>({ maxSize: MAX_SIZE, sizeCalculation: (kept) => encodedSize(kept.answer) });
  /** Counts every change heard; each kind below records the count of its last one. */
  #changes = 0;
  #lastForEveryone = 0;
  #lastCatalogue = 0;
  #lastByCustomer = new Map<number, number>();
  #unsubscribe: (() => void)[];
  /** How lookups went, for /metrics. */
  readonly lookups = newLookupCounts();

  constructor(private readonly feed: ChangeFeed) {
    this.#unsubscribe = [
      feed.onChange('customers', (payload) => {
        const customer = payload === null ? NaN : Number(payload);
        if (!Number.isInteger(customer) || this.#lastByCustomer.size >= MAX_CHANGED_CUSTOMERS) return this.#forEveryone();
        this.#lastByCustomer.set(customer, ++this.#changes);
      }),
      // A lost feed is heard on every channel, `customers` included (with no customer named).
      feed.onChange('catalog', () => void (this.#lastCatalogue = ++this.#changes)),
    ];
  }

  #forEveryone() {
    this.#lastForEveryone = ++this.#changes;
    this.#lastByCustomer.clear();
    this.#answers.clear();
  }

  /** Whether no change heard since `readAt` concerns an answer of this customer's. */
  #unchangedSince(readAt: number, customer: number, withCatalogue: boolean) {
    return (
      this.#lastForEveryone <= readAt &&
      (this.#lastByCustomer.get(customer) ?? 0) <= readAt &&
      (!withCatalogue || this.#lastCatalogue <= readAt)
    );
  }

  #read(key: string) {
    const kept = this.#answers.get(key);
    if (!kept) return undefined;
    if (this.#unchangedSince(kept.readAt, kept.customer, kept.withCatalogue) && Date.now() < kept.until) return kept.answer;
    this.#answers.delete(key);
    return undefined;
  }

  /** The keeper of one customer's answers to a call whose answer depends on `keptFor`. */
  of(customer: number, keptFor: KeptFor): AnswerKeeper {
    const withCatalogue = keptFor === 'own rows and catalogue';
    const fullKey = (key: string) => `${customer}\n${key}`;
    return {
      lookup: async (key, caughtUp) => {
        const { value: kept, version } = await freshLookup(
          this.lookups,
          caughtUp,
          () => this.#read(fullKey(key)),
          () => this.#changes,
        );
        return { kept, version };
      },
      store: (key, version, answer, until) => {
        if (version < 0 || !this.#unchangedSince(version, customer, withCatalogue)) return;
        const untilMs = until ? until.getTime() : Infinity;
        if (Date.now() >= untilMs) return;
        this.#answers.set(fullKey(key), { answer, customer, withCatalogue, readAt: version, until: untilMs });
      },
    };
  }

  close() {
    for (const unsubscribe of this.#unsubscribe) unsubscribe();
    this.#answers.clear();
  }
}
