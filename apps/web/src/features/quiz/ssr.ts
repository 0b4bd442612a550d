// The quiz's public page on the server (app/pageHead.ts): its intro (the questions and result are the visitor's own).
import type { PagePrefetches } from '../../lib/pageHead';

export const pages: PagePrefetches = {
  wellnessquiz: async ({ t }) => ({
    title: t('quiz:intro.metaTitle'),
    description: t('quiz:intro.metaDescription'),
  }),
};
