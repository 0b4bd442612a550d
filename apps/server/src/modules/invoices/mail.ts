// A credit note mailed to its customer, in the customer's language, with the PDF attached (an invoice goes
// with the order's status e-mail instead: orders/mail.ts). Queued in the transaction that issues the note
// (issue.ts); the PDF is printed when the job runs, so a failed print or send is retried by the queue and
// nothing is mailed for a change that rolled back.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Lang } from '@shop/contract';
import type { Db } from '../../db/client';
import { orders, taxDocuments, users } from '../../db/schema';
import { format } from '../../http/i18n';
import type { Mailer } from '../../integrations/mail/mailer';
import { brandedHtml, escapeHtml, greeting, paragraph, signature } from '../../integrations/mail/templates';
import { documentNumber, printDocument } from './document';
import type { PdfPrinter } from './pdf';

const texts = {
  subject: { en: 'Order #{order}: your credit note {number}', ar: 'الطلب رقم {order}: إشعارك الدائن {number}' },
  body: {
    en: 'Money from order #{order} has come back to you. The credit note {number} that records it is attached.',
    ar: 'أُعيد إليك مبلغ من الطلب رقم {order}. مرفق الإشعار الدائن {number} الذي يثبت ذلك.',
  },
} as const;

/** What a job's e-mail needs: the database to read it from, the mailer, and the shop's address for its links. */
export interface MailDeps {
  db: Db;
  mailer: Mailer;
  shopUrl: string;
}

/** A tax document's e-mail also prints its PDF. */
export interface TaxDocumentMailDeps extends MailDeps {
  printer: PdfPrinter;
}

/** The app's parts a tax document's e-mail needs (and the other e-mails, which need fewer of them). */
export const mailDepsOf = (app: FastifyInstance): TaxDocumentMailDeps => ({
  db: app.db,
  mailer: app.mailer,
  printer: app.pdf,
  shopUrl: app.config.PUBLIC_URL,
});

export async function sendCreditNoteMail({ db, mailer, printer, shopUrl }: TaxDocumentMailDeps, documentId: number): Promise<void> {
  const [found] = await db
    .select({ doc: taxDocuments, name: users.name, email: users.email, lang: users.language })
    .from(taxDocuments)
    .innerJoin(orders, eq(orders.id, taxDocuments.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(taxDocuments.id, documentId));
  // The customer's account was deleted since (PDPL; its address became one under .invalid, which no mail
  // reaches): the document stays, there is nobody to mail it to.
  if (!found || found.email.endsWith('.invalid')) return;
  const { doc } = found;
  const lang: Lang = found.lang;
  const number = documentNumber(doc.kind, doc.number);
  const params = { order: doc.orderId, number };
  const subject = format(texts.subject[lang], params);
  const body = format(texts.body[lang], params);
  const pdf = await printDocument(printer, doc);
  await mailer.send({
    to: found.email,
    subject,
    text: [greeting(lang, found.name), '', body, '', ...signature(lang, shopUrl)].join('\n'),
    html: brandedHtml(lang, subject, shopUrl, `${paragraph(escapeHtml(greeting(lang, found.name)))}\n${paragraph(escapeHtml(body))}`),
    attachments: [{ filename: `${number}.pdf`, contentType: 'application/pdf', content: pdf }],
  });
}
