import type { FastifyInstance } from 'fastify';
import { quizProductsCall, quizQuestionsCall } from '@shop/contract';
import { route } from '../../http/route';
import { questionsFor, recommendationFor, recommendationForIds } from './service';

export async function quizRoutes(app: FastifyInstance) {
  route(app, quizQuestionsCall, async ({ db, lang, input }) => ({ data: await questionsFor(db, lang, input.gender, input.age) }));
  // `ids`, when given, is the list (the contract's comment says how it differs from `questions`).
  route(app, quizProductsCall, async ({ db, lang, input }) => ({
    data: input.ids ? await recommendationForIds(db, lang, input.ids) : await recommendationFor(db, lang, input.questions),
  }));
}
