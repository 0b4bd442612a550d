import { useQuery } from '@tanstack/react-query';
import { useLoggedIn } from '../../api/session';
import { cartQuery } from '../../features/cart/queries';

/**
 * The number in the header's cart link: the sum of the cart lines' quantities (spec §2 Header), read from
 * the cart query the cart pages share, so it changes as soon as a cart call answers. A guest has no cart: 0.
 */
export function useCartCount(): number {
  const loggedIn = useLoggedIn();
  const cart = useQuery({ ...cartQuery, enabled: loggedIn, staleTime: 60_000 });
  return loggedIn ? (cart.data?.items_count ?? 0) : 0;
}
