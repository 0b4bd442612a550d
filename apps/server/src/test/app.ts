// A server on a fresh test database, plus helpers to call it the way the web client does.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { badInputData, Call, CallData, CallRef, CallRequest, Refusal } from '@shop/contract';
import type { z } from 'zod';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { DbHandle } from '../db/client';
import { openTestDb } from './db';

export interface TestApp {
  app: FastifyInstance;
  handle: DbHandle;
  db: DbHandle['db'];
  config: Config;
  close(): Promise<void>;
}

export async function createTestApp(overrides: Partial<Config> = {}, env: Record<string, string> = {}): Promise<TestApp> {
  const handle = await openTestDb();
  // Pictures go to a folder of this app's own unless the suite names one: never the developer's data/media.
  const ownMediaDir = overrides.mediaDir ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'test-media-'));
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
    { pgliteDir: null, ...(ownMediaDir ? { mediaDir: ownMediaDir } : {}), ...overrides },
  );
  const app = await buildApp(config, { db: handle });
  await app.ready();
  return {
    app,
    handle,
    db: handle.db,
    config,
    async close() {
      await app.close();
      await handle.close();
      if (ownMediaDir) fs.rmSync(ownMediaDir, { recursive: true, force: true });
    },
  };
}

export interface CallResult<T = unknown> {
  statusCode: number;
  body: { status: boolean; msg: string; data: T; [extra: string]: unknown };
  /** The X-Refusal header: why the answer has status false. */
  refusal: string | undefined;
  response: LightMyRequestResponse;
}

/**
 * A refusal of one of the spec's calls (docs/api.md): HTTP 200 with status false, its kind in X-Refusal.
 * (The admin API keeps REST codes; 413, 429 and 5xx keep theirs everywhere.)
 */
export function expectRefusal(res: CallResult, kind: Refusal, message?: string) {
  expect({ http: res.statusCode, status: res.body.status, refusal: res.refusal }, message).toEqual({
    http: 200,
    status: false,
    refusal: kind,
  });
}

/** The auth fields every call but the auth group's carries (the envelope's, not the call's request schema). */
interface AuthFields {
  auth_key?: string | number | undefined;
  user_id?: string | number | undefined;
}

/** The keys of a request, of each member when the request is a union. */
type RequestKeys<R> = R extends unknown ? keyof R : never;

/**
 * The fields of a call as a test sends them: the keys of the call's request (plus auth_key and user_id), each a
 * string or a number, since tests deliberately send bad values; undefined leaves the field out.
 */
export type CallFields<C extends Call | CallRef> = {
  [K in RequestKeys<CallRequest<C>> & string]?: string | number | undefined;
} & AuthFields;

/** What `call`'s options may say: the language asked for, and the caller's address (the connection's). */
export interface CallOptions {
  lang?: 'en' | 'ar';
  /** the caller's address (the connection's) */
  ip?: string;
}

/** POSTs urlencoded fields to /api{call.path}, as a form would; the answer's data is typed by the call's data schema. */
export async function call<C extends Call | CallRef>(
  app: FastifyInstance,
  theCall: C,
  fields: CallFields<C> = {},
  opts: CallOptions = {},
): Promise<CallResult<CallData<C>>> {
  // The answer is not parsed here: its data is what the call's schema says, and the tests' assertions check it.
  return callRaw(app, theCall.path, fields, opts) as Promise<CallResult<CallData<C>>>;
}

/**
 * POSTs urlencoded fields to any /api{path}, with any fields: ONLY for tests that deliberately send what no call of
 * the contract takes (a path that does not exist, a field no request has). Everything else uses `call`.
 */
export async function callRaw(
  app: FastifyInstance,
  path: string,
  fields: Record<string, string | number | undefined> = {},
  opts: CallOptions = {},
): Promise<CallResult<unknown>> {
  const payload = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) payload.set(k, String(v));
  const response = await app.inject({
    method: 'POST',
    url: `/api${path}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': opts.lang ?? 'en' },
    payload: payload.toString(),
    ...(opts.ip ? { remoteAddress: opts.ip } : {}),
  });
  return callResult(response);
}

/** A file of a multipart call: the form field it travels in, its name, its type and its bytes. */
export interface FilePart {
  field: string;
  filename: string;
  type: string;
  bytes: Buffer;
}

/** POSTs multipart form-data (text fields and files), as a browser's FormData and the console's forms do. */
export async function callWithFiles<C extends Call | CallRef>(
  app: FastifyInstance,
  theCall: C,
  fields: CallFields<C>,
  files: FilePart[],
  opts: { lang?: 'en' | 'ar' } = {},
): Promise<CallResult<CallData<C>>> {
  const path = theCall.path;
  const boundary = '----shop-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const file of files) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`;
    parts.push(Buffer.from(head), file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const response = await app.inject({
    method: 'POST',
    url: `/api${path}`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-language': opts.lang ?? 'en' },
    payload: Buffer.concat(parts),
  });
  return callResult(response);
}

/** An injected answer as a CallResult; T is the data the caller expects (the answer is not parsed against it). */
export function callResult<T = unknown>(response: LightMyRequestResponse): CallResult<T> {
  const refusal = response.headers['x-refusal'];
  return { statusCode: response.statusCode, body: response.json(), refusal: typeof refusal === 'string' ? refusal : undefined, response };
}

/** The data of an 'invalid' refusal: the field and why (a call's data schema types only its answers with status true). */
export function invalidData(res: CallResult<unknown>): z.output<typeof badInputData> {
  return res.body.data as z.output<typeof badInputData>;
}

/**
 * An answer's data as form fields, to send what was read back (a settings form saves the settings it loaded): each
 * value as String(value) puts it on the wire, numbers as they are.
 */
export function formOf(data: Record<string, unknown>): Record<string, string | number | undefined> {
  const fields: Record<string, string | number | undefined> = {};
  for (const [k, v] of Object.entries(data)) fields[k] = v === undefined || typeof v === 'number' ? v : String(v);
  return fields;
}
