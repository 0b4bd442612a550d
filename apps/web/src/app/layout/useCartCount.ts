import { useQuery } from '@tanstack/react-query';
import { useLoggedIn } from '../../api';
import { CART_KEY } from '../../features/cart/key';

/**
 * The number in the header's cart link: the sum of the cart lines' quantities (docs/product.md §2 Header), read from
 * the cart query the cart pages share, so it changes as soon as a cart call answers. A guest has no cart: 0.
 * The cart call is imported when a customer's count is first needed, which keeps it (and zod) out of the
 * JavaScript every first visit downloads.
 */
export function useCartCount(): number {
  const loggedIn = useLoggedIn();
  const cart = useQuery({
    queryKey: CART_KEY,
    queryFn: async (context) => {
      const { cartQuery } = await import('../../features/cart/api');
      return cartQuery.queryFn!(context);
    },
    enabled: loggedIn,
    staleTime: 60_000,
  });
  return loggedIn ? (cart.data?.items_count ?? 0) : 0;
}
