import { describe, expect, it } from 'vitest';
import { activateNewEmailCall, changeEmailCall } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { users, verificationCodes } from '../../db/schema';
import { call, expectRefusal, invalidData } from '../../test/app';
import { customer, type Customer } from '../../test/fixtures/shoppers';
import { suiteApp } from '../../test/fixtures/suite';

// The per-IP limit is the rate-limit plugin's, tested with it; here every call comes from one address.
const t = suiteApp({}, { RATE_LIMIT_AUTH_PER_MIN: '1000' });

let n = 0;
const freshEmail = () => `new-${++n}-${Date.now()}@example.com`;
const requestChange = (c: Customer, email: string, lang: 'en' | 'ar' = 'en') =>
  call(t.app, changeEmailCall, { ...c.auth, new_email: email }, { lang });
const confirm = (c: Customer, email: string, passcode: string) =>
  call(t.app, activateNewEmailCall, { ...c.auth, new_email: email, passcode });
/** The code in the latest e-mail sent to `to` (the dev outbox keeps what was sent). */
const codeSentTo = (to: string) => {
  const mail = t.app.mailer.outbox!.list().find((m) => m.to === to);
  return /\b(\d{4})\b/.exec(mail?.text ?? '')?.[1];
};
const emailOf = async (c: Customer) => (await t.db.select({ e: users.email }).from(users).where(eq(users.id, c.id)))[0]!.e;
const wrong = (code: string) => String((Number(code) + 1) % 10000).padStart(4, '0');

describe('profile/change_email.php and activate_newmail.php', () => {
  it('mails a code to the new address, never answers it, and changes the e-mail once confirmed', async () => {
    const c = await customer(t.db);
    const email = freshEmail();
    const res = await requestChange(c, email.toUpperCase());
    expect(res.body).toEqual({
      status: true,
      msg: `We sent a 4-digit code to ${email}. Enter it to confirm your new e-mail address`,
      data: { email, expires_in: 600 },
    });
    const mail = t.app.mailer.outbox!.list()[0]!;
    expect(mail).toMatchObject({ to: email, subject: 'Confirm your new e-mail address' });
    const code = codeSentTo(email)!;
    expect(code).toMatch(/^\d{4}$/);
    const [stored] = await t.db.select().from(verificationCodes).where(eq(verificationCodes.email, email));
    expect(stored).toMatchObject({ purpose: 'change_email', userId: c.id });
    expect(stored!.codeHash).not.toContain(code);
    expect(await emailOf(c)).toBe(c.email);

    const done = await confirm(c, email, code);
    expect(done.body).toEqual({ status: true, msg: 'Your e-mail address has been changed', data: { email } });
    expect(await emailOf(c)).toBe(email);
    // A used code does not work twice.
    expect((await confirm(c, email, code)).body).toMatchObject({ status: false, msg: 'The code is incorrect' });
  });

  it('writes the mail in Arabic for an Arabic account, answering in the language asked for', async () => {
    const c = await customer(t.db);
    await t.db.update(users).set({ language: 'ar' }).where(eq(users.id, c.id));
    const email = freshEmail();
    const res = await requestChange(c, email, 'ar');
    expect(res.body.msg).toBe(`أرسلنا رمزًا من 4 أرقام إلى ${email}. أدخِله لتأكيد بريدك الإلكتروني الجديد`);
    expect(t.app.mailer.outbox!.list()[0]!.subject).toBe('تأكيد بريدك الإلكتروني الجديد');
  });

  it('refuses the current address, an address of another account and a malformed one', async () => {
    const c = await customer(t.db);
    const other = await customer(t.db);
    expect((await requestChange(c, c.email)).body).toMatchObject({ status: false, msg: 'This is already your e-mail address' });
    expect((await requestChange(c, other.email)).body).toMatchObject({ status: false, msg: 'This e-mail is already registered' });
    const bad = await requestChange(c, 'not-an-email');
    expectRefusal(bad, 'invalid');
    expect(invalidData(bad).field).toBe('new_email');
    expect(t.app.mailer.outbox!.list().some((m) => m.to === other.email || m.to === c.email)).toBe(false);
  });

  it('refuses a wrong code without changing anything, and after 5 wrong tries answers 429 even for the right one', async () => {
    const c = await customer(t.db);
    const email = freshEmail();
    await requestChange(c, email);
    const code = codeSentTo(email)!;
    const malformed = await confirm(c, email, '12a');
    expectRefusal(malformed, 'invalid');
    expect(invalidData(malformed).field).toBe('passcode');
    const first = await confirm(c, email, wrong(code));
    expect(first.body).toMatchObject({ status: false, msg: 'The code is incorrect' });
    for (let i = 0; i < 4; i++) await confirm(c, email, wrong(code));
    const locked = await confirm(c, email, code);
    expect(locked.statusCode).toBe(429);
    expect(await emailOf(c)).toBe(c.email);
  });

  it("does not let another customer use the code sent for someone else's change", async () => {
    const owner = await customer(t.db);
    const thief = await customer(t.db);
    const email = freshEmail();
    await requestChange(owner, email);
    const res = await confirm(thief, email, codeSentTo(email)!);
    expect(res.body).toMatchObject({ status: false, msg: 'The code is incorrect' });
    expect(await emailOf(thief)).toBe(thief.email);
    expect((await confirm(owner, email, codeSentTo(email)!)).body.status).toBe(true);
  });

  it('refuses a second code within the resend countdown (429)', async () => {
    const c = await customer(t.db);
    const email = freshEmail();
    await requestChange(c, email);
    const again = await requestChange(c, email);
    expect(again.statusCode).toBe(429);
    expect(t.app.mailer.outbox!.list().filter((m) => m.to === email)).toHaveLength(1);
  });

  it('refuses when the address was registered by someone else after the code was sent', async () => {
    const c = await customer(t.db);
    const late = await customer(t.db);
    const email = freshEmail();
    await requestChange(c, email);
    await t.db.update(users).set({ email }).where(eq(users.id, late.id));
    const res = await confirm(c, email, codeSentTo(email)!);
    expect(res.body).toMatchObject({ status: false, msg: 'This e-mail is already registered' });
    expect(await emailOf(c)).toBe(c.email);
  });

  it("answers guests 'wrong key'", async () => {
    expectRefusal(await call(t.app, changeEmailCall, { auth_key: 'guest', user_id: 0, new_email: freshEmail() }), 'wrong-key');
  });
});
