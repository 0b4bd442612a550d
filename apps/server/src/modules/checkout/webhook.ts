// MyFatoorah's notification of a payment or of a refund, as a Fastify plugin (registered by checkoutRoutes): only a
// correctly signed event is looked at, and even then the gateway is asked for the payment's or the refund's
// status rather than believing the event's content. Without MyFatoorah (the sandbox is the gateway) the path
// answers 404.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FIELD_REASONS } from '@shop/contract';
import { badInput } from '../../http/errors';
import { coreMessages, langFromHeader } from '../../http/i18n';
import { envelope } from '../../http/route';
import { PaymentGatewayError } from '../../integrations/payments';
import { readWebhook, signatureMatches } from '../../integrations/payments/myfatoorah';
import { followRefundById } from '../admin/returns/cardRefund';
import { checkoutMessages as m } from './messages';
import { applyPaymentStatus } from './payments';

async function webhook(app: FastifyInstance) {
  const { gateway } = app.payments;
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
    if (event.kind === 'refund' && !event.refundId) throw badInput(event.refundField, FIELD_REASONS.required);
    try {
      if (event.kind === 'refund') {
        // A refund no return records (made from MyFatoorah's portal) is answered 200 all the same: nothing to retry.
        const refund = await followRefundById(app.db, gateway, event.refundId);
        if (!refund) req.log.info({ refundId: event.refundId }, 'MyFatoorah refund event for a refund no return records');
        return envelope(lang, true, refund ? coreMessages.ok : m.webhookIgnored, {
          refund_id: event.refundId,
          state: refund?.state ?? null,
          changed: refund?.changed ?? false,
        });
      }
      const status = await gateway.paymentStatus({ paymentId: event.paymentId });
      const payment = await applyPaymentStatus(app.db, gateway.name, status, req.log);
      return envelope(lang, true, coreMessages.ok, { payment_id: event.paymentId, status: payment?.status ?? null });
    } catch (error) {
      if (!(error instanceof PaymentGatewayError)) throw error;
      // A 5xx makes MyFatoorah send the event again later.
      req.log.error({ err: error }, `MyFatoorah webhook: ${event.kind} status unavailable`);
      return reply.code(503).send(envelope(lang, false, m.paymentCheckFailed, null));
    }
  });
}

// Not encapsulated: the route is the app's own, with its error handler, hooks and limits, as any other.
export const paymentWebhook = fp(webhook, { name: 'payment-webhook' });
