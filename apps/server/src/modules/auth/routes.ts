import type { FastifyInstance } from 'fastify';
import {
  APPLE_CALLBACK_PATH,
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
import { AuthLimits } from './limits';
import { authMessages } from './messages';
import { activate, checkResetCode, login, register, resetPassword, sendCode, socialLogin, type AuthDeps } from './service';

export async function authRoutes(app: FastifyInstance) {
  const deps: AuthDeps = {
    db: app.db,
    jobs: app.jobs,
    limits: new AuthLimits(app.limits.store),
    social: createSocialVerifier(app.config),
    log: app.log,
    publicUrl: app.config.PUBLIC_URL,
  };
  // Per IP; the per-account limits live in `deps.limits`.
  const limited = { rateLimitPerMinute: app.config.RATE_LIMIT_AUTH_PER_MIN };

  route(app, loginCall, ({ input, lang, req }) => login(deps, input, lang, req.ip), limited);
  route(app, registerCall, ({ input, lang }) => register(deps, input, lang), limited);
  route(app, thirdPartyLoginCall, ({ input, lang }) => socialLogin(deps, input, lang), limited);
  route(app, sendCodeCall, ({ input, lang }) => sendCode(deps, input, lang), limited);
  route(app, activateCall, ({ input }) => activate(deps, input), limited);
  route(app, checkCodeCall, ({ input }) => checkResetCode(deps, input), limited);
  route(app, resetPasswordCall, ({ input, req }) => resetPassword(deps, input, req.ip), limited);

  route(app, logoutCall, async ({ db, principal }) => {
    await endSession(db, principal.token);
    return { data: null, msg: authMessages.loggedOut };
  });
  route(app, authProvidersCall, async () => ({ data: deps.social.clientIds() }));

  // Sign in with Apple on the web posts its answer here (form_post: Apple's only mode when the e-mail and
  // name are asked for). The browser goes on to /login with it in the URL fragment, which no server sees;
  // the login page checks its state and sends the ID token to thirdparty_login.php like the other providers.
  app.post(APPLE_CALLBACK_PATH, async (req, reply) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const fragment = new URLSearchParams({ provider: 'apple' });
    for (const key of ['id_token', 'state', 'error'] as const) {
      const value = body[key];
      if (typeof value === 'string' && value) fragment.set(key, value);
    }
    const name = appleUserName(body.user);
    if (name) fragment.set('name', name);
    return reply.header('Cache-Control', 'no-store').redirect(`/login#${fragment.toString()}`, 303);
  });
}

/** Apple sends the name once, on the first sign-in, as JSON: {"name":{"firstName":"…","lastName":"…"}}. */
function appleUserName(user: unknown): string | null {
  if (typeof user !== 'string') return null;
  try {
    const { name } = JSON.parse(user) as { name?: { firstName?: unknown; lastName?: unknown } };
    const parts = [name?.firstName, name?.lastName].filter((p): p is string => typeof p === 'string' && p.trim() !== '');
    return parts.length ? parts.join(' ').slice(0, 100) : null;
  } catch {
    return null;
  }
}
