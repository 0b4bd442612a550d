// A refusal the shopper should read: its kind, named by its REST status code, and a message in both languages.
// The HTTP code it is sent with depends on the API (route.ts: the spec's calls send most refusals as 200).
import type { Refusal } from '@shop/contract';
import { coreMessages, type Msg, type MsgParams } from './i18n';

export class AppError extends Error {
  constructor(
    /** The REST status of the refusal: 200 a business refusal, 400 invalid, 401 wrong key, 404, 409, 413, 429. */
    readonly statusCode: number,
    readonly msg: Msg,
    readonly params: MsgParams = {},
    readonly data: unknown = null,
  ) {
    super(msg.en);
  }
}

/** A business refusal (wrong password, coupon invalid...): HTTP 200 with status false on every API. */
export const refuse = (msg: Msg, params?: MsgParams, data?: unknown) => new AppError(200, msg, params, data);
/** An invalid field: the message gives the reason in the caller's language; data names the field and the reason in English. */
export const badInput = (field: string, reason: Msg) =>
  new AppError(400, coreMessages.badInput, { field, reason }, { field, reason: reason.en });
export const notFound = (msg: Msg = coreMessages.notFound) => new AppError(404, msg);
export const conflict = (msg: Msg, params?: Record<string, string | number>) => new AppError(409, msg, params);
export const wrongKey = () => new AppError(401, coreMessages.wrongKey);
export const forbidden = () => new AppError(403, coreMessages.forbidden);

const REFUSAL_BY_STATUS: Partial<Record<number, Refusal>> = {
  200: 'refused',
  401: 'wrong-key',
  403: 'forbidden',
  404: 'not-found',
  409: 'conflict',
  413: 'too-large',
  429: 'too-many',
};
/** The refusal's kind for the X-Refusal header, from its REST status code (other 4xx: invalid; 5xx: failed). */
export const refusalKind = (statusCode: number): Refusal => REFUSAL_BY_STATUS[statusCode] ?? (statusCode >= 500 ? 'failed' : 'invalid');
