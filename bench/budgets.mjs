// The page budgets of docs/architecture.md, quality bars, printed beside every figure the page checks measure.
export const LIGHTHOUSE_BUDGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
/** Issue 13's page budgets, for every Lighthouse run. */
export const LIGHTHOUSE_METRIC_BUDGETS = { lcpMs: 2000, tbtMs: 150, cls: 0.02 };

/**
 * JavaScript at start of each public page (every script until the network is idle, phone width), gzip, in kB
 * (1 kB = 1000 bytes): home 140, every other public page 150 (docs/decisions/013-react-19.md). bench/page-size.mjs
 * measures each of these pages.
 * @type {{ name: string, path: string, budgetKb: number }[]}
 */
export const PAGE_JS_BUDGETS_KB = [
  { name: 'home', path: '/', budgetKb: 140 },
  { name: 'product list', path: '/products', budgetKb: 150 },
  { name: 'product page', path: '/Details/1', budgetKb: 150 },
  { name: 'Arabic home', path: '/ar/', budgetKb: 140 },
];

/**
 * What a call must reach at 50 connections on this 2-core machine, per database, printed beside
 * its figures: at least `rps` requests per second with a p99 of at most `p99Ms`.
 * @typedef {{ rps?: number, p99Ms?: number }} CallBudget
 * @typedef {{ postgres?: CallBudget, pglite?: CallBudget }} CallBudgets
 */
/** A shopper's own reads: cart, orders, lists, wallet. @type {CallBudgets} */
export const SHOPPER_CALL_BUDGETS = { postgres: { rps: 3000, p99Ms: 30 }, pglite: { p99Ms: 100 } };
/** The add-to-cart loop (add, then set the line back to 1). @type {CallBudgets} */
export const ADD_TO_CART_BUDGETS = { postgres: { rps: 1500, p99Ms: 60 }, pglite: { p99Ms: 100 } };
/** Checkout of 1,000 shoppers on one product (checkout-load.mjs), orders per second. @type {CallBudgets} */
export const CHECKOUT_BUDGETS = { postgres: { rps: 300, p99Ms: 300 } };
/** Cached catalogue reads (the catalogue's calls answer from the read cache): PGlite's embedded engine. @type {CallBudgets} */
export const CATALOGUE_READ_BUDGETS = { pglite: { rps: 5000 } };
/** Search and suggestions as the shopper types (docs/decisions/012-search-matching.md). @type {CallBudgets} */
export const SEARCH_BUDGETS = { postgres: { p99Ms: 20 }, pglite: { p99Ms: 60 } };
/** The server-rendered pages. @type {CallBudgets} */
export const PAGE_BUDGETS = { postgres: { rps: 2000, p99Ms: 30 } };

/** `≥ 3000/s, p99 ≤ 30 ms: met` (or MISSED) for a measured row, '' when no budget applies to its database. */
export function budgetVerdict(
  /** @type {CallBudgets | undefined} */ budgets,
  /** @type {string} */ database,
  /** @type {{ rps?: number, p99?: number, errors?: number, non2xx?: number }} */ r,
) {
  const budget = budgets?.[/** @type {'postgres' | 'pglite'} */ (database)];
  if (!budget || r.rps === undefined) return '';
  const wanted = [budget.rps && `≥ ${budget.rps}/s`, budget.p99Ms && `p99 ≤ ${budget.p99Ms} ms`].filter(Boolean).join(', ');
  // A run whose requests failed or timed out measured nothing it could meet a budget with.
  const failed = (r.errors ?? 0) + (r.non2xx ?? 0) > 0 || r.rps === 0;
  const met = !failed && (!budget.rps || r.rps >= budget.rps) && (!budget.p99Ms || (r.p99 ?? Infinity) <= budget.p99Ms);
  return `${wanted}: ${met ? 'met' : 'MISSED'}`;
}
