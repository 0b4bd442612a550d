// The database's change feed: triggers notify a channel when a committed change concerns what a server keeps
// in memory, and this listens to those channels. Migration 0005 makes every change to a catalogue table notify
// `catalog_changed` (the read cache, http/readCache.ts); migration 0016 makes every ended session and every
// change of a user's role or standing notify `sessions_changed` with the user's id (the session cache,
// http/sessionCache.ts); migration 0017 makes every change to a customer's orders, reviews, return requests and
// lists notify `customer_changed` with the customer's id (the customers' kept answers, http/customerCache.ts).
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export const CHANNELS = { catalog: 'catalog_changed', sessions: 'sessions_changed', customers: 'customer_changed' } as const;
export type Channel = keyof typeof CHANNELS;

/** What a notification carried (the user's id on `sessions` and `customers`), or null when changes may have been missed. */
export type ChangeListener = (payload: string | null) => void;

export interface ChangeFeed {
  /** Calls `listener` after each announced change on `channel`, and with null when the feed is lost. */
  onChange(channel: Channel, listener: ChangeListener): () => void;
  /**
   * Resolves true once every change committed before this call has been announced, false when the feed
   * cannot vouch for that (its connection is down). Concurrent callers share one round trip.
   */
  caughtUp(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * A round trip on the listening connection that starts after the caller asked. PostgreSQL hands a session
 * the notifications that reached it before the end of its next command, so once `ping` answers, every change
 * committed before it was sent has been announced. Callers that ask while a ping waits to be sent join it;
 * at most one ping is in flight and one waits.
 */
function coalescedPing(ping: () => Promise<boolean>): () => Promise<boolean> {
  let inFlight: Promise<boolean> = Promise.resolve(true);
  let waiting: Promise<boolean> | null = null;
  return () =>
    (waiting ??= inFlight.then(() => {
      waiting = null;
      return (inFlight = ping());
    }));
}

const channelOf = new Map<string, Channel>(Object.entries(CHANNELS).map(([key, name]) => [name, key as Channel]));

function feed(caughtUp: () => Promise<boolean>, close: () => Promise<void>) {
  const listeners = new Map<Channel, Set<ChangeListener>>(Object.keys(CHANNELS).map((c) => [c as Channel, new Set()]));
  /** A notification on `name`; with no name, every channel may have changed (the feed was lost). */
  const changed = (name?: string, payload: string | null = null) => {
    const channel = name === undefined ? undefined : channelOf.get(name);
    for (const [c, set] of listeners) if (channel === undefined || c === channel) for (const listener of set) listener(payload);
  };
  const api: ChangeFeed = {
    onChange(channel, listener) {
      listeners.get(channel)!.add(listener);
      return () => listeners.get(channel)!.delete(listener);
    },
    caughtUp,
    close,
  };
  return { api, changed };
}

/**
 * PGlite runs in this process and only this process writes to it, and it calls its listeners (in a microtask
 * queued while it reads the committing statement's output) before that statement's promise resolves. So
 * every change committed before a request arrived has already been heard: caught up without a round trip,
 * which would otherwise queue every cached read behind the single engine's other work.
 */
export async function pgliteChangeFeed(client: PGlite): Promise<ChangeFeed> {
  // Closing the database ends its listening too.
  const { api, changed } = feed(
    () => Promise.resolve(true),
    async () => {},
  );
  for (const name of Object.values(CHANNELS)) await client.listen(name, (payload) => changed(name, payload || null));
  return api;
}

/** A dedicated connection that LISTENs; when it drops, listeners hear a change and it reconnects on demand. */
export async function pgChangeFeed(url: string): Promise<ChangeFeed> {
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client | null> | null = null;
  let closed = false;
  const RETRY_MS = 1000;
  let lastFailure = 0;

  const lost = (c: pg.Client) => {
    if (client !== c) return;
    client = null;
    changed();
    void c.end().catch(() => {});
  };
  const connect = (): Promise<pg.Client | null> =>
    (connecting ??= (async () => {
      const c = new pg.Client({ connectionString: url });
      c.on('notification', (n) => changed(n.channel, n.payload || null));
      c.on('error', () => lost(c));
      c.on('end', () => lost(c));
      try {
        await c.connect();
        for (const name of Object.values(CHANNELS)) await c.query(`LISTEN ${name}`);
        // Whatever changed while nobody listened is unknown: start from nothing.
        changed();
        return (client = c);
      } catch {
        lastFailure = Date.now();
        void c.end().catch(() => {});
        return null;
      } finally {
        connecting = null;
      }
    })());

  const { api, changed } = feed(
    coalescedPing(async () => {
      if (closed) return false;
      const c = client ?? (Date.now() - lastFailure >= RETRY_MS ? await connect() : null);
      if (!c) return false;
      return c.query('SELECT 1').then(
        () => client === c,
        () => false,
      );
    }),
    async () => {
      closed = true;
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  );
  await connect();
  return api;
}
