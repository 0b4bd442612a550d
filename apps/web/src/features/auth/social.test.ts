import { beforeEach, describe, expect, it } from 'vitest';
import { endSocialSignIn, readSocialAnswer, signInUrl } from './social';

/** An unsigned JWT with these claims (the page only reads them; the server verifies the signature). */
const jwt = (claims: Record<string, unknown>) =>
  ['{"alg":"RS256"}', JSON.stringify(claims)]
    .map((part) => btoa(part).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_'))
    .join('.') + '.sig';

const paramsOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('social sign-in redirects', () => {
  beforeEach(() => sessionStorage.clear());

  it("builds each provider's sign-in address with our client id, state and redirect", () => {
    const google = paramsOf(signInUrl('google', 'g-client', 'https://shop.test'));
    expect(google).toMatchObject({
      client_id: 'g-client',
      response_type: 'id_token',
      redirect_uri: 'https://shop.test/login',
      scope: 'openid email profile',
    });
    expect(google.state).toMatch(/^[0-9a-f]{32}$/);
    expect(google.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(paramsOf(signInUrl('facebook', 'fb-app', 'https://shop.test'))).toMatchObject({ client_id: 'fb-app', response_type: 'token' });
    expect(paramsOf(signInUrl('apple', 'apple-web', 'https://shop.test'))).toMatchObject({
      response_mode: 'form_post',
      redirect_uri: 'https://shop.test/api/auth/apple/callback',
      scope: 'name email',
    });
  });

  it('accepts the answer to this tab’s request only, with the nonce it asked for, once', () => {
    const { state, nonce } = paramsOf(signInUrl('google', 'g-client', 'https://shop.test'));
    const idToken = jwt({ sub: 'g-1', email: 'aisha@gmail.com', name: 'Aisha', nonce });
    expect(readSocialAnswer(`#state=${state}&id_token=${idToken}`)).toEqual({
      kind: 'token',
      provider: 'google',
      idToken,
      name: 'Aisha',
      email: 'aisha@gmail.com',
      userId: 'g-1',
    });
    // Once used up, replaying the same answer is refused.
    endSocialSignIn();
    expect(readSocialAnswer(`#state=${state}&id_token=${idToken}`)).toEqual({ kind: 'invalid' });
  });

  it('refuses another state or another nonce, reports a cancel, and ignores ordinary addresses', () => {
    const { state } = paramsOf(signInUrl('google', 'g-client', 'https://shop.test'));
    expect(readSocialAnswer(`#state=${state}&id_token=${jwt({ sub: 'x', nonce: 'not-ours' })}`)).toEqual({ kind: 'invalid' });
    signInUrl('google', 'g-client', 'https://shop.test');
    expect(readSocialAnswer('#state=forged&id_token=x')).toEqual({ kind: 'invalid' });
    const fb = paramsOf(signInUrl('facebook', 'fb-app', 'https://shop.test'));
    expect(readSocialAnswer('', `?error=access_denied&state=${fb.state}`)).toEqual({ kind: 'cancelled', provider: 'facebook' });
    const fb2 = paramsOf(signInUrl('facebook', 'fb-app', 'https://shop.test'));
    expect(readSocialAnswer(`#access_token=EAAB&state=${fb2.state}`)).toEqual({ kind: 'token', provider: 'facebook', accessToken: 'EAAB' });
    expect(readSocialAnswer('', '')).toBeNull();
  });
});
