// Coupons: the list with their uses, creating, editing, switching on and off.
import type { FastifyInstance } from 'fastify';
import { adminCouponCreateCall, adminCouponSetActiveCall, adminCouponsListCall, adminCouponUpdateCall } from '@shop/contract';
import { route } from '../../../http/route';
import { createCoupon, listCoupons, setCouponActive, updateCoupon } from './service';
import { couponMessages } from './messages';

export async function adminCouponsRoutes(app: FastifyInstance) {
  route(app, adminCouponsListCall, async ({ db, input }) => ({ data: await listCoupons(db, input.offset, input.state) }));
  route(app, adminCouponCreateCall, async ({ db, input, userId }) => ({
    data: await createCoupon(db, userId, input),
    msg: couponMessages.couponSaved,
  }));
  route(app, adminCouponUpdateCall, async ({ db, input, userId }) => ({
    data: await updateCoupon(db, userId, input),
    msg: couponMessages.couponSaved,
  }));
  route(app, adminCouponSetActiveCall, async ({ db, input, userId }) => ({
    data: await setCouponActive(db, userId, input.coupon_id, input.active === 1),
    msg: couponMessages.couponSaved,
  }));
}
