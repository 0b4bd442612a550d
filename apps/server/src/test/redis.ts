// The machine's Redis for the tests of shared limits (TEST_REDIS_URL, default the local one). Each suite uses
// a key prefix of its own, so suites running at the same time never share a key, and deletes its keys after.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export function testRedis() {
  // Fails a command soon when Redis is not running, instead of retrying for long.
  const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
  const prefix = `test-${process.pid}-${randomBytes(6).toString('hex')}:`;
  return {
    redis,
    prefix,
    async close() {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    },
  };
}
