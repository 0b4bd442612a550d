// Before the server suites (vitest's globalSetup): one database migrated once, which every suite's database is a
// copy of (openTestDb). On PGlite, a fresh in-memory database ran initdb and every migration again, most of a
// suite's start-up; loading the dump skips both. On PostgreSQL, CREATE DATABASE … TEMPLATE copies the migrated one.
// Either way the suite's own migrations then find nothing to do.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedPgliteDump, openDb } from '../db/client';
import { createTestDatabase } from './db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated template: PGlite's dump of it (a file), or on PostgreSQL (TEST_DATABASE_URL) its database's name. */
    migratedTemplate: string | null;
  }
}

export default async function setup(project: TestProject) {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) {
    const template = await createTestDatabase(baseUrl);
    await (await openDb({ url: template.url, poolSize: 1 })).close();
    // A database with a connection cannot be copied.
    await template.idle();
    project.provide('migratedTemplate', template.name);
    return () => template.drop();
  }
  const dump = await migratedPgliteDump();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('migratedTemplate', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
