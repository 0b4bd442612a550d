// Starts the shop: configuration, database (migrated), demo data on first start, then the server.
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDb } from './db/client';
import { seedIfEmpty } from './db/seed';

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
})();

const handle = await openDb({ url: config.DATABASE_URL, pgliteDir: config.DATABASE_URL ? null : config.pgliteDir });
const seeded = await seedIfEmpty(handle.db, config);
const app = await buildApp(config, { db: handle });
app.addHook('onClose', () => handle.close());

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.PORT, host: config.HOST });
const base = `http://localhost:${config.PORT}`;
console.log(`\n  The shop is open at ${base}\n`);
if (seeded) {
  console.log('  Demo accounts (created now with the demo catalogue):');
  console.log(`    customer  ${seeded.customer.email}  password: ${seeded.customer.password}`);
  console.log(`    admin     ${seeded.admin.email}  password: ${seeded.admin.password}\n`);
}
