// The staff page's calls (owners only, by ROLE_AREAS) and accepting an invitation (anyone with its link).
import type { FastifyInstance } from 'fastify';
import {
  adminStaffInvitationCancelCall,
  adminStaffInviteCall,
  adminStaffListCall,
  adminStaffRemoveCall,
  adminStaffSetRoleCall,
  staffAcceptInviteCall,
} from '@shop/contract';
import { route } from '../../../http/route';
import { staffMessages as m } from './messages';
import { acceptInvitation, cancelInvitation, inviteStaff, listStaff, removeStaff, setStaffRole } from './service';

/** Tries per minute per address at an invitation's token. */
const ACCEPT_PER_MINUTE = 10;

export async function adminStaffRoutes(app: FastifyInstance) {
  const deps = { shopUrl: app.config.PUBLIC_URL };
  route(app, adminStaffListCall, async ({ db, userId }) => ({ data: await listStaff(db, userId) }));
  route(app, adminStaffInviteCall, async ({ db, userId, lang, input }) => ({
    data: await inviteStaff(db, deps, userId, lang, input),
    msg: m.invited,
  }));
  route(app, adminStaffInvitationCancelCall, async ({ db, userId, input }) => ({
    data: await cancelInvitation(db, userId, input.invitation_id),
    msg: m.invitationCancelled,
  }));
  route(app, adminStaffSetRoleCall, async ({ db, userId, input }) => ({
    data: await setStaffRole(db, userId, input.staff_id, input.staff_role),
    msg: m.roleChanged,
  }));
  route(app, adminStaffRemoveCall, async ({ db, userId, input }) => ({
    data: await removeStaff(db, userId, input.staff_id),
    msg: m.removed,
  }));
  route(
    app,
    staffAcceptInviteCall,
    async ({ db, input }) => ({ data: await acceptInvitation(db, input.token, input.password), msg: m.joined }),
    { rateLimitPerMinute: ACCEPT_PER_MINUTE },
  );
}
