// The web app's build (apps/web/dist and dist-ssr), which the server's storefront tests and the journeys serve, and
// the tools those suites need. `npm test` builds the web app once for the whole run and says so with
// WEB_BUILT_FOR_RUN=1 (scripts/test.mjs); a suite run alone builds it itself.
import { pathToFileURL } from 'node:url';
import { ensureTools } from './ensure-tools.mjs';
import { runOrExit } from './lib/run.mjs';

export const BUILT_FOR_RUN = 'WEB_BUILT_FOR_RUN';

/** Installs the missing tools and builds the web app, unless this run of `npm test` has built it. */
export async function prepareWebSuite() {
  await ensureTools();
  if (process.env[BUILT_FOR_RUN] === '1') return;
  await runOrExit('npm', ['run', 'build', '-w', 'apps/web']);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await prepareWebSuite();
