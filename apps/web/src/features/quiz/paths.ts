/** Where the quiz starts over and where its answers lead. */
export const QUIZ_INTRO_PATH = '/wellnessquiz';
export const QUIZ_PATH = '/quiz';

/** The result page for the questions answered yes: their ids joined by commas, URL-encoded (docs/product.md §4). */
export const quizResultPath = (yesIds: readonly number[]) => `/quizresult?yesQuestions=${encodeURIComponent(yesIds.join(','))}`;
