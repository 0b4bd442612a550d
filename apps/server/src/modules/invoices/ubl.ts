// An issued tax document as a UBL 2.1 e-invoice in the shape of PINT AE, the UAE's specialisation of Peppol PINT
// (docs/decisions/016-pint-ae-ubl.md): an Invoice (type 380) for a tax invoice, a CreditNote (type 381)
// with a BillingReference to its invoice for a credit note. A pure function of what the document wrote down when
// it was issued (TaxDocumentData, never recomputed) and the trade licence; ubl-check.ts reads the result back.
//
// Where each PINT AE detail comes from (read 2026-12 through the reference search; none of it is the official
// Ministry of Finance text, which we could not read offline):
// - CustomizationID 'urn:peppol:pint:billing-1@ae-1' and ProfileID 'urn:peppol:bis:billing': rules
//   ALIGNED-IBRP-001-AE / -002-AE, https://test-docs.peppol.eu/pint/pint-ae/pint-ae-sb/trn-creditnote/rule/PINT-jurisdiction-aligned-rules
// - ProfileExecutionID = BTAE-02 "Invoice transaction type code", 8 flags of 0/1: test-docs.peppol.eu (same spec,
//   syntax/cbc-ProfileExecutionID). Which flag means what (the 7th, '00000010', "supply through e-commerce") is
//   from a third party's data dictionary, https://uae-asp.ae/resources/ — ASSUMED, to be confirmed with an ASP.
// - 380 tax invoice / 381 tax credit note: https://uae-asp.ae/resources/ (and EN 16931 / UNCL1001).
// - EndpointID schemeID 0235 with the first 10 digits of the TRN (the TIN), the full TRN in
//   PartyTaxScheme/CompanyID: Sovos' UAE requirements page and Marmin's common errors (IBR-148-AE, IBR-132-AE).
// - cbc:UUID mandatory, trade licence in PartyLegalEntity/CompanyID: the mcp-einvoicing-ae description (glama.ai).
// - Line amount including VAT in cac:ItemPriceExtension/cbc:Amount (BTAE-10): Vertex's PINT AE field page, which
//   calls it required when the currency is not AED; we always write it. ASSUMED to be harmless for AED.
// - The line's VAT as the line's cac:TaxTotal/cbc:TaxAmount: Sovos' page ("tax amounts in AED at both header and
//   line level"); where PINT AE binds it exactly we did not find, so the element is ASSUMED. So is the trade
//   licence's CompanyID without a schemeID (the scheme code, if any, was not found).
// - Element order, AllowanceCharge, TaxTotal, LegalMonetaryTotal, BillingReference: UBL 2.1 / EN 16931.
// - Unit code H87 (piece, UN/ECE Rec. 20): our choice; every line is sold by the piece.
// - The emirate of an address as cbc:CountrySubentity with the codes AUH, DXB, SHJ, AJM, UAQ, RAK, FUJ (rule
//   IBR-078-AE names the element; the code list is from a third party's UAE tax configuration found through the
//   reference search — ASSUMED, to be confirmed with an ASP). Addresses are text ending with the emirate's name
//   (the supplier's in the settings, the buyer's as the order kept it), so the code is read from the last emirate
//   the text names (emirateCode).
// - Payment means (BG-16, cbc:PaymentMeansCode, UNCL4461): 10 "in cash" for cash on delivery, 48 "bank card" for
//   an order paid online (cards, Apple Pay and Google Pay through MyFatoorah; Tabby and Tamara pay the shop by
//   card-scheme settlement too — ASSUMED the closest code).
// NOT found, so not written: the buyer's Peppol endpoint of a consumer sale.
//
// Amounts, to the fils of the PDF (document.ts), every sum in integer fils before it is written:
// - a line's net amount (LineExtensionAmount) = its total incl. VAT − its VAT (vatContained of the line), as the
//   PDF's "Amount excl. VAT" column; its VAT is the PDF's VAT column (written as the line's TaxTotal).
// - the coupon is a document-level allowance, delivery and the cash fee document-level charges, each net of the
//   VAT it contains (gross − vatContained(gross)); the PDF prints them VAT included.
// - the document's VAT is the document's own (vatContained of the total, as printed); TaxExclusiveAmount = total
//   − VAT, TaxInclusiveAmount = PayableAmount = total, as printed.
// - rounding each part on its own can leave the parts a fil or two off total − VAT; that difference is written
//   as one more document-level charge (or allowance) named "Rounding difference", so that
//   Σ lines − allowances + charges = TaxExclusiveAmount exactly (BR-CO-13) without changing a printed figure.
// - the VAT breakdown is the single category S 5%: taxable = total − VAT, tax = VAT. vatContained rounds half up
//   on total × 5/105, so taxable × 5% can differ from it by at most one fil (when total ≡ 10 mod 21).
import { createHash } from 'node:crypto';
import { XMLBuilder } from 'fast-xml-parser';
import { aedText, PAYMENT_METHODS, shopDate, VAT_PERCENT } from '@shop/contract';
import { UAE_TIN_SCHEME } from '../../integrations/einvoice';
import { vatContained } from '../cart/pricing';
import { documentNumber } from './document';
import type { TaxDocumentData, TaxDocumentKind } from './issue';

export const PINT_AE = {
  customizationId: 'urn:peppol:pint:billing-1@ae-1',
  profileId: 'urn:peppol:bis:billing',
  /** BTAE-02: the 7th flag, supply through e-commerce (assumed, see above). */
  transactionType: '00000010',
  invoiceType: '380',
  creditNoteType: '381',
  currency: 'AED',
  unitCode: 'H87',
  endpointScheme: UAE_TIN_SCHEME,
  /** UNCL4461 payment means: in cash, bank card. */
  paymentMeans: { cash: '10', card: '48' },
} as const;

/** The emirates' codes (IBR-078-AE), each with the names an address may call it by, in either language. */
export const EMIRATE_CODES = {
  AUH: ['abu dhabi', 'abudhabi', 'al ain', 'أبوظبي', 'أبو ظبي', 'ابوظبي', 'العين'],
  DXB: ['dubai', 'دبي'],
  SHJ: ['sharjah', 'الشارقة'],
  AJM: ['ajman', 'عجمان'],
  UAQ: ['umm al quwain', 'umm al qaiwain', 'أم القيوين', 'ام القيوين'],
  RAK: ['ras al khaimah', 'ras al-khaimah', 'رأس الخيمة', 'راس الخيمة'],
  FUJ: ['fujairah', 'الفجيرة'],
} as const;
export type EmirateCode = keyof typeof EMIRATE_CODES;

/** The code of the last emirate an address names ("…, Dubai Road, Sharjah" is in Sharjah), or undefined. */
export function emirateCode(address: string): EmirateCode | undefined {
  const text = address.toLowerCase();
  let found: { code: EmirateCode; at: number } | undefined;
  for (const [code, names] of Object.entries(EMIRATE_CODES) as [EmirateCode, readonly string[]][]) {
    for (const name of names) {
      const at = text.lastIndexOf(name);
      if (at >= 0 && (!found || at > found.at)) found = { code, at };
    }
  }
  return found?.code;
}

export const UBL_NS = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  creditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
} as const;

export interface UblDocument {
  kind: TaxDocumentKind;
  number: number;
  issuedAt: Date;
  data: TaxDocumentData;
  /** The shop's trade licence number (store setting trade_licence), read when the XML is made; '' when unset. */
  tradeLicence?: string;
  /** A credit note's invoice's date of issue, when known. */
  invoiceIssuedAt?: Date;
}

/** Fils as a UBL amount: 12345 → "123.45". Amounts here are never negative. */
export const ublAmount = (fils: number): string => {
  if (!Number.isInteger(fils) || fils < 0) throw new Error(`not an amount in fils: ${fils}`);
  return aedText(fils);
};

const amount = (fils: number) => ({ '@_currencyID': PINT_AE.currency, '#text': ublAmount(fils) });
const digits = (trn: string) => trn.replace(/\D/g, '');
const net = (gross: number) => gross - vatContained(gross);
/** A party's Peppol endpoint id (scheme 0235): the TIN, the first 10 digits of its TRN. */
export const endpointId = (trn: string) => digits(trn).slice(0, 10);

/** A stable UUID for a document (name-based, SHA-1, as RFC 4122 version 5), so the same document always has the same one. */
export function documentUuid(kind: TaxDocumentKind, number: number): string {
  const h = createHash('sha1').update(`souq-al-asal:tax-document:${kind}:${number}`).digest();
  h[6] = (h[6]! & 0x0f) | 0x50;
  h[8] = (h[8]! & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`;
}

const taxCategory = () => ({
  'cbc:ID': 'S',
  'cbc:Percent': String(VAT_PERCENT),
  'cac:TaxScheme': { 'cbc:ID': 'VAT' },
});

interface Party {
  name: string;
  address: string;
  trn?: string;
  tradeLicence?: string;
}

const party = (p: Party, emirate = emirateCode(p.address)) => ({
  ...(p.trn ? { 'cbc:EndpointID': { '@_schemeID': PINT_AE.endpointScheme, '#text': endpointId(p.trn) } } : {}),
  'cac:PostalAddress': {
    'cbc:StreetName': p.address,
    ...(emirate ? { 'cbc:CountrySubentity': emirate } : {}),
    'cac:Country': { 'cbc:IdentificationCode': 'AE' },
  },
  ...(p.trn ? { 'cac:PartyTaxScheme': { 'cbc:CompanyID': digits(p.trn), 'cac:TaxScheme': { 'cbc:ID': 'VAT' } } } : {}),
  'cac:PartyLegalEntity': { 'cbc:RegistrationName': p.name, ...(p.tradeLicence ? { 'cbc:CompanyID': p.tradeLicence } : {}) },
});

interface AllowanceCharge {
  charge: boolean;
  reasonCode?: string;
  reason: string;
  /** Fils, VAT excluded. */
  net: number;
}

/** The document's amounts in fils, as written in the XML (see the rounding rules at the top). */
export function ublAmounts(data: TaxDocumentData) {
  const lines = data.lines.map((l) => ({ ...l, net: l.total - l.vat }));
  const lineExtension = lines.reduce((s, l) => s + l.net, 0);
  const parts: AllowanceCharge[] = [];
  // UNCL5189 95 = discount; UNCL7161 DL = delivery, SAE = handling (the closest code we found for a cash fee).
  if (data.discount > 0) parts.push({ charge: false, reasonCode: '95', reason: 'Discount (coupon)', net: net(data.discount) });
  if (data.delivery > 0) parts.push({ charge: true, reasonCode: 'DL', reason: 'Delivery', net: net(data.delivery) });
  if (data.codFee) parts.push({ charge: true, reasonCode: 'SAE', reason: 'Cash on delivery fee', net: net(data.codFee) });
  const taxExclusive = data.total - data.vat;
  const sum = (charge: boolean) => parts.filter((p) => p.charge === charge).reduce((s, p) => s + p.net, 0);
  const difference = taxExclusive - (lineExtension - sum(false) + sum(true));
  if (difference !== 0) parts.push({ charge: difference > 0, reason: 'Rounding difference', net: Math.abs(difference) });
  return {
    lines,
    parts,
    lineExtension,
    allowances: sum(false),
    charges: sum(true),
    taxExclusive,
    vat: data.vat,
    taxInclusive: data.total,
    payable: data.total,
  };
}

const builder = new XMLBuilder({ ignoreAttributes: false, format: true, suppressEmptyNode: true });

/** The document as UBL 2.1 XML (PINT AE). Text from people (names, addresses) is escaped by the builder. */
export function documentUbl(doc: UblDocument): string {
  const { kind, data } = doc;
  const credit = kind === 'credit_note';
  const a = ublAmounts(data);
  const s = data.supplier;
  const buyer: Party = data.business
    ? { name: data.business.company, address: data.business.addressEn, trn: data.business.trn }
    : { name: data.customer.name, address: data.customer.addressEn };
  const lineTag = credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine';
  const lines = a.lines.map((l, i) => {
    // The net price per piece when the line's net amount divides evenly; otherwise the price of the whole
    // quantity (BaseQuantity = quantity), so that quantity × price ÷ base quantity is the line's amount exactly.
    const even = l.net % l.quantity === 0;
    return {
      'cbc:ID': String(i + 1),
      [credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity']: { '@_unitCode': PINT_AE.unitCode, '#text': String(l.quantity) },
      'cbc:LineExtensionAmount': amount(l.net),
      'cac:TaxTotal': { 'cbc:TaxAmount': amount(l.vat) },
      'cac:Item': {
        'cbc:Description': { '@_languageID': 'ar', '#text': l.nameAr },
        'cbc:Name': l.nameEn,
        'cac:ClassifiedTaxCategory': taxCategory(),
      },
      'cac:Price': {
        'cbc:PriceAmount': amount(even ? l.net / l.quantity : l.net),
        ...(even ? {} : { 'cbc:BaseQuantity': { '@_unitCode': PINT_AE.unitCode, '#text': String(l.quantity) } }),
      },
      'cac:ItemPriceExtension': { 'cbc:Amount': amount(l.total) },
    };
  });
  const root = credit ? 'CreditNote' : 'Invoice';
  const body = {
    '@_xmlns': credit ? UBL_NS.creditNote : UBL_NS.invoice,
    '@_xmlns:cac': UBL_NS.cac,
    '@_xmlns:cbc': UBL_NS.cbc,
    'cbc:CustomizationID': PINT_AE.customizationId,
    'cbc:ProfileID': PINT_AE.profileId,
    'cbc:ProfileExecutionID': PINT_AE.transactionType,
    'cbc:ID': documentNumber(kind, doc.number),
    'cbc:UUID': documentUuid(kind, doc.number),
    'cbc:IssueDate': shopDate(doc.issuedAt),
    ...(credit ? { 'cbc:CreditNoteTypeCode': PINT_AE.creditNoteType } : { 'cbc:InvoiceTypeCode': PINT_AE.invoiceType }),
    ...(credit && data.reasonEn ? { 'cbc:Note': data.reasonEn } : {}),
    'cbc:DocumentCurrencyCode': PINT_AE.currency,
    'cbc:BuyerReference': `#${data.orderId}`,
    'cac:OrderReference': { 'cbc:ID': String(data.orderId) },
    ...(credit && data.invoiceNumber !== undefined
      ? {
          'cac:BillingReference': {
            'cac:InvoiceDocumentReference': {
              'cbc:ID': documentNumber('invoice', data.invoiceNumber),
              ...(doc.invoiceIssuedAt ? { 'cbc:IssueDate': shopDate(doc.invoiceIssuedAt) } : {}),
            },
          },
        }
      : {}),
    'cac:AccountingSupplierParty': {
      'cac:Party': party({ name: s.legal_name_en, address: s.legal_address_en, trn: s.trn, tradeLicence: doc.tradeLicence }),
    },
    'cac:AccountingCustomerParty': { 'cac:Party': party(buyer) },
    'cac:PaymentMeans': {
      'cbc:PaymentMeansCode': data.paymentMethod === PAYMENT_METHODS.cash ? PINT_AE.paymentMeans.cash : PINT_AE.paymentMeans.card,
    },
    ...(a.parts.length
      ? {
          'cac:AllowanceCharge': a.parts.map((p) => ({
            'cbc:ChargeIndicator': String(p.charge),
            ...(p.reasonCode ? { 'cbc:AllowanceChargeReasonCode': p.reasonCode } : {}),
            'cbc:AllowanceChargeReason': p.reason,
            'cbc:Amount': amount(p.net),
            'cac:TaxCategory': taxCategory(),
          })),
        }
      : {}),
    'cac:TaxTotal': {
      'cbc:TaxAmount': amount(a.vat),
      'cac:TaxSubtotal': { 'cbc:TaxableAmount': amount(a.taxExclusive), 'cbc:TaxAmount': amount(a.vat), 'cac:TaxCategory': taxCategory() },
    },
    'cac:LegalMonetaryTotal': {
      'cbc:LineExtensionAmount': amount(a.lineExtension),
      'cbc:TaxExclusiveAmount': amount(a.taxExclusive),
      'cbc:TaxInclusiveAmount': amount(a.taxInclusive),
      ...(a.allowances ? { 'cbc:AllowanceTotalAmount': amount(a.allowances) } : {}),
      ...(a.charges ? { 'cbc:ChargeTotalAmount': amount(a.charges) } : {}),
      'cbc:PayableAmount': amount(a.payable),
    },
    [lineTag]: lines,
  };
  return builder.build({ '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' }, [root]: body }) as string;
}
