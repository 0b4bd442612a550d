// Wellness quiz calls (docs/product.md §7 Quiz, §4 Quiz): the questions for a gender and age band, then the
// recommendation for the questions answered yes.
import { z } from 'zod';
import { defineCall } from './call';
import { QUIZ_AGE_BANDS, QUIZ_GENDERS, QUIZ_MAX_YES_ANSWERS } from './constants';
import { idList, int, optional, plainString } from './fields';
import { productCard } from './catalog';

export const quizQuestion = z.object({ id: z.number(), question: z.string(), image: z.string() });
export type QuizQuestion = z.infer<typeof quizQuestion>;

export const quizQuestionsCall = defineCall({
  path: '/wellness_quiz/questions.php',
  access: 'guest',
  /** gender 1 male, 2 female; age the 1-based index of QUIZ_AGE_BANDS. */
  request: z.object({ gender: int(1, QUIZ_GENDERS), age: int(1, QUIZ_AGE_BANDS.length) }),
  data: z.array(quizQuestion),
});

export const quizProductsCall = defineCall({
  path: '/wellness_quiz/products.php',
  access: 'guest',
  /**
   * The ids answered yes, joined by commas ('3,5,9'), possibly still URL-encoded. Any plain text is accepted:
   * a shared or tampered result link answers an empty recommendation rather than an error.
   */
  request: z.object({
    questions: z.preprocess((v) => v ?? '', plainString().max(2000)),
    /**
     * The same yes ids under the name the original's result page sends them (docs/product.md §7: "Quiz
     * recommendations by ids"), '3,5,9' or still URL-encoded. When given, it is the list and `questions` is not
     * read. Unlike `questions`, a value that is not a list of ids is refused naming the field, and an id that is
     * not a question of the quiz (unknown, or retired) is left out while the others are answered.
     */
    ids: optional(idList(QUIZ_MAX_YES_ANSWERS)),
  }),
  data: z.object({ description: z.string(), products: z.array(productCard) }),
});
