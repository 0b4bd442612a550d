// Issue 12: bad input never reaches a 500. Every call of the contract gets malformed requests (missing fields,
// wrong types, huge strings, NUL bytes, bytes that are not UTF-8, numbers past the database's integer range,
// negative and fractional quantities, arrays for scalars, duplicate fields, JSON bodies, empty bodies and
// broken multipart), signed in as the call needs. Each must answer the envelope with status false naming the
// offending field (or `body`), never a 5xx, and write nothing: a trigger on every table counts written rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createSession } from '../http/session';
import { adminWorld, type AdminWorld } from '../test/fixtures/admin';
import {
  bodyMutations,
  contractCalls,
  credentialMutations,
  describeField,
  fieldMutations,
  requestFields,
  wireBody,
  type Mutation,
  type WireValue,
} from '../test/fuzz';

let w: AdminWorld;
const totals = { sent: 0, serverErrors: 0 };

async function countWrites() {
  await w.t.db.execute(sql`CREATE TABLE fuzz_writes (n bigint NOT NULL)`);
  await w.t.db.execute(sql`INSERT INTO fuzz_writes VALUES (0)`);
  await w.t.db.execute(
    sql.raw(
      `CREATE FUNCTION fuzz_count_write() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE fuzz_writes SET n = n + 1; RETURN NULL; END $$`,
    ),
  );
  await w.t.db.execute(
    sql.raw(`DO $$ DECLARE t text; BEGIN
      FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'fuzz_writes' LOOP
        EXECUTE format('CREATE TRIGGER fuzz_count_write AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION fuzz_count_write()', t);
      END LOOP; END $$`),
  );
}
const writes = async () => {
  const { rows } = (await w.t.db.execute(sql`SELECT n::int AS n FROM fuzz_writes`)) as unknown as { rows: { n: number }[] };
  return rows[0]!.n;
};

beforeAll(async () => {
  // No background work: a queued e-mail sent, or a sweep run, while a malformed request is answered would count as its write.
  w = await adminWorld({ UNPAID_ORDER_SWEEP_SECONDS: 0, CART_REMINDER_SCAN_SECONDS: 0, JOB_POLL_MS: 0 });
  await countWrites();
});
afterAll(async () => {
  console.info(`fuzz: ${totals.sent} malformed requests, ${totals.serverErrors} answered 5xx`);
  await w?.t.close();
});

let requestNo = 0;
/** A different client address for each request, so the sign-in rate limits do not answer instead. */
const nextAddress = () => {
  requestNo++;
  return `10.${(requestNo >> 16) & 255}.${(requestNo >> 8) & 255}.${requestNo & 255}`;
};

const isEnvelope = (b: unknown): b is { status: boolean; msg: string; data: unknown } =>
  typeof b === 'object' &&
  b !== null &&
  typeof (b as { status?: unknown }).status === 'boolean' &&
  typeof (b as { msg?: unknown }).msg === 'string' &&
  'data' in b;
const fieldNamed = (b: { data: unknown }) => (b.data as { field?: unknown } | null)?.field;

/** What is wrong with the answer to a mutation, or null. */
async function check(path: string, m: Mutation): Promise<string | null> {
  const { contentType, payload } = wireBody(m);
  // Jobs an earlier request queued (a code's e-mail is sent at once) finish first, so their writes are not this request's.
  await w.t.app.jobs.kick();
  const before = await writes();
  const res = await w.t.app.inject({
    method: 'POST',
    url: `/api${path}`,
    headers: { 'accept-language': 'en', ...(contentType ? { 'content-type': contentType } : {}) },
    payload,
    remoteAddress: nextAddress(),
  });
  const written = (await writes()) - before;
  totals.sent++;
  const what = `${m.field}: ${m.label} (${m.encoding})`;
  if (res.statusCode >= 500) {
    totals.serverErrors++;
    return `${what} -> HTTP ${res.statusCode} ${res.body.slice(0, 200)}`;
  }
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return `${what} -> not JSON: ${res.body.slice(0, 200)}`;
  }
  if (!isEnvelope(body)) return `${what} -> not the envelope: ${res.body.slice(0, 200)}`;
  const named = fieldNamed(body);
  if (m.expect === 'refuse') {
    const isCredential = m.field === 'auth_key' || m.field === 'user_id';
    const refusedRightly =
      !body.status &&
      (named === m.field ||
        String(named).startsWith(`${m.field}.`) ||
        res.statusCode === 413 ||
        (isCredential && body.msg === 'wrong key'));
    if (!refusedRightly) return `${what} -> HTTP ${res.statusCode} ${JSON.stringify(body).slice(0, 200)}`;
    if (written) return `${what} -> refused but wrote ${written} rows`;
  } else if (!body.status && named !== undefined && written) {
    return `${what} -> refused naming ${String(named)} but wrote ${written} rows`;
  }
  return null;
}

describe('every call of the contract, fuzzed', () => {
  const calls = contractCalls();

  it('finds the calls in the contract', () => {
    expect(calls.length).toBeGreaterThan(100);
  });

  for (const c of calls) {
    it(`${c.path} (${c.access}) refuses bad input naming the field, without a 5xx or a write`, async () => {
      expect(w.t.app.hasRoute({ method: 'POST', url: `/api${c.path}` })).toBe(true);
      const fields = Object.entries(requestFields(c.request)).map(([name, schema]) => describeField(name, schema));
      const who = c.access === 'admin' ? w.admin : w.customer;
      // A fresh session per call, so a call that ends sessions cannot sign the next calls out.
      const credentials: [string, WireValue][] =
        c.access === 'none'
          ? []
          : c.access === 'guest'
            ? [
                ['auth_key', 'guest'],
                ['user_id', '0'],
              ]
            : [
                ['auth_key', await createSession(w.t.db, who.id, { deviceId: `fuzz ${c.path}` })],
                ['user_id', String(who.id)],
              ];
      const examples = fields.filter((f) => f.required).map((f): [string, WireValue] => [f.name, f.example ?? '']);
      const base = [...credentials, ...examples];
      const notAFile = fields.find((f) => f.kind !== 'file')?.name ?? 'unexpected_file';
      const mutations = [
        ...fields.flatMap((f) => fieldMutations(f, base)),
        ...(c.access === 'customer' || c.access === 'admin' ? credentialMutations(base) : []),
        ...bodyMutations(base, notAFile),
      ];
      const problems: string[] = [];
      for (const m of mutations) {
        const problem = await check(c.path, m);
        if (problem) problems.push(problem);
      }
      expect(problems).toEqual([]);
    });
  }
});
