// Starts the shop: configuration, database (migrated), demo data on first start, then the server.
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDb } from './db/client';
import { seedIfEmpty, type SeedCredentials } from './seed';
import { openMedia } from './integrations/images/store';

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
})();

let seeded = null as SeedCredentials | null;
// The demo seed runs with the migrations, under their lock: of processes started together on a new database, one seeds.
const handle = await openDb({
  url: config.DATABASE_URL,
  pgliteDir: config.DATABASE_URL ? null : config.pgliteDir,
  setup: async (db) => {
    seeded = await seedIfEmpty(db, config, { media: openMedia(config, db) });
  },
});
const app = await buildApp(config, { db: handle });

// Graceful stop: the listening socket closes at once (new connections are refused, a request arriving on an open
// keep-alive connection gets 503 so the load balancer retries it elsewhere), requests in flight finish, then the
// onClose hooks stop the unpaid-order sweep (its plugin, modules/checkout/sweep.ts, waits for a round under way),
// Redis and the mailer; last the LISTEN connection and the pool. Requests
// still running after SHUTDOWN_TIMEOUT_MS lose their connections; the exit code then says the stop was not clean.
async function stop(signal: NodeJS.Signals) {
  app.log.info({ signal }, 'stopping: finishing the requests in flight');
  let clean = true;
  const deadline = setTimeout(() => {
    clean = false;
    app.log.error({ timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, 'requests still in flight at the shutdown timeout: closing their connections');
    app.server.closeAllConnections();
    // Whatever still holds the process (a hung close) does not keep it from exiting.
    setTimeout(() => process.exit(1), 5000).unref();
  }, config.SHUTDOWN_TIMEOUT_MS);
  // Node closes the keep-alive connections that are idle when the server stops listening, not those whose request
  // is still being answered: without this they would stay open after their answer until the client or the
  // keep-alive timeout closes them, and the stop would wait for them.
  const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
  try {
    await app.close();
    // Last, once the app's own onClose hooks (the sweep among them) are done with it.
    await handle.close();
  } catch (error) {
    clean = false;
    app.log.error({ err: error }, 'stopping failed');
  }
  clearTimeout(deadline);
  clearInterval(closeIdle);
  app.log.info({ clean }, 'stopped');
  process.exit(clean ? 0 : 1);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, (s) => void stop(s));

await app.listen({ port: config.PORT, host: config.HOST });
const base = `http://localhost:${config.PORT}`;
console.log(`\n  The shop is open at ${base}\n`);
if (seeded) {
  console.log('  Demo accounts (created now with the demo catalogue):');
  console.log(`    customer  ${seeded.customer.email}  password: ${seeded.customer.password}`);
  console.log(`    admin     ${seeded.admin.email}  password: ${seeded.admin.password}\n`);
}
