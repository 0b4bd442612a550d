// npm run bench: the API under load (each target of targets.mjs on PGlite, on PostgreSQL, and on PostgreSQL
// with two shop processes behind the round-robin proxy of proxy.mjs, beside a bare Fastify route as the
// ceiling), the server-rendered pages (pageTargets), checkout under stock contention on PostgreSQL
// (checkout-load.mjs), and the public pages' initial JavaScript and CSS size (page-size.mjs); first, the
// production server's start-up time and memory (startup.mjs), which also builds the server every other run starts.
// Settings: BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (50), BENCH_WARMUP (s, 2),
// BENCH_PG_URL (postgres://postgres@127.0.0.1:5432; the PostgreSQL runs are noted as not measured when unreachable),
// BENCH_REDIS_URL (redis://127.0.0.1:6379, the two processes' shared limits).
// A part only: BENCH_ONLY, a regular expression (case-insensitive) the measured targets' names must match (the
// start-up and page-size checks are then left out), and BENCH_DATABASES, some of pglite,postgres,processes.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { measureCheckoutLoad } from './checkout-load.mjs';
import { measureLoginCost } from './login-cost.mjs';
import { budgetVerdict } from './budgets.mjs';
import { buildWeb, measurePageSize } from './page-size.mjs';
import { startProxy } from './proxy.mjs';
import { DEMO_CUSTOMER, SEED_PASSWORD, startBare, startShop } from './servers.mjs';
import { measureStartup } from './startup.mjs';
import { printTable } from './table.mjs';
import { run } from '../scripts/lib/run.mjs';
import { pageTargets, targets } from './targets.mjs';

const settings = {
  duration: Number(process.env.BENCH_DURATION ?? 10),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  warmup: Number(process.env.BENCH_WARMUP ?? 2),
  pgUrl: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432',
  redisUrl: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
  only: process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null,
  databases: (process.env.BENCH_DATABASES ?? 'pglite,postgres,processes').split(','),
};
/** Whether the target of this name is measured in this run (BENCH_ONLY). */
const wanted = (/** @type {string} */ name) => !settings.only || settings.only.test(name);

/** @typedef {{ target: string, database: string, rps?: number, p50?: number, p99?: number, errors?: number, non2xx?: number, note?: string, budget?: import('./budgets.mjs').CallBudgets }} Row */
/** @type {Row[]} */
const rows = [];

const form = (/** @type {Record<string, string | number>} */ fields) =>
  new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();
// As a browser asks for pages and calls the API: accepting compressed answers (compressing them is part of the
// server's cost).
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const headers = {
  'content-type': 'application/x-www-form-urlencoded',
  'accept-language': 'en',
  'accept-encoding': BROWSER_ACCEPT_ENCODING,
};

/** One request, to check the call answers success before loading it. */
async function post(url, fields) {
  const res = await fetch(url, { method: 'POST', headers, body: form(fields) });
  const text = await res.text();
  /** @type {{ status?: boolean, msg?: string, data?: any }} */
  let body = {};
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: reported below with the HTTP status.
  }
  return { ok: res.status === 200 && body.status === true, status: res.status, body };
}

/** Warms up, then measures: requests per second, latency, failures. */
async function measure(/** @type {import('autocannon').Options} */ options) {
  if (settings.warmup > 0) await autocannon({ ...options, duration: settings.warmup });
  const r = await autocannon({ ...options, duration: settings.duration });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx };
}

/**
 * Loads one URL with autocannon: a short warm-up, then the measured run. With `next`, each connection sends
 * that second call after every first one.
 * @param {{ path: string, buildFields: () => Record<string, string | number> }} [next]
 */
async function load(url, buildFields, next) {
  const requests = [{ setupRequest: (/** @type {any} */ req) => ({ ...req, body: form(buildFields()) }) }];
  if (next) requests.push({ setupRequest: (/** @type {any} */ req) => ({ ...req, path: next.path, body: form(next.buildFields()) }) });
  const options = {
    url,
    connections: settings.connections,
    method: /** @type {const} */ ('POST'),
    headers,
    requests,
  };
  return measure(options);
}

/** One product picture (the home page's first card's), loaded with GET as a browser loads it. */
async function loadPicture(shopUrl) {
  const home = await post(`${shopUrl}/api/home/home.php`, { auth_key: 'guest', user_id: 0, type: 1 });
  const picture = home.body.data?.products?.find((/** @type {{ main_image?: string }} */ p) => p.main_image)?.main_image;
  if (!picture) throw new Error('no product picture on the home page');
  const url = `${shopUrl}${new URL(picture).pathname}`;
  const check = await fetch(url);
  if (check.status !== 200) throw new Error(`${new URL(url).pathname} answers HTTP ${check.status}`);
  const options = { url, connections: settings.connections };
  return measure(options);
}

/** Loads server-rendered pages with GET as a browser does (accepting brotli and gzip), the path built for every request. */
async function loadPages(shopUrl, buildPath) {
  const options = {
    url: shopUrl,
    connections: settings.connections,
    headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING },
    requests: [{ setupRequest: (/** @type {any} */ req) => ({ ...req, method: 'GET', path: buildPath() }) }],
  };
  return measure(options);
}

async function signIn(baseUrl) {
  const res = await post(`${baseUrl}/api/login.php`, {
    email: DEMO_CUSTOMER,
    password: SEED_PASSWORD,
    token: 'bench',
    platform: 3,
    device_id: 'bench',
  });
  if (!res.ok) throw new Error(`demo customer sign-in failed: HTTP ${res.status} ${res.body.msg ?? ''}`);
  return { auth_key: res.body.data.auth_key, user_id: res.body.data.id };
}

/**
 * @param {string} database the label of the run
 * @param {() => Promise<import('./servers.mjs').Running & { direct?: string, mediaStore?: string }>} start starts the
 *   shop (or shops behind a proxy: then `direct` is one of them and `mediaStore` names their media store)
 * @param {(shopUrl: string) => Promise<void>} [alsoMeasure] run while the shop is up
 */
async function measureShop(database, start, alsoMeasure) {
  console.log(`\nStarting the shop on ${database} (fresh data, seeding)...`);
  let shop;
  try {
    shop = await start();
  } catch (error) {
    console.error(/** @type {Error} */ (error).message);
    rows.push({ target: '(all)', database, note: 'not measured: the server did not start (see above)' });
    return;
  }
  try {
    /** @type {Record<string, string | number> | undefined} */
    let customer;
    for (const target of targets.filter((t) => wanted(t.name))) {
      const url = `${shop.url}/api${target.path}`;
      try {
        const auth = target.auth === 'guest' ? { auth_key: 'guest', user_id: 0 } : (customer ??= await signIn(shop.url));
        const prepared = await target.prepare?.({ shopUrl: shop.url, auth, post });
        const buildFields = () => ({ ...auth, ...target.fields(prepared) });
        const check = await post(url, buildFields());
        if (!check.ok) throw new Error(`answers HTTP ${check.status} ${check.body.msg ?? ''}`.trim());
        const then = target.then;
        const next = then && { path: `/api${then.path}`, buildFields: () => ({ ...auth, ...then.fields(prepared) }) };
        console.log(`  ${target.name} on ${database}...`);
        rows.push({ target: target.name, database, budget: target.budget, ...(await load(url, buildFields, next)) });
      } catch (error) {
        rows.push({ target: target.name, database, note: `not measured: ${/** @type {Error} */ (error).message}` });
      }
    }
    for (const page of pageTargets.filter((t) => wanted(t.name))) {
      try {
        const prepared = await page.prepare?.({ shopUrl: shop.url, auth: { auth_key: 'guest', user_id: 0 }, post });
        const check = await fetch(`${shop.url}${page.path(prepared)}`);
        if (check.status !== 200 || !check.headers.get('content-type')?.includes('text/html'))
          throw new Error(`answers HTTP ${check.status}`);
        console.log(`  ${page.name} on ${database}...`);
        rows.push({ target: page.name, database, budget: page.budget, ...(await loadPages(shop.url, () => page.path(prepared))) });
      } catch (error) {
        rows.push({ target: page.name, database, note: `not measured: ${/** @type {Error} */ (error).message}` });
      }
    }
    const pictures = wanted('a product picture') ? [{ url: shop.url, database }] : [];
    // Also straight to one process, without the proxy: that compares the media stores on equal terms.
    if (shop.direct) pictures.push({ url: shop.direct, database: 'postgres, one of them direct' });
    for (const { url, database: label } of pictures) {
      const target = 'a product picture (GET /media)';
      const note = `media store: ${shop.mediaStore ?? 'disk'}`;
      try {
        rows.push({ target, database: label, ...(await loadPicture(url)), note });
      } catch (error) {
        rows.push({ target, database: label, note: `not measured: ${/** @type {Error} */ (error).message}` });
      }
    }
    await alsoMeasure?.(shop.url);
  } finally {
    await shop.stop();
  }
}

/**
 * The targets and the checkout load on a new PostgreSQL database, served by `processes` shop processes: one
 * loaded directly, or several started at once behind the round-robin proxy (sharing the database's media
 * store and Redis's limits, as a real deployment of several processes would).
 */
async function measurePostgres(processes) {
  const database = processes === 1 ? 'postgres' : `postgres, ${processes} processes + proxy`;
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${settings.pgUrl}/postgres` });
  try {
    await admin.connect();
  } catch (error) {
    rows.push({
      target: '(all)',
      database,
      note: `not measured: PostgreSQL at ${settings.pgUrl} is not reachable (${/** @type {Error} */ (error).message})`,
    });
    return;
  }
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const databaseUrl = `${settings.pgUrl}/${name}`;
    const start = async () => {
      if (processes === 1) return startShop({ databaseUrl });
      const env = { MEDIA_STORE: 'database', REDIS_URL: settings.redisUrl, REDIS_KEY_PREFIX: `${name}:`, TRUST_PROXY: 'loopback' };
      const started = await Promise.allSettled(Array.from({ length: processes }, () => startShop({ databaseUrl, env })));
      const shops = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      const failed = started.find((r) => r.status === 'rejected');
      const proxy = failed ? null : await startProxy(shops.map((s) => s.url));
      const stop = async () => {
        await proxy?.close();
        await Promise.all(shops.map((s) => s.stop()));
      };
      if (!proxy) {
        await stop();
        throw failed?.reason;
      }
      return { url: proxy.url, stop, direct: shops[0].url, mediaStore: 'database' };
    };
    await measureShop(database, start, async (shopUrl) => {
      if (!wanted('pay_now.php checkout load')) return;
      try {
        rows.push(...(await measureCheckoutLoad(shopUrl, databaseUrl, settings)).map((row) => ({ ...row, database })));
      } catch (error) {
        rows.push({ target: 'pay_now.php checkout load', database, note: `not measured: ${/** @type {Error} */ (error).message}` });
      }
    });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

// Built first, so the shop serves the current web app for the page check.
const webBuilt = await buildWeb();
if (settings.only) {
  if ((await run('npm', ['run', 'build', '-w', 'apps/server'])) !== 0) process.exit(1);
} else await measureStartup();
const pageCheck = async (/** @type {string} */ shopUrl) => {
  await measureLoginCost(shopUrl).catch((error) => console.log(`Login: not measured: ${error.message}`));
  if (!webBuilt) return console.log('Page size: not measured, the web app did not build.');
  await measurePageSize(shopUrl).catch((error) => console.log(`Page size: not measured: ${error.message}`));
};

console.log(`\nAPI benchmark: ${settings.duration} s per target, ${settings.connections} connections, ${settings.warmup} s warm-up.`);
console.log('\nStarting the bare Fastify route (ceiling)...');
const bare = await startBare();
try {
  rows.push({
    target: 'bare Fastify route (ceiling)',
    database: '-',
    ...(await load(`${bare.url}/bare`, () => ({ auth_key: 'guest', user_id: 0 }))),
  });
} finally {
  await bare.stop();
}
if (settings.databases.includes('pglite')) await measureShop('pglite', () => startShop(), settings.only ? undefined : pageCheck);
if (settings.databases.includes('postgres')) await measurePostgres(1);
if (settings.databases.includes('processes')) await measurePostgres(2);

const ceiling = rows[0]?.rps ?? 0;
const fmt = (/** @type {number | undefined} */ n, digits = 0) => (n === undefined ? '' : n.toFixed(digits));
/** A several-process row's req/s as a multiple of the same target's on one PostgreSQL process. */
const ratioToOneProcess = (/** @type {Row} */ r) => {
  const one = rows.find((o) => o.target === r.target && o.database === 'postgres');
  return r.database.startsWith('postgres, ') && r.rps !== undefined && one?.rps ? `× ${(r.rps / one.rps).toFixed(2)}` : '';
};
const table = rows.map((r) => ({
  target: r.target,
  database: r.database,
  'req/s': fmt(r.rps),
  'p50 ms': fmt(r.p50, 1),
  'p99 ms': fmt(r.p99, 1),
  'of ceiling': r.rps === undefined || !ceiling ? '' : `${((r.rps / ceiling) * 100).toFixed(0)} %`,
  'vs 1 process': ratioToOneProcess(r),
  'errors/non-2xx': r.rps === undefined ? '' : `${r.errors}/${r.non2xx}`,
  budget: budgetVerdict(r.budget, r.database, r),
  note: r.note ?? '',
}));
console.log(`\nAPI (${settings.connections} connections, ${settings.duration} s each; production mode, fresh seeded data):`);
printTable(table);

const resultsDir = path.join(import.meta.dirname, 'results');
fs.mkdirSync(resultsDir, { recursive: true });
fs.writeFileSync(path.join(resultsDir, 'api.json'), JSON.stringify({ at: new Date().toISOString(), settings, rows }, null, 2));
