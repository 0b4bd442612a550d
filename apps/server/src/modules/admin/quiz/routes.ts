// The quiz's questions: saving, a question's picture, reordering, deleting.
import type { FastifyInstance } from 'fastify';
import { adminQuizDeleteCall, adminQuizImageCall, adminQuizListCall, adminQuizReorderCall, adminQuizSaveCall } from '@shop/contract';
import { route } from '../../../http/route';
import { contentAdminMessages as cm } from '../content/messages';
import { quizAdminMessages as qm } from './messages';
import { deleteQuestion, listQuestions, reorderQuestions, saveQuestion, setQuestionImage } from './service';

export async function adminQuizRoutes(app: FastifyInstance) {
  const { media } = app;
  route(app, adminQuizListCall, async ({ db }) => ({ data: await listQuestions(db) }));
  route(app, adminQuizSaveCall, async ({ db, input, userId }) => ({ data: await saveQuestion(db, userId, input), msg: qm.questionSaved }));
  route(app, adminQuizImageCall, async ({ db, input, userId }) => ({
    data: await setQuestionImage(db, media, userId, input.question_id, input.image),
    msg: qm.imageSaved,
  }));
  route(app, adminQuizReorderCall, async ({ db, input, userId }) => ({
    data: await reorderQuestions(db, userId, input.question_ids),
    msg: cm.orderSaved,
  }));
  route(app, adminQuizDeleteCall, async ({ db, input, userId }) => ({
    data: await deleteQuestion(db, media, userId, input.question_id),
    msg: qm.questionDeleted,
  }));
}
