// Outgoing e-mail: nodemailer over SMTP when SMTP_URL is set; otherwise the outbox, which logs each message
// and keeps the latest ones in memory for the dev mailbox (/dev/mailbox), so a fresh machine needs no mail server.
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header lines (a marketing e-mail's List-Unsubscribe). */
  headers?: Record<string, string>;
  /** Files sent with the message (a tax invoice's PDF); never part of a queued job's payload. */
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

export interface SentMail extends MailMessage {
  id: number;
  sentAt: string;
}

/** The latest messages, newest first; the oldest drop off beyond `capacity`. */
export class Outbox {
  private readonly messages: SentMail[] = [];
  private nextId = 1;

  constructor(private readonly capacity = 100) {}

  add(message: MailMessage): SentMail {
    const sent = { ...message, id: this.nextId++, sentAt: new Date().toISOString() };
    this.messages.unshift(sent);
    if (this.messages.length > this.capacity) this.messages.length = this.capacity;
    return sent;
  }

  list(): readonly SentMail[] {
    return this.messages;
  }

  get(id: number): SentMail | undefined {
    return this.messages.find((m) => m.id === id);
  }
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Set when there is no SMTP server: where the messages went instead. */
  readonly outbox: Outbox | null;
  close(): void;
}

export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'NODE_ENV'>, log: FastifyBaseLogger): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      outbox: null,
      async send(message) {
        await transport.sendMail({ from: config.MAIL_FROM, ...message });
      },
      close: () => transport.close(),
    };
  }
  if (config.NODE_ENV === 'production') log.warn('SMTP_URL is not set: e-mails (codes included) only reach the server log');
  const outbox = new Outbox();
  return {
    outbox,
    async send(message) {
      outbox.add(message);
      const files = message.attachments?.map((a) => a.filename);
      log.info({ mail: { to: message.to, subject: message.subject, text: message.text, files } }, 'mail kept in the outbox (no SMTP_URL)');
    },
    close() {},
  };
}
