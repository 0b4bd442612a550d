// What the shop asks of an accredited service provider (ASP) that carries its e-invoices: take a
// document (the UBL XML the shop wrote and checked) for delivery to the buyer, and say later whether it was
// delivered. One adapter per ASP (storecove.ts); einvoiceProviderFor (index.ts) picks the configured one.

/** The Peppol participant identifier scheme of a UAE business: its tax identification number (TIN). */
export const UAE_TIN_SCHEME = '0235';

export interface EInvoiceSubmission {
  /** The document's UBL 2.1 XML (PINT AE), already passing the shop's check (modules/invoices/ubl-check.ts). */
  xml: string;
  kind: 'invoice' | 'credit_note';
  /** Sent with the submission so that the ASP processes a repeated one only once (a retry after a lost answer). */
  idempotencyGuid: string;
  /** Where the ASP delivers it: a business buyer's tax number (its Peppol endpoint), else the consumer's e-mail. */
  receiver: { tin: string } | { email: string };
}

/** The ASP's answer to a submission: taken (its own id of it), or refused with its reasons. */
export type SubmissionResult = { outcome: 'sent'; guid: string } | { outcome: 'rejected'; reason: string };

/** Whether a taken submission has been delivered; the ASP's evidence of delivery when it has. */
export type DeliveryStatus = { delivered: true; evidence: unknown } | { delivered: false };

export interface EInvoiceProvider {
  readonly name: 'storecove';
  submit(submission: EInvoiceSubmission): Promise<SubmissionResult>;
  status(guid: string): Promise<DeliveryStatus>;
}

export type EInvoiceErrorKind = 'timeout' | 'unreachable' | 'malformed' | 'failed';

/** A call to the ASP that did not give an answer to act on (no answer, a 5xx, a broken answer): to be tried again. */
export class EInvoiceError extends Error {
  constructor(
    readonly kind: EInvoiceErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'EInvoiceError';
  }
}
