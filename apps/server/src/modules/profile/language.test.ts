// The account's language: set at registration from the page's language, changed by profile/language.php when a
// signed-in shopper switches, and the language of the codes the shop mails the account (over a real SMTP
// conversation with a local receiver), whatever language the request for the code came in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLanguageCall, changeEmailCall, registerCall, sendCodeCall } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { call, createTestApp, expectRefusal, type TestApp } from '../../test/app';
import { readMail, startSmtpReceiver, type SmtpReceiver } from '../../test/smtp';
import { customer } from '../../test/fixtures/shoppers';

let smtp: SmtpReceiver;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({ webDist: '/nonexistent-web-dist' }, { SMTP_URL: smtp.url, RATE_LIMIT_AUTH_PER_MIN: '100000' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const languageOf = async (userId: number) => (await t.db.select({ l: users.language }).from(users).where(eq(users.id, userId)))[0]!.l;
const register = (email: string, lang: 'en' | 'ar') =>
  call(
    t.app,
    registerCall,
    { name: 'Noura Ali', email, password: 'honey-and-herbs-1', phone: '0501234567', birth_date: '1992-03-04' },
    { lang },
  );

describe("the account's language", () => {
  it('is the language of the page the shopper registered from', async () => {
    const ar = await register(`lang-ar-${Date.now()}@example.com`, 'ar');
    const en = await register(`lang-en-${Date.now()}@example.com`, 'en');
    expect(await languageOf(ar.body.data.id)).toBe('ar');
    expect(await languageOf(en.body.data.id)).toBe('en');
  });

  it('changes with profile/language.php, answered in the language of the call', async () => {
    const c = await customer(t.db);
    expect(await languageOf(c.id)).toBe('en');
    const res = await call(t.app, accountLanguageCall, { ...c.auth, language: 'ar' }, { lang: 'ar' });
    expect(res.body).toEqual({ status: true, msg: 'تم حفظ اللغة', data: { language: 'ar' } });
    expect(await languageOf(c.id)).toBe('ar');
    expect((await call(t.app, accountLanguageCall, { ...c.auth, language: 'en' })).body.data).toEqual({ language: 'en' });
    expect(await languageOf(c.id)).toBe('en');
  });

  it('refuses a language other than en or ar naming the field, and a guest, changing nothing', async () => {
    const c = await customer(t.db);
    for (const language of ['fr', '', 'AR']) {
      const res = await call(t.app, accountLanguageCall, { ...c.auth, language });
      expectRefusal(res, 'invalid');
      expect(res.body.data).toMatchObject({ field: 'language' });
    }
    const missing = await call(t.app, accountLanguageCall, c.auth);
    expectRefusal(missing, 'invalid');
    expect(missing.body.data).toMatchObject({ field: 'language' });
    expectRefusal(await call(t.app, accountLanguageCall, { auth_key: 'guest', user_id: 0, language: 'ar' }), 'wrong-key');
    expect(await languageOf(c.id)).toBe('en');
  });

  it("mails a reset code in the account's language, right to left in Arabic, even when asked for in English", async () => {
    const c = await customer(t.db, 'Mariam');
    await call(t.app, accountLanguageCall, { ...c.auth, language: 'ar' });
    expect((await call(t.app, sendCodeCall, { email: c.email }, { lang: 'en' })).body.status).toBe(true);
    const message = await readMail((await smtp.messageTo(c.email)).raw);
    expect(message.subject).toBe('إعادة تعيين كلمة المرور في سوق العسل');
    expect(message.text).toMatch(/رمز إعادة تعيين كلمة المرور هو: \d{4}/);
    expect(message.html).toContain('<html lang="ar" dir="rtl">');
  });

  it("mails the code confirming a new e-mail address in the account's language", async () => {
    const c = await customer(t.db, 'Mariam');
    await call(t.app, accountLanguageCall, { ...c.auth, language: 'ar' });
    const newEmail = `new-${Date.now()}@example.com`;
    expect((await call(t.app, changeEmailCall, { ...c.auth, new_email: newEmail }, { lang: 'en' })).body.status).toBe(true);
    const message = await readMail((await smtp.messageTo(newEmail)).raw);
    expect(message.subject).toBe('تأكيد بريدك الإلكتروني الجديد');
    expect(message.html).toContain('<html lang="ar" dir="rtl">');
  });
});
