// Refunds of approved returns (modules/orders/refunds.ts): what was actually paid for the returned items —
// their share of the coupon taken off, delivery only when it is the product's fault, the wallet's part back
// to the wallet and the card's part to the card, the points they earned taken back (never below zero) —
// so the sum refunded never exceeds the sum paid; the card's part sent through the payment gateway (the
// sandbox here), once, failures kept and retried; the sweep settles refunds left 'sending' by a dead process
// and follows 'pending' ones at the provider. Orders are placed, paid and delivered through the API.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addCouponCall,
  adminOrderMoveCall,
  adminReturnDecideCall,
  adminReturnRetryCardRefundCall,
  adminReturnsListCall,
  notificationsListCall,
  ordersListCall,
  payNowCall,
  paymentStatusCall,
  returnItemCall,
  type Call,
  type CallData,
} from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import { payments, regions, returnReasons, returnRequests, walletEntries } from '../../../db/schema';
import { PaymentGatewayError } from '../../../integrations/payments';
import type { SandboxRefund } from '../../../integrations/payments/sandbox';
import { call, expectRefusal, type CallFields } from '../../../test/app';
import { payOnSandbox, coupon, creditWallet, fillCart } from '../../../test/fixtures/checkout';
import { product } from '../../../test/fixtures/products';
import { address } from '../../../test/fixtures/regions';
import { shopper, type Shopper } from '../../../test/fixtures/shoppers';
import { moveWallet, walletOf } from '../../wallet/ledger';
import { adminSuite } from '../../../test/fixtures/admin';
import { checkCardRefunds } from './cardRefund';

// The card refund sweep runs only when a test calls it.
const w = adminSuite({ CARD_REFUND_SWEEP_SECONDS: 0 });
let region: typeof regions.$inferSelect;
let fault: number;
let notFault: number;
beforeAll(async () => {
  region = (await w.t.db.select().from(regions).where(eq(regions.deliveryFee, 2500)).limit(1))[0]!;
  fault = (await w.t.db.select().from(returnReasons).where(eq(returnReasons.productFault, true)).limit(1))[0]!.id;
  notFault = (await w.t.db.select().from(returnReasons).where(eq(returnReasons.productFault, false)).limit(1))[0]!.id;
});

const admin = <C extends Call>(c: C, fields: CallFields<C>) => call(w.t.app, c, { ...w.admin.auth, ...fields });

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
  if (opts.coupon) expect((await s.call(addCouponCall, { coupon: (await coupon(w.t.db, opts.coupon)).code })).body.status).toBe(true);
  if (opts.wallet) await creditWallet(w.t.db, s.id, opts.wallet);
  const paid = await s.call(payNowCall, {
    address_id: home.id,
    wallet: opts.wallet ? 1 : 0,
    payment_method: opts.card ? 2 : 1,
    payment_method_type: opts.card ? 'Visa' : undefined,
  });
  expect(paid.body.status).toBe(true);
  const orderId: number = paid.body.data.order_id;
  if (opts.card) {
    const paymentId = await payOnSandbox(w.t.app, paid.body.data.Data!.InvoiceId);
    expect((await s.call(paymentStatusCall, { payment_id: paymentId })).body.data.order_status).toBe(1);
  }
  for (const action of ['confirm', 'ship', 'deliver']) {
    expect((await admin(adminOrderMoveCall, { order_id: orderId, action })).body.status).toBe(true);
  }
  const rows = (await s.call(ordersListCall)).body.data as { order_id: number; order_item_id: number; product_id: number }[];
  const itemOf = new Map(rows.filter((r) => r.order_id === orderId).map((r) => [r.product_id, r.order_item_id]));
  return { s, orderId, itemOf };
}

/** A decided return as the console answers it, with the console's message about the approval. */
type Refunded = CallData<typeof adminReturnDecideCall> & { msg: string };

/** The shopper returns the item, the admin approves it; answers the refund as the admin sees it. */
async function returnAndApprove(placed: Placed, productId: number, reasonId: number): Promise<Refunded> {
  const asked = await placed.s.call(returnItemCall, {
    order_item_id: placed.itemOf.get(productId)!,
    reason_id: reasonId,
    description: 'Returned',
  });
  expect(asked.body.status).toBe(true);
  const pending = (await admin(adminReturnsListCall, { state: 'pending' })).body.data.rows as { id: number; order_item_id: number }[];
  const request = pending.find((r) => r.order_item_id === placed.itemOf.get(productId))!;
  const decided = await admin(adminReturnDecideCall, { return_id: request.id, decision: 'approve' });
  expect(decided.body.status).toBe(true);
  return { ...decided.body.data, msg: decided.body.msg };
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
    const note = await placed.s.call(notificationsListCall);
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

    expect(first.refund_amount! + second.refund_amount!).toBe(125);
    expect(first.refund_to_card! + second.refund_to_card!).toBe(85);
    expect(first.refund_to_wallet! + second.refund_to_wallet!).toBe(40);
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
      const sum = refunds.reduce((s, r) => s + Math.round(r.refund_amount! * 100), 0);
      expect(sum).toBeLessThanOrEqual(8546);
      expect((await walletOf(w.t.db, placed.s.id)).points).toBeGreaterThanOrEqual(0);
    }
    // Each item's price less its share of the coupon; the delivery charge with the faulty one.
    expect(refunds.map((r) => r.refund_amount)).toEqual([28.33, 50.53, 6.6]);
    expect(refunds.reduce((s, r) => s + Math.round(r.refund_amount! * 100), 0)).toBe(8546);
    expect(await walletOf(w.t.db, placed.s.id)).toEqual({ balance: 8546, points: 0 });
    expect(await pointsTakenBack(placed.orderId)).toBe(10);
  });
});

/** 60 AED of goods + 25 AED delivery, 20 AED from the wallet and 65 AED by card: the card's share of 60 AED back is 45.88. */
const cardOrder = () => deliveredOrder({ lines: [{ price: 6000, quantity: 1 }], wallet: 2000, card: true });
const sandboxRefunds = async (orderId: number) => {
  const [paid] = await w.t.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')));
  return { paymentId: paid!.paymentId, refunds: (paid!.raw as { sandboxRefunds?: SandboxRefund[] }).sandboxRefunds ?? [] };
};
const retry = (returnId: number) => admin(adminReturnRetryCardRefundCall, { return_id: returnId });

describe('the card refund of an approved return', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends the card share back through the gateway once the return is approved, and records its refund id', async () => {
    const placed = await cardOrder();
    const refund = await returnAndApprove(placed, productIds(placed)[0]!, notFault);
    expect(refund).toMatchObject({ refund_amount: 60, refund_to_wallet: 14.12, refund_to_card: 45.88 });
    expect(refund.card_refund).toEqual({ state: 'refunded', refund_id: expect.stringMatching(/^\d+$/) });
    expect(refund.msg).toBe('Return approved: 60.00 AED refunded');
    const { paymentId, refunds } = await sandboxRefunds(placed.orderId);
    expect(refunds).toEqual([
      {
        Key: paymentId,
        RefundId: Number(refund.card_refund!.refund_id),
        RefundReference: expect.any(String),
        Amount: 45.88,
        Comment: `return #${refund.id}`,
      },
    ]);
    const [stored] = await w.t.db.select().from(returnRequests).where(eq(returnRequests.id, refund.id));
    expect(stored).toMatchObject({ cardRefundStatus: 'refunded', cardRefundRaw: refunds[0] });
    // Already refunded: never again.
    const again = await retry(refund.id);
    expectRefusal(again, 'refused');
    expect(again.body.msg).toBe('This card refund was not refused: it is already sent or being sent');
    expect((await sandboxRefunds(placed.orderId)).refunds).toHaveLength(1);
  });

  it('keeps the approval when the gateway fails, shows the refund as failed, and two concurrent retries refund once', async () => {
    const placed = await cardOrder();
    const gateway = w.t.app.payments.gateway;
    const refundOnce = gateway.refund.bind(gateway);
    vi.spyOn(gateway, 'refund').mockRejectedValueOnce(new PaymentGatewayError('timeout', 'MakeRefund took longer than 1500 ms'));
    const refund = await returnAndApprove(placed, productIds(placed)[0]!, notFault);
    expect(refund).toMatchObject({
      refund_amount: 60,
      refund_to_wallet: 14.12,
      card_refund: { state: 'failed', refund_id: null },
      msg: 'Return approved: 60.00 AED refunded, but the payment provider did not take the card refund; try it again',
    });
    expect((await walletOf(w.t.db, placed.s.id)).balance).toBe(1412);
    const listed = (await admin(adminReturnsListCall, { state: 'approved' })).body.data.rows;
    expect(listed.find((r) => r.id === refund.id)!.card_refund).toEqual({ state: 'failed', refund_id: null });
    expect((await sandboxRefunds(placed.orderId)).refunds).toHaveLength(0);

    // The provider answers slowly, so both retries are in flight together.
    const sent = vi
      .spyOn(gateway, 'refund')
      .mockClear()
      .mockImplementation((req) => new Promise((resolve) => setTimeout(resolve, 200)).then(() => refundOnce(req)));
    const answers = await Promise.all([retry(refund.id), retry(refund.id)]);
    expect(sent).toHaveBeenCalledTimes(1);
    const won = answers.filter((a) => a.body.status);
    expect(won).toHaveLength(1);
    expect(won[0]!.body).toMatchObject({ msg: 'Card refund sent again', data: { card_refund: { state: 'refunded' } } });
    expectRefusal(
      answers.find((a) => !a.body.status)!,
      'refused',
    );
    expect((await sandboxRefunds(placed.orderId)).refunds.map((r) => r.Amount)).toEqual([45.88]);
  });

  it('records, instead of refunding again, the refund a failed call made after all (its answer lost to a timeout)', async () => {
    const placed = await cardOrder();
    const gateway = w.t.app.payments.gateway;
    const refundOnce = gateway.refund.bind(gateway);
    const sent = vi.spyOn(gateway, 'refund').mockImplementationOnce(async (req) => {
      await refundOnce(req);
      throw new PaymentGatewayError('timeout', 'MakeRefund answer took longer than 1500 ms');
    });
    const refund = await returnAndApprove(placed, productIds(placed)[0]!, notFault);
    expect(refund.card_refund).toEqual({ state: 'failed', refund_id: null });
    const { refunds } = await sandboxRefunds(placed.orderId);
    expect(refunds).toHaveLength(1);

    const again = await retry(refund.id);
    expect(sent).toHaveBeenCalledTimes(1);
    expect(again.body.data.card_refund).toEqual({ state: 'refunded', refund_id: String(refunds[0]!.RefundId) });
    expect((await sandboxRefunds(placed.orderId)).refunds).toHaveLength(1);
  });

  it('answers a failed retry as failed, and not found for an unknown return', async () => {
    const placed = await cardOrder();
    const gateway = w.t.app.payments.gateway;
    vi.spyOn(gateway, 'refund').mockRejectedValue(new PaymentGatewayError('refused', 'MakeRefund: Amount: too much'));
    const refund = await returnAndApprove(placed, productIds(placed)[0]!, notFault);
    const again = await retry(refund.id);
    expect(again.body).toMatchObject({
      status: true,
      msg: 'The payment provider did not take the card refund; try again later',
      data: { card_refund: { state: 'failed' } },
    });
    const [stored] = await w.t.db.select().from(returnRequests).where(eq(returnRequests.id, refund.id));
    expect(stored!.cardRefundRaw).toEqual({ error: 'payment gateway refused: MakeRefund: Amount: too much' });
    expect((await retry(999_999)).statusCode).toBe(404);
    expect((await admin(adminReturnRetryCardRefundCall, { return_id: 'x' })).statusCode).toBe(400);
  });
});

describe('the card refund sweep', () => {
  afterEach(() => vi.restoreAllMocks());

  const gateway = () => w.t.app.payments.gateway;
  const minutes = (n: number) => new Date(Date.now() + n * 60_000);
  const sweep = (now = new Date()) => checkCardRefunds({ db: w.t.db, gateway: gateway(), log: w.t.app.log, afterSeconds: 300 }, now);
  const stored = async (returnId: number) => (await w.t.db.select().from(returnRequests).where(eq(returnRequests.id, returnId)))[0]!;
  /** The server died after the approval committed and before the provider answered, `at` the moment it sent. */
  const diedWhileSending = (returnId: number, at: Date) =>
    w.t.db
      .update(returnRequests)
      .set({ cardRefundStatus: 'sending', cardRefundId: null, cardRefundRaw: null, cardRefundAt: at })
      .where(eq(returnRequests.id, returnId));
  /** An approved return whose card refund the provider did not take (`made`: it made it after all). */
  async function approvedWithLostAnswer(made: boolean) {
    const placed = await cardOrder();
    const refundOnce = gateway().refund.bind(gateway());
    vi.spyOn(gateway(), 'refund').mockImplementationOnce(async (req) => {
      if (made) await refundOnce(req);
      throw new PaymentGatewayError('timeout', 'MakeRefund took longer than 1500 ms');
    });
    const refund = await returnAndApprove(placed, productIds(placed)[0]!, notFault);
    vi.restoreAllMocks();
    return { placed, returnId: refund.id };
  }
  /** An approved return whose card refund the provider took as a request to review ('pending'). */
  async function approvedPending() {
    const placed = await cardOrder();
    const refundOnce = gateway().refund.bind(gateway());
    vi.spyOn(gateway(), 'refund').mockImplementationOnce(async (req) => ({ ...(await refundOnce(req)), outcome: 'pending' }));
    const refund = await returnAndApprove(placed, productIds(placed)[0]!, notFault);
    expect(refund.card_refund).toEqual({ state: 'pending', refund_id: expect.stringMatching(/^\d+$/) });
    vi.restoreAllMocks();
    return { placed, returnId: refund.id, refundId: refund.card_refund!.refund_id! };
  }

  it("records the refund the provider made for a return left 'sending' minutes ago, without refunding again", async () => {
    const { placed, returnId } = await approvedWithLostAnswer(true);
    await diedWhileSending(returnId, minutes(-10));
    const sent = vi.spyOn(gateway(), 'refund');

    expect(await sweep()).toBe(1);
    const { refunds } = await sandboxRefunds(placed.orderId);
    expect(refunds).toHaveLength(1);
    expect(await stored(returnId)).toMatchObject({ cardRefundStatus: 'refunded', cardRefundId: String(refunds[0]!.RefundId) });
    expect(sent).not.toHaveBeenCalled();
    expect(await sweep(minutes(20))).toBe(0);
  });

  it("fails a return left 'sending' the provider has no refund for, so the console's retry sends it", async () => {
    const { placed, returnId } = await approvedWithLostAnswer(false);
    await diedWhileSending(returnId, minutes(-10));
    expectRefusal(await retry(returnId), 'refused'); // 'sending': not the console's to retry yet

    expect(await sweep()).toBe(1);
    expect(await stored(returnId)).toMatchObject({ cardRefundStatus: 'failed', cardRefundId: null });
    const listed = (await admin(adminReturnsListCall, { state: 'approved' })).body.data.rows;
    expect(listed.find((r) => r.id === returnId)!.card_refund).toEqual({ state: 'failed', refund_id: null });

    expect((await retry(returnId)).body.data.card_refund).toEqual({ state: 'refunded', refund_id: expect.any(String) });
    expect((await sandboxRefunds(placed.orderId)).refunds.map((r) => r.Amount)).toEqual([45.88]);
  });

  it("leaves a return 'sending' for less than the threshold to the request sending it", async () => {
    const { returnId } = await approvedWithLostAnswer(false);
    await diedWhileSending(returnId, minutes(-1));
    const asked = vi.spyOn(gateway(), 'refunds');

    expect(await sweep()).toBe(0);
    expect((await stored(returnId)).cardRefundStatus).toBe('sending');
    expect(asked).not.toHaveBeenCalled();
    // Once past the threshold it is the sweep's.
    expect(await sweep(minutes(10))).toBe(1);
    expect((await stored(returnId)).cardRefundStatus).toBe('failed');
  });

  it("moves a 'pending' refund to 'refunded' once the provider carried it out, asking no more often than the threshold", async () => {
    const { placed, returnId, refundId } = await approvedPending();
    const asked = vi.spyOn(gateway(), 'refunds').mockResolvedValueOnce([{ refundId, outcome: 'pending', amountFils: 4588 }]);

    expect(await sweep()).toBe(0); // just sent
    expect(await sweep(minutes(10))).toBe(0); // the provider still reviews it
    expect((await stored(returnId)).cardRefundStatus).toBe('pending');
    expect(await sweep(minutes(11))).toBe(0); // asked a minute ago
    expect(asked).toHaveBeenCalledTimes(1);

    expect(await sweep(minutes(20))).toBe(1); // the sandbox's refunds are carried out
    expect(await stored(returnId)).toMatchObject({ cardRefundStatus: 'refunded', cardRefundId: refundId });
    expect(asked).toHaveBeenCalledTimes(2);
    expect((await sandboxRefunds(placed.orderId)).refunds).toHaveLength(1);
  });

  it("fails a 'pending' refund the provider canceled, for the console to retry", async () => {
    const { returnId, refundId } = await approvedPending();
    vi.spyOn(gateway(), 'refunds').mockResolvedValueOnce([{ refundId, outcome: 'canceled', amountFils: 4588 }]);

    expect(await sweep(minutes(10))).toBe(1);
    expect(await stored(returnId)).toMatchObject({
      cardRefundStatus: 'failed',
      cardRefundRaw: { error: `the payment provider canceled refund ${refundId}` },
    });
    const listed = (await admin(adminReturnsListCall, { state: 'approved' })).body.data.rows;
    expect(listed.find((r) => r.id === returnId)!.card_refund).toEqual({ state: 'failed', refund_id: refundId });
  });

  it('two sweeps at once (two server processes) handle each refund once', async () => {
    const stuck = await approvedWithLostAnswer(false);
    await diedWhileSending(stuck.returnId, minutes(-10));
    const pending = await approvedPending();
    const refundsOnce = gateway().refunds.bind(gateway());
    // The provider answers slowly, so both sweeps are under way together.
    const asked = vi
      .spyOn(gateway(), 'refunds')
      .mockImplementation((invoiceId) => new Promise((resolve) => setTimeout(resolve, 200)).then(() => refundsOnce(invoiceId)));

    const done = await Promise.all([sweep(minutes(10)), sweep(minutes(10))]);
    expect(done.reduce((a, b) => a + b, 0)).toBe(2);
    expect(asked).toHaveBeenCalledTimes(2); // once for each refund
    expect((await stored(stuck.returnId)).cardRefundStatus).toBe('failed');
    expect((await stored(pending.returnId)).cardRefundStatus).toBe('refunded');
  });
});
