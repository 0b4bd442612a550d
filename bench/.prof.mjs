// temporary profiling driver (not committed)
import autocannon from 'autocannon';
import pg from 'pg';
import { startShop, DEMO_CUSTOMER, SEED_PASSWORD } from './servers.mjs';
const db = process.argv[2] ?? 'pg';
const calls = (process.argv[3] ?? 'cart/cart_list.php').split(',');
const dur = Number(process.env.D ?? 5);
let databaseUrl;
if (db === 'pg') {
  const name = `prof_${Date.now()}`;
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect(); await admin.query(`CREATE DATABASE ${name}`); await admin.end();
  databaseUrl = `postgres://postgres@127.0.0.1:5432/${name}`;
  console.log('db', databaseUrl);
}
const shop = await startShop({ databaseUrl, env: process.env.PROF ? { NODE_OPTIONS: '--require /tmp/cpuprof.cjs' } : {} });
const headers = { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' };
const form = (f) => new URLSearchParams(Object.entries(f).map(([k, v]) => [k, String(v)])).toString();
const login = await (await fetch(`${shop.url}/api/login.php`, { method: 'POST', headers, body: form({ auth_key: 'guest', user_id: 0, email: DEMO_CUSTOMER, password: SEED_PASSWORD }) })).json();
const auth = { auth_key: login.data.auth_key, user_id: login.data.id };
if (databaseUrl && process.env.STAT) { const c = new pg.Client({ connectionString: databaseUrl }); await c.connect(); await c.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements'); await c.query('select pg_stat_statements_reset()'); await c.end(); }
for (const call of calls) {
  const [path, extra] = call.split('?');
  const fields = { ...auth, ...Object.fromEntries(new URLSearchParams(extra ?? '')) };
  const check = await (await fetch(`${shop.url}/api/${path}`, { method: 'POST', headers, body: form(fields) })).json();
  if (!check.status) { console.log(path, 'FAILED', check.msg); continue; }
  await autocannon({ url: `${shop.url}/api/${path}`, method: 'POST', headers, body: form(fields), connections: 50, duration: 1 });
  if (process.env.PROF) { const { execSync } = await import('node:child_process'); execSync(`kill -USR2 $(ss -ltnpH "sport = :${new URL(shop.url).port}" | grep -o 'pid=[0-9]*' | cut -d= -f2)`); }
  const r = await autocannon({ url: `${shop.url}/api/${path}`, method: 'POST', headers, body: form(fields), connections: 50, duration: dur });
  if (process.env.PROF) { const { execSync } = await import('node:child_process'); execSync(`kill -USR2 $(ss -ltnpH "sport = :${new URL(shop.url).port}" | grep -o 'pid=[0-9]*' | cut -d= -f2)`); await new Promise(r => setTimeout(r, 1500)); }
  console.log(path.padEnd(40), Math.round(r.requests.average), 'rps p50', r.latency.p50, 'p99', r.latency.p99, 'err', r.errors, r.non2xx);
}
if (databaseUrl && process.env.STAT) { const c = new pg.Client({ connectionString: databaseUrl }); await c.connect(); const { rows } = await c.query(`select calls, round(total_exec_time::numeric,1) ms, round(mean_exec_time::numeric,3) mean, left(regexp_replace(query,'\\s+',' ','g'),160) q from pg_stat_statements where dbid=(select oid from pg_database where datname=current_database()) order by calls desc limit 25`); console.table(rows); await c.end(); }
await shop.stop();
