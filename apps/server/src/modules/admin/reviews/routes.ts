// Reviews: the list, hiding and showing one, approving or rejecting a pending one, the shop's answer under it.
import type { FastifyInstance } from 'fastify';
import {
  adminReviewApproveCall,
  adminReviewRejectCall,
  adminReviewReplyCall,
  adminReviewSetHiddenCall,
  adminReviewsListCall,
} from '@shop/contract';
import { route } from '../../../http/route';
import { approveReview, listReviews, rejectReview, replyToReview, setReviewHidden } from './service';
import { reviewMessages } from './messages';

export async function adminReviewsRoutes(app: FastifyInstance) {
  route(app, adminReviewsListCall, async ({ db, input, lang }) => ({ data: await listReviews(db, input, lang) }));
  route(app, adminReviewSetHiddenCall, async ({ db, input, lang, userId }) => ({
    data: await setReviewHidden(db, userId, input.review_id, input.hidden === 1, lang),
    msg: input.hidden === 1 ? reviewMessages.reviewHidden : reviewMessages.reviewShown,
  }));
  route(app, adminReviewApproveCall, async ({ db, input, lang, userId }) => ({
    data: await approveReview(db, userId, input.review_id, lang),
    msg: reviewMessages.reviewApproved,
  }));
  route(app, adminReviewRejectCall, async ({ db, input, lang, userId }) => ({
    data: await rejectReview(db, userId, input.review_id, lang),
    msg: reviewMessages.reviewRejected,
  }));

  route(app, adminReviewReplyCall, async ({ db, input, lang, userId }) => ({
    data: await replyToReview(db, userId, input.review_id, input.reply ?? '', lang),
    msg: input.reply ? reviewMessages.replySaved : reviewMessages.replyRemoved,
  }));
}
