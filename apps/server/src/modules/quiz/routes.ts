import type { FastifyInstance } from 'fastify';
import { quizProductsCall, quizQuestionsCall } from '@shop/contract';
import { route } from '../../http/route';
import { questionsFor, recommendationFor } from './service';

export async function quizRoutes(app: FastifyInstance) {
  route(app, quizQuestionsCall, async ({ db, lang, input }) => ({ data: await questionsFor(db, lang, input.gender, input.age) }));
  route(app, quizProductsCall, async ({ db, lang, input }) => ({ data: await recommendationFor(db, lang, input.questions) }));
}
