// Work a shop does on a timer (the unpaid-order sweep, cart reminders): one process of those sharing the
// database runs a round at a time (an advisory lock; the others skip that round), each round is counted
// in /metrics. The rounds start when the app is ready, and on stop a round under way finishes before the
// database closes.
import type { FastifyInstance } from 'fastify';
import { jobRuns } from '../http/metrics';

export interface PeriodicWork {
  /** The name in /metrics (`shop_job_runs_total{job=…}`) and the log. */
  name: string;
  /** The advisory lock (db/client.ts LOCKS) that keeps it to one process at a time. */
  lock: number;
  /** Seconds between rounds; 0: never. */
  everySeconds: number;
  /** One round; answers how many things it did, logged with `doneMessage` when not 0. */
  run: () => Promise<number>;
  doneMessage: string;
}

/**
 * Runs `work` every `everySeconds` from the app's onReady to its onClose; the onClose hook waits for a round
 * under way. Called by what owns the work: the unpaid-order sweep plugin (modules/checkout/sweep.ts), the
 * cart reminders (modules/reminders/routes.ts).
 */
export function runPeriodically(app: FastifyInstance, work: PeriodicWork): void {
  if (work.everySeconds <= 0) return;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running ??= app
        .alone(work.lock, work.run)
        .then((done) => {
          // null: another process holds the lock this round.
          if (done === null) return;
          jobRuns.inc({ job: work.name, outcome: 'ok' });
          if (done > 0) app.log.info({ job: work.name, done }, work.doneMessage);
        })
        .catch((error: unknown) => {
          jobRuns.inc({ job: work.name, outcome: 'failed' });
          app.log.error({ err: error, job: work.name }, 'periodic work failed');
        })
        .finally(() => (running = null));
    }, work.everySeconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
