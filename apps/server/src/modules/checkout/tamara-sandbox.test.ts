// Tamara's built-in sandbox (TAMARA_SANDBOX=1 without an API token): the whole flow through its local page —
// approve, decline, expire — each settled through the same code as the real Tamara; its pre-check's limit; bad
// input refused naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMethodsCall, paymentStatusCall } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { orders, products } from '../../db/schema';
import { tamaraGatewayFor } from '../../integrations/payments';
import { SANDBOX_TAMARA_LIMIT_FILS } from '../../integrations/payments/tamara-sandbox';
import { createTestApp, type TestApp } from '../../test/app';
import { fillCart, payNowOnline } from '../../test/fixtures/checkout';
import { product } from '../../test/fixtures/products';
import { address, deliveryRegions } from '../../test/fixtures/regions';
import { shopper } from '../../test/fixtures/shoppers';

const PUBLIC_URL = 'https://shop.example';
let t: TestApp;
let regions: Awaited<ReturnType<typeof deliveryRegions>>;

beforeAll(async () => {
  t = await createTestApp({}, { TAMARA_SANDBOX: '1', PUBLIC_URL, UNPAID_ORDER_SWEEP_SECONDS: '0' });
  regions = await deliveryRegions(t.db);
});
afterAll(() => t.close());

const checkout = (lang: 'en' | 'ar' = 'en') => payNowOnline(t, regions.fee25, { name: 'Aisha Khalid', payWith: 'tamara', lang });
const decide = (orderId: string, action: string) =>
  t.app.inject({
    method: 'POST',
    url: `/sandbox-tamara/${orderId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ action }).toString(),
  });
const statusOf = async (id: number) => (await t.db.select({ s: orders.statusId }).from(orders).where(eq(orders.id, id)))[0]!.s;

describe("Tamara's sandbox", () => {
  it('is used only when asked for, and never over a real API token', () => {
    const base = { NODE_ENV: 'test', LOG_LEVEL: 'silent' };
    expect(tamaraGatewayFor(loadConfig(base, { pgliteDir: null })).tamara).toBeNull();
    expect(tamaraGatewayFor(loadConfig({ ...base, TAMARA_SANDBOX: '1' }, { pgliteDir: null })).tamaraSandbox).not.toBeNull();
    const real = tamaraGatewayFor(loadConfig({ ...base, TAMARA_API_TOKEN: 'tok', TAMARA_SANDBOX: '1' }, { pgliteDir: null }));
    expect(real.tamara?.name).toBe('tamara');
    expect(real.tamaraSandbox).toBeNull();
  });

  it('without a token nor sandbox, Tamara is not offered and pay_now refuses it clearly, making no order', async () => {
    const plain = await createTestApp({}, { PUBLIC_URL, UNPAID_ORDER_SWEEP_SECONDS: '0' });
    try {
      const { s, res } = await payNowOnline(plain, await deliveryRegions(plain.db).then((r) => r.fee25), {
        name: 'No Tamara',
        payWith: 'tamara',
        lang: 'ar',
      });
      expect(res.body).toMatchObject({ status: false, msg: 'تمارا غير متاحة حاليًا، يرجى اختيار طريقة دفع أخرى' });
      expect((await s.call(paymentMethodsCall, {})).body.data.tamara).toBe(false);
      expect(await plain.db.select().from(orders).where(eq(orders.userId, s.id))).toEqual([]);
      expect((await plain.app.inject({ method: 'POST', url: '/api/payments/tamara/webhook', payload: {} })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('approve on its page: back to the success page with orderId, then authorised, captured and confirmed', async () => {
    const { s, res } = await checkout();
    const orderId = res.body.data.Data!.InvoiceId as string;
    expect(res.body.data.Data!.InvoiceURL).toBe(`${PUBLIC_URL}/sandbox-tamara/${orderId}`);
    const view = await t.app.inject({ method: 'GET', url: `/sandbox-tamara/${orderId}` });
    expect(view.statusCode).toBe(200);
    expect(view.body).toContain('Amount: 165.00 AED, in 4 payments of 41.25 AED');
    expect(view.body).toContain('value="approve"');
    const back = await decide(orderId, 'approve');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`${PUBLIC_URL}/paymentsuccess?orderId=${orderId}&paymentStatus=approved`);
    const status = await s.call(paymentStatusCall, { payment_id: orderId });
    expect(status.body).toMatchObject({ status: true, data: { status: 'paid', order_status: 1, payment_method_type: 'tamara' } });
    expect((await t.app.payments.tamara!.payment(orderId)).status).toBe('fully_captured');
    // Decided once.
    expect((await decide(orderId, 'decline')).statusCode).toBe(410);
  });

  it('its page is in Arabic for an Arabic checkout, back to the Arabic result page', async () => {
    const { res } = await checkout('ar');
    const orderId = res.body.data.Data!.InvoiceId as string;
    const view = await t.app.inject({ method: 'GET', url: `/sandbox-tamara/${orderId}` });
    expect(view.body).toContain('dir="rtl"');
    expect(view.body).toContain('تمارا');
    expect((await decide(orderId, 'approve')).headers.location).toBe(
      `${PUBLIC_URL}/ar/paymentsuccess?orderId=${orderId}&paymentStatus=approved`,
    );
  });

  for (const [action, status] of [
    ['decline', 'declined'],
    ['expire', 'expired'],
  ] as const) {
    it(`${action} on its page: back to the error page, the order released and its stock back`, async () => {
      const { s, res, productId } = await checkout();
      const orderId = res.body.data.Data!.InvoiceId as string;
      const back = await decide(orderId, action);
      expect(back.headers.location).toBe(`${PUBLIC_URL}/paymenterror?orderId=${orderId}&paymentStatus=${status}`);
      const answer = await s.call(paymentStatusCall, { payment_id: orderId });
      expect(answer.body).toMatchObject({ status: false, data: { status: 'failed', order_status: 4 } });
      expect(await statusOf(res.body.data.order_id)).toBe(4);
      expect((await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0]!.stock).toBe(6);
    });
  }

  it('its pre-check offers Tamara up to its limit only', async () => {
    // Its limit plus delivery is above it: not offered.
    const big = await shopper(t.app, t.db, 'Big Cart');
    await address(t.db, big.id, regions.fee25);
    const dear = await product(t.db, { salePrice: SANDBOX_TAMARA_LIMIT_FILS, listPrice: SANDBOX_TAMARA_LIMIT_FILS, stock: 5 });
    await fillCart(t.db, big.id, [{ productId: dear.id, quantity: 1 }]);
    expect((await big.call(paymentMethodsCall, {})).body.data.tamara).toBe(false);
    const small = await shopper(t.app, t.db, 'Small Cart');
    await address(t.db, small.id, regions.fee25);
    const cheap = await product(t.db, { salePrice: 5000, listPrice: 5000, stock: 5 });
    await fillCart(t.db, small.id, [{ productId: cheap.id, quantity: 1 }]);
    expect((await small.call(paymentMethodsCall, {})).body.data.tamara).toBe(true);
  });

  it('refuses a bad action naming the field, and an unknown order with 404', async () => {
    const { res } = await checkout();
    const orderId = res.body.data.Data!.InvoiceId as string;
    for (const action of ['', 'pay', 'APPROVE', 'reject']) {
      const answer = await decide(orderId, action);
      expect(answer.statusCode, action).toBe(400);
      expect(answer.json().data, action).toEqual({ field: 'action', reason: 'not valid' });
    }
    expect((await decide('00000000-0000-0000-0000-000000000000', 'approve')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/sandbox-tamara/nope' })).statusCode).toBe(404);
  });
});
