import { describe, expect, it } from 'vitest';
import { adminReviewReplyCall, adminReviewsListCall, detailsCall } from '@shop/contract';
import { desc, eq } from 'drizzle-orm';
import { reviews } from '../../../db/schema';
import { call, invalidData } from '../../../test/app';
import { adminSuite, auditOf } from '../../../test/fixtures/admin';

const w = adminSuite();

const list = async (fields: Record<string, unknown>) =>
  (await call(w.t.app, adminReviewsListCall, { ...w.admin.auth, ...fields })).body.data;

describe('admin/reviews/list.php filters', () => {
  it('filters by rating, visibility, product and words of the title, text or product name', async () => {
    const [r] = await w.t.db.select().from(reviews).orderBy(desc(reviews.id)).limit(1);
    await w.t.db.update(reviews).set({ title: 'Zanzibar-grade sweetness', rating: 2, hidden: true }).where(eq(reviews.id, r!.id));

    const byWord = await list({ q: 'zanzibar' });
    expect(byWord.rows.map((x: { id: number }) => x.id)).toEqual([r!.id]);
    expect(byWord.total).toBe(1);
    const twoStars = await list({ rating: 2 });
    expect(twoStars.rows.length).toBeGreaterThan(0);
    for (const x of twoStars.rows) expect(x.rating).toBe(2);
    expect((await list({ q: 'zanzibar', hidden: 0 })).total).toBe(0);
    expect((await list({ q: 'zanzibar', hidden: 1, rating: 2, product_id: r!.productId })).total).toBe(1);
    expect((await list({ q: 'zanzibar', rating: 3 })).total).toBe(0);
    const bad = await call(w.t.app, adminReviewsListCall, { ...w.admin.auth, rating: 6 });
    expect(bad.statusCode).toBe(400);
    expect(invalidData(bad).field).toBe('rating');
  });
});

describe('admin/reviews/reply.php', () => {
  it('publishes the shop’s answer under the visible review on the product page, audited; an empty answer removes it', async () => {
    const [r] = await w.t.db.select().from(reviews).where(eq(reviews.hidden, false)).orderBy(desc(reviews.id)).limit(1);
    const answer = await call(w.t.app, adminReviewReplyCall, { ...w.admin.auth, review_id: r!.id, reply: '  Thank you, enjoy!  ' });
    expect(answer.body).toMatchObject({
      status: true,
      msg: 'Answer published under the review',
      data: { id: r!.id, reply: 'Thank you, enjoy!' },
    });
    expect(answer.body.data.replied_at).not.toBeNull();

    const page = await call(w.t.app, detailsCall, { product_id: r!.productId });
    const shown = page.body.data.reviews.find((x: { title: string }) => x.title === r!.title);
    expect(shown!.reply).toBe('Thank you, enjoy!');

    const removed = await call(w.t.app, adminReviewReplyCall, { ...w.admin.auth, review_id: r!.id, reply: '' }, { lang: 'ar' });
    expect(removed.body).toMatchObject({ status: true, msg: 'تم حذف الرد', data: { reply: '', replied_at: null } });
    expect((await auditOf(w.t, 'review', r!.id)).map((a) => [a.action, (a.after as { reply: string }).reply])).toEqual([
      ['review.reply', 'Thank you, enjoy!'],
      ['review.reply', ''],
    ]);
    expect((await call(w.t.app, adminReviewReplyCall, { ...w.admin.auth, review_id: 999999, reply: 'x' })).statusCode).toBe(404);
    const tooLong = await call(w.t.app, adminReviewReplyCall, { ...w.admin.auth, review_id: r!.id, reply: 'x'.repeat(1001) });
    expect(invalidData(tooLong).field).toBe('reply');
  });
});
