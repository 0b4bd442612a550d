// The MyFatoorah adapter over real HTTP, against a local server that answers like MyFatoorah v2
// (InitiatePayment, ExecutePayment, GetPaymentStatus, MakeRefund, GetRefundStatus) — success, declined, timeout, malformed
// answers — and the provider's signed webhooks (a payment's status, a refund's status).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { paymentMethodsCall, paymentStatusCall } from '@shop/contract';
import { LocalProviderServer } from '../../test/providerServer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cartItems, orderItems, orders, payments, products, returnReasons, returnRequests } from '../../db/schema';
import { localMobile, readInvoiceStatus, invoiceStatusData, webhookSignature } from '../../integrations/payments/myfatoorah';
import { PaymentGatewayError } from '../../integrations/payments/gateway';
import { createTestApp, expectRefusal, type TestApp } from '../../test/app';
import { walletOf } from '../wallet/ledger';
import { payNowOnline } from '../../test/fixtures/checkout';
import { deliveryRegions } from '../../test/fixtures/regions';
import { shopper } from '../../test/fixtures/shoppers';

const PUBLIC_URL = 'https://shop.example';
const API_KEY = 'test-api-key';
const WEBHOOK_SECRET = 'webhook-secret-key';
// Generous enough for a busy machine; the slow server answers far later still.
const TIMEOUT_MS = 1500;

type Endpoint = 'InitiatePayment' | 'ExecutePayment' | 'GetPaymentStatus' | 'MakeRefund' | 'GetRefundStatus';
type Behaviour = 'ok' | 'slow' | 'html' | 'refused' | 'bad-data' | 'no-card-method';

interface FakeInvoice {
  InvoiceId: number;
  InvoiceStatus: 'Pending' | 'Paid' | 'Canceled';
  InvoiceValue: number;
  CustomerReference: string;
  InvoiceTransactions: { PaymentId: string; TransactionStatus: string; Error: string | null }[];
}

interface FakeRefund {
  RefundId: number;
  RefundStatus: 'Pending' | 'Refunded' | 'Canceled';
  Amount: number;
}

const ALL_METHODS = [
  { PaymentMethodId: 1, PaymentMethodEn: 'KNET', PaymentMethodCode: 'kn', IsDirectPayment: false },
  { PaymentMethodId: 11, PaymentMethodEn: 'Apple Pay', PaymentMethodCode: 'ap', IsDirectPayment: false },
  { PaymentMethodId: 20, PaymentMethodEn: 'VISA/MASTER', PaymentMethodCode: 'vm', IsDirectPayment: false },
  { PaymentMethodId: 32, PaymentMethodEn: 'Google Pay', PaymentMethodCode: 'gp', IsDirectPayment: false },
];

/** A stand-in for MyFatoorah's API on 127.0.0.1, answering with the documented shapes. */
class FakeMyFatoorah extends LocalProviderServer {
  requests: { endpoint: string; authorization: string | undefined; body: Record<string, unknown> }[] = [];
  behaviour: Record<Endpoint, Behaviour> = {
    InitiatePayment: 'ok',
    ExecutePayment: 'ok',
    GetPaymentStatus: 'ok',
    MakeRefund: 'ok',
    GetRefundStatus: 'ok',
  };
  invoices = new Map<string, FakeInvoice>();
  /** The refunds of each invoice, as GetRefundStatus lists them. */
  refunds = new Map<string, FakeRefund[]>();
  /** The methods the merchant's account enables (InitiatePayment lists them). */
  methods = ALL_METHODS;
  private nextInvoice = 5_000_000;
  private nextPayment = 100_202_106_359_084_000n;
  private nextRefund = 49_496;

  /** The shopper pays (or fails to) on MyFatoorah's page: a transaction on the invoice. */
  settle(invoiceId: string, result: 'Succss' | 'Failed'): string {
    const invoice = this.invoices.get(invoiceId)!;
    const paymentId = String(this.nextPayment++);
    invoice.InvoiceTransactions.push({
      PaymentId: paymentId,
      TransactionStatus: result,
      Error: result === 'Failed' ? 'Insufficient funds' : null,
    });
    if (result === 'Succss') invoice.InvoiceStatus = 'Paid';
    return paymentId;
  }

  protected async handle(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const endpoint = (req.url ?? '').replace(/^\/v2\//, '') as Endpoint;
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    this.requests.push({ endpoint, authorization: req.headers.authorization, body });
    const send = (code: number, json: unknown) => res.writeHead(code, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    const ok = (Data: unknown) => send(200, { IsSuccess: true, Message: '', ValidationErrors: null, Data });

    if (req.headers.authorization !== `Bearer ${API_KEY}`) return send(401, { IsSuccess: false, Message: 'Unauthorized', Data: null });
    const behaviour = this.behaviour[endpoint];
    if (behaviour === 'slow') await new Promise((r) => setTimeout(r, TIMEOUT_MS * 10));
    if (behaviour === 'html')
      return res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Service Unavailable</body></html>');
    if (behaviour === 'refused')
      return send(400, {
        IsSuccess: false,
        Message: 'Invalid data',
        ValidationErrors: [{ Name: 'InvoiceValue', Error: 'Invalid value' }],
        Data: null,
      });
    if (behaviour === 'bad-data') return ok({ Something: 'else' });

    if (endpoint === 'InitiatePayment') {
      return ok({
        PaymentMethods: behaviour === 'no-card-method' ? this.methods.filter((m) => m.PaymentMethodCode !== 'vm') : this.methods,
      });
    }
    if (endpoint === 'ExecutePayment') {
      const id = this.nextInvoice++;
      this.invoices.set(String(id), {
        InvoiceId: id,
        InvoiceStatus: 'Pending',
        InvoiceValue: body.InvoiceValue as number,
        CustomerReference: body.CustomerReference as string,
        InvoiceTransactions: [],
      });
      return ok({
        InvoiceId: id,
        IsDirectPayment: false,
        PaymentURL: `${this.url}/pay/${id}`,
        CustomerReference: body.CustomerReference,
        UserDefinedField: null,
      });
    }
    const key = String(body.Key);
    const keyed =
      body.KeyType === 'InvoiceId'
        ? this.invoices.get(key)
        : [...this.invoices.values()].find((i) => i.InvoiceTransactions.some((tr) => tr.PaymentId === key));
    if (endpoint === 'GetPaymentStatus') {
      const invoice = keyed;
      if (!invoice) return send(400, { IsSuccess: false, Message: 'Invalid key', Data: null });
      return ok({
        ...invoice,
        InvoiceReference: '2026000123',
        CreatedDate: '2026-05-01T10:00:00',
        InvoiceDisplayValue: `${invoice.InvoiceValue} AED`,
      });
    }
    if (endpoint === 'MakeRefund') {
      const id = this.nextRefund++;
      // Filed for MyFatoorah's finance team to carry out (or cancel) later.
      if (keyed)
        this.refunds.set(String(keyed.InvoiceId), [
          ...(this.refunds.get(String(keyed.InvoiceId)) ?? []),
          { RefundId: id, RefundStatus: 'Pending', Amount: body.Amount as number },
        ]);
      return ok({ Key: body.Key, RefundId: id, RefundReference: `2026000${id}`, Amount: body.Amount, Comment: body.Comment });
    }
    if (endpoint === 'GetRefundStatus') {
      const InvoiceId = Number(body.Key);
      return ok({
        RefundStatusResult: (this.refunds.get(key) ?? []).map((r) => ({
          ...r,
          InvoiceId,
          RefundReference: `2022000${r.RefundId}`,
          RefundAmount: r.RefundStatus === 'Canceled' ? 0 : r.Amount,
        })),
      });
    }
    return send(404, { IsSuccess: false, Message: 'Not found', Data: null });
  }
}

const fake = new FakeMyFatoorah();
let t: TestApp;
let regions: Awaited<ReturnType<typeof deliveryRegions>>;

beforeAll(async () => {
  await fake.start();
  t = await createTestApp(
    {},
    {
      MYFATOORAH_API_KEY: API_KEY,
      MYFATOORAH_BASE_URL: fake.url,
      MYFATOORAH_WEBHOOK_SECRET: WEBHOOK_SECRET,
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
  fake.behaviour = { InitiatePayment: 'ok', ExecutePayment: 'ok', GetPaymentStatus: 'ok', MakeRefund: 'ok', GetRefundStatus: 'ok' };
  fake.methods = ALL_METHODS;
});

/** 2 × 75 AED + 25 AED delivery − 10 AED from the wallet = 165 AED by card (or the phone wallet named). */
const checkoutOnline = (payWith = 'Visa') => payNowOnline(t, regions.fee25, { name: 'Mariam Saeed', payWith, lang: 'ar' });

const orderOf = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('checkout with MyFatoorah', () => {
  it('finds the card method by its code, creates the invoice and answers its PaymentURL', async () => {
    const { res } = await checkoutOnline();
    expect(res.body.status).toBe(true);
    expect(res.body.flag).toBe(0);
    const orderId = res.body.data.order_id;
    const invoiceId = res.body.data.Data!.InvoiceId;
    expect(res.body.data.Data).toEqual({ InvoiceId: invoiceId, InvoiceURL: `${fake.url}/pay/${invoiceId}` });
    expect(res.body.data.IsSuccess).toBe(true);

    expect(fake.requests.map((r) => r.endpoint)).toEqual(['InitiatePayment', 'ExecutePayment']);
    expect(fake.requests.every((r) => r.authorization === `Bearer ${API_KEY}`)).toBe(true);
    expect(fake.requests[0]!.body).toEqual({ InvoiceAmount: 165, CurrencyIso: 'AED' });
    const execute = fake.requests[1]!.body;
    expect(execute).toMatchObject({
      PaymentMethodId: 20, // discovered, never hard-coded
      InvoiceValue: 165,
      DisplayCurrencyIso: 'AED',
      CustomerName: 'Mariam Saeed',
      MobileCountryCode: '+971',
      CustomerMobile: '501234567',
      // Paid from the Arabic pages: back to them.
      CallBackUrl: `${PUBLIC_URL}/ar/paymentsuccess`,
      ErrorUrl: `${PUBLIC_URL}/ar/paymenterror`,
      CustomerReference: String(orderId),
      Language: 'ar',
    });
    expect(new Date(execute.ExpiryDate as string).getTime()).toBe((await orderOf(orderId)).expiresAt!.getTime());
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(payment).toMatchObject({ gateway: 'myfatoorah', invoiceId, amount: 16500, status: 'pending' });
  });

  it('offers the phone wallets the account enables, and cards only when the gateway cannot be asked', async () => {
    const s = await shopper(t.app, t.db, 'Noura Ali');
    const offered = async () => (await s.call(paymentMethodsCall, {})).body;
    expect(await offered()).toMatchObject({
      status: true,
      data: { card_types: ['Visa', 'MasterCard'], wallets: ['ApplePay', 'GooglePay'] },
    });
    fake.methods = ALL_METHODS.filter((m) => m.PaymentMethodCode !== 'gp');
    expect((await offered()).data.wallets).toEqual(['ApplePay']);
    fake.methods = ALL_METHODS.filter((m) => m.PaymentMethodCode === 'vm');
    expect((await offered()).data.wallets).toEqual([]);
    fake.methods = ALL_METHODS;
    fake.behaviour.InitiatePayment = 'html';
    expect(await offered()).toMatchObject({ status: true, data: { card_types: ['Visa', 'MasterCard'], wallets: [] } });
  });

  for (const [payWith, methodId] of [
    ['ApplePay', 11],
    ['GooglePay', 32],
  ] as const) {
    it(`pays with ${payWith} through the method MyFatoorah lists for it`, async () => {
      const { s, res } = await checkoutOnline(payWith);
      expect(res.body).toMatchObject({ status: true, flag: 0, data: { IsSuccess: true } });
      const execute = fake.requests.find((r) => r.endpoint === 'ExecutePayment')!.body;
      expect(execute).toMatchObject({ PaymentMethodId: methodId, InvoiceValue: 165 });
      const orderId = res.body.data.order_id;
      expect((await orderOf(orderId)).paymentMethodType).toBe(payWith);
      const paymentId = fake.settle(res.body.data.Data!.InvoiceId, 'Succss');
      const status = await s.call(paymentStatusCall, { payment_id: paymentId });
      expect(status.body).toMatchObject({ status: true, data: { status: 'paid', order_status: 1, payment_method_type: payWith } });
    });
  }

  it("reads the account's own PaymentMethodIds sent as payment_method_type; an id of a method the shop does not offer pays by card", async () => {
    // This account numbers its methods unlike the sandbox (ids differ between MyFatoorah accounts).
    fake.methods = ALL_METHODS.map((m) => ({ ...m, PaymentMethodId: m.PaymentMethodId + 100 }));
    for (const [sent, methodId, stored] of [
      ['111', 111, 'ApplePay'],
      ['132', 132, 'GooglePay'],
      ['120', 120, ''],
      ['101', 120, ''], // KNET: not a method the shop offers
      ['11', 120, ''], // the sandbox's Apple Pay id is not this account's
    ] as const) {
      fake.requests = [];
      const { res } = await checkoutOnline(sent);
      expect(res.body, sent).toMatchObject({ status: true, flag: 0, data: { IsSuccess: true } });
      expect(fake.requests.find((r) => r.endpoint === 'ExecutePayment')!.body, sent).toMatchObject({ PaymentMethodId: methodId });
      expect((await orderOf(res.body.data.order_id)).paymentMethodType, sent).toBe(stored);
    }
  });

  it('refuses a phone wallet the account does not enable before any order is made', async () => {
    fake.methods = ALL_METHODS.filter((m) => m.PaymentMethodCode !== 'gp');
    const before = (await t.db.select({ id: orders.id }).from(orders)).length;
    const { s, res, productId } = await checkoutOnline('googlepay');
    expect(res.body).toMatchObject({ status: false, msg: 'Google Pay غير متاح حاليًا، يرجى الدفع بالبطاقة أو اختيار الدفع عند الاستلام' });
    expect(fake.requests.map((r) => r.endpoint)).toEqual(['InitiatePayment']);
    expect(await t.db.select({ id: orders.id }).from(orders)).toHaveLength(before);
    expect((await t.db.select().from(products).where(eq(products.id, productId)))[0]!.stock).toBe(6);
    expect((await walletOf(t.db, s.id)).balance).toBe(1000);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, s.id))).toHaveLength(1);
  });

  it('confirms the order when GetPaymentStatus says Paid', async () => {
    const { s, res } = await checkoutOnline();
    const paymentId = fake.settle(res.body.data.Data!.InvoiceId, 'Succss');
    fake.requests = [];
    const status = await s.call(paymentStatusCall, { payment_id: paymentId });
    expect(fake.requests.map((r) => r.body)).toEqual([{ Key: paymentId, KeyType: 'PaymentId' }]);
    expect(status.body).toMatchObject({
      status: true,
      msg: 'Payment completed successfully',
      data: { payment_id: paymentId, status: 'paid', order_status: 1, amount: 165 },
    });
    expect((await orderOf(res.body.data.order_id)).statusId).toBe(1);
    // Applied once: the answer now comes from our records.
    fake.requests = [];
    await s.call(paymentStatusCall, { payment_id: paymentId });
    expect(fake.requests).toHaveLength(0);
  });

  it('releases the order when the transaction failed', async () => {
    const { s, res, productId } = await checkoutOnline();
    const paymentId = fake.settle(res.body.data.Data!.InvoiceId, 'Failed');
    const status = await s.call(paymentStatusCall, { payment_id: paymentId });
    expect(status.body).toMatchObject({
      status: false,
      msg: 'An error occurred during payment, please try again',
      data: { status: 'failed', order_status: 4 },
    });
    expect((await t.db.select().from(products).where(eq(products.id, productId)))[0]!.stock).toBe(6);
    expect((await walletOf(t.db, s.id)).balance).toBe(1000);
  });

  for (const [endpoint, behaviour, what] of [
    ['ExecutePayment', 'slow', 'does not answer in time'],
    ['ExecutePayment', 'html', 'answers HTML instead of JSON'],
    ['ExecutePayment', 'bad-data', 'answers JSON without the invoice'],
    ['ExecutePayment', 'refused', 'refuses the invoice (IsSuccess false)'],
    ['InitiatePayment', 'no-card-method', 'offers no card method with our code'],
    ['InitiatePayment', 'slow', 'does not list the methods in time'],
  ] as const) {
    it(`releases the order and gives the cart back when the gateway ${what}`, async () => {
      fake.behaviour[endpoint] = behaviour;
      // A 'slow' gateway answers only after the adapter's timeout: giving up must release the order.
      const { s, res, productId } = await checkoutOnline();
      expect(res.statusCode).toBe(200);
      expect(res.body.status).toBe(false);
      expect(res.body.msg).toBe('خدمة الدفع غير متاحة حاليًا، يرجى المحاولة مرة أخرى أو اختيار الدفع عند الاستلام');
      expect(res.body.data).toMatchObject({ IsSuccess: false, Data: null, status_id: 4 });
      expect((await orderOf(res.body.data.order_id)).statusId).toBe(4);
      expect((await t.db.select().from(products).where(eq(products.id, productId)))[0]!.stock).toBe(6);
      expect((await walletOf(t.db, s.id)).balance).toBe(1000);
      expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, s.id))).toHaveLength(1);
    });
  }

  for (const [behaviour, what] of [
    ['slow', 'does not answer in time'],
    ['html', 'answers HTML'],
    ['bad-data', 'answers JSON without the invoice status'],
  ] as const) {
    it(`leaves the order waiting, to be asked again, when GetPaymentStatus ${what}`, async () => {
      const { s, res } = await checkoutOnline();
      const paymentId = fake.settle(res.body.data.Data!.InvoiceId, 'Succss');
      fake.behaviour.GetPaymentStatus = behaviour;
      const status = await s.call(paymentStatusCall, { payment_id: paymentId });
      expect(status.body).toEqual({
        status: false,
        msg: 'We could not check this payment right now, please try again in a moment',
        data: null,
      });
      expect((await orderOf(res.body.data.order_id)).statusId).toBe(8);
      fake.behaviour.GetPaymentStatus = 'ok';
      expect((await s.call(paymentStatusCall, { payment_id: paymentId })).body.data.order_status).toBe(1);
    });
  }

  it('answers not found for a payment id MyFatoorah does not know', async () => {
    const s = await shopper(t.app, t.db);
    const res = await s.call(paymentStatusCall, { payment_id: '999' });
    expectRefusal(res, 'not-found');
  });
});

describe('refunds through MyFatoorah (MakeRefund)', () => {
  const request = { key: { paymentId: '100202106359084001' }, amountFils: 4_250, comment: 'return #7' };

  it('asks for the refund with the documented fields and reads its answer', async () => {
    const refund = await t.app.payments.gateway.refund(request);
    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0]!;
    expect(sent.endpoint).toBe('MakeRefund');
    expect(sent.authorization).toBe(`Bearer ${API_KEY}`);
    expect(sent.body).toEqual({
      Key: '100202106359084001',
      KeyType: 'PaymentId',
      RefundChargeOnCustomer: false,
      ServiceChargeOnCustomer: false,
      Amount: 42.5,
      Comment: 'return #7',
    });
    // MyFatoorah's finance team executes the request later.
    expect(refund).toEqual({
      refundId: expect.stringMatching(/^\d+$/),
      outcome: 'pending',
      raw: expect.objectContaining({ RefundId: Number(refund.refundId), Amount: 42.5 }),
    });
  });

  it('refunds by invoice when no payment id is known', async () => {
    await t.app.payments.gateway.refund({ ...request, key: { invoiceId: '5000001' } });
    expect(fake.requests[0]!.body).toMatchObject({ Key: '5000001', KeyType: 'InvoiceId' });
  });

  it("lists an invoice's refunds with GetRefundStatus", async () => {
    fake.refunds.set('5000001', [
      { RefundId: 49496, RefundStatus: 'Pending', Amount: 1 },
      { RefundId: 49497, RefundStatus: 'Refunded', Amount: 3.5 },
      { RefundId: 49498, RefundStatus: 'Canceled', Amount: 2 },
    ]);
    expect(await t.app.payments.gateway.refunds('5000001')).toEqual([
      { refundId: '49496', outcome: 'pending', amountFils: 100 },
      { refundId: '49497', outcome: 'refunded', amountFils: 350 },
      { refundId: '49498', outcome: 'canceled', amountFils: 200 },
    ]);
    expect(fake.requests).toEqual([
      { endpoint: 'GetRefundStatus', authorization: `Bearer ${API_KEY}`, body: { Key: '5000001', KeyType: 'InvoiceId' } },
    ]);
    fake.behaviour.GetRefundStatus = 'refused';
    await expect(t.app.payments.gateway.refunds('5000001')).rejects.toMatchObject({ reason: 'refused' });
  });

  for (const [behaviour, reason, detail] of [
    ['refused', 'refused', 'InvoiceValue: Invalid value'],
    ['slow', 'timeout', 'MakeRefund took longer'],
    ['html', 'malformed', 'without JSON'],
    ['bad-data', 'malformed', 'RefundId'],
  ] as const) {
    it(`fails as ${reason} when MakeRefund answers ${behaviour}`, async () => {
      fake.behaviour.MakeRefund = behaviour;
      const error = await t.app.payments.gateway.refund(request).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PaymentGatewayError);
      expect((error as PaymentGatewayError).reason).toBe(reason);
      expect((error as PaymentGatewayError).message).toContain(detail);
    });
  }
});

describe('MyFatoorah webhook', () => {
  const post = (body: unknown, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/myfatoorah/webhook',
      headers: { 'content-type': 'application/json', ...(signature ? { 'MyFatoorah-Signature': signature } : {}) },
      payload: JSON.stringify(body),
    });

  function v1Event(invoiceId: string, paymentId: string, status: string) {
    const data = {
      InvoiceId: Number(invoiceId),
      InvoiceReference: '2026000184',
      CreatedDate: '04032026211555',
      CustomerReference: '1',
      CustomerName: 'Mariam',
      CustomerMobile: '501234567',
      CustomerEmail: null,
      TransactionStatus: status,
      PaymentMethod: 'VISA/MASTER',
      UserDefinedField: null,
      ReferenceId: '106310001097',
      TrackId: '04-03-2026_477336',
      PaymentId: paymentId,
      AuthorizationId: 'B68413',
      InvoiceValueInBaseCurrency: '165',
      BaseCurrency: 'AED',
      InvoiceValueInDisplayCurreny: '165',
      DisplayCurrency: 'AED',
      InvoiceValueInPayCurrency: '165',
      PayCurrency: 'AED',
    };
    // MyFatoorah v1 signs the Data properties sorted by name (case-insensitive), key=value joined by commas.
    const signed = Object.keys(data)
      .sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1))
      .map((k) => `${k}=${data[k as keyof typeof data] ?? ''}`)
      .join(',');
    return {
      body: { EventType: 1, Event: 'TransactionsStatusChanged', DateTime: '04032026211615', CountryIsoCode: 'ARE', Data: data },
      signed,
    };
  }

  it('applies a correctly signed v1 event after asking MyFatoorah itself', async () => {
    const { res } = await checkoutOnline();
    const invoiceId = res.body.data.Data!.InvoiceId;
    const paymentId = fake.settle(invoiceId, 'Succss');
    const { body, signed } = v1Event(invoiceId, paymentId, 'SUCCESS');
    expect(signed.startsWith('AuthorizationId=B68413,BaseCurrency=AED,CreatedDate=04032026211555,CustomerEmail=,')).toBe(true);
    fake.requests = [];
    const answer = await post(body, webhookSignature(signed, WEBHOOK_SECRET));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ status: true, data: { payment_id: paymentId, status: 'paid' } });
    expect(fake.requests.map((r) => r.body)).toEqual([{ Key: paymentId, KeyType: 'PaymentId' }]);
    expect((await orderOf(res.body.data.order_id)).statusId).toBe(1);
    // MyFatoorah retries: nothing more happens.
    expect((await post(body, webhookSignature(signed, WEBHOOK_SECRET))).statusCode).toBe(200);
    expect((await orderOf(res.body.data.order_id)).statusId).toBe(1);
  });

  it('applies a correctly signed v2 event', async () => {
    const { res } = await checkoutOnline();
    const invoiceId = res.body.data.Data!.InvoiceId;
    const paymentId = fake.settle(invoiceId, 'Failed');
    const data = {
      Invoice: {
        Id: invoiceId,
        Status: 'PENDING',
        Reference: '2026000185',
        ExternalIdentifier: String(res.body.data.order_id),
        UserDefinedField: null,
      },
      Transaction: { Id: '77', Status: 'FAILED', PaymentMethod: 'VISA/MASTER', PaymentId: paymentId },
    };
    const signed = `Invoice.Id=${invoiceId},Invoice.Status=PENDING,Transaction.Status=FAILED,Transaction.PaymentId=${paymentId},Invoice.ExternalIdentifier=${res.body.data.order_id}`;
    const body = {
      Event: { Code: 1, Name: 'PAYMENT_STATUS_CHANGED', CountryIsoCode: 'ARE', CreationDate: '2026-05-01T10:00:00Z', Reference: 'WH-1' },
      Data: data,
    };
    const answer = await post(body, webhookSignature(signed, WEBHOOK_SECRET));
    expect(answer.statusCode).toBe(200);
    expect((await orderOf(res.body.data.order_id)).statusId).toBe(4);
  });

  it('refuses a wrong or missing signature and changes nothing', async () => {
    const { res } = await checkoutOnline();
    const invoiceId = res.body.data.Data!.InvoiceId;
    const paymentId = fake.settle(invoiceId, 'Succss');
    const { body, signed } = v1Event(invoiceId, paymentId, 'SUCCESS');
    fake.requests = [];
    for (const signature of [
      webhookSignature(signed, 'another-secret'),
      webhookSignature(`${signed},x=1`, WEBHOOK_SECRET),
      'short',
      undefined,
    ]) {
      const answer = await post(body, signature);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ status: false, msg: 'Invalid signature', data: null });
    }
    expect(fake.requests).toHaveLength(0);
    expect((await orderOf(res.body.data.order_id)).statusId).toBe(8);
  });

  it('ignores events that are neither about a payment nor about a refund', async () => {
    const answer = await post({ EventType: 3, Event: 'BalanceTransferred', Data: { TransferId: 'T1' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: true, msg: 'Event ignored', data: null });
  });

  describe('RefundStatusChanged (EventType 2)', () => {
    /**
     * A paid MyFatoorah order one of whose items came back: its return approved with 50 AED to the card, which
     * MakeRefund filed as a request MyFatoorah reviews first ('pending'). The return row is written directly:
     * the console's approval is refunds.test.ts's subject.
     */
    async function pendingRefund() {
      const { res } = await checkoutOnline();
      const orderId: number = res.body.data.order_id;
      const invoiceId = String(res.body.data.Data!.InvoiceId);
      const paymentId = fake.settle(invoiceId, 'Succss');
      const paid = v1Event(invoiceId, paymentId, 'SUCCESS');
      expect((await post(paid.body, webhookSignature(paid.signed, WEBHOOK_SECRET))).json().data.status).toBe('paid');
      const refund = await t.app.payments.gateway.refund({ key: { paymentId }, amountFils: 5_000, comment: 'return #1' });
      const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).limit(1);
      const [reason] = await t.db.insert(returnReasons).values({ nameEn: 'Damaged', nameAr: 'تالف', productFault: true }).returning();
      const [back] = await t.db
        .insert(returnRequests)
        .values({
          orderItemId: item!.id,
          userId: (await orderOf(orderId)).userId,
          reasonId: reason!.id,
          status: 'approved',
          refundAmount: 5_000,
          refundCard: 5_000,
          cardRefundStatus: 'pending',
          cardRefundId: refund.refundId,
          cardRefundAt: new Date(),
        })
        .returning();
      fake.requests = [];
      return { returnId: back!.id, refundId: refund.refundId, invoiceId };
    }

    /** What MyFatoorah's finance team decided, as GetRefundStatus will tell it. */
    const decide = (invoiceId: string, refundId: string, status: FakeRefund['RefundStatus']) => {
      fake.refunds.get(invoiceId)!.find((r) => String(r.RefundId) === refundId)!.RefundStatus = status;
    };

    /**
     * The event in MyFatoorah's documented v1 shape, with the string it signs: the Data properties but
     * GatewayReference, sorted by name, key=value joined by commas (written out here, not computed).
     */
    function refundEvent(refundId: string, invoiceId: string, status: 'REFUNDED' | 'CANCELED' | 'PENDING') {
      const body = {
        EventType: 2,
        Event: 'RefundStatusChanged',
        DateTime: '06122026091057',
        CountryIsoCode: 'ARE',
        Data: {
          RefundId: Number(refundId),
          RefundReference: '2026000019',
          CreatedDate: '06122026090447',
          RefundStatus: status,
          Amount: '50',
          Comments: 'return #1',
          InvoiceId: invoiceId,
          GatewayReference: { AuthorizationId: 'B64769', PaymentId: '1002', RefundAmount: '50', Currency: 'AED' },
        },
      };
      const signed = `Amount=50,Comments=return #1,CreatedDate=06122026090447,InvoiceId=${invoiceId},RefundId=${refundId},RefundReference=2026000019,RefundStatus=${status}`;
      return { body, signature: webhookSignature(signed, WEBHOOK_SECRET) };
    }

    const stateOf = async (returnId: number) => (await t.db.select().from(returnRequests).where(eq(returnRequests.id, returnId)))[0]!;

    it('moves a pending refund to refunded once MyFatoorah says so, asking GetRefundStatus itself', async () => {
      const { returnId, refundId, invoiceId } = await pendingRefund();
      decide(invoiceId, refundId, 'Refunded');
      const { body, signature } = refundEvent(refundId, invoiceId, 'REFUNDED');
      const answer = await post(body, signature);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ status: true, msg: 'Success', data: { refund_id: refundId, state: 'refunded', changed: true } });
      expect(fake.requests.map((r) => [r.endpoint, r.body])).toEqual([['GetRefundStatus', { Key: invoiceId, KeyType: 'InvoiceId' }]]);
      expect((await stateOf(returnId)).cardRefundStatus).toBe('refunded');
    });

    it("believes MyFatoorah's GetRefundStatus, not the event: a refund it still reviews stays pending", async () => {
      const { returnId, refundId, invoiceId } = await pendingRefund();
      const { body, signature } = refundEvent(refundId, invoiceId, 'REFUNDED');
      expect((await post(body, signature)).json().data).toEqual({ refund_id: refundId, state: 'pending', changed: false });
      expect((await stateOf(returnId)).cardRefundStatus).toBe('pending');
    });

    it('fails a refund MyFatoorah canceled, for the console to show and send again', async () => {
      const { returnId, refundId, invoiceId } = await pendingRefund();
      decide(invoiceId, refundId, 'Canceled');
      const { body, signature } = refundEvent(refundId, invoiceId, 'CANCELED');
      expect((await post(body, signature)).json().data).toEqual({ refund_id: refundId, state: 'failed', changed: true });
      const stored = await stateOf(returnId);
      expect(stored.cardRefundStatus).toBe('failed');
      expect(stored.cardRefundRaw).toMatchObject({ error: `the payment provider canceled refund ${refundId}` });
    });

    it('refuses a wrong or missing signature and changes nothing', async () => {
      const { returnId, refundId, invoiceId } = await pendingRefund();
      decide(invoiceId, refundId, 'Refunded');
      const { body, signature } = refundEvent(refundId, invoiceId, 'REFUNDED');
      const forged = refundEvent(refundId, invoiceId, 'CANCELED').body;
      for (const [sent, sig] of [
        [body, webhookSignature('RefundId=1', WEBHOOK_SECRET)],
        [body, undefined],
        // The signature of another event does not cover this one.
        [forged, signature],
      ] as const) {
        const answer = await post(sent, sig);
        expect(answer.statusCode).toBe(401);
        expect(answer.json()).toEqual({ status: false, msg: 'Invalid signature', data: null });
      }
      expect(fake.requests).toHaveLength(0);
      expect((await stateOf(returnId)).cardRefundStatus).toBe('pending');
    });

    it('changes nothing on a repeated or late event', async () => {
      const { returnId, refundId, invoiceId } = await pendingRefund();
      decide(invoiceId, refundId, 'Refunded');
      const refunded = refundEvent(refundId, invoiceId, 'REFUNDED');
      expect((await post(refunded.body, refunded.signature)).json().data.changed).toBe(true);
      expect((await post(refunded.body, refunded.signature)).json().data).toEqual({
        refund_id: refundId,
        state: 'refunded',
        changed: false,
      });
      // A late event, even one the provider's list would now back, leaves a settled refund alone.
      decide(invoiceId, refundId, 'Canceled');
      for (const status of ['PENDING', 'CANCELED'] as const) {
        const late = refundEvent(refundId, invoiceId, status);
        const answer = await post(late.body, late.signature);
        expect(answer.statusCode).toBe(200);
        expect(answer.json().data).toEqual({ refund_id: refundId, state: 'refunded', changed: false });
      }
      expect((await stateOf(returnId)).cardRefundStatus).toBe('refunded');
    });

    it('applies two identical events sent at once a single time', async () => {
      const { returnId, refundId, invoiceId } = await pendingRefund();
      decide(invoiceId, refundId, 'Refunded');
      const { body, signature } = refundEvent(refundId, invoiceId, 'REFUNDED');
      const answers = await Promise.all([post(body, signature), post(body, signature)]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      expect(answers.filter((a) => a.json().data.changed)).toHaveLength(1);
      expect((await stateOf(returnId)).cardRefundStatus).toBe('refunded');
    });

    it('answers a refund no return records without changing anything, and refuses an event without RefundId', async () => {
      const unknown = refundEvent('987654', '5999999', 'REFUNDED');
      const answer = await post(unknown.body, unknown.signature);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ status: true, msg: 'Event ignored', data: { refund_id: '987654', state: null, changed: false } });

      const data = { RefundReference: '2026000019', RefundStatus: 'REFUNDED' };
      const noId = await post(
        { EventType: 2, Event: 'RefundStatusChanged', Data: data },
        webhookSignature('RefundReference=2026000019,RefundStatus=REFUNDED', WEBHOOK_SECRET),
      );
      expect(noId.statusCode).toBe(400);
      expect(noId.json().data).toEqual({ field: 'Data.RefundId', reason: 'required' });
    });

    describe('REFUND_STATUS_CHANGED (v2, Event.Code 2)', () => {
      /** The v2 event with its signature: Refund.Id, Refund.Status, Amount.ValueInBaseCurrency, ReferencedInvoice.Id, in that order. */
      function v2RefundEvent(refundId: string, invoiceId: string, status: 'REFUNDED' | 'CANCELED' | 'PENDING') {
        const body = {
          Event: { Code: 2, Name: 'REFUND_STATUS_CHANGED', CountryIsoCode: 'ARE', CreationDate: '2026-12-06T09:10:57Z', Reference: 'WH-9' },
          Data: {
            Refund: { Id: Number(refundId), Reference: '2026000019', Status: status, InvoiceId: invoiceId, VendorComment: 'return #1' },
            Amount: { BaseCurrency: 'AED', ValueInBaseCurrency: '50', RefundedAmount: '50' },
            ReferencedInvoice: { Id: invoiceId, Reference: '2026000185' },
          },
        };
        const signed = `Refund.Id=${refundId},Refund.Status=${status},Amount.ValueInBaseCurrency=50,ReferencedInvoice.Id=${invoiceId}`;
        return { body, signature: webhookSignature(signed, WEBHOOK_SECRET) };
      }

      it('moves a pending refund to refunded, then to nothing else on a repeated or late event', async () => {
        const { returnId, refundId, invoiceId } = await pendingRefund();
        decide(invoiceId, refundId, 'Refunded');
        const refunded = v2RefundEvent(refundId, invoiceId, 'REFUNDED');
        const answer = await post(refunded.body, refunded.signature);
        expect(answer.statusCode).toBe(200);
        expect(answer.json().data).toEqual({ refund_id: refundId, state: 'refunded', changed: true });
        expect(fake.requests.map((r) => r.endpoint)).toEqual(['GetRefundStatus']);
        // A PENDING event delivered after the final one never brings the refund back.
        for (const status of ['PENDING', 'REFUNDED'] as const) {
          const late = v2RefundEvent(refundId, invoiceId, status);
          expect((await post(late.body, late.signature)).json().data).toEqual({ refund_id: refundId, state: 'refunded', changed: false });
        }
        expect((await stateOf(returnId)).cardRefundStatus).toBe('refunded');
      });

      it('fails a refund MyFatoorah canceled', async () => {
        const { returnId, refundId, invoiceId } = await pendingRefund();
        decide(invoiceId, refundId, 'Canceled');
        const { body, signature } = v2RefundEvent(refundId, invoiceId, 'CANCELED');
        expect((await post(body, signature)).json().data).toEqual({ refund_id: refundId, state: 'failed', changed: true });
        expect((await stateOf(returnId)).cardRefundStatus).toBe('failed');
      });

      it('refuses a signature that does not cover the event, and answers an unknown refund 200', async () => {
        const { returnId, refundId, invoiceId } = await pendingRefund();
        decide(invoiceId, refundId, 'Refunded');
        const { signature } = v2RefundEvent(refundId, invoiceId, 'REFUNDED');
        const forged = v2RefundEvent(refundId, invoiceId, 'CANCELED').body;
        expect((await post(forged, signature)).statusCode).toBe(401);
        expect(fake.requests).toHaveLength(0);
        expect((await stateOf(returnId)).cardRefundStatus).toBe('pending');

        const unknown = v2RefundEvent('987654', '5999999', 'REFUNDED');
        const answer = await post(unknown.body, unknown.signature);
        expect(answer.statusCode).toBe(200);
        expect(answer.json()).toEqual({ status: true, msg: 'Event ignored', data: { refund_id: '987654', state: null, changed: false } });
      });

      it('refuses an event without Refund.Id, naming the field', async () => {
        const body = { Event: { Code: 2, Name: 'REFUND_STATUS_CHANGED' }, Data: { Refund: { Status: 'REFUNDED' } } };
        const signed = 'Refund.Id=,Refund.Status=REFUNDED,Amount.ValueInBaseCurrency=,ReferencedInvoice.Id=';
        const answer = await post(body, webhookSignature(signed, WEBHOOK_SECRET));
        expect(answer.statusCode).toBe(400);
        expect(answer.json().data).toEqual({ field: 'Data.Refund.Id', reason: 'required' });
      });
    });

    it('answers 503, for MyFatoorah to send the event again, when GetRefundStatus fails', async () => {
      const { returnId, refundId, invoiceId } = await pendingRefund();
      fake.behaviour.GetRefundStatus = 'refused';
      const { body, signature } = refundEvent(refundId, invoiceId, 'REFUNDED');
      expect((await post(body, signature)).statusCode).toBe(503);
      expect((await stateOf(returnId)).cardRefundStatus).toBe('pending');
    });
  });
});

describe('reading MyFatoorah answers', () => {
  const data = (over: Partial<FakeInvoice>) =>
    invoiceStatusData.parse({
      InvoiceId: 7,
      InvoiceStatus: 'Pending',
      InvoiceValue: 12.5,
      CustomerReference: '3',
      InvoiceTransactions: [],
      ...over,
    });

  it('tells paid, failed and pending apart', () => {
    const paid = data({
      InvoiceStatus: 'Paid',
      InvoiceTransactions: [
        { PaymentId: 'a', TransactionStatus: 'Failed', Error: 'x' },
        { PaymentId: 'b', TransactionStatus: 'Succss', Error: null },
      ],
    });
    expect(readInvoiceStatus(paid, { invoiceId: '7' }, null)).toMatchObject({
      invoiceId: '7',
      paymentId: 'b',
      outcome: 'paid',
      amountFils: 1250,
    });
    const retrying = data({
      InvoiceTransactions: [
        { PaymentId: 'a', TransactionStatus: 'Failed', Error: 'x' },
        { PaymentId: 'c', TransactionStatus: 'InProgress', Error: null },
      ],
    });
    expect(readInvoiceStatus(retrying, { paymentId: 'a' }, null).outcome).toBe('failed');
    expect(readInvoiceStatus(retrying, { paymentId: 'c' }, null).outcome).toBe('pending');
    expect(readInvoiceStatus(retrying, { invoiceId: '7' }, null).outcome).toBe('pending');
    expect(readInvoiceStatus(data({ InvoiceStatus: 'Canceled' }), { invoiceId: '7' }, null).outcome).toBe('failed');
  });

  it('sends the local mobile number only', () => {
    expect(localMobile('+971 50 123 4567')).toBe('501234567');
    expect(localMobile('00971501234567')).toBe('501234567');
    expect(localMobile('050-123-4567')).toBe('501234567');
    expect(localMobile('٠٥٠١٢٣٤٥٦٧')).toBe('501234567');
    expect(localMobile('')).toBe('');
  });
});
