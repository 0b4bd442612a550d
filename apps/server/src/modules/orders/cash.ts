// The one rule for cash on delivery's amount: what the customer pays at the door (or at the branch) is the
// order's total less the part paid from their wallet; an order paid online owes nothing in cash. The carrier's
// cash-on-delivery amount, the payout matching, the order page and the mails all read it from here.
import { sql } from 'drizzle-orm';
import { PAYMENT_METHODS } from '@shop/contract';
import { orders } from '../../db/schema';

/** Cash to collect for the order, fils. */
export const cashToCollect = (order: { paymentMethod: number; total: number; walletUsed: number }): number =>
  order.paymentMethod === PAYMENT_METHODS.cash ? Math.max(order.total - order.walletUsed, 0) : 0;

/** The same, in SQL over the orders table. */
export const cashToCollectSql = sql<number>`case when ${orders.paymentMethod} = ${PAYMENT_METHODS.cash} then greatest(${orders.total} - ${orders.walletUsed}, 0) else 0 end`;
