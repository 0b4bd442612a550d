// Social sign-in tokens, verified with the provider, never trusted: Google and Apple ID tokens are JWTs
// checked against the provider's published keys (JWKS) with its issuer and our client id as audience;
// a Facebook access token is checked with the Graph API's debug_token for our app, then /me gives the profile.
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { SOCIAL_PROVIDERS } from '@shop/contract';
import type { Config } from '../../config';

export type SocialProvider = keyof typeof SOCIAL_PROVIDERS;
export type SocialConfig = Pick<
  Config,
  | 'GOOGLE_CLIENT_ID'
  | 'GOOGLE_JWKS_URL'
  | 'APPLE_CLIENT_ID'
  | 'APPLE_JWKS_URL'
  | 'FACEBOOK_APP_ID'
  | 'FACEBOOK_APP_SECRET'
  | 'FACEBOOK_GRAPH_URL'
>;

/** Who the provider says signed in. `emailVerified` is true only when the provider states it. */
export interface SocialIdentity {
  provider: SocialProvider;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

export type SocialFailure = 'not_configured' | 'missing_token' | 'rejected';

export class SocialSignInError extends Error {
  constructor(
    readonly reason: SocialFailure,
    readonly provider: SocialProvider,
    options?: { cause?: unknown },
  ) {
    super(`${provider} sign-in: ${reason}`, options);
    this.name = 'SocialSignInError';
  }
}

export interface SocialTokens {
  idToken?: string | undefined;
  accessToken?: string | undefined;
}

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
const APPLE_ISSUER = 'https://appleid.apple.com';
const GRAPH_TIMEOUT_MS = 5000;

/** Apple sends email_verified as the string 'true'; Google as a boolean. */
const isTrue = (v: unknown) => v === true || v === 'true';
const stringOrNull = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

export function createSocialVerifier(config: SocialConfig) {
  // jose caches each provider's keys and refetches them when a token names an unknown key.
  const googleKeys = createRemoteJWKSet(new URL(config.GOOGLE_JWKS_URL));
  const appleKeys = createRemoteJWKSet(new URL(config.APPLE_JWKS_URL));
  const graphBase = config.FACEBOOK_GRAPH_URL.replace(/\/+$/, '');

  const clientIds: Record<SocialProvider, string | null> = {
    google: config.GOOGLE_CLIENT_ID ?? null,
    // Facebook's check needs the app secret too (the app access token is "id|secret").
    facebook: config.FACEBOOK_APP_ID && config.FACEBOOK_APP_SECRET ? config.FACEBOOK_APP_ID : null,
    apple: config.APPLE_CLIENT_ID ?? null,
  };

  async function verifyJwt(provider: 'google' | 'apple', idToken: string, audience: string): Promise<SocialIdentity> {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, provider === 'google' ? googleKeys : appleKeys, {
        issuer: provider === 'google' ? GOOGLE_ISSUERS : APPLE_ISSUER,
        audience,
        algorithms: ['RS256'],
      }));
    } catch (cause) {
      throw new SocialSignInError('rejected', provider, { cause });
    }
    if (!payload.sub) throw new SocialSignInError('rejected', provider);
    const email = stringOrNull(payload.email)?.toLowerCase() ?? null;
    return {
      provider,
      subject: payload.sub,
      email,
      emailVerified: email !== null && isTrue(payload.email_verified),
      name: stringOrNull(payload.name),
    };
  }

  async function graph<T>(path: string, params: Record<string, string>): Promise<T> {
    const url = new URL(`${graphBase}/${path}`);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    const res = await fetch(url, { signal: AbortSignal.timeout(GRAPH_TIMEOUT_MS) });
    if (!res.ok) throw new Error(`Graph ${path} answered HTTP ${res.status}`);
    return (await res.json()) as T;
  }

  async function verifyFacebook(accessToken: string, appId: string): Promise<SocialIdentity> {
    try {
      const debug = await graph<{ data?: { app_id?: string; is_valid?: boolean; user_id?: string } }>('debug_token', {
        input_token: accessToken,
        access_token: `${appId}|${config.FACEBOOK_APP_SECRET}`,
      });
      const d = debug.data;
      // A token issued to another app must not sign in here, even if it is valid.
      if (!d?.is_valid || d.app_id !== appId || !d.user_id) throw new Error('token not valid for this app');
      const me = await graph<{ id?: string; name?: string; email?: string }>('me', { fields: 'id,name,email', access_token: accessToken });
      if (me.id !== d.user_id) throw new Error('profile does not match the token');
      // The Graph API does not say whether the e-mail was verified, so it never counts as verified.
      return {
        provider: 'facebook',
        subject: d.user_id,
        email: stringOrNull(me.email)?.toLowerCase() ?? null,
        emailVerified: false,
        name: stringOrNull(me.name),
      };
    } catch (cause) {
      throw new SocialSignInError('rejected', 'facebook', { cause });
    }
  }

  return {
    /** Client ids the web signs in with; null for a provider this server is not configured for. */
    clientIds: (): Readonly<Record<SocialProvider, string | null>> => clientIds,

    async verify(provider: SocialProvider, tokens: SocialTokens): Promise<SocialIdentity> {
      const clientId = clientIds[provider];
      if (!clientId) throw new SocialSignInError('not_configured', provider);
      if (provider === 'facebook') {
        if (!tokens.accessToken) throw new SocialSignInError('missing_token', provider);
        return verifyFacebook(tokens.accessToken, clientId);
      }
      if (!tokens.idToken) throw new SocialSignInError('missing_token', provider);
      return verifyJwt(provider, tokens.idToken, clientId);
    },
  };
}

export type SocialVerifier = ReturnType<typeof createSocialVerifier>;

/** account_type (1, 2, 3) to the provider's name. */
export const providerOfAccountType = (accountType: number): SocialProvider =>
  (Object.entries(SOCIAL_PROVIDERS) as [SocialProvider, number][]).find(([, code]) => code === accountType)![0];
