// Tabby's result applied to its order. The shopper's return, Tabby's webhook and the unpaid-order sweep all end
// here, and none of them is believed: Tabby is asked for the payment (GET /api/v2/payments/{id}). AUTHORIZED is
// captured in full and the order confirmed, under the payment's row lock (applyPaymentStatus), so whichever
// arrives first captures and confirms once; REJECTED and EXPIRED release the order like a failed card payment.
// The webhook (registered at Tabby with a header whose value is TABBY_WEBHOOK_SECRET) is a plugin of its own.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { badInput } from '../../http/errors';
import { coreMessages, langFromHeader } from '../../http/i18n';
import { envelope } from '../../http/route';
import { FIELD_REASONS } from '@shop/contract';
import { PaymentGatewayError, type PaymentStatus } from '../../integrations/payments';
import { tabbySecretMatches, tabbyWebhookPaymentId, type TabbyGateway, type TabbyPaymentState } from '../../integrations/payments/tabby';
import { checkoutMessages as m } from './messages';
import { applyPaymentStatus } from './payments';

/** Tabby's answer as the shop's payment status: AUTHORIZED counts as paid once captured (see settleTabbyPayment). */
export const tabbyStatus = (state: TabbyPaymentState): PaymentStatus => ({
  invoiceId: state.paymentId,
  paymentId: state.paymentId,
  outcome: state.outcome === 'authorized' ? 'paid' : state.outcome,
  amountFils: state.amountFils,
  raw: state.raw,
});

/**
 * Asks Tabby about the payment and applies the answer once: an AUTHORIZED payment is captured in full (reference
 * `order-<id>`, Tabby's idempotency key) before its order is confirmed. Answers the payment row afterwards, or
 * null when the payment is not one of ours. Tabby's errors are thrown as PaymentGatewayError.
 */
export async function settleTabbyPayment(deps: { db: Db; tabby: TabbyGateway; log: FastifyBaseLogger }, paymentId: string) {
  const state = await deps.tabby.payment(paymentId);
  return applyPaymentStatus(
    deps.db,
    'tabby',
    tabbyStatus(state),
    deps.log,
    state.outcome === 'authorized'
      ? {
          capture: async (payment) => {
            const after = await deps.tabby.capture(paymentId, payment.amount, `order-${payment.orderId}`);
            if (after.capturedFils < payment.amount)
              throw new PaymentGatewayError('refused', `Tabby captured ${after.capturedFils} of ${payment.amount} fils`);
          },
        }
      : {},
  );
}

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
    try {
      const payment = await settleTabbyPayment({ db: app.db, tabby, log: req.log }, paymentId);
      // A payment that is not ours (another shop on the same account) is answered 200: nothing to retry.
      return envelope(lang, true, payment ? coreMessages.ok : m.webhookIgnored, { payment_id: paymentId, status: payment?.status ?? null });
    } catch (error) {
      if (!(error instanceof PaymentGatewayError)) throw error;
      if (error.reason === 'not_found') return envelope(lang, true, m.webhookIgnored, { payment_id: paymentId, status: null });
      // A 5xx makes Tabby send the notification again later.
      req.log.error({ err: error }, 'Tabby webhook: payment unavailable');
      return reply.code(503).send(envelope(lang, false, m.paymentCheckFailed, null));
    }
  });
}

// Not encapsulated: the route is the app's own, with its error handler, hooks and limits, as any other.
export const tabbyWebhook = fp(webhook, { name: 'tabby-webhook' });
