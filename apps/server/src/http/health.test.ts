// /healthz and /readyz: JSON, never cached, not the storefront's page; /readyz is 503 when the database, its
// migrations or a configured Redis fail, and says which without any detail an outsider could use.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestApp, type TestApp } from '../test/app';
import { openTestDb } from '../test/db';
import { TEST_REDIS_URL } from '../test/redis';

// A built web app, so the page fallback is live and could swallow the paths.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'health-web-'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>shop</title>');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('health and readiness', () => {
  it('/healthz answers JSON, uncached, while the storefront serves its pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({ status: 'ok' });
    const page = await t.app.inject({
      method: 'GET',
      url: '/some/client/route',
    });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });

  it('/readyz is ready with the database migrated and no Redis configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', redis: 'not configured' },
    });
  });

  it('/readyz is 503 when a migration is missing', async () => {
    const last = await t.db.execute(sql`SELECT id, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`);
    const row = (last as unknown as { rows: Array<{ id: number; created_at: string }> }).rows[0]!;
    await t.db.execute(sql`UPDATE drizzle.__drizzle_migrations SET created_at = 0 WHERE id = ${row.id}`);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'not ready',
        checks: {
          database: 'ok',
          migrations: 'pending',
          redis: 'not configured',
        },
      });
    } finally {
      await t.db.execute(sql`UPDATE drizzle.__drizzle_migrations SET created_at = ${row.created_at} WHERE id = ${row.id}`);
    }
  });

  it('/readyz is 503 when the database is down', async () => {
    const handle = await openTestDb();
    const app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, { pgliteDir: null }), { db: handle });
    await app.ready();
    await handle.close();
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      status: 'not ready',
      checks: {
        database: 'down',
        migrations: 'unknown',
        redis: 'not configured',
      },
    });
    await app.close();
  });

  it('/readyz checks a configured Redis, and is 503 when it stops answering', async () => {
    // Redis reached through a relay the test can cut, as a network failure would.
    const target = new URL(TEST_REDIS_URL);
    const sockets = new Set<net.Socket>();
    const relay = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 6379), target.hostname);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const port = (relay.address() as net.AddressInfo).port;
    const withRedis = await createTestApp(
      {},
      {
        REDIS_URL: `redis://127.0.0.1:${port}`,
        REDIS_KEY_PREFIX: `health-${process.pid}:`,
      },
    );
    try {
      const up = await withRedis.app.inject({ method: 'GET', url: '/readyz' });
      expect(up.json()).toEqual({
        status: 'ready',
        checks: { database: 'ok', migrations: 'ok', redis: 'ok' },
      });
      relay.close();
      for (const s of sockets) s.destroy();
      const down = await withRedis.app.inject({
        method: 'GET',
        url: '/readyz',
      });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({
        status: 'not ready',
        checks: { database: 'ok', migrations: 'ok', redis: 'down' },
      });
    } finally {
      await withRedis.close().catch(() => {});
    }
  });
});
