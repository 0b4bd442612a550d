import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { entryAfterPaint } from './entryAfterPaint';
import { fontPreload } from './fontPreload';
import { fontSubset } from './fontSubset';
import { iconSprite } from './iconSprite';
import { keepOutOfStart } from './keepOutOfStart';
import { precompress } from './precompress';
import { SPRITE_ICONS } from './src/ui/spriteIcons';

// What the catalogue pages (home, the lists, the product page) share beside the start chunk: the product cards and
// carousel, the list and cart queries, add to cart and the favourite hearts, the calls' paths. In one chunk instead
// of about twenty small ones: over HTTP/1.1 six at a time, and each small file gzips on its own (home's JavaScript at
// start went from 29 files, 150.3 kB gzip, to 10 files, 146.8 kB). Admin and customer pages load it too when they
// use one of these.
const SHOP_MODULES = [
  /src[\\/]ui[\\/](ProductCard|Picture|Price|Stars|SpriteIcon|Carousel|EmptyState|QueryState|ErrorReference|LoadingOverlay|QuantityControl)\.tsx$/,
  /src[\\/]api[\\/]mutation\.ts$/,
  /src[\\/]lib[\\/]usePageMeta\.ts$/,
  /src[\\/]features[\\/]catalog[\\/](api|useProductActions|trail)\.ts$/,
  /src[\\/]features[\\/]cart[\\/](api|useAddToCart|CartTotals|index)\.tsx?$/,
  /src[\\/]features[\\/]lists[\\/](api|index|ProductListActions|lazyAddToListDialog)\.tsx?$/,
  /contract[\\/]src[\\/](calls|media|money)\.ts$/,
  /react-query[\\/]build[\\/]modern[\\/](queryOptions|infiniteQueryOptions)\.js$/,
];

const reactRouterProduction = fileURLToPath(import.meta.resolve('react-router')).replace(
  `${path.sep}development${path.sep}`,
  `${path.sep}production${path.sep}`,
);

// The API server (apps/server) answers /api, /media and the dev mailbox; the dev server forwards them.
const apiServer = 'http://localhost:3000';

export default defineConfig(({ command, isSsrBuild }) => ({
  // React Router's package names only its development build (warnings and their checks kept in); the browser's
  // build takes the production build it ships beside it (remix-run/react-router#12532, #14102).
  resolve: command === 'build' && !isSsrBuild ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : undefined,
  // The server renderer is one file with its libraries (apps/server loads it from WEB_SSR), React's production
  // build included: without the define it would carry React's development build, whatever NODE_ENV the server has.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  plugins: [
    react(),
    tailwindcss(),
    fontSubset('src/styles.css'),
    // The two faces styles.css declares: Inter's Latin on every page (Arabic pages' prices and numbers are
    // Latin digits), Readex Pro's Arabic only on Arabic pages (English pages show no Arabic text).
    fontPreload([{ file: /inter-latin-wght-normal-[\w-]+\.woff2$/ }, { file: /readex-pro-arabic-wght-normal-[\w-]+\.woff2$/, lang: 'ar' }]),
    iconSprite(SPRITE_ICONS),
    entryAfterPaint(),
    // The browser sends calls by their CallRef (@shop/contract/calls): schemas, and zod, load with the forms that use them.
    ...(isSsrBuild ? [] : [keepOutOfStart([{ name: 'zod', id: /[\\/]node_modules[\\/]zod[\\/]/ }])]),
    precompress(),
  ],
  server: {
    proxy: {
      '/api': apiServer,
      '/media': apiServer,
      '/dev': apiServer,
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // Files under assets/ carry a hash (the server caches them for a year). Nothing is inlined as a data:
    // URL, because the CSP allows fonts only from 'self'.
    assetsInlineLimit: 0,
    // The server renderer (entry-server.tsx, apps/server loads it) needs none of the public files.
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      // What every page needs to start (the entry's static imports) in one file instead of about thirty
      // small shared chunks: over HTTP/1.1 a phone fetches six at a time, one round trip per batch.
      output: isSsrBuild
        ? undefined
        : {
            codeSplitting: {
              groups: [
                { name: 'start', tags: ['$initial'] },
                { name: 'shop', test: (id) => SHOP_MODULES.some((m) => m.test(id)) },
              ],
            },
          },
      // The renderer imports every translation at once, so the browser's lazy imports of them are ordinary there.
      onLog: (level, log, handler) => (isSsrBuild && log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' ? undefined : handler(level, log)),
    },
  },
}));
