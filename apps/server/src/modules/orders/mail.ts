// The customer's e-mails about their order: confirmed (placed), on its way, delivered, cancelled. Each is a job
// queued in the transaction that changed the status (status.ts), so a change that rolled back mails nothing
// and a failed send is retried. An order's tax invoice travels with the e-mail of the status change that
// issued it (placed for a card or wallet payment, delivered for cash), recognised by being written in the
// same transaction: both rows carry that transaction's now().
import { and, asc, eq, sql } from 'drizzle-orm';
import { LOCAL_DELIVERY_DAYS, mediaUrl, ORDER_STATUS, RETURN_WINDOW_DAYS, type Lang, type Shipment } from '@shop/contract';
import { orderItems, orderStatusHistory, orders, taxDocuments, users } from '../../db/schema';
import { format, localized, type Msg, pathInLanguage } from '../../http/i18n';
import type { MailMessage } from '../../integrations/mail/mailer';
import {
  brandedHtml,
  buttonHtml,
  escapeHtml,
  formatAed,
  greeting,
  paragraph,
  productLinesHtml,
  signature,
} from '../../integrations/mail/templates';
import type { TaxDocumentMailDeps } from '../invoices/mail';
import { documentNumber, printDocument } from '../invoices/document';
import { cashToCollect } from './cash';
import { shipmentOf } from './shipment';
import { pickupOf } from '../pickup/service';

/** The statuses a customer is mailed about, with the subject and the first paragraph. */
const MAILS: Partial<Record<number, { subject: Msg; lead: Msg }>> = {
  [ORDER_STATUS.placed]: {
    subject: { en: 'Order #{id} is confirmed', ar: 'تم تأكيد طلبك رقم {id}' },
    lead: {
      en: 'Thank you for your order. We are preparing it; it arrives in {from} to {to} business days.',
      ar: 'شكرًا لطلبك. نحن نجهزه الآن، ويصلك خلال {from} إلى {to} أيام عمل.',
    },
  },
  [ORDER_STATUS.shipped]: {
    subject: { en: 'Order #{id} is on its way', ar: 'طلبك رقم {id} في الطريق إليك' },
    lead: { en: 'Your order has left our shop and is on its way to you.', ar: 'غادر طلبك متجرنا وهو في الطريق إليك.' },
  },
  [ORDER_STATUS.delivered]: {
    subject: { en: 'Order #{id} was delivered', ar: 'تم توصيل طلبك رقم {id}' },
    lead: {
      en: 'Your order was delivered. We hope you enjoy it: you can rate its products from your orders, and return an item within {days} days.',
      ar: 'تم توصيل طلبك، ونتمنى أن ينال إعجابك. يمكنك تقييم منتجاته من صفحة طلباتك، وإرجاع أي منتج خلال {days} يومًا.',
    },
  },
  [ORDER_STATUS.cancelled]: {
    subject: { en: 'Order #{id} was cancelled', ar: 'تم إلغاء طلبك رقم {id}' },
    lead: {
      en: 'Your order was cancelled. Anything you paid for it comes back to you as shown on the order.',
      ar: 'تم إلغاء طلبك. أي مبلغ دفعته مقابله يعود إليك كما هو موضح في صفحة الطلب.',
    },
  },
};

/** A pickup order's mails where they differ: ready for pickup rather than on its way, collected rather than delivered. */
const PICKUP_MAILS: Partial<Record<number, { subject: Msg; lead: Msg }>> = {
  [ORDER_STATUS.placed]: {
    subject: MAILS[ORDER_STATUS.placed]!.subject,
    lead: {
      en: 'Thank you for your order. We are preparing it and will e-mail you when it is ready to collect at {branch}.',
      ar: 'شكرًا لطلبك. نحن نجهزه الآن، وسنراسلك حين يصبح جاهزًا للاستلام من {branch}.',
    },
  },
  [ORDER_STATUS.shipped]: {
    subject: { en: 'Order #{id} is ready for pickup', ar: 'طلبك رقم {id} جاهز للاستلام' },
    lead: {
      en: 'Your order is ready to collect at {branch}. Show your pickup code at the counter.',
      ar: 'طلبك جاهز للاستلام من {branch}. اعرض رمز الاستلام عند الاستلام.',
    },
  },
  [ORDER_STATUS.delivered]: {
    subject: { en: 'Order #{id} was collected', ar: 'تم استلام طلبك رقم {id}' },
    lead: {
      en: 'You collected your order. We hope you enjoy it: you can rate its products from your orders, and return an item within {days} days.',
      ar: 'تم استلام طلبك، ونتمنى أن ينال إعجابك. يمكنك تقييم منتجاته من صفحة طلباتك، وإرجاع أي منتج خلال {days} يومًا.',
    },
  },
};

const texts = {
  line: { en: '{quantity} × {name}: {price}', ar: '{quantity} × {name}: {price}' },
  total: { en: 'Total (VAT included): {total}', ar: 'الإجمالي (شامل ضريبة القيمة المضافة): {total}' },
  cash: { en: 'You pay {amount} in cash when it arrives.', ar: 'تدفع {amount} نقدًا عند الاستلام.' },
  paid: { en: 'Paid online.', ar: 'تم الدفع إلكترونيًا.' },
  deliverTo: { en: 'Delivery to: {address}', ar: 'التوصيل إلى: {address}' },
  pickupAt: { en: 'Pick up at: {address}', ar: 'الاستلام من: {address}' },
  pickupCode: { en: 'Your pickup code: {code}', ar: 'رمز الاستلام: {code}' },
  cashAtBranch: { en: 'You pay {amount} in cash when you collect it.', ar: 'تدفع {amount} نقدًا عند استلامه من الفرع.' },
  invoice: { en: 'Your tax invoice {number} is attached.', ar: 'مرفق فاتورتك الضريبية {number}.' },
  view: { en: 'View your order', ar: 'عرض طلبك' },
  carrier: { en: 'Carrier:', ar: 'شركة الشحن:' },
  trackingNumber: { en: 'Tracking number:', ar: 'رقم التتبع:' },
  track: { en: 'Track your parcel', ar: 'تتبّع شحنتك' },
  driverPhone: { en: 'Our driver’s phone:', ar: 'هاتف سائق المتجر:' },
} satisfies Record<string, Msg>;

/**
 * The shipped e-mail's carrier lines, as text and as HTML: the tracking number (with the carrier's tracking
 * page) or the driver's phone to call. Numbers are isolated left to right, since they sit in Arabic text too.
 */
function shipmentLines(s: Shipment, lang: Lang): { text: string[]; html: string[] } {
  const ltr = (value: string) => `<bdi dir="ltr">${escapeHtml(value)}</bdi>`;
  const line = (label: Msg, value: string, valueHtml: string) => ({
    text: `${label[lang]} ${value}`,
    html: paragraph(`${escapeHtml(label[lang])} ${valueHtml}`, 'margin-bottom:8px;'),
  });
  const lines = [line(texts.carrier, s.carrier_name, `<bdi>${escapeHtml(s.carrier_name)}</bdi>`)];
  if (s.tracking_number) lines.push(line(texts.trackingNumber, s.tracking_number, ltr(s.tracking_number)));
  if (s.tracking_url)
    lines.push({
      text: `${texts.track[lang]}: ${s.tracking_url}`,
      html: paragraph(`<a href="${escapeHtml(s.tracking_url)}">${escapeHtml(texts.track[lang])}</a>`),
    });
  if (s.driver_phone)
    lines.push(line(texts.driverPhone, s.driver_phone, `<a href="tel:${escapeHtml(s.driver_phone)}">${ltr(s.driver_phone)}</a>`));
  return { text: lines.map((l) => l.text), html: lines.map((l) => l.html) };
}

/**
 * Whether a move to `toStatus` (from `fromStatus`) is mailed. An online order released before it was paid is
 * not: the shopper saw the payment fail, and its stock simply went back.
 */
export const mailsStatusChange = (fromStatus: number | null, toStatus: number) =>
  MAILS[toStatus] !== undefined && !(toStatus === ORDER_STATUS.cancelled && fromStatus === ORDER_STATUS.awaitingPayment);

/** Mails the customer about one status change (a row of the order's history), unless there is nobody to mail. */
export async function sendOrderStatusMail({ db, mailer, printer, shopUrl }: TaxDocumentMailDeps, historyId: number): Promise<void> {
  const [found] = await db
    .select({ change: orderStatusHistory, order: orders, name: users.name, email: users.email, lang: users.language })
    .from(orderStatusHistory)
    .innerJoin(orders, eq(orders.id, orderStatusHistory.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orderStatusHistory.id, historyId));
  const pickup = found ? await pickupOf(db, found.order, found.lang) : null;
  const mail = found && ((pickup && PICKUP_MAILS[found.change.toStatus]) || MAILS[found.change.toStatus]);
  // A deleted account's address is one under .invalid (PDPL), which no mail reaches.
  if (!found || !mail || found.email.endsWith('.invalid')) return;
  const { order, change } = found;
  const lang: Lang = found.lang;
  const origin = shopUrl.replace(/\/+$/, '');
  const orderUrl = `${origin}${pathInLanguage(`/myprofile/orders/${order.id}`, lang)}`;
  const subject = format(mail.subject[lang], { id: order.id });
  const lead = format(mail.lead[lang], {
    from: LOCAL_DELIVERY_DAYS.from,
    to: LOCAL_DELIVERY_DAYS.to,
    days: RETURN_WINDOW_DAYS,
    branch: pickup?.branch ?? '',
  });

  const summary: string[] = [];
  let lines: { text: string; image: string | null }[] = [];
  if (change.toStatus === ORDER_STATUS.placed) {
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
    lines = items.map((i) => ({
      text: format(texts.line[lang], {
        quantity: i.quantity,
        name: localized(i, 'productName', lang),
        price: formatAed(i.quantity * i.priceAtPurchase, lang),
      }),
      image: i.mainImage ? mediaUrl(i.mainImage) : null,
    }));
    const cashDue = cashToCollect(order);
    const region = lang === 'ar' ? [order.shipRegionAr, order.shipEmirateAr] : [order.shipRegionEn, order.shipEmirateEn];
    const comma = lang === 'ar' ? '، ' : ', ';
    summary.push(
      format(texts.total[lang], { total: formatAed(order.total, lang) }),
      cashDue > 0 ? format((pickup ? texts.cashAtBranch : texts.cash)[lang], { amount: formatAed(cashDue, lang) }) : texts.paid[lang],
      pickup
        ? format(texts.pickupAt[lang], { address: [pickup.branch, pickup.address].join(comma) })
        : format(texts.deliverTo[lang], { address: [order.shipAddress, ...region].filter(Boolean).join(comma) }),
    );
  }
  // The code travels with the order's confirmation and with its "ready for pickup".
  if (pickup && (change.toStatus === ORDER_STATUS.placed || change.toStatus === ORDER_STATUS.shipped))
    summary.push(format(texts.pickupCode[lang], { code: pickup.code }));

  const shipment = change.toStatus === ORDER_STATUS.shipped ? shipmentOf(order, lang) : null;
  const shipping = shipment ? shipmentLines(shipment, lang) : { text: [], html: [] };

  const [invoice] = await db
    .select()
    .from(taxDocuments)
    .where(
      and(
        eq(taxDocuments.orderId, order.id),
        eq(taxDocuments.kind, 'invoice'),
        // Compared in the database: PostgreSQL keeps microseconds, which a JavaScript Date would lose.
        eq(
          taxDocuments.issuedAt,
          sql`(select ${orderStatusHistory.createdAt} from ${orderStatusHistory} where ${orderStatusHistory.id} = ${change.id})`,
        ),
      ),
    );
  const attachments: MailMessage['attachments'] = [];
  if (invoice) {
    const number = documentNumber(invoice.kind, invoice.number);
    summary.push(format(texts.invoice[lang], { number }));
    const pdf = await printDocument(printer, invoice);
    attachments.push({ filename: `${number}.pdf`, contentType: 'application/pdf', content: pdf });
  }

  const hello = greeting(lang, found.name);
  const text = [
    hello,
    '',
    lead,
    ...lines.map((l) => `- ${l.text}`),
    ...shipping.text,
    '',
    ...summary,
    '',
    `${texts.view[lang]}: ${orderUrl}`,
    '',
    ...signature(lang, origin),
  ].join('\n');
  const html = brandedHtml(
    lang,
    subject,
    origin,
    [
      paragraph(escapeHtml(hello)),
      paragraph(escapeHtml(lead)),
      lines.length > 0 ? productLinesHtml(lines) : '',
      ...shipping.html,
      ...summary.map((s) => paragraph(`<span dir="auto">${escapeHtml(s)}</span>`, 'margin-bottom:8px;')),
      buttonHtml(orderUrl, texts.view[lang]),
    ].join('\n'),
  );
  await mailer.send({ to: found.email, subject, text, html, ...(attachments.length > 0 ? { attachments } : {}) });
}
