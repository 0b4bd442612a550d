// Drizzle's migrator applies a migration only when its journal time (`when`) is later than the last one the
// database has applied: a migration whose time is earlier than the one before it (as 0039 once was, merged from a
// parallel branch) is skipped on every database that already has the earlier one, with no error.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.join(import.meta.dirname, 'migrations');
const journal = JSON.parse(fs.readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8')) as {
  entries: { idx: number; tag: string; when: number }[];
};

describe('the migrations journal', () => {
  it('lists the migration files in order, each later than the one before', () => {
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.sql'));
    expect(journal.entries.map((e) => `${e.tag}.sql`)).toEqual(files.sort());
    journal.entries.forEach((entry, i) => {
      expect(entry.idx).toBe(i);
      if (i > 0)
        expect(entry.when, `${entry.tag} is not later than ${journal.entries[i - 1]!.tag}`).toBeGreaterThan(journal.entries[i - 1]!.when);
    });
  });
});
