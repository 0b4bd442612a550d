/**
 * The number in the header's cart link: the sum of the cart lines' quantities (spec §2 Header).
 * A guest has no cart: 0. The cart call (/cart/cart_list.php) is not in the contract yet; when it is,
 * a customer's count is read here from its query, shared with the cart page through the query key.
 */
export function useCartCount(): number {
  return 0;
}
