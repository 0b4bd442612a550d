// The wellness quiz (docs/product.md §4 Quiz): the questions for a gender and age band, and the recommendation
// (advice text and ranked product cards) for the questions answered yes.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { mediaUrl, parseIdList, QUIZ_MAX_YES_ANSWERS, type Lang, type ProductCard, type QuizQuestion } from '@shop/contract';
import type { DbOrTx } from '../../db/client';
import { products, quizQuestionProducts, quizQuestions } from '../../db/schema';
import { localized } from '../../http/i18n';
import { listCards, placeholderImage } from '../catalog/cards';
import { quizMessages } from './messages';

/** More yes answers than any quiz holds can only be a tampered link. */
export const MAX_YES_ANSWERS = QUIZ_MAX_YES_ANSWERS;
/** Recommended products shown on the result page. */
export const MAX_RECOMMENDED_PRODUCTS = 24;

/** Active questions meant for this gender (1, 2) and age band (1-based), in quiz order. */
export async function questionsFor(db: DbOrTx, lang: Lang, gender: number, ageBand: number): Promise<QuizQuestion[]> {
  const rows = await db
    .select({
      id: quizQuestions.id,
      questionEn: quizQuestions.questionEn,
      questionAr: quizQuestions.questionAr,
      image: quizQuestions.image,
    })
    .from(quizQuestions)
    .where(
      and(eq(quizQuestions.active, true), sql`${gender} = any(${quizQuestions.genders})`, sql`${ageBand} = any(${quizQuestions.ageBands})`),
    )
    .orderBy(asc(quizQuestions.sort), asc(quizQuestions.id));
  return rows.map((r) => ({
    id: r.id,
    question: localized(r, 'question', lang),
    image: r.image ? mediaUrl(r.image) : placeholderImage(),
  }));
}

/**
 * The yes ids of a `questions` value ('3,5,9', possibly still URL-encoded, Arabic-Indic digits allowed),
 * without repeats; null when the value is not such a list or holds more ids than any quiz.
 */
export function parseYesIds(raw: string): number[] | null {
  const ids = parseIdList(raw);
  return ids && ids.length <= MAX_YES_ANSWERS ? [...new Set(ids)] : null;
}

export interface Recommendation {
  description: string;
  products: ProductCard[];
}
const EMPTY: Recommendation = { description: '', products: [] };

/**
 * The recommendation for a `questions` value. A value that is not a list of active question ids (a tampered
 * or stale result link) gets the empty recommendation, like no yes answers at all.
 */
export async function recommendationFor(db: DbOrTx, lang: Lang, questionsValue: string): Promise<Recommendation> {
  const ids = parseYesIds(questionsValue);
  return ids ? recommend(db, lang, ids, 'all-or-nothing') : EMPTY;
}

/**
 * The recommendation for the `ids` field (already a list of ids, the contract refuses anything else): an id
 * that is not an active question (unknown, or retired) is left out and the others are answered.
 */
export function recommendationForIds(db: DbOrTx, lang: Lang, ids: number[]): Promise<Recommendation> {
  return recommend(db, lang, ids, 'known-only');
}

/** The advice and ranked cards of the active questions among `ids`; with 'all-or-nothing', none unless all are. */
async function recommend(db: DbOrTx, lang: Lang, ids: number[], unknownIds: 'all-or-nothing' | 'known-only'): Promise<Recommendation> {
  ids = [...new Set(ids)];
  if (ids.length === 0) return EMPTY;
  const answered = await db
    .select({ id: quizQuestions.id, recommendationEn: quizQuestions.recommendationEn, recommendationAr: quizQuestions.recommendationAr })
    .from(quizQuestions)
    .where(and(eq(quizQuestions.active, true), inArray(quizQuestions.id, ids)))
    .orderBy(asc(quizQuestions.sort), asc(quizQuestions.id));
  if (answered.length === 0 || (unknownIds === 'all-or-nothing' && answered.length !== ids.length)) return EMPTY;
  const known = answered.map((a) => a.id);

  // How many of the yes answers point to a product: the main ranking key after stock.
  const yesVotes = sql<number>`(select count(*) from ${quizQuestionProducts}
    where ${quizQuestionProducts.productId} = ${products.id} and ${inArray(quizQuestionProducts.questionId, known)})`;
  const cards = await listCards(db, lang, {
    where: inArray(
      products.id,
      db.select({ id: quizQuestionProducts.productId }).from(quizQuestionProducts).where(inArray(quizQuestionProducts.questionId, known)),
    ),
    orderBy: [desc(sql`${products.stock} > 0`), desc(yesVotes), desc(products.rating), asc(products.id)],
    limit: MAX_RECOMMENDED_PRODUCTS,
  });

  return {
    description: describe(
      answered.map((a) => localized(a, 'recommendation', lang)),
      lang,
    ),
    products: cards,
  };
}

/** The advice of the answered questions, each once, as an intro line and a bulleted list. */
function describe(advice: string[], lang: Lang): string {
  const lines = [...new Set(advice.map((a) => a.trim()).filter((a) => a !== ''))];
  if (lines.length === 0) return '';
  return [quizMessages.recommendationIntro[lang], ...lines.map((l) => `• ${l}`)].join('\n');
}
