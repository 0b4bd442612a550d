// Start-up of the production server (npm start's compiled dist/main.js) on PGlite: the time from the process's
// start to /readyz answering 200, and its resident memory then (process_resident_memory_bytes from /metrics).
// Twice: a first start on an empty data folder (migrations, demo catalogue and its pictures) and a restart on
// that data (what a deploy or a crash restart costs). Also how long SIGTERM takes to stop it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, run } from '../scripts/lib/run.mjs';
import { freePort, SEED_PASSWORD } from './servers.mjs';
import { printTable } from './table.mjs';

const MAIN = path.join(repoRoot, 'apps/server/dist/main.js');

/** One start: spawn, poll /readyz, read the memory, stop. */
async function startOnce(dataDir) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', MAIN], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_PASSWORD,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk.toString()).slice(-2000)));
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited (code ${child.exitCode}): ${stderr}`);
      if (performance.now() - started > 300_000) throw new Error('not ready within 5 minutes');
      const ready = await fetch(`${url}/readyz`).then(
        (res) => res.status === 200,
        () => false,
      );
      if (ready) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const readyMs = performance.now() - started;
    const metrics = await (await fetch(`${url}/metrics`)).text();
    const rss = Number(/^process_resident_memory_bytes (\d+)/m.exec(metrics)?.[1] ?? NaN);
    const stopping = performance.now();
    child.kill('SIGTERM');
    const code = await exited;
    return { readyMs, rssMb: rss / 1e6, stopMs: performance.now() - stopping, code };
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
}

/** Builds the server, measures both starts and prints them; false when it could not. */
export async function measureStartup() {
  console.log('\nBuilding the server (npm run build -w apps/server)...');
  if ((await run('npm', ['run', 'build', '-w', 'apps/server'])) !== 0) {
    console.log('Start-up: not measured, the server did not build.');
    return false;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-startup-'));
  try {
    const rows = [];
    for (const kind of ['first start (migrate, seed)', 'restart on that data']) {
      console.log(`  ${kind}...`);
      const r = await startOnce(dataDir);
      rows.push({
        start: kind,
        'to /readyz ms': r.readyMs.toFixed(0),
        'RSS MB': r.rssMb.toFixed(0),
        'SIGTERM to exit ms': r.stopMs.toFixed(0),
        'exit code': String(r.code),
      });
    }
    console.log('\nStart-up of the production server (node apps/server/dist/main.js, PGlite):');
    printTable(rows);
    return true;
  } catch (error) {
    console.log(`Start-up: not measured: ${/** @type {Error} */ (error).message}`);
    return false;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
