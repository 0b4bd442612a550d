// The original shop's apps sign in with their own platform codes (1 Android, 2 iOS) beside the web's 3; the
// session keeps the code with the device's push token, so notifications know where to go.
import { createServer, type Server } from 'node:http';
import { loginCall, registerCall, thirdPartyLoginCall } from '@shop/contract';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { sessions, users } from '../../db/schema';
import { call, createTestApp, expectRefusal, invalidData, type TestApp } from '../../test/app';
import { account } from '../../test/fixtures/shoppers';

const GOOGLE_CLIENT_ID = 'shop-app.apps.googleusercontent.com';
const PASSWORD = 'my-own-password-1';

let t: TestApp;
let jwks: Server;
let signingKey: CryptoKey;
let counter = 0;
const newEmail = () => `device-${++counter}-${process.pid}@example.com`;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  // Google's signing keys, served locally so the server verifies the ID token over real HTTP.
  jwks = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] })));
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  const certs = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/certs`;
  t = await createTestApp({}, { RATE_LIMIT_AUTH_PER_MIN: '100000', GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL: certs });
});
afterAll(async () => {
  await t.close();
  jwks.closeAllConnections();
  await new Promise((resolve) => jwks.close(resolve));
});

const activeAccount = async () => (await account(t.db, { name: 'App User', email: newEmail(), password: PASSWORD })).email;
const sessionsOf = (email: string) =>
  t.db
    .select({ platform: sessions.platform, deviceToken: sessions.deviceToken, deviceId: sessions.deviceId })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(users.email, email));
const googleToken = (email: string) =>
  new SignJWT({ sub: `sub-${email}`, email, email_verified: true, name: 'App User' })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer('https://accounts.google.com')
    .setAudience(GOOGLE_CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(signingKey);

describe('platform codes', () => {
  it.each([
    ['Android', 1],
    ['iOS', 2],
    ['web', 3],
  ])('login.php keeps %s (%i) with the push token and the device', async (_name, platform) => {
    const email = await activeAccount();
    const res = await call(t.app, loginCall, {
      email,
      password: PASSWORD,
      token: `fcm-${platform}`,
      device_id: `device-${platform}`,
      platform,
    });
    expect(res.body.status).toBe(true);
    expect(await sessionsOf(email)).toEqual([{ platform, deviceToken: `fcm-${platform}`, deviceId: `device-${platform}` }]);
  });

  it('thirdparty_login.php keeps the app’s code with its push token', async () => {
    const email = newEmail();
    const res = await call(t.app, thirdPartyLoginCall, {
      account_type: 1,
      id_token: await googleToken(email),
      token: 'apns-token',
      device_id: 'iPhone',
      platform: 2,
    });
    expect(res.body.status).toBe(true);
    expect(await sessionsOf(email)).toEqual([{ platform: 2, deviceToken: 'apns-token', deviceId: 'iPhone' }]);
  });

  it('register.php accepts the apps’ codes (the session, with its device, starts at the login after activation)', async () => {
    for (const platform of [1, 2]) {
      const res = await call(t.app, registerCall, {
        name: 'App User',
        email: newEmail(),
        password: PASSWORD,
        phone: '0501234567',
        birth_date: '1990-01-01',
        token: 'fcm',
        device_id: 'Pixel',
        platform,
      });
      expect(res.body).toMatchObject({ status: true, data: { active: 0, auth_key: '' } });
    }
  });

  it('takes a missing or blank platform as the web', async () => {
    const email = await activeAccount();
    await call(t.app, loginCall, { email, password: PASSWORD, device_id: 'a' });
    await call(t.app, loginCall, { email, password: PASSWORD, device_id: 'b', platform: ' ' });
    expect((await sessionsOf(email)).map((s) => s.platform)).toEqual([3, 3]);
  });

  it('refuses a code no client has, naming the field, and starts no session', async () => {
    const email = await activeAccount();
    const before = (await t.db.select({ n: count() }).from(sessions))[0]!.n;
    for (const platform of [0, 4, 'android']) {
      const res = await call(t.app, loginCall, { email, password: PASSWORD, platform });
      expectRefusal(res, 'invalid');
      expect(invalidData(res).field).toBe('platform');
    }
    expect((await t.db.select({ n: count() }).from(sessions))[0]!.n).toBe(before);
  });
});
