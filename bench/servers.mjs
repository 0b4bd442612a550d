// Starts the servers the benchmarks measure, each as a child process on a free port: the real shop
// (fresh data folder, seeded on start; PGlite or a given PostgreSQL database) and the bare Fastify route.
// The two-process tests (apps/server/src/processes.test.ts) start their shops here too.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { repoRoot } from '../scripts/lib/run.mjs';

export const SEED_PASSWORD = 'demo-pass-2026';
export const DEMO_CUSTOMER = 'customer@example.com';

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * @typedef {{ url: string, stop: () => Promise<void> }} Running
 */

/**
 * The shop in production mode on a fresh data folder, seeded on first start.
 * @param {{ databaseUrl?: string, env?: Record<string, string>, onLine?: (line: string) => void, fromSource?: boolean }} [opts]
 *   env: more settings (they win over the defaults); onLine: told every line the shop prints; fromSource: run
 *   the TypeScript through tsx instead of the compiled server
 * @returns {Promise<Running>}
 */
export async function startShop(opts = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const url = `http://127.0.0.1:${port}`;
  const removeData = () => fs.rmSync(dataDir, { recursive: true, force: true });
  // The production start's compiled server (built by startup.mjs, which npm run bench runs first); the tests
  // that start real processes run the TypeScript source instead, so they need no build.
  const entry = opts.fromSource ? ['--import', 'tsx', 'apps/server/src/main.ts'] : ['--enable-source-maps', 'apps/server/dist/main.js'];
  const running = await startChild(
    entry,
    url,
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: opts.databaseUrl ?? '',
      SEED_PASSWORD,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...opts.env,
    },
    opts.onLine,
  ).catch((error) => {
    removeData();
    throw error;
  });
  return {
    url,
    async stop() {
      await running.stop();
      removeData();
    },
  };
}

/** @returns {Promise<Running>} */
export async function startBare() {
  const port = await freePort();
  return startChild([path.join(import.meta.dirname, 'bare-server.mjs')], `http://127.0.0.1:${port}`, { PORT: String(port) });
}

/**
 * @param {string[]} args node arguments
 * @param {string} url where the child will listen
 * @param {Record<string, string>} env
 * @param {(line: string) => void} [onLine]
 * @returns {Promise<Running>}
 */
async function startChild(args, url, env, onLine) {
  const child = spawn(process.execPath, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (/** @type {Buffer} */ chunk) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  if (onLine) readline.createInterface({ input: child.stdout }).on('line', onLine);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // A benchmark that crashes does not leave its server running.
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);

  // The shop listens only after migrating and seeding, so any HTTP answer means it is ready.
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server at ${url} exited (code ${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server at ${url} did not answer within 5 minutes:\n${output}`);
    }
    const answered = await fetch(url, { method: 'HEAD' }).then(
      () => true,
      () => false,
    );
    if (answered) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    url,
    async stop() {
      process.off('exit', killOnExit);
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
