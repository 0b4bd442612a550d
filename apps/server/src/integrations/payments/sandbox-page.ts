// The sandbox gateway's hosted card page: GET /sandbox-pay/{invoiceId} shows the invoice and a card form (or,
// for an Apple Pay or Google Pay invoice, a stand-in for the wallet's sheet: confirm, decline or cancel);
// POST checks the card (Luhn, expiry, CVV), records the attempt and redirects back like MyFatoorah
// (/paymentsuccess?paymentId=… or /paymenterror?paymentId=…). Plain HTML and CSS with no script at all,
// so it runs under the shop's Content-Security-Policy (script-src 'self').
import type { FastifyInstance, FastifyReply } from 'fastify';
import { asciiDigits, type Lang } from '@shop/contract';
import { langFromHeader, pathInLanguage, type Msg } from '../../http/i18n';
import { cardBrand, expiryValid, luhnValid, SANDBOX_CARDS, type SandboxGateway, type SandboxInvoice } from './sandbox';

/** The wallet an invoice was made for, by MyFatoorah's name of it; null for a card invoice. */
const walletOf = (invoice: SandboxInvoice): 'Apple Pay' | 'Google Pay' | null =>
  invoice.PayWith === 'ApplePay' ? 'Apple Pay' : invoice.PayWith === 'GooglePay' ? 'Google Pay' : null;
const withWallet = (text: string, wallet: string) => text.replaceAll('{wallet}', wallet);

const t = {
  title: { en: 'Secure card payment', ar: 'دفع آمن بالبطاقة' },
  merchant: { en: 'Souq Al Asal', ar: 'سوق العسل' },
  sandbox: { en: 'Test payment — no real money is charged', ar: 'دفع تجريبي — لن يُخصم أي مبلغ حقيقي' },
  amount: { en: 'Amount to pay', ar: 'المبلغ المطلوب' },
  order: { en: 'Order', ar: 'الطلب' },
  invoice: { en: 'Invoice', ar: 'الفاتورة' },
  aed: { en: 'AED', ar: 'د.إ' },
  cardNumber: { en: 'Card number', ar: 'رقم البطاقة' },
  expiry: { en: 'Expiry (MM/YY)', ar: 'تاريخ الانتهاء (شهر/سنة)' },
  cvv: { en: 'CVV', ar: 'رمز التحقق (CVV)' },
  holder: { en: 'Name on card', ar: 'الاسم على البطاقة' },
  pay: { en: 'Pay {amount} AED', ar: 'ادفع {amount} د.إ' },
  cancel: { en: 'Cancel and return to the shop', ar: 'إلغاء والعودة إلى المتجر' },
  accepted: { en: 'We accept Visa and MasterCard', ar: 'نقبل بطاقات فيزا وماستركارد' },
  testCards: { en: 'Test cards', ar: 'بطاقات الاختبار' },
  testCardsHint: {
    en: 'Use any future expiry date, any 3-digit CVV and any name.',
    ar: 'استخدم أي تاريخ انتهاء مستقبلي وأي رمز تحقق من 3 أرقام وأي اسم.',
  },
  approved: { en: 'Approved', ar: 'مقبولة' },
  declined: { en: 'Declined', ar: 'مرفوضة' },
  notFound: { en: 'This invoice does not exist.', ar: 'هذه الفاتورة غير موجودة.' },
  closed: { en: 'This invoice can no longer be paid.', ar: 'لم يعد بالإمكان دفع هذه الفاتورة.' },
  paid: { en: 'This invoice has already been paid.', ar: 'تم دفع هذه الفاتورة بالفعل.' },
  backToShop: { en: 'Back to the shop', ar: 'العودة إلى المتجر' },
  fixErrors: { en: 'Please check the card details.', ar: 'يرجى التحقق من بيانات البطاقة.' },
  badNumber: { en: 'Enter a valid card number.', ar: 'أدخل رقم بطاقة صحيحًا.' },
  badBrand: { en: 'Only Visa and MasterCard are accepted.', ar: 'نقبل فيزا وماستركارد فقط.' },
  unknownCard: {
    en: 'This is a test page: use one of the test cards listed below.',
    ar: 'هذه صفحة اختبار: استخدم إحدى بطاقات الاختبار المذكورة أدناه.',
  },
  badExpiry: { en: 'Enter a valid expiry date that has not passed (MM/YY).', ar: 'أدخل تاريخ انتهاء صحيحًا لم يمضِ بعد (شهر/سنة).' },
  badCvv: { en: 'Enter the 3-digit code on the back of the card.', ar: 'أدخل الرمز المكون من 3 أرقام على ظهر البطاقة.' },
  badHolder: { en: 'Enter the name on the card.', ar: 'أدخل الاسم كما هو على البطاقة.' },
  otherLang: { en: 'العربية', ar: 'English' },
  walletTitle: { en: 'Pay with {wallet}', ar: 'الدفع عبر {wallet}' },
  walletNote: {
    en: "Test payment: this page stands in for the {wallet} sheet of the shopper's phone.",
    ar: 'دفع تجريبي: هذه الصفحة تقوم مقام نافذة {wallet} في هاتف المتسوق.',
  },
  walletConfirm: { en: 'Confirm with {wallet}', ar: 'تأكيد الدفع عبر {wallet}' },
  walletDecline: { en: 'Simulate a declined payment', ar: 'محاكاة رفض الدفع' },
} satisfies Record<string, Msg>;

type Field = 'card_number' | 'expiry' | 'cvv' | 'holder';
interface FormState {
  values: Partial<Record<Field, string>>;
  errors: Partial<Record<Field, Msg>>;
}

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const money = (aed: number) => aed.toFixed(2);
const groupDigits = (n: string) => n.replace(/(\d{4})(?=\d)/g, '$1 ');

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:#f7f1e6;color:#3b2a1a;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Tahoma,"Noto Sans Arabic",sans-serif;display:flex;justify-content:center;padding:24px 12px}
main{width:100%;max-width:440px}
.bar{display:flex;justify-content:space-between;align-items:center;margin-bottom:12px;font-size:14px}
.bar a{color:#7a4f12;min-height:44px;display:inline-flex;align-items:center;padding:0 8px}
.lock{display:inline-flex;gap:6px;align-items:center;color:#2f6b3a;font-weight:600}
.card{background:#fff;border-radius:16px;box-shadow:0 6px 24px rgba(59,42,26,.12);overflow:hidden}
.head{background:linear-gradient(135deg,#c98a1b,#e0a93b);color:#fff;padding:20px 24px}
.head h1{margin:0;font-size:18px;font-weight:600}
.head .amount{font-size:32px;font-weight:700;margin-top:6px;letter-spacing:.5px}
.head .meta{font-size:13px;opacity:.92}
.badge{display:block;margin:0;background:#fff6e0;color:#7a4f12;border-bottom:1px solid #f0dfb8;padding:8px 24px;font-size:13px}
form,.body{padding:20px 24px 24px}
label{display:block;font-size:14px;font-weight:600;margin:14px 0 6px}
input{width:100%;min-height:48px;border:1px solid #d8cbb4;border-radius:10px;padding:10px 12px;font:inherit;background:#fffdf8;color:inherit;direction:ltr;text-align:start}
input:focus{outline:3px solid #e0a93b;outline-offset:1px;border-color:#c98a1b}
.row{display:flex;gap:12px}.row>div{flex:1}
.err{color:#b42318;font-size:13px;margin-top:4px}
.alert{background:#fdecea;color:#b42318;border-radius:10px;padding:10px 12px;font-size:14px}
.pay{width:100%;min-height:52px;margin-top:22px;border:0;border-radius:12px;background:#2f6b3a;color:#fff;font:inherit;font-weight:700;font-size:17px;cursor:pointer}
.pay:hover{background:#255530}
.pay:focus-visible,.cancel:focus-visible,.bar a:focus-visible,.body a:focus-visible{outline:3px solid #e0a93b;outline-offset:2px}
.cancel{width:100%;min-height:44px;margin-top:10px;border:0;background:none;color:#7a4f12;font:inherit;text-decoration:underline;cursor:pointer}
.brands{display:flex;gap:8px;align-items:center;justify-content:center;margin-top:14px;font-size:13px;color:#6b5a48}
.brand{border:1px solid #d8cbb4;border-radius:6px;padding:2px 8px;font-weight:700;font-size:12px;direction:ltr}
.visa{color:#1a1f71}.mc{color:#eb001b}
.tests{margin-top:18px;background:#fff;border-radius:16px;padding:16px 24px;box-shadow:0 2px 10px rgba(59,42,26,.08);font-size:14px}
.tests h2{font-size:15px;margin:0 0 8px}
.tests table{width:100%;border-collapse:collapse}
.tests td{padding:6px 0;padding-inline-end:12px;border-top:1px solid #efe6d6}
.tests td:last-child{padding-inline-end:0;text-align:end}
.tests td.num{font-family:ui-monospace,Menlo,Consolas,monospace;direction:ltr;text-align:start;padding-inline:12px}
.ok{color:#2f6b3a;font-weight:600}.no{color:#b42318;font-weight:600}
.body p{margin:0 0 12px}
.wallet-title{margin:0 0 8px;font-size:20px}.wallet-title .brand{font-size:18px;padding:4px 12px;color:#111}
.body a{color:#7a4f12;font-weight:600}
`;

/** A sandbox page (the card page's, Tabby's) in the shop's colours: plain HTML and CSS, mirrored in Arabic. */
export function sandboxPage(lang: Lang, title: string, content: string): string {
  return `<!doctype html>
<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body><main>${content}</main></body>
</html>`;
}

function header(lang: Lang, invoice: SandboxInvoice, otherLangHref: string): string {
  const other: Lang = lang === 'ar' ? 'en' : 'ar';
  return `<div class="bar"><span class="lock" aria-hidden="true">&#128274; ${escapeHtml(t.title[lang])}</span><a href="${escapeHtml(otherLangHref)}" lang="${other}">${t.otherLang[lang]}</a></div>
<div class="card">
<div class="head"><h1>${escapeHtml(t.merchant[lang])}</h1>
<div class="meta">${escapeHtml(t.amount[lang])}</div>
<div class="amount" dir="ltr">${money(invoice.InvoiceValue)} ${escapeHtml(t.aed[lang])}</div>
<div class="meta">${escapeHtml(t.order[lang])} #${escapeHtml(invoice.CustomerReference)} · ${escapeHtml(t.invoice[lang])} ${escapeHtml(invoice.InvoiceId)}</div></div>
<p class="badge" role="note">${escapeHtml(t.sandbox[lang])}</p>`;
}

function testCards(lang: Lang): string {
  const rows = SANDBOX_CARDS.map(
    (c) =>
      `<tr><td>${c.brand}</td><td class="num">${groupDigits(c.number)}</td><td class="${c.result === 'approved' ? 'ok' : 'no'}">${escapeHtml(t[c.result][lang])}</td></tr>`,
  ).join('');
  return `<section class="tests" aria-labelledby="tests-title"><h2 id="tests-title">${escapeHtml(t.testCards[lang])}</h2><table>${rows}</table><p>${escapeHtml(t.testCardsHint[lang])}</p></section>`;
}

function field(lang: Lang, state: FormState, name: Field, label: Msg, attrs: string): string {
  const error = state.errors[name];
  const id = `f-${name}`;
  return `<label for="${id}">${escapeHtml(label[lang])}</label>
<input id="${id}" name="${name}" ${attrs} value="${escapeHtml(state.values[name] ?? '')}"${error ? ` aria-invalid="true" aria-describedby="${id}-err"` : ''}>
${error ? `<div class="err" id="${id}-err">${escapeHtml(error[lang])}</div>` : ''}`;
}

function cardPage(lang: Lang, invoice: SandboxInvoice, state: FormState, generalError?: Msg): string {
  const action = `/sandbox-pay/${encodeURIComponent(invoice.InvoiceId)}`;
  const form = `<form method="post" action="${action}" novalidate>
<input type="hidden" name="lang" value="${lang}">
${generalError ? `<p class="alert" role="alert">${escapeHtml(generalError[lang])}</p>` : ''}
${field(lang, state, 'card_number', t.cardNumber, 'inputmode="numeric" autocomplete="cc-number" placeholder="1234 5678 9012 3456" maxlength="23" required')}
<div class="row"><div>${field(lang, state, 'expiry', t.expiry, 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="7" required')}</div>
<div>${field(lang, state, 'cvv', t.cvv, 'inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4" required')}</div></div>
${field(lang, state, 'holder', t.holder, 'autocomplete="cc-name" maxlength="80" required')}
<button class="pay" type="submit" name="action" value="pay">${escapeHtml(t.pay[lang].replace('{amount}', money(invoice.InvoiceValue)))}</button>
<button class="cancel" type="submit" name="action" value="cancel" formnovalidate>${escapeHtml(t.cancel[lang])}</button>
<div class="brands"><span>${escapeHtml(t.accepted[lang])}</span><span class="brand visa">VISA</span><span class="brand mc">MasterCard</span></div>
</form>`;
  return sandboxPage(
    lang,
    `${t.title[lang]} · ${t.merchant[lang]}`,
    `${header(lang, invoice, `${action}?lang=${lang === 'ar' ? 'en' : 'ar'}`)}${form}</div>${testCards(lang)}`,
  );
}

function walletPage(lang: Lang, invoice: SandboxInvoice, wallet: string): string {
  const action = `/sandbox-pay/${encodeURIComponent(invoice.InvoiceId)}`;
  const form = `<form method="post" action="${action}">
<input type="hidden" name="lang" value="${lang}">
<h2 class="wallet-title"><span class="brand" dir="ltr">${escapeHtml(wallet)}</span></h2>
<p>${escapeHtml(withWallet(t.walletNote[lang], wallet))}</p>
<button class="pay" type="submit" name="action" value="wallet_approve">${escapeHtml(withWallet(t.walletConfirm[lang], wallet))}</button>
<button class="cancel" type="submit" name="action" value="wallet_decline">${escapeHtml(t.walletDecline[lang])}</button>
<button class="cancel" type="submit" name="action" value="cancel">${escapeHtml(t.cancel[lang])}</button>
</form>`;
  const title = withWallet(t.walletTitle[lang], wallet);
  return sandboxPage(
    lang,
    `${title} · ${t.merchant[lang]}`,
    `${header(lang, invoice, `${action}?lang=${lang === 'ar' ? 'en' : 'ar'}`)}${form}</div>`,
  );
}

function messagePage(lang: Lang, invoice: SandboxInvoice | null, text: Msg): string {
  // Back to the shop's home in the language the shopper left it in.
  const shop = invoice ? new URL(pathInLanguage('/', invoice.Language), invoice.CallBackUrl).href : '/';
  const body = `<div class="body"><p>${escapeHtml(text[lang])}</p><a href="${escapeHtml(shop)}">${escapeHtml(t.backToShop[lang])}</a></div>`;
  const content = invoice
    ? `${header(lang, invoice, `/sandbox-pay/${encodeURIComponent(invoice.InvoiceId)}?lang=${lang === 'ar' ? 'en' : 'ar'}`)}${body}</div>`
    : `<div class="card">${body}</div>`;
  return sandboxPage(lang, t.title[lang], content);
}

function pageLang(query: unknown, fallback: string | undefined, header: string | string[] | undefined): Lang {
  const asked = (query as { lang?: unknown } | undefined)?.lang;
  if (asked === 'ar' || asked === 'en') return asked;
  if (fallback === 'ar' || fallback === 'en') return fallback;
  return langFromHeader(header);
}

export function sendHtml(reply: FastifyReply, code: number, html: string) {
  return reply.code(code).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/** Checks the submitted card; the errors by field, or the card's digits and brand. */
function readCard(body: Record<string, unknown>, now: Date) {
  const value = (k: Field) => (typeof body[k] === 'string' ? (body[k] as string).trim() : '');
  const values = { card_number: value('card_number'), expiry: asciiDigits(value('expiry')), cvv: value('cvv'), holder: value('holder') };
  const digits = asciiDigits(values.card_number).replace(/[\s-]/g, '');
  const errors: FormState['errors'] = {};
  const brand = cardBrand(digits);
  if (!luhnValid(digits)) errors.card_number = t.badNumber;
  else if (!brand) errors.card_number = t.badBrand;
  if (!expiryValid(values.expiry, now)) errors.expiry = t.badExpiry;
  if (!/^\d{3}$/.test(asciiDigits(values.cvv))) errors.cvv = t.badCvv;
  if (values.holder.length < 2) errors.holder = t.badHolder;
  // The CVV is never shown again.
  return { state: { values: { ...values, cvv: '' }, errors }, digits, brand };
}

export function sandboxPayRoutes(app: FastifyInstance, sandbox: SandboxGateway) {
  app.get<{ Params: { invoiceId: string } }>('/sandbox-pay/:invoiceId', async (req, reply) => {
    const found = await sandbox.findInvoice(req.params.invoiceId);
    const lang = pageLang(req.query, found?.invoice.Language, req.headers['accept-language']);
    if (!found) return sendHtml(reply, 404, messagePage(lang, null, t.notFound));
    if (!found.payable)
      return sendHtml(reply, 410, messagePage(lang, found.invoice, found.invoice.InvoiceStatus === 'Paid' ? t.paid : t.closed));
    const wallet = walletOf(found.invoice);
    return sendHtml(
      reply,
      200,
      wallet ? walletPage(lang, found.invoice, wallet) : cardPage(lang, found.invoice, { values: {}, errors: {} }),
    );
  });

  app.post<{ Params: { invoiceId: string } }>('/sandbox-pay/:invoiceId', async (req, reply) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const found = await sandbox.findInvoice(req.params.invoiceId);
    const lang = pageLang(body, found?.invoice.Language, req.headers['accept-language']);
    if (!found) return sendHtml(reply, 404, messagePage(lang, null, t.notFound));
    const closed = () => sendHtml(reply, 410, messagePage(lang, found.invoice, found.invoice.InvoiceStatus === 'Paid' ? t.paid : t.closed));
    if (!found.payable) return closed();

    if (body.action === 'cancel') {
      const back = await sandbox.recordAttempt(found.invoice.InvoiceId, { result: 'canceled', cardNumber: '', gateway: '' });
      return back ? reply.redirect(back, 303) : closed();
    }
    const wallet = walletOf(found.invoice);
    if (wallet) {
      if (body.action !== 'wallet_approve' && body.action !== 'wallet_decline')
        return sendHtml(reply, 422, walletPage(lang, found.invoice, wallet));
      const result = body.action === 'wallet_approve' ? 'approved' : 'declined';
      const back = await sandbox.recordAttempt(found.invoice.InvoiceId, { result, cardNumber: '', gateway: wallet });
      return back ? reply.redirect(back, 303) : closed();
    }
    const { state, digits, brand } = readCard(body, new Date());
    if (Object.keys(state.errors).length > 0 || !brand) return sendHtml(reply, 422, cardPage(lang, found.invoice, state, t.fixErrors));
    const known = SANDBOX_CARDS.find((c) => c.number === digits);
    if (!known) return sendHtml(reply, 422, cardPage(lang, found.invoice, state, t.unknownCard));
    const back = await sandbox.recordAttempt(found.invoice.InvoiceId, { result: known.result, cardNumber: digits, gateway: 'VISA/MASTER' });
    return back ? reply.redirect(back, 303) : closed();
  });
}
