// What an approved return gives back (docs/product.md §9; docs/rules.md). A refund is what was actually paid for the
// returned items, never more:
//   goods     their price at purchase × quantity, less their share of the order's coupon (in proportion to
//             their value among the order's goods; the shelf discount is already in the price at purchase);
//   delivery  the order's delivery charge, only when the reason is the product's fault, once per order;
//   cap       never more than the order's total less what its earlier returns refunded;
//   split     like the payment: the card's share of the order's total back to the card, the rest (what the
//             wallet and cash on delivery paid) to the wallet;
//   points    the points the order earned on the returned goods are taken back (never below zero).
// Shares are taken cumulatively over the order's approved returns (what all returned so far is worth, less
// what earlier returns gave), so rounding never adds up to more: returning every item gives back exactly
// the goods paid, and the card exactly what it paid.

export interface RefundOrder {
  /** What the order cost, in fils: goods after the coupon, plus delivery. */
  total: number;
  shippingCost: number;
  couponDiscount: number;
  /** The part of the total the card paid (0 for cash and wallet orders). */
  cardPaid: number;
  /** Points the order earned when delivered. */
  pointsEarned: number;
  /** Σ price at purchase × quantity of all its items. */
  goods: number;
}

export interface EarlierReturns {
  /** Σ price at purchase × quantity of the items of approved returns. */
  goods: number;
  /** Σ refunded, and the part of it that went to the card. */
  amount: number;
  toCard: number;
  /** Whether one of them already refunded the delivery charge. */
  delivery: boolean;
  /** Points already taken back. */
  points: number;
}

export interface Refund {
  amount: number;
  toWallet: number;
  toCard: number;
  /** Points to take back. */
  points: number;
}

export function returnRefund(order: RefundOrder, earlier: EarlierReturns, item: { goods: number; productFault: boolean }): Refund {
  // The goods of a set of items, less their share of the coupon.
  const paidFor = (goods: number) => goods - (order.goods > 0 ? Math.round((order.couponDiscount * goods) / order.goods) : 0);
  const returnedGoods = earlier.goods + item.goods;
  const goodsBack = paidFor(returnedGoods) - paidFor(earlier.goods);
  const delivery = item.productFault && !earlier.delivery ? order.shippingCost : 0;
  const amount = Math.max(0, Math.min(goodsBack + delivery, order.total - earlier.amount));

  const cardShare = (refunded: number) => (order.total > 0 ? Math.round((refunded * order.cardPaid) / order.total) : 0);
  const toCard = Math.max(0, Math.min(amount, cardShare(earlier.amount + amount) - earlier.toCard));

  // The order keeps the points of the goods not returned (1 point per whole AED, as when it earned them).
  const kept = Math.floor((paidFor(order.goods) - paidFor(returnedGoods)) / 100);
  const points = Math.max(0, order.pointsEarned - kept - earlier.points);

  return { amount, toWallet: amount - toCard, toCard, points };
}
