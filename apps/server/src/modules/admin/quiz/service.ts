// Admin wellness quiz: questions in both languages with who is asked (genders, age bands), an image
// (re-encoded to WebP like product photos), the recommendation text and the products a yes recommends,
// quiz order and active; the shop reads them through modules/quiz.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { mediaUrl, type AdminQuizQuestion } from '@shop/contract';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { products, quizQuestionProducts, quizQuestions } from '../../../db/schema';
import { AppError, notFound, refuse } from '../../../http/errors';
import { deleteImage, NotAnImageError, newImageKey, saveUploadedImage } from '../../../integrations/images';
import type { MediaStore } from '../../../integrations/images/store';
import { UploadedFile } from '../../../http/body';
import { audit } from '../shared/audit';
import { applyOrder } from '../content/service';
import { adminMessages } from '../shared/messages';
import { quizAdminMessages } from './messages';

type Question = typeof quizQuestions.$inferSelect;

/** The columns an admin edits, as the audit log records them (with the recommended product ids). */
const editable = (q: Question, productIds: number[]) => ({
  questionEn: q.questionEn,
  questionAr: q.questionAr,
  image: q.image,
  genders: q.genders,
  ageBands: q.ageBands,
  recommendationEn: q.recommendationEn,
  recommendationAr: q.recommendationAr,
  sort: q.sort,
  active: q.active,
  productIds,
});

async function productsOf(db: DbOrTx, questionIds: number[]) {
  if (questionIds.length === 0) return [];
  return db
    .select({
      questionId: quizQuestionProducts.questionId,
      id: products.id,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      mainImage: products.mainImage,
    })
    .from(quizQuestionProducts)
    .innerJoin(products, eq(products.id, quizQuestionProducts.productId))
    .where(inArray(quizQuestionProducts.questionId, questionIds))
    .orderBy(asc(products.id));
}

async function toQuestions(db: DbOrTx, rows: Question[]): Promise<AdminQuizQuestion[]> {
  const linked = await productsOf(
    db,
    rows.map((q) => q.id),
  );
  return rows.map((q) => ({
    id: q.id,
    question_en: q.questionEn,
    question_ar: q.questionAr,
    image: q.image ? mediaUrl(q.image) : '',
    genders: [...q.genders].sort(),
    age_bands: [...q.ageBands].sort(),
    recommendation_en: q.recommendationEn,
    recommendation_ar: q.recommendationAr,
    sort: q.sort,
    active: q.active,
    products: linked
      .filter((p) => p.questionId === q.id)
      .map((p) => ({ id: p.id, name_en: p.nameEn, name_ar: p.nameAr, main_image: p.mainImage ? mediaUrl(p.mainImage) : '' })),
  }));
}

export async function listQuestions(db: DbOrTx) {
  return toQuestions(db, await db.select().from(quizQuestions).orderBy(asc(quizQuestions.sort), asc(quizQuestions.id)));
}

async function questionDetail(db: DbOrTx, questionId: number) {
  const [q] = await db.select().from(quizQuestions).where(eq(quizQuestions.id, questionId));
  if (!q) throw notFound(quizAdminMessages.questionNotFound);
  return (await toQuestions(db, [q]))[0]!;
}

async function lockQuestion(tx: Tx, questionId: number) {
  const [q] = await tx.select().from(quizQuestions).where(eq(quizQuestions.id, questionId)).for('update');
  if (!q) throw notFound(quizAdminMessages.questionNotFound);
  return q;
}

const linkedIds = async (tx: Tx, questionId: number) =>
  (
    await tx
      .select({ id: quizQuestionProducts.productId })
      .from(quizQuestionProducts)
      .where(eq(quizQuestionProducts.questionId, questionId))
      .orderBy(asc(quizQuestionProducts.productId))
  ).map((r) => r.id);

export interface QuestionForm {
  question_id?: number | undefined;
  question_en: string;
  question_ar: string;
  genders: number[];
  age_bands: number[];
  recommendation_en: string;
  recommendation_ar: string;
  product_ids: number[];
  active: number;
  sort?: number | undefined;
}

export async function saveQuestion(db: Db, actorId: number, f: QuestionForm) {
  const productIds = [...new Set(f.product_ids)].sort((a, b) => a - b);
  const id = await db.transaction(async (tx) => {
    if (productIds.length) {
      const found = await tx.select({ id: products.id }).from(products).where(inArray(products.id, productIds));
      if (found.length !== productIds.length) throw refuse(quizAdminMessages.unknownProducts);
    }
    const values = {
      questionEn: f.question_en,
      questionAr: f.question_ar,
      genders: [...f.genders].sort(),
      ageBands: [...f.age_bands].sort(),
      recommendationEn: f.recommendation_en,
      recommendationAr: f.recommendation_ar,
      active: f.active === 1,
    };
    let before: ReturnType<typeof editable> | undefined;
    let row: Question;
    if (f.question_id) {
      const old = await lockQuestion(tx, f.question_id);
      before = editable(old, await linkedIds(tx, old.id));
      [row] = (await tx
        .update(quizQuestions)
        .set({ ...values, sort: f.sort ?? old.sort })
        .where(eq(quizQuestions.id, old.id))
        .returning()) as [Question];
      await tx.delete(quizQuestionProducts).where(eq(quizQuestionProducts.questionId, old.id));
    } else {
      const [last] = await tx.select({ sort: sql<number>`coalesce(max(${quizQuestions.sort}), 0)::int` }).from(quizQuestions);
      [row] = (await tx
        .insert(quizQuestions)
        .values({ ...values, sort: f.sort ?? (last?.sort ?? 0) + 1 })
        .returning()) as [Question];
    }
    if (productIds.length) await tx.insert(quizQuestionProducts).values(productIds.map((productId) => ({ questionId: row.id, productId })));
    await audit(tx, actorId, {
      action: before ? 'quiz.update' : 'quiz.create',
      entity: 'quiz_question',
      entityId: row.id,
      before,
      after: editable(row, productIds),
    });
    return row.id;
  });
  return questionDetail(db, id);
}

function uploadPath(image: unknown): string {
  if (image instanceof UploadedFile) return image.path;
  throw new AppError(400, adminMessages.notAnImage, {}, { field: 'image', reason: 'must be a file' });
}

/** Stores the new picture first, points the question at it, then deletes the old picture's files. */
export async function setQuestionImage(db: Db, media: MediaStore, actorId: number, questionId: number, image: unknown) {
  await questionDetail(db, questionId);
  const file = uploadPath(image);
  const key = newImageKey('quiz');
  try {
    await saveUploadedImage(media, key, file);
  } catch (error) {
    if (error instanceof NotAnImageError)
      throw new AppError(400, adminMessages.notAnImage, {}, { field: 'image', reason: 'not an accepted image' });
    throw error;
  }
  let old: string | null;
  try {
    old = await db.transaction(async (tx) => {
      const q = await lockQuestion(tx, questionId);
      await tx.update(quizQuestions).set({ image: key }).where(eq(quizQuestions.id, questionId));
      await audit(tx, actorId, {
        action: 'quiz.image',
        entity: 'quiz_question',
        entityId: questionId,
        before: { image: q.image },
        after: { image: key },
      });
      return q.image;
    });
  } catch (error) {
    await deleteImage(media, key);
    throw error;
  }
  if (old) await deleteImage(media, old);
  return questionDetail(db, questionId);
}

export async function reorderQuestions(db: Db, actorId: number, questionIds: number[]) {
  await db.transaction(async (tx) => {
    const current = await tx
      .select({ id: quizQuestions.id })
      .from(quizQuestions)
      .orderBy(asc(quizQuestions.sort), asc(quizQuestions.id))
      .for('update');
    await applyOrder(current, questionIds, (id, sort) => tx.update(quizQuestions).set({ sort }).where(eq(quizQuestions.id, id)));
    await audit(tx, actorId, {
      action: 'quiz.reorder',
      entity: 'quiz_question',
      entityId: null,
      before: current.map((c) => c.id),
      after: questionIds,
    });
  });
  return listQuestions(db);
}

export async function deleteQuestion(db: Db, media: MediaStore, actorId: number, questionId: number) {
  const image = await db.transaction(async (tx) => {
    const q = await lockQuestion(tx, questionId);
    const before = editable(q, await linkedIds(tx, q.id));
    await tx.delete(quizQuestions).where(eq(quizQuestions.id, questionId));
    await audit(tx, actorId, { action: 'quiz.delete', entity: 'quiz_question', entityId: questionId, before });
    return q.image;
  });
  // The files go after the row: a failed delete leaves no question pointing at a missing picture.
  if (image) await deleteImage(media, image);
  return { question_id: questionId };
}
