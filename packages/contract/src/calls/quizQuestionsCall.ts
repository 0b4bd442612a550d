// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
import type { CallRef } from '../call';
import type { quizQuestionsCall as full } from '../index';

export const quizQuestionsCall: CallRef<typeof full> = { path: '/wellness_quiz/questions.php', access: 'guest' };
