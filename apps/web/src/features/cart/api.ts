// The customer's cart as server state: one query (['cart'], cart_list.php) shared by the cart page, the
// checkout and the header's count. Every cart call answers with the full cart, which replaces the cached
// one at once.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { type Cart } from '@shop/contract';
import { cartListCall } from '@shop/contract/calls';
import { apiData } from '../../api';
// The key stays in its own module (key.ts) so the header's count can read it without this one.
import { CART_KEY } from './key';

export { CART_KEY };

export const cartQuery = queryOptions({
  queryKey: CART_KEY,
  queryFn: ({ signal }) => apiData(cartListCall, {}, { signal }),
});

/**
 * Puts a cart a call answered with in the cache (the header's count follows at once). A cart_list.php still on its
 * way (the header asks for it on signing in) was answered before this change: it is cancelled first, or its older
 * cart would replace this one when it arrives.
 */
export async function setCart(queryClient: QueryClient, cart: Cart) {
  await queryClient.cancelQueries({ queryKey: CART_KEY, exact: true });
  queryClient.setQueryData(CART_KEY, cart);
}
