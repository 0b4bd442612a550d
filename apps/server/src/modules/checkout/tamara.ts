// Tamara's webhook: Tamara posts `{ order_id, event_type, … }` with a `tamaraToken` (query string, and
// `Authorization: Bearer`), a JWT signed HS256 with the merchant's notification token (TAMARA_NOTIFICATION_TOKEN).
// A notification without a valid token is refused (401) before anything is read. The event's own word is not
// believed: Tamara is asked for the order (GET /orders/{id}) and its state applied as any hosted provider's
// (hosted.ts), so repeated, late or out-of-order events (order_captured before order_approved, an order_expired
// after the capture) change nothing that is already applied: approved or authorised is authorised, captured and
// the order confirmed once; declined, expired and canceled release it.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FIELD_REASONS } from '@shop/contract';
import { badInput } from '../../http/errors';
import { coreMessages, langFromHeader } from '../../http/i18n';
import { envelope } from '../../http/route';
import type { JobPayloads } from '../../jobs/queue';
import { tamaraTokenValid, tamaraWebhookOrderId, type TamaraGateway } from '../../integrations/payments/tamara';
import { hostedWebhookAnswer } from './hosted';
import { checkoutMessages as m } from './messages';

/** The tamaraToken of a notification: the query parameter, else the bearer token. */
function tokenOf(query: unknown, authorization: string | undefined): string | undefined {
  const fromQuery = (query as { tamaraToken?: unknown } | undefined)?.tamaraToken;
  if (typeof fromQuery === 'string' && fromQuery) return fromQuery;
  const bearer = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return bearer?.[1];
}

async function webhook(app: FastifyInstance) {
  const { tamara } = app.payments;
  app.post('/api/payments/tamara/webhook', async (req, reply) => {
    const lang = langFromHeader(req.headers['accept-language']);
    if (!tamara) return reply.code(404).send(envelope(lang, false, coreMessages.notFound, null));
    const key = app.config.TAMARA_NOTIFICATION_TOKEN;
    if (!key || !(await tamaraTokenValid(tokenOf(req.query, req.headers.authorization), key))) {
      req.log.warn({ configured: Boolean(key) }, 'Tamara webhook refused: bad or missing tamaraToken');
      return reply.code(401).send(envelope(lang, false, m.webhookBadSignature, null));
    }
    const orderId = tamaraWebhookOrderId(req.body);
    if (!orderId) throw badInput('order_id', FIELD_REASONS.required);
    return hostedWebhookAnswer({ db: app.db, provider: tamara, log: req.log }, lang, reply, orderId);
  });
}

// Not encapsulated: the route is the app's own, with its error handler, hooks and limits, as any other.
export const tamaraWebhook = fp(webhook, { name: 'tamara-webhook' });

/**
 * The tamara_cancel job (queued by releaseOrder): a failure throws, for the queue to retry it; Tamara is asked
 * first each time, so a retry cancels at most once.
 */
export const tamaraCancelJob =
  (tamara: TamaraGateway | null, log: FastifyBaseLogger) =>
  async ({ tamaraOrderId, amountFils }: JobPayloads['tamara_cancel']) => {
    if (!tamara) {
      log.warn({ tamaraOrderId }, 'Tamara is no longer configured: released order not cancelled there');
      return;
    }
    if (await tamara.cancel(tamaraOrderId, amountFils)) log.info({ tamaraOrderId, amountFils }, 'released order cancelled at Tamara');
  };
