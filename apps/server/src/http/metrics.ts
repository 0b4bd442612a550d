// GET /metrics in Prometheus's text format (prom-client), behind METRICS_TOKEN (Bearer) when it is set.
// The business counters (orders, payments, jobs) belong to the process and are counted where the thing
// happens; the request, database and read-cache figures are gathered by the app that serves them.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, count, eq, sql } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { ORDER_STATUS } from '@shop/contract';
import type { DbHandle } from '../db/client';
import { jobs, orders } from '../db/schema';
import type { Encoded } from './encoded';
import type { CustomerCache } from './customerCache';
import type { ReadCache } from './readCache';
import type { SessionCache } from './sessionCache';

/** Counters of the process: the same whichever app (tests build several) counts them. */
const processRegistry = new Registry();
// Memory, CPU, event-loop delay, heap and handles of the process.
collectDefaultMetrics({ register: processRegistry });

export const orderOutcomes = new Counter({
  name: 'shop_orders_total',
  help: 'Checkouts (pay_now) by outcome: placed (cash on delivery or paid by wallet), awaiting_payment (sent to the card page), gateway_failed (no invoice: released), refused (stock, coupon, address...), failed (error)',
  labelNames: ['outcome'] as const,
  registers: [processRegistry],
});

export const paymentOutcomes = new Counter({
  name: 'shop_payments_total',
  help: 'Card payment results applied, by outcome: paid, failed, paid_after_release (refunded to the wallet), underpaid, pending; expired when the sweep releases an unpaid order',
  labelNames: ['outcome'] as const,
  registers: [processRegistry],
});

export const jobRuns = new Counter({
  name: 'shop_job_runs_total',
  help: 'Runs of the background jobs by outcome (ok, failed); the only job is unpaid_order_sweep',
  labelNames: ['job', 'outcome'] as const,
  registers: [processRegistry],
});

/** A Bearer token compared in constant time. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

export function registerMetrics(
  app: FastifyInstance,
  deps: { handle: DbHandle; readCache: ReadCache<Encoded>; sessionCache: SessionCache; customerCache: CustomerCache },
) {
  const registry = new Registry();
  const { handle, readCache, sessionCache, customerCache } = deps;

  const requests = new Counter({
    name: 'shop_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern (unmatched: pages of the web app and unknown paths) and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'Time from the request to its answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    requests.inc({ method: req.method, route, status_code: String(reply.statusCode) });
    latency.observe({ method: req.method, route }, reply.elapsedTime / 1000);
  });

  new Gauge({
    name: 'shop_db_info',
    help: 'The database driver in use (postgres: a node-postgres pool; pglite: the embedded database, one connection in the process)',
    labelNames: ['driver'] as const,
    registers: [registry],
    collect() {
      this.set({ driver: handle.kind }, 1);
    },
  });
  new Gauge({
    name: 'shop_db_pool_connections',
    help: 'Connections of the PostgreSQL pool: total open, idle, and requests waiting for one; with PGlite there is no pool (total 1, one query at a time)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = handle.poolStats();
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  new Gauge({
    name: 'shop_db_pool_max',
    help: 'Most connections the pool opens (1 with PGlite)',
    registers: [registry],
    collect() {
      this.set(handle.poolStats().max);
    },
  });

  // The three in-memory caches count their lookups the same way: hit (answered from memory), miss (read from
  // the database and kept), bypass (the change feed could not vouch for freshness: read, not kept).
  const caches = [
    { name: 'shop_read_cache_lookups_total', what: 'Catalogue reads asked of the read cache', counts: readCache.lookups },
    { name: 'shop_session_cache_lookups_total', what: "Signed-in calls' session checks", counts: sessionCache.lookups },
    {
      name: 'shop_customer_cache_lookups_total',
      what: "A customer's own reads kept per customer (orders, lists)",
      counts: customerCache.lookups,
    },
  ];
  for (const cache of caches)
    new Counter({
      name: cache.name,
      help: `${cache.what}: hit (answered from memory), miss (read from the database and kept), bypass (the change feed could not vouch for freshness: read, not kept)`,
      labelNames: ['result'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const [result, n] of Object.entries(cache.counts)) this.inc({ result }, n);
      },
    });

  new Gauge({
    name: 'shop_jobs_due',
    help: "Work waiting for a background job: each kind of the job queue's waiting jobs (mail …), its failed-for-good jobs as failed_<kind>, and unpaid_order_sweep: online orders past their payment window not yet released",
    labelNames: ['job'] as const,
    registers: [registry],
    async collect() {
      // With the database down the figures are left out rather than failing the whole scrape (/readyz says why).
      this.reset();
      const [due, queued] = await Promise.all([
        handle.db
          .select({ n: count() })
          .from(orders)
          .where(and(eq(orders.statusId, ORDER_STATUS.awaitingPayment), sql`${orders.expiresAt} < now()`))
          .then(([row]) => row?.n ?? 0),
        handle.db.select({ kind: jobs.kind, state: jobs.state, n: count() }).from(jobs).groupBy(jobs.kind, jobs.state),
      ]).catch(() => [null, []] as const);
      if (due !== null) this.set({ job: 'unpaid_order_sweep' }, due);
      for (const q of queued) this.set({ job: q.state === 'failed' ? `failed_${q.kind}` : q.kind }, q.n);
    },
  });

  const token = app.config.METRICS_TOKEN;
  app.get('/metrics', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    if (token && !bearerMatches(req.headers.authorization, token)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'unauthorized' });
    }
    const merged = Registry.merge([processRegistry, registry]);
    return reply.type(merged.contentType).send(await merged.metrics());
  });
}
