// Admin reviews: every review with its product and customer; hiding one takes it out of the rating. While the shop holds
// reviews (settings: hold_reviews) a new one is pending and hidden until approved (shown, counted) or rejected.
import { and, avg, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { mediaUrl, PAGE_SIZE, type AdminReview, type Lang } from '@shop/contract';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { products, reviewPhotos, reviews, users } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { localized, type Msg } from '../../../http/i18n';
import { audit } from '../shared/audit';
import { likeTerm } from '../shared/lists';
import { reviewMessages } from './messages';

function query(db: DbOrTx) {
  return db
    .select({
      r: reviews,
      p: { id: products.id, nameEn: products.nameEn, nameAr: products.nameAr },
      u: { id: users.id, name: users.name, email: users.email },
      photos: sql<string[]>`array(
        select ${reviewPhotos.image} from ${reviewPhotos} where ${reviewPhotos.reviewId} = ${reviews.id}
        order by ${reviewPhotos.sort}, ${reviewPhotos.id})`,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(users, eq(users.id, reviews.userId));
}
type Row = Awaited<ReturnType<ReturnType<typeof query>['where']>>[number];

const toReview = ({ r, p, u, photos }: Row, lang: Lang): AdminReview => ({
  id: r.id,
  product: { id: p.id, name: localized(p, 'name', lang) },
  customer: u,
  title: r.title,
  description: r.description,
  rating: r.rating,
  hidden: r.hidden,
  pending: r.pending,
  created_at: r.createdAt.toISOString(),
  reply: r.reply,
  replied_at: r.repliedAt?.toISOString() ?? null,
  photos: photos.map((key) => mediaUrl(key)),
});

interface ReviewsFilter {
  product_id?: number | undefined;
  hidden?: number | undefined;
  pending?: number | undefined;
  rating?: number | undefined;
  q?: string | undefined;
  offset: number;
}

export async function listReviews(db: DbOrTx, input: ReviewsFilter, lang: Lang) {
  const term = input.q ? likeTerm(input.q) : undefined;
  const where = and(
    input.product_id ? eq(reviews.productId, input.product_id) : undefined,
    input.hidden === undefined ? undefined : eq(reviews.hidden, input.hidden === 1),
    input.pending === undefined ? undefined : eq(reviews.pending, input.pending === 1),
    input.rating ? eq(reviews.rating, input.rating) : undefined,
    term
      ? or(ilike(reviews.title, term), ilike(reviews.description, term), ilike(products.nameEn, term), ilike(products.nameAr, term))
      : undefined,
  );
  const rows = await query(db).where(where).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(PAGE_SIZE).offset(input.offset);
  const [total] = await db.select({ n: count() }).from(reviews).innerJoin(products, eq(products.id, reviews.productId)).where(where);
  return { rows: rows.map((r) => toReview(r, lang)), total: total?.n ?? 0 };
}

/** products.rating and ratingCount from the visible reviews (docs/rules.md: rating is their mean). */
async function recomputeRating(tx: Tx, productId: number) {
  const [agg] = await tx
    .select({ mean: avg(reviews.rating).mapWith(Number), n: count() })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.hidden, false)));
  const rating = agg && agg.n > 0 ? agg.mean : 0;
  await tx
    .update(products)
    .set({ rating, ratingCount: agg?.n ?? 0 })
    .where(eq(products.id, productId));
  return { rating, count: agg?.n ?? 0 };
}

/** Refusals about the review_id field: unknown (404) or, for approve and reject, already decided (409). */
const refuseReview = (status: 404 | 409, msg: Msg) => new AppError(status, msg, undefined, { field: 'review_id', reason: msg.en });

type Decision = 'review.hide' | 'review.show' | 'review.approve' | 'review.reject';

/**
 * Shows or hides a review and recomputes its product's rating, in one transaction; any of these decides a pending
 * review. Approve and reject take only a pending one: the review row lock makes a second approval at the same time
 * wait, then find it decided and be refused, so it is counted once.
 */
async function decideReview(db: Db, actorId: number, reviewId: number, action: Decision, lang: Lang) {
  const hidden = action === 'review.hide' || action === 'review.reject';
  const productRating = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
    if (!before) throw refuseReview(404, reviewMessages.reviewNotFound);
    if ((action === 'review.approve' || action === 'review.reject') && !before.pending) {
      throw refuseReview(409, reviewMessages.reviewNotPending);
    }
    // The product row lock serialises recomputations of the same product's rating.
    await tx.select({ id: products.id }).from(products).where(eq(products.id, before.productId)).for('update');
    await tx.update(reviews).set({ hidden, pending: false }).where(eq(reviews.id, reviewId));
    const result = await recomputeRating(tx, before.productId);
    await audit(tx, actorId, {
      action,
      entity: 'review',
      entityId: reviewId,
      before: { hidden: before.hidden, pending: before.pending },
      after: { hidden, pending: false, productRating: result.rating },
    });
    return result;
  });
  const [row] = await query(db).where(eq(reviews.id, reviewId));
  return {
    review: toReview(row!, lang),
    product_rating: Math.round(productRating.rating * 100) / 100,
    product_rating_count: productRating.count,
  };
}

export const setReviewHidden = (db: Db, actorId: number, reviewId: number, hidden: boolean, lang: Lang) =>
  decideReview(db, actorId, reviewId, hidden ? 'review.hide' : 'review.show', lang);

export const approveReview = (db: Db, actorId: number, reviewId: number, lang: Lang) =>
  decideReview(db, actorId, reviewId, 'review.approve', lang);

/**
 * Rejecting keeps the review, hidden, rather than deleting it: the customer's one review of the product stays used
 * (they cannot post the same text again at once), the audit log keeps what was refused, and the shop can still
 * show it later from the hidden filter.
 */
export const rejectReview = (db: Db, actorId: number, reviewId: number, lang: Lang) =>
  decideReview(db, actorId, reviewId, 'review.reject', lang);

/** Sets (or with '' takes away) the shop's answer; it shows under the review on the product page. */
export async function replyToReview(db: Db, actorId: number, reviewId: number, reply: string, lang: Lang) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
    if (!before) throw refuseReview(404, reviewMessages.reviewNotFound);
    await tx
      .update(reviews)
      .set({ reply, repliedAt: reply ? new Date() : null })
      .where(eq(reviews.id, reviewId));
    await audit(tx, actorId, {
      action: 'review.reply',
      entity: 'review',
      entityId: reviewId,
      before: { reply: before.reply },
      after: { reply },
    });
  });
  const [row] = await query(db).where(eq(reviews.id, reviewId));
  return toReview(row!, lang);
}
