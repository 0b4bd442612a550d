// The unpaid-order sweep as a Fastify plugin (registered by checkoutRoutes): online orders past their 30 minutes are
// released every UNPAID_ORDER_SWEEP_SECONDS (0: never), by one process of those sharing the database at a
// time. Its rounds start on the app's onReady; its onClose waits for a round under way, before the database
// closes (jobs/periodic.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LOCKS } from '../../db/client';
import { runPeriodically } from '../../jobs/periodic';
import { releaseExpiredOrders } from './ask-provider';

async function sweep(app: FastifyInstance) {
  const deps = { db: app.db, gateway: app.payments.gateway, hosted: app.payments.hosted, log: app.log };
  runPeriodically(app, {
    name: 'unpaid_order_sweep',
    lock: LOCKS.unpaidOrderSweep,
    everySeconds: app.config.UNPAID_ORDER_SWEEP_SECONDS,
    run: () => releaseExpiredOrders(deps),
    doneMessage: 'released unpaid online orders',
  });
}

// Not encapsulated: its hooks are the app's own, so they run in the app's order (onClose last-added first).
export const unpaidOrderSweep = fp(sweep, { name: 'unpaid-order-sweep' });
