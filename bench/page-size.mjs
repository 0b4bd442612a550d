// The public pages' initial JavaScript, CSS and fonts: every script, stylesheet and font each page loads in
// Chromium at phone width (390 px) until the network is idle (index.html's files and the lazy chunks its first
// render needs), gzip, against the page budgets of bench/budgets.mjs (the home page in either language 140 kB, every other public page 150 kB;
// docs/decisions/013-react-19.md). The shop serves the web app as built; the server does not compress, so each
// file is gzipped here (zlib, default level). Each page is opened in a fresh browser context (nothing cached).
// `node bench/page-size.mjs` builds the web app and the server and starts the shop; `--no-build` measures the
// existing builds; `--files` prints every file of every page.
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, ensureTools } from '../scripts/ensure-tools.mjs';
import { run } from '../scripts/lib/run.mjs';
import { PAGE_JS_BUDGETS_KB } from './budgets.mjs';
import { startShop } from './servers.mjs';
import { printTable } from './table.mjs';

/** Builds the web app; false when the build failed (its output says why). */
export async function buildWeb() {
  console.log('\nBuilding the web app...');
  return (await run('npm', ['run', 'build', '-w', 'apps/web'])) === 0;
}

const kB = (/** @type {number} */ bytes) => (bytes / 1000).toFixed(1);

/**
 * @typedef {{ kind: string, file: string, raw: number, gzip: number }} Loaded
 * @typedef {{ name: string, path: string, status: number, rows: Loaded[], named: Set<string> }} Measured
 */

/**
 * Opens one page in a fresh context and collects every script, stylesheet and font it loads until the network is idle.
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseUrl
 * @param {{ name: string, path: string }} target
 * @returns {Promise<Measured>}
 */
async function measureOne(browser, baseUrl, target) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    /** @type {Promise<Loaded>[]} */
    const loaded = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      const url = new URL(response.url());
      const kinds = /** @type {Record<string, string>} */ ({ script: 'js', stylesheet: 'css', font: 'font' });
      if (!kinds[type] || url.origin !== new URL(baseUrl).origin) return;
      // A worker's script (src/i18n/warmIntl.ts) is JavaScript at start too, but Playwright keeps no body for it.
      const content = response.body().catch(() => page.request.get(response.url()).then((again) => again.body()));
      loaded.push(
        content.then((body) => ({
          kind: kinds[type] ?? '',
          file: url.pathname,
          raw: body.length,
          gzip: zlib.gzipSync(body).length,
        })),
      );
    });
    const answer = await page.goto(new URL(target.path, baseUrl).href, { waitUntil: 'networkidle' });
    const status = answer?.status() ?? 0;
    // boot.js asks for the app's script after the first paint, which on a busy machine can come after the network
    // has been idle for a while: the page is measured once it has hydrated and the network is idle again.
    if (status === 200) {
      await page.waitForFunction("document.documentElement.hasAttribute('data-hydrated')", null, { timeout: 30_000 });
      await page.waitForLoadState('networkidle');
    }
    const rows = await Promise.all(loaded);
    // What index.html names (its scripts and modulepreloads; the page adds more links as it imports chunks).
    const html = status === 200 && answer ? await answer.text() : '';
    const named = new Set(
      [...html.matchAll(/<(?:script[^>]*\s(?:src|data-entry)|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+)"/g)].map(
        (m) => new URL(m[1] ?? '', baseUrl).pathname,
      ),
    );
    return { ...target, status, rows, named };
  } finally {
    await context.close();
  }
}

/**
 * Measures every public page of PAGE_JS_BUDGETS_KB and prints, per page, its JavaScript files, their gzip total and
 * the budget's verdict. Returns the figures (undefined when a page did not answer 200).
 * @param {string} baseUrl a running shop serving the built web app
 * @param {{ files?: boolean }} [opts] files: print every file of every page
 */
export async function measurePageSize(baseUrl, opts = {}) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    /** @type {Record<string, string>[]} */
    const summary = [];
    for (const target of PAGE_JS_BUDGETS_KB) {
      const m = await measureOne(browser, baseUrl, target);
      if (m.status !== 200) {
        console.log(`Page size: ${target.name} (${target.path}) not measured, it answered HTTP ${m.status} (is the web app built?).`);
        return;
      }
      const of = (/** @type {string} */ kind) => m.rows.filter((r) => r.kind === kind);
      const sum = (/** @type {Loaded[]} */ rows, /** @type {'raw' | 'gzip'} */ key = 'gzip') =>
        rows.reduce((total, r) => total + r[key], 0);
      const js = sum(of('js'));
      const entry = sum(of('js').filter((r) => m.named.has(r.file)));
      if (opts.files) {
        console.log(`\n${target.name} (${target.path}), JavaScript, CSS and fonts loaded at start:`);
        printTable(m.rows.map((r) => ({ kind: r.kind, file: r.file, 'raw kB': kB(r.raw), 'gzip kB': kB(r.gzip) })));
      }
      summary.push({
        page: `${target.name} ${target.path}`,
        'JS files': String(of('js').length),
        'JS gzip kB': kB(js),
        'named kB': kB(entry),
        'lazy kB': kB(js - entry),
        budget: String(target.budgetKb),
        verdict: js / 1000 <= target.budgetKb ? 'within budget' : 'OVER BUDGET',
        'CSS kB': kB(sum(of('css'))),
        // woff2 is compressed already: its own size is what travels.
        'fonts kB': kB(sum(of('font'), 'raw')),
      });
    }
    console.log('\nJavaScript at start, gzip, every script until the network is idle (phone width 390 px):');
    console.log("  (named: index.html's scripts and modulepreloads; lazy: the chunks the first render imports; CSS gzip, fonts woff2)");
    printTable(summary);
    return summary;
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await ensureTools();
  const build = !process.argv.includes('--no-build');
  // startShop runs the compiled server, as production does.
  const built = !build || ((await buildWeb()) && (await run('npm', ['run', 'build', '-w', 'apps/server'])) === 0);
  if (built) {
    const shop = await startShop();
    try {
      await measurePageSize(shop.url, { files: process.argv.includes('--files') });
    } finally {
      await shop.stop();
    }
  } else process.exitCode = 1;
}
