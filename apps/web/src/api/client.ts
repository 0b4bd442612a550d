// The one API client (docs/api.md): every call of the contract is POST /api{path} with form-data, the
// language in Accept-Language and, unless the call is open ('none'), the stored auth_key and user_id.
// Calls are named by their CallRef ('@shop/contract/calls'): the schemas, and zod, stay out of the browser.
import {
  GENERIC_CALL_FAILURE,
  isGuestToken,
  REFUSAL_HEADER,
  REFUSALS,
  type Call,
  type CallData,
  type CallRef,
  type CallRequest,
  type Refusal,
} from '@shop/contract';
import { pageLanguage } from '../i18n/language';
import { credentials, signOut } from './session';

/** The envelope as the server sent it, typed by the call. `data` is the call's data only when status is true. */
export type Answer<C extends Call | CallRef> = (
  { status: true; msg: string; data: CallData<C> } | { status: false; msg: string; data: unknown }
) & {
  /** Extra top-level fields some answers carry (spec: pay_now's `flag`, sendcode's `Code`). */
  [extra: string]: unknown;
  /** The HTTP status of the answer (not part of the envelope): 200 for most refusals too (docs/api.md). */
  httpStatus: number;
  /** Why the answer has status false (the X-Refusal header); undefined when it says nothing. */
  refusal?: Refusal;
  /** The server's id of the request (X-Request-Id), which a shopper can quote when something failed. */
  requestId?: string;
};

/**
 * No envelope came back: the network failed or the answer was not the shop's. Its message is the call's failure
 * message (CALL_FAILURES in the contract, docs/product.md §8), e.g. 'Failed to list groups'; `detail` says what
 * went wrong.
 */
export class ApiError extends Error {
  constructor(
    readonly path: string,
    readonly kind: 'network' | 'invalid-answer',
    failure: string,
    readonly httpStatus?: number,
    options?: { cause?: unknown },
    readonly requestId?: string,
  ) {
    super(failure, options);
    this.name = 'ApiError';
  }
  get detail(): string {
    return `${this.path}: ${this.kind === 'network' ? 'network failure' : `not an envelope (HTTP ${this.httpStatus})`}`;
  }
}

/**
 * Logs a failed call under its failure message (CALL_FAILURES), as the original's pages logged their wrappers'
 * errors: no answer (ApiError), or the server's own failure (5xx), whose request id leads to the server's log.
 */
function logFailure(failure: string, details: { path: string; detail: string; requestId?: string; cause?: unknown }) {
  console.error(failure, details);
}

/** An answer with status false, thrown by `ok` so queries fail with the server's message. */
export class ApiRefusal extends Error {
  constructor(readonly answer: Answer<Call>) {
    super(answer.msg);
    this.name = 'ApiRefusal';
  }
  /** The server answered 'wrong key': the session is not valid. */
  get wrongKey() {
    return this.answer.refusal === 'wrong-key';
  }
  /** What was asked for does not exist (or is hidden). */
  get notFound() {
    return this.answer.refusal === 'not-found';
  }
  /** The account may not do this (the admin console's calls). */
  get forbidden() {
    return this.answer.refusal === 'forbidden';
  }
}

/** The request id to show beside a failure of the server (a 5xx), so the shopper can quote it; else undefined. */
export function failureReference(error: unknown): string | undefined {
  if (error instanceof ApiRefusal && error.answer.httpStatus >= 500) return error.answer.requestId;
  if (error instanceof ApiError && (error.httpStatus ?? 0) >= 500) return error.requestId;
  return undefined;
}

/** How a call reaches the server: the browser's fetch, or, during a server render, the server's own API. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;
let currentTransport: () => ApiTransport = () => fetch;

/** The server renderer (entry-server.tsx) hands the client the transport of the render under way. */
export function setApiTransport(transport: () => ApiTransport) {
  currentTransport = transport;
}

type FieldValue = string | number | boolean | Blob | null | undefined;
export type Fields<C extends Call | CallRef> = {
  [K in keyof CallRequest<C>]: CallRequest<C>[K] | FieldValue;
};

function toFormData(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  const append = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (value instanceof Blob) form.append(key, value);
    else form.append(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  };
  for (const [key, value] of Object.entries(fields)) {
    if (Array.isArray(value)) value.forEach((v) => append(key, v));
    else append(key, value);
  }
  return form;
}

function isEnvelope(body: unknown): body is { status: boolean; msg: string; data: unknown } {
  return typeof body === 'object' && body !== null && typeof (body as { status?: unknown }).status === 'boolean' && 'msg' in body;
}

const refusalOf = (response: Response): Refusal | undefined => {
  const header = response.headers.get(REFUSAL_HEADER);
  return REFUSALS.find((r) => r === header);
};

/**
 * The call's failure message. The table comes with the first failure, not with the page (docs/decisions/014); a
 * browser that cannot load it either (offline, say) names the failure with the generic message.
 */
const failureOf = (path: string, fields: Readonly<Record<string, unknown>>): Promise<string> =>
  import('@shop/contract/failures').then(
    ({ callFailure }) => callFailure(path, fields),
    () => GENERIC_CALL_FAILURE,
  );

/** Posts a contract call with the caller's credentials; network failures become ApiError. */
async function send<C extends Call>(call: CallRef<C>, fields: Fields<C>, accept: string, init: { signal?: AbortSignal }) {
  const sentCredentials = call.access === 'none' ? null : credentials();
  // The credentials go first: the server checks the key before it reads any file of the body.
  const body: Record<string, unknown> = sentCredentials
    ? { auth_key: sentCredentials.authKey, user_id: sentCredentials.userId, ...fields }
    : { ...fields };
  try {
    const response = await currentTransport()(`/api${call.path}`, {
      method: 'POST',
      body: toFormData(body),
      headers: { 'Accept-Language': pageLanguage(), Accept: accept },
      signal: init.signal,
    });
    return { response, sentCredentials, failure: () => failureOf(call.path, fields) };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw failed(new ApiError(call.path, 'network', await failureOf(call.path, fields), undefined, { cause: error }));
  }
}

/** A call's ApiError, logged (logFailure) before it is thrown. */
function failed(error: ApiError): ApiError {
  logFailure(error.message, { path: error.path, detail: error.detail, requestId: error.requestId, cause: error.cause });
  return error;
}

/** The envelope of an answer, whatever its HTTP code; ApiError when there is none. */
async function readEnvelope<C extends Call>(
  call: CallRef<C>,
  { response, sentCredentials, failure }: Awaited<ReturnType<typeof send>>,
): Promise<Answer<C>> {
  const requestId = response.headers.get('X-Request-Id') ?? undefined;
  let parsed: unknown;
  try {
    parsed = await response.json();
  } catch (error) {
    throw failed(new ApiError(call.path, 'invalid-answer', await failure(), response.status, { cause: error }, requestId));
  }
  if (!isEnvelope(parsed)) throw failed(new ApiError(call.path, 'invalid-answer', await failure(), response.status, {}, requestId));
  if (response.status >= 500) logFailure(await failure(), { path: call.path, detail: `HTTP ${response.status}: ${parsed.msg}`, requestId });

  const refusal = parsed.status ? undefined : refusalOf(response);
  // The stored token is no longer valid (expired, signed out elsewhere): the visitor is a guest again.
  if (refusal === 'wrong-key' && sentCredentials && !isGuestToken(sentCredentials.authKey)) signOut();

  return { ...parsed, httpStatus: response.status, refusal, requestId } as Answer<C>;
}

/**
 * Sends a contract call and returns the server's envelope whatever the HTTP code (a refusal is an answer,
 * not an exception; the spec's calls send most refusals with HTTP 200 and their kind in X-Refusal). Throws
 * ApiError only when no envelope came back.
 */
export async function api<C extends Call>(call: CallRef<C>, fields: Fields<C>, init: { signal?: AbortSignal } = {}): Promise<Answer<C>> {
  return readEnvelope(call, await send(call, fields, 'application/json', init));
}

/** A call that answers a file (a tax invoice's PDF): the file; a refusal is thrown as ApiRefusal. */
export async function apiFile<C extends Call>(call: CallRef<C>, fields: Fields<C>, init: { signal?: AbortSignal } = {}): Promise<Blob> {
  const sent = await send(call, fields, 'application/pdf, application/json', init);
  const type = sent.response.headers.get('content-type') ?? '';
  if (sent.response.ok && !type.startsWith('application/json')) return sent.response.blob();
  const answer = await readEnvelope(call, sent);
  throw new ApiRefusal(answer as Answer<Call>);
}

/** The data of a successful answer; a refusal becomes an ApiRefusal (for TanStack Query's error state). */
export function ok<C extends Call>(answer: Answer<C>): CallData<C> {
  if (!answer.status) throw new ApiRefusal(answer as Answer<Call>);
  return answer.data;
}

/** api() then ok(): the data, or a thrown ApiRefusal / ApiError. */
export const apiData = async <C extends Call>(call: CallRef<C>, fields: Fields<C>, init?: { signal?: AbortSignal }) =>
  ok(await api(call, fields, init));
