// Browser journeys (e2e/*.spec.ts) in Debian's Chromium against the real server and the built web app.
// `npm run test:e2e` builds the web app first; `npx playwright test` alone expects apps/web/dist.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/ensure-tools.mjs';
import { corsPageOrigins } from './e2e/support/corsPage';

// E2E_PORT lets a second run on the same machine use another port (its results go to their own folder).
const PORT = Number(process.env.E2E_PORT ?? 3100);
// Two cores: two browsers beside the server.
const WORKERS = 2;
// The tap journeys run only in the phone-slow project.
const TAPS = /taps\.spec\.ts$/;
// Journeys sign in as customer@example.com or admin@example.com with this password.
const SEED_PASSWORD = 'demo-pass-2026';

// The server serves the built web app (WEB_DIST, as in the server's config); without it every page is a 404.
const webDist = path.resolve(import.meta.dirname, process.env.WEB_DIST ?? 'apps/web/dist');
if (!fs.existsSync(path.join(webDist, 'index.html')))
  throw new Error(`The web app is not built (${webDist}): run \`npm run build -w apps/web\` (npm run test:e2e does it for you).`);

// One fresh data folder per run. The config is loaded again in every worker, which inherits the
// variable, so only the first (main) process creates the folder and removes it when it exits.
let dataDir = process.env.E2E_DATA_DIR;
if (!dataDir) {
  const created = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  process.env.E2E_DATA_DIR = dataDir = created;
  process.on('exit', () => fs.rmSync(created, { recursive: true, force: true }));
}

export default defineConfig({
  testDir: 'e2e',
  outputDir: `test-results/port-${PORT}`,
  // Both projects share one server and database and may run at the same time, so a journey that changes
  // data uses its own customer or its own names.
  workers: WORKERS,
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Debian's chromium wrapper turns GPU rasterisation on; without a GPU that is SwiftShader's software GL, which
    // made the journeys about 6% slower than Chromium's own software raster (measured, decision 017).
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, '--disable-gpu-rasterization'] },
    // A click that hangs fails on its own line, not as a bare test timeout that names none.
    actionTimeout: 30_000,
    // CI keeps only its log, so a trace recorded there is never read; recording one made them about 10% slower (decision 017).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // Layout journeys run in both languages at both widths (use the `isMobile` fixture where the layout differs,
  // e.g. the side menu); a flow journey, tagged with flowIn(lang) (e2e/helpers.ts), runs in English on the
  // desktop and in Arabic on the phone (docs/decisions/011-journeys-one-width-per-language.md).
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      grepInvert: /@flow-ar\b/,
      testIgnore: TAPS,
    },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }, grepInvert: /@flow-en\b/, testIgnore: TAPS },
    // The journeys that tap while the page loads, on a phone whose CPU they slow themselves (e2e/taps.spec.ts).
    { name: 'phone-slow', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } }, testMatch: TAPS },
  ],
  webServer: {
    command: 'node --import tsx apps/server/src/main.ts',
    url: `http://localhost:${PORT}/`,
    // The first start migrates the database and draws the demo catalogue's images.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(PORT),
      PUBLIC_URL: `http://localhost:${PORT}`,
      DATA_DIR: dataDir,
      SEED_PASSWORD,
      // Answers are checked against the contract in test mode; the dev mailbox stays on (off only in production).
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Every journey signs in from the same address; the per-minute limit is the server tests' subject.
      RATE_LIMIT_AUTH_PER_MIN: '1000',
      // The CORS journey's pages on other origins (e2e/cors.spec.ts), one per parallel slot.
      CORS_ORIGINS: corsPageOrigins(PORT, WORKERS).join(','),
    },
  },
});
