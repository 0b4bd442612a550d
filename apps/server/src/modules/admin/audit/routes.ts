// The audit page: who changed what.
import type { FastifyInstance } from 'fastify';
import { adminAuditListCall } from '@shop/contract';
import { route } from '../../../http/route';
import { listAudit } from './service';

export async function adminAuditRoutes(app: FastifyInstance) {
  route(app, adminAuditListCall, async ({ db, input }) => ({ data: await listAudit(db, input) }));
}
