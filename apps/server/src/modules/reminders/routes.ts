// Cart reminders on a timer (their withdrawal link's page is modules/consent's).
import type { FastifyInstance } from 'fastify';
import { LOCKS } from '../../db/client';
import { runPeriodically } from '../../jobs/periodic';
import { mailDepsOf } from '../invoices/mail';
import { queueCartReminders, sendCartReminder } from './service';

export async function remindersRoutes(app: FastifyInstance) {
  const mailDeps = mailDepsOf(app);
  app.jobs.handle('cart_reminder_mail', ({ userId }) => sendCartReminder(mailDeps, userId));
  runPeriodically(app, {
    name: 'cart_reminders',
    lock: LOCKS.cartReminders,
    everySeconds: app.config.CART_REMINDER_SCAN_SECONDS,
    run: () => queueCartReminders(app.db),
    doneMessage: 'queued cart reminders',
  });
}
