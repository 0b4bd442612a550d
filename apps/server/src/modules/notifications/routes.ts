import type { FastifyInstance } from 'fastify';
import { notificationsListCall } from '@shop/contract';
import { route } from '../../http/route';
import { listNotifications } from './service';

export async function notificationsRoutes(app: FastifyInstance) {
  route(app, notificationsListCall, async ({ db, userId, lang }) => ({ data: await listNotifications(db, userId, lang) }));
}
