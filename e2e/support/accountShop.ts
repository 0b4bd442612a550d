// A private demo shop for the account journeys: the real server and web app on a fresh in-memory database
// seeded with the demo data (without drawing pictures). The journeys cancel, rate and return the demo
// customer's orders and spend her points, so each language gets its own shop in pristine state and the
// shared server stays as the other journeys expect it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDb } from '../../apps/server/src/db/client';
import { seed } from '../../apps/server/src/db/seed';
import { diskMedia } from '../../apps/server/src/integrations/images/store';
import { DEMO_PASSWORD } from '../helpers';
import { freePort } from './port';

export interface AccountShop {
  url: string;
  close(): Promise<void>;
}

export async function startAccountShop(): Promise<AccountShop> {
  const handle = await openDb({ pgliteDir: null });
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'account-shop-media-'));
  await seed(handle.db, { media: diskMedia(mediaDir), images: false, password: DEMO_PASSWORD });
  // Journeys sign in and send codes more often than a person would; the per-IP limit is lifted. The answers'
  // image URLs begin with PUBLIC_URL: this shop's own address.
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = { NODE_ENV: 'test', LOG_LEVEL: 'warn', RATE_LIMIT_AUTH_PER_MIN: '1000', PUBLIC_URL: url };
  if (process.env.WEB_DIST) env.WEB_DIST = process.env.WEB_DIST;
  const app = await buildApp(loadConfig(env, { pgliteDir: null, mediaDir }), { db: handle });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url,
    async close() {
      await app.close();
      await handle.close();
      fs.rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}
