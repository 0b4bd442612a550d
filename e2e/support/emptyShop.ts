// A second, test-only shop for journeys that need data the demo shop must keep (e.g. a quiz with no
// questions): the real server and web app on a fresh in-memory database that holds nothing but the
// schema. It runs inside the Playwright worker, on a free port, and leaves the shared server alone.
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDb } from '../../apps/server/src/db/client';
import { freePort } from './port';

export interface EmptyShop {
  url: string;
  close(): Promise<void>;
}

export async function startEmptyShop(): Promise<EmptyShop> {
  const handle = await openDb({ pgliteDir: null });
  // The answers' image URLs begin with PUBLIC_URL: this shop's own address.
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = { NODE_ENV: 'test', LOG_LEVEL: 'warn', PUBLIC_URL: url };
  if (process.env.WEB_DIST) env.WEB_DIST = process.env.WEB_DIST;
  const app = await buildApp(loadConfig(env, { pgliteDir: null }), { db: handle });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}
