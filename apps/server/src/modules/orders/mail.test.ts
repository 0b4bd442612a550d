// The customer's order e-mails: one per status change that matters to them (confirmed, on its way,
// delivered, cancelled), in their language, queued with the change; the tax invoice attached to the e-mail
// of the change that issued it (placed for a card payment, delivered for cash), never twice.
import { execFileSync } from 'node:child_process';
import { adminOrderMoveCall, cancelOrderCall, payNowCall, paymentStatusCall, registerCall } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobs, regions, users } from '../../db/schema';
import { call } from '../../test/app';
import { readMail, startSmtpReceiver, type SmtpReceiver } from '../../test/smtp';
import { adminWorld, type AdminWorld } from '../../test/fixtures/admin';
import { fillCart, payOnSandbox } from '../../test/fixtures/checkout';
import { product } from '../../test/fixtures/products';
import { address } from '../../test/fixtures/regions';
import { shopper, signIn, type Shopper } from '../../test/fixtures/shoppers';
import { formatAed } from '../../integrations/mail/templates';

let w: AdminWorld;
let smtp: SmtpReceiver;
let region: typeof regions.$inferSelect;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  // Jobs run when the test kicks them.
  w = await adminWorld({ SMTP_URL: smtp.url, JOB_POLL_MS: 0 });
  region = (await w.t.db.select().from(regions).where(eq(regions.deliveryFee, 2500)).limit(1))[0]!;
});
afterAll(async () => {
  await w.t.close();
  await smtp.close();
});

/** 2 × 100 AED of Sidr honey, delivery 25 AED: 225 AED. */
async function placeOrder(pay: 'cash' | 'card', lang: 'en' | 'ar') {
  const s = await shopper(w.t.app, w.t.db, 'Mariam Al Hashemi');
  await w.t.db.update(users).set({ language: lang }).where(eq(users.id, s.id));
  const home = await address(w.t.db, s.id, region);
  const p = await product(w.t.db, { nameEn: 'Sidr honey 500 g', nameAr: 'عسل سدر 500 غ', listPrice: 10000, salePrice: 10000, stock: 10 });
  await fillCart(w.t.db, s.id, [{ productId: p.id, quantity: 2 }]);
  const paid = await s.call(payNowCall, {
    address_id: home.id,
    payment_method: pay === 'cash' ? 1 : 2,
    payment_method_type: pay === 'card' ? 'Visa' : undefined,
  });
  expect(paid.body.status).toBe(true);
  return { s, orderId: paid.body.data.order_id as number, invoiceId: paid.body.data.Data?.InvoiceId as string | undefined };
}

const move = async (orderId: number, ...actions: string[]) => {
  for (const action of actions)
    expect((await call(w.t.app, adminOrderMoveCall, { ...w.admin.auth, order_id: orderId, action })).body.status).toBe(true);
};

/** Every e-mail the shopper received so far, oldest first, read as a mail client would. */
async function mailsOf(s: Shopper) {
  await w.t.app.jobs.kick();
  const [user] = await w.t.db.select().from(users).where(eq(users.id, s.id));
  return Promise.all(smtp.received.filter((m) => m.to.includes(user!.email)).map((m) => readMail(m.raw)));
}

describe('order e-mails', () => {
  it('a cash order: confirmed with its lines, total and cash due; on its way; delivered with the invoice attached', async () => {
    const { s, orderId } = await placeOrder('cash', 'en');
    // Queued in the placing transaction, sent by the queue.
    expect((await w.t.db.select().from(jobs).where(eq(jobs.kind, 'order_status_mail'))).length).toBeGreaterThan(0);
    const [confirmed] = await mailsOf(s);
    expect(confirmed!.subject).toBe(`Order #${orderId} is confirmed`);
    expect(confirmed!.text).toContain('it arrives in 2 to 3 business days');
    expect(confirmed!.text).toMatch(/- 2 × Sidr honey 500 g: AED\s200\.00/);
    expect(confirmed!.text).toMatch(/Total \(VAT included\): AED\s225\.00/);
    expect(confirmed!.text).toMatch(/You pay AED\s225\.00 in cash when it arrives./);
    expect(confirmed!.html).toContain(`/myprofile/orders/${orderId}`);
    expect(confirmed!.attachments).toHaveLength(0);

    await move(orderId, 'confirm', 'ship', 'deliver');
    const mails = await mailsOf(s);
    expect(mails.map((m) => m.subject)).toEqual([
      `Order #${orderId} is confirmed`,
      `Order #${orderId} is on its way`,
      `Order #${orderId} was delivered`,
    ]);
    const delivered = mails.at(-1)!;
    expect(delivered.text).toContain('return an item within 30 days');
    expect(delivered.attachments).toHaveLength(1);
    const pdf = execFileSync('pdftotext', ['-layout', '-', '-'], { input: delivered.attachments[0]!.content }).toString();
    expect(pdf).toContain('Tax Invoice');
    expect(mails[1]!.attachments).toHaveLength(0);
  });

  it('a card order is confirmed in Arabic once paid, with the invoice attached there and not again on delivery', async () => {
    const { s, orderId, invoiceId } = await placeOrder('card', 'ar');
    // Awaiting payment: nothing is confirmed yet.
    expect(await mailsOf(s)).toHaveLength(0);
    const paymentId = await payOnSandbox(w.t.app, invoiceId!);
    expect((await s.call(paymentStatusCall, { payment_id: paymentId })).body.data.order_status).toBe(1);
    const [confirmed] = await mailsOf(s);
    expect(confirmed!.subject).toBe(`تم تأكيد طلبك رقم ${orderId}`);
    expect(confirmed!.text).toContain('تم الدفع إلكترونيًا.');
    expect(confirmed!.attachments).toHaveLength(1);
    expect(confirmed!.attachments[0]!.filename).toMatch(/^INV-\d{6}\.pdf$/);

    await move(orderId, 'confirm', 'ship', 'deliver');
    const delivered = (await mailsOf(s)).at(-1)!;
    expect(delivered.subject).toBe(`تم توصيل طلبك رقم ${orderId}`);
    expect(delivered.attachments).toHaveLength(0);
  });

  it('an unpaid card order released after a failed payment is not mailed about; a cancelled cash order is', async () => {
    const card = await placeOrder('card', 'en');
    const declined = await w.t.app.inject({
      method: 'POST',
      url: `/sandbox-pay/${card.invoiceId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ action: 'cancel' }).toString(),
    });
    const paymentId = new URL(String(declined.headers.location)).searchParams.get('paymentId')!;
    expect((await card.s.call(paymentStatusCall, { payment_id: paymentId })).body.data.order_status).toBe(4);
    expect(await mailsOf(card.s)).toHaveLength(0);

    const cash = await placeOrder('cash', 'en');
    expect((await cash.s.call(cancelOrderCall, { order_id: cash.orderId })).body.status).toBe(true);
    expect((await mailsOf(cash.s)).map((m) => m.subject)).toEqual([
      `Order #${cash.orderId} is confirmed`,
      `Order #${cash.orderId} was cancelled`,
    ]);
  });

  it('an account registered from an Arabic page is mailed in Arabic, right to left, though it ordered in English', async () => {
    const email = `mail-ar-${Date.now()}@example.com`;
    const registered = await call(
      w.t.app,
      registerCall,
      { name: 'نورة علي', email, password: 'honey-and-herbs-1', phone: '0501234567', birth_date: '1992-03-04' },
      { lang: 'ar' },
    );
    const userId = registered.body.data.id as number;
    await w.t.db.update(users).set({ active: 1 }).where(eq(users.id, userId));
    const auth = await signIn(w.t.db, userId);
    const home = await address(w.t.db, userId, region);
    const p = await product(w.t.db, { nameEn: 'Sidr honey 500 g', nameAr: 'عسل سدر 500 غ', listPrice: 10000, salePrice: 10000, stock: 10 });
    await fillCart(w.t.db, userId, [{ productId: p.id, quantity: 2 }]);
    const paid = await call(w.t.app, payNowCall, { ...auth, address_id: home.id, payment_method: 1 }, { lang: 'en' });
    expect(paid.body.msg).toMatch(/^[A-Za-z]/);
    const orderId = paid.body.data.order_id as number;

    await w.t.app.jobs.kick();
    const confirmed = await readMail((await smtp.messageTo(email)).raw);
    expect(confirmed.subject).toBe(`تم تأكيد طلبك رقم ${orderId}`);
    expect(confirmed.html).toContain('<html lang="ar" dir="rtl">');
    expect(confirmed.html).toContain('text-align:right;');
    expect(confirmed.html).not.toContain('text-align:left');
    expect(confirmed.text).toContain('مرحبًا نورة علي،');
    expect(confirmed.text).toContain(`- 2 × عسل سدر 500 غ: ${formatAed(20000, 'ar')}`);
    expect(confirmed.text).toContain(`الإجمالي (شامل ضريبة القيمة المضافة): ${formatAed(22500, 'ar')}`);
    expect(confirmed.text).toContain(`/ar/myprofile/orders/${orderId}`);
    expect(confirmed.text).not.toMatch(/Order|Total|Sidr/);
  });

  it('a credit note comes in an e-mail of its own, with its PDF', async () => {
    const { s, orderId, invoiceId } = await placeOrder('card', 'en');
    const paymentId = await payOnSandbox(w.t.app, invoiceId!);
    expect((await s.call(paymentStatusCall, { payment_id: paymentId })).body.data.order_status).toBe(1);
    expect((await s.call(cancelOrderCall, { order_id: orderId })).body.status).toBe(true);
    const mails = await mailsOf(s);
    const credit = mails.find((m) => m.subject.includes('your credit note'));
    expect(credit?.subject).toMatch(new RegExp(`^Order #${orderId}: your credit note CN-\\d{6}$`));
    expect(credit!.attachments).toHaveLength(1);
    expect(mails.map((m) => m.subject)).toContain(`Order #${orderId} was cancelled`);
  });
  it('the shipped e-mail names the carrier: the tracking number with its tracking page, or the driver’s phone to call', async () => {
    const shipWith = async (orderId: number, fields: Record<string, string>) => {
      await move(orderId, 'confirm');
      const answer = await call(w.t.app, adminOrderMoveCall, {
        ...w.admin.auth,
        order_id: orderId,
        action: 'ship',
        ...fields,
      });
      expect(answer.body.status).toBe(true);
    };
    const aramex = await placeOrder('cash', 'ar');
    await shipWith(aramex.orderId, { carrier: 'aramex', tracking_number: '44012345678' });
    const onItsWay = (await mailsOf(aramex.s)).at(-1)!;
    expect(onItsWay.subject).toBe(`طلبك رقم ${aramex.orderId} في الطريق إليك`);
    expect(onItsWay.text).toContain('شركة الشحن: أرامكس');
    expect(onItsWay.text).toContain('رقم التتبع: 44012345678');
    expect(onItsWay.text).toContain('https://www.aramex.com/ae/en/track/results?ShipmentNumber=44012345678');
    // The number is isolated left to right in the Arabic text; the link opens the carrier's tracking page.
    expect(onItsWay.html).toContain('<bdi dir="ltr">44012345678</bdi>');
    expect(onItsWay.html).toContain('<a href="https://www.aramex.com/ae/en/track/results?ShipmentNumber=44012345678">تتبّع شحنتك</a>');

    const driver = await placeOrder('cash', 'en');
    await shipWith(driver.orderId, { carrier: 'own_driver', driver_phone: '0501234567' });
    const byDriver = (await mailsOf(driver.s)).at(-1)!;
    expect(byDriver.subject).toBe(`Order #${driver.orderId} is on its way`);
    expect(byDriver.text).toContain('Carrier: Our driver');
    expect(byDriver.text).toContain('Our driver’s phone: 0501234567');
    expect(byDriver.html).toContain('<a href="tel:0501234567"><bdi dir="ltr">0501234567</bdi></a>');
    expect(byDriver.text).not.toContain('Tracking number');
  });
});
