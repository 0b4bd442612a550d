// Tabby's webhook (registered at Tabby with a header whose value is TABBY_WEBHOOK_SECRET). Tabby's result is
// applied as any hosted provider's (hosted.ts): Tabby is asked for the payment (GET /api/v2/payments/{id}),
// AUTHORIZED is captured in full and the order confirmed once; REJECTED and EXPIRED release the order.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { badInput } from '../../http/errors';
import { coreMessages, langFromHeader } from '../../http/i18n';
import { envelope } from '../../http/route';
import { FIELD_REASONS } from '@shop/contract';
import { tabbySecretMatches, tabbyWebhookPaymentId, type TabbyGateway } from '../../integrations/payments/tabby';
import { hostedWebhookAnswer, settleHostedPayment } from './hosted';
import { checkoutMessages as m } from './messages';

/** Tabby's answer applied to its order (settleHostedPayment): an AUTHORIZED payment is captured before it is confirmed. */
export const settleTabbyPayment = (deps: { db: Db; tabby: TabbyGateway; log: FastifyBaseLogger }, paymentId: string) =>
  settleHostedPayment({ db: deps.db, provider: deps.tabby, log: deps.log }, paymentId);

async function webhook(app: FastifyInstance) {
  const { tabby } = app.payments;
  app.post('/api/payments/tabby/webhook', async (req, reply) => {
    const lang = langFromHeader(req.headers['accept-language']);
    if (!tabby) return reply.code(404).send(envelope(lang, false, coreMessages.notFound, null));
    const secret = app.config.TABBY_WEBHOOK_SECRET;
    const given = req.headers[app.config.TABBY_WEBHOOK_HEADER.toLowerCase()];
    if (!secret || !tabbySecretMatches(typeof given === 'string' ? given : undefined, secret)) {
      req.log.warn({ configured: Boolean(secret) }, 'Tabby webhook refused: bad or missing secret header');
      return reply.code(401).send(envelope(lang, false, m.webhookBadSignature, null));
    }
    const paymentId = tabbyWebhookPaymentId(req.body);
    if (!paymentId) throw badInput('id', FIELD_REASONS.required);
    return hostedWebhookAnswer({ db: app.db, provider: tabby, log: req.log }, lang, reply, paymentId);
  });
}

// Not encapsulated: the route is the app's own, with its error handler, hooks and limits, as any other.
export const tabbyWebhook = fp(webhook, { name: 'tabby-webhook' });
