// Cart reminders: a customer whose cart has been left untouched for `cart_reminder_hours` (a store
// setting, 24 by default, 0: never) gets one e-mail in their language with the products and a link back.
// Once per cart: again only when every line is newer than the last reminder (the cart was checked out or
// emptied, then filled again). Never after checkout: the job looks at the cart when it sends, and an empty
// cart mails nothing. A reminder is marketing (docs/product.md §10): only to a customer who agrees, checked
// when it is queued and again when it is sent; every one carries the withdrawal link.
import { and, asc, eq, sql } from 'drizzle-orm';
import { mediaUrl, type Lang } from '@shop/contract';
import type { Db, DbOrTx } from '../../db/client';
import { cartItems, cartReminders, carts, products, storeSettings, users } from '../../db/schema';
import { format, localized, pathInLanguage } from '../../http/i18n';
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
import { enqueueJob } from '../../jobs/queue';
import { agreesToMarketing, marketingConsent, unsubscribeLink } from '../consent/service';
import type { MailDeps } from '../invoices/mail';

export const CART_REMINDER_HOURS_KEY = 'cart_reminder_hours';
export const DEFAULT_CART_REMINDER_HOURS = 24;
/** Carts reminded of per round; the rest wait for the next. */
const BATCH = 200;

export async function cartReminderHours(db: DbOrTx): Promise<number> {
  const [row] = await db.select().from(storeSettings).where(eq(storeSettings.key, CART_REMINDER_HOURS_KEY));
  const hours = Number(row?.value ?? DEFAULT_CART_REMINDER_HOURS);
  return Number.isInteger(hours) && hours >= 0 ? hours : DEFAULT_CART_REMINDER_HOURS;
}

/**
 * Marks the carts due for a reminder (`now` places the cutoff; tests move it ahead) and queues their e-mails, each in one transaction with its mark.
 * The mark is a conditional upsert, so a cart is reminded of once however many processes look at once.
 * Answers how many reminders were queued.
 */
export async function queueCartReminders(db: Db, now = new Date()): Promise<number> {
  const hours = await cartReminderHours(db);
  if (hours === 0) return 0;
  const cutoff = sql`${new Date(now.getTime() - hours * 3_600_000).toISOString()}::timestamptz`;
  const due = await db
    .select({ userId: cartItems.userId })
    .from(cartItems)
    .innerJoin(users, eq(users.id, cartItems.userId))
    .leftJoin(carts, eq(carts.userId, cartItems.userId))
    .leftJoin(cartReminders, eq(cartReminders.userId, cartItems.userId))
    .where(and(eq(users.active, 1), agreesToMarketing(users.id), eq(users.role, 'customer')))
    .groupBy(cartItems.userId, carts.updatedAt, cartReminders.remindedAt)
    .having(
      and(
        // Untouched since the cutoff: no line added and the cart (coupon, quantities) not changed.
        sql`greatest(max(${cartItems.createdAt}), coalesce(${carts.updatedAt}, '-infinity'::timestamptz)) < ${cutoff}`,
        // Not reminded of yet, or reminded of an earlier cart (every line is newer than that reminder).
        sql`(${cartReminders.remindedAt} IS NULL OR ${cartReminders.remindedAt} < min(${cartItems.createdAt}))`,
      ),
    )
    .limit(BATCH);
  let queued = 0;
  for (const { userId } of due) {
    const marked = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(cartReminders)
        // The database's clock, the one the cart lines' times come from.
        .values({ userId, remindedAt: sql`now()` })
        .onConflictDoUpdate({
          target: cartReminders.userId,
          set: { remindedAt: sql`now()` },
          setWhere: sql`${cartReminders.remindedAt} < (SELECT min(${cartItems.createdAt}) FROM ${cartItems} WHERE ${cartItems.userId} = ${userId})`,
        })
        .returning({ userId: cartReminders.userId });
      if (row) await enqueueJob(tx, 'cart_reminder_mail', { userId });
      return row !== undefined;
    });
    if (marked) queued++;
  }
  return queued;
}

// ---------- the e-mail ----------

const texts = {
  subject: { en: 'You left something in your cart', ar: 'تركت منتجات في سلتك' },
  lead: { en: 'Your cart is waiting for you:', ar: 'سلتك بانتظارك:' },
  line: { en: '{quantity} × {name}, {price}', ar: '{quantity} × {name}، {price}' },
  go: { en: 'View my cart', ar: 'عرض سلتي' },
  stop: { en: 'Stop these e-mails', ar: 'إيقاف هذه الرسائل' },
  once: { en: 'We remind you once.', ar: 'نذكّرك مرة واحدة فقط.' },
} as const;

/** The job: the reminder as the cart is now; nothing when it was checked out or emptied, or consent was withdrawn. */
export async function sendCartReminder({ db, mailer, shopUrl }: MailDeps, userId: number): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user || !(await marketingConsent(db, userId)).marketing) return;
  const lines = await db
    .select({
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      quantity: cartItems.quantity,
      salePrice: products.salePrice,
      image: products.mainImage,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.id));
  if (lines.length === 0) return;
  const lang: Lang = user.language;
  const items = lines.map((l) => ({
    text: format(texts.line[lang], {
      quantity: l.quantity,
      name: localized(l, 'name', lang),
      price: formatAed(l.quantity * l.salePrice, lang),
    }),
    image: l.image ? mediaUrl(l.image) : null,
  }));
  const origin = shopUrl.replace(/\/+$/, '');
  const cartUrl = `${origin}${pathInLanguage('/cart', lang)}`;
  const stopUrl = await unsubscribeLink(db, origin, userId, lang);
  const hello = greeting(lang, user.name);
  const subject = texts.subject[lang];
  const text = [
    hello,
    '',
    texts.lead[lang],
    ...items.map((i) => `- ${i.text}`),
    '',
    `${texts.go[lang]}: ${cartUrl}`,
    '',
    texts.once[lang],
    `${texts.stop[lang]}: ${stopUrl}`,
    '',
    ...signature(lang, origin),
  ].join('\n');
  const html = brandedHtml(
    lang,
    subject,
    origin,
    `${paragraph(escapeHtml(hello))}
${paragraph(escapeHtml(texts.lead[lang]), 'margin-bottom:8px;')}
${productLinesHtml(items)}
${buttonHtml(cartUrl, texts.go[lang])}
${paragraph(`${escapeHtml(texts.once[lang])} <a href="${escapeHtml(stopUrl)}" style="color:#a8620b;">${texts.stop[lang]}</a>`, 'color:#6f5136;font-size:14px;')}`,
  );
  await mailer.send({
    to: user.email,
    subject,
    text,
    html,
    // RFC 8058: mail programs offer their own unsubscribe button, which posts to the link.
    headers: { 'List-Unsubscribe': `<${stopUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
}
