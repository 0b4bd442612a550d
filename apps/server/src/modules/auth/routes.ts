import type { FastifyInstance } from 'fastify';
import {
  activateCall,
  authProvidersCall,
  checkCodeCall,
  loginCall,
  logoutCall,
  registerCall,
  resetPasswordCall,
  sendCodeCall,
  thirdPartyLoginCall,
} from '@shop/contract';
import { route } from '../../http/route';
import { endSession } from '../../http/session';
import { createSocialVerifier } from '../../integrations/social/verify';
import { createAuthLimits } from './limits';
import { authMessages } from './messages';
import { activate, checkResetCode, login, register, resetPassword, sendCode, socialLogin, type AuthDeps } from './service';

export async function authRoutes(app: FastifyInstance) {
  const deps: AuthDeps = {
    db: app.db,
    mailer: app.mailer,
    limits: createAuthLimits(),
    social: createSocialVerifier(app.config),
    log: app.log,
    publicUrl: app.config.PUBLIC_URL,
  };
  // Per IP; the per-account limits live in `deps.limits`.
  const limited = { rateLimitPerMinute: app.config.RATE_LIMIT_AUTH_PER_MIN };

  route(app, loginCall, ({ input, lang }) => login(deps, input, lang), limited);
  route(app, registerCall, ({ input, lang }) => register(deps, input, lang), limited);
  route(app, thirdPartyLoginCall, ({ input, lang }) => socialLogin(deps, input, lang), limited);
  route(app, sendCodeCall, ({ input, lang }) => sendCode(deps, input, lang), limited);
  route(app, activateCall, ({ input }) => activate(deps, input), limited);
  route(app, checkCodeCall, ({ input }) => checkResetCode(deps, input), limited);
  route(app, resetPasswordCall, ({ input }) => resetPassword(deps, input), limited);

  route(app, logoutCall, async ({ db, principal }) => {
    await endSession(db, principal.token);
    return { data: null, msg: authMessages.loggedOut };
  });
  route(app, authProvidersCall, async () => ({ data: deps.social.clientIds() }));
}
