// Refunds of approved returns (modules/orders/refunds.ts): what was actually paid for the returned items —
// their share of the coupon taken off, delivery only when it is the product's fault, the wallet's part back
// to the wallet and the card's part to the card, the points they earned taken back (never below zero) —
// so the sum refunded never exceeds the sum paid. Orders are placed, paid and delivered through the API.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { regions, returnReasons, walletEntries } from '../../../db/schema';
import { call } from '../../../test/app';
import { payOnSandbox, coupon, creditWallet, fillCart } from '../../../test/fixtures/checkout';
import { product } from '../../../test/fixtures/products';
import { address } from '../../../test/fixtures/regions';
import { shopper, type Shopper } from '../../../test/fixtures/shoppers';
import { moveWallet, walletOf } from '../../wallet/ledger';
import { adminSuite } from '../../../test/fixtures/admin';

const w = adminSuite();
let region: typeof regions.$inferSelect;
let fault: number;
let notFault: number;
beforeAll(async () => {
  region = (await w.t.db.select().from(regions).where(eq(regions.deliveryFee, 2500)).limit(1))[0]!;
  fault = (await w.t.db.select().from(returnReasons).where(eq(returnReasons.productFault, true)).limit(1))[0]!.id;
  notFault = (await w.t.db.select().from(returnReasons).where(eq(returnReasons.productFault, false)).limit(1))[0]!.id;
});

const admin = (path: string, fields: Record<string, string | number>) => call(w.t.app, path, { ...w.admin.auth, ...fields });

interface Placed {
  s: Shopper;
  orderId: number;
  /** order_item_id by product id. */
  itemOf: Map<number, number>;
}

/**
 * A shopper buys `lines` (with a coupon, wallet money and a card when asked), the order is delivered (earning
 * its points) and ready for returns. The delivery fee is 25 AED.
 */
async function deliveredOrder(opts: {
  lines: { price: number; quantity: number }[];
  coupon?: { kind: 'percent' | 'fixed'; value: number };
  wallet?: number;
  card?: boolean;
}): Promise<Placed> {
  const s = await shopper(w.t.app, w.t.db);
  const home = await address(w.t.db, s.id, region);
  const products = [];
  for (const line of opts.lines) products.push(await product(w.t.db, { listPrice: line.price, salePrice: line.price, stock: 10 }));
  await fillCart(
    w.t.db,
    s.id,
    products.map((p, i) => ({ productId: p.id, quantity: opts.lines[i]!.quantity })),
  );
  if (opts.coupon)
    expect((await s.call('/cart/add_coupon.php', { coupon: (await coupon(w.t.db, opts.coupon)).code })).body.status).toBe(true);
  if (opts.wallet) await creditWallet(w.t.db, s.id, opts.wallet);
  const paid = await s.call('/cart/pay_now.php', {
    address_id: home.id,
    wallet: opts.wallet ? 1 : 0,
    payment_method: opts.card ? 2 : 1,
    payment_method_type: opts.card ? 'Visa' : undefined,
  });
  expect(paid.body.status).toBe(true);
  const orderId: number = paid.body.data.order_id;
  if (opts.card) {
    const paymentId = await payOnSandbox(w.t.app, paid.body.data.Data.InvoiceId);
    expect((await s.call('/cart/getPaymentStatus.php', { payment_id: paymentId })).body.data.order_status).toBe(1);
  }
  for (const action of ['confirm', 'ship', 'deliver']) {
    expect((await admin('/admin/orders/change_status.php', { order_id: orderId, action })).body.status).toBe(true);
  }
  const rows = (await s.call('/orders/list.php')).body.data as { order_id: number; order_item_id: number; product_id: number }[];
  const itemOf = new Map(rows.filter((r) => r.order_id === orderId).map((r) => [r.product_id, r.order_item_id]));
  return { s, orderId, itemOf };
}

interface Refunded {
  refund_amount: number;
  refund_to_wallet: number;
  refund_to_card: number;
}

/** The shopper returns the item, the admin approves it; answers the refund as the admin sees it. */
async function returnAndApprove(placed: Placed, productId: number, reasonId: number): Promise<Refunded> {
  const asked = await placed.s.call('/orders/return_item.php', {
    order_item_id: placed.itemOf.get(productId)!,
    reason_id: reasonId,
    description: 'Returned',
  });
  expect(asked.body.status).toBe(true);
  const pending = (await admin('/admin/returns/list.php', { state: 'pending' })).body.data.rows as { id: number; order_item_id: number }[];
  const request = pending.find((r) => r.order_item_id === placed.itemOf.get(productId))!;
  const decided = await admin('/admin/returns/decide.php', { return_id: request.id, decision: 'approve' });
  expect(decided.body.status).toBe(true);
  return decided.body.data;
}

const pointsTakenBack = async (orderId: number) =>
  -(
    await w.t.db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.orderId, orderId), eq(walletEntries.kind, 'points'), eq(walletEntries.reason, 'return_refund')))
  ).reduce((sum, e) => sum + e.amount, 0);
const productIds = (placed: Placed) => [...placed.itemOf.keys()].sort((a, b) => a - b);

describe('admin/returns/decide.php refunds', () => {
  it('50% coupon, 50 AED paid including 25 AED delivery, returned for a product fault: 50 AED back (not 75), its 25 points taken back', async () => {
    const placed = await deliveredOrder({ lines: [{ price: 5000, quantity: 1 }], coupon: { kind: 'percent', value: 50 } });
    expect((await walletOf(w.t.db, placed.s.id)).points).toBe(25);

    const refund = await returnAndApprove(placed, productIds(placed)[0]!, fault);

    expect(refund).toMatchObject({ refund_amount: 50, refund_to_wallet: 50, refund_to_card: 0 });
    expect(await walletOf(w.t.db, placed.s.id)).toEqual({ balance: 5000, points: 0 });
    const note = await placed.s.call('/notifications_list.php');
    expect(JSON.stringify(note.body.data)).toContain('50.00 AED added to your wallet and 25 points earned on it taken back');
  });

  it('the same order returned for another reason: the goods paid (25 AED), no delivery charge', async () => {
    const placed = await deliveredOrder({ lines: [{ price: 5000, quantity: 1 }], coupon: { kind: 'percent', value: 50 } });
    expect(await returnAndApprove(placed, productIds(placed)[0]!, notFault)).toMatchObject({
      refund_amount: 25,
      refund_to_wallet: 25,
      refund_to_card: 0,
    });
  });

  it('fixed coupon, 40 AED from the wallet and the rest by card, returned in two parts: each part split like the payment, the sums exactly what was paid', async () => {
    // Goods 60 + 2 × 30 = 120 AED, coupon 20 AED, delivery 25 AED: 125 AED paid, 40 by the wallet and 85 by card.
    const placed = await deliveredOrder({
      lines: [
        { price: 6000, quantity: 1 },
        { price: 3000, quantity: 2 },
      ],
      coupon: { kind: 'fixed', value: 2000 },
      wallet: 4000,
      card: true,
    });
    const [big, small] = productIds(placed);
    expect((await walletOf(w.t.db, placed.s.id)).points).toBe(100);

    // The two jars (60 AED of 120 at purchase) carry half the coupon: 50 AED; not the product's fault.
    const first = await returnAndApprove(placed, small!, notFault);
    expect(first).toMatchObject({ refund_amount: 50, refund_to_wallet: 16, refund_to_card: 34 });
    expect(await walletOf(w.t.db, placed.s.id)).toEqual({ balance: 1600, points: 50 });

    // The rest, the product's fault: 50 AED of goods and the 25 AED delivery charge.
    const second = await returnAndApprove(placed, big!, fault);
    expect(second).toMatchObject({ refund_amount: 75, refund_to_wallet: 24, refund_to_card: 51 });
    expect(await walletOf(w.t.db, placed.s.id)).toEqual({ balance: 4000, points: 0 });

    expect(first.refund_amount + second.refund_amount).toBe(125);
    expect(first.refund_to_card + second.refund_to_card).toBe(85);
    expect(first.refund_to_wallet + second.refund_to_wallet).toBe(40);
  });

  it('15% coupon on awkward prices, three items returned one by one: the refunds never add up to more than was paid; points never below zero', async () => {
    // 33.33 + 3 × 10.01 + 7.77 = 71.13 AED; 15% is 10.67 AED; delivery 25 AED: 85.46 AED paid in cash.
    const placed = await deliveredOrder({
      lines: [
        { price: 3333, quantity: 1 },
        { price: 1001, quantity: 3 },
        { price: 777, quantity: 1 },
      ],
      coupon: { kind: 'percent', value: 15 },
    });
    // The customer spent most of the 60 points the order earned before returning it.
    expect((await walletOf(w.t.db, placed.s.id)).points).toBe(60);
    await moveWallet(w.t.db, placed.s.id, 'points', -50, { reason: 'exchange' });

    const refunds: Refunded[] = [];
    for (const [i, productId] of productIds(placed).entries()) {
      refunds.push(await returnAndApprove(placed, productId, i === 1 ? fault : notFault));
      const sum = refunds.reduce((s, r) => s + Math.round(r.refund_amount * 100), 0);
      expect(sum).toBeLessThanOrEqual(8546);
      expect((await walletOf(w.t.db, placed.s.id)).points).toBeGreaterThanOrEqual(0);
    }
    // Each item's price less its share of the coupon; the delivery charge with the faulty one.
    expect(refunds.map((r) => r.refund_amount)).toEqual([28.33, 50.53, 6.6]);
    expect(refunds.reduce((s, r) => s + Math.round(r.refund_amount * 100), 0)).toBe(8546);
    expect(await walletOf(w.t.db, placed.s.id)).toEqual({ balance: 8546, points: 0 });
    expect(await pointsTakenBack(placed.orderId)).toBe(10);
  });
});
