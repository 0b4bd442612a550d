// The sign-in screens' server state: which social providers the shop offers (the changes, such as login and
// register, are mutations in their pages).
import { queryOptions } from '@tanstack/react-query';
import { authProvidersCall } from '@shop/contract/calls';
import { apiData } from '../../api';

/** Asked once per visit: the offer does not change while the visitor is here. */
export const authProvidersQuery = queryOptions({
  queryKey: ['auth_providers'],
  queryFn: ({ signal }) => apiData(authProvidersCall, {}, { signal }),
  staleTime: Infinity,
});
