import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { entryAfterPaint } from './entryAfterPaint';
import { fontPreload } from './fontPreload';
import { fontSubset } from './fontSubset';
import { precompress } from './precompress';
import { preactAliases } from './preactAliases';

// The API server (apps/server) answers /api, /media and the dev mailbox; the dev server forwards them.
const apiServer = 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: preactAliases },
  // Bundled into the renderer, so the libraries' own imports of react reach Preact too.
  ssr: { noExternal: true },
  plugins: [
    react(),
    tailwindcss(),
    fontSubset('src/styles.css'),
    // The two faces styles.css declares: Inter's Latin on every page (Arabic pages' prices and numbers are
    // Latin digits), Readex Pro's Arabic only on Arabic pages (English pages show no Arabic text).
    fontPreload([{ file: /inter-latin-wght-normal-[\w-]+\.woff2$/ }, { file: /readex-pro-arabic-wght-normal-[\w-]+\.woff2$/, lang: 'ar' }]),
    entryAfterPaint(),
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
      output: isSsrBuild ? undefined : { codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] } },
      // The renderer imports every translation at once, so the browser's lazy imports of them are ordinary there.
      onLog: (level, log, handler) => (isSsrBuild && log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' ? undefined : handler(level, log)),
    },
  },
}));
