// Tabby (buy now, pay later) over real HTTP, against a local server that answers like Tabby's API
// (POST /api/v2/checkout, GET /api/v2/payments/{id}, POST …/captures, POST …/refunds): pre-scoring approved
// or rejected, the shopper's return and the webhook (each verified with Tabby, captured once), releases,
// the expiry sweep and refunds.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LocalProviderServer } from '../../test/providerServer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  aedText,
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
import { cartItems, couponUses, orders, payments, products } from '../../db/schema';
import { createTabbyGateway } from '../../integrations/payments/tabby';
import { PaymentGatewayError } from '../../integrations/payments/gateway';
import { createTestApp, type TestApp, type CallFields } from '../../test/app';
import { walletOf } from '../wallet/ledger';
import { payNowOnline } from '../../test/fixtures/checkout';
import { deliveryRegions } from '../../test/fixtures/regions';
import { shopper } from '../../test/fixtures/shoppers';
import { releaseExpiredOrders } from './ask-provider';
import { adminWorld, type AdminWorld } from '../../test/fixtures/admin';
import { call } from '../../test/app';
import { fillCart } from '../../test/fixtures/checkout';
import { product } from '../../test/fixtures/products';
import { address } from '../../test/fixtures/regions';
import { regions as regionsTable, returnReasons, returnRequests } from '../../db/schema';

const PUBLIC_URL = 'https://shop.example';
const SECRET_KEY = 'sk_test_tabby-secret';
const MERCHANT_CODE = 'souq-ae';
const WEBHOOK_SECRET = 'tabby-webhook-value';
const WEBHOOK_HEADER = 'X-Tabby-Webhook-Secret';
const TIMEOUT_MS = 1500;

interface FakePayment {
  id: string;
  status: 'CREATED' | 'AUTHORIZED' | 'CLOSED' | 'REJECTED' | 'EXPIRED';
  amount: string;
  currency: string;
  captures: { id: string; amount: string; reference_id: string }[];
  refunds: { id: string; amount: string; reference_id: string; reason: string }[];
}

/** A stand-in for Tabby's API on 127.0.0.1, answering with the documented shapes. */
class FakeTabby extends LocalProviderServer {
  requests: { method: string; path: string; authorization: string | undefined; body: Record<string, unknown> }[] = [];
  payments = new Map<string, FakePayment>();
  /** The next session's pre-scoring answer. */
  preScoring: 'created' | 'rejected' = 'created';
  /** How long a capture takes (widens races). */
  captureDelayMs = 0;

  captureRequests = (id: string) => this.requests.filter((r) => r.path === `/api/v2/payments/${id}/captures`).length;

  protected async handle(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    const path = req.url ?? '';
    this.requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization, body });
    const send = (code: number, json: unknown) => res.writeHead(code, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    if (req.headers.authorization !== `Bearer ${SECRET_KEY}`)
      return send(401, { status: 'error', errorType: 'not_authorized', error: 'invalid secret key' });

    if (req.method === 'POST' && path === '/api/v2/checkout') {
      const payment = body.payment as { amount: string; currency: string };
      const id = randomUUID();
      this.payments.set(id, { id, status: 'CREATED', amount: payment.amount, currency: payment.currency, captures: [], refunds: [] });
      if (this.preScoring === 'rejected')
        return send(200, {
          id: randomUUID(),
          status: 'rejected',
          payment: { id, status: 'CREATED', amount: payment.amount, currency: payment.currency },
          configuration: { available_products: {}, products: { installments: { rejection_reason: 'not_available' } } },
        });
      return send(200, {
        id: randomUUID(),
        status: 'created',
        payment: { id, status: 'CREATED', amount: payment.amount, currency: payment.currency },
        configuration: { available_products: { installments: [{ web_url: `${this.url}/hpp/${id}` }] } },
      });
    }
    const match = /^\/api\/v2\/payments\/([^/]+)(\/captures|\/refunds)?$/.exec(path);
    const payment = match ? this.payments.get(decodeURIComponent(match[1]!)) : undefined;
    if (!payment) return send(404, { status: 'error', errorType: 'not_found', error: 'payment not found' });
    if (req.method === 'GET' && !match![2]) return send(200, payment);
    if (req.method === 'POST' && match![2] === '/captures') {
      if (this.captureDelayMs) await new Promise((r) => setTimeout(r, this.captureDelayMs));
      if (!payment.captures.some((c) => c.reference_id === body.reference_id)) {
        if (payment.status !== 'AUTHORIZED') return send(400, { status: 'error', errorType: 'bad_data', error: 'payment not authorized' });
        payment.captures.push({ id: randomUUID(), amount: body.amount as string, reference_id: body.reference_id as string });
        payment.status = 'CLOSED';
      }
      return send(200, payment);
    }
    if (req.method === 'POST' && match![2] === '/refunds') {
      payment.refunds.push({
        id: randomUUID(),
        amount: body.amount as string,
        reference_id: body.reference_id as string,
        reason: body.reason as string,
      });
      return send(200, payment);
    }
    return send(400, { status: 'error', errorType: 'bad_data', error: 'unknown call' });
  }
}

const fake = new FakeTabby();
let t: TestApp;
let regions: Awaited<ReturnType<typeof deliveryRegions>>;

beforeAll(async () => {
  await fake.start();
  t = await createTestApp(
    {},
    {
      TABBY_SECRET_KEY: SECRET_KEY,
      TABBY_PUBLIC_KEY: 'pk_test_tabby',
      TABBY_MERCHANT_CODE: MERCHANT_CODE,
      TABBY_BASE_URL: fake.url,
      TABBY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      PAYMENT_GATEWAY_TIMEOUT_MS: String(TIMEOUT_MS),
      PUBLIC_URL,
      UNPAID_ORDER_SWEEP_SECONDS: '0',
    },
  );
  regions = await deliveryRegions(t.db);
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});
beforeEach(() => {
  fake.requests = [];
  fake.preScoring = 'created';
  fake.captureDelayMs = 0;
});

/** 2 × 75 AED + 25 AED delivery − 10 AED from the wallet = 165 AED through Tabby. */
const checkoutWithTabby = (lang: 'en' | 'ar' = 'en') => payNowOnline(t, regions.fee25, { name: 'Mariam Saeed', payWith: 'tabby', lang });

const orderOf = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const stockOf = async (id: number) => (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const paymentOf = async (orderId: number) => (await t.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]!;

const webhook = (body: unknown, secret: string | null = WEBHOOK_SECRET) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/tabby/webhook',
    headers: { 'content-type': 'application/json', ...(secret === null ? {} : { [WEBHOOK_HEADER]: secret }) },
    payload: JSON.stringify(body),
  });

describe('checkout with Tabby', () => {
  it('is offered by payment_methods.php when configured', async () => {
    const s = await shopper(t.app, t.db, 'Noura Ali');
    expect((await s.call(paymentMethodsCall, {})).body.data.tabby).toBe(true);
  });

  it("creates the session with Tabby's fields, places the order awaiting payment and answers the hosted page", async () => {
    const { s, res, productId } = await checkoutWithTabby('ar');
    expect(res.body).toMatchObject({ status: true, flag: 0, data: { status_id: 8, card_amount: 165, wallet_used: 10, IsSuccess: true } });
    const [session] = fake.requests;
    expect(session!.method).toBe('POST');
    expect(session!.path).toBe('/api/v2/checkout');
    expect(session!.authorization).toBe(`Bearer ${SECRET_KEY}`);
    const body = session!.body as {
      payment: Record<string, unknown> & { buyer: Record<string, unknown>; order: Record<string, unknown> & { items: unknown[] } };
      lang: string;
      merchant_code: string;
      merchant_urls: Record<string, string>;
    };
    expect(body.payment.amount).toBe('165.00');
    expect(body.payment.currency).toBe('AED');
    expect(body.payment.buyer.name).toBe('Mariam Saeed');
    expect(typeof body.payment.buyer.phone).toBe('string');
    expect(body.payment.buyer).toHaveProperty('email');
    expect(body.payment.shipping_address).toMatchObject({ city: expect.any(String), address: expect.any(String), zip: expect.any(String) });
    expect(body.payment.order.items).toEqual([
      { title: expect.any(String), quantity: 2, unit_price: '75.00', reference_id: String(productId) },
    ]);
    expect(body.payment.order.shipping_amount).toBe('25.00');
    expect(body.payment.order.discount_amount).toBe('10.00');
    expect(body.lang).toBe('ar');
    expect(body.merchant_code).toBe(MERCHANT_CODE);
    expect(body.merchant_urls).toEqual({
      success: `${PUBLIC_URL}/ar/paymentsuccess`,
      cancel: `${PUBLIC_URL}/ar/paymenterror`,
      failure: `${PUBLIC_URL}/ar/paymenterror`,
    });

    const paymentId = res.body.data.Data!.InvoiceId as string;
    expect(res.body.data.Data!.InvoiceURL).toBe(`${fake.url}/hpp/${paymentId}`);
    const order = await orderOf(res.body.data.order_id);
    expect(order).toMatchObject({ statusId: 8, paymentMethodType: 'tabby', cardAmount: 16500 });
    expect(await paymentOf(order.id)).toMatchObject({ gateway: 'tabby', invoiceId: paymentId, amount: 16500, status: 'pending' });
    expect(await stockOf(productId)).toBe(4);

    // Back before paying: still waiting, nothing captured.
    const early = await s.call(paymentStatusCall, { payment_id: paymentId });
    expect(early.body).toMatchObject({ status: true, data: { status: 'pending', order_status: 8 } });
    expect(fake.captureRequests(paymentId)).toBe(0);
  });

  it('approved: the return asks Tabby, captures the full amount once and confirms the order once', async () => {
    const { s, res } = await checkoutWithTabby();
    const paymentId = res.body.data.Data!.InvoiceId as string;
    fake.payments.get(paymentId)!.status = 'AUTHORIZED';
    const back = await s.call(paymentStatusCall, { payment_id: paymentId });
    expect(back.body).toMatchObject({ status: true, data: { status: 'paid', order_status: 1, payment_method_type: 'tabby', amount: 165 } });
    const capture = fake.requests.find((r) => r.path.endsWith('/captures'))!;
    expect(capture.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(capture.body).toEqual({ amount: '165.00', reference_id: `order-${res.body.data.order_id}` });
    expect(fake.payments.get(paymentId)!.status).toBe('CLOSED');

    const again = await s.call(paymentStatusCall, { payment_id: paymentId });
    expect(again.body.data).toMatchObject({ status: 'paid', order_status: 1 });
    expect(fake.captureRequests(paymentId)).toBe(1);
    expect((await orderOf(res.body.data.order_id)).statusId).toBe(1);
  });

  it('rejected at pre-scoring: refused in the shopper language, no order, stock, wallet, cart and coupon unchanged', async () => {
    fake.preScoring = 'rejected';
    const before = (await t.db.select({ id: orders.id }).from(orders)).length;
    const { s, res, productId } = await checkoutWithTabby('ar');
    expect(res.body).toMatchObject({
      status: false,
      msg: 'نأسف، تابي غير قادرة على الموافقة على هذه العملية. الرجاء استخدام طريقة دفع أخرى',
    });
    expect(await t.db.select({ id: orders.id }).from(orders)).toHaveLength(before);
    expect(await stockOf(productId)).toBe(6);
    expect((await walletOf(t.db, s.id)).balance).toBe(1000);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, s.id))).toHaveLength(1);
    expect(await t.db.select().from(couponUses).where(eq(couponUses.userId, s.id))).toHaveLength(0);

    fake.preScoring = 'rejected';
    const en = await checkoutWithTabby('en');
    expect(en.res.body).toMatchObject({
      status: false,
      msg: 'Sorry, Tabby is unable to approve this purchase. Please use an alternative payment method for your order',
    });
  });

  it('refuses an empty cart as placing the order would, without asking Tabby', async () => {
    const s = await shopper(t.app, t.db, 'Empty cart');
    const home = await address(t.db, s.id, regions.fee25);
    const res = await s.call(payNowCall, { address_id: home.id, wallet: 0, payment_method: 2, payment_method_type: 'tabby' });
    expect(res.body).toMatchObject({ status: false, msg: 'No products in the cart' });
    expect(fake.requests).toEqual([]);
  });

  for (const status of ['REJECTED', 'EXPIRED'] as const) {
    it(`${status} after the redirect: the order is released, stock and wallet back, nothing captured`, async () => {
      const { s, res, productId } = await checkoutWithTabby();
      const paymentId = res.body.data.Data!.InvoiceId as string;
      expect(await stockOf(productId)).toBe(4);
      fake.payments.get(paymentId)!.status = status;
      const back = await s.call(paymentStatusCall, { payment_id: paymentId });
      expect(back.body).toMatchObject({ status: false, data: { status: 'failed', order_status: 4 } });
      expect(await stockOf(productId)).toBe(6);
      expect((await walletOf(t.db, s.id)).balance).toBe(1000);
      expect(fake.captureRequests(paymentId)).toBe(0);
    });
  }

  it("another customer's Tabby payment is not found, and nothing is asked of Tabby", async () => {
    const { res } = await checkoutWithTabby();
    const paymentId = res.body.data.Data!.InvoiceId as string;
    fake.payments.get(paymentId)!.status = 'AUTHORIZED';
    fake.requests = [];
    const other = await shopper(t.app, t.db, 'Other');
    const answer = await other.call(paymentStatusCall, { payment_id: paymentId });
    expect(answer.body).toMatchObject({ status: false, msg: 'This payment was not found' });
    expect(fake.requests).toEqual([]);
    expect((await orderOf(res.body.data.order_id)).statusId).toBe(8);
  });
});

describe('Tabby webhook', () => {
  it('refuses a bad or missing secret with 401 and changes nothing', async () => {
    const { res } = await checkoutWithTabby();
    const paymentId = res.body.data.Data!.InvoiceId as string;
    fake.payments.get(paymentId)!.status = 'AUTHORIZED';
    fake.requests = [];
    expect((await webhook({ id: paymentId, status: 'authorized' }, 'wrong')).statusCode).toBe(401);
    expect((await webhook({ id: paymentId, status: 'authorized' }, null)).statusCode).toBe(401);
    expect((await webhook({ id: paymentId, status: 'authorized' }, `${WEBHOOK_SECRET}x`)).statusCode).toBe(401);
    expect(fake.requests).toEqual([]);
    expect((await orderOf(res.body.data.order_id)).statusId).toBe(8);
    expect((await paymentOf(res.body.data.order_id)).status).toBe('pending');
  });

  it('refuses a body without a payment id, naming the field', async () => {
    for (const body of [{}, { id: 42 }, [], 'text', { id: '' }]) {
      const answer = await webhook(body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().data, JSON.stringify(body)).toEqual({ field: 'id', reason: 'required' });
    }
  });

  it("believes Tabby, not the body: confirms an authorized payment once; a payment Tabby doesn't know is ignored", async () => {
    const { res } = await checkoutWithTabby();
    const paymentId = res.body.data.Data!.InvoiceId as string;
    // The body says authorized; Tabby still says CREATED: nothing happens.
    expect((await webhook({ id: paymentId, status: 'authorized' })).json()).toMatchObject({ status: true, data: { status: 'pending' } });
    expect(fake.captureRequests(paymentId)).toBe(0);
    fake.payments.get(paymentId)!.status = 'AUTHORIZED';
    expect((await webhook({ id: paymentId, status: 'authorized' })).json()).toMatchObject({ status: true, data: { status: 'paid' } });
    expect((await webhook({ id: paymentId, status: 'closed' })).json()).toMatchObject({ status: true, data: { status: 'paid' } });
    expect(fake.captureRequests(paymentId)).toBe(1);
    expect((await orderOf(res.body.data.order_id)).statusId).toBe(1);

    const unknown = await webhook({ id: randomUUID(), status: 'authorized' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toMatchObject({ status: true, msg: 'Event ignored' });
  });

  it('the webhook and the shopper return arriving together confirm once and capture once', async () => {
    const { s, res } = await checkoutWithTabby();
    const paymentId = res.body.data.Data!.InvoiceId as string;
    fake.payments.get(paymentId)!.status = 'AUTHORIZED';
    fake.captureDelayMs = 50;
    const [hook, back, hook2] = await Promise.all([
      webhook({ id: paymentId, status: 'authorized' }),
      s.call(paymentStatusCall, { payment_id: paymentId }),
      webhook({ id: paymentId, status: 'authorized' }),
    ]);
    expect(hook.statusCode).toBe(200);
    expect(hook2.statusCode).toBe(200);
    expect(back.body).toMatchObject({ status: true, data: { status: 'paid', order_status: 1 } });
    expect(fake.captureRequests(paymentId)).toBe(1);
    expect(fake.payments.get(paymentId)!.captures).toHaveLength(1);
    const order = await orderOf(res.body.data.order_id);
    expect(order.statusId).toBe(1);
    expect(
      await t.db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, order.id), eq(payments.status, 'paid'))),
    ).toHaveLength(1);
  });
});

describe('Tabby and the expiry sweep', () => {
  const sweep = () =>
    releaseExpiredOrders(
      { db: t.db, gateway: t.app.payments.gateway, hosted: t.app.payments.hosted, log: t.app.log },
      new Date(Date.now() + 31 * 60_000),
    );

  it('asks Tabby first: an authorized payment is captured and confirmed, not released, even racing the return', async () => {
    const { s, res, productId } = await checkoutWithTabby();
    const paymentId = res.body.data.Data!.InvoiceId as string;
    fake.payments.get(paymentId)!.status = 'AUTHORIZED';
    fake.captureDelayMs = 30;
    const [, back] = await Promise.all([sweep(), s.call(paymentStatusCall, { payment_id: paymentId })]);
    expect(back.body.data).toMatchObject({ status: 'paid', order_status: 1 });
    expect((await orderOf(res.body.data.order_id)).statusId).toBe(1);
    expect(fake.captureRequests(paymentId)).toBe(1);
    expect(await stockOf(productId)).toBe(4);
  });

  it('releases a payment still unfinished after the window; a later authorization is then not captured', async () => {
    const { s, res, productId } = await checkoutWithTabby();
    const paymentId = res.body.data.Data!.InvoiceId as string;
    await sweep();
    expect((await orderOf(res.body.data.order_id)).statusId).toBe(4);
    expect(await stockOf(productId)).toBe(6);
    expect(fake.requests.some((r) => r.method === 'GET' && r.path === `/api/v2/payments/${paymentId}`)).toBe(true);

    fake.payments.get(paymentId)!.status = 'AUTHORIZED';
    await s.call(paymentStatusCall, { payment_id: paymentId });
    expect((await webhook({ id: paymentId })).statusCode).toBe(200);
    expect(fake.captureRequests(paymentId)).toBe(0);
    expect((await orderOf(res.body.data.order_id)).statusId).toBe(4);
    expect((await walletOf(t.db, s.id)).balance).toBe(1000);
  });
});

describe('Tabby adapter', () => {
  const gateway = () =>
    createTabbyGateway({ secretKey: SECRET_KEY, merchantCode: MERCHANT_CODE, baseUrl: fake.url, timeoutMs: TIMEOUT_MS });

  it('writes amounts as Tabby decimal strings (aedText)', () => {
    expect([0, 5, 2875, 16500, -5, -2875].map(aedText)).toEqual(['0.00', '0.05', '28.75', '165.00', '-0.05', '-28.75']);
  });

  it("refunds part of a captured payment through Tabby's refunds call, with the amount and our reference", async () => {
    const { res } = await checkoutWithTabby();
    const paymentId = res.body.data.Data!.InvoiceId as string;
    fake.payments.get(paymentId)!.status = 'AUTHORIZED';
    expect((await webhook({ id: paymentId })).json().data.status).toBe('paid');
    const refund = await gateway().refund({ key: { paymentId }, amountFils: 5050, comment: 'return #7' });
    const sent = fake.requests.find((r) => r.path === `/api/v2/payments/${paymentId}/refunds`)!;
    expect(sent.method).toBe('POST');
    expect(sent.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(sent.body).toEqual({ amount: '50.50', reference_id: 'return #7', reason: 'return #7' });
    expect(refund).toMatchObject({ refundId: fake.payments.get(paymentId)!.refunds[0]!.id, outcome: 'refunded' });
    expect(await gateway().refunds(paymentId)).toEqual([{ refundId: refund.refundId, outcome: 'refunded', amountFils: 5050 }]);
  });

  it("maps Tabby's errors to the gateway's reasons", async () => {
    await expect(gateway().payment(randomUUID())).rejects.toMatchObject({ reason: 'not_found' });
    const wrongKey = createTabbyGateway({ secretKey: 'nope', merchantCode: MERCHANT_CODE, baseUrl: fake.url, timeoutMs: TIMEOUT_MS });
    const refused = await wrongKey.payment(randomUUID()).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PaymentGatewayError);
    expect((refused as PaymentGatewayError).reason).toBe('refused');
    const nowhere = createTabbyGateway({
      secretKey: SECRET_KEY,
      merchantCode: MERCHANT_CODE,
      baseUrl: 'http://127.0.0.1:1',
      timeoutMs: TIMEOUT_MS,
    });
    await expect(nowhere.payment('x')).rejects.toMatchObject({ reason: 'unreachable' });
  });
});

describe("the console's refund of a return paid with Tabby", () => {
  let w: AdminWorld;
  beforeAll(async () => {
    w = await adminWorld({
      TABBY_SECRET_KEY: SECRET_KEY,
      TABBY_MERCHANT_CODE: MERCHANT_CODE,
      TABBY_BASE_URL: fake.url,
      TABBY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      PAYMENT_GATEWAY_TIMEOUT_MS: TIMEOUT_MS,
      UNPAID_ORDER_SWEEP_SECONDS: 0,
      CARD_REFUND_SWEEP_SECONDS: 0,
    });
  });
  afterAll(() => w.t.close());

  it("sends the returned item's share (part of the payment) through Tabby's refunds call", async () => {
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
    const paid = await s.call(payNowCall, { address_id: home.id, wallet: 0, payment_method: 2, payment_method_type: 'tabby' });
    expect(paid.body).toMatchObject({ status: true, data: { card_amount: 165 } });
    const paymentId = paid.body.data.Data!.InvoiceId as string;
    fake.payments.get(paymentId)!.status = 'AUTHORIZED';
    expect((await s.call(paymentStatusCall, { payment_id: paymentId })).body.data).toMatchObject({
      status: 'paid',
      order_status: 1,
    });
    const orderId = paid.body.data.order_id as number;
    for (const action of ['confirm', 'ship', 'deliver'])
      expect((await admin(adminOrderMoveCall, { order_id: orderId, action })).body.status).toBe(true);
    const rows = (await s.call(ordersListCall)).body.data as { order_id: number; order_item_id: number; product_id: number }[];
    const item = rows.find((r) => r.order_id === orderId && r.product_id === honey.id)!;
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
    const sent = fake.requests.filter((r) => r.path === `/api/v2/payments/${paymentId}/refunds`);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(sent[0]!.body).toMatchObject({ amount: '100.00', reference_id: `return #${request.id}` });
    const [stored] = await w.t.db.select().from(returnRequests).where(eq(returnRequests.id, request.id));
    expect(stored).toMatchObject({ cardRefundStatus: 'refunded', cardRefundId: fake.payments.get(paymentId)!.refunds[0]!.id });
  });
});
