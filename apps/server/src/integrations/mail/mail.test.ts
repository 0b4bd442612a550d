// Mail end to end: codes go through a real SMTP conversation with a local receiver (smtp-server) and are
// read back from the received message; without SMTP they land in the outbox and its dev mailbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { call, createTestApp, type TestApp } from '../../test/app';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp';

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

// ---------- just enough MIME to read what a mail client would show ----------

function splitHeaders(part: string): { headers: Record<string, string>; body: string } {
  const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return { headers, body: rest.join('\n\n') };
}

function decodeBody(body: string, encoding = '7bit'): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** The decoded text/plain and text/html parts, and the decoded subject. */
function readMessage(raw: string) {
  const { headers, body } = splitHeaders(raw);
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1).map(splitHeaders) : [{ headers, body }];
  const partOf = (type: string) => {
    const p = parts.find((x) => (x.headers['content-type'] ?? '').startsWith(type));
    return p ? decodeBody(p.body, p.headers['content-transfer-encoding']).trim() : '';
  };
  const subject = (headers.subject ?? '').replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
  );
  return { headers, subject, text: partOf('text/plain'), html: partOf('text/html') };
}


const register = (app: TestApp['app'], email: string, lang: 'en' | 'ar' = 'en') =>
  call(app, '/register.php', { name: 'Noura Ali', email, password: 'honey-and-herbs-1', phone: '0501234567', birth_date: '1992-03-04' }, { lang });

describe('codes over SMTP', () => {
  it('sends the activation code through SMTP as text and HTML; the code read from it activates the account', async () => {
    const email = `smtp-${Date.now()}@example.com`;
    await register(t.app, email);
    expect((await call(t.app, '/sendcode.php', { email })).body.status).toBe(true);

    const mail = await smtp.messageTo(email);
    expect(mail.from).toBe('codes@souq.test');
    const message = readMessage(mail.raw);
    expect(message.headers.from).toBe('Souq Al Asal <codes@souq.test>');
    expect(message.subject).toBe('Activate your Souq Al Asal account');
    const code = /Your activation code is: (\d{4})/.exec(message.text)?.[1];
    expect(code).toMatch(/^\d{4}$/);
    expect(message.html).toContain(`>${code}</p>`);

    const res = await call(t.app, '/activate.php', { email, passcode: code! });
    expect(res.body).toEqual({ status: true, msg: 'Your account has been activated please login again', data: null });
    // With SMTP configured there is no outbox to browse.
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' })).statusCode).toBe(404);
  });

  it('writes the message in Arabic, right to left, when the customer asks in Arabic', async () => {
    const email = `smtp-ar-${Date.now()}@example.com`;
    await register(t.app, email, 'ar');
    await call(t.app, '/sendcode.php', { email }, { lang: 'ar' });
    const message = readMessage((await smtp.messageTo(email)).raw);
    expect(message.subject).toBe('فعّل حسابك في سوق العسل');
    const code = /رمز تفعيل حسابك هو: (\d{4})/.exec(message.text)?.[1];
    expect(code).toMatch(/^\d{4}$/);
    expect(message.text).toContain('الرمز صالح لمدة 10 دقائق.');
    expect(message.html).toContain('<html lang="ar" dir="rtl">');
    expect((await call(t.app, '/activate.php', { email, passcode: code! })).body.status).toBe(true);
  });
});

describe('the outbox and its dev mailbox', () => {
  it('keeps messages newest first as JSON and as a script-free page, each with its HTML version', async () => {
    const app = await buildApp(loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent' }, { pgliteDir: null, ...NO_WEB }), { db: t.handle });
    try {
      const first = `outbox-1-${Date.now()}@example.com`;
      const second = `outbox-2-${Date.now()}@example.com`;
      await register(app, first);
      await register(app, second);
      await call(app, '/sendcode.php', { email: first });
      await call(app, '/sendcode.php', { email: second }, { lang: 'ar' });
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
    const app = await buildApp(loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }, { pgliteDir: null, ...NO_WEB }), { db: t.handle });
    try {
      for (const url of ['/dev/mailbox', '/dev/mailbox.json', '/dev/mailbox/1']) expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
      expect(app.mailer.outbox).not.toBeNull(); // messages still reach the log, just not a public page
    } finally {
      await app.close();
    }
  });
});
