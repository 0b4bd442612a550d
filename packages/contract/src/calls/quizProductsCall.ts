// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { quizProductsCall as full } from '../index';

export const quizProductsCall: CallRef<typeof full> = { path: '/wellness_quiz/products.php', access: 'guest' };
