// The content pages' data, defined once for the pages (useQuery) and the server's prefetch (ssr.ts).
import { queryOptions } from '@tanstack/react-query';
import { type LegalSlug } from '@shop/contract';
import { legalListCall, legalPageCall } from '@shop/contract/calls';
import { apiData } from '../../api';

export const legalQuery = (slug: LegalSlug) =>
  queryOptions({
    queryKey: ['legal', slug],
    queryFn: ({ signal }) => apiData(legalPageCall, { slug }, { signal }),
  });

export const legalListQuery = queryOptions({
  queryKey: ['legal_list'],
  queryFn: ({ signal }) => apiData(legalListCall, {}, { signal }),
});
