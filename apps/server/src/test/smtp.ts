// A local SMTP receiver (smtp-server) for the tests: the shop's mailer holds a real SMTP conversation with it.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpReceiver {
  /** SMTP_URL for the shop. */
  url: string;
  received: ReceivedMail[];
  /** The next `count` messages are refused with a temporary failure (451), as a busy server would. */
  refuseNext(count: number): void;
  /** The newest message to `email`, waiting for it up to 5 s. */
  messageTo(email: string): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals--;
          return done(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext(count) {
      refusals = count;
    },
    async messageTo(email) {
      for (let i = 0; i < 100; i++) {
        const found = received.filter((m) => m.to.includes(email)).at(-1);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`nothing received for ${email}`);
    },
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

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
export function readMessage(raw: string) {
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
