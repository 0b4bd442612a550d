// The tax documents of an order: its customer's and the console's list, each document as a PDF, and in the console
// as its e-invoice (the XML, and its state on the way through the ASP, with "send again").
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  adminTaxDocumentPdfCall,
  adminTaxDocumentsCall,
  adminTaxDocumentXmlCall,
  adminEInvoiceSendCall,
  adminEInvoiceStatusCall,
  taxDocumentPdfCall,
  taxDocumentsCall,
  toAed,
  shopDate,
  type TaxDocument,
} from '@shop/contract';
import type { DbOrTx } from '../../db/client';
import { orders, taxDocuments } from '../../db/schema';
import { AppError, conflict, notFound, refuse } from '../../http/errors';
import { route } from '../../http/route';
import { audit } from '../admin/shared/audit';
import { documentNumber, printDocument } from './document';
import { einvoiceSendJob, einvoiceStatuses, einvoiceStatusJob, resendEInvoice } from './einvoice';
import { mailDepsOf, sendCreditNoteMail } from './mail';
import type { TaxDocumentData } from './issue';
import { checkedDocumentXml } from './xml';

const messages = {
  orderNotFound: { en: 'Order not found', ar: 'الطلب غير موجود' },
  documentNotFound: { en: 'Document not found', ar: 'المستند غير موجود' },
  xmlInvalid: {
    en: 'The e-invoice does not pass its checks: {errors}',
    ar: 'الفاتورة الإلكترونية لا تجتاز الفحص: {errors}',
  },
  einvoiceUnderway: {
    en: 'This e-invoice is being sent or was sent already: it cannot be sent again',
    ar: 'هذه الفاتورة الإلكترونية قيد الإرسال أو أُرسلت من قبل، ولا يمكن إرسالها مرة أخرى',
  },
  einvoiceQueued: { en: 'The e-invoice is on its way to the provider', ar: 'الفاتورة الإلكترونية في طريقها إلى المزوّد' },
  pdfUnavailable: { en: 'The PDF cannot be made right now; please try again later', ar: 'تعذر إنشاء ملف PDF الآن، يرجى المحاولة لاحقاً' },
};

type Row = typeof taxDocuments.$inferSelect;

const toAnswer = (row: Row): TaxDocument => ({
  id: row.id,
  order_id: row.orderId,
  kind: row.kind,
  number: documentNumber(row.kind, row.number),
  issued_at: shopDate(row.issuedAt),
  total: toAed((row.data as TaxDocumentData).total),
});

/** An order's documents; only the customer's own order when `userId` is given. */
async function documentsOf(db: DbOrTx, orderId: number, userId?: number): Promise<TaxDocument[]> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), userId === undefined ? undefined : eq(orders.userId, userId)));
  if (!order) throw notFound(messages.orderNotFound);
  const rows = await db.select().from(taxDocuments).where(eq(taxDocuments.orderId, orderId)).orderBy(asc(taxDocuments.id));
  return rows.map(toAnswer);
}

/** Every document of a customer's orders. */
async function customerDocuments(db: DbOrTx, userId: number): Promise<TaxDocument[]> {
  const rows = await db
    .select({ doc: taxDocuments })
    .from(taxDocuments)
    .innerJoin(orders, eq(orders.id, taxDocuments.orderId))
    .where(eq(orders.userId, userId))
    .orderBy(asc(taxDocuments.id));
  return rows.map((r) => toAnswer(r.doc));
}

export async function invoicesRoutes(app: FastifyInstance) {
  const mailDeps = mailDepsOf(app);
  app.jobs.handle('tax_document_mail', ({ documentId }) => sendCreditNoteMail(mailDeps, documentId));
  app.jobs.handle('einvoice_send', einvoiceSendJob({ db: app.db, provider: app.einvoice }));
  app.jobs.handle('einvoice_status', einvoiceStatusJob({ db: app.db, provider: app.einvoice }));
  /** A document as its PDF file; only one of the customer's own orders when `userId` is given. */
  const pdfOf = async (documentId: number, userId?: number) => {
    const [found] = await app.db
      .select({ doc: taxDocuments })
      .from(taxDocuments)
      .innerJoin(orders, eq(orders.id, taxDocuments.orderId))
      .where(and(eq(taxDocuments.id, documentId), userId === undefined ? undefined : eq(orders.userId, userId)));
    if (!found) throw notFound(messages.documentNotFound);
    const { doc } = found;
    const body = await printDocument(app.pdf, doc).catch((err: unknown) => {
      app.log.error({ err }, 'printing a tax document failed');
      throw new AppError(503, messages.pdfUnavailable);
    });
    return { data: null, file: { type: 'application/pdf', name: `${documentNumber(doc.kind, doc.number)}.pdf`, body } };
  };

  /** A document as its UBL e-invoice (PINT AE), checked before it is served; a document failing the check is refused. */
  const xmlOf = async (db: DbOrTx, documentId: number) => {
    const [doc] = await db.select().from(taxDocuments).where(eq(taxDocuments.id, documentId));
    if (!doc) throw notFound(messages.documentNotFound);
    const { xml, errors } = await checkedDocumentXml(db, doc);
    if (errors.length) throw refuse(messages.xmlInvalid, { errors: errors.join('; ') });
    return { filename: `${documentNumber(doc.kind, doc.number)}.xml`, xml };
  };

  route(app, taxDocumentsCall, async ({ input, db, userId }) => ({
    data: input.order_id === undefined ? await customerDocuments(db, userId) : await documentsOf(db, input.order_id, userId),
  }));
  route(app, taxDocumentPdfCall, ({ input, userId }) => pdfOf(input.document_id, userId));
  route(app, adminTaxDocumentsCall, async ({ input, db }) => ({ data: await documentsOf(db, input.order_id) }));
  route(app, adminTaxDocumentPdfCall, ({ input }) => pdfOf(input.document_id));
  route(app, adminTaxDocumentXmlCall, async ({ input, db }) => ({ data: await xmlOf(db, input.document_id) }));

  route(app, adminEInvoiceStatusCall, async ({ input, db }) => {
    const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, input.order_id));
    if (!order) throw notFound(messages.orderNotFound);
    return { data: await einvoiceStatuses({ db, provider: app.einvoice }, { orderId: input.order_id }) };
  });
  route(app, adminEInvoiceSendCall, async ({ input, db, userId }) => {
    const documentId = input.document_id;
    await db.transaction(async (tx) => {
      const [doc] = await tx.select({ id: taxDocuments.id }).from(taxDocuments).where(eq(taxDocuments.id, documentId));
      if (!doc) throw notFound(messages.documentNotFound);
      const before = await resendEInvoice(tx, documentId);
      if (!before) throw conflict(messages.einvoiceUnderway);
      await audit(tx, userId, {
        action: 'einvoice.send',
        entity: 'tax_document',
        entityId: documentId,
        before: { state: before.state, reason: before.reason },
      });
    });
    // The answer is the state as queued: read before the kick, which may start sending at once.
    const [status] = await einvoiceStatuses({ db, provider: app.einvoice }, { documentId });
    void app.jobs.kick();
    return { data: status!, msg: messages.einvoiceQueued };
  });
}
