// PGlite keeps the statements of statements.ts prepared: parsed once under a name, then only bound and run,
// answering as query() does, failing as it does, and never running inside somebody else's transaction.
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from './client';
import { keepStatementsPrepared, type PreparedQueryOptions } from './pgliteStatements';
import { statement } from './statements';

const notes = pgTable('notes', { id: integer().primaryKey(), body: text().notNull(), written: text() });
const PREPARE: PreparedQueryOptions = { prepare: true };

let pglite: PGlite;
beforeEach(async () => {
  pglite = await PGlite.create();
  keepStatementsPrepared(pglite);
  await pglite.exec(`create table notes (id int primary key, body text not null, written timestamptz)`);
});
afterEach(() => pglite.close());

const preparedCount = async (like: string) =>
  (await pglite.query<{ n: number }>(`select count(*)::int as n from pg_prepared_statements where statement like $1`, [like])).rows[0]!.n;

describe('keepStatementsPrepared()', () => {
  it('prepares a statement once and answers each call as query() does, values and types included', async () => {
    const insert = 'insert into notes (id, body, written) values ($1, $2, $3) returning id, body, written';
    const first = await pglite.query(insert, [1, 'شاي', new Date('2026-11-28T10:00:00Z')], PREPARE);
    const second = await pglite.query(insert, [2, 'tea', null], PREPARE);
    expect(first.rows).toEqual([{ id: 1, body: 'شاي', written: new Date('2026-11-28T10:00:00Z') }]);
    expect(second.rows).toEqual([{ id: 2, body: 'tea', written: null }]);
    expect(second.fields.map((f) => f.name)).toEqual(['id', 'body', 'written']);
    expect(await preparedCount('insert into notes%')).toBe(1);

    const unprepared = await pglite.query('select id, body from notes order by id', [], { rowMode: 'array' });
    const prepared = await pglite.query('select id, body from notes order by id', [], {
      rowMode: 'array',
      prepare: true,
    } as PreparedQueryOptions);
    expect(prepared.rows).toEqual(unprepared.rows);
    expect(prepared.rows).toEqual([
      [1, 'شاي'],
      [2, 'tea'],
    ]);
  });

  it('fails as query() does and leaves the engine usable', async () => {
    const insert = 'insert into notes (id, body) values ($1, $2)';
    await pglite.query(insert, [1, 'honey'], PREPARE);
    await expect(pglite.query(insert, [1, 'again'], PREPARE)).rejects.toMatchObject({ code: '23505' });
    await expect(pglite.query('select * from no_such_table', [], PREPARE)).rejects.toMatchObject({ code: '42P01' });
    await pglite.query(insert, [2, 'oil'], PREPARE);
    expect((await pglite.query('select count(*)::int as n from notes')).rows).toEqual([{ n: 2 }]);
  });

  it('runs inside a transaction when asked there, and outside waits for the transaction to end', async () => {
    let insideWrote!: () => void;
    const wrote = new Promise<void>((resolve) => (insideWrote = resolve));
    const rolledBack = pglite
      .transaction(async (tx) => {
        await tx.query('insert into notes (id, body) values ($1, $2)', [1, 'herbs'], PREPARE);
        expect((await tx.query('select count(*)::int as n from notes', [], PREPARE)).rows).toEqual([{ n: 1 }]);
        insideWrote();
        // Give the outside query every chance to slip in while the transaction is open.
        await new Promise((resolve) => setTimeout(resolve, 50));
        await tx.rollback();
      })
      .then(() => 'ended');
    await wrote;
    const outside = pglite.query<{ n: number }>('select count(*)::int as n from notes', [], PREPARE).then((r) => r.rows[0]!.n);
    expect(await Promise.all([rolledBack, outside])).toEqual(['ended', 0]);
  });

  it('is what statement() asks for on PGlite', async () => {
    const db = drizzle(pglite) as unknown as Db;
    await db.insert(notes).values({ id: 7, body: 'saffron' });
    const byId = () =>
      statement(db, 'note_by_id', () =>
        db
          .select({ body: notes.body })
          .from(notes)
          .where(eq(notes.id, sql.placeholder('id'))),
      );
    expect(await byId().execute({ id: 7 })).toEqual([{ body: 'saffron' }]);
    expect(await byId().execute({ id: 8 })).toEqual([]);
    expect(await preparedCount('select "body" from "notes"%')).toBe(1);
  });
});
