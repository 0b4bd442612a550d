import type { FastifyInstance } from 'fastify';
import { addCouponCall, addToCartCall, cartListCall, manageCartCall, removeCouponCall } from '@shop/contract';
import { route } from '../../http/route';
import { cartMessages as m } from './messages';
import { addToCart, applyCoupon, cartAnswer, removeCoupon, setLineQuantity } from './service';

// Every cart call answers with the full cart (docs/product.md §7).
export async function cartRoutes(app: FastifyInstance) {
  route(app, addToCartCall, async ({ db, userId, lang, input }) => {
    await addToCart(db, userId, input.product_id, input.quantity);
    return { data: await cartAnswer(db, userId, lang), msg: m.added };
  });

  route(app, cartListCall, async ({ db, userId, lang }) => ({ data: await cartAnswer(db, userId, lang) }));

  route(app, manageCartCall, async ({ db, userId, lang, input }) => {
    const removed = await setLineQuantity(db, userId, input.cart_item_id, input.quantity);
    return { data: await cartAnswer(db, userId, lang), msg: removed ? m.lineRemoved : m.updated };
  });

  route(app, addCouponCall, async ({ db, userId, lang, input }) => {
    await applyCoupon(db, userId, input.coupon);
    return { data: await cartAnswer(db, userId, lang), msg: m.couponApplied };
  });

  route(app, removeCouponCall, async ({ db, userId, lang }) => {
    await removeCoupon(db, userId);
    return { data: await cartAnswer(db, userId, lang), msg: m.couponRemoved };
  });
}
