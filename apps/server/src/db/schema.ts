// The whole domain of docs/product.md §3 and docs/rules.md. Money is integer fils (1 AED = 100 fils).
// Column names are camelCase here and snake_case in SQL (casing: 'snake_case' in client and drizzle-kit).
import { sql } from 'drizzle-orm';
import { STAFF_ROLES, type Carrier, type OwnerAlertKind, type RegistrationAuthority } from '@shop/contract';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const tstz = () => timestamp({ withTimezone: true });

// ---------- accounts ----------

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text().notNull(),
    email: text().notNull(), // stored lower-cased
    phone: text().notNull().default(''),
    passwordHash: text(), // null for accounts created by social sign-in
    active: smallint().notNull().default(0), // 0 = not yet activated (docs/product.md §3)
    role: text({ enum: ['customer', 'admin'] })
      .notNull()
      .default('customer'),
    /** What an admin may do in the console (ROLE_AREAS); null for customers. */
    staffRole: text({ enum: STAFF_ROLES }),
    birthDate: date(),
    profilePhoto: text(), // image key, see integrations/images
    language: text({ enum: ['en', 'ar'] })
      .notNull()
      .default('en'),
    favoriteListId: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    check('users_staff_role_admins', sql`(${t.role} = 'admin') = (${t.staffRole} is not null)`),
  ],
);

/**
 * An invitation to join the staff, mailed as a link with a random token (only its SHA-256 is kept). It works until
 * expires_at unless accepted or cancelled; one open invitation per address.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: id(),
    email: text().notNull(),
    name: text().notNull(),
    staffRole: text({ enum: STAFF_ROLES }).notNull(),
    tokenHash: text().notNull(),
    /** Null once the inviter's account is deleted. */
    invitedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: tstz().notNull(),
    acceptedAt: tstz(),
    acceptedUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: tstz(),
  },
  (t) => [uniqueIndex('staff_invitations_token_uq').on(t.tokenHash), index('staff_invitations_email_idx').on(t.email)],
);

export const socialAccounts = pgTable(
  'social_accounts',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: smallint().notNull(), // account_type: 1 Google, 2 Facebook, 3 Apple
    providerUserId: text().notNull(),
    email: text(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('social_provider_uid_uq').on(t.provider, t.providerUserId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(), // sha256 of the 256-bit token; the token itself is never stored
    deviceToken: text().notNull().default(''), // push token
    deviceId: text().notNull().default(''),
    platform: smallint().notNull().default(3),
    createdAt: createdAt(),
    lastSeenAt: createdAt(),
  },
  (t) => [uniqueIndex('sessions_token_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: id(),
    email: text().notNull(), // the address the code went to
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    purpose: text({ enum: ['activate', 'reset', 'change_email'] }).notNull(),
    codeHash: text().notNull(),
    attempts: smallint().notNull().default(0),
    expiresAt: tstz().notNull(),
    consumedAt: tstz(),
    createdAt: createdAt(),
  },
  (t) => [index('codes_email_purpose_idx').on(t.email, t.purpose)],
);

// ---------- catalogue ----------

export const groups = pgTable('groups', {
  id: id(),
  nameEn: text().notNull(),
  nameAr: text().notNull(),
  sort: integer().notNull().default(0),
  visible: boolean().notNull().default(true),
});

// A category with a parentId is a sub-category.
export const categories = pgTable(
  'categories',
  {
    id: id(),
    groupId: integer().references(() => groups.id),
    parentId: integer(),
    nameEn: text().notNull(),
    nameAr: text().notNull(),
    icon: text(), // image key
    sort: integer().notNull().default(0),
    visible: boolean().notNull().default(true),
  },
  (t) => [index('categories_parent_idx').on(t.parentId), index('categories_group_idx').on(t.groupId)],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    nameEn: text().notNull(),
    nameAr: text().notNull(),
    shortDescEn: text().notNull().default(''),
    shortDescAr: text().notNull().default(''),
    descriptionEn: text().notNull().default(''),
    descriptionAr: text().notNull().default(''),
    listPrice: integer().notNull(), // fils, VAT included
    salePrice: integer().notNull(), // fils, VAT included
    stock: integer().notNull().default(0),
    soldCount: integer().notNull().default(0),
    groupId: integer().references(() => groups.id),
    categoryId: integer().references(() => categories.id),
    subCategoryId: integer().references(() => categories.id),
    isFeatured: boolean().notNull().default(false), // home type 1
    isSelected: boolean().notNull().default(false), // home type 2
    isNew: boolean().notNull().default(false), // home type 3
    visible: boolean().notNull().default(true),
    mainImage: text(), // image key
    rating: real().notNull().default(0), // mean of visible reviews
    ratingCount: integer().notNull().default(0),
    // Regulatory data, shown on the product page: each optional, checked by the contract.
    registrationNumber: text(),
    registrationAuthority: text().$type<RegistrationAuthority>(),
    countryOfOrigin: text(), // ISO 3166-1 alpha-2
    barcode: text(), // a GTIN with its check digit verified
    // The shop's own stock-keeping unit (unique when set), the packed weight for carriers, and what a unit costs the
    // shop (fils, before VAT: input VAT is recovered) for the margin in reports.
    sku: text(),
    weightGrams: integer(),
    costPrice: integer(),
    // Taken out of the catalogue for good (never shown, off the console's list) but kept for the orders that name it.
    archivedAt: tstz(),
    ingredientsEn: text().notNull().default(''),
    ingredientsAr: text().notNull().default(''),
    usageEn: text().notNull().default(''),
    usageAr: text().notNull().default(''),
    // Normalised text for search, computed by the database with search_normalize() (migration
    // 0002_search_fn) whoever writes the row; names and descriptions kept apart for ranking.
    searchName: text()
      .notNull()
      .generatedAlwaysAs(sql`search_normalize(name_en || ' ' || name_ar)`),
    searchBody: text()
      .notNull()
      .generatedAlwaysAs(sql`search_normalize(short_desc_en || ' ' || short_desc_ar || ' ' || description_en || ' ' || description_ar)`),
    // The names as whole words for matching (migration 0018_search_matching, docs/decisions/012): each word as
    // written and folded (plural, article), and each pair of neighbours written as one ('blackseed').
    searchWords: text()
      .notNull()
      .generatedAlwaysAs(sql`search_words(name_en) || search_words(name_ar)`),
    // The Arabic name's consonant skeletons, which Latin spellings of it share ('asal' and عسل: 'sl').
    searchSkel: text()
      .notNull()
      .generatedAlwaysAs(sql`search_skeletons(name_ar)`),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    check('products_stock_nonneg', sql`${t.stock} >= 0`),
    check('products_prices_nonneg', sql`${t.listPrice} >= 0 and ${t.salePrice} >= 0`),
    check('products_cost_weight', sql`${t.costPrice} >= 0 and ${t.weightGrams} > 0`),
    check('products_archived_hidden', sql`${t.archivedAt} is null or not ${t.visible}`),
    uniqueIndex('products_sku_uq').on(t.sku),
    index('products_category_idx').on(t.categoryId),
    index('products_subcategory_idx').on(t.subCategoryId),
    index('products_group_idx').on(t.groupId),
    index('products_search_name_trgm').using('gin', sql`${t.searchName} gin_trgm_ops`),
    index('products_search_body_trgm').using('gin', sql`${t.searchBody} gin_trgm_ops`),
    index('products_search_words_trgm').using('gin', sql`${t.searchWords} gin_trgm_ops`),
    index('products_search_skel_trgm').using('gin', sql`${t.searchSkel} gin_trgm_ops`),
  ],
);

// ---------- search (docs/decisions/012-search-matching.md) ----------

// Every word of every product name, description and synonym ever saved (names' and synonyms' written and folded),
// filled by triggers (migration 0018): the words the shop knows, and in `named` the vocabulary a misspelt word is
// corrected against. A word of a deleted product stays; it only ever offers a spelling that then matches nothing.
export const searchLexicon = pgTable('search_lexicon', { term: text().primaryKey(), named: boolean().notNull().default(false) }, (t) => [
  index('search_lexicon_trgm').using('gin', sql`${t.term} gin_trgm_ops`),
  index('search_lexicon_length_idx').on(sql`length(${t.term})`),
]);

// The owner's synonym groups: any term finds what every other term finds. `keys` holds each term normalised,
// as written and folded, for the lookup of a query's phrases (`keys && array[...]`).
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: id(),
    terms: text().array().notNull(),
    keys: text()
      .array()
      .notNull()
      .generatedAlwaysAs(sql`search_synonym_keys(terms)`),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [index('search_synonyms_keys_idx').using('gin', t.keys)],
);

// Searches that found nothing, one row per normalised query (the console's list): bounded, the least recently
// seen dropped first (modules/catalog/misses.ts).
export const searchMisses = pgTable(
  'search_misses',
  {
    query: text().primaryKey(),
    /** As last typed. */
    typed: text().notNull(),
    /** The query's script: 'ar' when it has Arabic letters, else 'en'. */
    lang: text().notNull(),
    count: integer().notNull().default(1),
    firstSeen: createdAt(),
    lastSeen: createdAt(),
  },
  (t) => [index('search_misses_last_seen_idx').on(t.lastSeen)],
);

export const productPhotos = pgTable(
  'product_photos',
  {
    id: id(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    image: text().notNull(), // image key
    sort: integer().notNull().default(0),
  },
  (t) => [index('photos_product_idx').on(t.productId)],
);

// Variations link a family of products (docs/product.md §3 Variation). position 1 is the first selector, 2 the second.
export const variations = pgTable(
  'variations',
  {
    id: id(),
    mainProductId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    nameEn: text().notNull(),
    nameAr: text().notNull(),
    position: smallint().notNull().default(1),
  },
  (t) => [index('variations_main_idx').on(t.mainProductId)],
);

// Each product of the family carries one option value per variation.
export const variationOptions = pgTable(
  'variation_options',
  {
    id: id(),
    variationId: integer()
      .notNull()
      .references(() => variations.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    valueEn: text().notNull(),
    valueAr: text().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [index('variation_options_variation_idx').on(t.variationId), index('variation_options_product_idx').on(t.productId)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text().notNull(),
    rating: smallint().notNull(),
    hidden: boolean().notNull().default(false),
    /** Written while the shop held reviews for approval and not yet decided: stored hidden too, so no public read shows or counts it. */
    pending: boolean().notNull().default(false),
    /** The shop's answer, shown under the review on the product page; '' when unanswered. */
    reply: text().notNull().default(''),
    repliedAt: tstz(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_user_product_uq').on(t.userId, t.productId),
    index('reviews_product_idx').on(t.productId),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/** Photos a reviewer sent with the review (re-encoded like every upload), shown under it on the product page. */
export const reviewPhotos = pgTable(
  'review_photos',
  {
    id: id(),
    reviewId: integer()
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    image: text().notNull(), // image key
    sort: smallint().notNull().default(0),
  },
  (t) => [index('review_photos_review_idx').on(t.reviewId)],
);

export const banners = pgTable('banners', {
  id: id(),
  productId: integer().references(() => products.id, { onDelete: 'set null' }),
  imageEn: text().notNull(),
  imageAr: text().notNull(),
  // The banner's words, shown as text beside its picture (the pictures carry none). '' in a row from
  // before they existed: the home answer then falls back (title: the product's name, button: 'Shop now',
  // alt: the title); the subtitle is optional.
  titleEn: text().notNull().default(''),
  titleAr: text().notNull().default(''),
  subtitleEn: text().notNull().default(''),
  subtitleAr: text().notNull().default(''),
  buttonEn: text().notNull().default(''),
  buttonAr: text().notNull().default(''),
  altEn: text().notNull().default(''),
  altAr: text().notNull().default(''),
  sort: integer().notNull().default(0),
  active: boolean().notNull().default(true),
  // Optional shop days it shows from and until (the start of the first, the end of the last, like coupons'); null: no bound.
  startsAt: tstz(),
  endsAt: tstz(),
});

// ---------- cart, coupons ----------

export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    code: text().notNull(), // stored upper-cased
    kind: text({ enum: ['percent', 'fixed', 'free_delivery'] }).notNull(),
    value: integer().notNull(), // percent (1-100) or fils; 0 for free delivery
    minOrder: integer().notNull().default(0), // fils, of the lines it applies to
    // Limits to these products and (sub-)categories, checked when saved (docs/rules.md Prices and totals); both empty: every line.
    productIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    categoryIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    startsAt: tstz(),
    endsAt: tstz(),
    maxUses: integer(), // null = unlimited
    maxUsesPerCustomer: integer(),
    active: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('coupons_code_uq').on(t.code)],
);

export const carts = pgTable('carts', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  couponId: integer().references(() => coupons.id, { onDelete: 'set null' }),
  updatedAt: createdAt(),
});

export const cartItems = pgTable(
  'cart_items',
  {
    id: id(), // cart_item_id
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cart_items_user_product_uq').on(t.userId, t.productId), check('cart_items_qty_pos', sql`${t.quantity} > 0`)],
);

// ---------- regions, addresses ----------

export const emirates = pgTable('emirates', {
  id: id(),
  nameEn: text().notNull(),
  nameAr: text().notNull(),
  sort: integer().notNull().default(0),
});

export const regions = pgTable(
  'regions',
  {
    id: id(),
    emirateId: integer()
      .notNull()
      .references(() => emirates.id, { onDelete: 'cascade' }),
    nameEn: text().notNull(),
    nameAr: text().notNull(),
    deliveryFee: integer().notNull(), // fils: 2500, 3000 or 5000
  },
  (t) => [index('regions_emirate_idx').on(t.emirateId)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    phone: text().notNull(),
    address: text().notNull(),
    emirateId: integer()
      .notNull()
      .references(() => emirates.id),
    regionId: integer()
      .notNull()
      .references(() => regions.id),
    isPrimary: boolean().notNull().default(false),
    latitude: doublePrecision().notNull().default(0),
    longitude: doublePrecision().notNull().default(0),
    locationName: text().notNull().default('0'),
    createdAt: createdAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    uniqueIndex('addresses_one_primary_uq')
      .on(t.userId)
      .where(sql`${t.isPrimary}`),
  ],
);

/** The customer's business: a B2B order copies it onto the order (orders.business). */
export const businessProfiles = pgTable('business_profiles', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyName: text().notNull(),
  trn: text().notNull(), // 15 ASCII digits (contract: trnField)
  emirateId: integer()
    .notNull()
    .references(() => emirates.id),
  regionId: integer()
    .notNull()
    .references(() => regions.id),
  address: text().notNull(),
  updatedAt: createdAt(),
});

/** The buyer of a B2B sale as it was when ordered: printed on its tax documents, shown in the console. */
export interface OrderBusiness {
  companyName: string;
  trn: string;
  address: string;
  emirateEn: string;
  emirateAr: string;
  regionEn: string;
  regionAr: string;
}

// ---------- orders, payments ----------

// Statuses (docs/rules.md): 1 placed, 2 confirmed, 5 shipped, 3 delivered, 4 cancelled, 6 refunded,
// 7 return requested, 8 awaiting online payment.
export const orders = pgTable(
  'orders',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    statusId: smallint().notNull(),
    paymentMethod: smallint().notNull(), // 1 cash on delivery, 2 online
    paymentMethodType: text().notNull().default(''), // Visa, MasterCard
    addressId: integer(), // the address chosen; its content is copied below
    shipName: text().notNull(),
    shipPhone: text().notNull(),
    shipAddress: text().notNull(),
    shipEmirateEn: text().notNull(),
    shipEmirateAr: text().notNull(),
    shipRegionEn: text().notNull(),
    shipRegionAr: text().notNull(),
    shipLatitude: doublePrecision().notNull().default(0),
    shipLongitude: doublePrecision().notNull().default(0),
    price: integer().notNull(), // goods at list price, fils
    discount: integer().notNull().default(0), // list minus sale price
    couponId: integer().references(() => coupons.id),
    couponDiscount: integer().notNull().default(0),
    vat: integer().notNull().default(0), // VAT contained in total
    shippingCost: integer().notNull().default(0),
    codFee: integer().notNull().default(0), // cash-on-delivery fee charged (VAT included), as set when ordered
    total: integer().notNull(),
    walletUsed: integer().notNull().default(0),
    cardAmount: integer().notNull().default(0),
    pointsEarned: integer().notNull().default(0),
    expiresAt: tstz(), // status 8: released after this
    deliveredAt: tstz(),
    cancelledAt: tstz(),
    /** The shopper's cancel: one of CANCEL_REASONS (null: none picked) and their own words ('' when none). */
    cancelReasonId: integer(),
    cancelDescription: text().notNull().default(''),
    /**
     * How it was shipped (contract shipment.ts): the carrier, null when the move named none; the name typed for
     * 'other', the tracking number and the own driver's phone, '' when none.
     */
    carrier: text().$type<Carrier>(),
    carrierName: text().notNull().default(''),
    trackingNumber: text().notNull().default(''),
    driverPhone: text().notNull().default(''),
    /** The last carrier tracking code recorded on the order's history (Aramex UpdateCode, e.g. SH069), '' when none. */
    carrierEvent: text().notNull().default(''),
    /**
     * Set while the console creates the order's shipment with a carrier's API (modules/admin/orders/service.ts):
     * the carrier is called outside any transaction, so this claim keeps a second move from shipping it twice.
     */
    shipmentClaimedAt: tstz(),
    /**
     * When an attempt to create the shipment ended without knowing whether the carrier created it (no answer in
     * time, or an answer that could not be read): the next attempt must be asked for as a new shipment
     * (change_status.php's new_shipment), so an order is not shipped twice without the owner knowing.
     */
    shipmentUnsettledAt: tstz(),
    /**
     * Picked up from a branch instead of delivered: the code the customer shows at the counter,
     * '' for a delivered order (the mark of a pickup order), and the branch (null if it was deleted since; its
     * name and address stay in ship_address).
     */
    pickupCode: text().notNull().default(''),
    pickupBranchId: integer().references(() => branches.id, { onDelete: 'set null' }),
    business: jsonb().$type<OrderBusiness>(), // null: a consumer sale
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [index('orders_user_idx').on(t.userId), index('orders_status_idx').on(t.statusId)],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(), // order_item_id
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id),
    productNameEn: text().notNull(),
    productNameAr: text().notNull(),
    mainImage: text(),
    quantity: integer().notNull(),
    priceAtPurchase: integer().notNull(), // unit price paid, fils
    unitCost: integer(), // the product's cost price when the order was placed, fils; null when it had none
    statusId: smallint().notNull(), // follows the order; 7 and 6 are per item (returns)
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_product_idx').on(t.productId)],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer().references(() => orderItems.id, { onDelete: 'cascade' }),
    fromStatus: smallint(),
    toStatus: smallint().notNull(),
    actorUserId: integer().references(() => users.id),
    note: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('order_history_order_idx').on(t.orderId)],
);

// Staff's internal notes on an order: console only, never in a customer's answer.
export const orderNotes = pgTable(
  'order_notes',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorUserId: integer().references(() => users.id),
    body: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId)],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    gateway: text({ enum: ['myfatoorah', 'sandbox', 'tabby', 'tamara'] }).notNull(),
    invoiceId: text(),
    paymentId: text(),
    amount: integer().notNull(), // fils
    status: text({ enum: ['pending', 'paid', 'failed'] })
      .notNull()
      .default('pending'),
    raw: jsonb(),
    appliedAt: tstz(), // set once, when the result was applied to the order
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    uniqueIndex('payments_invoice_uq').on(t.gateway, t.invoiceId),
    uniqueIndex('payments_payment_id_uq').on(t.gateway, t.paymentId),
  ],
);

export const couponUses = pgTable(
  'coupon_uses',
  {
    id: id(),
    couponId: integer()
      .notNull()
      .references(() => coupons.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('coupon_uses_order_uq').on(t.orderId), index('coupon_uses_coupon_idx').on(t.couponId)],
);

export const returnReasons = pgTable('return_reasons', {
  id: id(),
  nameEn: text().notNull(),
  nameAr: text().notNull(),
  productFault: boolean().notNull().default(false), // delivery charges refunded only when true
  sort: integer().notNull().default(0),
});

export const returnRequests = pgTable(
  'return_requests',
  {
    id: id(),
    orderItemId: integer()
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id),
    reasonId: integer()
      .notNull()
      .references(() => returnReasons.id),
    description: text().notNull().default(''),
    status: text({ enum: ['pending', 'approved', 'refused'] })
      .notNull()
      .default('pending'),
    refundAmount: integer(), // fils, once approved: refundCard to the card, the rest to the wallet
    refundCard: integer(),
    // The card's share through the payment provider (modules/admin/returns/cardRefund.ts); null when nothing goes to the card.
    cardRefundStatus: text({ enum: ['sending', 'pending', 'refunded', 'failed'] }),
    cardRefundId: text(),
    cardRefundRaw: jsonb(), // the provider's answer, or its failure
    // When the card refund last went to the provider (sent, or asked about by the sweep): a 'sending' one this old
    // lost its process, and a 'pending' one is asked about again.
    cardRefundAt: tstz(),
    decidedAt: tstz(),
    decidedBy: integer().references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('return_requests_item_uq').on(t.orderItemId)],
);

/** The customer's photos of a returned product (up to three), re-encoded like every upload (integrations/images). */
export const returnPhotos = pgTable(
  'return_photos',
  {
    id: id(),
    returnRequestId: integer()
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    image: text().notNull(), // image key
    sort: smallint().notNull().default(0),
  },
  (t) => [index('return_photos_request_idx').on(t.returnRequestId)],
);

// ---------- wallet ----------

// The wallet row caches the ledger's sums so a conditional update (balance >= amount) can guard
// concurrent spending; every change to it is written together with a ledger entry.
export const wallets = pgTable(
  'wallets',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: integer().notNull().default(0), // fils
    points: integer().notNull().default(0),
  },
  (t) => [check('wallets_nonneg', sql`${t.balance} >= 0 and ${t.points} >= 0`)],
);

export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['balance', 'points'] }).notNull(),
    amount: integer().notNull(), // signed: fils for balance, points for points
    reason: text({
      enum: ['order_payment', 'order_refund', 'earn', 'exchange', 'return_refund', 'admin_adjustment', 'seed'],
    }).notNull(),
    orderId: integer().references(() => orders.id),
    actorUserId: integer().references(() => users.id),
    note: text().notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('wallet_entries_user_idx').on(t.userId)],
);

// ---------- lists ----------

export const lists = pgTable(
  'lists',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    isFavorite: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('lists_user_idx').on(t.userId),
    uniqueIndex('lists_one_favorite_uq')
      .on(t.userId)
      .where(sql`${t.isFavorite}`),
  ],
);

export const listItems = pgTable(
  'list_items',
  {
    listId: integer()
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.productId] })],
);

// ---------- notifications, content ----------

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    titleEn: text().notNull(),
    titleAr: text().notNull(),
    bodyEn: text().notNull(),
    bodyAr: text().notNull(),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    readAt: tstz(),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

/**
 * The owner's alerts (modules/alerts): a new order, a return request, a product's stock falling to the
 * low-stock line (LOW_STOCK_DEFAULT, migration 0039's trigger), a failed payment. Each is written in the
 * transaction of the change it tells of, with its owner_alert_mail job, so a change rolled back alerts nothing.
 * An order kind names its order, low stock its product. readAt: when the owner marked it read in the console.
 */
export const ownerAlerts = pgTable(
  'owner_alerts',
  {
    id: id(),
    kind: text().$type<OwnerAlertKind>().notNull(),
    orderId: integer().references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer().references(() => products.id, { onDelete: 'cascade' }),
    readAt: tstz(),
    createdAt: createdAt(),
  },
  (t) => [
    index('owner_alerts_unread_idx')
      .on(t.id)
      .where(sql`${t.readAt} is null`),
  ],
);

/**
 * A shopper waiting to be told that an out-of-stock product is back. Closed (notifiedAt set) when its stock
 * goes from 0 to above 0 and the e-mail and notification are queued; one open request per shopper and product.
 */
export const backInStockRequests = pgTable(
  'back_in_stock_requests',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    notifiedAt: tstz(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('back_in_stock_open_uq')
      .on(t.productId, t.userId)
      .where(sql`${t.notifiedAt} is null`),
  ],
);

export const faqs = pgTable('faqs', {
  id: id(),
  questionEn: text().notNull(),
  questionAr: text().notNull(),
  answerEn: text().notNull(),
  answerAr: text().notNull(),
  sort: integer().notNull().default(0),
});

export const branches = pgTable('branches', {
  id: id(),
  nameEn: text().notNull(),
  nameAr: text().notNull(),
  cityEn: text().notNull(),
  cityAr: text().notNull(),
  addressEn: text().notNull(),
  addressAr: text().notNull(),
  hoursEn: text().notNull().default(''),
  hoursAr: text().notNull().default(''),
  landline: text().notNull(),
  mobile: text().notNull(),
  latitude: doublePrecision().notNull(),
  longitude: doublePrecision().notNull(),
  sort: integer().notNull().default(0),
  /** Whether customers may choose to pick orders up here. */
  pickup: boolean().notNull().default(true),
});

/**
 * Units of a product held at a branch. products.stock stays the online stock, every place's units
 * together: the web warehouse's (products.stock minus the branches') and the branches'. A pickup order takes
 * from its branch and from products.stock together; when a delivered order takes more than the warehouse holds,
 * the database takes the rest off the branches' counts (trigger branch_stock_within_online, migration 0035), so
 * the branches never count more than the online stock.
 */
export const branchStock = pgTable(
  'branch_stock',
  {
    branchId: integer()
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.branchId, t.productId] }),
    index('branch_stock_product_idx').on(t.productId),
    check('branch_stock_quantity_nonneg', sql`${t.quantity} >= 0`),
  ],
);

// Key-value settings: company phone, e-mail, chat number, aed_points (points per 1 AED).
export const storeSettings = pgTable('store_settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
});

export const legalPages = pgTable('legal_pages', {
  slug: text().primaryKey(), // privacy, terms, pricing, delivery, refund, accessibility
  titleEn: text().notNull(),
  titleAr: text().notNull(),
  bodyEn: text().notNull(), // Markdown-like: '## ' headings and paragraphs
  bodyAr: text().notNull(),
  updatedAt: createdAt(),
});

// ---------- wellness quiz ----------

export const quizQuestions = pgTable('quiz_questions', {
  id: id(),
  questionEn: text().notNull(),
  questionAr: text().notNull(),
  image: text(), // image key
  genders: smallint()
    .array()
    .notNull()
    .default(sql`'{1,2}'`), // 1 male, 2 female
  ageBands: smallint()
    .array()
    .notNull()
    .default(sql`'{1,2,3}'`), // 1 18-44, 2 45-64, 3 65+
  recommendationEn: text().notNull(),
  recommendationAr: text().notNull(),
  sort: integer().notNull().default(0),
  active: boolean().notNull().default(true),
});

export const quizQuestionProducts = pgTable(
  'quiz_question_products',
  {
    questionId: integer()
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.productId] })],
);

// ---------- admin ----------

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorUserId: integer().references(() => users.id),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text(),
    before: jsonb(),
    after: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId)],
);

export const stockAdjustments = pgTable('stock_adjustments', {
  id: id(),
  productId: integer()
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  delta: integer().notNull(),
  reason: text().notNull(),
  actorUserId: integer().references(() => users.id),
  createdAt: createdAt(),
});

/**
 * A product's stock batches (lot code, production and expiry days, units): the labelling and expiry record of the
 * stock on hand. products.stock stays the count the shop sells from and checkout takes from; the console warns
 * when the batches' units do not add up to it, and checkout refuses a product every batch of which still holding
 * units is past its expiry (contract admin/batches.ts).
 */
export const productBatches = pgTable(
  'product_batches',
  {
    id: id(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    producedOn: date(), // a shop day (Asia/Dubai)
    expiresOn: date().notNull(), // good through this shop day
    quantity: integer().notNull(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('product_batches_code_uq').on(t.productId, t.code),
    index('product_batches_expires_idx').on(t.expiresOn),
    check('product_batches_quantity_nonneg', sql`${t.quantity} >= 0`),
    check('product_batches_days', sql`${t.producedOn} is null or ${t.producedOn} <= ${t.expiresOn}`),
  ],
);

// ---------- media ----------

/** bytea as a Buffer (node-postgres gives a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v.buffer, v.byteOffset, v.byteLength)),
});

/** Stored pictures when MEDIA_STORE=database (integrations/images/store.ts): one row per file, by its /media/ name. */
export const media = pgTable('media', {
  name: text().primaryKey(),
  body: bytea().notNull(),
  /** Strong ETag of the body (its hash), sent with it and compared with If-None-Match. */
  etag: text().notNull(),
  createdAt: createdAt(),
});

// ---------- background work ----------

/**
 * The durable job queue (jobs/queue.ts): e-mails and other work that must survive a restart. A row is
 * claimed with FOR UPDATE SKIP LOCKED, so two processes never run the same job at once; a done job is
 * deleted (its payload, e.g. a mailed code, does not outlive the sending), a job that keeps failing stays
 * as `failed` for the owner to see.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text().notNull(),
    payload: jsonb().notNull(),
    state: text({ enum: ['waiting', 'failed'] })
      .notNull()
      .default('waiting'),
    runAt: tstz().notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    /** While a process runs the job; a process that died mid-run lets it go when this passes. */
    lockedUntil: tstz(),
    lastError: text(),
    createdAt: createdAt(),
  },
  (t) => [index('jobs_due_idx').on(t.state, t.runAt)],
);

/**
 * Tax invoices and credit notes (UAE VAT, modules/invoices). Each kind has its own sequence without gaps:
 * the number is taken as the kind's highest + 1 under a transaction lock, in the transaction that pays,
 * delivers or refunds the order, so a rolled-back change takes no number. `data` is the document as it was
 * issued (supplier, customer, lines, totals): later changes of the order, the products or the settings never
 * change an issued document.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: id(),
    kind: text({ enum: ['invoice', 'credit_note'] }).notNull(),
    number: integer().notNull(),
    orderId: integer()
      .notNull()
      .references(() => orders.id),
    /** A credit note's invoice. */
    invoiceId: integer(),
    issuedAt: createdAt(),
    data: jsonb().notNull(),
  },
  (t) => [
    uniqueIndex('tax_documents_number_uq').on(t.kind, t.number),
    // One invoice per order; credit notes as many as its refunds.
    uniqueIndex('tax_documents_order_invoice_uq')
      .on(t.orderId)
      .where(sql`${t.kind} = 'invoice'`),
    index('tax_documents_order_idx').on(t.orderId),
  ],
);

/**
 * Each tax document's e-invoice on its way through the shop's accredited service provider (ASP;
 * modules/invoices/einvoice.ts): one row per document, written when the document is issued. `ready`: kept, not
 * sent (no ASP configured, or a consumer sale while the setting keeps those back); `sending`: handed to the ASP
 * right now; `sent`: the ASP took it (`providerGuid`); `accepted`: delivered, with the ASP's evidence;
 * `rejected`: the ASP (or the shop's own check) refused it, `reason` says why; `failed`: the ASP could not be
 * reached or failed, the job tries again. `idempotencyGuid` goes with each submission so that a retry after a
 * lost answer is not sent twice; "send again" gives a rejected document a new one.
 */
export const einvoiceSubmissions = pgTable(
  'einvoice_submissions',
  {
    id: id(),
    documentId: integer()
      .notNull()
      .references(() => taxDocuments.id),
    provider: text(),
    state: text({ enum: ['ready', 'sending', 'sent', 'accepted', 'rejected', 'failed'] })
      .notNull()
      .default('ready'),
    idempotencyGuid: text().notNull(),
    providerGuid: text(),
    reason: text(),
    evidence: jsonb(),
    attempts: integer().notNull().default(0),
    sentAt: tstz(),
    updatedAt: tstz().notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('einvoice_submissions_document_uq').on(t.documentId)],
);

/**
 * When a customer's cart was last reminded of (modules/reminders). A cart is reminded of once: again only
 * when all its lines are newer than the reminder (it was checked out or emptied, then filled again).
 */
/**
 * Consent to marketing e-mails (modules/consent), append-only: rows are never changed or deleted, and the
 * customer's current choice is their latest row. `text` is the exact wording shown, in `lang`.
 */
export const consents = pgTable(
  'consents',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    purpose: text({ enum: ['marketing'] }).notNull(),
    granted: boolean().notNull(),
    source: text({ enum: ['signup', 'settings', 'email_link'] }).notNull(),
    text: text().notNull(),
    lang: text({ enum: ['en', 'ar'] }).notNull(),
    version: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('consents_user_idx').on(t.userId, t.purpose, t.id)],
);

export const cartReminders = pgTable('cart_reminders', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  remindedAt: tstz().notNull(),
});

/**
 * A carrier's cash-on-delivery payout (modules/admin/payouts): the remittance the carrier reported,
 * one per reference and carrier. Amounts in fils: received = the lines' amounts − fees.
 */
export const carrierPayouts = pgTable(
  'carrier_payouts',
  {
    id: id(),
    carrier: text({ enum: ['aramex', 'quiqup'] }).notNull(),
    reference: text().notNull(),
    paidOn: date().notNull(),
    received: integer().notNull(),
    fees: integer().notNull(),
    createdBy: integer().references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('carrier_payouts_reference_uq').on(t.carrier, t.reference)],
);

/**
 * A line of a payout's report, as matched when it was recorded. The order it names (null for unknown_tracking)
 * is settled by the line when its outcome is matched or amount_differs: that line is the only record that the
 * carrier paid the order's cash, and the partial unique index lets no order be settled twice.
 */
export const carrierPayoutLines = pgTable(
  'carrier_payout_lines',
  {
    id: id(),
    payoutId: integer()
      .notNull()
      .references(() => carrierPayouts.id, { onDelete: 'cascade' }),
    line: integer().notNull(),
    trackingNumber: text().notNull(),
    amount: integer().notNull(),
    orderId: integer().references(() => orders.id),
    outcome: text({ enum: ['matched', 'amount_differs', 'unknown_tracking', 'not_cash', 'already_paid', 'not_delivered'] }).notNull(),
  },
  (t) => [
    index('carrier_payout_lines_payout_idx').on(t.payoutId),
    uniqueIndex('carrier_payout_lines_settled_order_uq')
      .on(t.orderId)
      .where(sql`${t.outcome} in ('matched', 'amount_differs')`),
  ],
);
