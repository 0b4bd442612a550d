// The e-invoice: each tax document as UBL 2.1 XML in PINT AE shape, agreeing with the PDF to the fils,
// text escaped, read back by our check (ubl-check.ts), which is shown able to fail; and the console's call.
import { beforeAll, describe, expect, it } from 'vitest';
import { adminOrderMoveCall, adminTaxDocumentXmlCall, adminTaxDocumentsCall, payNowCall } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { regions } from '../../db/schema';
import { call } from '../../test/app';
import { adminSuite } from '../../test/fixtures/admin';
import { fillCart } from '../../test/fixtures/checkout';
import { product } from '../../test/fixtures/products';
import { address } from '../../test/fixtures/regions';
import { shopper } from '../../test/fixtures/shoppers';
import { vatContained } from '../cart/pricing';
import { documentHtml } from './document';
import type { TaxDocumentData, TaxDocumentLine } from './issue';
import { documentUbl, emirateCode, PINT_AE, ublAmount, ublAmounts, type UblDocument } from './ubl';
import { checkUbl } from './ubl-check';

const supplier = {
  legal_name_en: 'Souq Al Asal General Trading L.L.C.',
  legal_name_ar: 'سوق العسل للتجارة العامة ذ.م.م',
  legal_address_en: 'Shop 4, Al Wasl Road, Dubai',
  legal_address_ar: 'محل 4، شارع الوصل، دبي',
  trn: '100123456700003',
};
const line = (nameEn: string, nameAr: string, quantity: number, unitPrice: number): TaxDocumentLine => ({
  nameEn,
  nameAr,
  quantity,
  unitPrice,
  total: quantity * unitPrice,
  vat: vatContained(quantity * unitPrice),
});
/** A document's data as issue.ts writes it: the VAT is that contained in the total. */
function data(lines: TaxDocumentLine[], extra: { discount?: number; delivery?: number; codFee?: number } & Partial<TaxDocumentData> = {}) {
  const { discount = 0, delivery = 0, codFee = 0 } = extra;
  const total = lines.reduce((s, l) => s + l.total, 0) - discount + delivery + codFee;
  return {
    supplier,
    customer: {
      name: 'Mariam Al Hashemi',
      phone: '+971 50 123 4567',
      email: 'm@example.ae',
      addressEn: 'Villa 3, Jumeirah 1, Dubai',
      addressAr: 'فيلا 3، جميرا 1، دبي',
    },
    orderId: 42,
    orderDate: '2026-11-24',
    paymentMethod: 1,
    lines,
    vatPercent: 5,
    vat: vatContained(total),
    total,
    ...extra,
    discount,
    delivery,
    codFee,
  } satisfies TaxDocumentData;
}
const invoice = (d: TaxDocumentData, number = 7): UblDocument => ({
  kind: 'invoice',
  number,
  issuedAt: new Date('2026-11-24T10:00:00Z'),
  data: d,
});

const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (n) => n.endsWith('Line') || n === 'cac:AllowanceCharge',
});
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed XML, read by path in the assertions
type Tree = Record<string, any>;
const read = (xml: string) => parser.parse(xml) as Tree;
const honey = line('Sidr honey 500 g', 'عسل سدر 500 غ', 2, 10000);
const business = {
  company: 'Al Noor Trading L.L.C.',
  trn: '100200300400005',
  addressEn: 'Office 804, Al Noor Tower, Dubai',
  addressAr: 'مكتب 804، برج النور، دبي',
};

describe('the e-invoice (UBL, PINT AE)', () => {
  it("a consumer's cash invoice: PINT AE identifiers, 380, AED, the seller's TRN, no buyer TRN, totals as printed", () => {
    const d = data([honey]);
    const xml = documentUbl(invoice(d));
    expect(checkUbl(xml, { b2b: false })).toEqual({ ok: true, errors: [] });
    const inv = read(xml).Invoice;
    expect(inv['cbc:CustomizationID']).toBe('urn:peppol:pint:billing-1@ae-1');
    expect(inv['cbc:ProfileID']).toBe('urn:peppol:bis:billing');
    expect(inv['cbc:ProfileExecutionID']).toBe(PINT_AE.transactionType);
    expect(inv['cbc:ID']).toBe('INV-000007');
    expect(inv['cbc:IssueDate']).toBe('2026-11-24');
    expect(inv['cbc:InvoiceTypeCode']).toBe('380');
    expect(inv['cbc:DocumentCurrencyCode']).toBe('AED');
    const seller = inv['cac:AccountingSupplierParty']['cac:Party'];
    expect(seller['cac:PartyTaxScheme']['cbc:CompanyID']).toBe('100123456700003');
    expect(seller['cbc:EndpointID']).toEqual({ '#text': '1001234567', '@_schemeID': '0235' });
    const buyer = inv['cac:AccountingCustomerParty']['cac:Party'];
    expect(buyer['cac:PartyLegalEntity']['cbc:RegistrationName']).toBe('Mariam Al Hashemi');
    expect(buyer['cac:PartyTaxScheme']).toBeUndefined();
    // 200.00 incl. VAT: 9.52 VAT, 190.48 without, as the PDF prints them.
    const totals = inv['cac:LegalMonetaryTotal'];
    expect(totals['cbc:TaxExclusiveAmount']['#text']).toBe('190.48');
    expect(totals['cbc:TaxInclusiveAmount']['#text']).toBe('200.00');
    expect(totals['cbc:PayableAmount']['#text']).toBe('200.00');
    expect(inv['cac:TaxTotal']['cbc:TaxAmount']['#text']).toBe('9.52');
    expect(inv['cac:InvoiceLine'][0]['cbc:InvoicedQuantity']).toEqual({ '#text': '2', '@_unitCode': 'H87' });
    expect(inv['cac:InvoiceLine'][0]['cac:Price']['cbc:PriceAmount']['#text']).toBe('95.24');
  });

  it("a B2B invoice names the buyer company and its TRN; the check refuses one without the buyer's TRN", () => {
    const xml = documentUbl(invoice(data([honey], { business })));
    expect(checkUbl(xml, { b2b: true }).errors).toEqual([]);
    const buyer = read(xml).Invoice['cac:AccountingCustomerParty']['cac:Party'];
    expect(buyer['cac:PartyLegalEntity']['cbc:RegistrationName']).toBe('Al Noor Trading L.L.C.');
    expect(buyer['cac:PartyTaxScheme']['cbc:CompanyID']).toBe('100200300400005');
    // The same sale written without the buyer's TRN, checked as the B2B document it is.
    const withoutTrn = xml.replace(/<cac:AccountingCustomerParty>[\s\S]*?<\/cac:AccountingCustomerParty>/, (party) =>
      party.replace(/<cac:PartyTaxScheme>[\s\S]*?<\/cac:PartyTaxScheme>/, ''),
    );
    const check = checkUbl(withoutTrn, { b2b: true });
    expect(check.ok).toBe(false);
    expect(check.errors.join()).toMatch(/SHOP-B2B-TRN/);
  });

  it('a credit note is a CreditNote (381) referring to its invoice, with credited quantities', () => {
    const d = data([honey], { invoiceNumber: 7, reasonEn: 'Order cancelled', reasonAr: 'إلغاء الطلب' });
    const xml = documentUbl({
      kind: 'credit_note',
      number: 3,
      issuedAt: new Date('2026-11-25T08:00:00Z'),
      data: d,
      invoiceIssuedAt: new Date('2026-11-24T10:00:00Z'),
    });
    expect(checkUbl(xml, { b2b: false }).errors).toEqual([]);
    const cn = read(xml).CreditNote;
    expect(cn['@_xmlns']).toBe('urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2');
    expect(cn['cbc:ID']).toBe('CN-000003');
    expect(cn['cbc:CreditNoteTypeCode']).toBe('381');
    expect(cn['cac:BillingReference']['cac:InvoiceDocumentReference']).toEqual({ 'cbc:ID': 'INV-000007', 'cbc:IssueDate': '2026-11-24' });
    expect(cn['cac:CreditNoteLine'][0]['cbc:CreditedQuantity']['#text']).toBe('2');
    // Without its reference the check refuses it.
    expect(checkUbl(xml.replace(/<cac:BillingReference>[\s\S]*?<\/cac:BillingReference>/, ''), { b2b: false }).errors.join()).toMatch(
      /SHOP-CN-REF/,
    );
  });

  it('coupon, delivery and cash fee: the sums reconcile to the fils the PDF prints', () => {
    // Prices chosen so that each part rounds on its own: three jars at 33.33, one at 12.99, 10% coupon, 25 delivery, 10.50 fee.
    const lines = [line('Acacia honey', 'عسل السمر', 3, 3333), line('Black seed oil', 'زيت الحبة السوداء', 1, 1299)];
    const d = data(lines, { discount: 1130, delivery: 2500, codFee: 1050 });
    const xml = documentUbl(invoice(d));
    expect(checkUbl(xml, { b2b: false }).errors).toEqual([]);
    const inv = read(xml).Invoice;
    const totals = inv['cac:LegalMonetaryTotal'];
    const printed = documentHtml({ kind: 'invoice', number: 7, issuedAt: new Date('2026-11-24T10:00:00Z'), data: d });
    const money = (fils: number) => new Intl.NumberFormat('en-AE', { minimumFractionDigits: 2 }).format(fils / 100);
    // The PDF's total excl. VAT, VAT and total are the XML's.
    for (const fils of [d.total - d.vat, d.vat, d.total]) expect(printed).toContain(`<td class="num">${money(fils)}</td>`);
    expect(totals['cbc:TaxExclusiveAmount']['#text']).toBe(ublAmount(d.total - d.vat));
    expect(inv['cac:TaxTotal']['cbc:TaxAmount']['#text']).toBe(ublAmount(d.vat));
    expect(totals['cbc:PayableAmount']['#text']).toBe(ublAmount(d.total));
    // Each line's net amount is the PDF's "Amount excl. VAT".
    inv['cac:InvoiceLine'].forEach((l: Tree, i: number) => {
      expect(l['cbc:LineExtensionAmount']['#text']).toBe(ublAmount(lines[i]!.total - lines[i]!.vat));
      expect(printed).toContain(`<td class="num">${money(lines[i]!.total - lines[i]!.vat)}</td>`);
    });
    // The coupon an allowance, delivery and fee charges, each without its VAT; lines − allowances + charges = without VAT.
    const a = ublAmounts(d);
    expect(a.parts.map((p) => p.reason)).toEqual(expect.arrayContaining(['Discount (coupon)', 'Delivery', 'Cash on delivery fee']));
    expect(a.lineExtension - a.allowances + a.charges).toBe(d.total - d.vat);
  });

  it("lines whose VAT rounds apart from the total's: a 'Rounding difference' charge keeps the sums exact", () => {
    // 10.01 and 10.19 contain 0.48 and 0.49 VAT on their own, 0.96 together: the lines' net is a fil short.
    const d = data([line('Zaatar', 'زعتر', 1, 1001), line('Sumac', 'سماق', 1, 1019)]);
    expect(d.vat).toBe(96);
    const a = ublAmounts(d);
    expect(a.parts).toEqual([{ charge: true, reason: 'Rounding difference', net: 1 }]);
    expect(a.lineExtension + 1).toBe(d.total - d.vat);
    expect(checkUbl(documentUbl(invoice(d)), { b2b: false }).errors).toEqual([]);
  });

  it('keeps Arabic names and escapes XML special characters, read back unchanged', () => {
    const nameEn = `Tom's "best" <honey> & herbs`;
    const nameAr = 'عسل السدر الجبلي <الملكي> & "الأصلي"';
    const d = data([line(nameEn, nameAr, 1, 5000)], {
      business: { ...business, company: 'Al "Noor" <Trading> & Sons' },
      customer: { name: "O'Neil & <Co>", phone: '', email: '', addressEn: 'Villa <7>', addressAr: '' },
    });
    const xml = documentUbl(invoice(d));
    expect(xml).not.toContain('<honey>');
    expect(xml).not.toContain('<Trading>');
    expect(xml).toContain('&lt;honey&gt; &amp; herbs');
    expect(checkUbl(xml, { b2b: true }).errors).toEqual([]);
    const inv = read(xml).Invoice;
    const item = inv['cac:InvoiceLine'][0]['cac:Item'];
    expect(item['cbc:Name']).toBe(nameEn);
    expect(item['cbc:Description']).toEqual({ '#text': nameAr, '@_languageID': 'ar' });
    expect(inv['cac:AccountingCustomerParty']['cac:Party']['cac:PartyLegalEntity']['cbc:RegistrationName']).toBe(
      'Al "Noor" <Trading> & Sons',
    );
  });

  it('the check refuses a tampered document: a wrong sum, a wrong seller TRN, another currency, broken XML', () => {
    const xml = documentUbl(invoice(data([honey], { delivery: 2500 })));
    expect(checkUbl(xml, { b2b: false }).ok).toBe(true);
    const wrongSum = xml.replace('<cbc:TaxInclusiveAmount currencyID="AED">225.00<', '<cbc:TaxInclusiveAmount currencyID="AED">225.01<');
    expect(wrongSum).not.toBe(xml);
    expect(checkUbl(wrongSum, { b2b: false }).errors.join()).toMatch(/BR-CO-15/);
    const wrongLine = xml.replace(/(<cac:InvoiceLine>[\s\S]*?<cbc:LineExtensionAmount currencyID="AED">)190\.48/, '$1190.47');
    expect(checkUbl(wrongLine, { b2b: false }).errors.join()).toMatch(/BR-CO-10/);
    const noTrn = documentUbl(invoice(data([honey], { supplier: { ...supplier, trn: '' } })));
    expect(checkUbl(noTrn, { b2b: false }).errors.join()).toMatch(/IBR-132-AE/);
    expect(checkUbl(xml.replaceAll('currencyID="AED"', 'currencyID="USD"'), { b2b: false }).errors.join()).toMatch(/R051/);
    expect(checkUbl(xml.replace('<cbc:IssueDate>2026-11-24<', '<cbc:IssueDate>24/11/2026<'), { b2b: false }).errors.join()).toMatch(
      /IBR-003/,
    );
    expect(checkUbl('<Invoice><unclosed></Invoice>', { b2b: false }).ok).toBe(false);
  });

  it("writes each party's emirate code and the payment means: in cash 10, online by card 48", () => {
    const cash = read(
      documentUbl(invoice(data([honey], { customer: { ...data([honey]).customer, addressEn: 'Villa 3, Al Nahda, Sharjah' } }))),
    );
    const address = (tree: Tree, party: string) => tree.Invoice[party]['cac:Party']['cac:PostalAddress'];
    expect(address(cash, 'cac:AccountingSupplierParty')['cbc:CountrySubentity']).toBe('DXB');
    expect(address(cash, 'cac:AccountingCustomerParty')['cbc:CountrySubentity']).toBe('SHJ');
    expect(cash.Invoice['cac:PaymentMeans']['cbc:PaymentMeansCode']).toBe('10');
    const online = read(documentUbl(invoice(data([honey], { paymentMethod: 2 }))));
    expect(online.Invoice['cac:PaymentMeans']['cbc:PaymentMeansCode']).toBe('48');
    // A credit note carries them too.
    const credit = read(documentUbl({ ...invoice(data([honey], { invoiceNumber: 7 })), kind: 'credit_note' }));
    expect(credit.CreditNote['cac:PaymentMeans']['cbc:PaymentMeansCode']).toBe('10');
    expect(credit.CreditNote['cac:AccountingSupplierParty']['cac:Party']['cac:PostalAddress']['cbc:CountrySubentity']).toBe('DXB');
  });

  it('reads the emirate from the last one an address names, in English or Arabic', () => {
    expect(emirateCode('Warehouse 2, Dubai Road, Sharjah')).toBe('SHJ');
    expect(emirateCode('Shop 4, Al Khalidiyah Tower, Khalidiyah Street, Abu Dhabi, United Arab Emirates')).toBe('AUH');
    expect(emirateCode('Villa 9, Al Jimi, Al Ain')).toBe('AUH');
    expect(emirateCode('Flat 12, Al Nakheel, RAS AL KHAIMAH')).toBe('RAK');
    expect(emirateCode('فيلا 3، الرفاع، أم القيوين')).toBe('UAQ');
    expect(emirateCode('محل 1، شارع الشيخ حمد، الفجيرة')).toBe('FUJ');
    expect(emirateCode('PO Box 12345')).toBeUndefined();
  });

  it('the check refuses a seller address naming no emirate, an unknown emirate code, and missing payment means', () => {
    const noEmirate = documentUbl(invoice(data([honey], { supplier: { ...supplier, legal_address_en: 'Shop 4, Al Wasl Road' } })));
    expect(checkUbl(noEmirate, { b2b: false }).errors.join()).toMatch(/IBR-078-AE: the seller's emirate is missing/);
    const xml = documentUbl(invoice(data([honey])));
    const unknown = xml.replace('<cbc:CountrySubentity>DXB<', '<cbc:CountrySubentity>Dubai<');
    expect(unknown).not.toBe(xml);
    expect(checkUbl(unknown, { b2b: false }).errors.join()).toMatch(/IBR-078-AE: the seller's emirate code Dubai/);
    const noMeans = xml.replace(/<cac:PaymentMeans>[\s\S]*?<\/cac:PaymentMeans>/, '');
    expect(noMeans).not.toBe(xml);
    expect(checkUbl(noMeans, { b2b: false }).errors.join()).toMatch(/SHOP-PAYMENT-MEANS/);
  });
});

describe('the console downloads a document as its e-invoice', () => {
  const w = adminSuite({ JOB_POLL_MS: 0 });
  let documentId: number;
  beforeAll(async () => {
    const region = (await w.t.db.select().from(regions).where(eq(regions.deliveryFee, 2500)).limit(1))[0]!;
    const s = await shopper(w.t.app, w.t.db, 'Mariam Al Hashemi');
    const home = await address(w.t.db, s.id, region);
    const p = await product(w.t.db, { nameEn: 'Sidr honey 500 g', nameAr: 'عسل سدر 500 غ', listPrice: 10000, salePrice: 10000, stock: 10 });
    await fillCart(w.t.db, s.id, [{ productId: p.id, quantity: 2 }]);
    const placed = await s.call(payNowCall, { address_id: home.id, wallet: 0, payment_method: 1 });
    const orderId: number = placed.body.data.order_id;
    for (const action of ['confirm', 'ship', 'deliver'])
      expect((await call(w.t.app, adminOrderMoveCall, { ...w.admin.auth, order_id: orderId, action })).body.status).toBe(true);
    const docs = await call(w.t.app, adminTaxDocumentsCall, { ...w.admin.auth, order_id: orderId });
    documentId = docs.body.data[0]!.id;
  });

  it('answers the invoice as XML named by its number, passing the check', async () => {
    const res = await call(w.t.app, adminTaxDocumentXmlCall, { ...w.admin.auth, document_id: documentId });
    expect(res.body.status).toBe(true);
    expect(res.body.data.filename).toMatch(/^INV-\d{6}\.xml$/);
    expect(checkUbl(res.body.data.xml, { b2b: false }).errors).toEqual([]);
    expect(res.body.data.xml).toContain('<cbc:TaxInclusiveAmount currencyID="AED">225.00</cbc:TaxInclusiveAmount>');
    expect(res.body.data.xml).toContain('<cbc:TaxAmount currencyID="AED">10.71</cbc:TaxAmount>');
  });

  it('refuses an unknown document with 404', async () => {
    const res = await call(w.t.app, adminTaxDocumentXmlCall, { ...w.admin.auth, document_id: 999_999 });
    expect(res.refusal).toBe('not-found');
    expect(res.statusCode).toBe(404);
    expect(res.body.status).toBe(false);
    expect(res.body.msg).toBe('Document not found');
  });

  it('refuses a customer and a guest', async () => {
    const s = await shopper(w.t.app, w.t.db, 'Not the owner');
    const asCustomer = await s.call(adminTaxDocumentXmlCall, { document_id: documentId });
    expect(asCustomer.body.status).toBe(false);
    expect(asCustomer.refusal).toBe('forbidden');
    expect(asCustomer.body.data).toBeNull();
    const asGuest = await call(w.t.app, adminTaxDocumentXmlCall, { document_id: documentId });
    expect(asGuest.body.status).toBe(false);
    expect(asGuest.refusal).toBe('wrong-key');
  });
});
