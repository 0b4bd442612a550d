// Before the server suites (vitest's globalSetup): on PGlite, one database migrated once and dumped to a file,
// which every suite's database starts from (openTestDb). A fresh in-memory PGlite runs initdb and every migration
// again, most of a suite's start-up; loading the dump skips both, and the migrations then find nothing to do.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedPgliteDump } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite template's file (PGlite's dumpDataDir), or null on PostgreSQL. */
    pgliteTemplate: string | null;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', null);
    return;
  }
  const dump = await migratedPgliteDump();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
