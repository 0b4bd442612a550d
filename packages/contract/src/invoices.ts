// Tax invoices and credit notes of an order (UAE VAT): the list, and each as a PDF file. The PDF calls
// answer the file itself (application/pdf), not the usual envelope; a refusal is the usual envelope.
import { z } from 'zod';
import { defineCall } from './call';
import { idField } from './fields';

export const taxDocument = z.object({
  id: z.number(),
  order_id: z.number(),
  kind: z.enum(['invoice', 'credit_note']),
  /** As printed: INV-000042, CN-000007. */
  number: z.string(),
  /** YYYY-MM-DD in the shop's time zone. */
  issued_at: z.string(),
  /** AED, VAT included: invoiced, or credited. */
  total: z.number(),
});
export type TaxDocument = z.infer<typeof taxDocument>;

/** The documents of one of the customer's orders, or of all of them without order_id; oldest first. */
export const taxDocumentsCall = defineCall({
  path: '/orders/tax_documents.php',
  access: 'customer',
  request: z.object({ order_id: idField().optional() }),
  data: z.array(taxDocument),
});

export const taxDocumentPdfCall = defineCall({
  path: '/orders/tax_document.php',
  access: 'customer',
  request: z.object({ document_id: idField() }),
  data: z.null(),
});

export const adminTaxDocumentsCall = defineCall({
  path: '/admin/orders/tax_documents.php',
  access: 'admin',
  request: z.object({ order_id: idField() }),
  data: z.array(taxDocument),
});

export const adminTaxDocumentPdfCall = defineCall({
  path: '/admin/orders/tax_document.php',
  access: 'admin',
  request: z.object({ document_id: idField() }),
  data: z.null(),
});

/**
 * One document as its UBL 2.1 e-invoice in the shape of PINT AE (docs/decisions/016-pint-ae-ubl.md):
 * the file's name and the XML text. Refused when the document is unknown, or when the XML fails the shop's own
 * check of the rules (the supplier's TRN unset, for one).
 */
export const adminTaxDocumentXmlCall = defineCall({
  path: '/admin/orders/tax_document_xml.php',
  access: 'admin',
  request: z.object({ document_id: idField() }),
  data: z.object({ filename: z.string(), xml: z.string() }),
});

/**
 * A tax document's e-invoice on its way through the shop's ASP: `ready` kept, not sent (`held` says
 * why: no ASP configured, or a consumer sale while those are kept back); `sending`; `sent` (the ASP took it);
 * `accepted` (delivered); `rejected` (`reason`: the ASP's, or the shop's own check's); `failed` (the ASP could not
 * be reached; it is tried again, `reason` says what happened last).
 */
export const adminEInvoiceStatus = z.object({
  document_id: z.number(),
  state: z.enum(['ready', 'sending', 'sent', 'accepted', 'rejected', 'failed']),
  held: z.enum(['not_configured', 'consumer']).nullable(),
  reason: z.string().nullable(),
  /** When the ASP took it (ISO 8601), while not sent: null. */
  sent_at: z.string().nullable(),
});
export type AdminEInvoiceStatus = z.infer<typeof adminEInvoiceStatus>;

/** Each of an order's documents with its e-invoice's state, oldest document first. */
export const adminEInvoiceStatusCall = defineCall({
  path: '/admin/orders/einvoice_status.php',
  access: 'admin',
  request: z.object({ order_id: idField() }),
  data: z.array(adminEInvoiceStatus),
});

/**
 * Sends a document's e-invoice again (or now: a ready one, once the ASP is set up or consumer sales are in scope):
 * a rejected or failed one, or a ready one. Refused (409) while it is being sent, or once sent or accepted.
 * Answers its state, queued.
 */
export const adminEInvoiceSendCall = defineCall({
  path: '/admin/orders/einvoice_send.php',
  access: 'admin',
  request: z.object({ document_id: idField() }),
  data: adminEInvoiceStatus,
});
