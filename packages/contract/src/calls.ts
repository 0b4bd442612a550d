// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit. Each call of the shop (the console's: adminCalls.ts)
// without its zod schemas: the web sends calls with these, so its first load carries no zod.
import type { CallRef } from './call';
import type * as full from './index';

export const accountLanguageCall: CallRef<typeof full.accountLanguageCall> = { path: '/profile/language.php', access: 'customer' };
export const activateCall: CallRef<typeof full.activateCall> = { path: '/activate.php', access: 'none' };
export const activateNewEmailCall: CallRef<typeof full.activateNewEmailCall> = {
  path: '/profile/activate_newmail.php',
  access: 'customer',
};
export const addAddressCall: CallRef<typeof full.addAddressCall> = { path: '/profile/addresses/add.php', access: 'customer' };
export const addCouponCall: CallRef<typeof full.addCouponCall> = { path: '/cart/add_coupon.php', access: 'customer' };
export const addReviewCall: CallRef<typeof full.addReviewCall> = { path: '/orders/add_review.php', access: 'customer' };
export const addToCartCall: CallRef<typeof full.addToCartCall> = { path: '/cart/add_to_cart.php', access: 'customer' };
export const addToListCall: CallRef<typeof full.addToListCall> = { path: '/products/wishlist/add_to_list.php', access: 'customer' };
export const authProvidersCall: CallRef<typeof full.authProvidersCall> = { path: '/auth/providers.php', access: 'none' };
export const backInStockRequestCall: CallRef<typeof full.backInStockRequestCall> = { path: '/products/notify_me.php', access: 'customer' };
export const backInStockStatusCall: CallRef<typeof full.backInStockStatusCall> = {
  path: '/products/back_in_stock.php',
  access: 'customer',
};
export const businessProfileCall: CallRef<typeof full.businessProfileCall> = { path: '/profile/business.php', access: 'customer' };
export const cancelOrderCall: CallRef<typeof full.cancelOrderCall> = { path: '/orders/cancel_order.php', access: 'customer' };
export const cartListCall: CallRef<typeof full.cartListCall> = { path: '/cart/cart_list.php', access: 'customer' };
export const categoriesCall: CallRef<typeof full.categoriesCall> = { path: '/products/categories.php', access: 'guest' };
export const catFilterCall: CallRef<typeof full.catFilterCall> = { path: '/products/cat_filter.php', access: 'guest' };
export const changeEmailCall: CallRef<typeof full.changeEmailCall> = { path: '/profile/change_email.php', access: 'customer' };
export const changePasswordCall: CallRef<typeof full.changePasswordCall> = { path: '/profile/changepwd.php', access: 'customer' };
export const checkCodeCall: CallRef<typeof full.checkCodeCall> = { path: '/checkcode.php', access: 'none' };
export const createListCall: CallRef<typeof full.createListCall> = { path: '/products/wishlist/create_list.php', access: 'customer' };
export const deleteAccountCall: CallRef<typeof full.deleteAccountCall> = { path: '/profile/delete_account.php', access: 'customer' };
export const deleteAddressCall: CallRef<typeof full.deleteAddressCall> = { path: '/profile/addresses/delete.php', access: 'customer' };
export const deleteListCall: CallRef<typeof full.deleteListCall> = { path: '/products/wishlist/delete.php', access: 'customer' };
export const detailsCall: CallRef<typeof full.detailsCall> = { path: '/products/details.php', access: 'guest' };
export const editAddressCall: CallRef<typeof full.editAddressCall> = { path: '/profile/addresses/edit.php', access: 'customer' };
export const editProfileCall: CallRef<typeof full.editProfileCall> = { path: '/profile/edit.php', access: 'customer' };
export const faqCall: CallRef<typeof full.faqCall> = { path: '/profile/faq.php', access: 'guest' };
export const filtersCall: CallRef<typeof full.filtersCall> = { path: '/products/filters.php', access: 'guest' };
export const groupFilterCall: CallRef<typeof full.groupFilterCall> = { path: '/products/group_filter.php', access: 'guest' };
export const groupsCall: CallRef<typeof full.groupsCall> = { path: '/products/groups.php', access: 'guest' };
export const homeCall: CallRef<typeof full.homeCall> = { path: '/home/home.php', access: 'guest' };
export const legalListCall: CallRef<typeof full.legalListCall> = { path: '/content/legal_list.php', access: 'guest' };
export const legalPageCall: CallRef<typeof full.legalPageCall> = { path: '/content/legal.php', access: 'guest' };
export const listAddressesCall: CallRef<typeof full.listAddressesCall> = { path: '/profile/addresses/list.php', access: 'customer' };
export const listEmiratesCall: CallRef<typeof full.listEmiratesCall> = { path: '/regions/list_emirates.php', access: 'guest' };
export const listRegionsCall: CallRef<typeof full.listRegionsCall> = { path: '/regions/list_regions_to_emirates.php', access: 'guest' };
export const listsWithoutFavCall: CallRef<typeof full.listsWithoutFavCall> = {
  path: '/products/wishlist/list_without_fav.php',
  access: 'customer',
};
export const listsWithProductsCall: CallRef<typeof full.listsWithProductsCall> = {
  path: '/products/wishlist/list_with_products.php',
  access: 'customer',
};
export const loginCall: CallRef<typeof full.loginCall> = { path: '/login.php', access: 'none' };
export const logoutCall: CallRef<typeof full.logoutCall> = { path: '/logout.php', access: 'customer' };
export const manageCartCall: CallRef<typeof full.manageCartCall> = { path: '/cart/manage_cart.php', access: 'customer' };
export const marketingConsentCall: CallRef<typeof full.marketingConsentCall> = {
  path: '/profile/marketing_consent.php',
  access: 'customer',
};
export const myDataCall: CallRef<typeof full.myDataCall> = { path: '/profile/my_data.php', access: 'customer' };
export const notificationsListCall: CallRef<typeof full.notificationsListCall> = { path: '/notifications_list.php', access: 'customer' };
export const offersCall: CallRef<typeof full.offersCall> = { path: '/products/offers.php', access: 'guest' };
export const orderDetailsCall: CallRef<typeof full.orderDetailsCall> = { path: '/orders/order_details.php', access: 'customer' };
export const ordersListCall: CallRef<typeof full.ordersListCall> = { path: '/orders/list.php', access: 'customer' };
export const paymentMethodsCall: CallRef<typeof full.paymentMethodsCall> = { path: '/cart/payment_methods.php', access: 'customer' };
export const paymentStatusCall: CallRef<typeof full.paymentStatusCall> = { path: '/cart/getPaymentStatus.php', access: 'customer' };
export const payNowCall: CallRef<typeof full.payNowCall> = { path: '/cart/pay_now.php', access: 'customer' };
export const payOrderCall: CallRef<typeof full.payOrderCall> = { path: '/orders/pay_order.php', access: 'customer' };
export const pickupBranchesCall: CallRef<typeof full.pickupBranchesCall> = { path: '/cart/pickup_branches.php', access: 'customer' };
export const profileInfoCall: CallRef<typeof full.profileInfoCall> = { path: '/profile/profile_info.php', access: 'customer' };
export const quizProductsCall: CallRef<typeof full.quizProductsCall> = { path: '/wellness_quiz/products.php', access: 'guest' };
export const quizQuestionsCall: CallRef<typeof full.quizQuestionsCall> = { path: '/wellness_quiz/questions.php', access: 'guest' };
export const regionNamesCall: CallRef<typeof full.regionNamesCall> = { path: '/regions/list_region_emirate.php', access: 'guest' };
export const registerCall: CallRef<typeof full.registerCall> = { path: '/register.php', access: 'none' };
export const removeCouponCall: CallRef<typeof full.removeCouponCall> = { path: '/cart/remove_coupon.php', access: 'customer' };
export const removeFromListCall: CallRef<typeof full.removeFromListCall> = {
  path: '/products/wishlist/remove_product.php',
  access: 'customer',
};
export const resetPasswordCall: CallRef<typeof full.resetPasswordCall> = { path: '/changepwd.php', access: 'none' };
export const returnItemCall: CallRef<typeof full.returnItemCall> = { path: '/orders/return_item.php', access: 'customer' };
export const returnReasonsCall: CallRef<typeof full.returnReasonsCall> = { path: '/orders/return_reasons.php', access: 'customer' };
export const saveBusinessProfileCall: CallRef<typeof full.saveBusinessProfileCall> = {
  path: '/profile/business_save.php',
  access: 'customer',
};
export const searchFilterCall: CallRef<typeof full.searchFilterCall> = { path: '/products/search_filter.php', access: 'guest' };
export const searchHelpCall: CallRef<typeof full.searchHelpCall> = { path: '/products/search_help.php', access: 'guest' };
export const secondVariationCall: CallRef<typeof full.secondVariationCall> = { path: '/products/second_variation.php', access: 'none' };
export const sendCodeCall: CallRef<typeof full.sendCodeCall> = { path: '/sendcode.php', access: 'none' };
export const setMarketingConsentCall: CallRef<typeof full.setMarketingConsentCall> = {
  path: '/profile/set_marketing_consent.php',
  access: 'customer',
};
export const storeInfoCall: CallRef<typeof full.storeInfoCall> = { path: '/profile/store_info.php', access: 'guest' };
export const suggestCall: CallRef<typeof full.suggestCall> = { path: '/products/suggest.php', access: 'guest' };
export const taxDocumentPdfCall: CallRef<typeof full.taxDocumentPdfCall> = { path: '/orders/tax_document.php', access: 'customer' };
export const taxDocumentsCall: CallRef<typeof full.taxDocumentsCall> = { path: '/orders/tax_documents.php', access: 'customer' };
export const thirdPartyLoginCall: CallRef<typeof full.thirdPartyLoginCall> = { path: '/thirdparty_login.php', access: 'none' };
export const walletBalanceCall: CallRef<typeof full.walletBalanceCall> = { path: '/profile/wallet/balance.php', access: 'customer' };
export const walletExchangeCall: CallRef<typeof full.walletExchangeCall> = { path: '/profile/wallet/exchange.php', access: 'customer' };
export const walletHistoryCall: CallRef<typeof full.walletHistoryCall> = { path: '/profile/wallet/history.php', access: 'customer' };
