// Admin: reviews with their product and customer; hiding one takes it out of the product's rating.
import { z } from 'zod';
import { defineCall } from '../call';
import { flag, idField } from '../fields';
import { offsetField, optInt, page, personRef } from './common';

export const adminReview = z.object({
  id: z.number(),
  product: z.object({ id: z.number(), name: z.string() }),
  customer: personRef,
  title: z.string(),
  description: z.string(),
  rating: z.number(),
  hidden: z.boolean(),
  created_at: z.string(),
});
export type AdminReview = z.infer<typeof adminReview>;

/** Newest first. */
export const adminReviewsListCall = defineCall({
  path: '/admin/reviews/list.php',
  access: 'admin',
  request: z.object({ product_id: optInt(1), hidden: flag().optional(), offset: offsetField() }),
  data: page(adminReview),
});

/** Answers the review and the product's recomputed rating (mean of visible reviews). */
export const adminReviewSetHiddenCall = defineCall({
  path: '/admin/reviews/set_hidden.php',
  access: 'admin',
  request: z.object({ review_id: idField(), hidden: flag() }),
  data: z.object({ review: adminReview, product_rating: z.number(), product_rating_count: z.number() }),
});
