// Tamara at checkout, against a local server that speaks Tamara's documented API (docs.tamara.co/reference): the
// pre-check before Tamara is offered or asked for, the checkout session's fields, the return and the JWT-signed
// webhook (tamaraToken, HS256 with the notification token) both asking Tamara, authorising and capturing once,
// declined / expired orders released, the sweep, and the console's partial refund through simplified-refund.
import { randomUUID } from 'node:crypto';
import {
  adminOrderMoveCall,
  adminReturnDecideCall,
  adminReturnsListCall,
  ordersListCall,
  payNowCall,
  paymentMethodsCall,
  paymentStatusCall,
  returnItemCall,
  type Call,
} from '@shop/contract';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  cartItems,
  jobs,
  orders,
  payments,
  products,
  regions as regionsTable,
  returnReasons,
  returnRequests,
  storeSettings,
} from '../../db/schema';
import { PaymentGatewayError } from '../../integrations/payments/gateway';
import { createTamaraGateway, tamaraPhone } from '../../integrations/payments/tamara';
import { LocalProviderServer } from '../../test/providerServer';
import { call, createTestApp, type TestApp, type CallFields } from '../../test/app';
import { adminWorld, type AdminWorld } from '../../test/fixtures/admin';
import { fillCart, payNowOnline } from '../../test/fixtures/checkout';
import { product } from '../../test/fixtures/products';
import { address, deliveryRegions } from '../../test/fixtures/regions';
import { shopper } from '../../test/fixtures/shoppers';
import { walletOf } from '../wallet/ledger';
import { releaseExpiredOrders } from './ask-provider';

const PUBLIC_URL = 'https://shop.example';
const API_TOKEN = 'tamara-api-token';
const NOTIFICATION_TOKEN = 'tamara-notification-token';
const TIMEOUT_MS = 1500;
const SHOP_NAME = 'Souq Al Asal General Trading L.L.C.';

type Money = { amount: number; currency: string };
interface FakeOrder {
  order_id: string;
  status: string;
  total_amount: Money;
  captured_amount: Money;
  refunded_amount: Money;
  refunds: { refund_id: string; total_amount: Money; comment: string; merchant_refund_id?: string }[];
}

/** A stand-in for Tamara's API on 127.0.0.1, answering with the documented shapes. */
class FakeTamara extends LocalProviderServer {
  requests: { method: string; path: string; authorization: string | undefined; body: Record<string, unknown> }[] = [];
  orders = new Map<string, FakeOrder>();
  /** The pre-check's answer. */
  eligible = true;
  /** How long a capture takes (widens races). */
  captureDelayMs = 0;
  /** Paths that answer 503 (Tamara down for them). */
  down: string[] = [];

  count = (method: string, path: string) => this.requests.filter((r) => r.method === method && r.path === path).length;
  captures = (id: string) => this.requests.filter((r) => r.path === '/payments/capture' && r.body.order_id === id).length;

  protected async handle(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    const path = req.url ?? '';
    this.requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization, body });
    const send = (code: number, json: unknown) => res.writeHead(code, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    const error = (code: number, message: string) => send(code, { message, errors: [{ error_code: message.replace(/\W+/g, '_') }] });
    if (req.headers.authorization !== `Bearer ${API_TOKEN}`) return error(401, 'Unauthorized');
    if (this.down.includes(path)) return error(503, 'Service unavailable');

    if (req.method === 'POST' && path === '/checkout/payment-options-pre-check')
      return send(200, {
        has_available_payment_options: this.eligible,
        single_checkout_enabled: this.eligible,
        available_payment_labels: this.eligible ? [{ payment_type: 'PAY_BY_INSTALMENTS', instalment: 4 }] : [],
      });
    if (req.method === 'POST' && path === '/checkout') {
      const total = body.total_amount as Money;
      const id = randomUUID();
      const zero = { amount: 0, currency: total.currency };
      this.orders.set(id, { order_id: id, status: 'new', total_amount: total, captured_amount: zero, refunded_amount: zero, refunds: [] });
      return send(200, { order_id: id, checkout_id: randomUUID(), checkout_url: `${this.url}/checkout/${id}`, status: 'new' });
    }
    if (req.method === 'POST' && path === '/payments/capture') {
      if (this.captureDelayMs) await new Promise((r) => setTimeout(r, this.captureDelayMs));
      const order = this.orders.get(String(body.order_id));
      if (!order) return error(404, 'Order not found');
      if (order.status !== 'authorised') return error(400, `Order is ${order.status}`);
      const amount = (body.total_amount as Money).amount;
      if (amount + order.captured_amount.amount > order.total_amount.amount) return error(400, 'Capture amount exceeds');
      order.captured_amount = { ...order.captured_amount, amount: order.captured_amount.amount + amount };
      order.status = order.captured_amount.amount === order.total_amount.amount ? 'fully_captured' : 'partially_captured';
      return send(200, {
        capture_id: randomUUID(),
        order_id: order.order_id,
        status: order.status,
        captured_amount: order.captured_amount,
      });
    }
    const refund = /^\/payments\/simplified-refund\/([^/]+)$/.exec(path);
    if (req.method === 'POST' && refund) {
      const order = this.orders.get(decodeURIComponent(refund[1]!));
      if (!order) return error(404, 'Order not found');
      const amount = (body.total_amount as Money).amount;
      if (!['fully_captured', 'partially_refunded'].includes(order.status)) return error(400, `Order is ${order.status}`);
      const made = { refund_id: randomUUID(), total_amount: body.total_amount as Money, comment: String(body.comment) };
      order.refunds.push(made);
      order.refunded_amount = { ...order.refunded_amount, amount: order.refunded_amount.amount + amount };
      order.status = order.refunded_amount.amount >= order.total_amount.amount ? 'fully_refunded' : 'partially_refunded';
      return send(200, {
        order_id: order.order_id,
        comment: made.comment,
        refund_id: made.refund_id,
        status: order.status,
        refunded_amount: order.refunded_amount,
      });
    }
    const match = /^\/orders\/([^/]+)(\/authorise|\/cancel)?$/.exec(path);
    const order = match ? this.orders.get(decodeURIComponent(match[1]!)) : undefined;
    if (!order) return error(404, 'Order not found');
    if (req.method === 'GET' && !match![2]) return send(200, order);
    if (req.method === 'POST' && match![2] === '/authorise') {
      if (order.status !== 'approved') return error(400, `Order is ${order.status}`);
      order.status = 'authorised';
      return send(200, { order_id: order.order_id, status: 'authorised', authorized_amount: order.total_amount });
    }
    if (req.method === 'POST' && match![2] === '/cancel') {
      if (order.status !== 'authorised') return error(400, `Order is ${order.status}`);
      order.status = 'canceled';
      return send(200, { order_id: order.order_id, cancel_id: randomUUID(), status: 'canceled', canceled_amount: body.total_amount });
    }
    return error(400, 'Unknown call');
  }
}

const fake = new FakeTamara();
let t: TestApp;
let regions: Awaited<ReturnType<typeof deliveryRegions>>;

beforeAll(async () => {
  await fake.start();
  t = await createTestApp(
    {},
    {
      TAMARA_API_TOKEN: API_TOKEN,
      TAMARA_API_URL: fake.url,
      TAMARA_NOTIFICATION_TOKEN: NOTIFICATION_TOKEN,
      PAYMENT_GATEWAY_TIMEOUT_MS: String(TIMEOUT_MS),
      PUBLIC_URL,
      UNPAID_ORDER_SWEEP_SECONDS: '0',
      // The tests run the queue themselves (kick), after the release committed.
      JOB_POLL_MS: '0',
    },
  );
  regions = await deliveryRegions(t.db);
  await t.db.insert(storeSettings).values({ key: 'legal_name_en', value: SHOP_NAME });
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});
beforeEach(() => {
  fake.requests = [];
  fake.eligible = true;
  fake.captureDelayMs = 0;
  fake.down = [];
});

/** 2 × 75 AED + 25 AED delivery − 10 AED from the wallet = 165 AED through Tamara. */
const checkoutWithTamara = (lang: 'en' | 'ar' = 'en') => payNowOnline(t, regions.fee25, { name: 'Mariam Saeed', payWith: 'tamara', lang });

const orderOf = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const stockOf = async (id: number) => (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
/** The bodies of the cancel calls Tamara received for the order. */
const cancelsOf = (orderId: string) =>
  fake.requests.filter((r) => r.method === 'POST' && r.path === `/orders/${orderId}/cancel`).map((r) => r.body);
const tamaraCancelJobs = async (orderId: string) =>
  (await t.db.select().from(jobs).where(eq(jobs.kind, 'tamara_cancel'))).filter(
    (j) => (j.payload as { tamaraOrderId: string }).tamaraOrderId === orderId,
  );
const paymentOf = async (orderId: number) => (await t.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]!;

/** A tamaraToken as Tamara signs it: HS256 with the notification token, issuer Tamara, valid for a while. */
const tamaraToken = (key = NOTIFICATION_TOKEN, expiresIn = '15m') =>
  new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('Tamara')
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(new TextEncoder().encode(key));

const webhook = async (body: unknown, token: string | null | Promise<string> = tamaraToken(), via: 'query' | 'header' = 'query') => {
  const jwt = await token;
  return t.app.inject({
    method: 'POST',
    url: `/api/payments/tamara/webhook${jwt && via === 'query' ? `?tamaraToken=${jwt}` : ''}`,
    headers: { 'content-type': 'application/json', ...(jwt && via === 'header' ? { authorization: `Bearer ${jwt}` } : {}) },
    payload: JSON.stringify(body),
  });
};
const event = (orderId: string, eventType: string) => ({
  order_id: orderId,
  order_reference_id: 'x',
  order_number: 'x',
  event_type: eventType,
  data: [],
});

describe('checkout with Tamara', () => {
  it("is offered by payment_methods.php for a cart only when Tamara's pre-check accepts its total and the phone", async () => {
    const s = await shopper(t.app, t.db, 'Noura Ali');
    // An empty cart: nothing to pre-check, Tamara is not asked (offered, for the products' promotion).
    expect((await s.call(paymentMethodsCall, {})).body.data.tamara).toBe(true);
    expect(fake.requests).toEqual([]);
    const p = await product(t.db, { salePrice: 7500, listPrice: 7500, stock: 6 });
    await fillCart(t.db, s.id, [{ productId: p.id, quantity: 2 }]);
    expect((await s.call(paymentMethodsCall, {})).body.data).toMatchObject({ tamara: true, tabby: false });
    const [check] = fake.requests;
    expect(check).toMatchObject({ method: 'POST', path: '/checkout/payment-options-pre-check', authorization: `Bearer ${API_TOKEN}` });
    expect(check!.body).toEqual({
      country: 'AE',
      order_value: { amount: 150, currency: 'AED' },
      phone_number: '971501234567',
      is_vip: false,
    });
    fake.eligible = false;
    expect((await s.call(paymentMethodsCall, {})).body.data.tamara).toBe(false);
  });

  it("creates the checkout with Tamara's fields, places the order awaiting payment and answers the hosted page", async () => {
    const { s, res, productId } = await checkoutWithTamara('ar');
    expect(res.body).toMatchObject({ status: true, flag: 0, data: { status_id: 8, card_amount: 165, wallet_used: 10, IsSuccess: true } });
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /checkout/payment-options-pre-check', 'POST /checkout']);
    expect(fake.requests[0]!.body).toMatchObject({ order_value: { amount: 165, currency: 'AED' } });
    const session = fake.requests[1]!;
    expect(session.authorization).toBe(`Bearer ${API_TOKEN}`);
    const body = session.body as Record<string, unknown> & { items: unknown[]; consumer: Record<string, unknown> };
    expect(body.total_amount).toEqual({ amount: 165, currency: 'AED' });
    expect(body.shipping_amount).toEqual({ amount: 25, currency: 'AED' });
    expect(body.tax_amount).toEqual({ amount: 0, currency: 'AED' });
    expect(body.discount).toEqual({ name: 'discount', amount: { amount: 10, currency: 'AED' } });
    expect(body.items).toEqual([
      {
        name: expect.any(String),
        type: 'Physical',
        reference_id: String(productId),
        sku: String(productId),
        quantity: 2,
        unit_price: { amount: 75, currency: 'AED' },
        total_amount: { amount: 150, currency: 'AED' },
      },
    ]);
    expect(body.consumer).toEqual({ first_name: 'Mariam', last_name: 'Saeed', email: expect.any(String), phone_number: '971501234567' });
    expect(body.shipping_address).toMatchObject({ first_name: 'Mariam', last_name: 'Saeed', country_code: 'AE', city: expect.any(String) });
    expect(body).toMatchObject({ country_code: 'AE', payment_type: 'PAY_BY_INSTALMENTS', instalments: 4, locale: 'ar_SA' });
    expect(body.order_reference_id).toMatch(/^cart-\d+-\d+$/);
    expect(body.merchant_url).toEqual({
      success: `${PUBLIC_URL}/ar/paymentsuccess`,
      failure: `${PUBLIC_URL}/ar/paymenterror`,
      cancel: `${PUBLIC_URL}/ar/paymenterror`,
      notification: `${PUBLIC_URL}/api/payments/tamara/webhook`,
    });

    const orderId = res.body.data.Data!.InvoiceId as string;
    expect(res.body.data.Data!.InvoiceURL).toBe(`${fake.url}/checkout/${orderId}`);
    const order = await orderOf(res.body.data.order_id);
    expect(order).toMatchObject({ statusId: 8, paymentMethodType: 'tamara', cardAmount: 16500 });
    expect(await paymentOf(order.id)).toMatchObject({ gateway: 'tamara', invoiceId: orderId, amount: 16500, status: 'pending' });
    expect(await stockOf(productId)).toBe(4);

    // Back before paying: still waiting, nothing authorised or captured.
    const early = await s.call(paymentStatusCall, { payment_id: orderId });
    expect(early.body).toMatchObject({ status: true, data: { status: 'pending', order_status: 8 } });
    expect(fake.count('POST', `/orders/${orderId}/authorise`)).toBe(0);
    expect(fake.captures(orderId)).toBe(0);
  });

  it('approved: the return asks Tamara, authorises, captures the full amount once and confirms the order once', async () => {
    const { s, res } = await checkoutWithTamara();
    const orderId = res.body.data.Data!.InvoiceId as string;
    fake.orders.get(orderId)!.status = 'approved';
    const back = await s.call(paymentStatusCall, { payment_id: orderId });
    expect(back.body).toMatchObject({
      status: true,
      data: { status: 'paid', order_status: 1, payment_method_type: 'tamara', amount: 165 },
    });
    expect(fake.count('POST', `/orders/${orderId}/authorise`)).toBe(1);
    const capture = fake.requests.find((r) => r.path === '/payments/capture')!;
    expect(capture.authorization).toBe(`Bearer ${API_TOKEN}`);
    expect(capture.body).toMatchObject({ order_id: orderId, total_amount: { amount: 165, currency: 'AED' } });
    // No carrier has taken it yet: the shop itself, shipped as of the capture, no tracking.
    const shippedAt = Date.parse(String((capture.body.shipping_info as Record<string, unknown>).shipped_at));
    expect(Math.abs(Date.now() - shippedAt)).toBeLessThan(60_000);
    expect(capture.body.shipping_info).toEqual({ shipped_at: expect.any(String), shipping_company: SHOP_NAME });
    expect(fake.orders.get(orderId)!.status).toBe('fully_captured');

    const again = await s.call(paymentStatusCall, { payment_id: orderId });
    expect(again.body.data).toMatchObject({ status: 'paid', order_status: 1 });
    expect(fake.captures(orderId)).toBe(1);
  });

  /** Approves the order at Tamara with its row set as given, and answers the shipping_info its capture sent. */
  async function capturedShipping(set: Partial<typeof orders.$inferInsert>) {
    const { s, res } = await checkoutWithTamara();
    const orderId = res.body.data.Data!.InvoiceId as string;
    await t.db.update(orders).set(set).where(eq(orders.id, res.body.data.order_id));
    fake.orders.get(orderId)!.status = 'approved';
    expect((await s.call(paymentStatusCall, { payment_id: orderId })).body.data).toMatchObject({ status: 'paid' });
    return fake.requests.find((r) => r.path === '/payments/capture' && r.body.order_id === orderId)!.body.shipping_info;
  }

  it("sends the order's carrier, tracking number and tracking page with the capture", async () => {
    expect(await capturedShipping({ carrier: 'aramex', trackingNumber: '44012345678' })).toEqual({
      shipped_at: expect.any(String),
      shipping_company: 'Aramex',
      tracking_number: '44012345678',
      tracking_url: 'https://www.aramex.com/ae/en/track/results?ShipmentNumber=44012345678',
    });
    expect(await capturedShipping({ carrier: 'other', carrierName: 'Fetchr', trackingNumber: 'F-9' })).toEqual({
      shipped_at: expect.any(String),
      shipping_company: 'Fetchr',
      tracking_number: 'F-9',
    });
  });

  it('names the shop itself for its own driver and for a pickup order, whatever carrier the row holds', async () => {
    expect(await capturedShipping({ carrier: 'own_driver', driverPhone: '0501234567' })).toEqual({
      shipped_at: expect.any(String),
      shipping_company: SHOP_NAME,
    });
    expect(await capturedShipping({ pickupCode: '123456', carrier: 'aramex', trackingNumber: '1' })).toEqual({
      shipped_at: expect.any(String),
      shipping_company: SHOP_NAME,
    });
  });

  it('not eligible at the pre-check: refused in the shopper language, no checkout, no order, nothing taken', async () => {
    fake.eligible = false;
    const before = (await t.db.select({ id: orders.id }).from(orders)).length;
    const { s, res, productId } = await checkoutWithTamara('ar');
    expect(res.body).toMatchObject({ status: false, msg: 'نأسف، لا يمكن استخدام تمارا لهذا الطلب. الرجاء استخدام طريقة دفع أخرى' });
    expect(fake.count('POST', '/checkout')).toBe(0);
    expect(await t.db.select({ id: orders.id }).from(orders)).toHaveLength(before);
    expect(await stockOf(productId)).toBe(6);
    expect((await walletOf(t.db, s.id)).balance).toBe(1000);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, s.id))).toHaveLength(1);
  });

  for (const status of ['declined', 'expired', 'canceled'] as const) {
    it(`${status} after the redirect: the order is released, stock and wallet back, nothing captured`, async () => {
      const { s, res, productId } = await checkoutWithTamara();
      const orderId = res.body.data.Data!.InvoiceId as string;
      fake.orders.get(orderId)!.status = status;
      const back = await s.call(paymentStatusCall, { payment_id: orderId });
      expect(back.body).toMatchObject({ status: false, data: { status: 'failed', order_status: 4 } });
      expect(await stockOf(productId)).toBe(6);
      expect((await walletOf(t.db, s.id)).balance).toBe(1000);
      expect(fake.captures(orderId)).toBe(0);
    });
  }
});

describe('Tamara webhook', () => {
  it('refuses a missing, wrongly signed, expired or unsigned tamaraToken with 401 and asks Tamara nothing', async () => {
    const { res } = await checkoutWithTamara();
    const orderId = res.body.data.Data!.InvoiceId as string;
    fake.orders.get(orderId)!.status = 'approved';
    fake.requests = [];
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from('{"iss":"Tamara"}').toString('base64url')}.`;
    for (const token of [null, tamaraToken('another-key'), tamaraToken(NOTIFICATION_TOKEN, '-1m'), unsigned, 'not-a-jwt']) {
      const answer = await webhook(event(orderId, 'order_approved'), token);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ status: false, msg: 'Invalid signature' });
    }
    expect(fake.requests).toEqual([]);
    expect((await orderOf(res.body.data.order_id)).statusId).toBe(8);
    expect((await paymentOf(res.body.data.order_id)).status).toBe('pending');
  });

  it('refuses a signed body without an order id, naming the field', async () => {
    for (const body of [{}, { order_id: 42 }, [], { order_id: '' }]) {
      const answer = await webhook(body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().data, JSON.stringify(body)).toEqual({ field: 'order_id', reason: 'required' });
    }
  });

  it("believes Tamara, not the event, whatever the order of events: captures once; an order Tamara doesn't know is ignored", async () => {
    const { res } = await checkoutWithTamara();
    const orderId = res.body.data.Data!.InvoiceId as string;
    // The event says captured; Tamara still says new: nothing happens.
    expect((await webhook(event(orderId, 'order_captured'))).json()).toMatchObject({ status: true, data: { status: 'pending' } });
    fake.orders.get(orderId)!.status = 'approved';
    // The token in the Authorization header is accepted too.
    expect((await webhook(event(orderId, 'order_approved'), tamaraToken(), 'header')).json()).toMatchObject({
      status: true,
      data: { status: 'paid' },
    });
    // Late and out-of-order events after the capture change nothing.
    for (const type of ['order_authorised', 'order_approved', 'order_expired', 'order_declined'])
      expect((await webhook(event(orderId, type))).json(), type).toMatchObject({ status: true, data: { status: 'paid' } });
    expect(fake.captures(orderId)).toBe(1);
    expect((await orderOf(res.body.data.order_id)).statusId).toBe(1);

    const unknown = await webhook(event(randomUUID(), 'order_approved'));
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toMatchObject({ status: true, msg: 'Event ignored' });
  });

  it('the webhook and the shopper return arriving together authorise, capture and confirm once', async () => {
    const { s, res } = await checkoutWithTamara();
    const orderId = res.body.data.Data!.InvoiceId as string;
    fake.orders.get(orderId)!.status = 'approved';
    fake.captureDelayMs = 50;
    const [hook, back, hook2] = await Promise.all([
      webhook(event(orderId, 'order_approved')),
      s.call(paymentStatusCall, { payment_id: orderId }),
      webhook(event(orderId, 'order_approved'), tamaraToken(), 'header'),
    ]);
    expect(hook.statusCode).toBe(200);
    expect(hook2.statusCode).toBe(200);
    expect(back.body).toMatchObject({ status: true, data: { status: 'paid', order_status: 1 } });
    expect(fake.count('POST', `/orders/${orderId}/authorise`)).toBe(1);
    expect(fake.captures(orderId)).toBe(1);
    expect(
      await t.db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, res.body.data.order_id), eq(payments.status, 'paid'))),
    ).toHaveLength(1);
  });

  it('an order_expired event releases the order (Tamara says expired) and gives the stock back', async () => {
    const { res, productId } = await checkoutWithTamara();
    const orderId = res.body.data.Data!.InvoiceId as string;
    fake.orders.get(orderId)!.status = 'expired';
    expect((await webhook(event(orderId, 'order_expired'))).json()).toMatchObject({ status: true, data: { status: 'failed' } });
    expect((await orderOf(res.body.data.order_id)).statusId).toBe(4);
    expect(await stockOf(productId)).toBe(6);
  });
});

describe('Tamara and the expiry sweep', () => {
  // Each test kicks the queue for the jobs its own release queued: the earlier tests' e-mails and cancels, which
  // would run first and take most of the test's time, are not this block's subject.
  beforeEach(async () => {
    await t.db.delete(jobs);
  });

  const sweep = () =>
    releaseExpiredOrders(
      { db: t.db, gateway: t.app.payments.gateway, hosted: t.app.payments.hosted, log: t.app.log },
      new Date(Date.now() + 31 * 60_000),
    );

  it('the capture racing the sweep ends in one state: captured once and confirmed, not released', async () => {
    const { s, res, productId } = await checkoutWithTamara();
    const orderId = res.body.data.Data!.InvoiceId as string;
    fake.orders.get(orderId)!.status = 'approved';
    fake.captureDelayMs = 30;
    // The sweep also releases other tests' unfinished orders; what counts is this order's one state.
    const [, back, hook] = await Promise.all([
      sweep(),
      s.call(paymentStatusCall, { payment_id: orderId }),
      webhook(event(orderId, 'order_approved')),
    ]);
    expect(back.body.data).toMatchObject({ status: 'paid', order_status: 1 });
    expect(hook.statusCode).toBe(200);
    expect((await orderOf(res.body.data.order_id)).statusId).toBe(1);
    expect(fake.captures(orderId)).toBe(1);
    expect(await stockOf(productId)).toBe(4);
  });

  it('releases an order still new after the window; a later approval is not captured but cancelled at Tamara once', async () => {
    const { s, res, productId } = await checkoutWithTamara();
    const orderId = res.body.data.Data!.InvoiceId as string;
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    expect((await orderOf(res.body.data.order_id)).statusId).toBe(4);
    expect(await stockOf(productId)).toBe(6);
    expect(fake.count('GET', `/orders/${orderId}`)).toBeGreaterThanOrEqual(1);

    fake.orders.get(orderId)!.status = 'approved';
    await s.call(paymentStatusCall, { payment_id: orderId });
    expect((await webhook(event(orderId, 'order_approved'))).statusCode).toBe(200);
    expect(fake.count('POST', `/orders/${orderId}/authorise`)).toBe(0);
    expect(fake.captures(orderId)).toBe(0);
    expect((await orderOf(res.body.data.order_id)).statusId).toBe(4);
    expect((await walletOf(t.db, s.id)).balance).toBe(1000);

    // After the commit, the queue cancels what Tamara holds: authorised (as its cancel asks), then cancelled, once,
    // however many times the approval was applied.
    await t.app.jobs.kick();
    await t.app.jobs.kick();
    expect(fake.count('POST', `/orders/${orderId}/authorise`)).toBe(1);
    expect(cancelsOf(orderId)).toEqual([{ total_amount: { amount: 165, currency: 'AED' } }]);
    expect(fake.orders.get(orderId)!.status).toBe('canceled');
    expect(fake.captures(orderId)).toBe(0);
  });

  it('an authorised order the sweep releases is cancelled at Tamara after the commit; Tamara down undoes nothing and is retried', async () => {
    const { res, productId } = await checkoutWithTamara();
    const orderId = res.body.data.Data!.InvoiceId as string;
    fake.orders.get(orderId)!.status = 'authorised';
    fake.down = ['/payments/capture', `/orders/${orderId}/cancel`];
    await sweep();
    expect((await orderOf(res.body.data.order_id)).statusId).toBe(4);
    expect(cancelsOf(orderId)).toEqual([]);

    await t.app.jobs.kick();
    expect(cancelsOf(orderId)).toHaveLength(1);
    expect(fake.orders.get(orderId)!.status).toBe('authorised');
    const [job] = await tamaraCancelJobs(orderId);
    expect(job).toMatchObject({ state: 'waiting', attempts: 1 });
    expect((await orderOf(res.body.data.order_id)).statusId).toBe(4);
    expect(await stockOf(productId)).toBe(6);

    // Tamara is back; the retry comes due.
    fake.down = [];
    fake.requests = [];
    await t.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, job!.id));
    await t.app.jobs.kick();
    expect(cancelsOf(orderId)).toEqual([{ total_amount: { amount: 165, currency: 'AED' } }]);
    expect(fake.orders.get(orderId)!.status).toBe('canceled');
    expect(await tamaraCancelJobs(orderId)).toEqual([]);
    expect(fake.captures(orderId)).toBe(0);
  });
});

describe('Tamara adapter', () => {
  const gateway = (apiToken = API_TOKEN, baseUrl = fake.url) => createTamaraGateway({ apiToken, baseUrl, timeoutMs: TIMEOUT_MS });

  it('writes UAE phones as Tamara expects them', () => {
    expect(['+971 50 123 4567', '0501234567', '00971501234567', '971501234567'].map(tamaraPhone)).toEqual(Array(4).fill('971501234567'));
  });

  it('refunds part of a captured order through simplified-refund, with the amount, comment and our refund id', async () => {
    const { res } = await checkoutWithTamara();
    const orderId = res.body.data.Data!.InvoiceId as string;
    fake.orders.get(orderId)!.status = 'approved';
    expect((await webhook(event(orderId, 'order_approved'))).json().data.status).toBe('paid');
    const refund = await gateway().refund({ key: { paymentId: orderId }, amountFils: 5050, comment: 'return #7' });
    const sent = fake.requests.find((r) => r.path === `/payments/simplified-refund/${orderId}`)!;
    expect(sent.method).toBe('POST');
    expect(sent.authorization).toBe(`Bearer ${API_TOKEN}`);
    expect(sent.body).toEqual({ total_amount: { amount: 50.5, currency: 'AED' }, comment: 'return #7', merchant_refund_id: 'return #7' });
    expect(refund).toMatchObject({ refundId: fake.orders.get(orderId)!.refunds[0]!.refund_id, outcome: 'refunded' });
    expect(fake.orders.get(orderId)!.status).toBe('partially_refunded');
    expect(await gateway().refunds(orderId)).toEqual([{ refundId: refund.refundId, outcome: 'refunded', amountFils: 5050 }]);
  });

  it("maps Tamara's errors to the gateway's reasons", async () => {
    await expect(gateway().payment(randomUUID())).rejects.toMatchObject({ reason: 'not_found' });
    const refused = await gateway('nope')
      .payment(randomUUID())
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PaymentGatewayError);
    expect((refused as PaymentGatewayError).reason).toBe('refused');
    await expect(gateway(API_TOKEN, 'http://127.0.0.1:1').payment('x')).rejects.toMatchObject({ reason: 'unreachable' });
  });
});

describe("the console's refund of a return paid with Tamara", () => {
  let w: AdminWorld;
  beforeAll(async () => {
    w = await adminWorld({
      TAMARA_API_TOKEN: API_TOKEN,
      TAMARA_API_URL: fake.url,
      TAMARA_NOTIFICATION_TOKEN: NOTIFICATION_TOKEN,
      PAYMENT_GATEWAY_TIMEOUT_MS: TIMEOUT_MS,
      UNPAID_ORDER_SWEEP_SECONDS: 0,
      CARD_REFUND_SWEEP_SECONDS: 0,
    });
  });
  afterAll(() => w.t.close());

  it("sends the returned item's share (a partial refund) through Tamara's simplified refund", async () => {
    const admin = <C extends Call>(c: C, fields: CallFields<C>) => call(w.t.app, c, { ...w.admin.auth, ...fields });
    const [region] = await w.t.db.select().from(regionsTable).where(eq(regionsTable.deliveryFee, 2500)).limit(1);
    const [reason] = await w.t.db.select().from(returnReasons).where(eq(returnReasons.productFault, false)).limit(1);
    const s = await shopper(w.t.app, w.t.db, 'Hessa');
    const home = await address(w.t.db, s.id, region!);
    const honey = await product(w.t.db, { listPrice: 10000, salePrice: 10000, stock: 5 });
    const oil = await product(w.t.db, { listPrice: 4000, salePrice: 4000, stock: 5 });
    await fillCart(w.t.db, s.id, [
      { productId: honey.id, quantity: 1 },
      { productId: oil.id, quantity: 1 },
    ]);
    const paid = await s.call(payNowCall, { address_id: home.id, wallet: 0, payment_method: 2, payment_method_type: 'tamara' });
    expect(paid.body).toMatchObject({ status: true, data: { card_amount: 165 } });
    const orderId = paid.body.data.Data!.InvoiceId as string;
    fake.orders.get(orderId)!.status = 'approved';
    expect((await s.call(paymentStatusCall, { payment_id: orderId })).body.data).toMatchObject({
      status: 'paid',
      order_status: 1,
    });
    const shopOrderId = paid.body.data.order_id as number;
    for (const action of ['confirm', 'ship', 'deliver'])
      expect((await admin(adminOrderMoveCall, { order_id: shopOrderId, action })).body.status).toBe(true);
    const rows = (await s.call(ordersListCall)).body.data as { order_id: number; order_item_id: number; product_id: number }[];
    const item = rows.find((r) => r.order_id === shopOrderId && r.product_id === honey.id)!;
    expect(
      (await s.call(returnItemCall, { order_item_id: item.order_item_id, reason_id: reason!.id, description: 'Returned' })).body.status,
    ).toBe(true);
    const pending = (await admin(adminReturnsListCall, { state: 'pending' })).body.data.rows as {
      id: number;
      order_item_id: number;
    }[];
    const request = pending.find((r) => r.order_item_id === item.order_item_id)!;

    fake.requests = [];
    const decided = await admin(adminReturnDecideCall, { return_id: request.id, decision: 'approve' });
    expect(decided.body).toMatchObject({ status: true, data: { refund_to_card: 100 } });
    const sent = fake.requests.filter((r) => r.path === `/payments/simplified-refund/${orderId}`);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.authorization).toBe(`Bearer ${API_TOKEN}`);
    expect(sent[0]!.body).toMatchObject({ total_amount: { amount: 100, currency: 'AED' }, comment: `return #${request.id}` });
    const [stored] = await w.t.db.select().from(returnRequests).where(eq(returnRequests.id, request.id));
    expect(stored).toMatchObject({ cardRefundStatus: 'refunded', cardRefundId: fake.orders.get(orderId)!.refunds[0]!.refund_id });
    expect(fake.orders.get(orderId)!.status).toBe('partially_refunded');
  });
});
