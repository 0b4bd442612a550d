import type { FastifyInstance } from 'fastify';
import { backInStockRequestCall, backInStockStatusCall } from '@shop/contract';
import { route } from '../../http/route';
import { restockMessages as m } from './messages';
import { askBackInStock, backInStockMailer, isWaiting } from './service';

export async function restockRoutes(app: FastifyInstance) {
  app.jobs.handle('back_in_stock_mail', backInStockMailer(app.db, app.mailer, app.config.PUBLIC_URL));
  route(app, backInStockStatusCall, async ({ db, userId, input }) => {
    const waiting = await isWaiting(db, userId, input.product_id);
    return { data: { waiting }, msg: waiting ? m.waiting : m.notWaiting };
  });
  route(app, backInStockRequestCall, async ({ db, userId, input }) => {
    await askBackInStock(db, userId, input.product_id);
    return { data: { waiting: true }, msg: m.waiting };
  });
}
