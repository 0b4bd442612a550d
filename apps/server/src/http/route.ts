// Registers a call of the contract as POST /api{path}: parses its fields, checks who may call it, runs the
// handler and answers with the envelope { status, msg, data } in the caller's language.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Call, Lang } from '@shop/contract';
import type { Db } from '../db/client';
import { AppError, badInput, forbidden, wrongKey } from './errors';
import { coreMessages, format, langFromHeader, type Msg } from './i18n';
import { resolvePrincipal, type Principal } from './session';

export interface Ctx<Req> {
  input: Req;
  lang: Lang;
  principal: Principal;
  db: Db;
  req: FastifyRequest;
  reply: FastifyReply;
}
export interface CustomerCtx<Req> extends Ctx<Req> {
  principal: Extract<Principal, { kind: 'user' }>;
  userId: number;
}

export interface Result<T> {
  data: T;
  msg?: Msg;
  msgParams?: Record<string, string | number>;
  /** Extra top-level envelope fields some spec answers carry (flag, Code). */
  extra?: Record<string, unknown>;
}

type Handler<C extends Call> = (
  ctx: C['access'] extends 'customer' | 'admin' ? CustomerCtx<z.output<C['request']>> : Ctx<z.output<C['request']>>,
) => Promise<Result<z.input<C['data']>>>;

export interface RouteOptions {
  /** Requests per minute per IP for this call (login, codes). */
  rateLimitPerMinute?: number;
  /**
   * The answer depends only on the fields, the language and the catalogue tables (never on who asks), so it
   * is served from the read cache (readCache.ts) until those tables change.
   */
  cached?: boolean;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** The first issue of a zod error as { field, reason }. */
function firstIssue(error: z.ZodError): { field: string; reason: string } {
  const issue = error.issues[0];
  return { field: issue?.path.join('.') || 'body', reason: issue?.message ?? 'invalid' };
}

export function envelope(lang: Lang, ok: boolean, msg: Msg, data: unknown, params?: Record<string, string | number>) {
  return { status: ok, msg: format(msg[lang], params), data };
}

export function route<C extends Call>(app: FastifyInstance, call: C, handler: Handler<C>, opts: RouteOptions = {}) {
  const db = app.db;
  app.post(
    `/api${call.path}`,
    opts.rateLimitPerMinute ? { config: { rateLimit: { max: opts.rateLimitPerMinute, timeWindow: '1 minute' } } } : {},
    async (req, reply) => {
      const lang = langFromHeader(req.headers['accept-language']);
      const body = (req.body ?? {}) as Record<string, unknown>;

      let principal: Principal = { kind: 'guest' };
      if (call.access !== 'none') {
        const found = await resolvePrincipal(db, body.auth_key, body.user_id);
        if (!found) throw wrongKey();
        if (call.access !== 'guest' && found.kind === 'guest') throw wrongKey();
        if (call.access === 'admin' && (found.kind !== 'user' || found.role !== 'admin')) throw forbidden();
        principal = found;
      }

      const parsed = call.request.safeParse(body);
      if (!parsed.success) {
        const { field, reason } = firstIssue(parsed.error);
        throw badInput(field, reason);
      }

      const cacheKey = opts.cached ? `${call.path}\n${lang}\n${JSON.stringify(parsed.data)}` : '';
      const kept = opts.cached ? await app.readCache.lookup(cacheKey) : undefined;
      if (kept?.json) return reply.type(JSON_TYPE).send(kept.json);

      const ctx = {
        input: parsed.data,
        lang,
        principal,
        db,
        req,
        reply,
        userId: principal.kind === 'user' ? principal.userId : 0,
      };
      const result = await handler(ctx as never);
      // In tests every answer is checked against the contract, so server and web cannot drift apart.
      const data = app.config.NODE_ENV === 'test' ? call.data.parse(result.data) : result.data;
      const answer = { ...envelope(lang, true, result.msg ?? coreMessages.ok, data, result.msgParams), ...result.extra };
      if (!kept) return answer;
      const json = JSON.stringify(answer);
      app.readCache.store(cacheKey, kept.version, json);
      return reply.type(JSON_TYPE).send(json);
    },
  );
}

export function errorToEnvelope(error: unknown, lang: Lang) {
  if (error instanceof AppError) return { statusCode: error.statusCode, body: envelope(lang, false, error.msg, error.data, error.params) };
  return null;
}
