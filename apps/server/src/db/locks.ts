// The order in which transactions lock rows, so two of them never wait for each other in a circle:
//   the customer's cart row or the payment row → the order row → the coupon row → products, by ascending
//   id → the wallet row.
// A transaction skips what it does not need but never takes these out of order. Products are locked by
// ascending id: together here before any of them is changed, or by their stock updates made in that order
// (checkout, which takes them as late as it can).
import { asc, inArray } from 'drizzle-orm';
import type { Tx } from './client';
import { products } from './schema';

/**
 * Locks the products with these ids, in ascending id order, for the rest of the transaction and returns
 * them (ordered by id). FOR NO KEY UPDATE is the lock an UPDATE of stock takes anyway; it does not block
 * rows that merely point at a product (cart lines, order lines).
 */
export async function lockProducts(tx: Tx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(products)
    .where(inArray(products.id, [...new Set(ids)]))
    .orderBy(asc(products.id))
    .for('no key update');
}
