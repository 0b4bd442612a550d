// The shop's e-mails, in the customer's language, each as plain text and as simple branded HTML
// (tables and inline styles: what mail clients render reliably).
import { CODE_TTL_MINUTES, STAFF_INVITE_DAYS, type Lang, type OwnerAlertKind, type StaffRole } from '@shop/contract';
import { format } from '../../http/i18n';
import type { MailMessage } from './mailer';

export type CodeMailPurpose = 'activate' | 'reset' | 'change_email';

const brand = { en: 'Souq Al Asal', ar: 'سوق العسل' };

const texts = {
  hello: { en: 'Hello {name},', ar: 'مرحبًا {name}،' },
  helloNoName: { en: 'Hello,', ar: 'مرحبًا،' },
  validity: {
    en: `The code is valid for ${CODE_TTL_MINUTES} minutes.`,
    ar: `الرمز صالح لمدة ${CODE_TTL_MINUTES} دقائق.`,
  },
  visit: { en: 'Visit the shop', ar: 'زيارة المتجر' },
  backInStock: {
    subject: { en: '{product} is back in stock', ar: 'عاد {product} إلى المخزون' },
    lead: {
      en: 'Good news: {product}, which you asked us about, is back in stock.',
      ar: 'خبر سار: {product} الذي طلبت إعلامك به عاد إلى المخزون.',
    },
    go: { en: 'See the product', ar: 'عرض المنتج' },
    once: {
      en: 'We tell you once; stock can run out again, so do not wait too long.',
      ar: 'نُعلمك مرة واحدة فقط؛ قد ينفد المخزون مجددًا، فلا تتأخر.',
    },
  },
  ownerAlert: {
    new_order: {
      subject: { en: 'New order #{order}', ar: 'طلب جديد رقم {order}' },
      lead: { en: 'Order #{order} was placed and waits for you to confirm it.', ar: 'وصل الطلب رقم {order} وهو بانتظار تأكيدك.' },
    },
    return_request: {
      subject: { en: 'Return requested on order #{order}', ar: 'طلب إرجاع في الطلب رقم {order}' },
      lead: { en: 'A customer asked to return an item of order #{order}.', ar: 'طلب أحد العملاء إرجاع منتج من الطلب رقم {order}.' },
    },
    low_stock: {
      subject: { en: 'Low stock: {product}', ar: 'مخزون منخفض: {product}' },
      lead: { en: '{product} is down to {stock} in stock.', ar: 'انخفض مخزون {product} إلى {stock}.' },
    },
    payment_failed: {
      subject: { en: 'Payment failed on order #{order}', ar: 'تعذّر الدفع للطلب رقم {order}' },
      lead: {
        en: 'The online payment of order #{order} failed, so the order was cancelled and its stock put back.',
        ar: 'تعذّر الدفع الإلكتروني للطلب رقم {order}، فأُلغي الطلب وأُعيدت منتجاته إلى المخزون.',
      },
    },
    go: { en: 'Open it in the console', ar: 'افتحه في لوحة الإدارة' },
    why: {
      en: "This address gets the shop's alerts; change that in the console's settings.",
      ar: 'يصل هذا العنوان تنبيهات المتجر؛ يمكنك تغيير ذلك من إعدادات لوحة الإدارة.',
    },
  },
  staffInvite: {
    subject: { en: 'Join the Souq Al Asal team', ar: 'انضم إلى فريق سوق العسل' },
    lead: {
      en: '{inviter} invites you to the shop’s console as {role}.',
      ar: 'يدعوك {inviter} إلى لوحة إدارة المتجر بصفة {role}.',
    },
    go: { en: 'Accept and choose a password', ar: 'اقبل الدعوة واختر كلمة مرور' },
    valid: {
      en: `The link works for ${STAFF_INVITE_DAYS} days. If you did not expect it, ignore this e-mail.`,
      ar: `يعمل الرابط لمدة ${STAFF_INVITE_DAYS} أيام. إن لم تكن تتوقع هذه الرسالة فتجاهلها.`,
    },
    role: {
      owner: { en: 'an owner', ar: 'مالك' },
      manager: { en: 'a manager', ar: 'مدير' },
      orders: { en: 'an order handler', ar: 'مسؤول طلبات' },
      catalogue: { en: 'a catalogue editor', ar: 'محرر كتالوج' },
    } satisfies Record<StaffRole, Record<Lang, string>>,
  },
  activate: {
    subject: { en: 'Activate your Souq Al Asal account', ar: 'فعّل حسابك في سوق العسل' },
    lead: { en: 'Your activation code is:', ar: 'رمز تفعيل حسابك هو:' },
    use: {
      en: 'Enter it on the activation page to finish creating your account.',
      ar: 'أدخِل هذا الرمز في صفحة التفعيل لإكمال إنشاء حسابك.',
    },
    ignore: {
      en: 'If you did not create an account, you can ignore this e-mail.',
      ar: 'إذا لم تُنشئ حسابًا لدينا، يمكنك تجاهل هذه الرسالة.',
    },
  },
  reset: {
    subject: { en: 'Reset your Souq Al Asal password', ar: 'إعادة تعيين كلمة المرور في سوق العسل' },
    lead: { en: 'Your password reset code is:', ar: 'رمز إعادة تعيين كلمة المرور هو:' },
    use: {
      en: 'Enter it on the reset page, then choose a new password.',
      ar: 'أدخِل هذا الرمز في صفحة إعادة التعيين، ثم اختر كلمة مرور جديدة.',
    },
    ignore: {
      en: 'If you did not ask to reset your password, ignore this e-mail: your password stays as it is.',
      ar: 'إذا لم تطلب إعادة تعيين كلمة المرور، تجاهل هذه الرسالة وستبقى كلمة مرورك كما هي.',
    },
  },
  change_email: {
    subject: { en: 'Confirm your new e-mail address', ar: 'تأكيد بريدك الإلكتروني الجديد' },
    lead: { en: 'Your confirmation code is:', ar: 'رمز التأكيد الخاص بك هو:' },
    use: { en: 'Enter it in your profile to start using this address.', ar: 'أدخِل هذا الرمز في ملفك الشخصي لاعتماد هذا العنوان.' },
    ignore: {
      en: 'If you did not ask to change your e-mail address, you can ignore this e-mail.',
      ar: 'إذا لم تطلب تغيير بريدك الإلكتروني، يمكنك تجاهل هذه الرسالة.',
    },
  },
} as const;

/** Text made safe to place inside HTML. */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A paragraph of a branded mail; `html` is already escaped. */
export const paragraph = (html: string, style = '') => `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;${style}">${html}</p>`;

/** The greeting of a mail: by name when the shop knows it. */
export const greeting = (lang: Lang, name?: string | null) => (name ? format(texts.hello[lang], { name }) : texts.helloNoName[lang]);

/** The shop's mail frame around `body` (HTML): the brand bar, the page's direction, the link to the shop. */
export function brandedHtml(lang: Lang, subject: string, shopUrl: string, body: string): string {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const align = lang === 'ar' ? 'right' : 'left';
  const font = "'Inter', 'Readex Pro', 'Segoe UI', Tahoma, Arial, sans-serif";
  return `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#fbf6ec;color:#2b1a0e;font-family:${font};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fbf6ec;padding:24px 12px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#fffdf8;border-radius:16px;border:1px solid #ebdfc8;text-align:${align};" dir="${dir}">
<tr><td style="background:#d18a12;border-radius:16px 16px 0 0;padding:20px 28px;color:#fffdf8;font-size:22px;font-weight:700;">${brand[lang]}</td></tr>
<tr><td style="padding:28px;">
${body}
</td></tr>
<tr><td style="padding:16px 28px 24px;border-top:1px solid #ebdfc8;font-size:14px;color:#6f5136;">${brand[lang]} · <a href="${escapeHtml(shopUrl)}" style="color:#a8620b;">${texts.visit[lang]}</a></td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/** An amount in fils as the customer's language writes dirhams ("AED 12.50", "‏12.50 د.إ.‏"). */
export const formatAed = (fils: number, lang: Lang) =>
  new Intl.NumberFormat(lang === 'ar' ? 'ar-AE' : 'en-AE', { style: 'currency', currency: 'AED' }).format(fils / 100);

/** Products in a mail: a small picture (when there is one) beside each line's text (plain, escaped here). */
export const productLinesHtml = (lines: { text: string; image: string | null }[]) =>
  `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 20px;">${lines
    .map(
      (l) =>
        `<tr>${l.image ? `<td style="padding:4px 0;width:56px;"><img src="${escapeHtml(l.image)}" width="48" height="48" alt="" style="border-radius:8px;display:block;"></td>` : '<td></td>'}<td dir="auto" style="padding:4px 8px;font-size:15px;">${escapeHtml(l.text)}</td></tr>`,
    )
    .join('')}</table>`;

/** The mail's one call to action. */
export const buttonHtml = (href: string, label: string) =>
  `<p style="margin:0 0 20px;"><a href="${escapeHtml(href)}" style="display:inline-block;background:#d18a12;color:#fffdf8;font-weight:700;text-decoration:none;border-radius:999px;padding:12px 24px;">${escapeHtml(label)}</a></p>`;

/** The plain-text ending of every mail: the shop's name and address. */
export const signature = (lang: Lang, shopUrl: string) => [brand[lang], shopUrl, ''];

export interface CodeMailInput {
  to: string;
  lang: Lang;
  purpose: CodeMailPurpose;
  code: string;
  name?: string | null | undefined;
  /** The shop's public address, linked at the bottom. */
  shopUrl: string;
}

export function codeMail({ to, lang, purpose, code, name, shopUrl }: CodeMailInput): MailMessage {
  const t = texts[purpose];
  const hello = greeting(lang, name);
  const subject = t.subject[lang];

  const text = [
    hello,
    '',
    `${t.lead[lang]} ${code}`,
    '',
    `${t.use[lang]} ${texts.validity[lang]}`,
    '',
    t.ignore[lang],
    '',
    ...signature(lang, shopUrl),
  ].join('\n');

  const p = paragraph;
  const html = brandedHtml(
    lang,
    subject,
    shopUrl,
    `${p(escapeHtml(hello))}
${p(escapeHtml(t.lead[lang]), 'margin-bottom:8px;')}
<p dir="ltr" style="margin:0 0 20px;text-align:center;font-size:34px;font-weight:700;letter-spacing:12px;color:#6e400c;background:#fef8ec;border:1px dashed #f3bf52;border-radius:12px;padding:14px 0;">${escapeHtml(code)}</p>
${p(`${escapeHtml(t.use[lang])} ${escapeHtml(texts.validity[lang])}`)}
${p(escapeHtml(t.ignore[lang]), 'color:#6f5136;font-size:14px;')}`,
  );
  return { to, subject, text, html };
}

export interface BackInStockMailInput {
  to: string;
  lang: Lang;
  name: string;
  /** The product's name in the customer's language. */
  product: string;
  productUrl: string;
  shopUrl: string;
}

/** The one e-mail a shopper who asked to be told gets when a product is back in stock. */
export function backInStockMail({ to, lang, name, product, productUrl, shopUrl }: BackInStockMailInput): MailMessage {
  const t = texts.backInStock;
  const hello = greeting(lang, name);
  const subject = format(t.subject[lang], { product });
  const lead = format(t.lead[lang], { product });
  const text = [hello, '', lead, '', `${t.go[lang]}: ${productUrl}`, '', t.once[lang], '', ...signature(lang, shopUrl)].join('\n');
  const html = brandedHtml(
    lang,
    subject,
    shopUrl,
    `${paragraph(escapeHtml(hello))}
${paragraph(escapeHtml(lead))}
<p style="margin:0 0 20px;"><a href="${escapeHtml(productUrl)}" style="display:inline-block;background:#d18a12;color:#fffdf8;font-weight:700;text-decoration:none;border-radius:999px;padding:12px 24px;">${t.go[lang]}</a></p>
${paragraph(escapeHtml(t.once[lang]), 'color:#6f5136;font-size:14px;')}`,
  );
  return { to, subject, text, html };
}

export interface StaffInviteMailInput {
  to: string;
  lang: Lang;
  name: string;
  inviter: string;
  role: StaffRole;
  /** The console's /admin/join page with the invitation's token. */
  joinUrl: string;
  shopUrl: string;
}

/** The invitation to join the staff: who invites, as what, and the link to accept it. */
export function staffInviteMail({ to, lang, name, inviter, role, joinUrl, shopUrl }: StaffInviteMailInput): MailMessage {
  const t = texts.staffInvite;
  const hello = greeting(lang, name);
  const lead = format(t.lead[lang], { inviter, role: t.role[role][lang] });
  const subject = t.subject[lang];
  const text = [hello, '', lead, '', `${t.go[lang]}: ${joinUrl}`, '', t.valid[lang], '', ...signature(lang, shopUrl)].join('\n');
  const html = brandedHtml(
    lang,
    subject,
    shopUrl,
    `${paragraph(escapeHtml(hello))}
${paragraph(escapeHtml(lead))}
${buttonHtml(joinUrl, t.go[lang])}
${paragraph(escapeHtml(t.valid[lang]), 'color:#6f5136;font-size:14px;')}`,
  );
  return { to, subject, text, html };
}

export interface OwnerAlertMailInput {
  to: string;
  lang: Lang;
  kind: OwnerAlertKind;
  /** The order's number (order kinds), the product's name in `lang` and its stock (low stock). */
  order: number | null;
  product: string;
  stock: number;
  /** The alert's page in the console: its order's or its product's. */
  consoleUrl: string;
  shopUrl: string;
}

/** The owner's e-mail about one alert: what happened, in one line, and the console page to act on it. */
export function ownerAlertMail({ to, lang, kind, order, product, stock, consoleUrl, shopUrl }: OwnerAlertMailInput): MailMessage {
  const t = texts.ownerAlert;
  const params = { order: order ?? '', product, stock };
  const subject = format(t[kind].subject[lang], params);
  const lead = format(t[kind].lead[lang], params);
  const text = [lead, '', `${t.go[lang]}: ${consoleUrl}`, '', t.why[lang], '', ...signature(lang, shopUrl)].join('\n');
  const html = brandedHtml(
    lang,
    subject,
    shopUrl,
    `${paragraph(escapeHtml(lead))}
${buttonHtml(consoleUrl, t.go[lang])}
${paragraph(escapeHtml(t.why[lang]), 'color:#6f5136;font-size:14px;')}`,
  );
  return { to, subject, text, html };
}
