import type { FastifyInstance } from 'fastify';
import { CARD_TYPES, paymentMethodsCall, paymentStatusCall, payNowCall, payOrderCall } from '@shop/contract';
import { refuse } from '../../http/errors';
import { coreMessages, langFromHeader } from '../../http/i18n';
import { envelope, route } from '../../http/route';
import { paymentGatewayFor, PaymentGatewayError } from '../../integrations/payments';
import { readWebhook, signatureMatches } from '../../integrations/payments/myfatoorah';
import { sandboxPayRoutes } from '../../integrations/payments/sandbox-page';
import { checkoutMessages as m } from './messages';
import { LOCKS } from '../../db/client';
import { applyPaymentStatus, customerPaymentStatus, releaseExpiredOrders } from './payments';
import { offeredWallets, payNow, payOrder } from './service';
import { runPeriodically } from '../../jobs/periodic';

export async function checkoutRoutes(app: FastifyInstance) {
  const { gateway, sandbox } = paymentGatewayFor(app.config, app.db);
  const deps = { db: app.db, gateway, publicUrl: app.config.PUBLIC_URL, log: app.log };

  route(app, payNowCall, async ({ userId, lang, input }) => {
    const placed = await payNow(deps, userId, lang, input);
    return { data: placed.data, msg: placed.msg, extra: { flag: placed.flag } };
  });

  route(app, paymentMethodsCall, async () => ({ data: { card_types: [...CARD_TYPES], wallets: await offeredWallets(deps) } }));

  route(app, payOrderCall, async ({ userId, lang, input }) => ({ data: await payOrder(deps, userId, lang, input.order_id), msg: m.toPaymentPage }));

  route(app, paymentStatusCall, async ({ userId, input }) => {
    const answer = await customerPaymentStatus(deps, userId, input.payment_id);
    if (!answer.ok) throw refuse(answer.msg, undefined, answer.data);
    return { data: answer.data, msg: answer.msg };
  });

  // MyFatoorah's notification of a payment: only a correctly signed event is looked at, and even then the
  // gateway is asked for the payment's status rather than believing the event's content.
  app.post('/api/payments/myfatoorah/webhook', async (req, reply) => {
    const lang = langFromHeader(req.headers['accept-language']);
    if (gateway.name !== 'myfatoorah') return reply.code(404).send(envelope(lang, false, coreMessages.notFound, null));
    const event = readWebhook(req.body);
    if (!event) return envelope(lang, true, m.webhookIgnored, null);
    const secret = app.config.MYFATOORAH_WEBHOOK_SECRET;
    const signature = req.headers['myfatoorah-signature'];
    if (!secret || !signatureMatches(event.signed, typeof signature === 'string' ? signature : undefined, secret)) {
      req.log.warn({ configured: Boolean(secret) }, 'MyFatoorah webhook refused: bad or missing signature');
      return reply.code(401).send(envelope(lang, false, m.webhookBadSignature, null));
    }
    try {
      const status = await gateway.paymentStatus({ paymentId: event.paymentId });
      const payment = await applyPaymentStatus(app.db, gateway.name, status, req.log);
      return envelope(lang, true, coreMessages.ok, { payment_id: event.paymentId, status: payment?.status ?? null });
    } catch (error) {
      if (!(error instanceof PaymentGatewayError)) throw error;
      // A 5xx makes MyFatoorah send the event again later.
      req.log.error({ err: error }, 'MyFatoorah webhook: payment status unavailable');
      return reply.code(503).send(envelope(lang, false, m.paymentCheckFailed, null));
    }
  });

  if (sandbox) sandboxPayRoutes(app, sandbox);

  runPeriodically(app, {
    name: 'unpaid_order_sweep',
    lock: LOCKS.unpaidOrderSweep,
    everySeconds: app.config.UNPAID_ORDER_SWEEP_SECONDS,
    run: () => releaseExpiredOrders(deps),
    doneMessage: 'released unpaid online orders',
  });
}
