import type { Msg } from '../../http/i18n';

export const quizMessages = {
  /** Opens the recommendation text, before the answered questions' advice. */
  recommendationIntro: {
    en: 'Based on your answers, here is what we recommend:',
    ar: 'بناءً على إجاباتك، هذه توصياتنا لك:',
  },
} satisfies Record<string, Msg>;
