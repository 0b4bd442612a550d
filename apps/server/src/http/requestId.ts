// Every request has an id: the caller's X-Request-Id when it is a safe short token (a proxy or load balancer
// that already named the request), else a new one. It is echoed in the answer's X-Request-Id, shown to the
// shopper in a 500's message, and put on every log line written while the request is served, including the
// lines of code that log through app.log (services are handed the app's logger, not the request's).
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

export const REQUEST_ID_HEADER = 'x-request-id';
/** Letters, digits and - _ . : only, at most 64: nothing a log line or a header could be tricked by. */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
}

const current = new AsyncLocalStorage<string>();
/** Request loggers already carry the id in their bindings; the mixin must not write it twice. */
const requestLoggers = new WeakSet<object>();

/** Fastify's logger options with the request id on every line logged in a request's course. */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'childLoggerFactory'> {
  return {
    logger: {
      level,
      ...(stream ? { stream } : {}),
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      mixin(_merge, _level, logger) {
        const reqId = requestLoggers.has(logger) ? undefined : current.getStore();
        return reqId ? { reqId } : {};
      },
    },
    genReqId: requestIdOf,
    childLoggerFactory(logger, bindings, opts) {
      const child = logger.child(bindings, opts);
      requestLoggers.add(child);
      return child as FastifyBaseLogger;
    },
  };
}

/** Echoes the id and runs the rest of the request (body read, handler, error handler) with it in context. */
export function registerRequestId(app: FastifyInstance) {
  app.addHook('onRequest', (req, reply, done) => {
    reply.header(REQUEST_ID_HEADER, req.id);
    done();
  });
  app.addHook('preHandler', (req, _reply, done) => current.run(req.id, done));
}
