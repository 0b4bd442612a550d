// buildApp(config) assembles the shop's server: body parsers, security headers, rate limits, the API
// modules, the payment webhook and the unpaid-order sweep (plugins), the media files and the built web app.
// main.ts starts it; tests call it with a test database.
import { carriersFor, type Carriers } from './integrations/carriers';
import { einvoiceProviderFor, type EInvoiceProvider } from './integrations/einvoice';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import helmet from 'helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { FIELD_REASONS, MAP_TILES, REFUSAL_HEADER, setPublicOrigin, type Call } from '@shop/contract';
import type { Config } from './config';
import type { ChangeFeed } from './db/changes';
import { openDb, type Db, type DbHandle } from './db/client';
import { openLimits, type LimitStore } from './http/limitStore';
import { badInput } from './http/errors';
import { parseUrlencoded } from './http/body';
import { DYNAMIC_COMPRESSION, encodedSize, type Encoded } from './http/encoded';
import { CustomerCache } from './http/customerCache';
import { ReadCache } from './http/readCache';
import { SessionCache } from './http/sessionCache';
import { errorToEnvelope, envelope, sendRefusal } from './http/route';
import { coreMessages, duration, langFromHeader } from './http/i18n';
import { registerModules } from './modules';
import { loggerOptions, registerRequestId, requestIdOf } from './http/requestId';
import { registerHealth } from './http/health';
import { registerMetrics } from './http/metrics';
import { registerOpenApi } from './http/openapi';
import { createMailer, type MailMessage, type Mailer } from './integrations/mail/mailer';
import { backInStockMailer } from './modules/restock/service';
import { sendOwnerAlertMail } from './modules/alerts/service';
import { JobRunner } from './jobs/queue';
import { sendCreditNoteMail } from './modules/invoices/mail';
import { sendOrderStatusMail } from './modules/orders/mail';
import { PdfPrinter } from './modules/invoices/pdf';
import { sendCartReminder } from './modules/reminders/service';
import { registerMailbox } from './integrations/mail/mailbox';
import { openMedia, type MediaStore } from './integrations/images/store';
import { paymentGatewayFor, type Gateways } from './integrations/payments';
import { paymentWebhook } from './modules/checkout/webhook';
import { tabbyWebhook } from './modules/checkout/tabby';
import { quiqupWebhook } from './modules/admin/orders/quiqupWebhook';
import { tamaraCancelJob, tamaraWebhook } from './modules/checkout/tamara';
import { einvoiceSendJob, einvoiceStatusJob } from './modules/invoices/einvoice';
import { unpaidOrderSweep } from './modules/checkout/sweep';
import { cardRefundSweep } from './modules/admin/returns/sweep';
import { registerStorefront } from './web/storefront';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** Runs periodic work in one process of those sharing the database (DbHandle.alone). */
    alone: DbHandle['alone'];
    media: MediaStore;
    readCache: ReadCache<Encoded>;
    sessionCache: SessionCache;
    /** A customer's own answers kept (http/customerCache.ts). */
    customerCache: CustomerCache;
    /** The database's change feed (db/changes.ts): the caches wait on it. */
    changes: ChangeFeed;
    mailer: Mailer;
    jobs: JobRunner;
    /** Prints tax invoices and credit notes (modules/invoices). */
    pdf: PdfPrinter;
    /** The payment gateway (MyFatoorah, else the sandbox): checkout, its webhook and the unpaid-order sweep share it. */
    payments: Gateways;
    /** The carriers with an API (Aramex, Quiqup, each when configured): shipping, labels, pickups, tracking, webhooks. */
    carriers: Carriers;
    /** The e-invoicing ASP (Storecove, when configured): tax documents go out through it (modules/invoices/einvoice.ts). */
    einvoice: EInvoiceProvider | null;
    limitStore: LimitStore;
    /** Every contract call route() registered: the OpenAPI document (http/openapi.ts) and the access tests read it. */
    calls: Call[];
  }
}

export interface BuildOptions {
  /** An open database (main.ts, tests); else one is opened from the configuration. */
  db?: DbHandle;
  /** Where log lines go (tests read them); standard output by default. */
  logStream?: DestinationStream;
}

export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...(config.LOG_LEVEL === 'silent' ? { logger: false, genReqId: requestIdOf } : loggerOptions(config.LOG_LEVEL, opts.logStream)),
    // Without TRUST_PROXY the client's address is the connection's: X-Forwarded-For could be anything.
    trustProxy: config.TRUST_PROXY,
  });
  const handle = opts.db ?? (await openDb({ url: config.DATABASE_URL, pgliteDir: config.pgliteDir }));
  app.decorate('config', config);
  // Image URLs in answers are absolute from PUBLIC_URL (apps and other origins load them).
  setPublicOrigin(config.PUBLIC_URL);
  app.decorate('db', handle.db);
  app.decorate('alone', handle.alone);
  const media = openMedia(config, handle.db);
  app.decorate('media', media);
  app.decorate('payments', paymentGatewayFor(config, handle.db));
  app.decorate('carriers', carriersFor(config));
  app.decorate('einvoice', einvoiceProviderFor(config));
  const readCache = new ReadCache<Encoded>(handle.changes, encodedSize);
  app.decorate('readCache', readCache);
  app.addHook('onClose', async () => readCache.close());
  app.decorate('changes', handle.changes);
  const sessionCache = new SessionCache(handle.changes);
  app.decorate('sessionCache', sessionCache);
  app.addHook('onClose', async () => sessionCache.close());
  const customerCache = new CustomerCache(handle.changes);
  app.decorate('customerCache', customerCache);
  app.addHook('onClose', async () => customerCache.close());
  const mailer = createMailer(config, app.log);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
  if (!opts.db) app.addHook('onClose', () => handle.close());
  const pdf = new PdfPrinter(config.PDF_CHROMIUM_PATH);
  app.decorate('pdf', pdf);
  app.addHook('onClose', () => pdf.close());
  const mailDeps = { db: handle.db, mailer, printer: pdf, shopUrl: config.PUBLIC_URL };
  const handlers = {
    mail: (message: MailMessage) => mailer.send(message),
    back_in_stock_mail: backInStockMailer(handle.db, mailer, config.PUBLIC_URL),
    tax_document_mail: ({ documentId }: { documentId: number }) => sendCreditNoteMail(mailDeps, documentId),
    order_status_mail: ({ historyId }: { historyId: number }) => sendOrderStatusMail(mailDeps, historyId),
    cart_reminder_mail: ({ userId }: { userId: number }) => sendCartReminder(mailDeps, userId),
    tamara_cancel: tamaraCancelJob(app.payments.tamara, app.log),
    einvoice_send: einvoiceSendJob({ db: handle.db, provider: app.einvoice }),
    einvoice_status: einvoiceStatusJob({ db: handle.db, provider: app.einvoice }),
    owner_alert_mail: ({ alertId }: { alertId: number }) => sendOwnerAlertMail(mailDeps, alertId),
  };
  const jobs = new JobRunner({ db: handle.db, handlers, log: app.log, pollMs: config.JOB_POLL_MS });
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => jobs.start());
  // onClose hooks run last-added first: the jobs stop before the mailer and the database close.
  app.addHook('onClose', () => jobs.stop());
  const limits = await openLimits(config, app.log);
  app.decorate('limitStore', limits.store);
  app.addHook('onClose', () => limits.close());

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
    ...limits.rateLimitOptions,
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

  registerHealth(app, { db: handle.db, redis: limits.redis });
  registerMetrics(app, { handle, readCache, sessionCache, customerCache });
  app.decorate('calls', []);
  await registerModules(app);
  // Plugins with their own lifecycle: the gateway's webhook, the sweep of unpaid online orders and the check of
  // card refunds (started on onReady, stopped on onClose after the round under way).
  await app.register(paymentWebhook);
  await app.register(tabbyWebhook);
  // Encapsulated (not fp): its raw-body parser is its own.
  await app.register(quiqupWebhook);
  await app.register(tamaraWebhook);
  await app.register(unpaidOrderSweep);
  await app.register(cardRefundSweep);
  registerOpenApi(app);
  // The outbox's dev mailbox (/dev/mailbox): never in production.
  if (mailer.outbox && config.NODE_ENV !== 'production') registerMailbox(app, mailer.outbox);

  await media.serve(app);

  const indexHtml = path.join(config.webDist, 'index.html');
  const hasWeb = fs.existsSync(indexHtml);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      // The build's brotli and gzip forms of each script, stylesheet and SVG (apps/web/precompress.ts), sent as the
      // browser accepts; they are forms of their file, not files of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders(reply, sentPath) {
        const filePath = sentPath.replace(/\.(br|gz)$/, '');
        // Vite's hashed assets never change; everything else is revalidated.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The answers' picture for a product without one, shown by clients on other origins too.
        if (path.basename(filePath) === 'placeholder.svg') reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      },
    });
  }

  const storefrontPage = hasWeb ? await registerStorefront(app, indexHtml) : null;

  app.setNotFoundHandler((req, reply) => {
    const lang = langFromHeader(req.headers['accept-language']);
    const url = req.url.split('?')[0] ?? '/';
    // A missing hashed asset (an old tab after a release) is a 404, not the app's page.
    if (
      url.startsWith('/api/') ||
      url === '/api' ||
      url.startsWith('/media/') ||
      url.startsWith('/assets/') ||
      req.method !== 'GET' ||
      !storefrontPage
    )
      return reply.code(404).send(envelope(lang, false, coreMessages.notFound, null));
    // A storefront page: rendered on the server when public (an unknown one is a 404 page), else the app's shell.
    return storefrontPage(req, reply);
  });

  return app;
}
