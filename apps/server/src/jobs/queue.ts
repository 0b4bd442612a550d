// The durable job queue: work that must not be lost when the process stops (e-mails first of all).
// A job is a row of `jobs`, written in the same transaction as the change that calls for it, so a code
// that was issued is always mailed and a rolled-back change mails nothing. Any process sharing the
// database runs due jobs; FOR UPDATE SKIP LOCKED hands each job to one of them, and a failed run is
// retried with a growing delay. See README "Background work".
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../db/client';
import { jobs } from '../db/schema';
import type { MailMessage } from '../integrations/mail/mailer';

/** What each kind of job carries; the handler for a kind receives its payload. */
export interface JobPayloads {
  mail: MailMessage;
  /** A credit note mailed to its customer with its PDF, printed when the job runs. */
  tax_document_mail: { documentId: number };
  /** modules/orders/mail.ts: the customer's e-mail about a change of their order's status (with its invoice, when that change issued it). */
  order_status_mail: { historyId: number };
  /** modules/reminders: the one reminder of a cart left untouched, built from the cart when it is sent. */
  cart_reminder_mail: { userId: number };
  /** modules/restock: the e-mail that a product a shopper waits for is back. */
  back_in_stock_mail: { userId: number; productId: number };
  /** modules/checkout/tamara.ts: a released order's Tamara order (its payment's invoice id) cancelled after the commit. */
  tamara_cancel: { tamaraOrderId: string; amountFils: number };
  /** modules/invoices/einvoice.ts: a tax document sent to the ASP as its e-invoice. */
  einvoice_send: { documentId: number };
  /** modules/invoices/einvoice.ts: the ASP asked whether a sent e-invoice was delivered. */
  einvoice_status: { documentId: number };
  /** modules/alerts: one of the owner's alerts mailed to the shop's alert address, when the settings ask for it. */
  owner_alert_mail: { alertId: number };
}
export type JobKind = keyof JobPayloads;
export type Job = typeof jobs.$inferSelect;
export type JobHandler<K extends JobKind> = (payload: JobPayloads[K]) => Promise<void>;
/** Every kind, for the runner to check at start that each has its handler (a missing key fails to compile). */
const JOB_KINDS = Object.keys({
  mail: true,
  tax_document_mail: true,
  order_status_mail: true,
  cart_reminder_mail: true,
  back_in_stock_mail: true,
  tamara_cancel: true,
  einvoice_send: true,
  einvoice_status: true,
  owner_alert_mail: true,
} satisfies Record<JobKind, true>) as JobKind[];

/** Runs after the first try: 10 s, 20 s, 40 s … up to an hour; after the last one the job is `failed`. */
export const JOB_MAX_ATTEMPTS = 12;
const FIRST_RETRY_MS = 10_000;
const MAX_RETRY_MS = 3_600_000;
/** How long a claimed job is a process's own; one that died while running it lets it go after this. */
const CLAIM_MS = 120_000;
/** Jobs claimed per round. */
const BATCH = 10;

export const retryDelayMs = (attempts: number) => Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), MAX_RETRY_MS);

/** Adds a job, inside the caller's transaction when given one. */
export async function enqueueJob<K extends JobKind>(db: DbOrTx, kind: K, payload: JobPayloads[K]): Promise<number> {
  const [row] = await db.insert(jobs).values({ kind, payload }).returning({ id: jobs.id });
  return row!.id;
}

export interface JobRunnerOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** How often the database is looked at for due jobs (other processes' and retries); 0: only when asked. */
  pollMs: number;
}

/**
 * Claims and runs due jobs: on a timer, and at once when this process has just queued one (`kick`). The module
 * that queues a kind of job registers its handler (`handle`) when it registers its routes.
 */
export class JobRunner {
  private readonly handlers = new Map<JobKind, (payload: unknown) => Promise<void>>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(private readonly opts: JobRunnerOptions) {}

  handle<K extends JobKind>(kind: K, handler: JobHandler<K>): void {
    if (this.handlers.has(kind)) throw new Error(`jobs of kind "${kind}" already have a handler`);
    this.handlers.set(kind, handler as (payload: unknown) => Promise<void>);
  }

  /** Starts running jobs; every kind must have its handler by then. */
  start(): void {
    const unhandled = JOB_KINDS.filter((kind) => !this.handlers.has(kind));
    if (unhandled.length > 0) throw new Error(`no handler registered for jobs of kind ${unhandled.join(', ')}`);
    if (this.opts.pollMs > 0) this.timer = setInterval(() => this.kick(), this.opts.pollMs);
    this.kick();
  }

  /** Runs due jobs now (a round already under way runs another one after it); resolves when done. */
  kick(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.drain()
      .catch((err: unknown) => this.opts.log.error({ err }, 'running queued jobs failed'))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  /** Stops taking jobs and waits for the ones running; what is left stays queued for the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  private async drain(): Promise<void> {
    do {
      this.again = false;
      while (!this.stopped && (await this.runBatch()) === BATCH);
    } while (this.again && !this.stopped);
  }

  /** Claims up to BATCH due jobs and runs them; answers how many it claimed. */
  private async runBatch(): Promise<number> {
    const { db } = this.opts;
    const claimed = await db.transaction((tx) => claimDueJobs(tx, BATCH));
    for (const job of claimed) await this.runOne(job);
    return claimed.length;
  }

  private async runOne(job: Job): Promise<void> {
    const { db, log } = this.opts;
    try {
      const handler = this.handlers.get(job.kind as JobKind);
      if (!handler) throw new Error(`no handler for jobs of kind "${job.kind}"`);
      await handler(job.payload);
      await db.delete(jobs).where(eq(jobs.id, job.id));
    } catch (err) {
      const failed = job.attempts >= JOB_MAX_ATTEMPTS;
      const lastError = err instanceof Error ? err.message : String(err);
      await db
        .update(jobs)
        .set({
          state: failed ? 'failed' : 'waiting',
          lockedUntil: null,
          lastError: lastError.slice(0, 1000),
          runAt: sql`now() + ${retryDelayMs(job.attempts)} * interval '1 millisecond'`,
        })
        .where(eq(jobs.id, job.id));
      log[failed ? 'error' : 'warn'](
        { err, job: { id: job.id, kind: job.kind, attempts: job.attempts } },
        failed ? 'job failed for good' : 'job failed; retrying later',
      );
    }
  }
}

/**
 * Marks up to `limit` due jobs as this process's and answers them. Rows another transaction is claiming at
 * this moment are skipped (SKIP LOCKED), not waited for and then claimed a second time.
 */
export async function claimDueJobs(tx: DbOrTx, limit: number): Promise<Job[]> {
  const due = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.state, 'waiting'), lte(jobs.runAt, sql`now()`), or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, sql`now()`))))
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  return (
    tx
      .update(jobs)
      // The database's clock, the one every process shares.
      .set({ lockedUntil: sql`now() + ${CLAIM_MS} * interval '1 millisecond'`, attempts: sql`${jobs.attempts} + 1` })
      .where(
        inArray(
          jobs.id,
          due.map((j) => j.id),
        ),
      )
      .returning()
  );
}

/** Jobs waiting to run and jobs that failed for good (for metrics and the console). */
export async function jobCounts(db: Db): Promise<{ waiting: number; failed: number }> {
  const rows = await db
    .select({ state: jobs.state, n: sql<number>`count(*)::int` })
    .from(jobs)
    .groupBy(jobs.state);
  const count = (state: string) => rows.find((r) => r.state === state)?.n ?? 0;
  return { waiting: count('waiting'), failed: count('failed') };
}
