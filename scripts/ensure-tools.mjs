// The browser every journey and page check uses (Debian's Chromium, never a downloaded one) and the PDF tools.
// Run directly (node scripts/ensure-tools.mjs) it installs what is missing when we are root.
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_PATH } from '../apps/server/src/modules/invoices/chromium.mjs';
import { run } from './lib/run.mjs';

// One list for the server's PDF printer and the browsers the tests and benchmarks start.
export { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../apps/server/src/modules/invoices/chromium.mjs';

/** Debian's packages the tests need: Chromium (journeys, and the server prints tax invoices with it) and poppler (pdftotext reads them back). */
const TOOLS = [
  { path: CHROMIUM_PATH, pkg: 'chromium' },
  { path: '/usr/bin/pdftotext', pkg: 'poppler-utils' },
];

/** Makes sure the tools are installed; exits the process with a clear message when they cannot be. */
export async function ensureTools() {
  const missing = TOOLS.filter((t) => !fs.existsSync(t.path));
  if (missing.length === 0) return;
  const pkgs = missing.map((t) => t.pkg);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Missing: ${missing.map((t) => t.path).join(', ')}.\nInstall Debian's packages and run again:  sudo apt-get install -y ${pkgs.join(' ')}`,
    );
    process.exit(1);
  }
  console.log(`Missing: ${missing.map((t) => t.path).join(', ')}: installing Debian's ${pkgs.join(' ')}.`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const ok = (await run('apt-get', ['update'], { env })) === 0 && (await run('apt-get', ['install', '-y', ...pkgs], { env })) === 0;
  if (!ok || missing.some((t) => !fs.existsSync(t.path))) {
    console.error(`Installing ${pkgs.join(' ')} failed; install by hand (apt-get install -y ${pkgs.join(' ')}).`);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await ensureTools();
