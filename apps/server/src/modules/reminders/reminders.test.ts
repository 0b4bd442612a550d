// Cart reminders: one e-mail in the customer's language for a cart left untouched for the set hours, never
// twice for the same cart, never after checkout, none when the setting is 0 or the customer unsubscribed
// (a signed link that works without signing in), one per cart when two rounds run at once.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { cartItems, jobs, regions, storeSettings, users } from '../../db/schema';
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

async function customerWithCart(lang: 'en' | 'ar' = 'en') {
  const s = await shopper(w.t.app, w.t.db, 'Hessa Al Mazrouei');
  await w.t.db.update(users).set({ language: lang }).where(eq(users.id, s.id));
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

describe('cart reminders', () => {
  it('mails a cart untouched for 24 hours once, in Arabic with the products, a link to the cart and an unsubscribe link', async () => {
    const { s, email } = await customerWithCart('ar');
    expect(await queueCartReminders(w.t.db, inHours(23))).toBe(0);
    await queueCartReminders(w.t.db, inHours(25));
    await w.t.app.jobs.kick();
    const mail = await readMail((await smtp.messageTo(email)).raw);
    expect(mail.subject).toBe('تركت منتجات في سلتك');
    expect(mail.text).toContain('2 × عسل السمر 1 كغ');
    expect(mail.text).toMatch(/عرض سلتي: http:\/\/[^\s]+\/ar\/cart/);
    expect(mail.text).toMatch(/إيقاف تذكيرات السلة: http:\/\/[^\s]+\/unsubscribe\/cart-reminders\?u=\d+&t=[\w-]+&lang=ar/);
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
    expect((await s.call('/cart/pay_now.php', { address_id: home.id, payment_method: 1 })).body.status).toBe(true);
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

  it('asks first, then stops the reminders without signing in; a wrong token changes nothing', async () => {
    const c = await customerWithCart();
    const link = await linkFor(c);
    const path = `${link.pathname}${link.search}`;
    const page = await w.t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');
    const forged = await w.t.app.inject({ method: 'POST', url: path.replace(/t=[\w-]+/, 't=forged') });
    expect(forged.statusCode).toBe(400);
    expect((await w.t.db.select().from(users).where(eq(users.id, c.s.id)))[0]!.cartRemindersOff).toBe(false);
    const done = await w.t.app.inject({ method: 'POST', url: path });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('you will get no more cart reminders');
    expect((await w.t.db.select().from(users).where(eq(users.id, c.s.id)))[0]!.cartRemindersOff).toBe(true);

    // A new cart after that: no reminder.
    await w.t.db.delete(cartItems).where(eq(cartItems.userId, c.s.id));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await fillCart(w.t.db, c.s.id, [{ productId: c.productId, quantity: 1 }]);
    await queueCartReminders(w.t.db, inHours(100));
    expect(await remindersQueuedFor(c.s.id)).toBe(0);
  });

  it("does not accept one customer's token for another", async () => {
    const a = await customerWithCart();
    const b = await customerWithCart();
    const link = await linkFor(a);
    const other = `${link.pathname}${link.search.replace(/u=\d+/, `u=${b.s.id}`)}`;
    expect((await w.t.app.inject({ method: 'POST', url: other })).statusCode).toBe(400);
    expect((await w.t.db.select().from(users).where(eq(users.id, b.s.id)))[0]!.cartRemindersOff).toBe(false);
  });
});
