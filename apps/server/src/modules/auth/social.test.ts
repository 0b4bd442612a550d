// Social sign-in against local stand-ins of the providers: a JWKS endpoint serving our test key (Google,
// Apple) and an HTTP server answering like Facebook's Graph API. The server under test talks to them over
// real HTTP exactly as it would to the providers.
import { createServer, type Server } from 'node:http';
import { authProvidersCall, loginCall, thirdPartyLoginCall } from '@shop/contract';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { lists, sessions, socialAccounts, users } from '../../db/schema';
import { hashToken } from '../../http/session';
import { call, createTestApp, expectRefusal, invalidData, type TestApp } from '../../test/app';
import { account } from '../../test/fixtures/shoppers';

const GOOGLE_CLIENT_ID = 'shop-web.apps.googleusercontent.com';
const APPLE_CLIENT_ID = 'ae.souqalasal.web';
const FACEBOOK_APP_ID = '1234567890';
const FACEBOOK_APP_SECRET = 'fb-test-secret';

let t: TestApp;
let providerServer: Server;
let signingKey: CryptoKey;
let strangerKey: CryptoKey;

/** Facebook access tokens the fake Graph API knows: token -> what debug_token and /me answer. */
const facebookTokens = new Map<string, { appId: string; valid: boolean; userId: string; name: string; email?: string }>();

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };

  providerServer = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === '/google/certs' || url.pathname === '/apple/keys') return json(200, { keys: [jwk] });
    if (url.pathname === '/graph/debug_token') {
      if (url.searchParams.get('access_token') !== `${FACEBOOK_APP_ID}|${FACEBOOK_APP_SECRET}`)
        return json(400, { error: { message: 'bad app token' } });
      const known = facebookTokens.get(url.searchParams.get('input_token') ?? '');
      if (!known) return json(200, { data: { is_valid: false, error: { message: 'Malformed access token' } } });
      return json(200, { data: { app_id: known.appId, type: 'USER', is_valid: known.valid, user_id: known.userId } });
    }
    if (url.pathname === '/graph/me') {
      const known = facebookTokens.get(url.searchParams.get('access_token') ?? '');
      if (!known?.valid) return json(401, { error: { message: 'Invalid OAuth access token' } });
      return json(200, { id: known.userId, name: known.name, ...(known.email ? { email: known.email } : {}) });
    }
    return json(404, {});
  });
  const base = await listen(providerServer);

  t = await createTestApp(
    {},
    {
      RATE_LIMIT_AUTH_PER_MIN: '100000',
      GOOGLE_CLIENT_ID,
      GOOGLE_JWKS_URL: `${base}/google/certs`,
      APPLE_CLIENT_ID,
      APPLE_JWKS_URL: `${base}/apple/keys`,
      FACEBOOK_APP_ID,
      FACEBOOK_APP_SECRET,
      FACEBOOK_GRAPH_URL: `${base}/graph`,
    },
  );
});
afterAll(async () => {
  await t.close();
  providerServer.closeAllConnections();
  await new Promise((resolve) => providerServer.close(resolve));
});

let counter = 0;
const unique = (prefix: string) => `${prefix}-${++counter}-${Date.now()}`;

interface TokenOptions {
  issuer?: string;
  audience?: string;
  key?: CryptoKey;
  expiresIn?: string | number;
}
function googleToken(claims: JWTPayload, opts: TokenOptions = {}) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(opts.issuer ?? 'https://accounts.google.com')
    .setAudience(opts.audience ?? GOOGLE_CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime(opts.expiresIn ?? '10m')
    .sign(opts.key ?? signingKey);
}
const appleToken = (claims: JWTPayload, opts: TokenOptions = {}) =>
  googleToken(claims, { issuer: 'https://appleid.apple.com', audience: APPLE_CLIENT_ID, ...opts });

const device = { token: 'push-token-9', device_id: 'Mozilla/5.0 (social test)', platform: 3 };
const signIn = (fields: Record<string, string | number | undefined>, lang: 'en' | 'ar' = 'en') =>
  call(t.app, thirdPartyLoginCall, { ...device, ...fields }, { lang });

const counts = async () => ({
  users: (await t.db.select({ n: count() }).from(users))[0]!.n,
  links: (await t.db.select({ n: count() }).from(socialAccounts))[0]!.n,
  sessions: (await t.db.select({ n: count() }).from(sessions))[0]!.n,
});

const passwordAccount = (email: string, active: 0 | 1) =>
  account(t.db, { name: 'Password Owner', email, password: 'my-own-password-1', active });
const login = (email: string) => call(t.app, loginCall, { email, password: 'my-own-password-1' });

describe('thirdparty_login.php with Google (account_type 1)', () => {
  it('creates an active account with its favourites list on the first sign-in, from the verified token only', async () => {
    const sub = unique('google-sub');
    const email = `${unique('g')}@gmail.com`;
    const idToken = await googleToken({ sub, email: email.toUpperCase(), email_verified: true, name: 'Aisha Khan' });
    // The client's own userid, email and name are not trusted over the token's.
    const res = await signIn({
      account_type: 1,
      id_token: idToken,
      userid: 'someone-else',
      email: 'victim@example.com',
      name: 'Client Name',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toBe(true);
    expect(res.body.msg).toBe('Logged in successfully');
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ name: 'Aisha Khan', active: 1, passwordHash: null });
    expect(res.body.data).toEqual({
      id: user!.id,
      email,
      auth_key: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      active: 1,
      Favorite_id: user!.favoriteListId,
    });
    const [fav] = await t.db.select().from(lists).where(eq(lists.id, user!.favoriteListId!));
    expect(fav!.isFavorite).toBe(true);
    expect(await t.db.select().from(socialAccounts).where(eq(socialAccounts.userId, user!.id))).toEqual([
      expect.objectContaining({ provider: 1, providerUserId: sub, email }),
    ]);
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(session).toMatchObject({
      tokenHash: hashToken(res.body.data.auth_key),
      deviceToken: 'push-token-9',
      deviceId: device.device_id,
      platform: 3,
    });
    expect(await t.db.select().from(users).where(eq(users.email, 'victim@example.com'))).toEqual([]);
  });

  it('signs into the same account later, even if the e-mail in the token changed', async () => {
    const sub = unique('google-sub');
    const email = `${unique('g')}@gmail.com`;
    const first = await signIn({ account_type: 1, id_token: await googleToken({ sub, email, email_verified: true }) });
    const before = await counts();
    const again = await signIn({ account_type: 1, id_token: await googleToken({ sub, email: `new-${email}`, email_verified: true }) });
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(again.body.data.email).toBe(email);
    expect((await counts()).users).toBe(before.users);
    expect((await counts()).links).toBe(before.links);
  });

  it('refuses a forged, an expired, a wrong-audience and a wrong-issuer token, creating nothing', async () => {
    const claims = { sub: unique('google-sub'), email: `${unique('g')}@gmail.com`, email_verified: true };
    const before = await counts();
    const tokens = [
      await googleToken(claims, { key: strangerKey }),
      await googleToken(claims, { expiresIn: Math.floor(Date.now() / 1000) - 60 }),
      await googleToken(claims, { audience: 'another-app.apps.googleusercontent.com' }),
      await googleToken(claims, { issuer: 'https://evil.example.com' }),
      'not-a-jwt',
    ];
    for (const id_token of tokens) {
      const res = await signIn({ account_type: 1, id_token });
      expect(res.statusCode).toBe(200);
      expect(res.body).toEqual({ status: false, msg: 'We could not verify your sign-in with Google. Please try again.', data: null });
    }
    const ar = await signIn({ account_type: 1, id_token: tokens[0] }, 'ar');
    expect(ar.body.msg).toBe('تعذّر التحقق من تسجيل دخولك عبر Google. يرجى المحاولة مرة أخرى.');
    expect(await counts()).toEqual(before);
  });

  it('needs the id_token (refused naming it)', async () => {
    const res = await signIn({ account_type: 1, userid: 'trust-me', email: 'a@example.com' });
    expectRefusal(res, 'invalid');
    expect(res.body.data).toEqual({ field: 'id_token', reason: 'required' });
    expect(res.body.msg).toBe('The sign-in with Google did not send its token');
  });

  it('links an e-mail registered with a password when Google says it is verified', async () => {
    const email = `${unique('linked')}@gmail.com`;
    const owner = await passwordAccount(email, 1);
    const res = await signIn({ account_type: 1, id_token: await googleToken({ sub: unique('google-sub'), email, email_verified: true }) });
    expect(res.body.data).toMatchObject({ id: owner.id, email, active: 1, Favorite_id: owner.favoriteListId });
    expect((await login(email)).body.status).toBe(true); // the password still works
  });

  it('refuses to link an e-mail registered with a password when it is not verified, changing nothing', async () => {
    const email = `${unique('unverified')}@example.com`;
    await passwordAccount(email, 1);
    const before = await counts();
    const res = await signIn({ account_type: 1, id_token: await googleToken({ sub: unique('google-sub'), email, email_verified: false }) });
    expect(res.body).toEqual({
      status: false,
      msg: 'This e-mail is already registered. Google does not confirm that it is yours, so please log in with your password.',
      data: null,
    });
    expect(await counts()).toEqual(before);
  });

  it('activates a never-activated account it links, dropping the password set before the mailbox was proven', async () => {
    const email = `${unique('squatted')}@gmail.com`;
    const squatted = await passwordAccount(email, 0);
    const res = await signIn({ account_type: 1, id_token: await googleToken({ sub: unique('google-sub'), email, email_verified: true }) });
    expect(res.body.data).toMatchObject({ id: squatted.id, active: 1 });
    expect((await login(email)).body.msg).toBe('The e-mail or password is incorrect');
  });
});

describe('thirdparty_login.php with Apple (account_type 3)', () => {
  it('creates an account from a verified Apple token, naming it from the client when the token has no name', async () => {
    const email = `${unique('relay')}@privaterelay.appleid.com`;
    const res = await signIn({
      account_type: 3,
      name: 'Omar Haddad',
      id_token: await appleToken({ sub: unique('apple-sub'), email, email_verified: 'true' }),
    });
    expect(res.body.status).toBe(true);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ name: 'Omar Haddad', active: 1 });
  });

  it('refuses a Google token sent as Apple (wrong issuer and audience)', async () => {
    const res = await signIn({
      account_type: 3,
      id_token: await googleToken({ sub: unique('s'), email: `${unique('x')}@gmail.com`, email_verified: true }),
    });
    expect(res.body.msg).toBe('We could not verify your sign-in with Apple. Please try again.');
  });
});

describe('thirdparty_login.php with Facebook (account_type 2)', () => {
  function facebookToken(user: { email?: string; appId?: string; valid?: boolean; name?: string } = {}) {
    const token = unique('fb-token');
    const userId = unique('fb-user');
    facebookTokens.set(token, {
      appId: user.appId ?? FACEBOOK_APP_ID,
      valid: user.valid ?? true,
      userId,
      name: user.name ?? 'Layla Nasser',
      email: user.email,
    });
    return { token, userId };
  }

  it('creates an account from a token debug_token confirms for our app, then signs into it again', async () => {
    const email = `${unique('fb')}@example.com`;
    const { token, userId } = facebookToken({ email });
    const res = await signIn({ account_type: 2, access_token: token });
    expect(res.body.status).toBe(true);
    expect(res.body.data).toMatchObject({ email, active: 1 });
    const [link] = await t.db.select().from(socialAccounts).where(eq(socialAccounts.providerUserId, userId));
    expect(link).toMatchObject({ provider: 2, userId: res.body.data.id });
    expect((await signIn({ account_type: 2, access_token: token })).body.data.id).toBe(res.body.data.id);
  });

  it("refuses another app's token, an invalid one and an unknown one, creating nothing", async () => {
    const before = await counts();
    for (const token of [
      facebookToken({ appId: '999', email: `${unique('o')}@example.com` }).token,
      facebookToken({ valid: false }).token,
      'garbage',
    ]) {
      const res = await signIn({ account_type: 2, access_token: token });
      expect(res.body).toEqual({ status: false, msg: 'We could not verify your sign-in with Facebook. Please try again.', data: null });
    }
    expect(await counts()).toEqual(before);
  });

  it('never links an existing password account (Facebook does not say the e-mail is verified)', async () => {
    const email = `${unique('fbexisting')}@example.com`;
    await passwordAccount(email, 1);
    const res = await signIn({ account_type: 2, access_token: facebookToken({ email }).token });
    expect(res.body.msg).toBe(
      'This e-mail is already registered. Facebook does not confirm that it is yours, so please log in with your password.',
    );
  });

  it('refuses a profile without an e-mail', async () => {
    const res = await signIn({ account_type: 2, access_token: facebookToken().token }, 'ar');
    expect(res.body).toEqual({
      status: false,
      msg: 'لم يشارك حسابك في Facebook عنوان بريد إلكتروني، وهو مطلوب للتسجيل في المتجر',
      data: null,
    });
  });

  it('needs the access_token (refused naming it)', async () => {
    const res = await signIn({ account_type: 2, id_token: 'a-jwt' });
    expectRefusal(res, 'invalid');
    expect(invalidData(res).field).toBe('access_token');
  });
});

describe('providers', () => {
  it('lists the configured providers with the client ids the web signs in with', async () => {
    const res = await call(t.app, authProvidersCall);
    expect(res.body.data).toEqual({ google: GOOGLE_CLIENT_ID, facebook: FACEBOOK_APP_ID, apple: APPLE_CLIENT_ID });
  });

  it('refuses clearly a provider this server is not configured for', async () => {
    const bare = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, { pgliteDir: null }), { db: t.handle });
    try {
      const res = await call(bare, thirdPartyLoginCall, {
        account_type: 1,
        id_token: await googleToken({ sub: 's', email: 'e@gmail.com', email_verified: true }),
      });
      expect(res.body).toEqual({ status: false, msg: 'Sign-in with Google is not available in this shop', data: null });
      const ar = await call(bare, thirdPartyLoginCall, { account_type: 2, access_token: 'x' }, { lang: 'ar' });
      expect(ar.body.msg).toBe('تسجيل الدخول عبر Facebook غير متاح في هذا المتجر');
      expect((await call(bare, authProvidersCall)).body.data).toEqual({ google: null, facebook: null, apple: null });
    } finally {
      await bare.close();
    }
  });
});

describe('Sign in with Apple on the web', () => {
  it("turns Apple's form post into a redirect to /login carrying the token in the fragment", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/apple/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        id_token: 'header.payload.signature',
        state: 'state-123',
        user: JSON.stringify({ name: { firstName: 'Omar', lastName: 'Haddad' }, email: 'o@example.com' }),
      }).toString(),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/login#provider=apple&id_token=header.payload.signature&state=state-123&name=Omar+Haddad');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/apple/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'error=user_cancelled_authorize&state=s',
    });
    expect(refused.headers.location).toBe('/login#provider=apple&state=s&error=user_cancelled_authorize');
  });
});
