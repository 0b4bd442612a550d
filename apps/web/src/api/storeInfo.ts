// The shop's own details (store_info.php): its branches and contacts for the contact and help pages, and the company
// and app links every page's footer shows. One query, so a page that has it never asks again.
import { queryOptions } from '@tanstack/react-query';
import { storeInfoCall } from '@shop/contract/calls';
import { apiData } from './client';

export const storeInfoQuery = queryOptions({
  queryKey: ['store_info'],
  queryFn: ({ signal }) => apiData(storeInfoCall, {}, { signal }),
  // Changed only by the owner's settings, rarely: asked once a visit (a server-rendered page brings it along).
  staleTime: Infinity,
});
