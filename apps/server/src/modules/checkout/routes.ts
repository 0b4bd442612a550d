import type { FastifyInstance } from 'fastify';
import { CARD_TYPES, paymentMethodsCall, paymentStatusCall, payNowCall, payOrderCall } from '@shop/contract';
import { refuse } from '../../http/errors';
import { route } from '../../http/route';
import { sandboxPayRoutes } from '../../integrations/payments/sandbox-page';
import { tabbySandboxRoutes } from '../../integrations/payments/tabby-sandbox';
import { tamaraSandboxRoutes } from '../../integrations/payments/tamara-sandbox';
import { checkoutMessages as m } from './messages';
import { customerPaymentStatus } from './ask-provider';
import { offeredWallets, payNow, payOrder, tamaraOffered } from './service';

// The shopper's payment calls and the sandbox's card page. The gateway's webhook (webhook.ts) and the
// unpaid-order sweep (sweep.ts) are plugins of their own, registered by app.ts.
export async function checkoutRoutes(app: FastifyInstance) {
  const { gateway, sandbox, tabby, tabbySandbox, tamara, tamaraSandbox, hosted } = app.payments;
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
