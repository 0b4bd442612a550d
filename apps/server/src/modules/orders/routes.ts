import type { FastifyInstance } from 'fastify';
import { addReviewCall, cancelOrderCall, orderDetailsCall, ordersListCall, returnItemCall, returnReasonsCall } from '@shop/contract';
import { route } from '../../http/route';
import { mailDepsOf } from '../invoices/mail';
import { sendOrderStatusMail } from './mail';
import { orderMessages } from './messages';
import { addReview, cancelOrder, listOrders, listReturnReasons, orderDetails, requestReturn } from './service';

export async function ordersRoutes(app: FastifyInstance) {
  const mailDeps = mailDepsOf(app);
  app.jobs.handle('order_status_mail', ({ historyId }) => sendOrderStatusMail(mailDeps, historyId));
  route(
    app,
    ordersListCall,
    async ({ db, userId, lang }) => {
      const { rows, changesAt } = await listOrders(db, userId, lang);
      return { data: rows, keepUntil: changesAt };
    },
    { keptPerCustomer: 'own rows' },
  );
  route(app, orderDetailsCall, async ({ db, userId, lang, input }) => ({ data: await orderDetails(db, userId, input.order_id, lang) }));
  route(app, cancelOrderCall, async ({ db, userId, lang, input }) => {
    const data = await cancelOrder(db, userId, input, lang);
    return data.refunded_to_wallet > 0
      ? { data, msg: orderMessages.cancelledRefunded, msgParams: { amount: data.refunded_to_wallet.toFixed(2) } }
      : { data, msg: orderMessages.cancelled };
  });
  route(app, returnReasonsCall, async ({ db, lang }) => ({ data: await listReturnReasons(db, lang) }));
  route(app, returnItemCall, async ({ db, userId, lang, input }) => ({
    data: await requestReturn(db, app.media, userId, input, lang),
    msg: orderMessages.returnRequested,
  }));
  route(app, addReviewCall, async ({ db, userId, input }) => {
    const { data, pending } = await addReview(db, app.media, userId, input);
    return { data, msg: pending ? orderMessages.reviewAwaitsApproval : orderMessages.reviewAdded };
  });
}
