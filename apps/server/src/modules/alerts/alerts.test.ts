// The owner's alerts: a new order, a return request, low stock and a failed payment each write one
// alert in the change's transaction and queue one e-mail, sent over SMTP to the shop's alert address in the
// settings' language (none without an address, none for a kind not chosen); the console lists, counts and marks them.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import {
  LOW_STOCK_DEFAULT,
  ORDER_STATUS,
  adminAlertReadCall,
  adminAlertsListCall,
  adminAlertsReadAllCall,
  adminSettingsGetCall,
  adminSettingsSaveCall,
  adminStockAdjustCall,
  payNowCall,
  paymentStatusCall,
  returnItemCall,
} from '@shop/contract';
import { jobs, ownerAlerts, products, returnReasons, storeSettings, users } from '../../db/schema';
import { createSession } from '../../http/session';
import { call, createTestApp, invalidData, type TestApp, formOf } from '../../test/app';
import { readMail, startSmtpReceiver, type SmtpReceiver } from '../../test/smtp';
import { fillCart, payNowOnline } from '../../test/fixtures/checkout';
import { daysAgo, order } from '../../test/fixtures/orders';
import { product } from '../../test/fixtures/products';
import { address, deliveryRegions } from '../../test/fixtures/regions';
import { customer, shopper } from '../../test/fixtures/shoppers';
import { createAccount } from '../auth/accounts';
import { recordOrderAlert } from './service';

const PUBLIC_URL = 'https://shop.example';
const ALERT_EMAIL = `alerts-${process.pid}@example.com`;
let smtp: SmtpReceiver;
let t: TestApp;
let admin: { auth_key: string; user_id: number };
let regions: Awaited<ReturnType<typeof deliveryRegions>>;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  // JOB_POLL_MS 0: each test runs the queue itself (kick), after its change committed.
  t = await createTestApp({}, { SMTP_URL: smtp.url, JOB_POLL_MS: '0', PUBLIC_URL, UNPAID_ORDER_SWEEP_SECONDS: '0' });
  regions = await deliveryRegions(t.db);
  const owner = await t.db.transaction((tx) =>
    createAccount(tx, { name: 'Owner', email: `owner-${process.pid}@example.com`, phone: '', passwordHash: null, active: 1 }),
  );
  await t.db.update(users).set({ role: 'admin', staffRole: 'owner' }).where(eq(users.id, owner.id));
  admin = { auth_key: await createSession(t.db, owner.id, { deviceId: 'alerts-admin' }), user_id: owner.id };
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** The alert settings as the console saves them (straight to store_settings: the settings call has its own test below). */
async function setAlertSettings(values: { alert_email?: string; alert_mail_kinds?: string[]; alert_language?: 'en' | 'ar' }) {
  for (const [key, value] of Object.entries(values))
    await t.db.insert(storeSettings).values({ key, value }).onConflictDoUpdate({ target: storeSettings.key, set: { value } });
}
beforeEach(async () => {
  await t.db.delete(storeSettings).where(inArray(storeSettings.key, ['alert_email', 'alert_mail_kinds', 'alert_language']));
  await setAlertSettings({ alert_email: ALERT_EMAIL });
  // Every earlier test's jobs run now, so each test counts only the mails of its own change.
  await t.app.jobs.kick();
});

const alertsOf = (where: { orderId?: number; productId?: number }) =>
  t.db
    .select()
    .from(ownerAlerts)
    .where(where.orderId ? eq(ownerAlerts.orderId, where.orderId) : eq(ownerAlerts.productId, where.productId!));
/** Runs the queued jobs, then reads what reached the alert address since `before` messages. */
async function alertMailsSince(before: number) {
  await t.app.jobs.kick();
  const mine = smtp.received.filter((m) => m.to.includes(ALERT_EMAIL));
  return Promise.all(mine.slice(before).map((m) => readMail(m.raw)));
}
const allAlerts = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(ownerAlerts))[0]!.n;
/** How many mails the alert address has, once the jobs queued so far have run. */
async function mailCount() {
  await t.app.jobs.kick();
  return smtp.received.filter((m) => m.to.includes(ALERT_EMAIL)).length;
}
const adjust = (productId: number, delta: number) =>
  call(t.app, adminStockAdjustCall, { ...admin, product_id: productId, delta, reason: 'Count' });

/** A shopper's cash order of `quantity` units of `productId`: placed at once (status 1). */
async function cashOrder(productId: number, quantity = 1) {
  const s = await shopper(t.app, t.db, 'Mariam');
  const home = await address(t.db, s.id, regions.fee25);
  await fillCart(t.db, s.id, [{ productId, quantity }]);
  const res = await s.call(payNowCall, { address_id: home.id, wallet: 0, payment_method: 1 });
  expect(res.body).toMatchObject({ status: true, data: { status_id: ORDER_STATUS.placed } });
  return res.body.data.order_id as number;
}

/** A sandbox card page answered with `card_number`, as the shopper's browser posts it; answers the paymentId. */
async function payOnCardPage(invoiceId: string, cardNumber: string) {
  const form = new URLSearchParams({ card_number: cardNumber, expiry: '12/39', cvv: '123', holder: 'Test Shopper', action: 'pay' });
  const page = await t.app.inject({
    method: 'POST',
    url: `/sandbox-pay/${invoiceId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  return new URL(String(page.headers.location)).searchParams.get('paymentId')!;
}

describe('a new order', () => {
  it('a cash order alerts once, mailed to the alert address with its number and console link', async () => {
    const before = await mailCount();
    const p = await product(t.db, { stock: 50 });
    const orderId = await cashOrder(p.id);
    expect((await alertsOf({ orderId })).map((a) => [a.kind, a.readAt])).toEqual([['new_order', null]]);
    const mails = await alertMailsSince(before);
    expect(mails.map((m) => m.subject)).toEqual([`New order #${orderId}`]);
    expect(mails[0]!.text).toContain(`${PUBLIC_URL}/admin/orders/${orderId}`);
  });

  it('an online order alerts when it is paid, not while it waits; a declined card alerts a failed payment', async () => {
    const paid = await payNowOnline(t, regions.fee25, { name: 'Hessa' });
    const paidId = paid.res.body.data.order_id as number;
    expect(await alertsOf({ orderId: paidId })).toEqual([]);
    const paymentId = await payOnCardPage(paid.res.body.data.Data!.InvoiceId, '4111111111111111');
    expect((await paid.s.call(paymentStatusCall, { payment_id: paymentId })).body.data.order_status).toBe(ORDER_STATUS.placed);
    expect((await alertsOf({ orderId: paidId })).map((a) => a.kind)).toEqual(['new_order']);

    const before = await mailCount();
    const declined = await payNowOnline(t, regions.fee25, { name: 'Noura' });
    const declinedId = declined.res.body.data.order_id as number;
    const failedPayment = await payOnCardPage(declined.res.body.data.Data!.InvoiceId, '4000000000000002');
    const status = await declined.s.call(paymentStatusCall, { payment_id: failedPayment });
    expect(status.body.data.order_status).toBe(ORDER_STATUS.cancelled);
    // Asked again, the failure is applied once: still one alert.
    await declined.s.call(paymentStatusCall, { payment_id: failedPayment });
    expect((await alertsOf({ orderId: declinedId })).map((a) => a.kind)).toEqual(['payment_failed']);
    // (The order's 2 of 6 units also took its product to the low-stock line.)
    const mails = (await alertMailsSince(before)).filter((m) => !m.subject.startsWith('Low stock'));
    expect(mails.map((m) => m.subject)).toEqual([`Payment failed on order #${declinedId}`]);
  });
});

describe('a return request', () => {
  it('alerts once, mailed in the language the settings name', async () => {
    await setAlertSettings({ alert_language: 'ar' });
    const before = await mailCount();
    const [reason] = await t.db.insert(returnReasons).values({ nameEn: 'Quality', nameAr: 'الجودة', sort: 1 }).returning();
    const c = await customer(t.db);
    const p = await product(t.db, { stock: 50 });
    const { order: o, items } = await order(t.db, {
      userId: c.id,
      items: [{ productId: p.id, quantity: 1, price: 5000 }],
      statusId: ORDER_STATUS.delivered,
      deliveredAt: daysAgo(2),
    });
    const asked = await call(t.app, returnItemCall, {
      ...c.auth,
      order_item_id: items[0]!.id,
      reason_id: reason!.id,
      description: 'The jar arrived cracked',
    });
    expect(asked.body.status).toBe(true);
    expect((await alertsOf({ orderId: o.id })).map((a) => a.kind)).toEqual(['return_request']);
    const mails = await alertMailsSince(before);
    expect(mails.map((m) => m.subject)).toEqual([`طلب إرجاع في الطلب رقم ${o.id}`]);
    expect(mails[0]!.html).toContain('dir="rtl"');
    expect(mails[0]!.text).toContain(`${PUBLIC_URL}/ar/admin/orders/${o.id}`);
  });
});

describe('low stock', () => {
  it(`alerts once when the stock falls to ${LOW_STOCK_DEFAULT} or below, not on the sales after; again after a restock`, async () => {
    const before = await mailCount();
    const p = await product(t.db, { stock: LOW_STOCK_DEFAULT + 2, nameEn: 'Sidr honey', nameAr: 'عسل السدر' });
    await adjust(p.id, -1);
    expect(await alertsOf({ productId: p.id })).toEqual([]);
    await adjust(p.id, -1);
    expect(await alertsOf({ productId: p.id })).toHaveLength(1);
    // Sold below the line (checkout takes the stock in its commit): no second alert.
    await cashOrder(p.id, 2);
    await adjust(p.id, -1);
    expect(await alertsOf({ productId: p.id })).toHaveLength(1);
    const mails = await alertMailsSince(before);
    expect(mails.map((m) => m.subject).filter((s) => s.startsWith('Low stock'))).toEqual(['Low stock: Sidr honey']);
    expect(mails.find((m) => m.subject === 'Low stock: Sidr honey')!.text).toContain(`${PUBLIC_URL}/admin/products/${p.id}`);

    await adjust(p.id, 20);
    await adjust(p.id, -20);
    expect(await alertsOf({ productId: p.id })).toHaveLength(2);
  });

  it('a checkout that takes the stock across the line alerts in its own transaction', async () => {
    const p = await product(t.db, { stock: LOW_STOCK_DEFAULT + 1 });
    await cashOrder(p.id, 1);
    expect((await alertsOf({ productId: p.id })).map((a) => a.kind)).toEqual(['low_stock']);
  });
});

describe('the alert e-mail', () => {
  it('without an alert address nothing is mailed; the alerts are still listed', async () => {
    await setAlertSettings({ alert_email: '' });
    const received = smtp.received.length;
    const p = await product(t.db, { stock: 50 });
    const orderId = await cashOrder(p.id);
    await t.app.jobs.kick();
    // Only the shopper's own mail about the order went out.
    const sent = await Promise.all(smtp.received.slice(received).map((m) => readMail(m.raw)));
    expect(sent.map((m) => m.subject).filter((subject) => subject.startsWith('New order'))).toEqual([]);
    expect(sent).toHaveLength(1);
    expect(await alertsOf({ orderId })).toHaveLength(1);
    // The job ran and is gone: nothing waits to be retried.
    const left = await t.db.select().from(jobs).where(eq(jobs.kind, 'owner_alert_mail'));
    expect(left).toEqual([]);
  });

  it('only the kinds the settings choose are mailed', async () => {
    await setAlertSettings({ alert_mail_kinds: ['low_stock'] });
    const before = await mailCount();
    const p = await product(t.db, { stock: LOW_STOCK_DEFAULT + 1, nameEn: 'Acacia honey' });
    await cashOrder(p.id, 1);
    expect((await alertMailsSince(before)).map((m) => m.subject)).toEqual(['Low stock: Acacia honey']);
  });
});

describe('a change rolled back', () => {
  it('writes no alert and queues no e-mail', async () => {
    const p = await product(t.db, { stock: LOW_STOCK_DEFAULT + 3 });
    const c = await customer(t.db);
    const { order: o } = await order(t.db, { userId: c.id, items: [{ productId: p.id, quantity: 1, price: 5000 }] });
    const jobsBefore = (await t.db.select({ n: sql<number>`count(*)::int` }).from(jobs))[0]!.n;
    await expect(
      t.db.transaction(async (tx) => {
        await tx.update(products).set({ stock: 1 }).where(eq(products.id, p.id));
        await recordOrderAlert(tx, 'return_request', o.id);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await alertsOf({ productId: p.id })).toEqual([]);
    expect(await alertsOf({ orderId: o.id })).toEqual([]);
    expect((await t.db.select({ n: sql<number>`count(*)::int` }).from(jobs))[0]!.n).toBe(jobsBefore);
  });

  it('a checkout refused for stock alerts nothing', async () => {
    const p = await product(t.db, { stock: LOW_STOCK_DEFAULT + 1 });
    const s = await shopper(t.app, t.db, 'Late');
    const home = await address(t.db, s.id, regions.fee25);
    await fillCart(t.db, s.id, [{ productId: p.id, quantity: 2 }]);
    // Another shopper bought all but one meanwhile (that sale is the one crossing the line).
    await t.db.update(products).set({ stock: 1 }).where(eq(products.id, p.id));
    const before = await allAlerts();
    const res = await s.call(payNowCall, { address_id: home.id, wallet: 0, payment_method: 1 });
    expect(res.body.status).toBe(false);
    expect(await allAlerts()).toBe(before);
  });
});

describe('the console calls', () => {
  const list = (offset = 0) => call(t.app, adminAlertsListCall, { ...admin, offset });

  it('list newest first with the unread count, page by 30, and mark one or all read', async () => {
    await call(t.app, adminAlertsReadAllCall, admin);
    const p = await product(t.db, { stock: 50, nameEn: 'Clover honey', nameAr: 'عسل البرسيم' });
    const first = await cashOrder(p.id);
    const second = await cashOrder(p.id);
    const page = (await list()).body.data;
    expect(page.unread).toBe(2);
    expect(page.rows.slice(0, 2).map((r) => [r.kind, r.order_id, r.read])).toEqual([
      ['new_order', second, false],
      ['new_order', first, false],
    ]);
    expect(page.rows.length).toBe(Math.min(30, page.total));
    if (page.total > 30) expect((await list(30)).body.data.rows[0]!.id).toBeLessThan(page.rows[29]!.id);

    const [newest] = page.rows;
    expect((await call(t.app, adminAlertReadCall, { ...admin, alert_id: newest!.id })).body.data).toEqual({ unread: 1 });
    // Again: no change, the same count.
    expect((await call(t.app, adminAlertReadCall, { ...admin, alert_id: newest!.id })).body.data).toEqual({ unread: 1 });
    expect((await call(t.app, adminAlertsReadAllCall, admin)).body.data).toEqual({ unread: 0 });
    expect((await list()).body.data.rows.slice(0, 2).map((r: { read: boolean }) => r.read)).toEqual([true, true]);

    await adjust(p.id, -48);
    const low = (await list()).body.data.rows[0];
    expect(low).toMatchObject({
      kind: 'low_stock',
      order_id: null,
      product: { id: p.id, name_en: 'Clover honey', name_ar: 'عسل البرسيم', stock: 0 },
    });
  });

  it('marking read at once from many tabs: every call succeeds, each alert keeps the first time it was read', async () => {
    const p = await product(t.db, { stock: 50 });
    await cashOrder(p.id);
    await cashOrder(p.id);
    const ids = (await list()).body.data.rows.slice(0, 2).map((r: { id: number }) => r.id);
    const answers = await Promise.all([
      ...ids.map((id: number) => call(t.app, adminAlertReadCall, { ...admin, alert_id: id })),
      call(t.app, adminAlertsReadAllCall, admin),
      call(t.app, adminAlertsReadAllCall, admin),
      ...ids.map((id: number) => call(t.app, adminAlertReadCall, { ...admin, alert_id: id })),
    ]);
    expect(answers.map((a) => [a.statusCode, a.body.status])).toEqual(answers.map(() => [200, true]));
    const readAt = (await t.db.select().from(ownerAlerts).where(inArray(ownerAlerts.id, ids))).map((a) => a.readAt!.getTime());
    await call(t.app, adminAlertsReadAllCall, admin);
    await call(t.app, adminAlertReadCall, { ...admin, alert_id: ids[0] });
    expect((await t.db.select().from(ownerAlerts).where(inArray(ownerAlerts.id, ids))).map((a) => a.readAt!.getTime())).toEqual(readAt);
    expect((await list()).body.data.unread).toBe(0);
  });

  it('are refused to guests (401) and customers (403), and name the field of bad input', async () => {
    const c = await customer(t.db);
    for (const path of [adminAlertsListCall, adminAlertReadCall, adminAlertsReadAllCall]) {
      const guest = await call(t.app, path, { auth_key: 'guest', user_id: 0, alert_id: 1 });
      expect([guest.statusCode, guest.body.status]).toEqual([401, false]);
      const shopperCall = await call(t.app, path, { ...c.auth, alert_id: 1 });
      expect([shopperCall.statusCode, shopperCall.body.status]).toEqual([403, false]);
    }
    const bad = await call(t.app, adminAlertReadCall, { ...admin, alert_id: 'abc' });
    expect([bad.statusCode, invalidData(bad)?.field]).toEqual([400, 'alert_id']);
    const badOffset = await call(t.app, adminAlertsListCall, { ...admin, offset: -1 });
    expect([badOffset.statusCode, invalidData(badOffset)?.field]).toEqual([400, 'offset']);
    const unknown = await call(t.app, adminAlertReadCall, { ...admin, alert_id: 2_000_000_000 });
    expect([unknown.statusCode, unknown.body.msg]).toEqual([404, 'Alert not found']);
  });
});

describe('the alert settings', () => {
  it('read with the store settings (no address, every kind, English until set), saved with them, kept when left out', async () => {
    await t.db.delete(storeSettings).where(inArray(storeSettings.key, ['alert_email', 'alert_mail_kinds', 'alert_language']));
    const now = (await call(t.app, adminSettingsGetCall, admin)).body.data;
    expect(now).toMatchObject({
      alert_email: '',
      alert_mail_kinds: ['new_order', 'return_request', 'low_stock', 'payment_failed'],
      alert_language: 'en',
    });
    const base = formOf({
      ...admin,
      ...now,
      trn: '100200300400005',
      legal_name_en: 'Honey',
      legal_name_ar: 'عسل',
      legal_address_en: 'A',
      legal_address_ar: 'ع',
      trade_licence: 'CN-1',
      phone: '1',
      whatsapp: '1',
      email: 'shop@example.com',
    });
    const saved = await call(t.app, adminSettingsSaveCall, {
      ...base,
      alert_email: ' Owner@Example.com ',
      alert_mail_kinds: 'low_stock,new_order',
      alert_language: 'ar',
    });
    expect(saved.body.data).toMatchObject({
      alert_email: 'owner@example.com',
      alert_mail_kinds: ['new_order', 'low_stock'],
      alert_language: 'ar',
    });
    const { alert_email: _e, alert_mail_kinds: _k, alert_language: _l, ...older } = base;
    const kept = await call(t.app, adminSettingsSaveCall, older);
    expect(kept.body.data).toMatchObject({
      alert_email: 'owner@example.com',
      alert_mail_kinds: ['new_order', 'low_stock'],
      alert_language: 'ar',
    });
    const cleared = await call(t.app, adminSettingsSaveCall, { ...base, alert_email: '', alert_mail_kinds: '' });
    expect(cleared.body.data).toMatchObject({ alert_email: '', alert_mail_kinds: [] });
    const bad = await call(t.app, adminSettingsSaveCall, { ...base, alert_email: 'not an address' });
    expect([bad.statusCode, invalidData(bad)?.field]).toEqual([400, 'alert_email']);
    const badKind = await call(t.app, adminSettingsSaveCall, { ...base, alert_mail_kinds: 'new_order,birthday' });
    // The refused kind is named with its place in the list.
    expect([badKind.statusCode, invalidData(badKind)?.field]).toEqual([400, 'alert_mail_kinds.1']);
  });
});
