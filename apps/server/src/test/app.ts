// A server on a fresh test database, plus helpers to call it the way the web client does.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Refusal } from '@shop/contract';
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

/** POSTs urlencoded fields to /api{path}, as a form would. */
// Answers are inspected by the tests' assertions, so their data is loosely typed here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function call<T = any>(
  app: FastifyInstance,
  path: string,
  fields: Record<string, string | number | undefined> = {},
  opts: { lang?: 'en' | 'ar'; /** the caller's address (the connection's) */ ip?: string } = {},
): Promise<CallResult<T>> {
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
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function callWithFiles<T = any>(
  app: FastifyInstance,
  path: string,
  fields: Record<string, string | number | undefined>,
  files: FilePart[],
  opts: { lang?: 'en' | 'ar' } = {},
): Promise<CallResult<T>> {
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

/** An injected answer as a CallResult. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function callResult<T = any>(response: LightMyRequestResponse): CallResult<T> {
  const refusal = response.headers['x-refusal'];
  return { statusCode: response.statusCode, body: response.json(), refusal: typeof refusal === 'string' ? refusal : undefined, response };
}
