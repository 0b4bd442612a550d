// The check of card refunds as a Fastify plugin (registered by adminReturnsRoutes): every CARD_REFUND_SWEEP_SECONDS (0:
// never) the card refunds whose process died while sending and those the provider has yet to carry out are
// looked up at the provider (cardRefund.ts checkCardRefunds), by one process at a time (jobs/periodic.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LOCKS } from '../../../db/client';
import { runPeriodically } from '../../../jobs/periodic';
import { checkCardRefunds } from './cardRefund';

async function sweep(app: FastifyInstance) {
  const deps = {
    db: app.db,
    gateway: app.payments.gateway,
    hosted: app.payments.hosted,
    log: app.log,
    afterSeconds: app.config.CARD_REFUND_CHECK_AFTER_SECONDS,
  };
  runPeriodically(app, {
    name: 'card_refund_sweep',
    lock: LOCKS.cardRefundSweep,
    everySeconds: app.config.CARD_REFUND_SWEEP_SECONDS,
    run: () => checkCardRefunds(deps),
    doneMessage: 'settled card refunds of approved returns',
  });
}

// Not encapsulated: its hooks are the app's own, so they run in the app's order (onClose last-added first).
export const cardRefundSweep = fp(sweep, { name: 'card-refund-sweep' });
