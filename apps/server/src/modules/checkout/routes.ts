import type { FastifyInstance } from 'fastify';
import { CARD_TYPES, paymentMethodsCall, paymentStatusCall, payNowCall, payOrderCall } from '@shop/contract';
import { refuse } from '../../http/errors';
import { route } from '../../http/route';
import { sandboxPayRoutes } from '../../integrations/payments/sandbox-page';
import { tabbySandboxRoutes } from '../../integrations/payments/tabby-sandbox';
import { tamaraSandboxRoutes } from '../../integrations/payments/tamara-sandbox';
import { checkoutMessages as m } from './messages';
import { unpaidOrderSweep } from './sweep';
import { tabbyWebhook } from './tabby';
import { tamaraCancelJob, tamaraWebhook } from './tamara';
import { paymentWebhook } from './webhook';
import { customerPaymentStatus } from './ask-provider';
import { offeredWallets, payNow, payOrder, tamaraOffered } from './service';

// The shopper's payment calls and the sandbox's card page; the providers' webhooks and the unpaid-order sweep,
// plugins with their own lifecycle; the job that cancels a released order at Tamara.
export async function checkoutRoutes(app: FastifyInstance) {
  const { gateway, sandbox, tabby, tabbySandbox, tamara, tamaraSandbox, hosted } = app.payments;
  await app.register(paymentWebhook);
  await app.register(tabbyWebhook);
  await app.register(tamaraWebhook);
  await app.register(unpaidOrderSweep);
  app.jobs.handle('tamara_cancel', tamaraCancelJob(tamara, app.log));
  const deps = { db: app.db, gateway, tabby, tamara, hosted, publicUrl: app.config.PUBLIC_URL, log: app.log };

  route(app, payNowCall, async ({ userId, lang, input }) => {
    const placed = await payNow(deps, userId, lang, input);
    return { data: placed.data, msg: placed.msg, extra: { flag: placed.flag } };
  });

  route(app, paymentMethodsCall, async ({ userId }) => {
    const [wallets, tamaraNow] = await Promise.all([offeredWallets(deps), tamaraOffered(deps, userId)]);
    return { data: { card_types: [...CARD_TYPES], wallets, tabby: tabby !== null, tamara: tamaraNow } };
  });

  route(app, payOrderCall, async ({ userId, lang, input }) => ({
    data: await payOrder(deps, userId, lang, input.order_id),
    msg: m.toPaymentPage,
  }));

  route(app, paymentStatusCall, async ({ userId, input }) => {
    const answer = await customerPaymentStatus(deps, userId, input.payment_id);
    if (!answer.ok) throw refuse(answer.msg, undefined, answer.data);
    return { data: answer.data, msg: answer.msg };
  });

  if (sandbox) sandboxPayRoutes(app, sandbox);
  if (tabbySandbox) tabbySandboxRoutes(app, tabbySandbox);
  if (tamaraSandbox) tamaraSandboxRoutes(app, tamaraSandbox);
}
