// The customer's cart: lines limited by stock, one coupon, and the full cart answer every cart call gives.
import { and, eq, sql } from 'drizzle-orm';
import { MAX_LINE_QUANTITY, arrivalEstimate, mediaUrl, toAed, type Cart, type Lang } from '@shop/contract';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { sqlStatement, statement } from '../../db/statements';
import { cartItems, carts, coupons, orderItems, products } from '../../db/schema';
import { conflict, notFound, refuse } from '../../http/errors';
import { format } from '../../http/i18n';
import { placeholderImage } from '../catalog/cards';
import { cartMessages as m } from './messages';
import { couponProblem, priceCart, vatContained, type PricedCart } from './pricing';

/** Why cash on delivery cannot pay this cart, in the shopper's language; '' when it can. */
export function codNote(cod: PricedCart['cod'], lang: Lang): string {
  return cod.allowed ? '' : format(m.codOverMax[lang], { max: toAed(cod.max).toFixed(2) });
}

export function toCartAnswer(p: PricedCart, lang: Lang): Cart {
  const ar = lang === 'ar';
  const codTotal = p.total + p.cod.fee;
  return {
    products: p.lines.map((l) => ({
      id: l.cartItemId,
      product_id: l.productId,
      quantity: l.quantity,
      name: ar ? l.nameAr : l.nameEn,
      short_desc: ar ? l.shortDescAr : l.shortDescEn,
      main_image: l.mainImage ? mediaUrl(l.mainImage) : placeholderImage(),
      total_price: toAed(l.quantity * l.salePrice),
      sale_price: toAed(l.salePrice),
      list_price: toAed(Math.max(l.listPrice, l.salePrice)),
      stock: l.stock,
    })),
    price: toAed(p.price),
    discount_coupon: p.coupon?.code ?? null,
    discount: toAed(p.discount + p.couponDiscount),
    coupon_discount: toAed(p.couponDiscount),
    vat: toAed(p.vat),
    shipping_cost: toAed(p.shipping),
    total_price: toAed(p.total),
    coupon_note: p.couponProblem ? format(p.couponProblem.msg[lang], p.couponProblem.params) : '',
    items_count: p.itemsCount,
    cod_fee: toAed(p.cod.fee),
    cod_total_price: toAed(codTotal),
    cod_vat: toAed(vatContained(codTotal)),
    cod_max: toAed(p.cod.max),
    cod_available: p.cod.allowed,
    cod_note: codNote(p.cod, lang),
    free_delivery_from: toAed(p.freeDelivery.from),
    free_delivery_left: toAed(p.freeDelivery.left),
    delivery_fee_min: toAed(p.feeRange.min),
    delivery_fee_max: toAed(p.feeRange.max),
    arrival_date: arrivalEstimate(),
  };
}

export async function cartAnswer(db: DbOrTx, userId: number, lang: Lang): Promise<Cart> {
  return toCartAnswer(await priceCart(db, userId), lang);
}

/** A conflict: the quantity asked for is more than the stock (names the product in both languages). */
export function stockConflict(product: { nameEn: string; nameAr: string; stock: number }) {
  const msg = product.stock > 0 ? m.onlyLeft : m.outOfStock;
  return conflict({
    en: format(msg.en, { name: product.nameEn, stock: product.stock }),
    ar: format(msg.ar, { name: product.nameAr, stock: product.stock }),
  });
}

/**
 * Adds units of a product; a product already in the cart adds up. Never beyond stock. One statement adds or
 * adds up only within the stock (so nothing else is locked or waited for); when it adds nothing, the product
 * is read to say why.
 */
export async function addToCart(db: Db, userId: number, productId: number, quantity: number): Promise<void> {
  const { rows } = await sqlStatement<{ quantity: number }>(db, 'add_to_cart', () => {
    const value = sql.placeholder;
    // The line's room: the visible product's stock up to the line limit; null (nothing added) when not shown.
    const room = sql`(select least(${products.stock}, ${MAX_LINE_QUANTITY}) from ${products} where ${products.id} = ${value('productId')} and ${products.visible})`;
    return sql`
      insert into ${cartItems} (user_id, product_id, quantity)
      select ${value('userId')}::int, ${value('productId')}::int, ${value('quantity')}::int where ${value('quantity')}::int <= ${room}
      on conflict (user_id, product_id) do update set quantity = ${cartItems}.quantity + excluded.quantity
        where ${cartItems}.quantity + excluded.quantity <= ${room}
      returning quantity`;
  }).execute({ userId, productId, quantity });
  if (rows.length > 0) return;
  const [product] = await db
    .select({ nameEn: products.nameEn, nameAr: products.nameAr, stock: products.stock })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.visible, true)));
  if (!product) throw notFound(m.productNotFound);
  throw stockConflict(product);
}

/**
 * Sets a line's quantity (0 removes it). Only the customer's own lines are found. Returns true when removed.
 * Like adding, one statement sets it only within the visible product's stock; when it sets nothing, the line
 * is read to say why.
 */
export async function setLineQuantity(db: Db, userId: number, cartItemId: number, quantity: number): Promise<boolean> {
  const ownLine = and(eq(cartItems.id, cartItemId), eq(cartItems.userId, userId));
  if (quantity === 0) {
    const removed = await db.delete(cartItems).where(ownLine).returning({ id: cartItems.id });
    if (removed.length === 0) throw notFound(m.lineNotFound);
    return true;
  }
  const set = await statement(db, 'set_cart_line', () => {
    const value = sql.placeholder;
    return db
      .update(cartItems)
      .set({ quantity: sql`${value('quantity')}::int` })
      .from(products)
      .where(
        and(
          eq(cartItems.id, value('cartItemId')),
          eq(cartItems.userId, value('userId')),
          eq(products.id, cartItems.productId),
          eq(products.visible, true),
          sql`${value('quantity')}::int <= least(${products.stock}, ${MAX_LINE_QUANTITY})`,
        ),
      )
      .returning({ id: cartItems.id });
  }).execute({ cartItemId, userId, quantity });
  if (set.length > 0) return false;
  const [line] = await db
    .select({ nameEn: products.nameEn, nameAr: products.nameAr, stock: products.stock, visible: products.visible })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(ownLine);
  if (!line) throw notFound(m.lineNotFound);
  if (!line.visible) throw notFound(m.productNotFound);
  throw stockConflict(line);
}

export async function applyCoupon(db: Db, userId: number, code: string, now = new Date()): Promise<void> {
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code.trim().toUpperCase()));
  if (!coupon) throw refuse(m.couponNotFound);
  const priced = await priceCart(db, userId, { deliverTo: null, now });
  if (priced.lines.length === 0) throw refuse(m.couponEmptyCart);
  const problem = await couponProblem(db, coupon, userId, priced.lines, now);
  if (problem) throw refuse(problem.msg, problem.params);
  await db
    .insert(carts)
    .values({ userId, couponId: coupon.id })
    .onConflictDoUpdate({ target: carts.userId, set: { couponId: coupon.id, updatedAt: now } });
}

export async function removeCoupon(db: Db, userId: number): Promise<void> {
  await db.update(carts).set({ couponId: null, updatedAt: new Date() }).where(eq(carts.userId, userId));
}

/** Locks the customer's cart row (creating it when missing) for the rest of the transaction. */
export async function lockCart(tx: Tx, userId: number, now = new Date()): Promise<void> {
  await statement(tx, 'lock_cart', () =>
    tx
      .insert(carts)
      .values({ userId: sql.placeholder('userId') })
      .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: sql`${sql.placeholder('now')}::timestamptz` } }),
  ).execute({ userId, now: now.toISOString() });
}

/**
 * Gives an order that could not be paid back to the cart (its lines and coupon), so the shopper can try
 * again; lines already in the cart keep the larger quantity.
 */
export async function restoreCartFromOrder(tx: Tx, order: { id: number; userId: number; couponId: number | null }): Promise<void> {
  const items = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  for (const item of items) {
    await tx
      .insert(cartItems)
      .values({ userId: order.userId, productId: item.productId, quantity: item.quantity })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId],
        set: { quantity: sql`greatest(${cartItems.quantity}, excluded.quantity)` },
      });
  }
  await tx
    .insert(carts)
    .values({ userId: order.userId, couponId: order.couponId })
    .onConflictDoUpdate({
      target: carts.userId,
      set: { couponId: sql`coalesce(${carts.couponId}, excluded.coupon_id)`, updatedAt: new Date() },
    });
}
