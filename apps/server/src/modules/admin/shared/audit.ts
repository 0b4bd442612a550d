// The audit log's writing side: every admin change writes who, what, before and after, in the change's
// transaction. The console's audit page reads it (../audit/service.ts).
import type { DbOrTx } from '../../../db/client';
import { auditLog } from '../../../db/schema';

export interface AuditEntry {
  action: string;
  entity: string;
  entityId: number | string | null;
  before?: unknown;
  after?: unknown;
}

export async function audit(tx: DbOrTx, actorUserId: number, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
