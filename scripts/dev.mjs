// npm run dev: the API in watch mode and the Vite dev server together, output prefixed, Ctrl-C stops both.
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { repoRoot } from './lib/run.mjs';

// The pages are served by Vite (which forwards /api and /media to the API), so the API's image URLs and
// payment returns name Vite's address.
const services = [
  {
    label: 'api',
    color: 36,
    args: ['run', 'dev', '-w', 'apps/server'],
    env: { PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' },
  },
  { label: 'web', color: 35, args: ['run', 'dev', '-w', 'apps/web'], env: {} },
];

let stopping = false;
const children = services.map(({ label, color, args, env }) => {
  // Its own process group, so stopping it also stops what npm started under it (tsx, vite).
  const child = spawn('npm', args, {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, FORCE_COLOR: '1' },
  });
  const prefix = `\x1b[${color}m[${label}]\x1b[0m `;
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => process.stdout.write(prefix + line + '\n'));
  }
  child.on('exit', (code, signal) => {
    process.stdout.write(`${prefix}stopped (${signal ?? `exit ${code}`})\n`);
    if (!stopping) stopAll(code ?? 1);
  });
  return child;
});

/** Signals a child's whole process group; one that is already gone (or never started) is skipped. */
function signalGroup(child, name) {
  if (!child.pid) return;
  try {
    process.kill(-child.pid, name);
  } catch {
    // Already gone.
  }
}

function stopAll(exitCode) {
  stopping = true;
  const alive = children.filter((c) => c.exitCode === null && c.signalCode === null);
  for (const child of alive) signalGroup(child, 'SIGTERM');
  Promise.all(alive.map((c) => new Promise((resolve) => c.once('exit', resolve)))).then(() => process.exit(exitCode));
  // A process that ignores SIGTERM does not keep the terminal.
  setTimeout(() => {
    for (const child of alive) signalGroup(child, 'SIGKILL');
    process.exit(exitCode);
  }, 5000).unref();
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
