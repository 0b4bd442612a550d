import type { FastifyInstance } from 'fastify';
import { backInStockRequestCall, backInStockStatusCall } from '@shop/contract';
import { route } from '../../http/route';
import { restockMessages as m } from './messages';
import { mailDepsOf } from '../invoices/mail';
import { askBackInStock, isWaiting, sendBackInStockMail } from './service';

export async function restockRoutes(app: FastifyInstance) {
  const mailDeps = mailDepsOf(app);
  app.jobs.handle('back_in_stock_mail', (payload) => sendBackInStockMail(mailDeps, payload));
  route(app, backInStockStatusCall, async ({ db, userId, input }) => {
    const waiting = await isWaiting(db, userId, input.product_id);
    return { data: { waiting }, msg: waiting ? m.waiting : m.notWaiting };
  });
  route(app, backInStockRequestCall, async ({ db, userId, input }) => {
    await askBackInStock(db, userId, input.product_id);
    return { data: { waiting: true }, msg: m.waiting };
  });
}
