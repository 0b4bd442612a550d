// The home page's initial JavaScript and CSS, gzip: what index.html loads before anything else (its
// module scripts, their modulepreloads and its stylesheets), against the budget of design.md §7.
// `node bench/page-size.mjs` builds the web app first; `--no-build` measures the existing apps/web/dist.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { repoRoot, run } from '../scripts/lib/run.mjs';
import { HOME_JS_BUDGET_KB } from './budgets.mjs';
import { printTable } from './table.mjs';

const dist = path.join(repoRoot, 'apps/web/dist');

/** @param {string} tag */
function attributes(tag) {
  /** @type {Record<string, string>} */
  const attrs = {};
  for (const m of tag.matchAll(/([\w-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    const name = m[1];
    if (name) attrs[name.toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
  }
  return attrs;
}

/** The files index.html loads at start, as { kind, file } with paths inside dist. */
function initialFiles(html) {
  /** @type {{ kind: 'js' | 'css', file: string }[]} */
  const files = [];
  for (const m of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const a = attributes(m[0].slice(m[1].length + 1));
    const isScript = m[1].toLowerCase() === 'script';
    const rel = (a.rel ?? '').toLowerCase();
    const href = isScript ? a.src : a.href;
    if (!href || /^(https?:)?\/\//.test(href)) continue;
    const kind = isScript || rel === 'modulepreload' ? 'js' : rel === 'stylesheet' ? 'css' : null;
    if (kind && !files.some((f) => f.file === href)) files.push({ kind, file: href });
  }
  return files;
}

const kB = (/** @type {number} */ bytes) => (bytes / 1000).toFixed(1);

export async function measurePageSize({ build = true } = {}) {
  if (build) {
    console.log('\nBuilding the web app for the page-size check...');
    if ((await run('npm', ['run', 'build', '-w', 'apps/web'])) !== 0) {
      console.log('Page size: not measured, the web app did not build.');
      return;
    }
  }
  const indexHtml = path.join(dist, 'index.html');
  if (!fs.existsSync(indexHtml)) {
    console.log(`Page size: not measured, ${path.relative(repoRoot, indexHtml)} does not exist.`);
    return;
  }
  const rows = initialFiles(fs.readFileSync(indexHtml, 'utf8')).map(({ kind, file }) => {
    const content = fs.readFileSync(path.join(dist, file.replace(/^\.?\//, '')));
    return { kind, file, raw: content.length, gzip: zlib.gzipSync(content).length };
  });
  const total = (/** @type {'js' | 'css'} */ kind) => rows.filter((r) => r.kind === kind).reduce((sum, r) => sum + r.gzip, 0);
  const js = total('js');

  console.log('\nHome page, initial files (gzip, default level):');
  printTable(rows.map((r) => ({ kind: r.kind, file: r.file, 'raw kB': kB(r.raw), 'gzip kB': kB(r.gzip) })));
  const verdict = js / 1000 <= HOME_JS_BUDGET_KB ? 'within budget' : 'OVER BUDGET';
  console.log(`  JavaScript: ${kB(js)} kB gzip  (budget ${HOME_JS_BUDGET_KB} kB: ${verdict})`);
  console.log(`  CSS:        ${kB(total('css'))} kB gzip`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await measurePageSize({ build: !process.argv.includes('--no-build') });
