// buildApp(config) assembles the shop's server: body parsers, security headers, rate limits, the API
// modules, the media files and the built web app. main.ts starts it; tests call it with a test database.
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { MAP_TILES } from '@shop/contract';
import type { Config } from './config';
import { openDb, type Db, type DbHandle } from './db/client';
import { ReadCache } from './http/readCache';
import { errorToEnvelope, envelope } from './http/route';
import { coreMessages, duration, langFromHeader } from './http/i18n';
import { registerModules } from './modules';
import { createMailer, type Mailer } from './integrations/mail/mailer';
import { registerMailbox } from './integrations/mail/mailbox';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    readCache: ReadCache;
    mailer: Mailer;
  }
}

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export async function buildApp(config: Config, opts: { db?: DbHandle } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    trustProxy: true,
  });
  const handle = opts.db ?? (await openDb({ url: config.DATABASE_URL, pgliteDir: config.pgliteDir }));
  app.decorate('config', config);
  app.decorate('db', handle.db);
  const readCache = new ReadCache(handle.changes);
  app.decorate('readCache', readCache);
  app.addHook('onClose', async () => readCache.close());
  const mailer = createMailer(config, app.log);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
  if (!opts.db) app.addHook('onClose', () => handle.close());

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The address map's tiles; the rest of the page's images are the shop's own.
        imgSrc: ["'self'", 'data:', 'blob:', new URL(MAP_TILES.url).origin],
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
  // Brotli or gzip for JSON, HTML, JS and CSS; WebP images are already compressed and are left alone.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(formbody);
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: { fileSize: MAX_UPLOAD_BYTES, files: 10 } });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) => Object.assign(new Error('rate limited'), { statusCode: 429, retryMs: ctx.ttl }),
  });

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string; retryMs?: number }, req, reply) => {
    const lang = langFromHeader(req.headers['accept-language']);
    const mapped = errorToEnvelope(error, lang);
    if (mapped) return reply.code(mapped.statusCode).send(mapped.body);
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE')
      return reply.code(413).send(envelope(lang, false, coreMessages.tooLarge, null));
    if (status === 429) {
      const wait = duration(lang, Math.max(1, Math.ceil((error.retryMs ?? 60_000) / 1000)), 'second');
      return reply.code(429).send(envelope(lang, false, coreMessages.tooMany, null, { wait }));
    }
    if (status === 415) return reply.code(415).send(envelope(lang, false, coreMessages.unsupportedBody, null));
    if (status >= 400 && status < 500) {
      const data = { field: 'body', reason: error.message };
      return reply.code(400).send(envelope(lang, false, coreMessages.badInput, data, data));
    }
    req.log.error(error);
    return reply.code(500).send(envelope(lang, false, coreMessages.internal, null));
  });

  await registerModules(app);
  // The outbox's dev mailbox (/dev/mailbox): never in production.
  if (mailer.outbox && config.NODE_ENV !== 'production') registerMailbox(app, mailer.outbox);

  fs.mkdirSync(config.mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
  });

  const indexHtml = path.join(config.webDist, 'index.html');
  const hasWeb = fs.existsSync(indexHtml);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        // Vite's hashed assets never change; everything else is revalidated.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const lang = langFromHeader(req.headers['accept-language']);
    const url = req.url.split('?')[0] ?? '/';
    // A missing hashed asset (an old tab after a release) is a 404, not the app's page.
    if (url.startsWith('/api/') || url === '/api' || url.startsWith('/media/') || url.startsWith('/assets/') || req.method !== 'GET' || !hasWeb)
      return reply.code(404).send(envelope(lang, false, coreMessages.notFound, null));
    // A client route: the web app decides what to show (including its own not-found page).
    return reply.header('Cache-Control', 'no-cache').type('text/html').send(fs.createReadStream(indexHtml));
  });

  return app;
}
