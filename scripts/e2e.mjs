// npm run test:e2e: the browser journeys against the real server and the built web app.
// Extra arguments go to Playwright (npm run test:e2e -- e2e/shell.spec.ts --project=phone).
import { runOrExit } from './lib/run.mjs';
import { prepareWebSuite } from './web-build.mjs';

await prepareWebSuite();
await runOrExit('npx', ['playwright', 'test', ...process.argv.slice(2)]);
