// Notifications sent to one customer or to every customer.
import type { FastifyInstance } from 'fastify';
import { adminNotifySendCall } from '@shop/contract';
import { route } from '../../../http/route';
import { sendNotification } from './service';
import { notificationMessages } from './messages';

export async function adminNotificationsRoutes(app: FastifyInstance) {
  route(app, adminNotifySendCall, async ({ db, input, userId }) => {
    const data = await sendNotification(db, userId, input);
    return { data, msg: notificationMessages.notificationsSent, msgParams: { count: data.sent } };
  });
}
