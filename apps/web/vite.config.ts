import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The API server (apps/server) answers /api, /media and the dev mailbox; the dev server forwards them.
const apiServer = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
  },
});
