// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { addReviewCall as full } from '../index';

export const addReviewCall: CallRef<typeof full> = { path: '/orders/add_review.php', access: 'customer' };
