// What a failed call is called (docs/product.md §8): the message of the error the web's client throws when a
// call gets no answer it can read, and of the line it logs. One table, beside the calls it names, word for word
// the original shop's call wrappers' messages (their spelling too: 'cuopon', 'Active'). These are not what the
// shopper reads: the pages keep their own texts of §8 ('Failed to fetch FAQ data', 'Error loading Emirates'…).
import { GENERIC_CALL_FAILURE } from './constants';

/**
 * Each call's failure message by path. A key `path?field=value` is the message of that call when it is sent
 * with that field's value (the reset code and the activation code are both /sendcode.php).
 */
export const CALL_FAILURES: Readonly<Record<`/${string}`, string>> = {
  // Catalogue
  '/home/home.php': 'Failed to list home data',
  '/products/groups.php': 'Failed to list groups',
  '/products/categories.php': 'Failed to list categories',
  '/products/search_filter.php': 'Failed to list Products',
  '/products/cat_filter.php': 'Failed to list Products',
  '/products/group_filter.php': 'Failed to list Products',
  '/products/offers.php': 'Failed to list Products',
  '/products/filters.php': 'Failed',
  '/products/details.php': 'Failed to get Product',
  '/products/second_variation.php': 'Failed to get second variation',
  // Cart and payment
  '/cart/add_to_cart.php': 'Failed to add Product',
  '/cart/cart_list.php': 'Failed to get cart info',
  '/cart/manage_cart.php': 'Failed to change quantity',
  '/cart/add_coupon.php': 'Failed to add cuopon',
  '/cart/remove_coupon.php': 'Failed to remove cuopon',
  '/cart/pay_now.php': 'Failed to pay',
  '/orders/pay_order.php': 'Failed to pay',
  // Lists
  '/products/wishlist/add_to_list.php': 'Failed add to list',
  '/products/wishlist/list_without_fav.php': 'Failed to get lists',
  '/products/wishlist/list_with_products.php': 'Failed to get lists',
  '/products/wishlist/create_list.php': 'Failed to add lists',
  '/products/wishlist/delete.php': 'Failed to delete lists',
  '/products/wishlist/remove_product.php': 'Failed to remove product',
  // Quiz
  '/wellness_quiz/questions.php': 'Failed to get questions',
  '/wellness_quiz/products.php': 'Failed to get questions',
  // Auth
  '/login.php': 'Failed to login',
  '/register.php': 'Failed to register account',
  '/sendcode.php': 'Failed to sendcode',
  '/sendcode.php?purpose=reset': 'Failed to send otp',
  '/activate.php': 'Failed to Active',
  '/checkcode.php': 'Failed',
  '/changepwd.php': 'Failed',
  // Profile
  '/profile/profile_info.php': 'Failed to get profile info',
  '/profile/edit.php': 'Failed to edit profile info',
  '/profile/changepwd.php': 'Failed to change password',
  '/profile/change_email.php': 'Failed to change email',
  '/profile/activate_newmail.php': 'Failed to change email',
  '/profile/addresses/list.php': 'Failed to list locations',
  '/profile/addresses/add.php': 'Failed to add location',
  '/profile/addresses/edit.php': 'Failed to edit location',
  '/profile/addresses/delete.php': 'Failed to delete location',
  '/profile/store_info.php': 'Failed to load info',
  '/profile/faq.php': 'Failed to load FAQ',
  '/profile/wallet/balance.php': 'Failed to get balance',
  '/profile/wallet/exchange.php': 'Failed to exchange points',
  '/notifications_list.php': 'Failed to list notifications',
  // Orders
  '/orders/list.php': 'Failed to list orders',
  '/orders/return_reasons.php': 'Failed to list reasons',
  '/orders/return_item.php': 'Failed',
  '/orders/add_review.php': 'Failed',
  '/orders/cancel_order.php': 'Failed to cancel order',
  // Regions
  '/regions/list_emirates.php': 'Failed to list emirates',
  '/regions/list_regions_to_emirates.php': 'Failed to list regions',
  '/regions/list_region_emirate.php': 'Failed to list regions',
};

/** The failure message of the call to `path` sent with `fields` (CALL_FAILURES), else the generic one. */
export function callFailure(path: string, fields: Readonly<Record<string, unknown>> = {}): string {
  const table: Readonly<Record<string, string>> = CALL_FAILURES;
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    const variant = table[`${path}?${name}=${value}`];
    if (variant !== undefined) return variant;
  }
  return table[path] ?? GENERIC_CALL_FAILURE;
}
