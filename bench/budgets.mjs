// The page budgets of design.md §7, printed beside every figure the page checks measure.
export const LIGHTHOUSE_BUDGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 95 };

/** Initial JavaScript of the home page, gzip, in kB (1 kB = 1000 bytes). */
export const HOME_JS_BUDGET_KB = 150;
