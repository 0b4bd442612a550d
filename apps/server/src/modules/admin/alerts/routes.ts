// The owner's alerts in the console: the list (the header's bell shows its unread count) and marking them read.
import type { FastifyInstance } from 'fastify';
import { adminAlertReadCall, adminAlertsListCall, adminAlertsReadAllCall } from '@shop/contract';
import { route } from '../../../http/route';
import { sendOwnerAlertMail } from '../../alerts/service';
import { mailDepsOf } from '../../invoices/mail';
import { listAlerts, markAlertRead, markAllAlertsRead } from './service';

export async function adminAlertsRoutes(app: FastifyInstance) {
  const mailDeps = mailDepsOf(app);
  app.jobs.handle('owner_alert_mail', ({ alertId }) => sendOwnerAlertMail(mailDeps, alertId));
  route(app, adminAlertsListCall, async ({ db, input }) => ({ data: await listAlerts(db, input.offset) }));
  route(app, adminAlertReadCall, async ({ db, input }) => ({ data: await markAlertRead(db, input.alert_id) }));
  route(app, adminAlertsReadAllCall, async ({ db }) => ({ data: await markAllAlertsRead(db) }));
}
