// The home page's initial JavaScript, CSS and fonts: every script, stylesheet and font the home page loads in Chromium
// until the network is idle (index.html's files and the lazy chunks its first render needs), gzip,
// against the budget of docs/architecture.md, quality bars (100 kB). The shop serves the web app as built; the server does not compress,
// so each file is gzipped here (zlib, default level).
// `node bench/page-size.mjs` builds the web app and starts the shop; `--no-build` measures the existing build.
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, ensureTools } from '../scripts/ensure-tools.mjs';
import { run } from '../scripts/lib/run.mjs';
import { HOME_JS_BUDGET_KB } from './budgets.mjs';
import { startShop } from './servers.mjs';
import { printTable } from './table.mjs';

/** Builds the web app; false when the build failed (its output says why). */
export async function buildWeb() {
  console.log('\nBuilding the web app...');
  return (await run('npm', ['run', 'build', '-w', 'apps/web'])) === 0;
}

const kB = (/** @type {number} */ bytes) => (bytes / 1000).toFixed(1);

/** @param {string} baseUrl a running shop serving the built web app */
export async function measurePageSize(baseUrl) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    /** @type {Promise<{ kind: string, file: string, raw: number, gzip: number }>[]} */
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
    const answer = await page.goto(baseUrl, { waitUntil: 'networkidle' });
    if (answer?.status() !== 200) {
      console.log(`Page size: not measured, the home page answered HTTP ${answer?.status()} (is the web app built?).`);
      return;
    }
    const rows = await Promise.all(loaded);
    // What index.html names (its scripts and modulepreloads; the page adds more links as it imports chunks).
    const html = await answer.text();
    const named = new Set(
      [...html.matchAll(/<(?:script[^>]*\s(?:src|data-entry)|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+)"/g)].map(
        (m) => new URL(m[1] ?? '', baseUrl).pathname,
      ),
    );
    const total = (/** @type {string} */ kind) => rows.filter((r) => r.kind === kind).reduce((sum, r) => sum + r.gzip, 0);
    const js = total('js');

    console.log('\nHome page, JavaScript, CSS and fonts loaded at start:');
    printTable(rows.map((r) => ({ kind: r.kind, file: r.file, 'raw kB': kB(r.raw), 'gzip kB': kB(r.gzip) })));
    const verdict = js / 1000 <= HOME_JS_BUDGET_KB ? 'within budget' : 'OVER BUDGET';
    console.log(`  JavaScript: ${kB(js)} kB gzip  (budget ${HOME_JS_BUDGET_KB} kB: ${verdict})`);
    const entry = rows.filter((r) => r.kind === 'js' && named.has(r.file)).reduce((sum, r) => sum + r.gzip, 0);
    console.log(
      `              ${kB(entry)} kB in index.html's scripts and modulepreloads, ${kB(js - entry)} kB in the chunks the first render imports`,
    );
    console.log(`  CSS:        ${kB(total('css'))} kB gzip`);
    // woff2 is compressed already: its own size is what travels.
    const fonts = rows.filter((r) => r.kind === 'font').reduce((sum, r) => sum + r.raw, 0);
    console.log(`  Fonts:      ${kB(fonts)} kB woff2`);
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await ensureTools();
  if (process.argv.includes('--no-build') || (await buildWeb())) {
    const shop = await startShop();
    try {
      await measurePageSize(shop.url);
    } finally {
      await shop.stop();
    }
  }
}
