// Admin: reviews with their product and customer; hiding one takes it out of the product's rating.
import { z } from 'zod';
import { defineCall } from '../call';
import { flag, idField, optText } from '../fields';
import { offsetField, optInt, page, personRef } from './common';

export const adminReview = z.object({
  id: z.number(),
  product: z.object({ id: z.number(), name: z.string() }),
  customer: personRef,
  title: z.string(),
  description: z.string(),
  rating: z.number(),
  hidden: z.boolean(),
  /** Awaiting the shop's approval (written while reviews were held): hidden until approved. */
  pending: z.boolean(),
  created_at: z.string(),
  /** The shop's answer ('' none), shown under the review in the shop. */
  reply: z.string(),
  replied_at: z.string().nullable(),
  /** The photos the customer sent with it, as the shop shows them: hiding the review hides them too. */
  photos: z.array(z.string()),
});
export type AdminReview = z.infer<typeof adminReview>;

/** Newest first; `q` finds words in the title, the text or the product's name; `pending: 1` those awaiting approval. */
export const adminReviewsListCall = defineCall({
  path: '/admin/reviews/list.php',
  access: 'admin',
  request: z.object({
    product_id: optInt(1),
    hidden: flag().optional(),
    pending: flag().optional(),
    rating: optInt(1, 5),
    q: optText(200),
    offset: offsetField(),
  }),
  data: page(adminReview),
});

const reviewWithRating = z.object({ review: adminReview, product_rating: z.number(), product_rating_count: z.number() });

/** Answers the review and the product's recomputed rating (mean of visible reviews); it also decides a pending one. */
export const adminReviewSetHiddenCall = defineCall({
  path: '/admin/reviews/set_hidden.php',
  access: 'admin',
  request: z.object({ review_id: idField(), hidden: flag() }),
  data: reviewWithRating,
});

/** Publishes a pending review: it shows on the product page and counts in the product's rating. */
export const adminReviewApproveCall = defineCall({
  path: '/admin/reviews/approve.php',
  access: 'admin',
  request: z.object({ review_id: idField() }),
  data: reviewWithRating,
});

/** Refuses a pending review: it stays hidden (kept, so the customer cannot post it again; it can still be shown). */
export const adminReviewRejectCall = defineCall({
  path: '/admin/reviews/reject.php',
  access: 'admin',
  request: z.object({ review_id: idField() }),
  data: reviewWithRating,
});

/** The shop's answer to a review; an empty reply takes the answer away. */
export const adminReviewReplyCall = defineCall({
  path: '/admin/reviews/reply.php',
  access: 'admin',
  request: z.object({ review_id: idField(), reply: optText(1000) }),
  data: adminReview,
});
