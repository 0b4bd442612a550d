// Cart reminders: one e-mail in the customer's language for a cart left untouched for the set hours, never
// twice for the same cart, never after checkout, none when the setting is 0, only to a customer who agreed to
// marketing e-mails (checked again when sending) and none after withdrawing (a signed link that works without
// signing in), one per cart when two rounds run at once.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { payNowCall, setMarketingConsentCall } from '@shop/contract';
import { eq, inArray } from 'drizzle-orm';
import { cartItems, consents, jobs, regions, storeSettings, users } from '../../db/schema';
import { readMail, startSmtpReceiver, type SmtpReceiver } from '../../test/smtp';
import { fillCart } from '../../test/fixtures/checkout';
import { product } from '../../test/fixtures/products';
import { address } from '../../test/fixtures/regions';
import { shopper, type Shopper } from '../../test/fixtures/shoppers';
import { adminWorld, type AdminWorld } from '../../test/fixtures/admin';
import { queueCartReminders } from './service';

let w: AdminWorld;
let smtp: SmtpReceiver;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  w = await adminWorld({ SMTP_URL: smtp.url, JOB_POLL_MS: 0, CART_REMINDER_SCAN_SECONDS: 0 });
});
afterAll(async () => {
  await w.t.close();
  await smtp.close();
});
beforeEach(async () => {
  await w.t.db.delete(storeSettings).where(eq(storeSettings.key, 'cart_reminder_hours'));
});

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);

/** A customer with a cart who agreed to marketing e-mails in their settings (`agrees: false`: never asked). */
async function customerWithCart(lang: 'en' | 'ar' = 'en', agrees = true) {
  const s = await shopper(w.t.app, w.t.db, 'Hessa Al Mazrouei');
  await w.t.db.update(users).set({ language: lang }).where(eq(users.id, s.id));
  if (agrees) expect((await s.call(setMarketingConsentCall, { marketing: 1 }, lang)).body.data.marketing).toBe(true);
  const p = await product(w.t.db, { nameEn: 'Acacia honey 1 kg', nameAr: 'عسل السمر 1 كغ', salePrice: 12000, listPrice: 12000, stock: 10 });
  await fillCart(w.t.db, s.id, [{ productId: p.id, quantity: 2 }]);
  const [u] = await w.t.db.select({ email: users.email }).from(users).where(eq(users.id, s.id));
  return { s, email: u!.email, productId: p.id };
}

const remindersQueuedFor = async (userId: number) =>
  (await w.t.db.select().from(jobs).where(eq(jobs.kind, 'cart_reminder_mail'))).filter(
    (j) => (j.payload as { userId: number }).userId === userId,
  ).length;
const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email)).length;
const consentRows = (userId: number) => w.t.db.select().from(consents).where(eq(consents.userId, userId)).orderBy(consents.id);
const agrees = async (userId: number) => (await consentRows(userId)).at(-1)?.granted ?? false;

describe('cart reminders', () => {
  it('mails a cart untouched for 24 hours once, in Arabic with the products, a link to the cart and an unsubscribe link', async () => {
    const { s, email } = await customerWithCart('ar');
    expect(await queueCartReminders(w.t.db, inHours(23))).toBe(0);
    await queueCartReminders(w.t.db, inHours(25));
    await w.t.app.jobs.kick();
    const { raw } = await smtp.messageTo(email);
    const mail = await readMail(raw);
    expect(mail.subject).toBe('تركت منتجات في سلتك');
    expect(mail.text).toContain('2 × عسل السمر 1 كغ');
    expect(mail.text).toMatch(/عرض سلتي: http:\/\/[^\s]+\/ar\/cart/);
    expect(mail.text).toMatch(/إيقاف هذه الرسائل: http:\/\/[^\s]+\/unsubscribe\/cart-reminders\?u=\d+&t=[\w-]+&lang=ar/);
    // RFC 8058: the mail program's own unsubscribe button posts to the same link.
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(raw).toMatch(/^List-Unsubscribe:\s+<http:\/\/[^>\s]+\/unsubscribe\/cart-reminders\?u=\d+&t=[\w-]+&lang=ar>\r?$/m);
    // Later rounds leave it alone: the same cart is reminded of once.
    await queueCartReminders(w.t.db, inHours(50));
    await w.t.app.jobs.kick();
    expect(mailsTo(email)).toBe(1);
    expect(await remindersQueuedFor(s.id)).toBe(0);
  });

  it('does not remind again when a line is added to a reminded cart, but does for a new cart after checkout', async () => {
    const { s, email } = await customerWithCart();
    await queueCartReminders(w.t.db, inHours(25));
    await w.t.app.jobs.kick();
    await smtp.messageTo(email);
    const more = await product(w.t.db, { stock: 5 });
    await fillCart(w.t.db, s.id, [{ productId: more.id, quantity: 1 }]);
    await queueCartReminders(w.t.db, inHours(50));
    expect(await remindersQueuedFor(s.id)).toBe(0);

    // Checked out (the cart empties), then a new cart, left untouched: a new reminder.
    const [region] = await w.t.db.select().from(regions).limit(1);
    const home = await address(w.t.db, s.id, region!);
    expect((await s.call(payNowCall, { address_id: home.id, payment_method: 1 })).body.status).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await fillCart(w.t.db, s.id, [{ productId: more.id, quantity: 1 }]);
    expect(await queueCartReminders(w.t.db, inHours(75))).toBeGreaterThanOrEqual(1);
    expect(await remindersQueuedFor(s.id)).toBe(1);
  });

  it('sends nothing when the cart was checked out between the round and the sending', async () => {
    const { s, email } = await customerWithCart();
    await queueCartReminders(w.t.db, inHours(25));
    await w.t.db.delete(cartItems).where(eq(cartItems.userId, s.id));
    await w.t.app.jobs.kick();
    expect(mailsTo(email)).toBe(0);
    expect(await remindersQueuedFor(s.id)).toBe(0);
  });

  it('reminds only a customer who agreed to marketing e-mails (existing customers without a record did not)', async () => {
    const never = await customerWithCart('en', false);
    await queueCartReminders(w.t.db, inHours(25));
    expect(await remindersQueuedFor(never.s.id)).toBe(0);
    // Agreeing later makes the same cart due.
    await never.s.call(setMarketingConsentCall, { marketing: 1 });
    await queueCartReminders(w.t.db, inHours(26));
    expect(await remindersQueuedFor(never.s.id)).toBe(1);
    await w.t.app.jobs.kick();
    expect(mailsTo(never.email)).toBe(1);
  });

  it('sends nothing when consent was withdrawn between the round and the sending', async () => {
    const { s, email } = await customerWithCart();
    await queueCartReminders(w.t.db, inHours(25));
    expect(await remindersQueuedFor(s.id)).toBe(1);
    expect((await s.call(setMarketingConsentCall, { marketing: 0 })).body.data.marketing).toBe(false);
    await w.t.app.jobs.kick();
    expect(await remindersQueuedFor(s.id)).toBe(0);
    expect(mailsTo(email)).toBe(0);
  });

  it('follows the setting: 48 hours waits longer, 0 sends none', async () => {
    const { s } = await customerWithCart();
    await w.t.db.insert(storeSettings).values({ key: 'cart_reminder_hours', value: 48 });
    await queueCartReminders(w.t.db, inHours(25));
    expect(await remindersQueuedFor(s.id)).toBe(0);
    await w.t.db.update(storeSettings).set({ value: 0 }).where(eq(storeSettings.key, 'cart_reminder_hours'));
    expect(await queueCartReminders(w.t.db, inHours(500))).toBe(0);
    expect(await remindersQueuedFor(s.id)).toBe(0);
  });

  it('queues one reminder per cart when two rounds run at the same moment', async () => {
    const carts = [await customerWithCart(), await customerWithCart(), await customerWithCart()];
    const at = inHours(25);
    await Promise.all([queueCartReminders(w.t.db, at), queueCartReminders(w.t.db, at), queueCartReminders(w.t.db, at)]);
    for (const c of carts) expect(await remindersQueuedFor(c.s.id)).toBe(1);
    await w.t.db.delete(jobs).where(inArray(jobs.kind, ['cart_reminder_mail']));
  });
});

describe('unsubscribing from cart reminders', () => {
  async function linkFor(c: { s: Shopper; email: string }) {
    await queueCartReminders(w.t.db, inHours(25));
    await w.t.app.jobs.kick();
    const mail = await readMail((await smtp.messageTo(c.email)).raw);
    return new URL(/https?:\/\/\S+\/unsubscribe\/cart-reminders\S+/.exec(mail.text)![0]);
  }

  it('asks first (a GET withdraws nothing), then withdraws consent without signing in; a wrong token changes nothing', async () => {
    const c = await customerWithCart();
    const link = await linkFor(c);
    const path = `${link.pathname}${link.search}`;
    const page = await w.t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');
    expect(await agrees(c.s.id)).toBe(true);
    const forged = await w.t.app.inject({ method: 'POST', url: path.replace(/t=[\w-]+/, 't=forged') });
    expect(forged.statusCode).toBe(400);
    expect(await agrees(c.s.id)).toBe(true);
    const done = await w.t.app.inject({ method: 'POST', url: path });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('you will get no more e-mails about your cart or offers');
    const [, withdrawal] = await consentRows(c.s.id);
    expect(withdrawal).toMatchObject({ granted: false, source: 'email_link', lang: 'en', version: 1 });
    expect(withdrawal!.text).toBe('Stop the e-mails about your cart and the shop’s offers?');

    // A new cart after that: no reminder.
    await w.t.db.delete(cartItems).where(eq(cartItems.userId, c.s.id));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await fillCart(w.t.db, c.s.id, [{ productId: c.productId, quantity: 1 }]);
    await queueCartReminders(w.t.db, inHours(100));
    expect(await remindersQueuedFor(c.s.id)).toBe(0);
  });

  it('withdraws once when the link is posted twice at once, also by a mail program (RFC 8058 one-click), in Arabic', async () => {
    const c = await customerWithCart('ar');
    const link = await linkFor(c);
    const url = `${link.pathname}${link.search}`;
    const oneClick = {
      method: 'POST' as const,
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    };
    const answers = await Promise.all([w.t.app.inject(oneClick), w.t.app.inject({ method: 'POST', url })]);
    for (const a of answers) {
      expect(a.statusCode).toBe(200);
      expect(a.body).toContain('تم: لن تصلك رسائل عن سلتك أو العروض بعد الآن.');
      expect(a.body).toContain('dir="rtl"');
    }
    expect((await consentRows(c.s.id)).map((r) => r.granted)).toEqual([true, false]);
  });

  it("does not accept one customer's token for another", async () => {
    const a = await customerWithCart();
    const b = await customerWithCart();
    const link = await linkFor(a);
    const other = `${link.pathname}${link.search.replace(/u=\d+/, `u=${b.s.id}`)}`;
    expect((await w.t.app.inject({ method: 'POST', url: other })).statusCode).toBe(400);
    expect(await agrees(b.s.id)).toBe(true);
  });
});
