// Storecove (https://www.storecove.com/docs, API v2; its OpenAPI description "Storecove API 2.0.1"), a Peppol
// access point, as the shop's ASP:
//   - POST {base}/api/v2/document_submissions, Bearer API key, JSON DocumentSubmission: legalEntityId (the shop),
//     idempotencyGuid, routing {eIdentifiers [{scheme, id}], emails []}, document {documentType, rawDocumentData
//     {document (base64), parse, parseStrategy 'ubl'}}; answers 200 DocumentSubmissionResult {guid}, or 422 with
//     an array of ErrorModel {source, details} (a repeated idempotencyGuid is also a 422).
//   - GET {base}/api/v2/document_submissions/{guid}/evidence/{evidenceType}: 200 DocumentSubmissionEvidence
//     {network, sender, receiver, evidence {transmission_id, receiving_accesspoint, timestamp, …}, documents}.
// ASSUMED where the published description does not settle it:
//   - documentType 'invoice' for credit notes too: the description lists 'invoice' and 'invoice_response' and
//     parses only 'invoice' documents; the UBL itself says CreditNote (381).
//   - evidenceType 'sending', and a 404 for a submission not delivered yet (the description lists 404 "Not Found").
//   - the receiver's scheme for a UAE TIN: the Peppol ICD 0235 the UBL's EndpointID carries (ubl.ts), configurable.
//   - a consumer's document routed to the customer's e-mail (routing.emails): no Peppol endpoint exists for them.
// Delivery failures after a 200 come through Storecove's webhooks, which the shop does not read yet: such a
// document stays 'sent'.
import { z } from 'zod';
import { providerFetch, providerJson, type ProviderFail } from '../http';
import { EInvoiceError, type EInvoiceProvider, type EInvoiceSubmission } from './provider';

export interface StorecoveOptions {
  apiKey: string;
  legalEntityId: number;
  /** https://api.storecove.com; the /api/v2 paths are added. */
  baseUrl: string;
  timeoutMs: number;
  /** The routing scheme of a business buyer's tax number (ASSUMED '0235', see above). */
  receiverScheme: string;
}

const submitted = z.object({ guid: z.string().min(1) });
const errors = z.array(z.object({ source: z.string().nullish(), details: z.string().nullish() }));

/** A 422's reasons as one text: "source: details; …". */
export const reasonOf = (list: z.infer<typeof errors>) =>
  list
    .map((e) => [e.source, e.details].filter(Boolean).join(': '))
    .filter(Boolean)
    .join('; ') || 'refused without a reason';

export function createStorecoveProvider(opts: StorecoveOptions): EInvoiceProvider {
  const base = `${opts.baseUrl.replace(/\/+$/, '')}/api/v2`;
  const headers = { Authorization: `Bearer ${opts.apiKey}`, Accept: 'application/json' };
  const fail: ProviderFail = (kind, message) => new EInvoiceError(kind, `Storecove ${message}`);

  return {
    name: 'storecove',

    async submit(s: EInvoiceSubmission) {
      const routing =
        'tin' in s.receiver
          ? { eIdentifiers: [{ scheme: opts.receiverScheme, id: s.receiver.tin }] }
          : { emails: s.receiver.email ? [s.receiver.email] : [] };
      const { response, json } = await providerJson(
        `${base}/document_submissions`,
        {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/json' },
          body: JSON.stringify({
            legalEntityId: opts.legalEntityId,
            idempotencyGuid: s.idempotencyGuid,
            routing,
            document: {
              documentType: 'invoice',
              rawDocumentData: { document: Buffer.from(s.xml, 'utf8').toString('base64'), parse: true, parseStrategy: 'ubl' },
            },
          }),
        },
        opts.timeoutMs,
        'document_submissions',
        fail,
      );
      if (response.status === 422) {
        const list = errors.safeParse(json);
        return { outcome: 'rejected', reason: list.success ? reasonOf(list.data) : JSON.stringify(json).slice(0, 500) };
      }
      if (!response.ok) throw new EInvoiceError('failed', `Storecove document_submissions answered HTTP ${response.status}`);
      const answer = submitted.safeParse(json);
      if (!answer.success) throw new EInvoiceError('malformed', 'Storecove document_submissions answered without a guid');
      return { outcome: 'sent', guid: answer.data.guid };
    },

    async status(guid: string) {
      const label = 'evidence';
      const response = await providerFetch(
        `${base}/document_submissions/${encodeURIComponent(guid)}/evidence/sending`,
        { headers },
        opts.timeoutMs,
        label,
        fail,
      );
      if (response.status === 404) return { delivered: false };
      if (!response.ok) throw new EInvoiceError('failed', `Storecove ${label} answered HTTP ${response.status}`);
      try {
        return { delivered: true, evidence: (await response.json()) as unknown };
      } catch {
        throw new EInvoiceError('malformed', `Storecove ${label} answered without JSON`);
      }
    },
  };
}
