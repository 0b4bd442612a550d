// The browser every journey and page check uses: Debian's Chromium, never a downloaded one.
// Run directly (node scripts/ensure-chromium.mjs) it installs Chromium when missing and we are root.
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { run } from './lib/run.mjs';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Flags for a quiet, reproducible headless Chromium in a container (no sandbox, GPU or background traffic). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Makes sure Chromium is installed; exits the process with a clear message when it cannot be. */
export async function ensureChromium() {
  if (fs.existsSync(CHROMIUM_PATH)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is needed for the browser journeys and was not found at ${CHROMIUM_PATH}.\n` +
        'Install Debian\'s package and run again:  sudo apt-get install -y chromium',
    );
    process.exit(1);
  }
  console.log(`Chromium is missing at ${CHROMIUM_PATH}: installing Debian's chromium package.`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const ok = (await run('apt-get', ['update'], { env })) === 0 && (await run('apt-get', ['install', '-y', 'chromium'], { env })) === 0;
  if (!ok || !fs.existsSync(CHROMIUM_PATH)) {
    console.error(`Installing chromium failed; install it by hand (apt-get install -y chromium) so ${CHROMIUM_PATH} exists.`);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await ensureChromium();
