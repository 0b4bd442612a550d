// Two shop processes behind a load balancer (two servers on one database and one Redis) enforce one limit:
// per-IP request rates, the sign-in lockout and the code countdown are counted together.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCall, sendCodeCall } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DbHandle } from '../../db/client';
import { call } from '../../test/app';
import { openTestDb } from '../../test/db';
import { account as accountFixture } from '../../test/fixtures/shoppers';
import { TEST_REDIS_URL, testRedis } from '../../test/redis';

const PASSWORD = 'honey-and-herbs-1';

let handle: DbHandle;
const redis = testRedis();
const servers: FastifyInstance[] = [];
/** Two servers sharing the database and Redis, with the given per-IP limit. */
async function pair(perMinute: number): Promise<[FastifyInstance, FastifyInstance]> {
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_AUTH_PER_MIN: String(perMinute),
      REDIS_URL: TEST_REDIS_URL,
      REDIS_KEY_PREFIX: `${redis.prefix}${perMinute}:`,
    },
    { pgliteDir: null },
  );
  const two = [await buildApp(config, { db: handle }), await buildApp(config, { db: handle })] as const;
  servers.push(...two);
  return [...two];
}

beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(async () => {
  for (const s of servers) await s.close();
  await redis.close();
  await handle.close();
});

const account = async () => (await accountFixture(handle.db, { name: 'Owner', password: PASSWORD })).email;

describe('limits shared by two servers through Redis', () => {
  it('counts the per-IP limit once for both servers', async () => {
    const [a, b] = await pair(3);
    const login = (app: FastifyInstance) =>
      call(app, loginCall, { email: 'nobody@example.com', password: 'whatever-123' }, { ip: '203.0.113.40' });
    const answers = [];
    for (const app of [a, b, a, b]) answers.push((await login(app)).statusCode);
    expect(answers).toEqual([200, 200, 200, 429]);
  });

  it('checks at most 5 of 60 concurrent wrong passwords sent to both servers, and refuses the right one after them', async () => {
    const [a, b] = await pair(100_000);
    const email = await account();
    const tries = [...Array.from({ length: 60 }, (_, i) => `wrong-password-${i}`), PASSWORD];
    const answers = await Promise.all(
      tries.map((password, i) => call(i % 2 ? b : a, loginCall, { email, password }, { ip: '203.0.113.41' })),
    );
    // A wrong password answers "incorrect" only after its check; the others were held back unchecked (429).
    expect(answers.filter((r) => r.body.msg === 'The e-mail or password is incorrect').length).toBeLessThanOrEqual(5);
    expect(answers.filter((r) => r.body.status)).toHaveLength(0);
    expect(answers.at(-1)!.statusCode).toBe(429);
    // The owner, from another address, signs in on either server.
    expect((await call(b, loginCall, { email, password: PASSWORD }, { ip: '198.51.100.41' })).body.status).toBe(true);
  });

  it('stops the start with a clear message when REDIS_URL cannot be reached', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', REDIS_URL: 'redis://127.0.0.1:1' }, { pgliteDir: null });
    await expect(buildApp(config, { db: handle })).rejects.toThrow(/^Redis at REDIS_URL cannot be reached/);
  });

  it('keeps one code countdown per address for both servers', async () => {
    const [a, b] = await pair(100_000);
    const email = await account();
    expect((await call(a, sendCodeCall, { email, purpose: 'reset' })).body.status).toBe(true);
    const again = await call(b, sendCodeCall, { email, purpose: 'reset' });
    expect(again.statusCode).toBe(429);
    expect(again.body.msg).toMatch(/^Please wait \d+ seconds? before asking for a new code$/);
  });
});
