// The Chromium the server prints tax documents with (pdf.ts) and the tests' journeys and benchmarks drive
// (scripts/ensure-tools.mjs re-exports these). Plain JavaScript, not TypeScript, so that the scripts can import it
// with plain Node; and inside the server's source, so that the server's build (build.mjs bundles src/main.ts)
// never reaches into scripts/, whose ensure-tools.mjs installs packages when run.

/** Debian's Chromium, never a downloaded one. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Flags for a quiet, reproducible headless Chromium in a container (no sandbox, GPU or background traffic). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
