// What a load balancer or orchestrator asks: /healthz (the process answers) and /readyz (it can serve: the
// database answers with every migration applied and, when configured, Redis answers). JSON naming each check's
// state and nothing else (no address, no error text), never cached; /readyz is 503 while a check fails.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type Redis from 'ioredis';
import { sql } from 'drizzle-orm';
import { migrationsFolder, type Db } from '../db/client';

/** How long a dependency may take to answer before it counts as down. */
const CHECK_TIMEOUT_MS = 2000;

type CheckState = 'ok' | 'down' | 'pending' | 'unknown' | 'not configured';

/** When the newest committed migration was made: drizzle records it as created_at once applied. */
const newestMigration = (() => {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ when: number }>;
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
})();

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function databaseChecks(db: Db): Promise<{ database: CheckState; migrations: CheckState }> {
  try {
    // Both drivers answer { rows }; bigint comes back as a string from node-postgres.
    const result = (await withinTimeout(db.execute(sql`SELECT max(created_at) AS last FROM drizzle.__drizzle_migrations`))) as {
      rows: Array<{ last: string | number | null }>;
    };
    const last = Number(result.rows[0]?.last ?? 0);
    return {
      database: 'ok',
      migrations: last >= newestMigration ? 'ok' : 'pending',
    };
  } catch {
    return { database: 'down', migrations: 'unknown' };
  }
}

async function redisCheck(redis: Redis | null): Promise<CheckState> {
  if (!redis) return 'not configured';
  return withinTimeout(redis.ping()).then(
    () => 'ok',
    () => 'down',
  );
}

export function registerHealth(app: FastifyInstance, deps: { db: Db; redis: Redis | null }) {
  const noStore = { 'cache-control': 'no-store' };
  app.get('/healthz', async (_req, reply) => reply.headers(noStore).send({ status: 'ok', uptime_s: Math.round(process.uptime()) }));
  app.get('/readyz', async (_req, reply) => {
    const [db, redis] = await Promise.all([databaseChecks(deps.db), redisCheck(deps.redis)]);
    const checks = { ...db, redis };
    const ready = Object.values(checks).every((state) => state === 'ok' || state === 'not configured');
    return reply
      .code(ready ? 200 : 503)
      .headers(noStore)
      .send({ status: ready ? 'ready' : 'not ready', checks });
  });
}
