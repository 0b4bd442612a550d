// The page budgets of docs/architecture.md, quality bars, printed beside every figure the page checks measure.
export const LIGHTHOUSE_BUDGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
/** Issue 13's page budgets, for every Lighthouse run. */
export const LIGHTHOUSE_METRIC_BUDGETS = { lcpMs: 2000, tbtMs: 150, cls: 0.02 };

/** Initial JavaScript of the home page, gzip, in kB (1 kB = 1000 bytes). */
export const HOME_JS_BUDGET_KB = 100;
