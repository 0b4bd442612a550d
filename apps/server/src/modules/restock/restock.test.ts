// Back in stock: a signed-in shopper asks to be told about an out-of-stock product; when
// its stock goes from 0 to above 0 (console adjustment, CSV import, a cancelled order), each waiting
// shopper gets one e-mail in their language (through the job queue, over SMTP) and one notification, and
// the request is closed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountLanguageCall,
  adminLowStockCall,
  adminProductsListCall,
  adminStockAdjustCall,
  adminStockImportApplyCall,
  backInStockRequestCall,
  backInStockStatusCall,
  cancelOrderCall,
  payNowCall,
} from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import { backInStockRequests, notifications, products, users } from '../../db/schema';
import { createSession } from '../../http/session';
import { call, createTestApp, expectRefusal, type TestApp } from '../../test/app';
import { readMail, startSmtpReceiver, type SmtpReceiver } from '../../test/smtp';
import { createAccount } from '../auth/accounts';
import { fillCart } from '../../test/fixtures/checkout';
import { product } from '../../test/fixtures/products';
import { address, deliveryRegions } from '../../test/fixtures/regions';
import { shopper, type Shopper } from '../../test/fixtures/shoppers';

let smtp: SmtpReceiver;
let t: TestApp;
let admin: { auth_key: string; user_id: number };
let regions: Awaited<ReturnType<typeof deliveryRegions>>;
const PUBLIC_URL = 'https://shop.example';

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  // JOB_POLL_MS 0: the tests run the queue themselves (kick), after the stock change has committed.
  t = await createTestApp({}, { SMTP_URL: smtp.url, JOB_POLL_MS: '0', PUBLIC_URL, UNPAID_ORDER_SWEEP_SECONDS: '0' });
  regions = await deliveryRegions(t.db);
  const owner = await t.db.transaction((tx) =>
    createAccount(tx, { name: 'Owner', email: `owner-${process.pid}@example.com`, phone: '', passwordHash: null, active: 1 }),
  );
  await t.db.update(users).set({ role: 'admin', staffRole: 'owner' }).where(eq(users.id, owner.id));
  admin = { auth_key: await createSession(t.db, owner.id, { deviceId: 'restock-admin' }), user_id: owner.id };
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** A shopper who uses the shop in `lang`: their account is in it (as the web sets it) and their calls are too. */
async function waiter(lang: 'en' | 'ar', name: string): Promise<Shopper & { email: string }> {
  const s = await shopper(t.app, t.db, name);
  expect((await s.call(accountLanguageCall, { language: lang }, lang)).body.status).toBe(true);
  const [u] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, s.id));
  return { ...s, call: (path, fields, asked = lang) => s.call(path, fields, asked), email: u!.email };
}

/** Runs the queued jobs, then answers the messages each address received. */
async function mailsTo(...emails: string[]) {
  await t.app.jobs.kick();
  return Promise.all(emails.map((e) => Promise.all(smtp.received.filter((m) => m.to.includes(e)).map((m) => readMail(m.raw)))));
}
const noticesOf = (userId: number) => t.db.select().from(notifications).where(eq(notifications.userId, userId));
const openRequests = (productId: number) =>
  t.db
    .select()
    .from(backInStockRequests)
    .where(and(eq(backInStockRequests.productId, productId)));
const adjust = (productId: number, delta: number) =>
  call(t.app, adminStockAdjustCall, { ...admin, product_id: productId, delta, reason: 'Delivery' });

describe('asking to be told', () => {
  it('a guest is refused; a shopper can ask only while the product is out of stock, and asking twice keeps one request', async () => {
    const out = await product(t.db, { stock: 0 });
    const inStock = await product(t.db, { stock: 3 });
    expectRefusal(await call(t.app, backInStockRequestCall, { auth_key: 'guest', user_id: 0, product_id: out.id }), 'wrong-key');

    const s = await waiter('en', 'Mariam');
    expect((await s.call(backInStockStatusCall, { product_id: out.id })).body.data).toEqual({ waiting: false });
    const asked = await s.call(backInStockRequestCall, { product_id: out.id });
    expect(asked.body).toMatchObject({ status: true, msg: 'We will tell you when it is back in stock', data: { waiting: true } });
    await s.call(backInStockRequestCall, { product_id: out.id });
    expect(await openRequests(out.id)).toHaveLength(1);
    expect((await s.call(backInStockStatusCall, { product_id: out.id })).body.data).toEqual({ waiting: true });

    const refused = await (await waiter('ar', 'Noura')).call(backInStockRequestCall, { product_id: inStock.id });
    expectRefusal(refused, 'refused');
    expect(refused.body.msg).toBe('هذا المنتج متوفر: يمكنك طلبه الآن');
    expectRefusal(await s.call(backInStockRequestCall, { product_id: 999_999 }), 'not-found');
  });

  it('the console lists how many wait for each product', async () => {
    const out = await product(t.db, { stock: 0, nameEn: 'Waited-for honey' });
    for (const name of ['A', 'B', 'C']) await (await waiter('en', name)).call(backInStockRequestCall, { product_id: out.id });
    const list = await call(t.app, adminProductsListCall, { ...admin, keyword: 'Waited-for honey' });
    expect(list.body.data.rows.map((r: { id: number; back_in_stock_waiting: number }) => [r.id, r.back_in_stock_waiting])).toEqual([
      [out.id, 3],
    ]);
    const low = await call(t.app, adminLowStockCall, { ...admin, threshold: 0 });
    expect(low.body.data.find((r: { id: number }) => r.id === out.id)!.back_in_stock_waiting).toBe(3);
  });
});

describe('when the stock comes back', () => {
  it('a console adjustment from 0 tells each waiting shopper once, by e-mail in their language and in the shop, and closes the requests', async () => {
    const p = await product(t.db, { stock: 0, nameEn: 'Sidr honey', nameAr: 'عسل السدر' });
    const en = await waiter('en', 'Mariam');
    const ar = await waiter('ar', 'نورة');
    for (const s of [en, ar]) await s.call(backInStockRequestCall, { product_id: p.id });

    expect((await adjust(p.id, 5)).body.data).toMatchObject({ stock: 5, back_in_stock_waiting: 0 });
    const [enMails, arMails] = await mailsTo(en.email, ar.email);
    expect(enMails!.map((m) => m.subject)).toEqual(['Sidr honey is back in stock']);
    expect(enMails![0]!.text).toContain(`${PUBLIC_URL}/Details/${p.id}`);
    expect(arMails!.map((m) => m.subject)).toEqual(['عاد عسل السدر إلى المخزون']);
    expect(arMails![0]!.html).toContain('dir="rtl"');
    expect(arMails![0]!.text).toContain(`${PUBLIC_URL}/ar/Details/${p.id}`);
    for (const s of [en, ar]) {
      const notes = await noticesOf(s.id);
      expect(notes.map((n) => [n.titleEn, n.titleAr])).toEqual([['Sidr honey is back in stock', 'عاد عسل السدر إلى المخزون']]);
    }
    expect((await openRequests(p.id)).every((r) => r.notifiedAt !== null)).toBe(true);

    // More stock, and down to 0 and up again: nobody is waiting any more, so nothing more is sent.
    await adjust(p.id, 3);
    await adjust(p.id, -8);
    await adjust(p.id, 2);
    const [enAgain, arAgain] = await mailsTo(en.email, ar.email);
    expect([enAgain!.length, arAgain!.length]).toEqual([1, 1]);
    expect(await noticesOf(en.id)).toHaveLength(1);
  });

  it('stock that was already above 0 tells nobody', async () => {
    const p = await product(t.db, { stock: 0 });
    const s = await waiter('en', 'Early');
    await s.call(backInStockRequestCall, { product_id: p.id });
    // The stock is set above 0 without the restock path (as a test fixture would), then raised further.
    await t.db.update(products).set({ stock: 2 }).where(eq(products.id, p.id));
    await adjust(p.id, 4);
    const [mails] = await mailsTo(s.email);
    expect(mails).toHaveLength(0);
    expect(await noticesOf(s.id)).toHaveLength(0);
    expect((await openRequests(p.id))[0]!.notifiedAt).toBeNull();
  });

  it('a CSV import that gives an out-of-stock product stock tells the waiting shoppers', async () => {
    const p = await product(t.db, { stock: 0, listPrice: 5000, salePrice: 5000, nameEn: 'Acacia honey' });
    const s = await waiter('en', 'Csv');
    await s.call(backInStockRequestCall, { product_id: p.id });
    const res = await call(t.app, adminStockImportApplyCall, { ...admin, csv: `id,price,sale_price,stock\n${p.id},50.00,50.00,7\n` });
    expect(res.body).toMatchObject({ status: true, data: { updated: 1 } });
    const [mails] = await mailsTo(s.email);
    expect(mails!.map((m) => m.subject)).toEqual(['Acacia honey is back in stock']);
    expect(await noticesOf(s.id)).toHaveLength(1);
  });

  it('a cancelled order that returns the last units tells the waiting shoppers', async () => {
    const p = await product(t.db, { stock: 2, nameEn: 'Black seed oil' });
    const buyer = await shopper(t.app, t.db, 'Buyer');
    const home = await address(t.db, buyer.id, regions.fee25);
    await fillCart(t.db, buyer.id, [{ productId: p.id, quantity: 2 }]);
    const placed = await buyer.call(payNowCall, { address_id: home.id, wallet: 0, payment_method: 1 });
    expect(placed.body.status).toBe(true);
    const s = await waiter('ar', 'Cancel');
    await s.call(backInStockRequestCall, { product_id: p.id });
    expect((await buyer.call(cancelOrderCall, { order_id: placed.body.data.order_id })).body.status).toBe(true);
    const [mails] = await mailsTo(s.email);
    expect(mails).toHaveLength(1);
    expect(await noticesOf(s.id)).toHaveLength(1);
  });

  it('two stock increases from 0 at the same moment tell each shopper once', async () => {
    const p = await product(t.db, { stock: 0 });
    const waiting = [];
    for (const name of ['One', 'Two', 'Three']) waiting.push(await waiter('en', name));
    for (const s of waiting) await s.call(backInStockRequestCall, { product_id: p.id });
    const results = await Promise.all([adjust(p.id, 3), adjust(p.id, 4), adjust(p.id, 1)]);
    expect(results.map((r) => r.body.status)).toEqual([true, true, true]);
    expect((await t.db.select().from(products).where(eq(products.id, p.id)))[0]!.stock).toBe(8);
    const mails = await mailsTo(...waiting.map((s) => s.email));
    expect(mails.map((m) => m.length)).toEqual([1, 1, 1]);
    for (const s of waiting) expect(await noticesOf(s.id)).toHaveLength(1);
  });
});
