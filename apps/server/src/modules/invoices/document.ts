// An issued tax document as a printable A4 page in both languages, English reading from the left and
// Arabic from the right on the same sheet, as UAE tax invoices usually are. The page is turned into a PDF by
// pdf.ts; the fonts are the storefront's own, embedded, so the Arabic is shaped the same on any machine.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { shopDate } from '@shop/contract';
import { escapeHtml } from '../../integrations/mail/templates';
import type { taxDocuments } from '../../db/schema';
import type { TaxDocumentData, TaxDocumentKind } from './issue';
import type { PdfPrinter } from './pdf';

const TITLES: Record<TaxDocumentKind, { en: string; ar: string; prefix: string }> = {
  invoice: { en: 'Tax Invoice', ar: 'فاتورة ضريبية', prefix: 'INV' },
  credit_note: { en: 'Tax Credit Note', ar: 'إشعار دائن ضريبي', prefix: 'CN' },
};

/** INV-000042, CN-000007: the number as printed and as the file is named. */
export const documentNumber = (kind: TaxDocumentKind, number: number) => `${TITLES[kind].prefix}-${String(number).padStart(6, '0')}`;

const aed = new Intl.NumberFormat('en-AE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const money = (fils: number) => aed.format(fils / 100);

let fontFaces: string | undefined;
/** The storefront's fonts (Inter for Latin, Readex Pro for Arabic) as data URLs, read once. */
function fonts(): string {
  if (fontFaces) return fontFaces;
  const require = createRequire(import.meta.url);
  const face = (family: string, file: string) => {
    const data = fs.readFileSync(require.resolve(file)).toString('base64');
    return `@font-face{font-family:'${family}';font-weight:100 900;src:url(data:font/woff2;base64,${data}) format('woff2');}`;
  };
  fontFaces =
    face('Inter', '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2') +
    face('Readex Pro', '@fontsource-variable/readex-pro/files/readex-pro-arabic-wght-normal.woff2');
  return fontFaces;
}

/** A label in both languages: English at the start of the row, Arabic at its end. */
const both = (en: string, ar: string) =>
  `<span class="pair"><span class="en">${escapeHtml(en)}</span><span class="ar" lang="ar" dir="rtl">${escapeHtml(ar)}</span></span>`;

/** A number or date inside Arabic text, kept left to right (else the bidi rules show 2026-11-24 as 24-11-2026). */
const ltr = (value: string | number) => `\u2066${value}\u2069`;

const PAYMENT = { 1: { en: 'Cash on delivery', ar: 'الدفع عند الاستلام' }, 2: { en: 'Paid online', ar: 'مدفوع إلكترونياً' } } as const;

/** A B2B buyer: the company, its address in both languages and its TRN, above the person who ordered. */
const businessBuyer = (b: NonNullable<TaxDocumentData['business']>) => `    <div dir="auto"><strong>${escapeHtml(b.company)}</strong></div>
    <div>${escapeHtml(b.addressEn)}</div>
    <div class="ar" lang="ar" dir="rtl">${escapeHtml(b.addressAr)}</div>
    <p>${both(`TRN: ${b.trn}`, `الرقم الضريبي: ${ltr(b.trn)}`)}</p>`;

export interface PrintedDocument {
  kind: TaxDocumentKind;
  number: number;
  issuedAt: Date;
  data: TaxDocumentData;
}

export function documentHtml({ kind, number, issuedAt, data }: PrintedDocument): string {
  const title = TITLES[kind];
  const issued = shopDate(issuedAt);
  const s = data.supplier;
  const payment = PAYMENT[data.paymentMethod as 1 | 2] ?? PAYMENT[1];
  const net = data.total - data.vat;
  const rows = data.lines
    .map(
      (l, i) => `<tr>
  <td class="num">${i + 1}</td>
  <td><div>${escapeHtml(l.nameEn)}</div><div class="ar" lang="ar" dir="rtl">${escapeHtml(l.nameAr)}</div></td>
  <td class="num">${l.quantity}</td>
  <td class="num">${money(l.unitPrice - Math.round(l.vat / l.quantity))}</td>
  <td class="num">${money(l.total - l.vat)}</td>
  <td class="num">${money(l.vat)}</td>
  <td class="num">${money(l.total)}</td>
</tr>`,
    )
    .join('\n');
  const total = (en: string, ar: string, fils: number, cls = '') =>
    `<tr class="${cls}"><th>${both(en, ar)}</th><td class="num">${money(fils)}</td></tr>`;
  const refersTo =
    data.invoiceNumber !== undefined
      ? `<p class="refers">${both(`Refers to tax invoice ${documentNumber('invoice', data.invoiceNumber)}: ${data.reasonEn ?? ''}`, `مرتبط بالفاتورة الضريبية ${ltr(documentNumber('invoice', data.invoiceNumber))}: ${data.reasonAr ?? ''}`)}</p>`
      : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${title.en} ${documentNumber(kind, number)}</title>
<style>
${fonts()}
@page { size: A4; margin: 16mm 14mm; }
* { box-sizing: border-box; }
body { font-family: 'Inter', 'Readex Pro', sans-serif; font-size: 10pt; color: #1f1a14; margin: 0; }
.ar { display: block; font-family: 'Readex Pro', 'Inter', sans-serif; text-align: right; }
/* A label in both languages: English at the left, Arabic at the right of the same row. */
.pair { display: flex; justify-content: space-between; gap: 8px; }
.pair .ar { display: inline; }
/* Column titles and the boxes' lines are narrow: there the Arabic goes under the English. */
.lines .pair, .box p .pair { display: block; }
.lines .pair .ar, .box p .pair .ar { display: block; }
.lines th.num .ar { text-align: right; }
p { margin: 3px 0; }
header { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 2px solid #b7791f; padding-bottom: 8px; }
h1 { font-size: 18pt; margin: 0; color: #6e400c; }
h1 .ar { font-size: 18pt; }
.meta { margin: 10px 0; display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
.box { border: 1px solid #e5d3b3; border-radius: 6px; padding: 8px 10px; }
.box h2 { font-size: 9pt; margin: 0 0 4px; color: #6e400c; text-transform: uppercase; letter-spacing: .04em; }
.box h2 .ar { text-transform: none; letter-spacing: 0; }
table { width: 100%; border-collapse: collapse; margin-top: 10px; }
.lines { table-layout: fixed; }
.lines th { background: #fef3dc; font-size: 7.5pt; padding: 5px; text-align: left; vertical-align: bottom; }
.lines th.num { text-align: right; white-space: normal; }
.lines .n { width: 5%; }
.lines .d { width: 32%; }
.lines th .ar { text-align: inherit; }
.lines td { border-bottom: 1px solid #eadfca; padding: 5px; vertical-align: top; }
.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.totals { width: 60%; margin-left: auto; }
.totals th { text-align: left; padding: 4px 5px; font-weight: 500; }
.totals td { padding: 4px 5px; }
.totals .grand th, .totals .grand td { font-weight: 700; border-top: 2px solid #b7791f; font-size: 11pt; }
.refers { margin: 8px 0 0; padding: 6px 10px; background: #fef8ec; border-radius: 6px; }
footer { margin-top: 16px; font-size: 8pt; color: #6b5b45; }
</style>
</head>
<body>
<header>
  <div><strong>${escapeHtml(s.legal_name_en)}</strong><div class="ar" lang="ar" dir="rtl" style="text-align:left">${escapeHtml(s.legal_name_ar)}</div></div>
  <h1>${both(title.en, title.ar)}</h1>
</header>
${refersTo}
<div class="meta">
  <div class="box">
    <h2>${both('Supplier', 'المورّد')}</h2>
    <div>${escapeHtml(s.legal_name_en)}</div>
    <div>${escapeHtml(s.legal_address_en)}</div>
    <div class="ar" lang="ar" dir="rtl">${escapeHtml(s.legal_address_ar)}</div>
    <p>${both(`TRN: ${s.trn}`, `الرقم الضريبي: ${ltr(s.trn)}`)}</p>
  </div>
  <div class="box">
    <h2>${both('Customer', 'العميل')}</h2>
${data.business ? businessBuyer(data.business) : ''}
    <div dir="auto">${escapeHtml(data.customer.name)}</div>
    <div dir="auto">${escapeHtml(data.customer.addressEn)}</div>
    <div dir="ltr">${escapeHtml(data.customer.phone)} · ${escapeHtml(data.customer.email)}</div>
  </div>
  <div class="box">
    <p>${both(`Number: ${documentNumber(kind, number)}`, `الرقم: ${ltr(documentNumber(kind, number))}`)}</p>
    <p>${both(`Date of issue: ${issued}`, `تاريخ الإصدار: ${ltr(issued)}`)}</p>
  </div>
  <div class="box">
    <p>${both(`Order: #${data.orderId} of ${data.orderDate}`, `الطلب: ${ltr(`#${data.orderId}`)} بتاريخ ${ltr(data.orderDate)}`)}</p>
    <p>${both(`Payment: ${payment.en}`, `الدفع: ${payment.ar}`)}</p>
  </div>
</div>
<table class="lines">
  <thead><tr>
    <th class="num n">#</th>
    <th class="d">${both('Description', 'الوصف')}</th>
    <th class="num">${both('Qty', 'الكمية')}</th>
    <th class="num">${both('Unit price excl. VAT', 'سعر الوحدة قبل الضريبة')}</th>
    <th class="num">${both('Amount excl. VAT', 'المبلغ قبل الضريبة')}</th>
    <th class="num">${both(`VAT ${data.vatPercent}%`, `الضريبة ${data.vatPercent}٪`)}</th>
    <th class="num">${both('Amount incl. VAT (AED)', 'المبلغ شامل الضريبة (د.إ)')}</th>
  </tr></thead>
  <tbody>
${rows}
  </tbody>
</table>
<table class="totals">
${data.discount > 0 ? total('Discount (coupon)', 'الخصم (قسيمة)', -data.discount) : ''}
${data.delivery > 0 ? total('Delivery', 'التوصيل', data.delivery) : ''}
${data.codFee ? total('Cash on delivery fee', 'رسوم الدفع عند الاستلام', data.codFee) : ''}
${total('Total excl. VAT', 'الإجمالي قبل الضريبة', net)}
${total(`VAT ${data.vatPercent}%`, `ضريبة القيمة المضافة ${data.vatPercent}٪`, data.vat)}
${total(kind === 'invoice' ? 'Total due (AED)' : 'Total credited (AED)', kind === 'invoice' ? 'الإجمالي المستحق (د.إ)' : 'إجمالي المبلغ المردود (د.إ)', data.total, 'grand')}
</table>
<footer>${both('Amounts in UAE dirhams (AED). Prices include VAT.', 'المبالغ بالدرهم الإماراتي. الأسعار شاملة ضريبة القيمة المضافة.')}</footer>
</body>
</html>`;
}

/** A stored document (a row of tax_documents) printed as its PDF: for the download calls and the e-mails. */
export const printDocument = (printer: PdfPrinter, doc: typeof taxDocuments.$inferSelect): Promise<Buffer> =>
  printer.print(documentHtml({ kind: doc.kind, number: doc.number, issuedAt: doc.issuedAt, data: doc.data as TaxDocumentData }));
