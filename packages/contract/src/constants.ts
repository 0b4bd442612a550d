// Business constants of docs/product.md §9 and docs/rules.md, shared by server and web.

export const PAGE_SIZE = 30;
/** The guest placeholder this web app stores (with user id 0). */
export const GUEST_TOKEN = 'guest';
/** The original shop's clients store this fixed token (with user id 0) as their guest session. */
export const ORIGINAL_GUEST_TOKEN = '663c80d0af3d373895922158844jb768';
export const GUEST_USER_ID = 0;
/** Either guest placeholder: a visitor without an account. */
export const isGuestToken = (token: string): boolean => token === GUEST_TOKEN || token === ORIGINAL_GUEST_TOKEN;
/** Platform codes of a signed-in device: the original shop's apps send 1 (Android) and 2 (iOS); the web 3. */
export const PLATFORMS = { android: 1, ios: 2, web: 3 } as const;
export const PLATFORM_WEB = PLATFORMS.web;
export const CODE_LENGTH = 4;
export const CODE_RESEND_SECONDS = 59;
export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_TRIES = 5;
export const MIN_PASSWORD = 8;
export const MIN_AGE = 18;
export const BANNER_ROTATE_MS = 10_000;
export const FILTER_DRAWER_MAX_WIDTH = 990;
export const FAVOURITES_PLACEHOLDERS = 19;
/** The product page says "Only 3 left" below this stock, and only "In stock" from it: never the exact count. */
export const LOW_STOCK_BELOW = 10;

/** Languages of the shop; the first is the default. */
export const LANGUAGES = ['en', 'ar'] as const;
export type Lang = (typeof LANGUAGES)[number];

/** Home product sets: spec `type` and the /products/{homeType} route names. */
export const HOME_TYPES = { products: 1, selected: 2, new: 3 } as const;
export type HomeTypeName = keyof typeof HOME_TYPES;

export const PRICE_RANGES = [
  { from: 10, to: 49 },
  { from: 50, to: 100 },
  { from: 100, to: 99999 },
] as const;
export const RATING_FILTERS = [1, 2, 3, 4] as const;

// The lists' orders live here, not beside filters.php in catalog.ts: the web's lists import them at start,
// and a value imported from a module of schemas keeps that module's zod calls (and zod) in the first load.
/** Ordered by: price low to high, high to low, or best selling (units sold). */
export const PRICE_SORTS = ['asc', 'desc', 'best'] as const;
export type PriceSort = (typeof PRICE_SORTS)[number];
/**
 * Beyond the spec, the list's sort control also orders by newest, by top rated, and by relevance (the search's own
 * ranking when filters narrow a search; best sellers, in stock first, otherwise).
 */
export const LIST_SORTS = [...PRICE_SORTS, 'newest', 'rating', 'relevance'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

export const SOCIAL_PROVIDERS = { google: 1, facebook: 2, apple: 3 } as const;
export const PAYMENT_METHODS = { cash: 1, online: 2 } as const;
export const CARD_TYPES = ['Visa', 'MasterCard'] as const;
/** Phone wallets the payment provider may offer beside cards (only those the merchant's account enables). */
export const WALLET_PAY_TYPES = ['ApplePay', 'GooglePay'] as const;
export type WalletPayType = (typeof WALLET_PAY_TYPES)[number];
export const isWalletPayType = (type: string | undefined): type is WalletPayType =>
  (WALLET_PAY_TYPES as readonly string[]).includes(type ?? '');
/** Brand names, the same in both languages. */
export const WALLET_PAY_NAMES = { ApplePay: 'Apple Pay', GooglePay: 'Google Pay' } as const satisfies Record<
  (typeof WALLET_PAY_TYPES)[number],
  string
>;

export const ORDER_STATUS = {
  placed: 1,
  confirmed: 2,
  delivered: 3,
  cancelled: 4,
  shipped: 5,
  refunded: 6,
  returnRequested: 7,
  awaitingPayment: 8,
} as const;
/** The statuses in the order an order lives them: awaiting online payment, placed, confirmed, shipped, delivered, return requested, refunded; cancelled last. */
export const ORDER_STATUS_LIFECYCLE: readonly number[] = [
  ORDER_STATUS.awaitingPayment,
  ORDER_STATUS.placed,
  ORDER_STATUS.confirmed,
  ORDER_STATUS.shipped,
  ORDER_STATUS.delivered,
  ORDER_STATUS.returnRequested,
  ORDER_STATUS.refunded,
  ORDER_STATUS.cancelled,
];
export const CANCELLABLE_STATUSES: readonly number[] = [ORDER_STATUS.placed, ORDER_STATUS.confirmed];
/**
 * Why a shopper cancels an order (optional, cancel_order.php's reason_id), in both languages; with the last, the
 * shopper's own words (description) are needed.
 */
export const CANCEL_REASONS = [
  { id: 1, en: 'I changed my mind', ar: 'غيّرت رأيي' },
  { id: 2, en: 'I ordered by mistake', ar: 'طلبت بالخطأ' },
  { id: 3, en: 'I found a better price elsewhere', ar: 'وجدت سعرًا أفضل في مكان آخر' },
  { id: 4, en: 'Delivery takes too long', ar: 'التوصيل يستغرق وقتًا طويلًا' },
  { id: 5, en: 'I want to change what I ordered', ar: 'أريد تغيير ما طلبته' },
  { id: 6, en: 'Another reason', ar: 'سبب آخر' },
] as const;
export const CANCEL_REASON_OTHER = 6;
export const RETURN_WINDOW_DAYS = 30;
export const UNPAID_ORDER_RELEASE_MINUTES = 30;

/** UAE VAT, contained in shelf prices. */
export const VAT_PERCENT = 5;
/** Delivery fees in the country by region, in AED. */
export const DELIVERY_FEES_AED = [25, 30, 50] as const;
export const INTERNATIONAL_DELIVERY_FROM_AED = 80;
/** Delivery time in the country, in business days (docs/product.md §9: 2 to 3). */
export const LOCAL_DELIVERY_DAYS = { from: 2, to: 3 } as const;
export const DEFAULT_AED_POINTS = 100;
export const CURRENCY = 'AED';

export const QUIZ_GENDERS = 2;
export const QUIZ_AGE_BANDS = ['18-44', '45-64', '65+'] as const;
/** More yes answers than any quiz holds can only be a tampered link. */
export const QUIZ_MAX_YES_ANSWERS = 50;

/**
 * Why an answer has status false, in this response header. The spec's calls answer refusals with HTTP 200
 * (the original shop's clients read no envelope from any other code), so a client that must tell a lapsed
 * session or a missing page from other refusals reads it here (docs/api.md).
 */
export const REFUSAL_HEADER = 'X-Refusal';
export const REFUSALS = [
  'invalid',
  'wrong-key',
  'forbidden',
  'not-found',
  'conflict',
  'refused',
  'too-large',
  'too-many',
  'failed',
] as const;
export type Refusal = (typeof REFUSALS)[number];

/** The failure of a call the original did not make (the console, our own additions): its generic message (failures.ts). */
export const GENERIC_CALL_FAILURE = 'Failed';
