// The HTTP rule of docs/api.md: the original shop's clients read no envelope from a non-2xx answer, so on the
// spec's calls every refusal the caller can act on is HTTP 200 with status false (its kind in X-Refusal); only
// 413, 429 and 5xx keep their codes. The admin API keeps REST codes.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  defineCall,
  noFields,
  addToCartCall,
  adminCategoryDeleteCall,
  cartListCall,
  detailsCall,
  homeCall,
  loginCall,
  sendCodeCall,
} from '@shop/contract';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DbHandle } from '../db/client';
import { categories, users } from '../db/schema';
import { product } from '../test/fixtures/products';
import { shopper } from '../test/fixtures/shoppers';
import { call, callRaw, callResult, expectRefusal } from '../test/app';
import { openTestDb } from '../test/db';
import { route } from './route';
import { createSession } from './session';

// A spec-rule call whose handler fails unexpectedly: a 5xx keeps its code.
const brokenCall = defineCall({ path: '/transport-test/broken.php', access: 'none', request: noFields, data: z.null() });

let handle: DbHandle;
let app: FastifyInstance;
let customer: { auth_key: string; user_id: number };
let admin: { auth_key: string; user_id: number };

beforeAll(async () => {
  handle = await openTestDb();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_AUTH_PER_MIN: '3' }, { pgliteDir: null });
  app = await buildApp(config, { db: handle });
  route(app, brokenCall, async () => {
    throw new Error('the database went away');
  });
  await app.ready();
  customer = (await shopper(app, handle.db)).auth;
  const [owner] = await handle.db
    .insert(users)
    .values({ name: 'Owner', email: 'owner@example.com', active: 1, role: 'admin', staffRole: 'owner' })
    .returning();
  admin = { auth_key: await createSession(handle.db, owner!.id), user_id: owner!.id };
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

describe("the spec's calls answer refusals with HTTP 200", () => {
  it('an invalid field: status false, the field and reason in data', async () => {
    const res = await call(app, homeCall, { type: 'abc' });
    expectRefusal(res, 'invalid');
    expect(res.body.data).toEqual({ field: 'type', reason: expect.any(String) });
  });

  it("a key that is not valid: 'wrong key'", async () => {
    const res = await call(app, cartListCall, { auth_key: 'forged', user_id: 7 });
    expectRefusal(res, 'wrong-key');
    expect(res.body).toEqual({ status: false, msg: 'wrong key', data: null });
  });

  it('something that does not exist: not found', async () => {
    const res = await call(app, detailsCall, { product_id: 999_999 });
    expectRefusal(res, 'not-found');
  });

  it('a conflict: more than the stock', async () => {
    const p = await product(handle.db, { stock: 1 });
    const res = await call(app, addToCartCall, { ...customer, product_id: p.id, quantity: 2 });
    expectRefusal(res, 'conflict');
    expect(res.body.msg).toMatch(/Only 1 left in stock/);
  });

  it('a business refusal: a wrong password', async () => {
    const res = await call(app, loginCall, { email: 'nobody@example.com', password: 'not-the-password' });
    expectRefusal(res, 'refused');
    expect(res.body.msg).toBe('The e-mail or password is incorrect');
  });

  it('a body in a type the shop does not read', async () => {
    const res = callResult(
      await app.inject({
        method: 'POST',
        url: '/api/home/home.php',
        headers: { 'content-type': 'application/xml' },
        payload: '<type>1</type>',
      }),
    );
    expectRefusal(res, 'invalid');
    expect(res.body.msg).toBe('Send the fields as form-data');
  });
});

describe('codes that keep their meaning on every API', () => {
  it('413 for a body too large', async () => {
    const res = callResult(
      await app.inject({
        method: 'POST',
        url: '/api/home/home.php',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `type=1&padding=${'x'.repeat(1_100_000)}`,
      }),
    );
    expect([res.statusCode, res.refusal, res.body.status]).toEqual([413, 'too-large', false]);
  });

  it('429 for too many attempts (3 a minute in this suite)', async () => {
    const send = (i: number) => call(app, sendCodeCall, { email: `someone${i}@example.com` });
    for (let i = 0; i < 3; i++) expect((await send(i)).statusCode).toBe(200);
    const limited = await send(3);
    expect([limited.statusCode, limited.refusal, limited.body.status]).toEqual([429, 'too-many', false]);
    expect(limited.body.msg).toMatch(/^Too many attempts/);
  });

  it('500 for a failure of the server, with nothing leaked', async () => {
    // A route of this test's own, not a call of the contract.
    const res = await callRaw(app, '/transport-test/broken.php');
    expect([res.statusCode, res.refusal]).toEqual([500, 'failed']);
    // The request's id is the only thing said: the shopper can quote it.
    const id = res.response.headers['x-request-id'];
    expect(res.body).toEqual({ status: false, msg: `Something went wrong, please try again later (reference ${id})`, data: null });
  });

  it('404 for an API path that does not exist', async () => {
    // Deliberately a path that does not exist.
    expect((await callRaw(app, '/no/such.php')).statusCode).toBe(404);
  });
});

describe('the admin API keeps REST codes', () => {
  it('400 invalid, 401 wrong key, 403 forbidden, 404 not found', async () => {
    const invalid = await call(app, adminCategoryDeleteCall, { ...admin, category_id: 'abc' });
    const wrongKey = await call(app, adminCategoryDeleteCall, { auth_key: 'guest', user_id: 0, category_id: 1 });
    const forbidden = await call(app, adminCategoryDeleteCall, { ...customer, category_id: 1 });
    const missing = await call(app, adminCategoryDeleteCall, { ...admin, category_id: 999_999 });
    expect([invalid, wrongKey, forbidden, missing].map((r) => [r.statusCode, r.refusal, r.body.status])).toEqual([
      [400, 'invalid', false],
      [401, 'wrong-key', false],
      [403, 'forbidden', false],
      [404, 'not-found', false],
    ]);
  });

  it('and answers what it can do with 200', async () => {
    const [cat] = await handle.db.insert(categories).values({ nameEn: 'Spare', nameAr: 'إضافي' }).returning();
    const res = await call(app, adminCategoryDeleteCall, { ...admin, category_id: cat!.id });
    expect([res.statusCode, res.body.status, res.refusal]).toEqual([200, true, undefined]);
  });
});
