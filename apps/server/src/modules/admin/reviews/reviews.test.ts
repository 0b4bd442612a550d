import { describe, expect, it } from 'vitest';
import { adminReviewSetHiddenCall, adminReviewsListCall } from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import { products, reviews } from '../../../db/schema';
import { call } from '../../../test/app';
import { product } from '../../../test/fixtures/products';
import { customer } from '../../../test/fixtures/shoppers';
import { adminSuite, auditOf } from '../../../test/fixtures/admin';

const w = adminSuite();

describe('admin reviews', () => {
  it("hiding a review recomputes the product's rating from the visible ones; showing restores it", async () => {
    const p = await product(w.t.db);
    const a = await customer(w.t.db);
    const b = await customer(w.t.db);
    await w.t.db.insert(reviews).values([
      { userId: a.id, productId: p.id, title: 'Great', description: 'Lovely', rating: 5 },
      { userId: b.id, productId: p.id, title: 'Meh', description: 'Spam link', rating: 2 },
    ]);
    await w.t.db.update(products).set({ rating: 3.5, ratingCount: 2 }).where(eq(products.id, p.id));
    const [bad] = await w.t.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.productId, p.id), eq(reviews.rating, 2)));

    const hidden = await call(w.t.app, adminReviewSetHiddenCall, { ...w.admin.auth, review_id: bad!.id, hidden: 1 });
    expect(hidden.body).toMatchObject({
      status: true,
      msg: 'Review hidden',
      data: { review: { hidden: true }, product_rating: 5, product_rating_count: 1 },
    });
    expect((await w.t.db.select().from(products).where(eq(products.id, p.id)))[0]).toMatchObject({ rating: 5, ratingCount: 1 });
    const shown = await call(w.t.app, adminReviewSetHiddenCall, { ...w.admin.auth, review_id: bad!.id, hidden: 0 });
    expect(shown.body.data).toMatchObject({ product_rating: 3.5, product_rating_count: 2 });

    const list = await call(w.t.app, adminReviewsListCall, { ...w.admin.auth, product_id: p.id });
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.rows[0]).toMatchObject({ product: { id: p.id }, customer: { id: expect.any(Number) } });
    expect((await auditOf(w.t, 'review', bad!.id)).map((x) => x.action)).toEqual(['review.hide', 'review.show']);
  });
});
