// Groups, the top of the catalogue's structure.
import type { FastifyInstance } from 'fastify';
import { adminGroupDeleteCall, adminGroupSaveCall, adminGroupsListCall, adminGroupsReorderCall } from '@shop/contract';
import { route } from '../../../http/route';
import { adminMessages } from '../shared/messages';
import { groupMessages as m } from './messages';
import { deleteGroup, listGroups, reorderGroups, saveGroup } from './service';

export async function adminGroupsRoutes(app: FastifyInstance) {
  route(app, adminGroupsListCall, async ({ db }) => ({ data: await listGroups(db) }));
  route(app, adminGroupSaveCall, async ({ db, input, userId }) => ({ data: await saveGroup(db, userId, input), msg: m.groupSaved }));
  route(app, adminGroupsReorderCall, async ({ db, input, userId }) => ({
    data: await reorderGroups(db, userId, input.group_ids),
    msg: adminMessages.orderSaved,
  }));
  route(app, adminGroupDeleteCall, async ({ db, input, userId }) => ({
    data: await deleteGroup(db, userId, input.group_id),
    msg: m.groupDeleted,
  }));
}
