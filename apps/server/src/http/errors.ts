// A refusal the shopper should read: its HTTP status (design.md §4) and a message in both languages.
import { coreMessages, type Msg } from './i18n';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly msg: Msg,
    readonly params: Record<string, string | number> = {},
    readonly data: unknown = null,
  ) {
    super(msg.en);
  }
}

/** A business refusal: HTTP 200 with status false (wrong password, coupon invalid...). */
export const refuse = (msg: Msg, params?: Record<string, string | number>, data?: unknown) => new AppError(200, msg, params, data);
export const badInput = (field: string, reason: string) =>
  new AppError(400, coreMessages.badInput, { field, reason }, { field, reason });
export const notFound = (msg: Msg = coreMessages.notFound) => new AppError(404, msg);
export const conflict = (msg: Msg, params?: Record<string, string | number>) => new AppError(409, msg, params);
export const wrongKey = () => new AppError(401, coreMessages.wrongKey);
export const forbidden = () => new AppError(403, coreMessages.forbidden);
