// Registers a call of the contract as POST /api{path}: parses its fields, checks who may call it, runs the
// handler and answers with the envelope { status, msg, data } in the caller's language.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { FIELD_REASONS, fileFieldNames, issueReason, mayCall, REFUSAL_HEADER, type Call, type Lang } from '@shop/contract';
import type { Db } from '../db/client';
import { readMultipart, removeUploads, type Fields } from './body';
import { encode, sendEncoded } from './encoded';
import type { AnswerKeeper, KeptFor } from './customerCache';
import { TransactionBusy } from '../db/transaction';
import { AppError, badInput, conflict, forbidden, refusalKind, wrongKey } from './errors';
import { coreMessages, formatIn, langFromHeader, type Msg, type MsgParams } from './i18n';
import { resolvePrincipal, sessionLifetime, type Principal } from './session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by route(): which API's rule gives a refusal its HTTP code (refusalHttpStatus). */
    api?: 'spec' | 'admin';
  }
}

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
  msgParams?: MsgParams;
  /** Extra top-level envelope fields some spec answers carry (flag, Code). */
  extra?: Record<string, unknown>;
  /** A file to answer instead of the envelope (a tax invoice's PDF); `data` is then null. */
  file?: { type: string; name: string; body: Buffer };
  /** For an answer kept per customer: the moment it reads differently even if nothing changes (null: never). */
  keepUntil?: Date | null;
  /** false: an answer of a cached call not to keep (a search that found nothing runs again, to be counted). */
  keep?: boolean;
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
  /**
   * The answer depends only on the fields, the language and the caller's own rows that migration 0017 announces
   * (their orders, reviews, return requests, lists), and with 'own rows and catalogue' also on the catalogue
   * tables: it is kept per customer (customerCache.ts) until those change, or until the handler's keepUntil.
   */
  keptPerCustomer?: KeptFor;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** The first issue of a zod error as the field it names and why, in both languages. */
function firstIssue(error: z.ZodError, body: Record<string, unknown>): { field: string; reason: Msg } {
  const issue = error.issues[0];
  if (!issue) return { field: 'body', reason: FIELD_REASONS.invalid };
  const first = issue.path[0];
  return { field: issue.path.join('.') || 'body', reason: issueReason(issue, first === undefined ? body : body[String(first)]) };
}

export function envelope(lang: Lang, ok: boolean, msg: Msg, data: unknown, params?: MsgParams) {
  return { status: ok, msg: formatIn(lang, msg, params), data };
}

export function route<C extends Call>(app: FastifyInstance, call: C, handler: Handler<C>, opts: RouteOptions = {}) {
  app.calls.push(call);
  const db = app.db;
  const lifetime = sessionLifetime(app.config);
  const api = call.path.startsWith('/admin/') ? 'admin' : 'spec';
  const fileFields = new Set(fileFieldNames(call.request));
  /** Who is calling, when the call lets them; else 'wrong key' or 'forbidden'. */
  const whoIsCalling = async (fields: Fields, caughtUp: () => Promise<boolean>): Promise<Principal> => {
    if (call.access === 'none') return { kind: 'guest' };
    const found = await resolvePrincipal(db, fields.auth_key, fields.user_id, lifetime, { sessions: app.sessionCache, caughtUp });
    if (!found) throw wrongKey();
    if (call.access !== 'guest' && found.kind === 'guest') throw wrongKey();
    // An admin call needs an admin whose staff role may use its area of the console (ROLE_AREAS).
    if (
      call.access === 'admin' &&
      (found.kind !== 'user' || found.role !== 'admin' || !found.staffRole || !mayCall(found.staffRole, call.path))
    )
      throw forbidden();
    return found;
  };
  app.post(
    `/api${call.path}`,
    {
      config: {
        api,
        ...(opts.rateLimitPerMinute ? { rateLimit: { max: opts.rateLimitPerMinute, timeWindow: '1 minute' } } : {}),
      },
      ...(fileFields.size ? { onSend: removeUploads } : {}),
    },
    async (req, reply) => {
      const lang = langFromHeader(req.headers['accept-language']);
      // One wait for the change feed per request, shared by the session check and the read cache.
      let feedWait: Promise<boolean> | undefined;
      const caughtUp = () => (feedWait ??= app.changes.caughtUp());
      let principal: Principal | undefined;
      // A multipart body is read part by part, and the caller's key is checked before its first file (body.ts).
      const beforeFiles = async (fields: Fields) => {
        if (fields.auth_key === undefined && call.access !== 'none') throw badInput('auth_key', FIELD_REASONS.beforeFiles);
        principal = await whoIsCalling(fields, caughtUp);
      };
      const body: unknown = req.isMultipart() ? await readMultipart(req, { fileFields, beforeFiles }) : (req.body ?? {});
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badInput('body', FIELD_REASONS.formFields);
      principal ??= await whoIsCalling(body as Fields, caughtUp);

      const parsed = call.request.safeParse(body);
      if (!parsed.success) {
        const { field, reason } = firstIssue(parsed.error, body as Fields);
        throw badInput(field, reason);
      }

      const keeper: AnswerKeeper | undefined = opts.cached
        ? app.readCache
        : opts.keptPerCustomer && principal.kind === 'user'
          ? app.customerCache.of(principal.userId, opts.keptPerCustomer)
          : undefined;
      const cacheKey = keeper ? `${call.path}\n${lang}\n${JSON.stringify(parsed.data)}` : '';
      const lookup = keeper ? await keeper.lookup(cacheKey, caughtUp) : undefined;
      if (lookup?.kept) return sendEncoded(req, reply.type(JSON_TYPE), lookup.kept);

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
      if (result.file) {
        return reply
          .type(result.file.type)
          .header('content-disposition', `attachment; filename="${result.file.name}"`)
          .send(result.file.body);
      }
      const answer = { ...envelope(lang, true, result.msg ?? coreMessages.ok, data, result.msgParams), ...result.extra };
      if (!keeper || !lookup || result.keep === false) return answer;
      const encoded = await encode(200, JSON.stringify(answer));
      keeper.store(cacheKey, lookup.version, encoded, result.keepUntil);
      return sendEncoded(req, reply.type(JSON_TYPE), encoded);
    },
  );
}

export function errorToEnvelope(thrown: unknown, lang: Lang) {
  const error = thrown instanceof TransactionBusy ? conflict(coreMessages.busy) : thrown;
  if (error instanceof AppError) return { statusCode: error.statusCode, body: envelope(lang, false, error.msg, error.data, error.params) };
  return null;
}

/**
 * The HTTP code a refusal goes out with. The spec's calls follow the original shop's server (docs/api.md): its
 * web client and apps read no envelope from a non-2xx answer, so every refusal the caller can act on is HTTP 200
 * with status false, and only 413, 429 and 5xx keep their codes. The admin API (our console alone calls it) and
 * the paths outside the contract (webhooks, unknown paths) keep REST codes.
 */
export function refusalHttpStatus(req: FastifyRequest, statusCode: number): number {
  const keepsCode = statusCode >= 500 || statusCode === 413 || statusCode === 429;
  return req.routeOptions.config.api === 'spec' && !keepsCode ? 200 : statusCode;
}

/** Sends a refusal's envelope with the HTTP code of its API's rule and its kind in X-Refusal. */
export function sendRefusal(req: FastifyRequest, reply: FastifyReply, statusCode: number, body: unknown) {
  return reply.code(refusalHttpStatus(req, statusCode)).header(REFUSAL_HEADER, refusalKind(statusCode)).send(body);
}
