// The quiz's public page on the server (lib/pageHead.ts, declared in routes.tsx): its intro (the questions and
// result are the visitor's own).
import type { PagePrefetch } from '../../lib/pageHead';

export const intro: PagePrefetch = async ({ t }) => ({
  title: t('quiz:intro.metaTitle'),
  description: t('quiz:intro.metaDescription'),
});
