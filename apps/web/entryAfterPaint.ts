import fs from 'node:fs';
import path from 'node:path';
import { minify, type Plugin } from 'vite';

/** The built page's module script: the app's entry, hashed. */
const ENTRY = /\n?\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
/** index.html's boot script, which runs before the first paint. */
const BOOT = '<script src="/boot.js"></script>';

/**
 * Asks for the app's script after the page's first paint instead of with the page. The server
 * renders every public page whole, so the script only makes it interactive; fetched with the page, its 62 kB
 * and the thirty chunks it imports share a phone's bandwidth with the stylesheet and the page's picture, and
 * the first paint waited for them (Lighthouse, mobile: the product page's LCP 2.5–3.0 s, with it after the
 * paint 1.5–1.9 s). The module script leaves the built index.html; boot.js, which runs before the first
 * paint anyway, carries its address as `data-entry` and adds it once the parsed page has painted.
 */
export function entryAfterPaint(): Plugin {
  let outDir = '';
  return {
    name: 'shop-entry-after-paint',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // boot.js is a public file, copied as written (its comments are for us): the built one is minified, 1.5 -> 0.7 kB
    // gzip on every page (docs/decisions/014-start-javascript.md). Before the compressed forms are written.
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        const file = path.join(outDir, 'boot.js');
        if (!fs.existsSync(file)) return;
        const { code, errors } = await minify('boot.js', fs.readFileSync(file, 'utf8'), { compress: true, mangle: true });
        if (errors.length) throw new Error(`entryAfterPaint: boot.js does not minify: ${errors[0]?.message}`);
        fs.writeFileSync(file, code);
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = ENTRY.exec(html)?.[1];
        if (!entry || !html.includes(BOOT)) throw new Error('entryAfterPaint: index.html lost its boot script or module script');
        return html.replace(ENTRY, '').replace(BOOT, `<script src="/boot.js" data-entry="${entry}"></script>`);
      },
    },
  };
}
