// A call of docs/product.md §7: its path (under /api), who may make it, its request fields and its response data.
// The server registers routes from these and the web client sends them, so both sides agree.
import { z } from 'zod';

/**
 * none: the auth group, no auth_key. guest: the catalogue, a guest or a customer. customer: a signed-in
 * customer (guests get 'wrong key'). admin: a signed-in admin (others get 'forbidden').
 */
export type Access = 'none' | 'guest' | 'customer' | 'admin';

export interface Call<Req extends z.ZodType = z.ZodType, Data extends z.ZodType = z.ZodType> {
  path: `/${string}`;
  access: Access;
  request: Req;
  data: Data;
}

/** Keeps `access` as its literal type, so a handler of a customer call knows it has a userId. */
export const defineCall = <Req extends z.ZodType, Data extends z.ZodType, A extends Access>(call: Call<Req, Data> & { access: A }) => call;

/**
 * A call without its schemas: what a client needs to send it (calls.ts has one per call). The web's first load
 * imports these, so zod stays out of it; `C` types the fields and the data and is never set.
 */
export interface CallRef<C extends Call = Call> {
  readonly path: C['path'];
  readonly access: C['access'];
  readonly schemas?: C;
}

/** The full call of a call or of its CallRef. */
type FullCall<C extends Call | CallRef> = C extends Call ? C : C extends CallRef<infer F> ? F : never;

export type CallRequest<C extends Call | CallRef> = z.input<FullCall<C>['request']>;
export type CallData<C extends Call | CallRef> = z.output<FullCall<C>['data']>;

/** The envelope of every answer (docs/api.md). */
export interface Envelope<T> {
  status: boolean;
  msg: string;
  data: T;
}

/** Data of an 'invalid' refusal: the first offending field and why. */
export const badInputData = z.object({ field: z.string(), reason: z.string() });

export const noFields = z.object({});
