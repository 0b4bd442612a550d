// An issued document as its checked UBL e-invoice, in one place for the console's download (routes.ts) and the
// sending to the ASP (einvoice.ts): written from what the document wrote down, with the trade licence and the
// credit note's invoice date, then read back by the shop's check. A document that fails it never leaves the shop.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { storeSettings, taxDocuments } from '../../db/schema';
import type { TaxDocumentData } from './issue';
import { documentUbl } from './ubl';
import { checkUbl } from './ubl-check';

/** The XML and what the check found wrong with it (nothing: it may leave the shop). */
export async function checkedDocumentXml(db: DbOrTx, doc: typeof taxDocuments.$inferSelect): Promise<{ xml: string; errors: string[] }> {
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
    // A document whose stored figures cannot be written (never expected): it fails, it does not crash the caller.
    return { xml: '', errors: [(err as Error).message] };
  }
  return { xml, errors: checkUbl(xml, { b2b: !!data.business }).errors };
}
