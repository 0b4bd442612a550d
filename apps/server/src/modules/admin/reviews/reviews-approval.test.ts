import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ORDER_STATUS,
  addReviewCall,
  adminReviewApproveCall,
  adminReviewRejectCall,
  adminReviewsListCall,
  adminSettingsGetCall,
  adminSettingsSaveCall,
  detailsCall,
} from '@shop/contract';
import { products, reviews } from '../../../db/schema';
import { call, formOf } from '../../../test/app';
import { daysAgo, order } from '../../../test/fixtures/orders';
import { product } from '../../../test/fixtures/products';
import { type Customer, customer } from '../../../test/fixtures/shoppers';
import { adminSuite, auditOf } from '../../../test/fixtures/admin';

const w = adminSuite();

const settings = async () => (await call(w.t.app, adminSettingsGetCall, w.admin.auth)).body.data;
async function holdReviews(on: boolean) {
  const saved = await call(w.t.app, adminSettingsSaveCall, {
    ...w.admin.auth,
    ...formOf(await settings()),
    hold_reviews: on ? 1 : 0,
  });
  expect(saved.body.data.hold_reviews).toBe(on);
}

/** A product with one published five-star review, and a customer who received it and may review it. */
async function reviewable() {
  const p = await product(w.t.db);
  const earlier = await customer(w.t.db);
  await w.t.db.insert(reviews).values({ userId: earlier.id, productId: p.id, title: 'Old', description: 'Published', rating: 5 });
  await w.t.db.update(products).set({ rating: 5, ratingCount: 1 }).where(eq(products.id, p.id));
  const c = await customer(w.t.db);
  await order(w.t.db, {
    userId: c.id,
    items: [{ productId: p.id, quantity: 1, price: 5000 }],
    statusId: ORDER_STATUS.delivered,
    deliveredAt: daysAgo(2),
  });
  return { p, c };
}
const write = (c: Customer, productId: number, lang?: 'ar') =>
  call(
    w.t.app,
    addReviewCall,
    { ...c.auth, product_id: productId, title: 'New', description: 'Too runny', rating: 1 },
    lang ? { lang } : {},
  );
const page = async (productId: number) =>
  (await call(w.t.app, detailsCall, { auth_key: 'guest', user_id: 0, product_id: productId })).body.data;
const newReview = async (productId: number) =>
  (await w.t.db.select().from(reviews).where(eq(reviews.productId, productId))).find((r) => r.title === 'New')!;

describe('reviews held for approval (settings: hold_reviews)', () => {
  it('is off by default: a new review is published and counted at once, as before', async () => {
    expect((await settings()).hold_reviews).toBe(false);
    const { p, c } = await reviewable();
    const res = await write(c, p.id);
    expect(res.body).toMatchObject({
      status: true,
      msg: 'Thank you for your review',
      data: { product_id: p.id, rating: 3, rating_count: 2 },
    });
    expect(await newReview(p.id)).toMatchObject({ pending: false, hidden: false });
    expect((await page(p.id)).reviews.map((r: { title: string }) => r.title)).toContain('New');
  });

  it('when on, stores it pending: the customer is told, the page and the rating leave it out; approving shows and counts it', async () => {
    await holdReviews(true);
    const { p, c } = await reviewable();
    const res = await write(c, p.id, 'ar');
    expect(res.body).toMatchObject({
      status: true,
      msg: 'شكرًا لتقييمك. سيظهر بعد موافقة المتجر عليه',
      data: { product_id: p.id, rating: 5, rating_count: 1 },
    });
    const r = await newReview(p.id);
    expect(r).toMatchObject({ pending: true, hidden: true });
    const shown = await page(p.id);
    expect(shown.reviews.map((x: { title: string }) => x.title)).toEqual(['Old']);
    expect(Number(shown.rating)).toBe(5);

    const listed = await call(w.t.app, adminReviewsListCall, { ...w.admin.auth, pending: 1, product_id: p.id });
    expect(listed.body.data.rows.map((x: { id: number; pending: boolean }) => [x.id, x.pending])).toEqual([[r.id, true]]);

    const approved = await call(w.t.app, adminReviewApproveCall, { ...w.admin.auth, review_id: r.id });
    expect(approved.body).toMatchObject({
      status: true,
      msg: 'Review approved and published',
      data: { review: { pending: false, hidden: false }, product_rating: 3, product_rating_count: 2 },
    });
    expect((await page(p.id)).reviews.map((x: { title: string }) => x.title)).toContain('New');
    expect((await w.t.db.select().from(products).where(eq(products.id, p.id)))[0]).toMatchObject({ rating: 3, ratingCount: 2 });
    expect((await auditOf(w.t, 'review', r.id)).map((a) => a.action)).toEqual(['review.approve']);
    expect((await call(w.t.app, adminReviewsListCall, { ...w.admin.auth, pending: 1, product_id: p.id })).body.data.total).toBe(0);
    await holdReviews(false);
  });

  it('rejecting keeps it hidden and out of the rating; reviews written while off stay published', async () => {
    await holdReviews(true);
    const { p, c } = await reviewable();
    await write(c, p.id);
    const r = await newReview(p.id);
    const rejected = await call(w.t.app, adminReviewRejectCall, { ...w.admin.auth, review_id: r.id }, { lang: 'ar' });
    expect(rejected.body).toMatchObject({
      status: true,
      msg: 'تم رفض التقييم وسيبقى مخفيًا',
      data: { review: { pending: false, hidden: true }, product_rating: 5, product_rating_count: 1 },
    });
    expect((await page(p.id)).reviews.map((x: { title: string }) => x.title)).toEqual(['Old']);
    expect((await auditOf(w.t, 'review', r.id)).map((a) => a.action)).toEqual(['review.reject']);
    // The earlier review, written with the setting off, is still shown.
    expect((await page(p.id)).reviews).toHaveLength(1);
    await holdReviews(false);
  });

  it('two approvals of the same review at once count it once; the other is refused', async () => {
    await holdReviews(true);
    const { p, c } = await reviewable();
    await write(c, p.id);
    const r = await newReview(p.id);
    const answers = await Promise.all([1, 2, 3].map(() => call(w.t.app, adminReviewApproveCall, { ...w.admin.auth, review_id: r.id })));
    expect(answers.filter((a) => a.body.status).length).toBe(1);
    for (const a of answers.filter((x) => !x.body.status)) {
      expect(a.statusCode).toBe(409);
      expect(a.body.data).toMatchObject({ field: 'review_id', reason: 'This review is not awaiting approval' });
    }
    expect((await w.t.db.select().from(products).where(eq(products.id, p.id)))[0]).toMatchObject({ rating: 3, ratingCount: 2 });
    expect((await auditOf(w.t, 'review', r.id)).map((a) => a.action)).toEqual(['review.approve']);
    await holdReviews(false);
  });

  it('refuses an unknown or malformed review id naming the field, and a customer or a guest, changing nothing', async () => {
    await holdReviews(true);
    const { p, c } = await reviewable();
    await write(c, p.id);
    const r = await newReview(p.id);
    for (const path of [adminReviewApproveCall, adminReviewRejectCall]) {
      const unknown = await call(w.t.app, path, { ...w.admin.auth, review_id: 999999 });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toMatchObject({ status: false, msg: 'Review not found', data: { field: 'review_id' } });
      const malformed = await call(w.t.app, path, { ...w.admin.auth, review_id: 'abc' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.body).toMatchObject({ status: false, data: { field: 'review_id' } });
      const byCustomer = await call(w.t.app, path, { ...w.customer.auth, review_id: r.id });
      expect(byCustomer.body).toMatchObject({ status: false, msg: 'You are not allowed to do this' });
      const byGuest = await call(w.t.app, path, { auth_key: 'guest', user_id: 0, review_id: r.id });
      expect(byGuest.body).toMatchObject({ status: false, msg: 'wrong key' });
    }
    expect(await newReview(p.id)).toMatchObject({ pending: true, hidden: true });
    expect(await auditOf(w.t, 'review', r.id)).toEqual([]);
    await holdReviews(false);
  });

  it('an older console saving the settings without hold_reviews leaves it as it was', async () => {
    await holdReviews(true);
    const { hold_reviews: _, ...rest } = await settings();
    await call(w.t.app, adminSettingsSaveCall, { ...w.admin.auth, ...formOf(rest) });
    expect((await settings()).hold_reviews).toBe(true);
    await holdReviews(false);
  });
});
