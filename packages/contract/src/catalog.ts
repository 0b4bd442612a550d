// Catalogue calls (docs/product.md §7 Catalogue, §3 entities): the home page, groups, categories, the product lists,
// the product detail and the second variation. Every list pages with item_count (the offset) and limit (the page size)
// and carries total_products on its first card.
import { z } from 'zod';
import { defineCall, noFields } from './call';
import { HOME_TYPES, LIST_SORTS, PAGE_SIZE, type HomeTypeName } from './constants';
import { idField, int, num, optText, optional, orDefault, text } from './fields';
import { reason } from './reasons';

/** One of a few words, case-insensitive. */
const choice = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  orDefault(
    z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.enum(values)),
    fallback,
  );

export const paging = {
  /** The offset: how many matching products to skip (0, 30, 60... as Show More adds 30). */
  item_count: orDefault(int(0), 0),
  /** The page size: missing means PAGE_SIZE; larger values are capped at PAGE_SIZE (never an error). */
  limit: orDefault(
    int(1).transform((n) => Math.min(n, PAGE_SIZE)),
    PAGE_SIZE,
  ),
};

// ---------- product cards and the home page ----------

export const productCard = z.object({
  id: z.number(),
  main_image: z.string(),
  name: z.string(),
  short_desc: z.string(),
  quantity: z.number(),
  sale_price: z.number(),
  list_price: z.number(),
  discount: z.number(),
  rating: z.number(),
  /** How many shown reviews the rating is the mean of ("4.5 (12)" on the card). */
  rating_count: z.number(),
  /** Set on the first item of a list: how many products match in all. */
  total_products: z.number().optional(),
});
export type ProductCard = z.infer<typeof productCard>;

export const category = z.object({ id: z.number(), cat_name: z.string(), icon: z.string() });
export type Category = z.infer<typeof category>;

/**
 * A home banner: product_id and image as the original apps read them, and the words shown as text beside
 * the picture (which carries none), in the call's language. subtitle is '' when the banner has none.
 */
export const homeBanner = z.object({
  product_id: z.number(),
  image: z.string(),
  title: z.string(),
  subtitle: z.string(),
  /** The label of the button that opens the product. */
  button: z.string(),
  /** The picture's alt text. */
  alt: z.string(),
});
export type HomeBanner = z.infer<typeof homeBanner>;

export const homeCall = defineCall({
  path: '/home/home.php',
  access: 'guest',
  request: z.object({ type: orDefault(int(1, 3), 1) }),
  data: z.object({
    products: z.array(productCard),
    selected_products: z.array(productCard),
    new_products: z.array(productCard),
    slider: z.array(homeBanner),
    categories: z.array(category),
  }),
});

// ---------- groups, categories and product lists ----------

export const group = z.object({ id: z.number(), group_name: z.string() });
export type Group = z.infer<typeof group>;
/**
 * Spec §3 Sub-category: a child category, named group_name like a group. The same name is in cat_name too:
 * the original client's category page reads cat_name, its group page group_name.
 */
export const subCategory = z.object({ id: z.number(), group_name: z.string(), cat_name: z.string() });
export type SubCategory = z.infer<typeof subCategory>;

const productList = z.array(productCard);
/** A list of one category or group, with the strip of categories to narrow it. */
const productsWithStrip = z.object({ products: productList, sub_category: z.array(subCategory) });

export const groupsCall = defineCall({ path: '/products/groups.php', access: 'guest', request: noFields, data: z.array(group) });

/** The top-level categories (sub-categories come with cat_filter.php). */
export const categoriesCall = defineCall({
  path: '/products/categories.php',
  access: 'guest',
  request: noFields,
  data: z.array(category),
});

export const SEARCH_MODES = ['home_types', 'keyword'] as const;

/** A home type by its number (1, 2, 3) or by its route's word (products, selected, new), as the original client sends it. */
const homeType = z.preprocess(
  (v) => {
    const word = typeof v === 'string' ? v.trim().toLowerCase() : v;
    return typeof word === 'string' && Object.hasOwn(HOME_TYPES, word) ? HOME_TYPES[word as HomeTypeName] : v;
  },
  int(1, 3),
);

/**
 * All products, a home set or a search. A keyword searches (English and Arabic names and descriptions,
 * best matches first) whatever search_with says. Without one, search_with 'keyword' lists the whole
 * catalogue (what can be bought now first, best sellers first: the header's Products link), and
 * 'home_types' the home set named by home_types: 1 or products (featured), 2 or selected, 3 or new.
 */
export const searchFilterCall = defineCall({
  path: '/products/search_filter.php',
  access: 'guest',
  request: z.object({
    search_with: choice(SEARCH_MODES, 'home_types'),
    keyword: optText(100),
    home_types: orDefault(homeType, 1),
    ...paging,
  }),
  data: productList,
});

/**
 * Help for a search that found nothing: the product names closest to the keyword (trigram similarity, for
 * "did you mean"), the shop's main categories and a few best sellers, in the caller's language.
 */
export const searchHelpCall = defineCall({
  path: '/products/search_help.php',
  access: 'guest',
  request: z.object({ keyword: text(100) }),
  data: z.object({ did_you_mean: z.array(z.string()), categories: z.array(category), best_sellers: productList }),
});

/**
 * As the shopper types (docs/decisions/012-search-matching.md): for a keyword of two letters or more, the best
 * matching products (a prefix finds the words it starts) and categories in the caller's language, and, when few
 * products match, the closest spelling the catalogue knows ('' when none). When nothing matches, products are the
 * closest names rather than none.
 */
export const suggestCall = defineCall({
  path: '/products/suggest.php',
  access: 'guest',
  request: z.object({ keyword: text(100).refine((v) => [...v].length >= 2, reason('twoLetters')) }),
  data: z.object({
    products: productList,
    categories: z.array(z.object({ id: z.number(), cat_name: z.string() })),
    did_you_mean: z.string(),
  }),
});

/**
 * Products of a category, including its sub-categories'. sub_category: the category's children, or its
 * siblings (itself included) when it is a sub-category. An unknown or hidden category is a 404.
 */
export const catFilterCall = defineCall({
  path: '/products/cat_filter.php',
  access: 'guest',
  request: z.object({ category_id: idField(), ...paging }),
  data: productsWithStrip,
});

/** Products of a group; sub_category: the group's top-level categories. An unknown or hidden group is a 404. */
export const groupFilterCall = defineCall({
  path: '/products/group_filter.php',
  access: 'guest',
  request: z.object({ group_id: idField(), ...paging }),
  data: productsWithStrip,
});

/** Discounted products (sale price below list price), biggest discount first. */
export const offersCall = defineCall({
  path: '/products/offers.php',
  access: 'guest',
  request: z.object({ ...paging }),
  data: productList,
});

/**
 * The filter panel. category_id 0 (or missing) is every category; a category id matches its
 * sub-categories too, and an unknown one simply matches nothing. rating: at least that many stars (0 any).
 * price_from / price_to in AED on the sale price, both inclusive (100 to 99999 is "above 100"); a range
 * given the wrong way round (the original client sends 49 to 10) is the same range. The answer is a list
 * like the others: total_products on the first card.
 */
export const filtersCall = defineCall({
  path: '/products/filters.php',
  access: 'guest',
  request: z
    .object({
      category_id: orDefault(int(0), 0),
      rating: orDefault(int(0, 5), 0),
      price_from: optional(num(0)),
      price_to: optional(num(0)),
      price_sort: choice(LIST_SORTS, 'asc'),
      // Beyond the spec: the list being narrowed, so filters on a search or a group keep to it (the original
      // apps send neither and filter the whole catalogue, as before).
      keyword: optText(100),
      group_id: orDefault(int(0), 0),
      ...paging,
    })
    .transform((r) =>
      r.price_from !== undefined && r.price_to !== undefined && r.price_from > r.price_to
        ? { ...r, price_from: r.price_to, price_to: r.price_from }
        : r,
    ),
  data: productList,
});

export const photo = z.object({ photo: z.string(), thumbnail_photo: z.string() });
export const review = z.object({
  name: z.string(),
  /** '' when the reviewer has no photo. */
  profile_photo: z.string(),
  rating: z.number(),
  /** The day the review was written, YYYY-MM-DD. */
  added_on: z.string(),
  title: z.string(),
  description: z.string(),
  /** The shop's answer, '' when there is none. */
  reply: z.string(),
  /** A verified purchase: the reviewer received the product in an order from this shop. */
  verified: z.boolean(),
  /** The photos the reviewer sent with it, in their order: up to three. */
  photos: z.array(photo),
});
export const variationOption = z.object({ product_id: z.number(), option_value: z.string() });
export const variation = z.object({
  variation_id: z.number(),
  main_product_id: z.number(),
  variation_name: z.string(),
  options: z.array(variationOption),
});
export type Photo = z.infer<typeof photo>;
export type Review = z.infer<typeof review>;
export type Variation = z.infer<typeof variation>;
export type VariationOption = z.infer<typeof variationOption>;

/**
 * Added for the web (the spec does not show it; the original apps ignore unknown fields): every visible
 * review counted, not only the ones listed. average 0 and count 0 when there is none; distribution holds
 * the count for 5, 4, 3, 2 and 1 stars, in that order.
 */
export const ratingSummary = z.object({
  average: z.number(),
  count: z.number(),
  distribution: z.array(z.object({ stars: z.number(), count: z.number() })),
});
export type RatingSummary = z.infer<typeof ratingSummary>;

/** Added for the web: where the product sits, for its breadcrumbs (home › group › category › product). */
export const trailStep = z.object({ kind: z.enum(['group', 'category']), id: z.number(), name: z.string() });
export type TrailStep = z.infer<typeof trailStep>;

/**
 * Who registered a product in the UAE: supplements with the Emirates Drug Establishment, cosmetics
 * with Dubai Municipality's Montaji, food and plant products with the Ministry of Climate Change and Environment.
 */
export const REGISTRATION_AUTHORITIES = ['ede', 'dm_montaji', 'moccae'] as const;
export type RegistrationAuthority = (typeof REGISTRATION_AUTHORITIES)[number];

/** A text in the page's language, or in the other one (`lang` says which) when only that one is written. */
export const languageText = z.object({ text: z.string(), lang: z.enum(['en', 'ar']) });
export type LanguageText = z.infer<typeof languageText>;

/** Added for the web: the product's regulatory details, each null when not set. */
export const productFacts = z.object({
  /** ISO 3166-1 alpha-2; the page names it in its language. */
  country_of_origin: z.string().nullable(),
  registration: z.object({ number: z.string(), authority: z.enum(REGISTRATION_AUTHORITIES) }).nullable(),
  /** A GTIN, its check digit verified. */
  barcode: z.string().nullable(),
  ingredients: languageText.nullable(),
  usage: languageText.nullable(),
});
export type ProductFacts = z.infer<typeof productFacts>;

export const productDetail = z.object({
  id: z.number(),
  name: z.string(),
  short_desc: z.string(),
  description: z.string(),
  rating: z.number(),
  sale_price: z.number(),
  list_price: z.number(),
  discount: z.number(),
  stock: z.number(),
  main_image: z.string(),
  /** The gallery: the main image first, then the other photos. */
  photos: z.array(photo),
  /** Newest first. */
  reviews: z.array(review),
  /**
   * Up to two selectors. The first lists every value of the family (each option leads to a product with
   * that value, preferring this one); the second lists the values among products sharing this
   * product's first value. The option whose product_id is this product's id is the current one.
   */
  variations: z.array(variation),
  similar_products: productList,
  rating_summary: ratingSummary,
  /** The product's visible group, then its visible category; either may be missing. */
  trail: z.array(trailStep),
  /** Null when none of them is set. */
  facts: productFacts.nullable(),
});
export type ProductDetail = z.infer<typeof productDetail>;

/** An unknown or hidden product is a 404 (status false): the web goes to /notfound. */
export const detailsCall = defineCall({
  path: '/products/details.php',
  access: 'guest',
  request: z.object({ product_id: idField() }),
  data: productDetail,
});

/**
 * After choosing option_value of variation variation_id (in either language), the options of the
 * family's other variation among the products having that value. No user is needed.
 */
export const secondVariationCall = defineCall({
  path: '/products/second_variation.php',
  access: 'none',
  request: z.object({ variation_id: idField(), main_product_id: idField(), option_value: text(200) }),
  /** The options (the original client puts data itself in place of the selector's options). */
  data: z.array(variationOption),
});
