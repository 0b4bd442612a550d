// The refund rule on its own, over many orders: coupons of both kinds, wallet, card and cash payments,
// items returned one by one in every order and for either kind of reason. Whatever the rounding, the sum
// refunded never exceeds the sum paid (nor the card's part what the card paid), and returning everything
// with a product-fault reason gives back exactly what was paid.
import { describe, expect, it } from 'vitest';
import { returnRefund, type EarlierReturns } from './refunds';

/** A small deterministic generator, so every run checks the same orders. */
function numbers(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % below;
  };
}

describe('returnRefund', () => {
  it('never refunds more than was paid, splits like the payment, and returns all of it when everything comes back', () => {
    const next = numbers(7);
    for (let n = 0; n < 500; n++) {
      const items = Array.from({ length: 1 + next(4) }, () => (100 + next(20_000)) * (1 + next(3)));
      const goods = items.reduce((s, g) => s + g, 0);
      const couponDiscount = next(2) ? Math.min(goods, Math.round((goods * (5 + next(60))) / 100)) : Math.min(goods, next(5_000));
      const shippingCost = [2500, 3000, 5000][next(3)]!;
      const total = goods - couponDiscount + shippingCost;
      const walletUsed = next(3) === 0 ? 0 : next(total + 1);
      const cardPaid = next(2) ? total - walletUsed : 0; // card, or cash on delivery
      const order = { total, shippingCost, couponDiscount, cardPaid, pointsEarned: Math.floor((goods - couponDiscount) / 100), goods };

      const earlier: EarlierReturns = { goods: 0, amount: 0, toCard: 0, delivery: false, points: 0 };
      const faultAt = next(items.length);
      for (const [i, itemGoods] of items.entries()) {
        const productFault = i === faultAt;
        const refund = returnRefund(order, earlier, { goods: itemGoods, productFault });
        expect(refund.amount).toBeGreaterThanOrEqual(0);
        expect(refund.toCard).toBeGreaterThanOrEqual(0);
        expect(refund.toWallet).toBe(refund.amount - refund.toCard);
        expect(refund.points).toBeGreaterThanOrEqual(0);
        earlier.goods += itemGoods;
        earlier.amount += refund.amount;
        earlier.toCard += refund.toCard;
        earlier.delivery ||= productFault;
        earlier.points += refund.points;
        expect(earlier.amount).toBeLessThanOrEqual(total);
        expect(earlier.toCard).toBeLessThanOrEqual(cardPaid);
        expect(earlier.amount - earlier.toCard).toBeLessThanOrEqual(total - cardPaid);
      }
      expect(earlier).toMatchObject({ amount: total, toCard: cardPaid, points: order.pointsEarned });
    }
  });

  it("a return for another reason than the product's fault keeps the delivery charge", () => {
    const order = { total: 5000, shippingCost: 2500, couponDiscount: 2500, cardPaid: 0, pointsEarned: 25, goods: 5000 };
    const none: EarlierReturns = { goods: 0, amount: 0, toCard: 0, delivery: false, points: 0 };
    expect(returnRefund(order, none, { goods: 5000, productFault: false })).toEqual({
      amount: 2500,
      toWallet: 2500,
      toCard: 0,
      points: 25,
    });
    expect(returnRefund(order, none, { goods: 5000, productFault: true })).toEqual({ amount: 5000, toWallet: 5000, toCard: 0, points: 25 });
  });
});
