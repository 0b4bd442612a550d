// A shop of a journey's own, for journeys that change what the shared journey server must keep: the real
// server and web app on a fresh in-memory database, inside the Playwright worker on a free port. Its
// PUBLIC_URL is its own address: answers' image URLs begin with it, and the card payment page (the built-in
// sandbox gateway) sends the shopper back there, exactly as MyFatoorah would.
// Journeys get one through the `shop` fixture (support/test.ts): test.use({ freshShop: 'demo' }).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { migratedPgliteDump, openDb, type Db } from '../../apps/server/src/db/client';
import { seed } from '../../apps/server/src/seed';
import { diskMedia } from '../../apps/server/src/integrations/images/store';
import { DEMO_PASSWORD } from '../helpers';
import { freePort } from './port';

/**
 * What a fresh shop holds:
 * - 'demo': the demo data, no pictures, a media folder of its own (the console's uploads stay in it);
 * - 'demo-pictures': the demo data showing the pictures the shared journey server has drawn already (same
 *   keys; none are drawn);
 * - 'empty': nothing but the schema (e.g. a quiz with no questions).
 */
export type FreshShop = 'demo' | 'demo-pictures' | 'empty';

export interface Shop {
  /** Where the shop is; '' for the shared journey server (the configured baseURL). */
  url: string;
  /** The shop's database, for journeys that prepare what a browser cannot (a link only an e-mail carries). */
  db: Db;
  close(): Promise<void>;
}

/**
 * The database a fresh shop starts from, made once per worker and kind: migrating and seeding take seconds, a copy
 * of their result (PGlite's dump, as the server suites' template) about one. Both demo kinds hold the same data:
 * seeding without pictures writes nothing to the media folder.
 */
const startingData = new Map<'demo' | 'empty', Promise<Blob>>();
function startingDataFor(kind: FreshShop): Promise<Blob> {
  const key = kind === 'empty' ? 'empty' : 'demo';
  let data = startingData.get(key);
  if (!data) {
    data = migratedPgliteDump(async (db) => {
      if (key === 'empty') return;
      const noMedia = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-media-'));
      await seed(db, { media: diskMedia(noMedia), images: false, password: DEMO_PASSWORD });
      fs.rmSync(noMedia, { recursive: true, force: true });
    });
    startingData.set(key, data);
  }
  return data;
}

/** `settings`: server settings of this shop's own (e.g. TABBY_SANDBOX: '1'), beside the journeys' usual ones. */
export async function startShop(kind: FreshShop, settings: Record<string, string> = {}): Promise<Shop> {
  const handle = await openDb({ pgliteDir: null, pgliteTemplate: await startingDataFor(kind) });
  const shared = process.env.E2E_DATA_DIR && path.join(process.env.E2E_DATA_DIR, 'media');
  const sharedMedia = kind === 'demo-pictures' && shared && fs.existsSync(shared) ? shared : null;
  const ownMedia = sharedMedia ? null : fs.mkdtempSync(path.join(os.tmpdir(), `${kind}-shop-media-`));
  const mediaDir = (sharedMedia ?? ownMedia)!;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // Journeys sign in and send codes more often than a person would; the per-IP limit is lifted.
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_AUTH_PER_MIN: '1000',
    ...settings,
    PUBLIC_URL: url,
  };
  if (process.env.WEB_DIST) env.WEB_DIST = process.env.WEB_DIST;
  const app = await buildApp(loadConfig(env, { pgliteDir: null, mediaDir }), { db: handle });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url,
    db: handle.db,
    async close() {
      await app.close();
      await handle.close();
      if (ownMedia) fs.rmSync(ownMedia, { recursive: true, force: true });
    },
  };
}

/** The shared journey server (playwright.config.ts), started by Playwright: nothing to start or close. */
export const sharedShop: Shop = {
  url: '',
  get db(): Db {
    throw new Error('The shared journey server runs in its own process: ask for a fresh shop (test.use({ freshShop }))');
  },
  async close() {},
};
