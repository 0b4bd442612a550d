// Request ids: echoed in X-Request-Id (the caller's when it is a safe short token), on every log line of the
// request (also the lines logged through app.log), the failure logged once, and quoted in the 500's message.
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall, noFields } from '@shop/contract';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DbHandle } from '../db/client';
import { callResult } from '../test/app';
import { openTestDb } from '../test/db';
import { route } from './route';

const failingCall = defineCall({
  path: '/request-id-test/fails.php',
  access: 'none',
  request: noFields,
  data: z.null(),
});

let handle: DbHandle;
let app: FastifyInstance;
const lines: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  handle = await openTestDb();
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' }, { pgliteDir: null });
  app = await buildApp(config, { db: handle, logStream });
  route(app, failingCall, async () => {
    // A service logs through the app's logger, as the checkout's do.
    app.log.warn('about to fail');
    await new Promise((resolve) => setTimeout(resolve, 5));
    throw new Error('the database went away');
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

const post = (headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: `/api${failingCall.path}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    payload: '',
  });

describe('request ids', () => {
  it('generates an id, echoes it, and puts it on every line of the request; the failure is logged once', async () => {
    lines.length = 0;
    const res = await post();
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const ofRequest = lines.filter((line) => line.reqId === id);
    expect(ofRequest.map((line) => line.msg)).toEqual(['incoming request', 'about to fail', 'request failed', 'request completed']);
    // Nothing else was logged, so no line of this request went out without its id.
    expect(lines).toHaveLength(ofRequest.length);
    expect(lines.filter((line) => line.level === 50)).toHaveLength(1);
    expect(callResult(res).body.msg).toBe(`Something went wrong, please try again later (reference ${id})`);
  });

  it('quotes the id in Arabic too', async () => {
    const res = await post({
      'accept-language': 'ar',
      'x-request-id': 'lb-7f3a',
    });
    expect(callResult(res).body.msg).toBe('حدث خطأ ما، يرجى المحاولة لاحقًا (رقم المرجع lb-7f3a)');
  });

  it("keeps a caller's safe short id", async () => {
    lines.length = 0;
    const res = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'edge-01:abc.DEF_9' },
    });
    expect(res.headers['x-request-id']).toBe('edge-01:abc.DEF_9');
    expect(lines.every((line) => line.reqId === 'edge-01:abc.DEF_9')).toBe(true);
  });

  it.each([
    ['too long', 'a'.repeat(65)],
    ['spaces and quotes', 'id "injected"'],
    ['a line break', 'abc\\nforged line'],
    ['empty', ''],
  ])('replaces an unsafe id (%s) with a new one', async (_why, unsafe) => {
    const res = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': unsafe },
    });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
