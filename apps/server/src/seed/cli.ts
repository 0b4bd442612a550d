// `npm run seed`: loads the demo shop into an empty database (the one the server would use).
// `npm run seed -- --reset` first empties every table, to start over with fresh demo data.
import fs from 'node:fs';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { loadConfig } from '../config';
import { openMedia } from '../integrations/images/store';
import { openDb, type Db } from '../db/client';
import * as schema from '../db/schema';
import { seed, seedIfEmpty, type SeedCredentials } from './index';

const reset = process.argv.includes('--reset');
const config = loadConfig();
if (reset && config.NODE_ENV === 'production') {
  console.error('Refusing to reset a production database (NODE_ENV=production).');
  process.exit(1);
}

// PGlite creates its own folder but not the data folder above it (a fresh clone has none).
if (!config.DATABASE_URL) fs.mkdirSync(config.dataDir, { recursive: true });
const handle = await openDb({ url: config.DATABASE_URL, pgliteDir: config.DATABASE_URL ? null : config.pgliteDir });
const media = openMedia(config, handle.db);
try {
  const started = Date.now();
  const onImages = (r: { drawn: number; skipped: number; ms: number }) =>
    console.log(
      `  pictures: ${r.drawn} drawn, ${r.skipped} already there (${(r.ms / 1000).toFixed(1)} s) in ${media.kind === 'disk' ? config.mediaDir : 'the database'}`,
    );
  let credentials: SeedCredentials | null;
  if (reset) {
    await emptyAllTables(handle.db);
    credentials = await seed(handle.db, { media, password: config.SEED_PASSWORD, onImages });
  } else {
    credentials = await seedIfEmpty(handle.db, config, { media, onImages });
  }
  if (!credentials) {
    console.log('The database already has data; nothing was changed. Run `npm run seed -- --reset` to start over with the demo data.');
  } else {
    console.log(`Demo data loaded in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    console.log(`  customer  ${credentials.customer.email}  password: ${credentials.customer.password}`);
    console.log(`  admin     ${credentials.admin.email}  password: ${credentials.admin.password}`);
  }
} finally {
  await handle.close();
}

/** Empties every table of the schema (the migrations' own bookkeeping lives elsewhere and stays). */
async function emptyAllTables(db: Db) {
  const names = (Object.values(schema) as unknown[]).flatMap((t) => (is(t, PgTable) ? [`"${getTableName(t)}"`] : []));
  await db.execute(sql.raw(`truncate ${names.join(', ')} restart identity cascade`));
}
