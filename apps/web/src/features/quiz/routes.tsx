import type { RouteObject } from 'react-router';
import { guarded } from '../../lib/guards';
import { page } from '../../lib/page';

/** The wellness quiz (docs/product.md §2): intro, questions, result. Paths match any case (/WellnessQuiz, /wellnessquiz). */
export const routes: RouteObject[] = [
  guarded([
    page({
      path: 'wellnessquiz',
      access: 'public',
      load: () => import('./QuizIntroPage'),
      namespaces: ['quiz'],
      // Its head is its translations only: the same for every visitor.
      render: { prefetch: () => import('./ssr').then((m) => m.intro), cache: 'catalogue' },
    }),
    page({ path: 'quiz', access: 'public', load: () => import('./QuizPage'), namespaces: ['quiz'] }),
    // The result's product cards add to the cart, with the cart's messages.
    page({ path: 'quizresult', access: 'public', load: () => import('./QuizResultPage'), namespaces: ['quiz', 'cart'] }),
  ]),
];
