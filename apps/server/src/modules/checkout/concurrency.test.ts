// No oversell, no payment applied twice, no negative wallet, however many requests arrive at once
// (docs/architecture.md, quality bars). On PostgreSQL (TEST_DATABASE_URL) the requests really run in parallel over a pool of
// connections; on PGlite, a single connection, the same requests are queued and run one after another.
import { beforeAll, describe, expect, it } from 'vitest';
import { cancelOrderCall, payNowCall, paymentStatusCall } from '@shop/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import { cartItems, notifications, orderStatusHistory, orders, payments, products, walletEntries, wallets } from '../../db/schema';
import { moveWallet, walletOf } from '../wallet/ledger';
import { creditWallet, fillCart } from '../../test/fixtures/checkout';
import { product } from '../../test/fixtures/products';
import { address, deliveryRegions } from '../../test/fixtures/regions';
import { shopper, type Shopper } from '../../test/fixtures/shoppers';
import { suiteApp } from '../../test/fixtures/suite';
import { walletShare } from './service';

const t = suiteApp({}, { UNPAID_ORDER_SWEEP_SECONDS: '0', PUBLIC_URL: 'https://shop.example' });
let regions: Awaited<ReturnType<typeof deliveryRegions>>;

beforeAll(async () => {
  regions = await deliveryRegions(t.db);
});

const cardForm = (card: string) => ({
  method: 'POST' as const,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams({ card_number: card, expiry: '12/39', cvv: '123', holder: 'Test Shopper', action: 'pay' }).toString(),
});

it('100 shoppers paying at once for the last 10 units: exactly 10 orders, stock 0, never below', async () => {
  const honey = await product(t.db, { stock: 10, salePrice: 5000, listPrice: 5000 });
  const shoppers: { s: Shopper; addressId: number }[] = [];
  for (let i = 0; i < 100; i++) {
    const s = await shopper(t.app, t.db);
    const home = await address(t.db, s.id, regions.fee25);
    await fillCart(t.db, s.id, [{ productId: honey.id, quantity: 1 }]);
    shoppers.push({ s, addressId: home.id });
  }

  // Half pay cash, half by card: both take stock the same way.
  const answers = await Promise.all(
    shoppers.map(({ s, addressId }, i) =>
      s.call(
        payNowCall,
        i % 2 ? { address_id: addressId, payment_method: 1 } : { address_id: addressId, payment_method: 2, payment_method_type: 'Visa' },
      ),
    ),
  );

  const placed = answers.filter((a) => a.body.status === true);
  const refused = answers.filter((a) => a.refusal === 'conflict');
  expect(placed).toHaveLength(10);
  expect(refused).toHaveLength(90);
  expect(refused.every((a) => a.body.msg === `Sorry, ${honey.nameEn} is out of stock`)).toBe(true);
  const [row] = await t.db.select().from(products).where(eq(products.id, honey.id));
  expect(row).toMatchObject({ stock: 0, soldCount: 10 });
  const [made] = await t.db
    .select({ n: count() })
    .from(orders)
    .where(sql`${orders.id} in (select order_id from order_items where product_id = ${honey.id})`);
  expect(made!.n).toBe(10);
  // The refused shoppers keep their carts.
  const [kept] = await t.db.select({ n: count() }).from(cartItems).where(eq(cartItems.productId, honey.id));
  expect(kept!.n).toBe(90);
}, 120_000);

describe('a payment result arriving several times at once', () => {
  async function paidOnline(card: string) {
    const s = await shopper(t.app, t.db);
    const home = await address(t.db, s.id, regions.fee25);
    const p = await product(t.db, { stock: 5, salePrice: 4000, listPrice: 4000 });
    await fillCart(t.db, s.id, [{ productId: p.id, quantity: 2 }]);
    await creditWallet(t.db, s.id, 1500);
    const res = await s.call(payNowCall, { address_id: home.id, wallet: 1, payment_method: 2, payment_method_type: 'Visa' });
    const post = await t.app.inject({ url: `/sandbox-pay/${res.body.data.Data!.InvoiceId}`, ...cardForm(card) });
    const paymentId = new URL(String(post.headers.location)).searchParams.get('paymentId')!;
    return { s, orderId: res.body.data.order_id as number, productId: p.id, paymentId };
  }

  it('a success is applied once', async () => {
    const { s, orderId, paymentId } = await paidOnline('4111111111111111');
    const answers = await Promise.all(Array.from({ length: 8 }, () => s.call(paymentStatusCall, { payment_id: paymentId })));
    expect(answers.every((a) => a.body.status === true && a.body.data.status === 'paid' && a.body.data.order_status === 1)).toBe(true);
    const moves = await t.db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.toStatus, 1)));
    expect(moves).toHaveLength(1);
    const [told] = await t.db.select({ n: count() }).from(notifications).where(eq(notifications.orderId, orderId));
    expect(told!.n).toBe(2); // awaiting payment, then placed
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(payment!.status).toBe('paid');
  });

  it('a failure returns stock and wallet once', async () => {
    const { s, orderId, productId, paymentId } = await paidOnline('4000000000000002');
    const answers = await Promise.all(Array.from({ length: 8 }, () => s.call(paymentStatusCall, { payment_id: paymentId })));
    expect(answers.every((a) => a.body.status === false && a.body.data.status === 'failed')).toBe(true);
    const [row] = await t.db.select().from(products).where(eq(products.id, productId));
    expect(row).toMatchObject({ stock: 5, soldCount: 0 });
    expect((await walletOf(t.db, s.id)).balance).toBe(1500);
    const refunds = await t.db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.orderId, orderId), eq(walletEntries.reason, 'order_refund')));
    expect(refunds).toHaveLength(1);
    expect((await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.statusId).toBe(4);
    expect(await t.db.select({ quantity: cartItems.quantity }).from(cartItems).where(eq(cartItems.userId, s.id))).toEqual([
      { quantity: 2 },
    ]);
  });
});

describe('one wallet, several payments at once', () => {
  it('checkout takes exactly what the locked balance allows: two orders of 40 AED from 50 AED take 40 and 10', async () => {
    const s = await shopper(t.app, t.db);
    await creditWallet(t.db, s.id, 5000);
    const taken = await Promise.all(
      [0, 1].map(() =>
        t.db.transaction(async (tx) => {
          const share = await walletShare(tx, s.id, 4000);
          expect(await moveWallet(tx, s.id, 'balance', -share, { reason: 'order_payment' })).toBe(true);
          return share;
        }),
      ),
    );
    expect(taken.sort((a, b) => a - b)).toEqual([1000, 4000]);
    expect((await walletOf(t.db, s.id)).balance).toBe(0);
  });

  it('the same shopper pressing pay five times at once: one order, the wallet debited once, never negative', async () => {
    const s = await shopper(t.app, t.db);
    const home = await address(t.db, s.id, regions.fee25);
    const p = await product(t.db, { stock: 20, salePrice: 10000, listPrice: 10000 });
    await fillCart(t.db, s.id, [{ productId: p.id, quantity: 2 }]);
    await creditWallet(t.db, s.id, 6000);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => s.call(payNowCall, { address_id: home.id, wallet: 1, payment_method: 1 })),
    );
    expect(answers.filter((a) => a.body.status === true)).toHaveLength(1);
    expect(answers.filter((a) => a.body.msg === 'No products in the cart')).toHaveLength(4);
    const [wallet] = await t.db.select().from(wallets).where(eq(wallets.userId, s.id));
    expect(wallet!.balance).toBe(0);
    const debits = await t.db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.userId, s.id), eq(walletEntries.reason, 'order_payment')));
    expect(debits.map((d) => d.amount)).toEqual([-6000]);
    expect((await t.db.select().from(products).where(eq(products.id, p.id)))[0]!.stock).toBe(18);
  });
});

describe('transactions that lock the same products in different orders', () => {
  it('24 cancels of orders whose lines were added B then A, while 24 others check out A and B: no 5xx, stock adds up', async () => {
    const a = await product(t.db, { stock: 1000 });
    const b = await product(t.db, { stock: 1000 });
    expect(a.id).toBeLessThan(b.id);

    // Orders placed with B added to the cart before A, so their lines are stored B first.
    const cancels: (() => Promise<{ statusCode: number; body: { status: boolean } }>)[] = [];
    for (let i = 0; i < 24; i++) {
      const s = await shopper(t.app, t.db);
      const home = await address(t.db, s.id, regions.fee25);
      await fillCart(t.db, s.id, [
        { productId: b.id, quantity: 2 },
        { productId: a.id, quantity: 3 },
      ]);
      const placed = await s.call(payNowCall, { address_id: home.id, payment_method: 1 });
      expect(placed.body.status).toBe(true);
      cancels.push(() => s.call(cancelOrderCall, { order_id: placed.body.data.order_id }));
    }
    const checkouts: (() => Promise<{ statusCode: number; body: { status: boolean } }>)[] = [];
    for (let i = 0; i < 24; i++) {
      const s = await shopper(t.app, t.db);
      const home = await address(t.db, s.id, regions.fee25);
      await fillCart(t.db, s.id, [
        { productId: a.id, quantity: 1 },
        { productId: b.id, quantity: 1 },
      ]);
      checkouts.push(() => s.call(payNowCall, { address_id: home.id, payment_method: 1 }));
    }
    const stockOf = async (id: number) => (await t.db.select().from(products).where(eq(products.id, id)))[0]!;
    expect(await stockOf(a.id)).toMatchObject({ stock: 1000 - 24 * 3, soldCount: 24 * 3 });
    expect(await stockOf(b.id)).toMatchObject({ stock: 1000 - 24 * 2, soldCount: 24 * 2 });

    // Interleaved, all at once.
    const answers = await Promise.all(cancels.flatMap((cancel, i) => [cancel(), checkouts[i]!()]));

    expect(answers.map((r) => r.statusCode).filter((code) => code >= 500)).toEqual([]);
    expect(answers.every((r) => r.body.status === true)).toBe(true);
    expect(await stockOf(a.id)).toMatchObject({ stock: 1000 - 24, soldCount: 24 });
    expect(await stockOf(b.id)).toMatchObject({ stock: 1000 - 24, soldCount: 24 });
  }, 120_000);
});
