// buildApp(config) composes the shop's server from its plugins, in this order: infrastructure (the database and
// every shared part, decorated on the app), security (the request pipeline and the error handler), operations
// (health, metrics), the modules (calls, webhooks, periodic work, job handlers), the API's documentation, and the
// web (media, the built web app, the storefront's pages). main.ts starts it; tests call it with a test database.
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { setPublicOrigin } from '@shop/contract';
import type { Config } from './config';
import { openDb, type DbHandle } from './db/client';
import { registerOpenApi } from './http/openapi';
import { loggerOptions, requestIdOf } from './http/requestId';
import { registerMailbox } from './integrations/mail/mailbox';
import modules from './modules';
import infrastructure from './plugins/infrastructure';
import operations from './plugins/operations';
import security from './plugins/security';
import web from './web';

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
  // Image URLs in answers are absolute from PUBLIC_URL (apps and other origins load them).
  setPublicOrigin(config.PUBLIC_URL);
  const handle = opts.db ?? (await openDb({ url: config.DATABASE_URL, pgliteDir: config.pgliteDir }));
  await app.register(infrastructure, { config, handle, ownsDb: !opts.db });
  await app.register(security);
  await app.register(operations, { handle });
  await app.register(modules);
  registerOpenApi(app);
  // The outbox's dev mailbox (/dev/mailbox): never in production.
  if (app.mailer.outbox && config.NODE_ENV !== 'production') registerMailbox(app, app.mailer.outbox);
  await app.register(web);
  return app;
}
