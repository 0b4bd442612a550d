// Our own check of a UBL e-invoice made by ubl.ts, read back with a real XML parser: the PINT AE and EN 16931
// rules we could express. It is NOT the official validation: no UBL 2.1 XSD and no PINT AE schematron are
// available to us offline (and `npm search` was not reachable to look for a package shipping them), so an ASP's
// validation may still find what this misses. Rule names in the messages are the EN 16931 / PINT ones we
// meant to follow; "SHOP-" rules are ours. Used by the tests and before the XML is served.
import { XMLParser } from 'fast-xml-parser';
import { EMIRATE_CODES, PINT_AE, UBL_NS } from './ubl';

export interface UblCheck {
  ok: boolean;
  errors: string[];
}

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  // Amounts, TRNs and codes stay text: "100.00" and "100200300400005" must not become numbers.
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => ['cac:InvoiceLine', 'cac:CreditNoteLine', 'cac:AllowanceCharge', 'cac:TaxSubtotal', 'cac:TaxTotal'].includes(name),
});

const text = (v: unknown): string | undefined => {
  if (typeof v === 'string') return v;
  if (v && typeof v === 'object' && '#text' in v) return String((v as Node)['#text']);
  return undefined;
};
const at = (n: unknown, ...path: string[]): unknown => {
  let cur = n;
  for (const key of path) {
    if (Array.isArray(cur)) cur = cur[0];
    if (!cur || typeof cur !== 'object') return undefined;
    cur = (cur as Node)[key];
  }
  return cur;
};
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);

/** A UBL amount in fils, or undefined when it is not written as digits with two decimals. */
const fils = (v: unknown): number | undefined => {
  const t = text(v);
  const m = t === undefined ? null : /^(\d+)\.(\d{2})$/.exec(t);
  return m ? Number(m[1]) * 100 + Number(m[2]) : undefined;
};

const isoDate = (v: string | undefined) => {
  if (!v || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/** A UAE TRN as the shop takes it (contract reasons.trn): 15 digits starting with 100. */
export const validTrn = (v: string | undefined) => !!v && /^100\d{12}$/.test(v);

/** Every currencyID attribute in the tree. */
function currencies(n: unknown, out: string[] = []): string[] {
  if (Array.isArray(n)) n.forEach((c) => currencies(c, out));
  else if (n && typeof n === 'object')
    for (const [k, v] of Object.entries(n)) {
      if (k === '@_currencyID') out.push(String(v));
      else currencies(v, out);
    }
  return out;
}

/**
 * Checks an e-invoice. `b2b`: the document is for a business buyer, whose TRN must then be there (a tax
 * invoice to a registrant names the recipient's TRN; for a consumer sale no buyer TRN is asked).
 */
export function checkUbl(xml: string, { b2b }: { b2b: boolean }): UblCheck {
  const errors: string[] = [];
  const fail = (rule: string, message: string) => errors.push(`${rule}: ${message}`);
  let parsed: Node;
  try {
    parsed = parser.parse(xml, true) as Node;
  } catch (err) {
    return { ok: false, errors: [`XML: not well-formed (${(err as Error).message})`] };
  }
  const credit = 'CreditNote' in parsed;
  const doc = (parsed[credit ? 'CreditNote' : 'Invoice'] as Node | undefined) ?? undefined;
  if (!doc || typeof doc !== 'object') return { ok: false, errors: ['UBL: the root is neither Invoice nor CreditNote'] };
  const get = (...path: string[]) => text(at(doc, ...path));

  // Namespaces (UBL 2.1).
  if (doc['@_xmlns'] !== (credit ? UBL_NS.creditNote : UBL_NS.invoice)) fail('UBL', 'wrong document namespace');
  if (doc['@_xmlns:cac'] !== UBL_NS.cac || doc['@_xmlns:cbc'] !== UBL_NS.cbc) fail('UBL', 'wrong cac/cbc namespace');

  // Header (IBR-001..005, ALIGNED-IBRP-001-AE/-002-AE, BTAE-02).
  if (!get('cbc:CustomizationID')?.startsWith(PINT_AE.customizationId))
    fail('ALIGNED-IBRP-001-AE', 'CustomizationID is not PINT AE billing');
  if (get('cbc:ProfileID') !== PINT_AE.profileId) fail('ALIGNED-IBRP-002-AE', 'ProfileID is not urn:peppol:bis:billing');
  if (!/^[01]{8}$/.test(get('cbc:ProfileExecutionID') ?? '')) fail('BTAE-02', 'the transaction type code is not 8 flags of 0/1');
  if (!get('cbc:ID')) fail('IBR-002', 'no document number');
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(get('cbc:UUID') ?? '')) fail('PINT-AE', 'no UUID');
  if (!isoDate(get('cbc:IssueDate'))) fail('IBR-003', 'the issue date is not an ISO date');
  const typeCode = get(credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode');
  if (typeCode !== (credit ? PINT_AE.creditNoteType : PINT_AE.invoiceType)) fail('IBR-004', `type code ${typeCode ?? 'missing'}`);
  if (get('cbc:DocumentCurrencyCode') !== PINT_AE.currency) fail('IBR-005', 'the currency is not AED');
  const others = currencies(doc).filter((c) => c !== PINT_AE.currency);
  if (others.length) fail('PEPPOL-EN16931-R051', `amounts not in AED: ${others.join(', ')}`);
  if (credit) {
    const ref = get('cac:BillingReference', 'cac:InvoiceDocumentReference', 'cbc:ID');
    if (!ref) fail('SHOP-CN-REF', 'a credit note names the invoice it corrects (BillingReference)');
    const refDate = get('cac:BillingReference', 'cac:InvoiceDocumentReference', 'cbc:IssueDate');
    if (refDate !== undefined && !isoDate(refDate)) fail('SHOP-CN-REF', "the invoice's date is not an ISO date");
  }

  // Seller (IBR-006, IBR-008/009, IBR-132-AE) and buyer (IBR-007, IBR-010/011).
  const seller = at(doc, 'cac:AccountingSupplierParty', 'cac:Party');
  const buyer = at(doc, 'cac:AccountingCustomerParty', 'cac:Party');
  if (!text(at(seller, 'cac:PartyLegalEntity', 'cbc:RegistrationName'))) fail('IBR-006', 'no seller name');
  if (text(at(seller, 'cac:PostalAddress', 'cac:Country', 'cbc:IdentificationCode')) !== 'AE') fail('IBR-009', 'the seller is not in AE');
  if (!validTrn(text(at(seller, 'cac:PartyTaxScheme', 'cbc:CompanyID'))))
    fail('IBR-132-AE', 'the seller TRN is not 15 digits starting with 100');
  if (text(at(seller, 'cac:PartyTaxScheme', 'cac:TaxScheme', 'cbc:ID')) !== 'VAT') fail('IBR-132-AE', "the seller's tax scheme is not VAT");
  const sellerEmirate = text(at(seller, 'cac:PostalAddress', 'cbc:CountrySubentity'));
  if (sellerEmirate === undefined) fail('IBR-078-AE', "the seller's emirate is missing: the shop's legal address (settings) names none");
  for (const [who, emirate] of [
    ['seller', sellerEmirate],
    ['buyer', text(at(buyer, 'cac:PostalAddress', 'cbc:CountrySubentity'))],
  ] as const)
    if (emirate !== undefined && !(emirate in EMIRATE_CODES))
      fail('IBR-078-AE', `the ${who}'s emirate code ${emirate} is not one of the UAE's`);
  const means = text(at(doc, 'cac:PaymentMeans', 'cbc:PaymentMeansCode'));
  if (!Object.values<string>(PINT_AE.paymentMeans).includes(means ?? ''))
    fail('SHOP-PAYMENT-MEANS', `payment means ${means ?? 'missing'} is not in cash (10) or by card (48)`);
  if (!text(at(buyer, 'cac:PartyLegalEntity', 'cbc:RegistrationName'))) fail('IBR-007', 'no buyer name');
  if (!text(at(buyer, 'cac:PostalAddress', 'cac:Country', 'cbc:IdentificationCode'))) fail('IBR-011', 'no buyer country');
  const buyerTrn = text(at(buyer, 'cac:PartyTaxScheme', 'cbc:CompanyID'));
  if (b2b && !validTrn(buyerTrn)) fail('SHOP-B2B-TRN', "a business buyer's TRN (15 digits starting with 100) is missing");
  if (!b2b && buyerTrn !== undefined && !validTrn(buyerTrn)) fail('SHOP-B2B-TRN', "the buyer's TRN is not valid");

  // Lines (IBR-016 and each line's mandatory parts).
  const lines = list(doc[credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine']);
  if (!lines.length) fail('IBR-016', 'no lines');
  let lineSum = 0;
  lines.forEach((line, i) => {
    const n = `line ${i + 1}`;
    const net = fils(at(line, 'cbc:LineExtensionAmount'));
    const quantity = Number(text(at(line, credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity')));
    if (!text(at(line, 'cbc:ID'))) fail('IBR-021', `${n}: no identifier`);
    if (!(quantity > 0)) fail('IBR-022', `${n}: no quantity`);
    if (net === undefined) fail('IBR-024', `${n}: no net amount`);
    else lineSum += net;
    if (!text(at(line, 'cac:Item', 'cbc:Name'))) fail('IBR-025', `${n}: no item name`);
    const price = fils(at(line, 'cac:Price', 'cbc:PriceAmount'));
    if (price === undefined) fail('IBR-026', `${n}: no net price`);
    const base = Number(text(at(line, 'cac:Price', 'cbc:BaseQuantity')) ?? 1);
    if (price !== undefined && net !== undefined && (quantity * price) / base !== net)
      fail('SHOP-LINE', `${n}: quantity × price ÷ base quantity is not the net amount`);
    if (text(at(line, 'cac:Item', 'cac:ClassifiedTaxCategory', 'cbc:ID')) !== 'S') fail('IBR-CO-04', `${n}: tax category is not S`);
    if (text(at(line, 'cac:Item', 'cac:ClassifiedTaxCategory', 'cbc:Percent')) !== '5') fail('IBR-S-05', `${n}: VAT rate is not 5`);
  });

  // Allowances and charges (each with a reason and category S 5%).
  let allowances = 0;
  let charges = 0;
  for (const ac of list(doc['cac:AllowanceCharge'])) {
    const value = fils(at(ac, 'cbc:Amount'));
    const charge = text(at(ac, 'cbc:ChargeIndicator'));
    if (value === undefined || (charge !== 'true' && charge !== 'false')) {
      fail('IBR-031', 'an allowance or charge without amount or indicator');
      continue;
    }
    if (!text(at(ac, 'cbc:AllowanceChargeReason')) && !text(at(ac, 'cbc:AllowanceChargeReasonCode')))
      fail('IBR-033', 'an allowance or charge without reason');
    if (text(at(ac, 'cac:TaxCategory', 'cbc:ID')) !== 'S') fail('ALIGNED-IBRP-032', 'an allowance or charge without category S');
    if (charge === 'true') charges += value;
    else allowances += value;
  }

  // Totals (IBR-012..015, BR-CO-10/11/12/13/15/16).
  const total = (name: string) => fils(at(doc, 'cac:LegalMonetaryTotal', name));
  const lineExtension = total('cbc:LineExtensionAmount');
  const exclusive = total('cbc:TaxExclusiveAmount');
  const inclusive = total('cbc:TaxInclusiveAmount');
  const payable = total('cbc:PayableAmount');
  if (lineExtension === undefined) fail('IBR-012', 'no sum of line net amounts');
  if (exclusive === undefined) fail('IBR-013', 'no total without VAT');
  if (inclusive === undefined) fail('IBR-014', 'no total with VAT');
  if (payable === undefined) fail('IBR-015', 'no amount due');
  if (lineExtension !== undefined && lineExtension !== lineSum) fail('BR-CO-10', 'the lines do not add up to LineExtensionAmount');
  if ((total('cbc:AllowanceTotalAmount') ?? 0) !== allowances) fail('BR-CO-11', 'the allowances do not add up to AllowanceTotalAmount');
  if ((total('cbc:ChargeTotalAmount') ?? 0) !== charges) fail('BR-CO-12', 'the charges do not add up to ChargeTotalAmount');
  if (lineExtension !== undefined && exclusive !== undefined && exclusive !== lineExtension - allowances + charges)
    fail('BR-CO-13', 'TaxExclusiveAmount is not lines − allowances + charges');

  // VAT (BR-CO-14/15, BR-S-08/09): one breakdown, category S 5%.
  const taxTotals = list(doc['cac:TaxTotal']);
  const vat = fils(at(taxTotals[0], 'cbc:TaxAmount'));
  if (vat === undefined) fail('IBR-CO-14', 'no VAT total');
  const subtotals = list(at(taxTotals[0], 'cac:TaxSubtotal'));
  if (!subtotals.length) fail('IBR-045', 'no VAT breakdown');
  let taxableSum = 0;
  let taxSum = 0;
  for (const sub of subtotals) {
    const taxable = fils(at(sub, 'cbc:TaxableAmount'));
    const tax = fils(at(sub, 'cbc:TaxAmount'));
    if (taxable === undefined || tax === undefined) {
      fail('IBR-045', 'a VAT breakdown without taxable or tax amount');
      continue;
    }
    taxableSum += taxable;
    taxSum += tax;
    if (text(at(sub, 'cac:TaxCategory', 'cbc:ID')) !== 'S' || text(at(sub, 'cac:TaxCategory', 'cbc:Percent')) !== '5')
      fail('IBR-047', 'the VAT breakdown is not category S at 5%');
    // taxable × 5%, within one fil: the document's VAT is rounded from the total VAT included (see ubl.ts).
    if (Math.abs(taxable * 0.05 - tax) > 1) fail('BR-S-09', 'the VAT is not 5% of its taxable amount');
  }
  if (vat !== undefined && vat !== taxSum) fail('BR-CO-14', 'the VAT total is not the sum of its breakdown');
  if (exclusive !== undefined && subtotals.length && taxableSum !== exclusive)
    fail('BR-S-08', 'the taxable amount is not the total without VAT');
  if (exclusive !== undefined && vat !== undefined && inclusive !== undefined && exclusive + vat !== inclusive)
    fail('BR-CO-15', 'TaxExclusiveAmount + VAT is not TaxInclusiveAmount');
  const prepaid = total('cbc:PrepaidAmount') ?? 0;
  const rounding = total('cbc:PayableRoundingAmount') ?? 0;
  if (inclusive !== undefined && payable !== undefined && payable !== inclusive - prepaid + rounding)
    fail('BR-CO-16', 'PayableAmount is not TaxInclusiveAmount − prepaid + rounding');

  return { ok: errors.length === 0, errors };
}
