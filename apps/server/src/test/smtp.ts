// A local SMTP receiver (smtp-server) for the tests: the shop's mailer holds a real SMTP conversation with it.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
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

/** What a mail client shows of a received message: sender, decoded subject, text, HTML and attached files. */
export async function readMail(raw: string) {
  const mail = await simpleParser(raw);
  return {
    from: mail.from?.value[0] ?? { name: '', address: '' },
    subject: mail.subject ?? '',
    text: (mail.text ?? '').trim(),
    html: typeof mail.html === 'string' ? mail.html : '',
    attachments: mail.attachments.map((a) => ({ filename: a.filename ?? '', contentType: a.contentType, content: a.content })),
  };
}
