// The dashboard: sales by period, what waits for each action, low stock, best sellers.
import type { FastifyInstance } from 'fastify';
import { adminDashboardCall } from '@shop/contract';
import { route } from '../../../http/route';
import { dashboard } from './service';

export async function adminDashboardRoutes(app: FastifyInstance) {
  route(app, adminDashboardCall, async ({ db, input, lang }) => ({ data: await dashboard(db, input, lang) }));
}
