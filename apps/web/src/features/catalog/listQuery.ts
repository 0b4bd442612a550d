// A product list's data (search, category, group, deals, home sets): with the list pages only, not the home page.
import { infiniteQueryOptions } from '@tanstack/react-query';
import { PAGE_SIZE } from '@shop/contract';
import { fetchListPage, nextOffset, type Filters, type ListSource } from './listSource';

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
