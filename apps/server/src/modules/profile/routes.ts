import type { FastifyInstance } from 'fastify';
import { changePasswordCall, editProfileCall, profileInfoCall } from '@shop/contract';
import { route } from '../../http/route';
import { profileMessages } from './messages';
import { changePassword, editProfile, profileInfo } from './service';

export async function profileRoutes(app: FastifyInstance) {
  route(app, profileInfoCall, async ({ db, userId }) => ({ data: await profileInfo(db, userId) }));
  route(app, editProfileCall, async ({ db, userId, input }) => ({
    data: await editProfile(db, app.config.mediaDir, userId, input),
    msg: profileMessages.edited,
  }));
  route(app, changePasswordCall, async ({ db, userId, principal, input }) => {
    await changePassword(db, userId, principal.token, input.old_pwd, input.new_pwd);
    return { data: null, msg: profileMessages.passwordChanged };
  });
}
