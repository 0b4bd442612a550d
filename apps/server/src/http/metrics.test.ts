// GET /metrics: Prometheus text with requests per route pattern, the database pool, the read cache, the
// sweep's backlog and orders by outcome; behind METRICS_TOKEN when it is set.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ORDER_STATUS, homeCall, payNowCall } from '@shop/contract';
import { jobs, orders } from '../db/schema';
import { enqueueJob } from '../jobs/queue';
import { fillCart } from '../test/fixtures/checkout';
import { product } from '../test/fixtures/products';
import { address, deliveryRegions } from '../test/fixtures/regions';
import { shopper } from '../test/fixtures/shoppers';
import { call } from '../test/app';
import { tempFolder } from '../test/fixtures/files';
import { suiteApp } from '../test/fixtures/suite';

const mediaDir = tempFolder('metrics-media-');
fs.writeFileSync(path.join(mediaDir, 'a.webp'), 'a');
fs.writeFileSync(path.join(mediaDir, 'b.webp'), 'b');
const TOKEN = 'a-long-metrics-token-for-tests';
const t = suiteApp({ mediaDir }, { METRICS_TOKEN: TOKEN, UNPAID_ORDER_SWEEP_SECONDS: '0', JOB_POLL_MS: '0' });

async function scrape() {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  return res;
}

/** The value of one sample, e.g. sample(text, 'shop_orders_total{outcome="placed"}'); 0 when absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('/metrics', () => {
  it('is refused without the token, or with a wrong one', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, TOKEN]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).not.toContain('shop_');
    }
  });

  it('answers the Prometheus text format, uncached', async () => {
    const res = await scrape();
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('# TYPE shop_http_request_duration_seconds histogram');
    expect(res.body).toContain('# TYPE process_resident_memory_bytes gauge');
    // PGlite by default, PostgreSQL when TEST_DATABASE_URL is set (its pool of 20, see test/db.ts).
    expect(sample(res.body, `shop_db_info{driver="${t.handle.kind}"}`)).toBe(1);
    expect(sample(res.body, 'shop_db_pool_max')).toBe(t.handle.kind === 'pglite' ? 1 : 20);
  });

  it('counts requests and their latency by route pattern, not by URL', async () => {
    for (const file of ['a.webp', 'b.webp']) await t.app.inject({ method: 'GET', url: `/media/${file}` });
    await t.app.inject({ method: 'GET', url: '/no/such/page' });
    const text = (await scrape()).body;
    expect(sample(text, 'shop_http_requests_total{method="GET",route="/media/*",status_code="200"}')).toBe(2);
    expect(sample(text, 'shop_http_request_duration_seconds_count{method="GET",route="/media/*"}')).toBe(2);
    expect(sample(text, 'shop_http_requests_total{method="GET",route="unmatched",status_code="404"}')).toBe(1);
    expect(text).not.toContain('a.webp');
  });

  it('counts read-cache hits and misses', async () => {
    const before = await scrape();
    await call(t.app, homeCall, { type: 1 });
    await call(t.app, homeCall, { type: 1 });
    const after = (await scrape()).body;
    expect(
      sample(after, 'shop_read_cache_lookups_total{result="miss"}') - sample(before.body, 'shop_read_cache_lookups_total{result="miss"}'),
    ).toBe(1);
    expect(
      sample(after, 'shop_read_cache_lookups_total{result="hit"}') - sample(before.body, 'shop_read_cache_lookups_total{result="hit"}'),
    ).toBe(1);
  });

  it('counts orders by outcome and shows the unpaid orders waiting for the sweep', async () => {
    const before = (await scrape()).body;
    const regions = await deliveryRegions(t.db);
    const s = await shopper(t.app, t.db);
    const home = await address(t.db, s.id, regions.fee30);
    const honey = await product(t.db, { stock: 1 });
    await fillCart(t.db, s.id, [{ productId: honey.id, quantity: 1 }]);
    const placed = await s.call(payNowCall, { address_id: home.id, wallet: 0, payment_method: 1 });
    expect(placed.body.status).toBe(true);
    await fillCart(t.db, s.id, [{ productId: honey.id, quantity: 1 }]);
    expect((await s.call(payNowCall, { address_id: home.id, wallet: 0, payment_method: 1 })).body.status).toBe(false);
    // The order as an online one whose payment window passed, not yet released.
    await t.db
      .update(orders)
      .set({ statusId: ORDER_STATUS.awaitingPayment, paymentMethod: 2, expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, placed.body.data.order_id));
    const after = (await scrape()).body;
    const delta = (series: string) => sample(after, series) - sample(before, series);
    expect(delta('shop_orders_total{outcome="placed"}')).toBe(1);
    expect(delta('shop_orders_total{outcome="refused"}')).toBe(1);
    expect(sample(after, 'shop_jobs_due{job="unpaid_order_sweep"}')).toBe(1);
  });

  it('shows the queued jobs by kind, and the failed ones apart', async () => {
    await enqueueJob(t.db, 'mail', { to: 'waiting@example.com', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' });
    const failed = await enqueueJob(t.db, 'mail', { to: 'failed@example.com', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' });
    await t.db.update(jobs).set({ state: 'failed' }).where(eq(jobs.id, failed));
    const body = (await scrape()).body;
    expect(sample(body, 'shop_jobs_due{job="mail"}')).toBeGreaterThanOrEqual(1);
    expect(sample(body, 'shop_jobs_due{job="failed_mail"}')).toBe(1);
  });
});
