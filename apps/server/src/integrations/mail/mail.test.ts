// Mail end to end: codes go through a real SMTP conversation with a local receiver (smtp-server) and are
// read back from the received message; without SMTP they land in the outbox and its dev mailbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateCall, registerCall, sendCodeCall } from '@shop/contract';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { call, createTestApp, type TestApp } from '../../test/app';
import { readMail, startSmtpReceiver, type SmtpReceiver } from '../../test/smtp';

let smtp: SmtpReceiver;
let t: TestApp;
const NO_WEB = { webDist: '/nonexistent-web-dist' };

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp(NO_WEB, {
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Souq Al Asal <codes@souq.test>',
    RATE_LIMIT_AUTH_PER_MIN: '100000',
    // The outbox tests below run a second shop on this database; this one leaves their queued mails alone.
    JOB_POLL_MS: '0',
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const register = (app: TestApp['app'], email: string, lang: 'en' | 'ar' = 'en') =>
  call(
    app,
    registerCall,
    { name: 'Noura Ali', email, password: 'honey-and-herbs-1', phone: '0501234567', birth_date: '1992-03-04' },
    { lang },
  );

describe('codes over SMTP', () => {
  it('sends the activation code through SMTP as text and HTML; the code read from it activates the account', async () => {
    const email = `smtp-${Date.now()}@example.com`;
    await register(t.app, email);
    expect((await call(t.app, sendCodeCall, { email })).body.status).toBe(true);

    const mail = await smtp.messageTo(email);
    expect(mail.from).toBe('codes@souq.test');
    const message = await readMail(mail.raw);
    expect(message.from).toEqual({ name: 'Souq Al Asal', address: 'codes@souq.test' });
    expect(message.subject).toBe('Activate your Souq Al Asal account');
    const code = /Your activation code is: (\d{4})/.exec(message.text)?.[1];
    expect(code).toMatch(/^\d{4}$/);
    expect(message.html).toContain(`>${code}</p>`);

    const res = await call(t.app, activateCall, { email, passcode: code! });
    expect(res.body).toEqual({ status: true, msg: 'Your account has been activated. Please log in again.', data: null });
    // With SMTP configured there is no outbox to browse.
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' })).statusCode).toBe(404);
  });

  it('writes the message in Arabic, right to left, to an account registered from an Arabic page', async () => {
    const email = `smtp-ar-${Date.now()}@example.com`;
    await register(t.app, email, 'ar');
    await call(t.app, sendCodeCall, { email }, { lang: 'ar' });
    const message = await readMail((await smtp.messageTo(email)).raw);
    expect(message.subject).toBe('فعّل حسابك في سوق العسل');
    const code = /رمز تفعيل حسابك هو: (\d{4})/.exec(message.text)?.[1];
    expect(code).toMatch(/^\d{4}$/);
    expect(message.text).toContain('الرمز صالح لمدة 10 دقائق.');
    expect(message.html).toContain('<html lang="ar" dir="rtl">');
    expect((await call(t.app, activateCall, { email, passcode: code! })).body.status).toBe(true);
  });
});

describe('the outbox and its dev mailbox', () => {
  it('keeps messages newest first as JSON and as a script-free page, each with its HTML version', async () => {
    const app = await buildApp(loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent' }, { pgliteDir: null, ...NO_WEB }), {
      db: t.handle,
    });
    try {
      const first = `outbox-1-${Date.now()}@example.com`;
      const second = `outbox-2-${Date.now()}@example.com`;
      await register(app, first);
      await register(app, second, 'ar');
      await call(app, sendCodeCall, { email: first });
      await call(app, sendCodeCall, { email: second });
      await app.jobs.kick();

      const json = await app.inject({ method: 'GET', url: '/dev/mailbox.json' });
      expect(json.statusCode).toBe(200);
      const mails = json.json() as { to: string; subject: string; text: string; html: string; sentAt: string }[];
      expect(mails.map((m) => m.to)).toEqual([second, first]);
      expect(Object.keys(mails[0]!).sort()).toEqual(['html', 'sentAt', 'subject', 'text', 'to']);
      expect(mails[0]!.subject).toBe('فعّل حسابك في سوق العسل');
      expect(mails[1]!.text).toMatch(/Your activation code is: \d{4}/);
      expect(Date.parse(mails[0]!.sentAt)).toBeGreaterThanOrEqual(Date.parse(mails[1]!.sentAt));

      const page = await app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).not.toContain('<script');
      expect(page.body.indexOf(second)).toBeLessThan(page.body.indexOf(first));
      expect(page.body).toContain('Activate your Souq Al Asal account');
      const link = /href="(\/dev\/mailbox\/\d+)"/.exec(page.body)?.[1];
      const html = await app.inject({ method: 'GET', url: link! });
      expect(html.body).toBe(mails[0]!.html);
    } finally {
      await app.close();
    }
  });

  it('is not served in production', async () => {
    const app = await buildApp(loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }, { pgliteDir: null, ...NO_WEB }), {
      db: t.handle,
    });
    try {
      for (const url of ['/dev/mailbox', '/dev/mailbox.json', '/dev/mailbox/1'])
        expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
      expect(app.mailer.outbox).not.toBeNull(); // messages still reach the log, just not a public page
    } finally {
      await app.close();
    }
  });
});
