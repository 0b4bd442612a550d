// The catalogue's change feed: migration 0005 makes every committed change to a catalogue table notify the
// channel `catalog_changed`; this listens to it, for the read cache (http/readCache.ts).
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export const CATALOG_CHANNEL = 'catalog_changed';

export interface ChangeFeed {
  /** Calls `listener` after each announced change, and when the feed is lost (changes may have been missed). */
  onChange(listener: () => void): () => void;
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

function feed(ping: () => Promise<boolean>, close: () => Promise<void>) {
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  const api: ChangeFeed = {
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    caughtUp: coalescedPing(ping),
    close,
  };
  return { api, changed };
}

export async function pgliteChangeFeed(client: PGlite): Promise<ChangeFeed> {
  const ping = () =>
    client.query('SELECT 1').then(
      () => true,
      () => false,
    );
  // Closing the database ends its listening too.
  const { api, changed } = feed(ping, async () => {});
  await client.listen(CATALOG_CHANNEL, changed);
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
      c.on('notification', () => changed());
      c.on('error', () => lost(c));
      c.on('end', () => lost(c));
      try {
        await c.connect();
        await c.query(`LISTEN ${CATALOG_CHANNEL}`);
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
    async () => {
      if (closed) return false;
      const c = client ?? (Date.now() - lastFailure >= RETRY_MS ? await connect() : null);
      if (!c) return false;
      return c.query('SELECT 1').then(
        () => client === c,
        () => false,
      );
    },
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
