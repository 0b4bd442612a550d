// `npm run admin:create -- --email x@y.z [--name N] [--password P]`: creates an active admin, or makes an
// existing user an admin, in the database the server uses. Prints the password when it generated one.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { openDb } from './db/client';
import { createOrPromoteAdmin } from './modules/admin/accounts/service';

const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } } });
if (!values.email) {
  console.error('Usage: npm run admin:create -- --email x@y.z [--name N] [--password P]');
  process.exit(1);
}

const config = loadConfig();
if (!config.DATABASE_URL) fs.mkdirSync(config.dataDir, { recursive: true });
const handle = await openDb({ url: config.DATABASE_URL, pgliteDir: config.DATABASE_URL ? null : config.pgliteDir });
try {
  const made = await createOrPromoteAdmin(handle.db, { email: values.email, name: values.name, password: values.password });
  if (made.outcome === 'promoted') console.log(`${made.email} (user ${made.id}) is now an admin; the password is unchanged.`);
  else console.log(`Admin ${made.email} created (user ${made.id}).${values.password ? '' : `\n  password: ${made.password}`}`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await handle.close();
}
