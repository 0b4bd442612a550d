// The request pipeline every route shares: request ids, security headers (CSP), CORS for the allowed web clients,
// compression, the body parsers, rate limits, and the error handler that turns any failure into the envelope.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import helmet from 'helmet';
import { FIELD_REASONS, MAP_TILES, REFUSAL_HEADER } from '@shop/contract';
import { parseUrlencoded } from '../http/body';
import { DYNAMIC_COMPRESSION } from '../http/encoded';
import { badInput } from '../http/errors';
import { coreMessages, duration, langFromHeader } from '../http/i18n';
import { registerRequestId } from '../http/requestId';
import { envelope, errorToEnvelope, sendRefusal } from '../http/route';

async function security(app: FastifyInstance) {
  const { config } = app;
  registerRequestId(app);
  // Helmet's middleware is built once here: @fastify/helmet built it again for every request (parsing the policy
  // each time: 3.7 % of the server's CPU under orders/list.php).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The shop's own images (from PUBLIC_URL, the page's origin unless reached by another name) and the
        // address map's tiles.
        imgSrc: ["'self'", new URL(config.PUBLIC_URL).origin, 'data:', 'blob:', new URL(MAP_TILES.url).origin],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ['https://www.openstreetmap.org'],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (req, reply, done) => securityHeaders(req.raw, reply.raw, () => done()));
  // A web client on one of CORS_ORIGINS may call the API from the browser; other origins get no CORS headers.
  await app.register(cors, {
    delegator: (req, done) =>
      done(null, {
        origin: req.url.startsWith('/api/') && config.CORS_ORIGINS.includes(req.headers.origin ?? '') ? req.headers.origin : false,
        methods: ['POST'],
        allowedHeaders: ['Accept-Language', 'Content-Type'],
        exposedHeaders: [REFUSAL_HEADER],
        maxAge: 600,
      }),
  });
  // Brotli or gzip for JSON, HTML, JS and CSS; WebP images are already compressed and are left alone.
  await app.register(compress, DYNAMIC_COMPRESSION);
  await app.register(formbody, { parser: parseUrlencoded });
  // Multipart bodies are streamed by route() (http/body.ts), never buffered before the key is checked.
  await app.register(multipart);
  await app.register(rateLimit, {
    global: false,
    ...app.limits.rateLimitOptions,
    errorResponseBuilder: (_req, ctx) => Object.assign(new Error('rate limited'), { statusCode: 429, retryMs: ctx.ttl }),
  });

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string; retryMs?: number }, req, reply) => {
    const lang = langFromHeader(req.headers['accept-language']);
    const mapped = errorToEnvelope(error, lang);
    if (mapped) return sendRefusal(req, reply, mapped.statusCode, mapped.body);
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE')
      return sendRefusal(req, reply, 413, envelope(lang, false, coreMessages.tooLarge, null));
    if (status === 429) {
      const wait = duration(lang, Math.max(1, Math.ceil((error.retryMs ?? 60_000) / 1000)), 'second');
      return sendRefusal(req, reply, 429, envelope(lang, false, coreMessages.tooMany, null, { wait }));
    }
    if (status === 415) return sendRefusal(req, reply, 415, envelope(lang, false, coreMessages.unsupportedBody, null));
    if (status >= 400 && status < 500) {
      const bad = badInput('body', FIELD_REASONS.unreadable);
      return sendRefusal(req, reply, 400, envelope(lang, false, bad.msg, bad.data, bad.params));
    }
    // The client went away while a page streamed to it: nothing failed here, and nobody is left to answer.
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') {
      req.log.info({ err: error }, 'client closed the connection');
      return reply;
    }
    // Logged here once, with the request's id (the shopper's message quotes it).
    req.log.error({ err: error }, 'request failed');
    return sendRefusal(req, reply, 500, envelope(lang, false, coreMessages.internal, null, { requestId: req.id }));
  });
}

export default fp(security, { name: 'security', dependencies: ['infrastructure'] });
