import type { FastifyInstance } from 'fastify';
import {
  accountLanguageCall,
  activateNewEmailCall,
  businessProfileCall,
  changeEmailCall,
  changePasswordCall,
  deleteAccountCall,
  editProfileCall,
  myDataCall,
  profileInfoCall,
  saveBusinessProfileCall,
} from '@shop/contract';
import { route } from '../../http/route';
import { AuthLimits } from '../auth/limits';
import { businessProfile, saveBusinessProfile } from './business';
import { confirmEmailChange, requestEmailChange, type EmailChangeDeps } from './email-change';
import { profileMessages } from './messages';
import { deleteAccount, exportMyData } from './privacy';
import { changePassword, editProfile, profileInfo, setAccountLanguage } from './service';

export async function profileRoutes(app: FastifyInstance) {
  const emailDeps: EmailChangeDeps = {
    db: app.db,
    jobs: app.jobs,
    limits: new AuthLimits(app.limits.store),
    publicUrl: app.config.PUBLIC_URL,
  };
  // Per IP, like the accounts module's code calls; the per-address limits live in emailDeps.limits.
  const limited = { rateLimitPerMinute: app.config.RATE_LIMIT_AUTH_PER_MIN };

  route(app, profileInfoCall, async ({ db, userId }) => ({ data: await profileInfo(db, userId) }));
  route(app, editProfileCall, async ({ db, userId, input }) => ({
    data: await editProfile(db, app.media, userId, input),
    msg: profileMessages.edited,
  }));
  route(app, accountLanguageCall, async ({ db, userId, input }) => ({
    data: await setAccountLanguage(db, userId, input.language),
    msg: profileMessages.languageSaved,
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
  route(app, businessProfileCall, async ({ db, userId }) => ({ data: await businessProfile(db, userId) }));
  route(app, saveBusinessProfileCall, async ({ db, userId, input }) => ({
    data: await saveBusinessProfile(db, userId, input),
    msg: profileMessages.businessSaved,
  }));
  route(app, myDataCall, async ({ db, userId }) => ({ data: await exportMyData(db, userId) }));
  // Limited like the password change: the password is checked.
  route(
    app,
    deleteAccountCall,
    async ({ db, userId, input }) => {
      await deleteAccount(db, app.media, userId, input.password);
      return { data: null, msg: profileMessages.accountDeleted };
    },
    limited,
  );
  route(
    app,
    activateNewEmailCall,
    async ({ userId, input }) => ({
      data: await confirmEmailChange(emailDeps, userId, input.new_email, input.passcode),
      msg: profileMessages.emailChanged,
    }),
    limited,
  );
}
