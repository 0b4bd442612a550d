// The API calls `npm run bench` measures. To add one, add an entry:
//   name    what the table shows
//   path    the call's path under /api (docs/product.md §7)
//   auth    'guest' (auth_key guest, user_id 0) or 'customer' (the demo customer, signed in once per server)
//   fields  the call's own fields (auth is added), built for every request: vary ids here if useful
//   prepare (optional) runs once before the load with the shop's URL, the auth fields and a `post` helper;
//           what it returns is passed to fields() (and to then.fields())
//   then    (optional) a second call each connection sends after the first, so a call that changes state
//           can be measured in a sustainable loop; both calls count in req/s
//   budget  (optional) the figures it must reach, per database (budgets.mjs), printed beside the result
//
// Every call is sent as a urlencoded POST with Accept-Language en and must answer status true.
import { ADD_TO_CART_BUDGETS, CATALOGUE_READ_BUDGETS, PAGE_BUDGETS, SEARCH_BUDGETS, SHOPPER_CALL_BUDGETS } from './budgets.mjs';

/**
 * The storefront's server-rendered pages `npm run bench` loads beside the calls (GET, HTML, as a browser's
 * first request or a crawler's): name, and the page's path, built for every request from what the optional
 * prepare returned. Each must answer HTTP 200 with HTML.
 * @typedef {{ name: string, path: (prepared: any) => string, prepare?: (ctx: PrepareContext) => Promise<any>, budget?: import('./budgets.mjs').CallBudgets }} PageTarget
 */

/**
 * @typedef {{ shopUrl: string, auth: Record<string, string | number>, post: (url: string, fields: Record<string, string | number>) => Promise<{ ok: boolean, status: number, body: any }> }} PrepareContext
 * @typedef {{ path: string, fields: (prepared: any) => Record<string, string | number> }} FollowUp
 * @typedef {{ name: string, path: string, auth: 'guest' | 'customer', fields: (prepared: any) => Record<string, string | number>, prepare?: (ctx: PrepareContext) => Promise<any>, then?: FollowUp, budget?: import('./budgets.mjs').CallBudgets }} Target
 */

/**
 * The cart line the add_to_cart loop uses: one unit of the product with the most stock, whose line is set
 * back to 1 after every addition (adding up would otherwise reach the stock within a second).
 * @param {PrepareContext} ctx
 */
async function cartLine({ shopUrl, auth, post }) {
  const home = await post(`${shopUrl}/api/home/home.php`, { ...auth, type: 1 });
  const cards = [...home.body.data.products, ...home.body.data.selected_products, ...home.body.data.new_products];
  const roomiest = cards.sort((a, b) => b.quantity - a.quantity)[0];
  if (!roomiest) throw new Error('no product in stock');
  const added = await post(`${shopUrl}/api/cart/add_to_cart.php`, { ...auth, product_id: roomiest.id, quantity: 1 });
  if (!added.ok) throw new Error(`add_to_cart.php answers HTTP ${added.status} ${added.body.msg ?? ''}`);
  const line = added.body.data.products.find((/** @type {{ product_id: number }} */ l) => l.product_id === roomiest.id);
  return { product_id: roomiest.id, cart_item_id: line.id };
}

/**
 * The catalogue the list and details targets walk through: every top-level category and every visible
 * product (filters.php pages through them all), so each request asks for another one.
 * @param {PrepareContext} ctx
 */
async function catalogue({ shopUrl, auth, post }) {
  const categories = await post(`${shopUrl}/api/products/categories.php`, auth);
  /** @type {number[]} */
  const products = [];
  for (let offset = 0; ; offset += 30) {
    const page = await post(`${shopUrl}/api/products/filters.php`, { ...auth, item_count: offset, limit: 30 });
    if (!page.ok) throw new Error(`filters.php answers HTTP ${page.status} ${page.body.msg ?? ''}`);
    // filters.php answers the page's product cards as its data.
    products.push(...page.body.data.map((/** @type {{ id: number }} */ p) => p.id));
    if (page.body.data.length < 30) break;
  }
  if (products.length === 0) throw new Error('the catalogue is empty');
  return { categories: categories.body.data.map((/** @type {{ id: number }} */ c) => c.id), products };
}

/** The next item of a list, round and round. */
function cycle() {
  let i = 0;
  return (/** @type {readonly any[]} */ list) => list[i++ % list.length];
}
const nextKeyword = cycle();
const nextCategory = cycle();
const nextFilter = cycle();
const nextProduct = cycle();
const nextRating = cycle();
const nextSort = cycle();
/** Keywords in both languages, one a typo, one of two words. */
const KEYWORDS = ['honey', 'عسل', 'oil', 'زيت', 'sidr', 'hony', 'black seed', 'أعشاب'];
/** What UAE shoppers type (modules/catalog/relevance.queries.ts): typos, Latin for Arabic, synonyms, sizes, plurals. */
const SHOPPER_KEYWORDS = [
  'tumeric',
  'argan oli',
  'asal sidr',
  'habba sawda',
  'zanjabeel',
  'kalonji',
  'كمون اسود',
  'زنجبل',
  'sidr honey 500 g',
  'عسل سدر ٥٠٠ غرام',
  'rosewater',
  'زيوت',
  'sore throat',
  'bakhoor frankincense',
];
const nextShopperKeyword = cycle();
/** Prefixes as typed, two letters and more. */
const PREFIXES = ['ho', 'hon', 'lav', 'fran', 'زن', 'مانو', 'asa', 'kalo', 'زيت ز', 'black s'];
const nextPrefix = cycle();
/** Words a new keyword each request is made of (three of them: 64,000 keywords, few asked twice in a run). */
const WORDS = [
  'honey',
  'oil',
  'sidr',
  'tea',
  'seed',
  'rose',
  'argan',
  'soap',
  'cream',
  'herb',
  'عسل',
  'زيت',
  'سدر',
  'شاي',
  'بذور',
  'ورد',
  'hony',
  'oli',
  'asal',
  'zait',
  'kurkum',
  'luban',
  'كريم',
  'صابون',
  'mint',
  'lemon',
  'black',
  'green',
  'wild',
  'face',
  'hair',
  'body',
  'زنجبيل',
  'بابونج',
  'lavander',
  'musk',
  'gift',
  'jar',
  '500 g',
  'مسحوق',
];
let keywordNo = 0;
const newKeyword = () => {
  const n = keywordNo++;
  return [WORDS[n % 40], WORDS[Math.floor(n / 40) % 40], WORDS[Math.floor(n / 1600) % 40]].join(' ');
};
const PRICE_RANGES = [
  [10, 49],
  [50, 100],
  [100, 99999],
];

/** @type {Target[]} */
export const targets = [
  { name: 'home.php', path: '/home/home.php', auth: 'guest', fields: () => ({ type: 1 }), budget: CATALOGUE_READ_BUDGETS },
  {
    name: 'add_to_cart.php (+ manage_cart.php back to 1)',
    path: '/cart/add_to_cart.php',
    auth: 'customer',
    prepare: cartLine,
    fields: (line) => ({ product_id: line.product_id, quantity: 1 }),
    then: { path: '/cart/manage_cart.php', fields: (line) => ({ cart_item_id: line.cart_item_id, quantity: 1 }) },
    budget: ADD_TO_CART_BUDGETS,
  },
  { name: 'cart_list.php', path: '/cart/cart_list.php', auth: 'customer', fields: () => ({}), budget: SHOPPER_CALL_BUDGETS },
  { name: 'orders/list.php', path: '/orders/list.php', auth: 'customer', fields: () => ({}), budget: SHOPPER_CALL_BUDGETS },
  {
    name: 'wishlist/list_with_products.php',
    path: '/products/wishlist/list_with_products.php',
    auth: 'customer',
    fields: () => ({}),
    budget: SHOPPER_CALL_BUDGETS,
  },
  { name: 'wallet/balance.php', path: '/profile/wallet/balance.php', auth: 'customer', fields: () => ({}), budget: SHOPPER_CALL_BUDGETS },
  {
    name: 'search_filter.php (keyword)',
    path: '/products/search_filter.php',
    auth: 'guest',
    fields: () => ({ search_with: 'keyword', keyword: nextKeyword(KEYWORDS), item_count: 0, limit: 30 }),
    budget: { ...CATALOGUE_READ_BUDGETS, ...SEARCH_BUDGETS, pglite: { ...CATALOGUE_READ_BUDGETS.pglite, ...SEARCH_BUDGETS.pglite } },
  },
  {
    name: 'search_filter.php (typos, transliteration, synonyms, sizes)',
    path: '/products/search_filter.php',
    auth: 'guest',
    fields: () => ({ search_with: 'keyword', keyword: nextShopperKeyword(SHOPPER_KEYWORDS), item_count: 0, limit: 30 }),
    budget: SEARCH_BUDGETS,
  },
  {
    // Every request a keyword not asked before: the matching and ranking themselves, not the read cache.
    name: 'search_filter.php (a new keyword each time)',
    path: '/products/search_filter.php',
    auth: 'guest',
    fields: () => ({ search_with: 'keyword', keyword: newKeyword(), item_count: 0, limit: 30 }),
    budget: SEARCH_BUDGETS,
  },
  {
    name: 'suggest.php (as typed)',
    path: '/products/suggest.php',
    auth: 'guest',
    fields: () => ({ keyword: nextPrefix(PREFIXES) }),
    budget: SEARCH_BUDGETS,
  },
  {
    name: 'cat_filter.php',
    path: '/products/cat_filter.php',
    auth: 'guest',
    prepare: catalogue,
    fields: (c) => ({ category_id: nextCategory(c.categories), item_count: 0, limit: 30 }),
    budget: CATALOGUE_READ_BUDGETS,
  },
  {
    name: 'filters.php',
    path: '/products/filters.php',
    auth: 'guest',
    prepare: catalogue,
    fields: (c) => {
      const [price_from, price_to] = nextFilter(PRICE_RANGES);
      return {
        category_id: nextCategory([0, ...c.categories]),
        price_from,
        price_to,
        rating: nextRating([0, 1, 2, 3, 4]),
        price_sort: nextSort(['asc', 'desc', 'best']),
        item_count: 0,
        limit: 30,
      };
    },
    budget: CATALOGUE_READ_BUDGETS,
  },
  {
    name: 'details.php',
    path: '/products/details.php',
    auth: 'guest',
    prepare: catalogue,
    fields: (c) => ({ product_id: nextProduct(c.products) }),
    budget: CATALOGUE_READ_BUDGETS,
  },
  {
    // The same cached answers asked by a signed-in customer: the session check must cost no more than them.
    name: 'details.php (signed in)',
    path: '/products/details.php',
    auth: 'customer',
    prepare: catalogue,
    fields: (c) => ({ product_id: nextProduct(c.products) }),
    budget: CATALOGUE_READ_BUDGETS,
  },
];

/** @type {PageTarget[]} */
export const pageTargets = [
  { name: 'HTML home (/)', path: () => '/', budget: PAGE_BUDGETS },
  { name: 'HTML home in Arabic (/ar)', path: () => '/ar', budget: PAGE_BUDGETS },
  { name: 'HTML list (/products)', path: () => '/products', budget: PAGE_BUDGETS },
  { name: 'HTML product (/details/{id})', prepare: catalogue, path: (c) => `/details/${nextProduct(c.products)}`, budget: PAGE_BUDGETS },
];
