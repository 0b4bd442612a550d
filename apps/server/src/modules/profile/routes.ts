import type { FastifyInstance } from 'fastify';
import { activateNewEmailCall, changeEmailCall, changePasswordCall, editProfileCall, profileInfoCall } from '@shop/contract';
import { route } from '../../http/route';
import { createAuthLimits } from '../auth/limits';
import { confirmEmailChange, requestEmailChange, type EmailChangeDeps } from './email-change';
import { profileMessages } from './messages';
import { changePassword, editProfile, profileInfo } from './service';

export async function profileRoutes(app: FastifyInstance) {
  const emailDeps: EmailChangeDeps = {
    db: app.db,
    mailer: app.mailer,
    limits: createAuthLimits(),
    publicUrl: app.config.PUBLIC_URL,
  };
  // Per IP, like the accounts module's code calls; the per-address limits live in emailDeps.limits.
  const limited = { rateLimitPerMinute: app.config.RATE_LIMIT_AUTH_PER_MIN };

  route(app, profileInfoCall, async ({ db, userId }) => ({ data: await profileInfo(db, userId) }));
  route(app, editProfileCall, async ({ db, userId, input }) => ({
    data: await editProfile(db, app.config.mediaDir, userId, input),
    msg: profileMessages.edited,
  }));
  route(
    app,
    changePasswordCall,
    async ({ db, userId, principal, input }) => {
      await changePassword(db, userId, principal.token, input.old_pwd, input.new_pwd);
      return { data: null, msg: profileMessages.passwordChanged };
    },
    limited,
  );
  route(
    app,
    changeEmailCall,
    async ({ userId, lang, input }) => ({
      data: await requestEmailChange(emailDeps, userId, input.new_email, lang),
      msg: profileMessages.emailCodeSent,
      msgParams: { email: input.new_email },
    }),
    limited,
  );
  route(
    app,
    activateNewEmailCall,
    async ({ userId, input }) => ({ data: await confirmEmailChange(emailDeps, userId, input.new_email, input.passcode), msg: profileMessages.emailChanged }),
    limited,
  );
}
