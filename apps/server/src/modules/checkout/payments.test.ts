// The online payment journey through the built-in sandbox gateway: its card page, the return to the shop,
// getPaymentStatus.php, and the release of unpaid orders.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { buildApp } from '../../app';
import { ORDER_STATUS, addCouponCall, cartListCall, payNowCall, payOrderCall, paymentMethodsCall, paymentStatusCall } from '@shop/contract';
import { cartItems, orderStatusHistory, orders, payments, products, walletEntries } from '../../db/schema';
import type { PaymentGateway } from '../../integrations/payments';
import { createSandboxGateway, cardBrand, expiryValid, luhnValid } from '../../integrations/payments/sandbox';
import { expectRefusal } from '../../test/app';
import { walletOf } from '../wallet/ledger';
import { coupon, fillCart, payNowOnline } from '../../test/fixtures/checkout';
import { product } from '../../test/fixtures/products';
import { address, deliveryRegions } from '../../test/fixtures/regions';
import { shopper, type Shopper } from '../../test/fixtures/shoppers';
import { suiteApp } from '../../test/fixtures/suite';
import { releaseExpiredOrders } from './ask-provider';

let regions: Awaited<ReturnType<typeof deliveryRegions>>;
const PUBLIC_URL = 'https://shop.example';
const t = suiteApp({}, { UNPAID_ORDER_SWEEP_SECONDS: '0', PUBLIC_URL });

beforeAll(async () => {
  regions = await deliveryRegions(t.db);
});

const VISA = '4111 1111 1111 1111';
const MASTERCARD = '5555555555554444';
const DECLINED = '4000 0000 0000 0002';

function cardForm(fields: Record<string, string>) {
  return {
    method: 'POST' as const,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ expiry: '12/39', cvv: '123', holder: 'Mariam Saeed', action: 'pay', ...fields }).toString(),
  };
}

interface Started {
  s: Shopper;
  orderId: number;
  invoiceId: string;
  productId: number;
}

/** A shopper with 2 units of a 6-in-stock product (75 AED), 10 AED in the wallet, who chose to pay online. */
async function startOnlinePayment(payWith = 'Visa', lang: 'en' | 'ar' = 'en'): Promise<Started> {
  const { s, productId, res } = await payNowOnline(t, regions.fee25, { name: 'Mariam', payWith, lang });
  expect(res.body.data.status_id).toBe(8);
  return { s, orderId: res.body.data.order_id, invoiceId: res.body.data.Data!.InvoiceId, productId };
}

const orderOf = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const stockOf = async (id: number) => (await t.db.select().from(products).where(eq(products.id, id)))[0]!.stock;
const paymentIdFrom = (location: string) => new URL(location).searchParams.get('paymentId')!;

describe('sandbox card page', () => {
  it('shows the amount, the merchant and the test cards, with no script, in English and Arabic', async () => {
    const { invoiceId } = await startOnlinePayment();
    const page = await t.app.inject({ method: 'GET', url: `/sandbox-pay/${invoiceId}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script/i);
    expect(page.body).not.toMatch(/\son[a-z]+=/i); // no inline event handlers either
    expect(page.body).toContain('Souq Al Asal');
    expect(page.body).toContain('165.00 AED');
    expect(page.body).toContain('4111 1111 1111 1111');
    expect(page.body).toContain('5555 5555 5555 4444');
    expect(page.body).toContain('4000 0000 0000 0002');
    expect(page.body).toContain(`<form method="post" action="/sandbox-pay/${invoiceId}"`);
    expect(page.body).toContain('<html lang="en" dir="ltr">');

    const ar = await t.app.inject({ method: 'GET', url: `/sandbox-pay/${invoiceId}?lang=ar` });
    expect(ar.body).toContain('<html lang="ar" dir="rtl">');
    expect(ar.body).toContain('سوق العسل');
    expect(ar.body).toContain('ادفع 165.00 د.إ');

    const unknown = await t.app.inject({ method: 'GET', url: '/sandbox-pay/123' });
    expect(unknown.statusCode).toBe(404);
  });

  it('has invoice and payment ids of 128 random bits, so no invoice is found by guessing', async () => {
    const first = await startOnlinePayment();
    const second = await startOnlinePayment();
    // 39 digits hold 128 bits; two invoices in a row share nothing that could be counted on.
    expect(first.invoiceId).toMatch(/^\d{39}$/);
    expect(BigInt(second.invoiceId) - BigInt(first.invoiceId)).not.toBe(1n);
    const post = await t.app.inject({ url: `/sandbox-pay/${first.invoiceId}`, ...cardForm({ card_number: VISA }) });
    expect(paymentIdFrom(String(post.headers.location))).toMatch(/^0707\d{39}$/);
    for (const guess of [String(Number(first.invoiceId.slice(-9)) + 1), first.invoiceId.slice(0, -1), '%00', `${first.invoiceId}%00`]) {
      const page = await t.app.inject({ method: 'GET', url: `/sandbox-pay/${guess}` });
      expect([guess, page.statusCode]).toEqual([guess, 404]);
    }
  });

  it('checks the card number (Luhn, brand), the expiry and the CVV before anything happens', async () => {
    const { invoiceId, orderId } = await startOnlinePayment();
    const url = `/sandbox-pay/${invoiceId}`;
    const bad = await t.app.inject({ url, ...cardForm({ card_number: '4111 1111 1111 1112', expiry: '01/20', cvv: '12', holder: '' }) });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('Enter a valid card number.');
    expect(bad.body).toContain('Enter a valid expiry date that has not passed (MM/YY).');
    expect(bad.body).toContain('Enter the 3-digit code on the back of the card.');
    expect(bad.body).toContain('Enter the name on the card.');
    const amex = await t.app.inject({ url, ...cardForm({ card_number: '378282246310005' }) });
    expect(amex.body).toContain('Only Visa and MasterCard are accepted.');
    const stranger = await t.app.inject({ url, ...cardForm({ card_number: '4242 4242 4242 4242' }) });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.body).toContain('use one of the test cards');
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect((payment!.raw as { sandbox: { InvoiceTransactions: unknown[] } }).sandbox.InvoiceTransactions).toEqual([]);
    expect((await orderOf(orderId)).statusId).toBe(8);
  });

  it('card helpers', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('5555555555554444')).toBe(true);
    expect(cardBrand('5555555555554444')).toBe('MasterCard');
    expect(cardBrand('2221000000000009')).toBe('MasterCard');
    expect(cardBrand('4000000000000002')).toBe('Visa');
    expect(cardBrand('378282246310005')).toBeNull();
    const now = new Date('2026-05-15T00:00:00Z');
    expect(expiryValid('05/26', now)).toBe(true);
    expect(expiryValid('04/26', now)).toBe(false);
    expect(expiryValid('13/30', now)).toBe(false);
    expect(expiryValid('1230', now)).toBe(true);
    expect(expiryValid('12/2030', now)).toBe(true);
  });
});

describe('the language of the way back', () => {
  it('returns a shopper who paid from the Arabic pages to /ar/paymentsuccess and /ar/paymenterror', async () => {
    const good = await startOnlinePayment('Visa', 'ar');
    const paid = await t.app.inject({ url: `/sandbox-pay/${good.invoiceId}`, ...cardForm({ card_number: VISA }) });
    expect(String(paid.headers.location)).toMatch(/^https:\/\/shop\.example\/ar\/paymentsuccess\?paymentId=0707\d{39}&Id=0707\d{39}$/);
    // The card page, asked again after the payment, links back to the Arabic home.
    const closed = await t.app.inject({ method: 'GET', url: `/sandbox-pay/${good.invoiceId}` });
    expect(closed.statusCode).toBe(410);
    expect(closed.body).toContain('href="https://shop.example/ar/"');

    const bad = await startOnlinePayment('Visa', 'ar');
    const declined = await t.app.inject({ url: `/sandbox-pay/${bad.invoiceId}`, ...cardForm({ card_number: DECLINED }) });
    expect(String(declined.headers.location)).toMatch(/^https:\/\/shop\.example\/ar\/paymenterror\?paymentId=0707\d{39}&Id=0707\d{39}$/);
  });

  it('follows the language of the call that made the invoice: paying again from the Arabic order page returns there in Arabic', async () => {
    const { s, orderId, invoiceId } = await startOnlinePayment('Visa', 'en');
    const first = await t.app.inject({ method: 'GET', url: `/sandbox-pay/${invoiceId}` });
    expect(first.body).toContain('<html lang="en" dir="ltr">');
    const again = await s.call(payOrderCall, { order_id: orderId }, 'ar');
    expect(again.body.status).toBe(true);
    const newInvoice = String(again.body.data.Data!.InvoiceId);
    const post = await t.app.inject({ url: `/sandbox-pay/${newInvoice}`, ...cardForm({ card_number: VISA }) });
    expect(String(post.headers.location)).toMatch(/^https:\/\/shop\.example\/ar\/paymentsuccess\?paymentId=/);
    const english = await startOnlinePayment('Visa', 'en');
    const back = await t.app.inject({ url: `/sandbox-pay/${english.invoiceId}`, ...cardForm({ card_number: DECLINED }) });
    expect(String(back.headers.location)).toMatch(/^https:\/\/shop\.example\/paymenterror\?paymentId=/);
  });
});

describe('a good card', () => {
  it('returns to /paymentsuccess?paymentId= like MyFatoorah, and getPaymentStatus confirms the order once', async () => {
    const { s, orderId, invoiceId, productId } = await startOnlinePayment();
    const post = await t.app.inject({ url: `/sandbox-pay/${invoiceId}`, ...cardForm({ card_number: VISA }) });
    expect(post.statusCode).toBe(303);
    const location = String(post.headers.location);
    expect(location).toMatch(/^https:\/\/shop\.example\/paymentsuccess\?paymentId=0707\d{39}&Id=0707\d{39}$/);
    const paymentId = paymentIdFrom(location);
    // The return alone proves nothing: the order waits until the gateway is asked.
    expect((await orderOf(orderId)).statusId).toBe(8);

    const res = await s.call(paymentStatusCall, { payment_id: paymentId });
    expect(res.body).toEqual({
      status: true,
      msg: 'Payment completed successfully',
      data: {
        payment_id: paymentId,
        order_id: orderId,
        invoice_id: invoiceId,
        amount: 165,
        status: 'paid',
        order_status: 1,
        payment_method_type: 'Visa',
      },
    });
    expect(await orderOf(orderId)).toMatchObject({ statusId: 1, expiresAt: null });
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(payment).toMatchObject({ status: 'paid', paymentId });
    expect(payment!.appliedAt).not.toBeNull();

    // Asking again (a reload of the success page) changes nothing.
    const again = await s.call(paymentStatusCall, { payment_id: paymentId }, 'ar');
    expect(again.body.msg).toBe('تمت عملية الدفع بنجاح');
    expect(again.body.data.status).toBe('paid');
    const history = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));
    expect(history.map((h) => [h.fromStatus, h.toStatus])).toEqual([
      [null, 8],
      [8, 1],
    ]);
    expect(await stockOf(productId)).toBe(4);

    // The invoice cannot be paid twice.
    const page = await t.app.inject({ method: 'GET', url: `/sandbox-pay/${invoiceId}` });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('This invoice has already been paid.');
    const twice = await t.app.inject({ url: `/sandbox-pay/${invoiceId}`, ...cardForm({ card_number: MASTERCARD }) });
    expect(twice.statusCode).toBe(410);
  });

  it("is not another customer's to look at, and an unknown payment id is not found", async () => {
    const { invoiceId } = await startOnlinePayment();
    const post = await t.app.inject({ url: `/sandbox-pay/${invoiceId}`, ...cardForm({ card_number: MASTERCARD }) });
    const paymentId = paymentIdFrom(String(post.headers.location));
    const other = await shopper(t.app, t.db);
    const res = await other.call(paymentStatusCall, { payment_id: paymentId });
    expectRefusal(res, 'not-found');
    expect(res.body.msg).toBe('This payment was not found');
    const unknown = await other.call(paymentStatusCall, { payment_id: '070700000000000000' });
    expectRefusal(unknown, 'not-found');
  });

  it('survives a restart: the sandbox keeps its invoices in the database', async () => {
    const { s, invoiceId, orderId } = await startOnlinePayment();
    const restarted = await buildApp(t.config, { db: t.handle });
    await restarted.ready();
    try {
      const page = await restarted.inject({ method: 'GET', url: `/sandbox-pay/${invoiceId}` });
      expect(page.statusCode).toBe(200);
      const post = await restarted.inject({ url: `/sandbox-pay/${invoiceId}`, ...cardForm({ card_number: VISA }) });
      const status = await createSandboxGateway(t.db).paymentStatus({ paymentId: paymentIdFrom(String(post.headers.location)) });
      expect(status).toMatchObject({ invoiceId, outcome: 'paid', amountFils: 16500 });
      const res = await s.call(paymentStatusCall, { payment_id: status.paymentId! });
      expect(res.body.data).toMatchObject({ order_id: orderId, status: 'paid', order_status: 1 });
    } finally {
      await restarted.close();
    }
  });
});

describe('a phone wallet in the sandbox', () => {
  it('offers Apple Pay and Google Pay beside the cards', async () => {
    const s = await shopper(t.app, t.db, 'Hessa');
    const res = await s.call(paymentMethodsCall, {});
    expect(res.body).toMatchObject({ status: true, data: { card_types: ['Visa', 'MasterCard'], wallets: ['ApplePay', 'GooglePay'] } });
  });

  it("shows the wallet's stand-in sheet, not a card form; confirming pays the order as that wallet", async () => {
    const { s, orderId, invoiceId } = await startOnlinePayment('ApplePay');
    const page = await t.app.inject({ method: 'GET', url: `/sandbox-pay/${invoiceId}?lang=ar` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('تأكيد الدفع عبر Apple Pay');
    expect(page.body).not.toContain('name="card_number"');
    const wrong = await t.app.inject({ url: `/sandbox-pay/${invoiceId}`, ...cardForm({ card_number: VISA }) });
    expect(wrong.statusCode).toBe(422);
    expect((await orderOf(orderId)).statusId).toBe(8);

    const post = await t.app.inject({ url: `/sandbox-pay/${invoiceId}`, ...cardForm({ action: 'wallet_approve' }) });
    expect(String(post.headers.location)).toMatch(/^https:\/\/shop\.example\/paymentsuccess\?paymentId=/);
    const res = await s.call(paymentStatusCall, { payment_id: paymentIdFrom(String(post.headers.location)) });
    expect(res.body).toMatchObject({ status: true, data: { status: 'paid', order_status: 1, payment_method_type: 'ApplePay' } });
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(
      (payment!.raw as { sandbox: { InvoiceTransactions: { PaymentGateway: string }[] } }).sandbox.InvoiceTransactions[0]!.PaymentGateway,
    ).toBe('Apple Pay');
  });

  it('a declined Google Pay payment returns to /paymenterror and releases the order', async () => {
    const { s, orderId, invoiceId, productId } = await startOnlinePayment('GooglePay');
    const page = await t.app.inject({ method: 'GET', url: `/sandbox-pay/${invoiceId}` });
    expect(page.body).toContain('Confirm with Google Pay');
    const post = await t.app.inject({ url: `/sandbox-pay/${invoiceId}`, ...cardForm({ action: 'wallet_decline' }) });
    expect(String(post.headers.location)).toMatch(/^https:\/\/shop\.example\/paymenterror\?paymentId=/);
    const res = await s.call(paymentStatusCall, { payment_id: paymentIdFrom(String(post.headers.location)) });
    expect(res.body).toMatchObject({ status: false, data: { status: 'failed', order_status: 4 } });
    expect((await orderOf(orderId)).statusId).toBe(4);
    expect(await stockOf(productId)).toBe(6);
  });
});

describe('a declined card', () => {
  it('returns to /paymenterror, and getPaymentStatus releases the order: stock, wallet and cart back, once', async () => {
    const { s, orderId, invoiceId, productId } = await startOnlinePayment();
    expect(await stockOf(productId)).toBe(4);
    expect((await walletOf(t.db, s.id)).balance).toBe(0);

    const post = await t.app.inject({ url: `/sandbox-pay/${invoiceId}`, ...cardForm({ card_number: DECLINED }) });
    expect(post.statusCode).toBe(303);
    const location = String(post.headers.location);
    expect(location).toMatch(/^https:\/\/shop\.example\/paymenterror\?paymentId=0707\d{39}&Id=0707\d{39}$/);
    const paymentId = paymentIdFrom(location);

    for (let i = 0; i < 2; i++) {
      const res = await s.call(paymentStatusCall, { payment_id: paymentId });
      expect(res.body).toEqual({
        status: false,
        msg: 'An error occurred during payment, please try again',
        data: {
          payment_id: paymentId,
          order_id: orderId,
          invoice_id: invoiceId,
          amount: 165,
          status: 'failed',
          order_status: 4,
          payment_method_type: 'Visa',
        },
      });
    }
    expect((await orderOf(orderId)).statusId).toBe(4);
    expect(await stockOf(productId)).toBe(6);
    expect((await walletOf(t.db, s.id)).balance).toBe(1000);
    // The shopper gets the cart back to try again.
    expect(
      await t.db.select({ productId: cartItems.productId, quantity: cartItems.quantity }).from(cartItems).where(eq(cartItems.userId, s.id)),
    ).toEqual([{ productId, quantity: 2 }]);
    const page = await t.app.inject({ method: 'GET', url: `/sandbox-pay/${invoiceId}` });
    expect(page.statusCode).toBe(410);
  });

  it('cancelling on the card page also returns to /paymenterror', async () => {
    const { s, invoiceId, orderId } = await startOnlinePayment();
    const post = await t.app.inject({
      url: `/sandbox-pay/${invoiceId}`,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=cancel',
    });
    expect(String(post.headers.location)).toMatch(/^https:\/\/shop\.example\/paymenterror\?paymentId=/);
    const res = await s.call(paymentStatusCall, { payment_id: paymentIdFrom(String(post.headers.location)) });
    expect(res.body.data).toMatchObject({ status: 'failed', order_status: 4, order_id: orderId });
  });

  it('gives the coupon back with the cart', async () => {
    const s = await shopper(t.app, t.db);
    const home = await address(t.db, s.id, regions.fee25);
    const p = await product(t.db);
    await fillCart(t.db, s.id, [{ productId: p.id, quantity: 1 }]);
    const c = await coupon(t.db, { kind: 'fixed', value: 500, maxUsesPerCustomer: 1 });
    await s.call(addCouponCall, { coupon: c.code });
    const res = await s.call(payNowCall, { address_id: home.id, payment_method: 2, payment_method_type: 'Visa' });
    const post = await t.app.inject({ url: `/sandbox-pay/${res.body.data.Data!.InvoiceId}`, ...cardForm({ card_number: DECLINED }) });
    await s.call(paymentStatusCall, { payment_id: paymentIdFrom(String(post.headers.location)) });
    const cart = (await s.call(cartListCall)).body.data;
    expect(cart).toMatchObject({ discount_coupon: c.code, coupon_discount: 5, coupon_note: '', items_count: 1 });
  });
});

describe('unpaid orders', () => {
  const later = () => new Date(Date.now() + 31 * 60_000);

  it('are released once their 30 minutes passed: stock and wallet back, the cart not refilled', async () => {
    const { s, orderId, productId } = await startOnlinePayment();
    const deps = { db: t.db, gateway: createSandboxGateway(t.db), log: t.app.log };
    await releaseExpiredOrders(deps);
    expect((await orderOf(orderId)).statusId).toBe(8); // not yet
    // Earlier tests left unpaid orders too: all of them go.
    expect(await releaseExpiredOrders(deps, later())).toBeGreaterThanOrEqual(1);
    expect((await orderOf(orderId)).statusId).toBe(4);
    expect(await stockOf(productId)).toBe(6);
    expect((await walletOf(t.db, s.id)).balance).toBe(1000);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, s.id))).toHaveLength(0);
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(payment!.status).toBe('failed');
    expect(await releaseExpiredOrders(deps, later())).toBe(0);
    const history = await t.db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.toStatus, 4)));
    expect(history).toHaveLength(1);
  });

  it('paid without coming back are confirmed, not released', async () => {
    const { orderId, invoiceId } = await startOnlinePayment();
    await t.app.inject({ url: `/sandbox-pay/${invoiceId}`, ...cardForm({ card_number: VISA }) });
    // The shopper closed the tab: nobody called getPaymentStatus. The sandbox page no longer takes cards
    // after the expiry, but the payment made before counts.
    const deps = { db: t.db, gateway: createSandboxGateway(t.db), log: t.app.log };
    expect(await releaseExpiredOrders(deps, later())).toBe(0);
    expect((await orderOf(orderId)).statusId).toBe(1);
  });
});

describe('a card payment confirmed at the moment the sweep releases its order', () => {
  const later = () => new Date(Date.now() + 31 * 60_000);
  const paymentStatus = (started: Started, paymentId: string) => started.s.call(paymentStatusCall, { payment_id: paymentId });
  const pay = async (invoiceId: string) =>
    paymentIdFrom(String((await t.app.inject({ url: `/sandbox-pay/${invoiceId}`, ...cardForm({ card_number: VISA }) })).headers.location));
  const refundsOf = async (orderId: number) =>
    (
      await t.db
        .select({ amount: walletEntries.amount })
        .from(walletEntries)
        .where(and(eq(walletEntries.orderId, orderId), eq(walletEntries.reason, 'order_refund')))
    )
      .map((e) => e.amount)
      .sort((a, b) => a - b);

  /** The sweep's gateway: the sandbox, where the shopper's card goes through just after the sweep found the invoice unpaid. */
  function payingJustAfterTheCheck(paidNow: Map<string, (paymentId: string) => void>): PaymentGateway {
    const sandbox = createSandboxGateway(t.db);
    return {
      ...sandbox,
      async paymentStatus(key) {
        const status = await sandbox.paymentStatus(key);
        const paid = paidNow.get(status.invoiceId);
        if ('invoiceId' in key && paid) paid(await pay(status.invoiceId));
        return status;
      },
    };
  }

  /**
   * The order ends either paid with its stock held, or released with its stock, its wallet part and the card
   * payment back (the card's 165 AED to the wallet): never both, never neither. Answers the order's status.
   */
  async function expectSettled(started: Started) {
    const order = await orderOf(started.orderId);
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, started.orderId));
    expect(payment!.status).toBe('paid');
    if (order.statusId === ORDER_STATUS.placed) {
      expect(await stockOf(started.productId)).toBe(4);
      expect(await refundsOf(started.orderId)).toEqual([]);
      expect((await walletOf(t.db, started.s.id)).balance).toBe(0);
    } else {
      expect(order.statusId).toBe(ORDER_STATUS.cancelled);
      expect(await stockOf(started.productId)).toBe(6);
      expect(await refundsOf(started.orderId)).toEqual([1000, 16500]);
      expect((await walletOf(t.db, started.s.id)).balance).toBe(17500);
    }
    return order.statusId;
  }

  it('released first, then the payment applied: the order stays released and what the card paid goes to the wallet, once', async () => {
    const started = await startOnlinePayment();
    let paymentId = '';
    const gateway = payingJustAfterTheCheck(new Map([[started.invoiceId, (id) => (paymentId = id)]]));
    await releaseExpiredOrders({ db: t.db, gateway, log: t.app.log }, later());
    expect((await orderOf(started.orderId)).statusId).toBe(ORDER_STATUS.cancelled);

    const answer = await paymentStatus(started, paymentId);
    expect(answer.body).toMatchObject({
      status: false,
      msg: 'Your payment arrived after the order was cancelled, so the amount was returned to your wallet',
      data: { status: 'paid', order_status: ORDER_STATUS.cancelled },
    });
    expect((await paymentStatus(started, paymentId)).body.data.status).toBe('paid'); // asked again: nothing more
    expect(await expectSettled(started)).toBe(ORDER_STATUS.cancelled);
  });

  it('the payment applied first, then the sweep: the order stays paid with its stock held', async () => {
    const started = await startOnlinePayment();
    const paymentId = await pay(started.invoiceId);
    expect((await paymentStatus(started, paymentId)).body).toMatchObject({ status: true, data: { order_status: ORDER_STATUS.placed } });
    await releaseExpiredOrders({ db: t.db, gateway: createSandboxGateway(t.db), log: t.app.log }, later());
    expect(await expectSettled(started)).toBe(ORDER_STATUS.placed);
  });

  it('both at the same moment, for six orders: each ends paid or released, never both or neither', async () => {
    const all: Started[] = [];
    for (let i = 0; i < 6; i++) all.push(await startOnlinePayment());
    // Each payment's confirmation starts while the sweep goes on to release that order.
    const confirmations: ReturnType<typeof paymentStatus>[] = [];
    const gateway = payingJustAfterTheCheck(
      new Map(all.map((started) => [started.invoiceId, (id: string) => void confirmations.push(paymentStatus(started, id))])),
    );
    await releaseExpiredOrders({ db: t.db, gateway, log: t.app.log }, later());
    const answers = await Promise.all(confirmations);
    expect(answers.map((a) => a.statusCode).filter((code) => code >= 500)).toEqual([]);
    for (const [i, started] of all.entries()) {
      const statusId = await expectSettled(started);
      expect(answers[i]!.body.data).toMatchObject({ status: 'paid', order_status: statusId });
    }
  });
});

describe('expired invoices', () => {
  let started: Started;
  beforeEach(async () => {
    started = await startOnlinePayment();
    await t.db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, started.orderId));
  });
  it('the sandbox page refuses a card once the order was released', async () => {
    const deps = { db: t.db, gateway: createSandboxGateway(t.db), log: t.app.log };
    await releaseExpiredOrders(deps);
    const page = await t.app.inject({ method: 'GET', url: `/sandbox-pay/${started.invoiceId}` });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('This invoice can no longer be paid.');
  });
});
