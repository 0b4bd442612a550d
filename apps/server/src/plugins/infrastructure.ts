// What every module uses, decorated on the app: the database, media, payment gateways, carriers, the e-invoicing
// ASP, the caches, the mailer, the PDF printer, the job queue and the limits. Each part that holds a connection
// or a process is closed on onClose, in the reverse order of opening.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Call } from '@shop/contract';
import type { Config } from '../config';
import type { ChangeFeed } from '../db/changes';
import type { Db, DbHandle } from '../db/client';
import { CustomerCache } from '../http/customerCache';
import { encodedSize, type Encoded } from '../http/encoded';
import { openLimits, type Limits } from '../http/limitStore';
import { ReadCache } from '../http/readCache';
import { SessionCache } from '../http/sessionCache';
import { carriersFor, type Carriers } from '../integrations/carriers';
import { einvoiceProviderFor, type EInvoiceProvider } from '../integrations/einvoice';
import { openMedia, type MediaStore } from '../integrations/images/store';
import { createMailer, type Mailer } from '../integrations/mail/mailer';
import { paymentGatewayFor, type Gateways } from '../integrations/payments';
import { PdfPrinter } from '../modules/invoices/pdf';
import { JobRunner } from '../jobs/queue';

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
    /** The durable job queue; each module registers the handlers of the jobs it queues. */
    jobs: JobRunner;
    /** Prints tax invoices and credit notes (modules/invoices). */
    pdf: PdfPrinter;
    /** The payment gateway (MyFatoorah, else the sandbox): checkout, its webhook and the unpaid-order sweep share it. */
    payments: Gateways;
    /** The carriers with an API (Aramex, Quiqup, each when configured): shipping, labels, pickups, tracking, webhooks. */
    carriers: Carriers;
    /** The e-invoicing ASP (Storecove, when configured): tax documents go out through it (modules/invoices/einvoice.ts). */
    einvoice: EInvoiceProvider | null;
    /** Rate limits and sign-in back-off: in Redis when configured, else in memory. */
    limits: Limits;
    /** Every contract call route() registered: the OpenAPI document (http/openapi.ts) and the access tests read it. */
    calls: Call[];
  }
}

export interface InfrastructureOptions {
  config: Config;
  handle: DbHandle;
  /** Whether the app opened the database itself, and so closes it (main.ts and tests close their own). */
  ownsDb: boolean;
}

async function infrastructure(app: FastifyInstance, { config, handle, ownsDb }: InfrastructureOptions) {
  app.decorate('config', config);
  app.decorate('db', handle.db);
  app.decorate('alone', handle.alone);
  app.decorate('changes', handle.changes);
  app.decorate('calls', []);
  app.decorate('media', openMedia(config, handle.db));
  app.decorate('payments', paymentGatewayFor(config, handle.db));
  app.decorate('carriers', carriersFor(config));
  app.decorate('einvoice', einvoiceProviderFor(config));
  const readCache = new ReadCache<Encoded>(handle.changes, encodedSize);
  app.decorate('readCache', readCache);
  app.addHook('onClose', async () => readCache.close());
  const sessionCache = new SessionCache(handle.changes);
  app.decorate('sessionCache', sessionCache);
  app.addHook('onClose', async () => sessionCache.close());
  const customerCache = new CustomerCache(handle.changes);
  app.decorate('customerCache', customerCache);
  app.addHook('onClose', async () => customerCache.close());
  const mailer = createMailer(config, app.log);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
  if (ownsDb) app.addHook('onClose', () => handle.close());
  const pdf = new PdfPrinter(config.PDF_CHROMIUM_PATH);
  app.decorate('pdf', pdf);
  app.addHook('onClose', () => pdf.close());
  const jobs = new JobRunner({ db: handle.db, log: app.log, pollMs: config.JOB_POLL_MS });
  jobs.handle('mail', (message) => mailer.send(message));
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => jobs.start());
  // onClose hooks run last-added first: the jobs stop before the mailer and the database close.
  app.addHook('onClose', () => jobs.stop());
  const limits = await openLimits(config, app.log);
  app.decorate('limits', limits);
  app.addHook('onClose', () => limits.close());
}

export default fp(infrastructure, { name: 'infrastructure' });
