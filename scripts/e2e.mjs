// npm run test:e2e: the browser journeys against the real server and the built web app.
// Extra arguments go to Playwright (npm run test:e2e -- e2e/shell.spec.ts --project=phone).
import { ensureTools } from './ensure-tools.mjs';
import { runOrExit } from './lib/run.mjs';

await ensureTools();
await runOrExit('npm', ['run', 'build', '-w', 'apps/web']);
await runOrExit('npx', ['playwright', 'test', ...process.argv.slice(2)]);
