// What the people running the shop look at: /health (liveness and readiness) and /metrics. Registered before the
// modules, so that the metrics' hooks count every route.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '../db/client';
import { registerHealth } from '../http/health';
import { registerMetrics } from '../http/metrics';

async function operations(app: FastifyInstance, { handle }: { handle: DbHandle }) {
  registerHealth(app, { db: app.db, redis: app.limits.redis });
  registerMetrics(app, { handle, readCache: app.readCache, sessionCache: app.sessionCache, customerCache: app.customerCache });
}

export default fp(operations, { name: 'operations', dependencies: ['infrastructure'] });
