// The catalogue's data, defined once: the pages read these with useQuery, and the server fetches the same
// before it renders them (ssr.ts), so hydration finds the answers under the same keys.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { PAGE_SIZE } from '@shop/contract';
import { categoriesCall, detailsCall, groupsCall, homeCall, searchHelpCall } from '@shop/contract/calls';
import { apiData } from '../../api/client';
import { fetchListPage, nextOffset, type Filters, type ListSource } from './listSource';

export const homeQuery = queryOptions({
  queryKey: ['home', 1],
  queryFn: ({ signal }) => apiData(homeCall, { type: 1 }, { signal }),
});

export const groupsQuery = queryOptions({
  queryKey: ['groups'],
  queryFn: ({ signal }) => apiData(groupsCall, {}, { signal }),
});

export const categoriesQuery = queryOptions({
  queryKey: ['categories'],
  queryFn: ({ signal }) => apiData(categoriesCall, {}, { signal }),
});

export const productQuery = (productId: number) =>
  queryOptions({
    queryKey: ['details', productId],
    queryFn: ({ signal }) => apiData(detailsCall, { product_id: productId }, { signal }),
  });

/** A list from its `page` (1 unless the URL has ?page=), with Show More adding the next pages. */
export const listQuery = (source: ListSource, applied: Filters | null, page = 1) =>
  infiniteQueryOptions({
    queryKey: ['product_list', source, applied, page],
    initialPageParam: (page - 1) * PAGE_SIZE,
    queryFn: ({ pageParam, signal }) => fetchListPage(source, applied, pageParam, signal),
    getNextPageParam: nextOffset,
    // Deals load once on entry (docs/product.md §4); other lists refetch when their search or filters change.
    ...(source.kind === 'offers' && !applied ? { staleTime: Infinity } : {}),
  });

/** What to offer when a search found nothing: closest names, categories, best sellers. */
export const searchHelpQuery = (keyword: string) =>
  queryOptions({
    queryKey: ['search_help', keyword],
    queryFn: ({ signal }) => apiData(searchHelpCall, { keyword }, { signal }),
  });
