// Tabby's built-in sandbox (TABBY_SANDBOX=1 without keys): the whole flow through its local page — approve,
// reject, expire — each verified through the same code as the real Tabby; bad input refused naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMethodsCall, paymentStatusCall } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { orders, products } from '../../db/schema';
import { tabbyGatewayFor } from '../../integrations/payments';
import { createTestApp, type TestApp } from '../../test/app';
import { payNowOnline } from '../../test/fixtures/checkout';
import { deliveryRegions } from '../../test/fixtures/regions';

const PUBLIC_URL = 'https://shop.example';
let t: TestApp;
let regions: Awaited<ReturnType<typeof deliveryRegions>>;

beforeAll(async () => {
  t = await createTestApp({}, { TABBY_SANDBOX: '1', PUBLIC_URL, UNPAID_ORDER_SWEEP_SECONDS: '0' });
  regions = await deliveryRegions(t.db);
});
afterAll(() => t.close());

const checkout = () => payNowOnline(t, regions.fee25, { name: 'Aisha', payWith: 'tabby' });
const decide = (paymentId: string, action: string) =>
  t.app.inject({
    method: 'POST',
    url: `/sandbox-tabby/${paymentId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ action }).toString(),
  });
const statusOf = async (id: number) => (await t.db.select({ s: orders.statusId }).from(orders).where(eq(orders.id, id)))[0]!.s;

describe("Tabby's sandbox", () => {
  it('is offered only when asked for (or with keys)', () => {
    const base = { NODE_ENV: 'test', LOG_LEVEL: 'silent' };
    expect(tabbyGatewayFor(loadConfig(base, { pgliteDir: null })).tabby).toBeNull();
    expect(tabbyGatewayFor(loadConfig({ ...base, TABBY_SANDBOX: '1' }, { pgliteDir: null })).tabbySandbox).not.toBeNull();
    const real = tabbyGatewayFor(
      loadConfig({ ...base, TABBY_SECRET_KEY: 'sk', TABBY_MERCHANT_CODE: 'm', TABBY_SANDBOX: '1' }, { pgliteDir: null }),
    );
    expect(real.tabby?.name).toBe('tabby');
    expect(real.tabbySandbox).toBeNull();
  });

  it('without keys nor sandbox, Tabby is not offered and pay_now refuses it clearly, making no order', async () => {
    const plain = await createTestApp({}, { PUBLIC_URL, UNPAID_ORDER_SWEEP_SECONDS: '0' });
    try {
      const { s, res } = await payNowOnline(plain, await deliveryRegions(plain.db).then((r) => r.fee25), {
        name: 'No Tabby',
        payWith: 'tabby',
        lang: 'ar',
      });
      expect(res.body).toMatchObject({ status: false, msg: 'تابي غير متاح حاليًا، يرجى اختيار طريقة دفع أخرى' });
      expect((await s.call(paymentMethodsCall, {})).body.data.tabby).toBe(false);
      expect(await plain.db.select().from(orders).where(eq(orders.userId, s.id))).toEqual([]);
      expect((await plain.app.inject({ method: 'POST', url: '/api/payments/tabby/webhook', payload: {} })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('approve on its page: back to the success page with payment_id, then captured and confirmed', async () => {
    const { s, res } = await checkout();
    expect((await s.call(paymentMethodsCall, {})).body.data.tabby).toBe(true);
    const paymentId = res.body.data.Data!.InvoiceId as string;
    expect(res.body.data.Data!.InvoiceURL).toBe(`${PUBLIC_URL}/sandbox-tabby/${paymentId}`);
    const view = await t.app.inject({ method: 'GET', url: `/sandbox-tabby/${paymentId}` });
    expect(view.statusCode).toBe(200);
    expect(view.body).toContain('165.00');
    expect(view.body).toContain('value="approve"');
    const back = await decide(paymentId, 'approve');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`${PUBLIC_URL}/paymentsuccess?payment_id=${paymentId}`);
    const status = await s.call(paymentStatusCall, { payment_id: paymentId });
    expect(status.body).toMatchObject({ status: true, data: { status: 'paid', order_status: 1 } });
    expect((await t.app.payments.tabby!.payment(paymentId)).status).toBe('CLOSED');
    // Decided once.
    expect((await decide(paymentId, 'reject')).statusCode).toBe(410);
  });

  for (const [action, page] of [
    ['reject', 'paymenterror'],
    ['expire', 'paymenterror'],
  ] as const) {
    it(`${action} on its page: the order is released and its stock back`, async () => {
      const { s, res, productId } = await checkout();
      const paymentId = res.body.data.Data!.InvoiceId as string;
      const back = await decide(paymentId, action);
      expect(back.headers.location).toBe(`${PUBLIC_URL}/${page}?payment_id=${paymentId}`);
      const status = await s.call(paymentStatusCall, { payment_id: paymentId });
      expect(status.body).toMatchObject({ status: false, data: { status: 'failed', order_status: 4 } });
      expect(await statusOf(res.body.data.order_id)).toBe(4);
      expect((await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0]!.stock).toBe(6);
    });
  }

  it('refuses a bad action naming the field, and an unknown payment with 404', async () => {
    const { res } = await checkout();
    const paymentId = res.body.data.Data!.InvoiceId as string;
    for (const action of ['', 'pay', 'APPROVE']) {
      const answer = await decide(paymentId, action);
      expect(answer.statusCode, action).toBe(400);
      expect(answer.json().data, action).toEqual({ field: 'action', reason: 'not valid' });
    }
    expect((await decide('00000000-0000-0000-0000-000000000000', 'approve')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/sandbox-tabby/nope' })).statusCode).toBe(404);
  });
});
