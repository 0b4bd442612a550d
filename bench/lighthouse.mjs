// npm run bench:lighthouse: Lighthouse (mobile settings, its defaults) on the home page, a product list and a
// product page of the real shop in production mode, in Debian's Chromium, against the budgets of design.md §7.
// Full reports go to bench/results/lighthouse-<page>.json.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, ensureChromium } from '../scripts/ensure-chromium.mjs';
import { LIGHTHOUSE_BUDGETS } from './budgets.mjs';
import { buildWeb, measurePageSize } from './page-size.mjs';
import { startShop } from './servers.mjs';
import { printTable } from './table.mjs';

const pages = [
  { name: 'home', path: '/' },
  { name: 'product list', path: '/products' },
  { name: 'product page', path: '/Details/1' },
];
const categories = /** @type {(keyof typeof LIGHTHOUSE_BUDGETS)[]} */ (Object.keys(LIGHTHOUSE_BUDGETS));
const resultsDir = path.join(import.meta.dirname, 'results');

/** Headless Chromium with a debugging port for Lighthouse; resolves once it listens. */
function launchChromium() {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-lighthouse-'));
  const args = ['--headless', '--remote-debugging-port=0', `--user-data-dir=${profile}`, ...CHROMIUM_FLAGS, 'about:blank'];
  // Its own process group, so stopping it also stops its renderer processes before the profile is removed.
  const child = spawn(CHROMIUM_PATH, args, { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    await exited;
    fs.rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
  };
  return new Promise((resolve, reject) => {
    let output = '';
    child.stderr.on('data', (chunk) => {
      output += chunk.toString();
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (m) resolve({ port: Number(m[1]), stop });
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}) before listening:\n${output}`)));
  });
}

await ensureChromium();
if (!(await buildWeb())) process.exit(1);
console.log('\nStarting the shop (production mode, fresh seeded data)...');
const shop = await startShop();
const chromium = await launchChromium();
const rows = [];
try {
  await measurePageSize(shop.url);
  fs.mkdirSync(resultsDir, { recursive: true });
  for (const page of pages) {
    console.log(`  Lighthouse: ${page.name} (${page.path})...`);
    const result = await lighthouse(`${shop.url}${page.path}`, { port: chromium.port, logLevel: 'error', onlyCategories: categories });
    if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
    const { lhr } = result;
    fs.writeFileSync(path.join(resultsDir, `lighthouse-${page.name.replace(/ /g, '-')}.json`), JSON.stringify(lhr));
    if (lhr.runtimeError) {
      console.log(`    not measured: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      rows.push({ page: `${page.name} ${page.path}`, ...Object.fromEntries(categories.map((c) => [c, '-'])) });
      continue;
    }
    const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (/** @type {string} */ id) => lhr.audits[id]?.displayValue ?? '';
    rows.push({
      page: `${page.name} ${page.path}`,
      ...Object.fromEntries(categories.map((c) => [c, score(c)])),
      FCP: metric('first-contentful-paint'),
      LCP: metric('largest-contentful-paint'),
      TBT: metric('total-blocking-time'),
      CLS: metric('cumulative-layout-shift'),
    });
    // What keeps a category under its budget, so the figure points at the fix.
    for (const c of categories) {
      if (score(c) >= LIGHTHOUSE_BUDGETS[c]) continue;
      const failing = (lhr.categories[c]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `      - ${lhr.audits[ref.id]?.title}${lhr.audits[ref.id]?.displayValue ? ` (${lhr.audits[ref.id]?.displayValue})` : ''}`);
      console.log(`    ${c} ${score(c)} < ${LIGHTHOUSE_BUDGETS[c]}:\n${failing.join('\n')}`);
    }
  }
} finally {
  await Promise.all([chromium.stop(), shop.stop()]);
}

console.log('\nLighthouse, mobile (scores out of 100):');
printTable(rows);
console.log(`  Budgets: ${categories.map((c) => `${c} >= ${LIGHTHOUSE_BUDGETS[c]}`).join(', ')}`);
