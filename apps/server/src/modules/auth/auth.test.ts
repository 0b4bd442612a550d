import { afterEach, describe, expect, it, vi } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  shopDate,
  activateCall,
  authProvidersCall,
  changePasswordCall,
  checkCodeCall,
  homeCall,
  loginCall,
  logoutCall,
  profileInfoCall,
  registerCall,
  resetPasswordCall,
  sendCodeCall,
} from '@shop/contract';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { lists, sessions, users, verificationCodes } from '../../db/schema';
import { hashToken } from '../../http/session';
import { call, expectRefusal, invalidData } from '../../test/app';
import { suiteApp } from '../../test/fixtures/suite';

const PASSWORD = 'honey-and-herbs-1';
const ADULT_BIRTH = '1990-05-17';

// The per-IP limit has its own test below; here it must not get in the way of many calls from one address.
const t = suiteApp({}, { RATE_LIMIT_AUTH_PER_MIN: '100000' });
afterEach(() => {
  vi.useRealTimers();
});

let counter = 0;
const newEmail = () => `shopper${++counter}-${Date.now()}@example.com`;

const registerFields = (email: string, extra: Record<string, string | number> = {}) => ({
  name: 'Mariam Saeed',
  email,
  password: PASSWORD,
  phone: '0501234567',
  birth_date: ADULT_BIRTH,
  token: 'push-token-1',
  device_id: 'Mozilla/5.0 (test)',
  platform: 3,
  ...extra,
});

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}
async function mailbox(): Promise<Mail[]> {
  await t.app.jobs.kick(); // codes are mailed from the job queue, just after the answer
  const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const mailsTo = async (email: string) => (await mailbox()).filter((m) => m.to === email);
/** The code in the latest message to `email`, read the way a person would: the digits after the lead line. */
async function codeFor(email: string): Promise<string> {
  const [latest] = await mailsTo(email);
  const code = latest && /:\s(\d{4})\s*$/m.exec(latest.text)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}
/** Moves the clock (Date only) forward, e.g. past the resend countdown or a code's life. */
function travel(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms });
}

const userByEmail = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];
const sessionsOf = (userId: number) => t.db.select().from(sessions).where(eq(sessions.userId, userId));
const tableCounts = async () => ({
  users: (await t.db.select({ n: count() }).from(users))[0]!.n,
  lists: (await t.db.select({ n: count() }).from(lists))[0]!.n,
  sessions: (await t.db.select({ n: count() }).from(sessions))[0]!.n,
  codes: (await t.db.select({ n: count() }).from(verificationCodes))[0]!.n,
});

async function registered(email = newEmail()) {
  const res = await call(t.app, registerCall, registerFields(email));
  expect(res.body.status).toBe(true);
  return res.body.data as { id: number; email: string; Favorite_id: number };
}
/** Registers and activates through the calls, as the web does. */
async function activeAccount(email = newEmail()) {
  const user = await registered(email);
  await call(t.app, sendCodeCall, { email });
  const res = await call(t.app, activateCall, { email, passcode: await codeFor(email) });
  expect(res.body.status).toBe(true);
  return user;
}
const login = (email: string, password = PASSWORD, lang: 'en' | 'ar' = 'en', device = 'Mozilla/5.0 (test)') =>
  call(t.app, loginCall, { email, password, token: 'push-token-2', device_id: device, platform: 3 }, { lang });

describe('register.php', () => {
  it('creates an inactive account with its favourites list and answers like a login without a session', async () => {
    const email = newEmail();
    const res = await call(t.app, registerCall, registerFields(email.toUpperCase()));
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toBe(true);
    expect(res.body.msg).toBe('Account registered successfully. Please activate your account and log in again.');
    const user = await userByEmail(email);
    expect(res.body.data).toEqual({ id: user!.id, email, auth_key: '', active: 0, Favorite_id: user!.favoriteListId });
    expect(user).toMatchObject({ name: 'Mariam Saeed', phone: '0501234567', active: 0, birthDate: ADULT_BIRTH, language: 'en' });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    const [fav] = await t.db.select().from(lists).where(eq(lists.id, user!.favoriteListId!));
    expect(fav).toMatchObject({ userId: user!.id, isFavorite: true });
    expect(await sessionsOf(user!.id)).toHaveLength(0);
  });

  it('answers in Arabic and remembers the language', async () => {
    const email = newEmail();
    const res = await call(t.app, registerCall, registerFields(email, { phone: '٠٥٠١٢٣٤٥٦٧' }), { lang: 'ar' });
    expect(res.body.msg).toBe('تم تسجيل الحساب بنجاح، يرجى تفعيل حسابك ثم تسجيل الدخول مرة أخرى');
    expect(await userByEmail(email)).toMatchObject({ language: 'ar', phone: '0501234567' });
  });

  it('refuses a duplicate e-mail, whatever its case, and changes nothing', async () => {
    const email = newEmail();
    await registered(email);
    const before = await tableCounts();
    const res = await call(t.app, registerCall, registerFields(email.toUpperCase(), { name: 'Someone Else' }));
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ status: false, msg: 'This e-mail is already registered', data: null });
    expect((await call(t.app, registerCall, registerFields(email), { lang: 'ar' })).body.msg).toBe('هذا البريد الإلكتروني مسجّل مسبقًا');
    expect(await tableCounts()).toEqual(before);
    expect((await userByEmail(email))!.name).toBe('Mariam Saeed');
  });

  it('refuses a short password, a bad e-mail, a bad phone or birth date with their own messages, naming the field', async () => {
    const before = await tableCounts();
    const cases: { fields: Record<string, string>; field: string; en: string; ar: string }[] = [
      {
        fields: { password: 'short12' },
        field: 'password',
        en: 'Password should be at least 8 characters long.',
        ar: 'يجب ألا تقل كلمة المرور عن 8 أحرف.',
      },
      { fields: { email: 'not-an-email' }, field: 'email', en: 'Email is invalid', ar: 'البريد الإلكتروني غير صالح' },
      {
        fields: { phone: '05o1234567' },
        field: 'phone',
        en: 'The phone number must contain digits only',
        ar: 'يجب أن يحتوي رقم الهاتف على أرقام فقط',
      },
      { fields: { birth_date: '2001-02-30' }, field: 'birth_date', en: 'Enter a valid date of birth', ar: 'أدخِل تاريخ ميلاد صحيحًا' },
      { fields: { birth_date: '2999-01-01' }, field: 'birth_date', en: 'Enter a valid date of birth', ar: 'أدخِل تاريخ ميلاد صحيحًا' },
    ];
    for (const c of cases) {
      const res = await call(t.app, registerCall, registerFields(newEmail(), c.fields));
      expectRefusal(res, 'invalid');
      expect(res.body.status).toBe(false);
      expect(res.body.msg).toBe(c.en);
      expect(invalidData(res).field).toBe(c.field);
      expect((await call(t.app, registerCall, registerFields(newEmail(), c.fields), { lang: 'ar' })).body.msg).toBe(c.ar);
    }
    expect(await tableCounts()).toEqual(before);
  });

  it('refuses one of the most common passwords, or one containing the e-mail’s name, saying why (ASVS 2.1)', async () => {
    const before = await tableCounts();
    const email = `honey.bee${++counter}@example.com`;
    const name = `honeybee${counter}`;
    const cases: { password: string; en: string; ar: string }[] = [
      {
        password: 'Password1',
        en: 'This password is one of the most common ones and easy to guess. Please choose another.',
        ar: 'كلمة المرور هذه من أكثر كلمات المرور شيوعًا ويسهل تخمينها. يرجى اختيار كلمة أخرى.',
      },
      {
        password: '12345678',
        en: 'This password is one of the most common ones and easy to guess. Please choose another.',
        ar: 'كلمة المرور هذه من أكثر كلمات المرور شيوعًا ويسهل تخمينها. يرجى اختيار كلمة أخرى.',
      },
      {
        password: `honey.bee${counter}`,
        en: "The password must not contain your e-mail's name (the part before @).",
        ar: 'يجب ألا تحتوي كلمة المرور على اسم بريدك الإلكتروني (الجزء الذي يسبق @).',
      },
      {
        password: `My-${name.toUpperCase()}-2024`,
        en: "The password must not contain your e-mail's name (the part before @).",
        ar: 'يجب ألا تحتوي كلمة المرور على اسم بريدك الإلكتروني (الجزء الذي يسبق @).',
      },
    ];
    for (const c of cases) {
      const res = await call(t.app, registerCall, registerFields(email, { password: c.password }));
      expect(res.body).toMatchObject({ status: false, msg: c.en, data: { field: 'password' } });
      expect((await call(t.app, registerCall, registerFields(email, { password: c.password }), { lang: 'ar' })).body.msg).toBe(c.ar);
    }
    expect(await tableCounts()).toEqual(before);
    // A name of one or two characters is too short to refuse everything that contains it.
    expect(
      (await call(t.app, registerCall, registerFields(`hb@example${counter}.com`, { password: 'honey-and-herbs-hb' }))).body.status,
    ).toBe(true);
    expect((await call(t.app, registerCall, registerFields(email))).body.status).toBe(true);
  });

  it("accepts the spec's payload without a birth date (the original client sends none); 'null' or blank is none", async () => {
    for (const birth_date of [undefined, 'null', '']) {
      const email = newEmail();
      const res = await call(t.app, registerCall, { ...registerFields(email), token: '', birth_date });
      expect(res.statusCode, String(birth_date)).toBe(200);
      expect(res.body.status).toBe(true);
      expect(res.body.data).toMatchObject({ email, active: 0 });
      expect(await userByEmail(email)).toMatchObject({ birthDate: null, active: 0 });
    }
  });

  it('registers adults only: 18 today is accepted, a day short of 18 is refused', async () => {
    const [y, m, d] = shopDate().split('-').map(Number) as [number, number, number];
    const iso = (date: Date) => date.toISOString().slice(0, 10);
    const eighteenToday = iso(new Date(Date.UTC(y - 18, m - 1, d)));
    const eighteenTomorrow = iso(new Date(Date.UTC(y - 18, m - 1, d + 1)));

    const before = await tableCounts();
    const young = await call(t.app, registerCall, registerFields(newEmail(), { birth_date: eighteenTomorrow }));
    expect(young.statusCode).toBe(200);
    expect(young.body).toEqual({ status: false, msg: 'You must be 18 or older to register', data: null });
    const youngAr = await call(t.app, registerCall, registerFields(newEmail(), { birth_date: eighteenTomorrow }), { lang: 'ar' });
    expect(youngAr.body.msg).toBe('يجب أن يكون عمرك 18 عامًا أو أكثر للتسجيل');
    expect(await tableCounts()).toEqual(before);

    const adult = await call(t.app, registerCall, registerFields(newEmail(), { birth_date: eighteenToday }));
    expect(adult.body.status).toBe(true);
  });
});

describe('login.php', () => {
  it('signs an active account in: a random key stored hashed with the device token, device id and platform', async () => {
    const email = newEmail();
    const user = await activeAccount(email);
    const res = await login(email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.body.status).toBe(true);
    expect(res.body.msg).toBe('Logged in successfully');
    const { auth_key, ...rest } = res.body.data;
    expect(rest).toEqual({ id: user.id, email, active: 1, Favorite_id: user.Favorite_id });
    expect(auth_key).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits, base64url
    const [session] = await sessionsOf(user.id);
    expect(session).toMatchObject({
      tokenHash: hashToken(auth_key),
      deviceToken: 'push-token-2',
      deviceId: 'Mozilla/5.0 (test)',
      platform: 3,
    });
    expect(session!.tokenHash).not.toContain(auth_key);
    // The key opens customer calls for this user.
    expect((await call(t.app, homeCall, { auth_key, user_id: user.id })).body.status).toBe(true);
    expect((await login(email, PASSWORD, 'ar')).body.msg).toBe('تم تسجيل الدخول بنجاح');
  });

  it('keeps a session per sign-in: two concurrent sign-ins from identical browsers both stay signed in', async () => {
    const email = newEmail();
    const user = await activeAccount(email);
    // Two people on one account, same browser build: the same device_id (the user-agent string), at the same time.
    const [first, second] = (await Promise.all([login(email), login(email)])).map((r) => r.body.data.auth_key as string);
    expect(second).not.toBe(first);
    // A later sign-in on that device id ends neither.
    const third = (await login(email)).body.data.auth_key;
    for (const key of [first, second, third]) {
      expect((await call(t.app, profileInfoCall, { auth_key: key, user_id: user.id })).body.status).toBe(true);
    }
    expect(await sessionsOf(user.id)).toHaveLength(3);
    // Signing one out leaves the others.
    await call(t.app, logoutCall, { auth_key: first, user_id: user.id });
    expectRefusal(await call(t.app, profileInfoCall, { auth_key: first, user_id: user.id }), 'wrong-key');
    expect((await call(t.app, profileInfoCall, { auth_key: second, user_id: user.id })).body.status).toBe(true);
  });

  it('answers an inactive account with active 0 and no key, and opens no session', async () => {
    const email = newEmail();
    const user = await registered(email);
    const res = await login(email);
    expect(res.body.status).toBe(true);
    expect(res.body.msg).toBe('Your account is not activated yet. Enter the code we send to your e-mail.');
    expect(res.body.data).toEqual({ id: user.id, email, auth_key: '', active: 0, Favorite_id: user.Favorite_id });
    expect((await login(email, PASSWORD, 'ar')).body.msg).toBe('حسابك غير مفعّل بعد. أدخِل الرمز الذي نرسله إلى بريدك الإلكتروني.');
    expect(await sessionsOf(user.id)).toHaveLength(0);
  });

  it('refuses a wrong password and an unknown e-mail with one message, creating nothing', async () => {
    const email = newEmail();
    await activeAccount(email);
    const before = await tableCounts();
    const wrong = await login(email, 'not-the-password');
    const unknown = await login(newEmail());
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toEqual({ status: false, msg: 'The e-mail or password is incorrect', data: null });
    }
    expect((await login(email, 'not-the-password', 'ar')).body.msg).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة');
    expect(await tableCounts()).toEqual(before);
  });

  it('refuses a short password and a bad e-mail naming the field', async () => {
    const short = await login(newEmail(), 'short');
    expectRefusal(short, 'invalid');
    expect(short.body.msg).toBe('Password should be at least 8 characters long.');
    expect(invalidData(short).field).toBe('password');
    const bad = await login('nobody@', PASSWORD, 'ar');
    expectRefusal(bad, 'invalid');
    expect(bad.body.msg).toBe('البريد الإلكتروني غير صالح');
    expect(invalidData(bad).field).toBe('email');
  });

  it('after 5 failed tries from one address, that address waits, longer each time; the owner elsewhere is not held back', async () => {
    const email = newEmail();
    const other = newEmail();
    await activeAccount(email);
    await activeAccount(other);
    const from = (ip: string, password: string, lang: 'en' | 'ar' = 'en') =>
      call(t.app, loginCall, { email, password, device_id: 'Stranger', platform: 3 }, { ip, lang });
    const stranger = '203.0.113.66';
    for (let i = 0; i < 5; i++) expect((await from(stranger, `wrong-password-${i}`)).body.msg).toBe('The e-mail or password is incorrect');
    const held = await from(stranger, PASSWORD);
    expect(held.statusCode).toBe(429);
    expect(held.body).toEqual({
      status: false,
      msg: 'Too many failed attempts. Please try again in 1 minute, or reset your password.',
      data: null,
    });
    expect((await from(stranger, PASSWORD, 'ar')).body.msg).toBe(
      'محاولات فاشلة كثيرة. يرجى المحاولة مرة أخرى بعد دقيقة واحدة، أو إعادة تعيين كلمة المرور.',
    );
    // The owner, from anywhere else, and other accounts from the stranger's address, are not affected.
    expect((await from('198.51.100.20', PASSWORD)).body.status).toBe(true);
    expect((await login(other)).body.status).toBe(true);
    expect((await call(t.app, loginCall, { email: other, password: PASSWORD }, { ip: stranger })).body.status).toBe(true);

    // The wait doubles with each further failure: 1 minute, then 2.
    travel(60_000 + 1000);
    expect((await from(stranger, 'wrong-password-5')).body.msg).toBe('The e-mail or password is incorrect');
    expect((await from(stranger, PASSWORD)).body.msg).toBe(
      'Too many failed attempts. Please try again in 2 minutes, or reset your password.',
    );
    travel(2 * 60_000 + 1000);
    expect((await from(stranger, PASSWORD)).body.status).toBe(true);

    // An unknown address is held back the same way, so the limit does not reveal who has an account.
    const nobody = newEmail();
    for (let i = 0; i < 5; i++) await call(t.app, loginCall, { email: nobody, password: `wrong-password-${i}` }, { ip: stranger });
    expect((await call(t.app, loginCall, { email: nobody, password: PASSWORD }, { ip: stranger })).body.msg).toBe(held.body.msg);
  });

  it('holds back addresses the account never signed in from after 100 tries an hour, never the owner’s own; a reset makes an address known', async () => {
    const email = newEmail();
    await activeAccount(email);
    const home = '198.51.100.30';
    expect((await call(t.app, loginCall, { email, password: PASSWORD }, { ip: home })).body.status).toBe(true);
    // Guesses spread over 99 addresses, one each (below every per-address limit): with the owner's first
    // sign-in from home, 100 tries from addresses unknown at the time.
    for (let i = 0; i < 99; i++) {
      const res = await call(t.app, loginCall, { email, password: `wrong-password-${i}` }, { ip: `203.0.113.${i + 1}` });
      expect(res.body.msg).toBe('The e-mail or password is incorrect');
    }
    const travelling = '192.0.2.10';
    const held = await call(t.app, loginCall, { email, password: PASSWORD }, { ip: travelling });
    expect(held.statusCode).toBe(429);
    expect(held.body.msg).toBe(
      'Too many failed attempts for this account from unknown networks. Please try again in 60 minutes, or reset your password to sign in from here.',
    );
    expect((await call(t.app, loginCall, { email, password: PASSWORD }, { ip: travelling, lang: 'ar' })).body.msg).toMatch(
      /^محاولات فاشلة كثيرة لهذا الحساب من شبكات غير معروفة\. يرجى المحاولة مرة أخرى بعد .+، أو إعادة تعيين كلمة المرور لتسجيل الدخول من هنا\.$/,
    );
    expect((await call(t.app, loginCall, { email, password: PASSWORD }, { ip: home })).body.status).toBe(true);

    travel(60_000);
    await call(t.app, sendCodeCall, { email, purpose: 'reset' }, { ip: travelling });
    const reset = await call(
      t.app,
      resetPasswordCall,
      { email, new_password: 'a-new-password-2', passcode: await codeFor(email) },
      { ip: travelling },
    );
    expect(reset.body.status).toBe(true);
    expect((await call(t.app, loginCall, { email, password: 'a-new-password-2' }, { ip: travelling })).body.status).toBe(true);
  });
});

describe('logout.php and keys', () => {
  it('ends the session: the key stops working, other devices stay signed in', async () => {
    const email = newEmail();
    const user = await activeAccount(email);
    const key = (await login(email)).body.data.auth_key;
    const otherKey = (await login(email, PASSWORD, 'en', 'Phone')).body.data.auth_key;
    const res = await call(t.app, logoutCall, { auth_key: key, user_id: user.id });
    expect(res.body).toEqual({ status: true, msg: 'You have logged out', data: null });
    expectRefusal(await call(t.app, logoutCall, { auth_key: key, user_id: user.id }), 'wrong-key');
    expect((await call(t.app, homeCall, { auth_key: otherKey, user_id: user.id })).statusCode).toBe(200);
  });

  it("refuses my key with another user's user_id ('wrong key') and keeps both sessions", async () => {
    const me = await activeAccount();
    const other = await activeAccount();
    const key = (await login(me.email)).body.data.auth_key;
    const otherKey = (await login(other.email)).body.data.auth_key;
    const res = await call(t.app, logoutCall, { auth_key: key, user_id: other.id });
    expectRefusal(res, 'wrong-key');
    expect(res.body).toEqual({ status: false, msg: 'wrong key', data: null });
    expect(await sessionsOf(me.id)).toHaveLength(1);
    expect(await sessionsOf(other.id)).toHaveLength(1);
    expect((await call(t.app, homeCall, { auth_key: otherKey, user_id: other.id })).statusCode).toBe(200);
    expectRefusal(await call(t.app, logoutCall, { auth_key: 'guest', user_id: 0 }), 'wrong-key');
  });
});

describe('session expiry (SESSION_IDLE_DAYS 30, SESSION_MAX_DAYS 90 by default)', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const profile = (key: string, userId: number) => call(t.app, profileInfoCall, { auth_key: key, user_id: userId });

  it('ends a session unused for SESSION_IDLE_DAYS: its key gets wrong key', async () => {
    const email = newEmail();
    const user = await activeAccount(email);
    const key = (await login(email)).body.data.auth_key;
    travel(29 * DAY);
    expect((await profile(key, user.id)).body.status).toBe(true);
    travel(30 * DAY + 60_000); // 30 days and a minute after that last use
    const expired = await profile(key, user.id);
    expect(expired.body).toEqual({ status: false, msg: 'wrong key', data: null });
    expect(await sessionsOf(user.id)).toHaveLength(0);
  });

  it('ends a session SESSION_MAX_DAYS after sign-in, however often it is used', async () => {
    const email = newEmail();
    const user = await activeAccount(email);
    const key = (await login(email)).body.data.auth_key;
    for (let day = 20; day <= 80; day += 20) {
      travel(20 * DAY);
      expect((await profile(key, user.id)).body.status).toBe(true);
    }
    travel(11 * DAY); // day 91
    expect((await profile(key, user.id)).body.msg).toBe('wrong key');
    expect((await login(email)).body.status).toBe(true);
  });

  it('writes down use at most every 10 minutes, not on every call', async () => {
    const email = newEmail();
    const user = await activeAccount(email);
    const key = (await login(email)).body.data.auth_key;
    const lastSeen = async () => (await sessionsOf(user.id))[0]!.lastSeenAt.getTime();
    const signedIn = await lastSeen();
    await profile(key, user.id);
    expect(await lastSeen()).toBe(signedIn);
    travel(11 * 60_000);
    await profile(key, user.id);
    const written = await lastSeen();
    expect(written).toBe(Date.now());
    travel(5 * 60_000);
    await profile(key, user.id);
    expect(await lastSeen()).toBe(written);
  });

  it('reads its lifetimes from the configuration', () => {
    expect(loadConfig({})).toMatchObject({ SESSION_IDLE_DAYS: 30, SESSION_MAX_DAYS: 90 });
    expect(loadConfig({ SESSION_IDLE_DAYS: '0.5', SESSION_MAX_DAYS: '7' })).toMatchObject({ SESSION_IDLE_DAYS: 0.5, SESSION_MAX_DAYS: 7 });
    expect(() => loadConfig({ SESSION_IDLE_DAYS: '0' })).toThrow(/SESSION_IDLE_DAYS/);
  });
});

describe('sendcode.php', () => {
  it('mails an activation code to an inactive account, in HTML and text; the answer never carries the code', async () => {
    const email = newEmail();
    await registered(email);
    const res = await call(t.app, sendCodeCall, { email });
    const msg = `If ${email} belongs to an account, a code is on its way to it. It is valid for 10 minutes.`;
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ status: true, msg, data: msg, Code: 59 });
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('Activate your Souq Al Asal account');
    const code = await codeFor(email);
    expect(mail!.text).toContain(`Your activation code is: ${code}`);
    expect(mail!.text).toContain('The code is valid for 10 minutes.');
    expect(mail!.html).toContain(`>${code}</p>`);
    expect(mail!.html).toContain('<html lang="en" dir="ltr">');
    expect(res.response.body).not.toContain(code);
    const [row] = await t.db.select().from(verificationCodes).where(eq(verificationCodes.email, email));
    expect(row).toMatchObject({ purpose: 'activate', attempts: 0, consumedAt: null });
    expect(row!.codeHash).toMatch(/^\$argon2id\$/);
    const minutesLeft = (row!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(9.9);
    expect(minutesLeft).toBeLessThanOrEqual(10);
  });

  it("mails a reset code to an active account in the account's language, answering in the language asked for", async () => {
    const email = newEmail();
    await activeAccount(email);
    await t.db.update(users).set({ language: 'ar' }).where(eq(users.email, email));
    travel(60_000);
    const res = await call(t.app, sendCodeCall, { email }, { lang: 'ar' });
    expect(res.body.msg).toBe(`إذا كان ${email} مرتبطًا بحساب، فسيصله رمز خلال لحظات. الرمز صالح لمدة 10 دقائق.`);
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('إعادة تعيين كلمة المرور في سوق العسل');
    expect(mail!.text).toContain(`رمز إعادة تعيين كلمة المرور هو: ${await codeFor(email)}`);
    expect(mail!.html).toContain('<html lang="ar" dir="rtl">');
  });

  it('answers an unknown e-mail exactly like a known one and sends nothing', async () => {
    const email = newEmail();
    const before = await tableCounts();
    const res = await call(t.app, sendCodeCall, { email, purpose: 'reset' });
    const msg = `If ${email} belongs to an account, a code is on its way to it. It is valid for 10 minutes.`;
    expect(res.body).toEqual({ status: true, msg, data: msg, Code: 59 });
    expect(await mailsTo(email)).toHaveLength(0);
    expect(await tableCounts()).toEqual(before);
  });

  it('limits codes per address: one per 59 s and purpose (429), five an hour', async () => {
    const email = newEmail();
    await registered(email);
    expect((await call(t.app, sendCodeCall, { email })).body.status).toBe(true);
    const soon = await call(t.app, sendCodeCall, { email });
    expect(soon.statusCode).toBe(429);
    expect(soon.body).toEqual({ status: false, msg: 'Please wait 59 seconds before asking for a new code', data: null });
    expect((await call(t.app, sendCodeCall, { email }, { lang: 'ar' })).body.msg).toBe('يرجى الانتظار 59 ثانية قبل طلب رمز جديد');
    expect(await mailsTo(email)).toHaveLength(1);
    // Asking for a reset code is not a resend of the activation code.
    expect((await call(t.app, sendCodeCall, { email, purpose: 'reset' })).body.status).toBe(true);

    for (let i = 3; i <= 5; i++) {
      travel(60_000);
      expect((await call(t.app, sendCodeCall, { email })).body.status).toBe(true);
    }
    travel(60_000);
    const hourly = await call(t.app, sendCodeCall, { email });
    expect(hourly.statusCode).toBe(429);
    expect(hourly.body.msg).toBe('Too many codes were requested for this e-mail. Please try again in 56 minutes.');
    expect(await mailsTo(email)).toHaveLength(5);
  });

  it('refuses a bad e-mail', async () => {
    const res = await call(t.app, sendCodeCall, { email: 'x@y' });
    expectRefusal(res, 'invalid');
    expect(res.body.msg).toBe('Email is invalid');
  });
});

describe('activate.php', () => {
  it('activates with the mailed code (Arabic-Indic digits too); the code is then used up', async () => {
    const email = newEmail();
    const user = await registered(email);
    await call(t.app, sendCodeCall, { email });
    const code = await codeFor(email);
    const arabicDigits = code.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    const res = await call(t.app, activateCall, { email, passcode: arabicDigits }, { lang: 'ar' });
    expect(res.body).toEqual({ status: true, msg: 'تم تفعيل حسابك، يرجى تسجيل الدخول مرة أخرى', data: null });
    expect((await userByEmail(email))!.active).toBe(1);
    expect((await login(email)).body.data).toMatchObject({ id: user.id, active: 1, auth_key: expect.stringMatching(/.{43}/) });
    const again = await call(t.app, activateCall, { email, passcode: code });
    expect(again.body).toEqual({ status: false, msg: 'The code is incorrect', data: null });
  });

  it('answers the English activation message', async () => {
    const email = newEmail();
    await registered(email);
    await call(t.app, sendCodeCall, { email });
    const res = await call(t.app, activateCall, { email, passcode: await codeFor(email) });
    expect(res.body.msg).toBe('Your account has been activated. Please log in again.');
  });

  it('refuses a wrong code, counting the try and changing nothing else', async () => {
    const email = newEmail();
    await registered(email);
    await call(t.app, sendCodeCall, { email });
    const code = await codeFor(email);
    const wrong = code === '0000' ? '1111' : '0000';
    const res = await call(t.app, activateCall, { email, passcode: wrong });
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ status: false, msg: 'The code is incorrect', data: null });
    expect((await call(t.app, activateCall, { email, passcode: wrong }, { lang: 'ar' })).body.msg).toBe('الرمز غير صحيح');
    expect((await userByEmail(email))!.active).toBe(0);
    const [row] = await t.db.select().from(verificationCodes).where(eq(verificationCodes.email, email));
    expect(row).toMatchObject({ attempts: 2, consumedAt: null });
  });

  it('refuses an expired code', async () => {
    const email = newEmail();
    await registered(email);
    await call(t.app, sendCodeCall, { email });
    const code = await codeFor(email);
    travel(10 * 60_000 + 1000);
    const res = await call(t.app, activateCall, { email, passcode: code });
    expect(res.body).toEqual({ status: false, msg: 'The code has expired. Please ask for a new one.', data: null });
    expect((await call(t.app, activateCall, { email, passcode: code }, { lang: 'ar' })).body.msg).toBe(
      'انتهت صلاحية الرمز. يرجى طلب رمز جديد.',
    );
    expect((await userByEmail(email))!.active).toBe(0);
    // A new code works.
    await call(t.app, sendCodeCall, { email });
    expect((await call(t.app, activateCall, { email, passcode: await codeFor(email) })).body.status).toBe(true);
  });

  it('allows 5 wrong tries, then even the right code needs a new one (429); a new code replaces the old', async () => {
    const email = newEmail();
    await registered(email);
    await call(t.app, sendCodeCall, { email });
    const code = await codeFor(email);
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 1; i <= 4; i++)
      expect((await call(t.app, activateCall, { email, passcode: wrong })).body.msg).toBe('The code is incorrect');
    const fifth = await call(t.app, activateCall, { email, passcode: wrong });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.body).toEqual({ status: false, msg: 'Too many wrong codes. Please ask for a new code.', data: null });
    const right = await call(t.app, activateCall, { email, passcode: code }, { lang: 'ar' });
    expect(right.statusCode).toBe(429);
    expect(right.body.msg).toBe('أُدخلت رموز خاطئة كثيرة. يرجى طلب رمز جديد.');
    expect((await userByEmail(email))!.active).toBe(0);

    travel(60_000);
    await call(t.app, sendCodeCall, { email });
    const fresh = await codeFor(email);
    if (fresh !== code) expect((await call(t.app, activateCall, { email, passcode: code })).body.msg).toBe('The code is incorrect');
    expect((await call(t.app, activateCall, { email, passcode: fresh })).body.status).toBe(true);
  });

  it('refuses an account that is already active, leaving its code usable', async () => {
    const email = newEmail();
    await activeAccount(email);
    travel(60_000);
    await call(t.app, sendCodeCall, { email, purpose: 'reset' });
    const code = await codeFor(email);
    const res = await call(t.app, activateCall, { email, passcode: code });
    expect(res.body).toEqual({ status: false, msg: 'This account is already activated, please log in', data: null });
    expect((await call(t.app, checkCodeCall, { email, passcode: code })).body.status).toBe(true);
  });

  it('refuses a malformed code naming passcode', async () => {
    const res = await call(t.app, activateCall, { email: newEmail(), passcode: '12a4' });
    expectRefusal(res, 'invalid');
    expect(invalidData(res).field).toBe('passcode');
  });
});

describe('checkcode.php and changepwd.php (password reset)', () => {
  async function resetCode(email: string) {
    travel(60_000);
    await call(t.app, sendCodeCall, { email, purpose: 'reset' });
    return codeFor(email);
  }

  it('checks a code without using it, then sets the new password and ends every session', async () => {
    const email = newEmail();
    const user = await activeAccount(email);
    const key = (await login(email)).body.data.auth_key;
    const code = await resetCode(email);

    const checked = await call(t.app, checkCodeCall, { email, passcode: code });
    expect(checked.body).toEqual({ status: true, msg: 'The code is correct', data: null });
    expect((await call(t.app, checkCodeCall, { email, passcode: code }, { lang: 'ar' })).body.msg).toBe('الرمز صحيح');

    const res = await call(t.app, resetPasswordCall, { email, new_password: 'a-new-password-2', passcode: code });
    expect(res.body).toEqual({ status: true, msg: 'Your password has been changed, please log in with the new one', data: null });
    expect(await sessionsOf(user.id)).toHaveLength(0);
    expectRefusal(await call(t.app, homeCall, { auth_key: key, user_id: user.id }), 'wrong-key');
    expect((await login(email)).body.msg).toBe('The e-mail or password is incorrect');
    expect((await login(email, 'a-new-password-2')).body.status).toBe(true);
    // The code is used up.
    expect((await call(t.app, resetPasswordCall, { email, new_password: 'third-password-3', passcode: code })).body.msg).toBe(
      'The code is incorrect',
    );
  });

  it('refuses a wrong code and a short password, changing nothing', async () => {
    const email = newEmail();
    const user = await activeAccount(email);
    await login(email);
    const code = await resetCode(email);
    const wrong = code === '0000' ? '1111' : '0000';
    const { passwordHash } = (await userByEmail(email))!;

    const bad = await call(t.app, checkCodeCall, { email, passcode: wrong });
    expect(bad.body).toEqual({ status: false, msg: 'The code is incorrect', data: null });
    const wrongReset = await call(t.app, resetPasswordCall, { email, new_password: 'a-new-password-2', passcode: wrong });
    expect(wrongReset.body.msg).toBe('The code is incorrect');
    const short = await call(t.app, resetPasswordCall, { email, new_password: 'short', passcode: code }, { lang: 'ar' });
    expectRefusal(short, 'invalid');
    expect(short.body.msg).toBe('يجب ألا تقل كلمة المرور عن 8 أحرف.');
    expect(invalidData(short).field).toBe('new_password');

    expect((await userByEmail(email))!.passwordHash).toBe(passwordHash);
    expect(await sessionsOf(user.id)).toHaveLength(1);
    const [row] = await t.db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.email, email), eq(verificationCodes.purpose, 'reset')));
    expect(row).toMatchObject({ attempts: 2, consumedAt: null });
    expect((await call(t.app, resetPasswordCall, { email, new_password: 'a-new-password-2', passcode: code })).body.status).toBe(true);
  });

  it('refuses a common new password or one containing the e-mail’s name, on reset and on change, without using the code', async () => {
    const email = newEmail();
    const user = await activeAccount(email);
    const code = await resetCode(email);
    const weak = await call(t.app, resetPasswordCall, { email, new_password: 'iloveyou', passcode: code });
    expect(weak.body).toMatchObject({
      status: false,
      msg: 'This password is one of the most common ones and easy to guess. Please choose another.',
      data: { field: 'new_password' },
    });
    const named = await call(t.app, resetPasswordCall, { email, new_password: `${email.split('@')[0]}!`, passcode: code }, { lang: 'ar' });
    expect(named.body).toMatchObject({
      status: false,
      msg: 'يجب ألا تحتوي كلمة المرور على اسم بريدك الإلكتروني (الجزء الذي يسبق @).',
      data: { field: 'new_password' },
    });
    const [row] = await t.db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.email, email), eq(verificationCodes.purpose, 'reset')));
    expect(row!.attempts).toBe(0);

    const key = (await login(email)).body.data.auth_key;
    const change = await call(t.app, changePasswordCall, {
      auth_key: key,
      user_id: user.id,
      old_pwd: PASSWORD,
      new_pwd: 'qwerty123',
    });
    expect(change.body).toMatchObject({
      status: false,
      msg: 'This password is one of the most common ones and easy to guess. Please choose another.',
      data: { field: 'new_pwd' },
    });
    expect((await login(email)).body.status).toBe(true);
  });

  it('refuses an expired reset code', async () => {
    const email = newEmail();
    await activeAccount(email);
    const code = await resetCode(email);
    await t.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.email, email));
    expect((await call(t.app, checkCodeCall, { email, passcode: code })).body.msg).toBe('The code has expired. Please ask for a new one.');
    expect((await call(t.app, resetPasswordCall, { email, new_password: 'a-new-password-2', passcode: code })).body.msg).toBe(
      'The code has expired. Please ask for a new one.',
    );
    expect((await login(email)).body.status).toBe(true);
  });

  it('also activates an account that was never activated (the code proves the mailbox)', async () => {
    const email = newEmail();
    await registered(email);
    await call(t.app, sendCodeCall, { email, purpose: 'reset' });
    expect((await mailsTo(email))[0]!.subject).toBe('Reset your Souq Al Asal password');
    const res = await call(t.app, resetPasswordCall, { email, new_password: 'a-new-password-2', passcode: await codeFor(email) });
    expect(res.body.status).toBe(true);
    expect((await login(email, 'a-new-password-2')).body.data.active).toBe(1);
  });
});

describe('per-IP rate limit', () => {
  async function appWith(env: Record<string, string>) {
    return buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_AUTH_PER_MIN: '3', ...env }, { pgliteDir: null }), {
      db: t.handle,
    });
  }
  const loginFrom = (app: FastifyInstance, remoteAddress: string, opts: { lang?: string; forwardedFor?: string } = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/login.php',
      remoteAddress,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'accept-language': opts.lang ?? 'en',
        ...(opts.forwardedFor ? { 'x-forwarded-for': opts.forwardedFor } : {}),
      },
      payload: new URLSearchParams({ email: newEmail(), password: 'whatever-123' }).toString(),
    });

  it('answers 429 with a clear message after RATE_LIMIT_AUTH_PER_MIN calls from one address', async () => {
    const limited = await appWith({});
    try {
      for (let i = 0; i < 3; i++) expect((await loginFrom(limited, '203.0.113.7')).statusCode).toBe(200);
      const res = await loginFrom(limited, '203.0.113.7');
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ status: false, msg: expect.stringMatching(/^Too many attempts, please try again in /) });
      expect(res.json().msg).toMatch(/^Too many attempts, please try again in \d+ seconds?$/);
      // The wait is written in Arabic too, not left in English.
      expect((await loginFrom(limited, '203.0.113.7', { lang: 'ar' })).json().msg).toMatch(
        /^محاولات كثيرة، يرجى المحاولة بعد [^a-z]*(ثانية|ثوانٍ|ثانيتين)$/,
      );
      // Another address is not affected.
      expect((await loginFrom(limited, '198.51.100.4')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('trusts no proxy by default: a new X-Forwarded-For on every call does not escape the limit', async () => {
    const limited = await appWith({});
    try {
      const answers = [];
      for (let i = 0; i < 5; i++)
        answers.push((await loginFrom(limited, '203.0.113.8', { forwardedFor: `198.51.100.${i + 1}` })).statusCode);
      expect(answers).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await limited.close();
    }
  });

  it('behind TRUST_PROXY (a hop count or the proxies’ addresses) limits the client named by X-Forwarded-For', async () => {
    for (const trust of ['1', '10.0.0.5, 10.0.1.0/24']) {
      const limited = await appWith({ TRUST_PROXY: trust });
      try {
        for (let i = 0; i < 3; i++) expect((await loginFrom(limited, '10.0.0.5', { forwardedFor: '203.0.113.9' })).statusCode).toBe(200);
        expect((await loginFrom(limited, '10.0.1.7', { forwardedFor: '203.0.113.9' })).statusCode).toBe(429);
        // Another client behind the same proxy has its own limit.
        expect((await loginFrom(limited, '10.0.0.5', { forwardedFor: '203.0.113.10' })).statusCode).toBe(200);
      } finally {
        await limited.close();
      }
    }
    // A listed proxy is trusted, an address that is not one is not: its X-Forwarded-For is ignored.
    const listed = await appWith({ TRUST_PROXY: '10.0.0.5' });
    try {
      for (let i = 0; i < 3; i++) await loginFrom(listed, '203.0.113.11', { forwardedFor: `198.51.100.${i + 1}` });
      expect((await loginFrom(listed, '203.0.113.11', { forwardedFor: '198.51.100.99' })).statusCode).toBe(429);
    } finally {
      await listed.close();
    }
  });

  it('refuses a TRUST_PROXY that is neither a hop count nor addresses, naming it', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: a hop count or proxy addresses \(IP or CIDR\), not "true"/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 192.168.0.0/16, ::1' }).TRUST_PROXY).toEqual(['loopback', '192.168.0.0/16', '::1']);
  });
});

describe('auth/providers.php', () => {
  it('lists no social provider when none is configured', async () => {
    const res = await call(t.app, authProvidersCall);
    expect(res.body).toEqual({ status: true, msg: 'Success', data: { google: null, facebook: null, apple: null } });
  });
});
