// The tax documents of an order: its customer's and the console's list, and each document as a PDF.
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  adminTaxDocumentPdfCall,
  adminTaxDocumentsCall,
  adminTaxDocumentXmlCall,
  taxDocumentPdfCall,
  taxDocumentsCall,
  toAed,
  shopDate,
  type TaxDocument,
} from '@shop/contract';
import type { DbOrTx } from '../../db/client';
import { orders, storeSettings, taxDocuments } from '../../db/schema';
import { AppError, notFound, refuse } from '../../http/errors';
import { route } from '../../http/route';
import { documentNumber, printDocument } from './document';
import type { TaxDocumentData } from './issue';
import { documentUbl } from './ubl';
import { checkUbl } from './ubl-check';

const messages = {
  orderNotFound: { en: 'Order not found', ar: 'الطلب غير موجود' },
  documentNotFound: { en: 'Document not found', ar: 'المستند غير موجود' },
  xmlInvalid: {
    en: 'The e-invoice does not pass its checks: {errors}',
    ar: 'الفاتورة الإلكترونية لا تجتاز الفحص: {errors}',
  },
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
    const data = doc.data as TaxDocumentData;
    const [invoice] = doc.invoiceId ? await db.select().from(taxDocuments).where(eq(taxDocuments.id, doc.invoiceId)) : [];
    const [licence] = await db.select().from(storeSettings).where(eq(storeSettings.key, 'trade_licence'));
    const tradeLicence = typeof licence?.value === 'string' || typeof licence?.value === 'number' ? String(licence.value) : '';
    let xml: string;
    try {
      xml = documentUbl({
        kind: doc.kind,
        number: doc.number,
        issuedAt: doc.issuedAt,
        data,
        tradeLicence,
        invoiceIssuedAt: invoice?.issuedAt,
      });
    } catch (err) {
      // A document whose stored figures cannot be written (never expected): refused, not a failure of the server.
      app.log.error({ err, documentId }, 'writing a tax document as UBL failed');
      throw refuse(messages.xmlInvalid, { errors: (err as Error).message });
    }
    const check = checkUbl(xml, { b2b: !!data.business });
    if (!check.ok) throw refuse(messages.xmlInvalid, { errors: check.errors.join('; ') });
    return { filename: `${documentNumber(doc.kind, doc.number)}.xml`, xml };
  };

  route(app, taxDocumentsCall, async ({ input, db, userId }) => ({
    data: input.order_id === undefined ? await customerDocuments(db, userId) : await documentsOf(db, input.order_id, userId),
  }));
  route(app, taxDocumentPdfCall, ({ input, userId }) => pdfOf(input.document_id, userId));
  route(app, adminTaxDocumentsCall, async ({ input, db }) => ({ data: await documentsOf(db, input.order_id) }));
  route(app, adminTaxDocumentPdfCall, ({ input }) => pdfOf(input.document_id));
  route(app, adminTaxDocumentXmlCall, async ({ input, db }) => ({ data: await xmlOf(db, input.document_id) }));
}
