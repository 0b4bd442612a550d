// The durable job queue with real SMTP: a mail that could not go out is retried with a growing delay and
// survives the server stopping; two shops on one database send each mail once. On PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCall, sendCodeCall } from '@shop/contract';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDb, type DbHandle } from '../db/client';
import { jobs } from '../db/schema';
import { call } from '../test/app';
import { createTestDatabase, openTestDb } from '../test/db';
import { startSmtpReceiver, type SmtpReceiver } from '../test/smtp';
import { claimDueJobs, enqueueJob, JOB_MAX_ATTEMPTS, jobCounts, JobRunner, retryDelayMs } from './queue';

let smtp: SmtpReceiver;
let first: DbHandle;
let second: DbHandle;
let closeDatabase: () => Promise<void>;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  // Two connections to one database, as two processes have on PostgreSQL; PGlite belongs to one process,
  // so there both shops share its handle.
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    first = second = await openTestDb();
    closeDatabase = () => first.close();
  } else {
    const database = await createTestDatabase(base);
    first = await openDb({ url: database.url });
    second = await openDb({ url: database.url });
    closeDatabase = async () => {
      await first.close();
      await second.close();
      await database.drop();
    };
  }
});
afterAll(async () => {
  await closeDatabase();
  await smtp.close();
});

/** A shop on `handle` whose job runner only runs when kicked (no timer), so each test decides when. */
async function shop(handle: DbHandle, smtpUrl: string) {
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', SMTP_URL: smtpUrl, RATE_LIMIT_AUTH_PER_MIN: '100000', JOB_POLL_MS: '0' },
    { pgliteDir: null, webDist: '/nonexistent-web-dist' },
  );
  const app = await buildApp(config, { db: handle });
  await app.ready();
  return app;
}

const jobsTo = (email: string) =>
  first.db
    .select()
    .from(jobs)
    .where(sql`${jobs.payload}->>'to' = ${email}`);
/** Seconds until the job may run again, by the database's clock. */
const secondsUntilDue = async (id: number) =>
  (
    await first.db
      .select({ s: sql<number>`extract(epoch from ${jobs.runAt} - now())::float` })
      .from(jobs)
      .where(eq(jobs.id, id))
  )[0]!.s;
/** As if the retry delay had passed (the delays themselves are checked by secondsUntilDue). */
const makeDue = (id: number) =>
  first.db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(eq(jobs.id, id));
const receivedBy = (email: string) => smtp.received.filter((m) => m.to.includes(email));

async function askForCode(app: Awaited<ReturnType<typeof shop>>, email: string) {
  await call(app, registerCall, {
    name: 'Noura Ali',
    email,
    password: 'honey-and-herbs-1',
    phone: '0501234567',
    birth_date: '1992-03-04',
  });
  expect((await call(app, sendCodeCall, { email })).body.status).toBe(true);
  await app.jobs.kick();
}

describe('the job queue', () => {
  it('waits 10 s after the first failure and doubles the wait up to an hour', () => {
    expect([1, 2, 3, 9, 10, 20].map(retryDelayMs)).toEqual([10_000, 20_000, 40_000, 2_560_000, 3_600_000, 3_600_000]);
  });

  it('retries a code mail the SMTP server refused, 10 s then 20 s later, and delivers it once', async () => {
    const email = `queue-retry-${Date.now()}@example.com`;
    const app = await shop(first, smtp.url);
    try {
      smtp.refuseNext(2);
      await askForCode(app, email);
      let [job] = await jobsTo(email);
      expect(job).toMatchObject({ state: 'waiting', attempts: 1, lastError: expect.stringContaining('451') });
      expect(await secondsUntilDue(job!.id)).toBeGreaterThan(8);
      expect(await secondsUntilDue(job!.id)).toBeLessThanOrEqual(10);
      await app.jobs.kick(); // not due yet: nothing happens
      expect((await jobsTo(email))[0]!.attempts).toBe(1);

      await makeDue(job!.id);
      await app.jobs.kick();
      [job] = await jobsTo(email);
      expect(job!.attempts).toBe(2);
      expect(await secondsUntilDue(job!.id)).toBeGreaterThan(18);
      expect(receivedBy(email)).toHaveLength(0);

      await makeDue(job!.id);
      await app.jobs.kick();
      expect(await jobsTo(email)).toEqual([]); // sent: the row (and the code in it) is gone
      expect(receivedBy(email)).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it('keeps a mail queued while the server stops and sends it from the next start', async () => {
    const email = `queue-restart-${Date.now()}@example.com`;
    // The first server cannot reach any mail server (nothing listens on port 9).
    const before = await shop(first, 'smtp://127.0.0.1:9');
    await askForCode(before, email);
    await before.close();
    const [job] = await jobsTo(email);
    expect(job).toMatchObject({ state: 'waiting', attempts: 1 });

    const after = await shop(second, smtp.url);
    try {
      await makeDue(job!.id);
      await after.jobs.kick();
      expect(receivedBy(email)).toHaveLength(1);
      expect(await jobsTo(email)).toEqual([]);
    } finally {
      await after.close();
    }
  });

  it('sends each of 30 queued mails exactly once when two shops run the queue at the same time', async () => {
    const tag = `queue-pair-${Date.now()}`;
    const emails = Array.from({ length: 30 }, (_, i) => `${tag}-${i}@example.com`);
    for (const to of emails) await enqueueJob(first.db, 'mail', { to, subject: 'Your order', text: 'Thank you', html: '<p>Thank you</p>' });
    const a = await shop(first, smtp.url);
    const b = await shop(second, smtp.url);
    try {
      await Promise.all([a.jobs.kick(), b.jobs.kick(), a.jobs.kick(), b.jobs.kick()]);
      expect(emails.map((to) => receivedBy(to).length)).toEqual(emails.map(() => 1));
      expect((await jobCounts(first.db)).waiting).toBe(0);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('gives a job being claimed by one transaction to no other, without waiting for it', async () => {
    const tag = `queue-claim-${Date.now()}`;
    for (let i = 0; i < 6; i++)
      await enqueueJob(first.db, 'mail', { to: `${tag}-${i}@example.com`, subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' });
    const mine = (claimed: { payload: unknown }[]) =>
      claimed.filter((j) => (j.payload as { to: string }).to.startsWith(tag)).map((j) => j.payload);
    // One process claims three and holds its transaction open while a second process claims in its own.
    const early = first.db.transaction(async (tx) => {
      const claimed = await claimDueJobs(tx, 3);
      await new Promise((resolve) => setTimeout(resolve, 300));
      return claimed;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const late = second.db.transaction((tx) => claimDueJobs(tx, 3));
    const [a, b] = await Promise.all([early, late]);
    const both = [...mine(a), ...mine(b)];
    expect(both).toHaveLength(6);
    expect(new Set(both.map((p) => (p as { to: string }).to)).size).toBe(6);
  });

  it('keeps a job that failed its last try as failed, and runs it no more', async () => {
    const to = `queue-failed-${Date.now()}@example.com`;
    const id = await enqueueJob(first.db, 'mail', { to, subject: 'Your order', text: 'Thank you', html: '<p>Thank you</p>' });
    await first.db
      .update(jobs)
      .set({ attempts: JOB_MAX_ATTEMPTS - 1 })
      .where(eq(jobs.id, id));
    const app = await shop(first, smtp.url);
    try {
      smtp.refuseNext(1);
      await app.jobs.kick();
      expect((await jobsTo(to))[0]).toMatchObject({ state: 'failed', attempts: JOB_MAX_ATTEMPTS });
      expect((await jobCounts(first.db)).failed).toBeGreaterThanOrEqual(1);
      await makeDue(id);
      await app.jobs.kick();
      expect((await jobsTo(to))[0]!.attempts).toBe(JOB_MAX_ATTEMPTS);
      expect(receivedBy(to)).toHaveLength(0);
    } finally {
      await app.close();
    }
  });
});

describe('the job runner', () => {
  const runner = () => new JobRunner({ db: first.db, log: pino({ level: 'silent' }), pollMs: 0 });

  it('does not start while a kind of job has no handler, and names the kinds', () => {
    const jobsRunner = runner();
    jobsRunner.handle('mail', async () => {});
    expect(() => jobsRunner.start()).toThrow(/no handler registered for jobs of kind .*tax_document_mail.*owner_alert_mail/);
  });

  it('takes one handler per kind', () => {
    const jobsRunner = runner();
    jobsRunner.handle('mail', async () => {});
    expect(() => jobsRunner.handle('mail', async () => {})).toThrow('jobs of kind "mail" already have a handler');
  });
});
