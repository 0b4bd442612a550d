import type { RouteObject } from 'react-router';
import { guarded } from '../../lib/guards';
import { lazyPage } from '../../lib/lazyPage';

const QuizIntroPage = lazyPage(() => import('./QuizIntroPage'), ['quiz']);
const QuizPage = lazyPage(() => import('./QuizPage'), ['quiz']);
// The result's product cards add to the cart, with the cart's messages.
const QuizResultPage = lazyPage(() => import('./QuizResultPage'), ['quiz', 'cart']);

/** The wellness quiz (docs/product.md §2): intro, questions, result. Paths match any case (/WellnessQuiz, /wellnessquiz). */
export const routes: RouteObject[] = [
  guarded([
    { path: 'wellnessquiz', Component: QuizIntroPage },
    { path: 'quiz', Component: QuizPage },
    { path: 'quizresult', Component: QuizResultPage },
  ]),
];
