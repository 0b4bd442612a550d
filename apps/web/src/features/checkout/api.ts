// Server state the checkout reads besides the cart. Keys are the calls' names (docs/architecture.md), so the account
// pages' caches of the same calls are shared.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { businessProfileCall, listAddressesCall, paymentMethodsCall, pickupBranchesCall, walletBalanceCall } from '@shop/contract/calls';
import { apiData, refreshAfterChange } from '../../api';
import { CART_KEY } from '../cart';

export const addressesQuery = queryOptions({
  queryKey: ['addresses'],
  queryFn: ({ signal }) => apiData(listAddressesCall, {}, { signal }),
});

/** The customer's business profile (null when none): "Buy as <company>" is offered only with one. */
export const businessQuery = queryOptions({
  queryKey: ['business'],
  queryFn: ({ signal }) => apiData(businessProfileCall, {}, { signal }),
});

export const walletQuery = queryOptions({
  queryKey: ['wallet'],
  queryFn: ({ signal }) => apiData(walletBalanceCall, {}, { signal }),
});

/** After an order was placed, paid or released: what the cart, orders and wallet show has changed. */
export function refreshAfterOrder(queryClient: QueryClient) {
  for (const queryKey of [CART_KEY, ['orders'], ['wallet'], ['notifications']]) void refreshAfterChange(queryClient, queryKey);
}

/** The provider's offer changes rarely: asked once per visit to the checkout. */
export const paymentMethodsQuery = queryOptions({
  queryKey: ['payment_methods'],
  queryFn: ({ signal }) => apiData(paymentMethodsCall, {}, { signal }),
  staleTime: 5 * 60_000,
});

/** The branches holding the whole cart now and its total picked up: under the cart's key, so a cart change refreshes it. */
export const pickupBranchesQuery = queryOptions({
  queryKey: [...CART_KEY, 'pickup_branches'],
  queryFn: ({ signal }) => apiData(pickupBranchesCall, {}, { signal }),
});
