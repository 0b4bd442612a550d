// A private demo shop for the checkout journeys: the real server and web app on a fresh in-memory database
// seeded with the demo data. The journeys spend the demo customer's stock, wallet and coupons, so each
// language gets its own shop. Its PUBLIC_URL is its own address, because the card payment page (the
// built-in sandbox gateway) sends the shopper back there, exactly as MyFatoorah would.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDb, type Db } from '../../apps/server/src/db/client';
import { seed } from '../../apps/server/src/db/seed';
import { diskMedia } from '../../apps/server/src/integrations/images/store';
import { DEMO_PASSWORD } from '../helpers';
import { freePort } from './port';

export interface CheckoutShop {
  url: string;
  /** The shop's database, for journeys that prepare what a browser cannot (a link only an e-mail carries). */
  db: Db;
  close(): Promise<void>;
}

export async function startCheckoutShop(): Promise<CheckoutShop> {
  const handle = await openDb({ pgliteDir: null });
  // The shared journey server has drawn the demo pictures already (same keys): show them, draw nothing.
  const shared = process.env.E2E_DATA_DIR && path.join(process.env.E2E_DATA_DIR, 'media');
  const ownMedia = shared && fs.existsSync(shared) ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'checkout-shop-media-'));
  const mediaDir = ownMedia ?? shared!;
  await seed(handle.db, { media: diskMedia(mediaDir), images: false, password: DEMO_PASSWORD });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = { NODE_ENV: 'test', LOG_LEVEL: 'warn', RATE_LIMIT_AUTH_PER_MIN: '1000', PUBLIC_URL: url };
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
