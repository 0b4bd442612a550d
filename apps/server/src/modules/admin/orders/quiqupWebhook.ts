// Quiqup's webhook, POST /api/carriers/quiqup/webhook, as a Fastify plugin (registered by adminOrdersRoutes). Quiqup's
// documentation (https://api-docs.quiqup.com/webhooks): every notification is a JSON POST carrying
// `X-Signature: sha1=<hex>`, the HMAC (SHA-1) of the request's body with the token Quiqup gave the shop
// (QUIQUP_WEBHOOK_SECRET). The signature is checked over the raw bytes, before the body is read, in constant
// time; a missing or wrong one is refused with 401. A signed body that is not JSON is refused with 400; one that
// names no order or an order the shop did not ship with Quiqup is answered 200 (nothing for Quiqup to retry).
// Without Quiqup configured the path answers 404.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { coreMessages, langFromHeader } from '../../../http/i18n';
import { envelope } from '../../../http/route';
import { orderMessages as m } from './messages';
import { applyQuiqupEvent, readQuiqupEvent } from './quiqup';

/** Whether `header` is `sha1=` and the hex HMAC-SHA1 of `raw` with `secret`. */
export function quiqupSignatureMatches(raw: Buffer, header: string | undefined, secret: string): boolean {
  const given = /^sha1=([0-9a-f]{40})$/i.exec(header?.trim() ?? '')?.[1];
  if (!given) return false;
  const expected = createHmac('sha1', secret).update(raw).digest();
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}

/** The header Quiqup would send for `raw` (tests, and anyone checking a delivery by hand). */
export const quiqupSignature = (raw: string | Buffer, secret: string) => `sha1=${createHmac('sha1', secret).update(raw).digest('hex')}`;

export async function quiqupWebhook(app: FastifyInstance) {
  // Encapsulated: this scope alone reads every body as raw bytes, so the signature is checked over what was sent.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  app.post('/api/carriers/quiqup/webhook', async (req, reply) => {
    const lang = langFromHeader(req.headers['accept-language']);
    if (!app.carriers.quiqup) return reply.code(404).send(envelope(lang, false, coreMessages.notFound, null));
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const secret = app.config.QUIQUP_WEBHOOK_SECRET;
    const signature = req.headers['x-signature'];
    if (!secret || !quiqupSignatureMatches(raw, typeof signature === 'string' ? signature : undefined, secret)) {
      req.log.warn({ configured: Boolean(secret) }, 'Quiqup webhook refused: bad or missing signature');
      return reply.code(401).send(envelope(lang, false, m.quiqupWebhookBadSignature, null));
    }
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      return reply.code(400).send(envelope(lang, false, m.quiqupWebhookBadBody, null));
    }
    const event = readQuiqupEvent(body);
    if (!event) return envelope(lang, true, m.quiqupWebhookIgnored, { outcome: 'ignored' });
    const outcome = await applyQuiqupEvent(app.db, event);
    req.log.info({ quiqupOrder: event.orderId, state: event.state, outcome }, 'Quiqup webhook');
    const applied = outcome === 'delivered' || outcome === 'failed' || outcome === 'recorded' || outcome === 'in_transit';
    return envelope(lang, true, applied ? m.quiqupWebhookApplied : m.quiqupWebhookIgnored, { outcome });
  });
}
