// Admin: the audit log (who changed what, before and after).
import { z } from 'zod';
import { defineCall } from '../call';
import { optText } from '../fields';
import { offsetField, optDay, optInt, page } from './common';

export const adminAuditRow = z.object({
  id: z.number(),
  actor: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});

/**
 * Newest first; filter by entity (e.g. 'order') and entity id, by the admin who made the change and by days
 * (YYYY-MM-DD, the shop's time zone, both included). `actors`: everyone who has changed something, to pick from.
 */
export const adminAuditListCall = defineCall({
  path: '/admin/audit/list.php',
  access: 'admin',
  request: z.object({
    entity: optText(50),
    entity_id: optText(50),
    actor_id: optInt(1),
    from: optDay(),
    to: optDay(),
    offset: offsetField(),
  }),
  data: page(adminAuditRow).extend({ actors: z.array(z.object({ id: z.number(), name: z.string() })) }),
});
