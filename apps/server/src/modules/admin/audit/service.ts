// The audit page: the log of admin changes (written by ../shared/audit.ts), filtered and paged, newest first.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { PAGE_SIZE } from '@shop/contract';
import type { DbOrTx } from '../../../db/client';
import { auditLog, users } from '../../../db/schema';
import { shopDay } from '../../../db/shopTime';

interface AuditFilter {
  entity?: string | undefined;
  entity_id?: string | undefined;
  actor_id?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  offset: number;
}

const auditDay = shopDay(auditLog.createdAt);

export async function listAudit(db: DbOrTx, input: AuditFilter) {
  const where = and(
    input.entity ? eq(auditLog.entity, input.entity) : undefined,
    input.entity_id ? eq(auditLog.entityId, input.entity_id) : undefined,
    input.actor_id ? eq(auditLog.actorUserId, input.actor_id) : undefined,
    input.from ? sql`${auditDay} >= ${input.from}::date` : undefined,
    input.to ? sql`${auditDay} <= ${input.to}::date` : undefined,
  );
  const rows = await db
    .select({ log: auditLog, actor: users.name })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(PAGE_SIZE)
    .offset(input.offset);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  const actors = await db
    .selectDistinct({ id: users.id, name: users.name })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorUserId))
    .orderBy(asc(users.name), asc(users.id));
  return {
    actors,
    rows: rows.map(({ log, actor }) => ({
      id: log.id,
      actor: actor ?? '',
      action: log.action,
      entity: log.entity,
      entity_id: log.entityId,
      before: log.before,
      after: log.after,
      created_at: log.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
  };
}
