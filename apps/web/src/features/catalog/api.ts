// The catalogue's data, defined once: the pages read these with useQuery, and the server fetches the same
// before it renders them (ssr.ts), so hydration finds the answers under the same keys.
import { queryOptions } from '@tanstack/react-query';
import { categoriesCall, detailsCall, groupsCall, homeCall, searchHelpCall, suggestCall } from '@shop/contract/calls';
import { apiData } from '../../api';

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

/** What to offer when a search found nothing: closest names, categories, best sellers. */
export const searchHelpQuery = (keyword: string) =>
  queryOptions({
    queryKey: ['search_help', keyword],
    queryFn: ({ signal }) => apiData(searchHelpCall, { keyword }, { signal }),
  });

/** What suggest.php answers as the shopper types: products, categories and a closer spelling when few match. */
export const suggestQuery = (keyword: string) =>
  queryOptions({
    queryKey: ['suggest', keyword],
    queryFn: ({ signal }) => apiData(suggestCall, { keyword }, { signal }),
    staleTime: 5 * 60_000,
  });
