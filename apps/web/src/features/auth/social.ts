// Social sign-in on the web without the providers' scripts (the CSP allows only our own): the browser goes
// to the provider's sign-in page and comes back to /login with the answer in the URL fragment (Apple posts
// it to the server, which forwards it the same way). A random state ties the answer to this tab's request
// and a nonce ties the ID token to it; the server then verifies the token itself.
import { APPLE_CALLBACK_PATH, type SOCIAL_PROVIDERS } from '@shop/contract';

export type Provider = keyof typeof SOCIAL_PROVIDERS;
export const PROVIDERS: readonly Provider[] = ['google', 'facebook', 'apple'];

const PENDING_KEY = 'socialSignIn';

interface Pending {
  provider: Provider;
  state: string;
  nonce: string;
}

const random = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** The provider's sign-in page for this tab; remembers the state and nonce to check the answer against. */
export function signInUrl(provider: Provider, clientId: string, origin = window.location.origin): string {
  const pending: Pending = { provider, state: random(), nonce: random() };
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  const loginPage = `${origin}/login`;
  const urls: Record<Provider, [string, Record<string, string>]> = {
    google: [
      'https://accounts.google.com/o/oauth2/v2/auth',
      { response_type: 'id_token', scope: 'openid email profile', redirect_uri: loginPage, nonce: pending.nonce, prompt: 'select_account' },
    ],
    facebook: ['https://www.facebook.com/dialog/oauth', { response_type: 'token', scope: 'email,public_profile', redirect_uri: loginPage }],
    apple: [
      'https://appleid.apple.com/auth/authorize',
      // Asking for the name and e-mail requires form_post: Apple posts to the server, which sends the browser on.
      {
        response_type: 'code id_token',
        scope: 'name email',
        response_mode: 'form_post',
        redirect_uri: `${origin}${APPLE_CALLBACK_PATH}`,
        nonce: pending.nonce,
      },
    ],
  };
  const [base, params] = urls[provider];
  return `${base}?${new URLSearchParams({ client_id: clientId, state: pending.state, ...params }).toString()}`;
}

/** The claims of a JWT, unverified (only to compare the nonce and prefill names; the server verifies it). */
function claimsOf(jwt: string): Record<string, unknown> {
  try {
    const payload = jwt.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    return JSON.parse(new TextDecoder().decode(Uint8Array.from(json, (c) => c.charCodeAt(0)))) as Record<string, unknown>;
  } catch {
    return {};
  }
}

export type SocialAnswer =
  | { kind: 'token'; provider: Provider; idToken?: string; accessToken?: string; name?: string; email?: string; userId?: string }
  | { kind: 'cancelled'; provider: Provider }
  | { kind: 'invalid' };

function pendingRequest(): Pending | null {
  try {
    const raw = sessionStorage.getItem(PENDING_KEY);
    return raw ? (JSON.parse(raw) as Pending) : null;
  } catch {
    return null;
  }
}

/** Uses the pending request up, so an answer is accepted once. */
export const endSocialSignIn = () => sessionStorage.removeItem(PENDING_KEY);

/**
 * Reads a provider's answer from the URL (fragment, or query for Facebook's errors) against this tab's
 * pending request; null when the URL carries none. Reading changes nothing (see endSocialSignIn).
 */
export function readSocialAnswer(hash: string, search = ''): SocialAnswer | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const query = new URLSearchParams(search);
  const state = params.get('state') ?? query.get('state');
  if (!state) return null;
  const pending = pendingRequest();
  if (!pending || pending.state !== state) return { kind: 'invalid' };
  const { provider } = pending;
  if (params.get('error') ?? query.get('error')) return { kind: 'cancelled', provider };

  if (provider === 'facebook') {
    const accessToken = params.get('access_token');
    return accessToken ? { kind: 'token', provider, accessToken } : { kind: 'invalid' };
  }
  const idToken = params.get('id_token');
  if (!idToken) return { kind: 'invalid' };
  const claims = claimsOf(idToken);
  if (claims.nonce !== pending.nonce) return { kind: 'invalid' };
  const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  return {
    kind: 'token',
    provider,
    idToken,
    name: params.get('name') ?? str(claims.name),
    email: str(claims.email),
    userId: str(claims.sub),
  };
}
