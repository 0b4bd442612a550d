// Which products a list page shows (docs/product.md §2 Product lists), read from its route, and the call that
// fetches one page of them.
import { HOME_TYPES, LIST_SORTS, PAGE_SIZE, type HomeTypeName, type ListSort, type ProductCard, type SubCategory } from '@shop/contract';
import { catFilterCall, filtersCall, groupFilterCall, offersCall, searchFilterCall } from '@shop/contract/calls';
import { apiData } from '../../api';

export type ListSource =
  | { kind: 'search'; keyword: string }
  /** /products: the whole catalogue. */
  | { kind: 'all' }
  /** A home set: /products/{name}. */
  | { kind: 'home'; homeType: number; name: HomeTypeName }
  | { kind: 'category'; id: number }
  | { kind: 'group'; id: number }
  | { kind: 'offers' };

const positiveId = (value: string | null | undefined): number | null => {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && Number.isSafeInteger(id) ? id : null;
};

/**
 * The source of a list URL, or null when the URL names nothing (the page shows not-found):
 * /products?search=, ?category=, ?group= (in that order of precedence), /products/{homeType},
 * /categories/{id}, /groups/{id}, /offers.
 */
export function listSourceOf(pathname: string, query: URLSearchParams): ListSource | null {
  const [first, second, ...rest] = pathname.toLowerCase().split('/').filter(Boolean);
  if (rest.length > 0) return null;
  const idOrNull = (kind: 'category' | 'group', value: string | null | undefined): ListSource | null => {
    const id = positiveId(value);
    return id === null ? null : { kind, id };
  };
  switch (first) {
    case 'offers':
      return second === undefined ? { kind: 'offers' } : null;
    case 'categories':
      return idOrNull('category', second);
    case 'groups':
      return idOrNull('group', second);
    case 'products': {
      if (second !== undefined) {
        return Object.hasOwn(HOME_TYPES, second)
          ? { kind: 'home', homeType: HOME_TYPES[second as HomeTypeName], name: second as HomeTypeName }
          : null;
      }
      const keyword = query.get('search')?.trim();
      if (keyword) return { kind: 'search', keyword };
      if (query.has('category')) return idOrNull('category', query.get('category'));
      if (query.has('group')) return idOrNull('group', query.get('group'));
      return { kind: 'all' };
    }
    default:
      return null;
  }
}

/** An order the shopper can choose; unset is the list's own (relevance). */
export type ChosenSort = Exclude<ListSort, 'relevance'>;
const CHOSEN_SORTS = LIST_SORTS.filter((s): s is ChosenSort => s !== 'relevance');

/** The filter panel's choices (docs/product.md §2) and the sort control's: each unset until the shopper picks it. */
export interface Filters {
  /** 0 is 'All'; unset on a category page keeps that category. */
  category?: number;
  price?: { from: number; to: number };
  rating?: number;
  sort?: ChosenSort;
}

/** Where each applied filter lives in a list's URL, so Back and a shared link show the same list. */
const FILTER_PARAMS = { category: 'cat', price: 'price', rating: 'rating', sort: 'sort' } as const satisfies Record<keyof Filters, string>;

/** The filters a list URL names (an unreadable value is ignored); null when it names none. */
export function filtersOf(query: URLSearchParams): Filters | null {
  const filters: Filters = {};
  const category = query.get(FILTER_PARAMS.category);
  if (category === '0') filters.category = 0;
  else if (positiveId(category) !== null) filters.category = positiveId(category)!;
  const price = /^(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/.exec(query.get(FILTER_PARAMS.price) ?? '');
  if (price) filters.price = { from: Number(price[1]), to: Number(price[2]) };
  const rating = Number(query.get(FILTER_PARAMS.rating));
  if (Number.isInteger(rating) && rating >= 1 && rating <= 5) filters.rating = rating;
  const sort = query.get(FILTER_PARAMS.sort);
  if (CHOSEN_SORTS.includes(sort as ChosenSort)) filters.sort = sort as ChosenSort;
  return hasFilters(filters) ? filters : null;
}

/** The list URL's query with these filters in place of those it had, from the first page (a new list). */
export function withFilters(query: URLSearchParams, filters: Filters | null): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const param of [...Object.values(FILTER_PARAMS), 'page']) next.delete(param);
  if (filters?.category !== undefined) next.set(FILTER_PARAMS.category, String(filters.category));
  if (filters?.price) next.set(FILTER_PARAMS.price, `${filters.price.from}-${filters.price.to}`);
  if (filters?.rating) next.set(FILTER_PARAMS.rating, String(filters.rating));
  if (filters?.sort) next.set(FILTER_PARAMS.sort, filters.sort);
  return next;
}
export const NO_FILTERS: Filters = {};
export const hasFilters = (f: Filters) => Object.values(f).some((v) => v !== undefined);

/**
 * The filters after Apply: the panel's choices over those already applied, so a sort chosen after a
 * category keeps the category (the panel itself starts from none again, docs/product.md §4). Null when none is set.
 */
export function applyFilters(applied: Filters | null, draft: Filters): Filters | null {
  const merged: Filters = { ...applied };
  for (const [key, value] of Object.entries(draft) as [keyof Filters, Filters[keyof Filters]][]) {
    if (value !== undefined) Object.assign(merged, { [key]: value });
  }
  return hasFilters(merged) ? merged : null;
}

/** The applied filters without one of them (its chip removed); null when none is left. */
export function withoutFilter(applied: Filters, key: keyof Filters): Filters | null {
  const rest = { ...applied };
  delete rest[key];
  return hasFilters(rest) ? rest : null;
}

/** One page of a list, whatever call answered it. */
export interface ListPage {
  products: ProductCard[];
  /** All matching products (the first card's total_products). */
  total: number;
  /** The category or sub-category strip, when the call gives one. */
  strip?: SubCategory[];
}

/**
 * Fetches the page at `offset`: the filter call once filters are applied (different fetch modes for
 * keyword, filter, or neither: docs/product.md §4), otherwise the source's own call.
 */
export async function fetchListPage(source: ListSource, filters: Filters | null, offset: number, signal?: AbortSignal): Promise<ListPage> {
  const paging = { item_count: offset, limit: PAGE_SIZE };
  const totalOf = (cards: ProductCard[]) => cards[0]?.total_products ?? 0;
  if (filters) {
    const data = await apiData(
      filtersCall,
      {
        category_id: filters.category ?? (source.kind === 'category' ? source.id : 0),
        // Filters narrow the list the shopper is on: a search's or a group's, not the whole catalogue.
        keyword: source.kind === 'search' ? source.keyword : undefined,
        group_id: source.kind === 'group' ? source.id : undefined,
        rating: filters.rating ?? 0,
        price_from: filters.price?.from,
        price_to: filters.price?.to,
        // Unsorted, a narrowed list keeps its own order: a search's ranking, a category's best sellers.
        price_sort: filters.sort ?? 'relevance',
        ...paging,
      },
      { signal },
    );
    return { products: data, total: totalOf(data) };
  }
  switch (source.kind) {
    case 'search': {
      const cards = await apiData(searchFilterCall, { search_with: 'keyword', keyword: source.keyword, ...paging }, { signal });
      return { products: cards, total: totalOf(cards) };
    }
    case 'all': {
      // search_with keyword without a keyword is the whole catalogue.
      const cards = await apiData(searchFilterCall, { search_with: 'keyword', ...paging }, { signal });
      return { products: cards, total: totalOf(cards) };
    }
    case 'home': {
      const cards = await apiData(searchFilterCall, { search_with: 'home_types', home_types: source.homeType, ...paging }, { signal });
      return { products: cards, total: totalOf(cards) };
    }
    case 'category': {
      const data = await apiData(catFilterCall, { category_id: source.id, ...paging }, { signal });
      return { products: data.products, total: totalOf(data.products), strip: data.sub_category };
    }
    case 'group': {
      const data = await apiData(groupFilterCall, { group_id: source.id, ...paging }, { signal });
      return { products: data.products, total: totalOf(data.products), strip: data.sub_category };
    }
    case 'offers': {
      const cards = await apiData(offersCall, paging, { signal });
      return { products: cards, total: totalOf(cards) };
    }
  }
}

/**
 * The offset of the next page, or undefined when there is none: Show More shows when the last answer
 * held a full page of 30 and the total says more products remain (docs/product.md §4). Counted from the last page's
 * offset, so a list opened at ?page=3 continues from there.
 */
export function nextOffset(lastPage: ListPage, _pages: ListPage[], lastOffset: number): number | undefined {
  return lastPage.products.length === PAGE_SIZE && lastPage.total > lastOffset + PAGE_SIZE ? lastOffset + PAGE_SIZE : undefined;
}

/** The ?page= of a list URL (crawlable page links): 1 when missing or not a page number. */
export function pageOf(query: URLSearchParams): number {
  const page = Number(query.get('page'));
  return Number.isSafeInteger(page) && page > 1 ? page : 1;
}
