// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit. Each call of the contract
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
export const adminAuditListCall: CallRef<typeof full.adminAuditListCall> = { path: '/admin/audit/list.php', access: 'admin' };
export const adminBannerDeleteCall: CallRef<typeof full.adminBannerDeleteCall> = { path: '/admin/banners/delete.php', access: 'admin' };
export const adminBannerSaveCall: CallRef<typeof full.adminBannerSaveCall> = { path: '/admin/banners/save.php', access: 'admin' };
export const adminBannersListCall: CallRef<typeof full.adminBannersListCall> = { path: '/admin/banners/list.php', access: 'admin' };
export const adminBannersReorderCall: CallRef<typeof full.adminBannersReorderCall> = {
  path: '/admin/banners/reorder.php',
  access: 'admin',
};
export const adminBranchDeleteCall: CallRef<typeof full.adminBranchDeleteCall> = {
  path: '/admin/content/branch_delete.php',
  access: 'admin',
};
export const adminBranchesListCall: CallRef<typeof full.adminBranchesListCall> = { path: '/admin/content/branches.php', access: 'admin' };
export const adminBranchesReorderCall: CallRef<typeof full.adminBranchesReorderCall> = {
  path: '/admin/content/branch_reorder.php',
  access: 'admin',
};
export const adminBranchSaveCall: CallRef<typeof full.adminBranchSaveCall> = { path: '/admin/content/branch_save.php', access: 'admin' };
export const adminCatalogOptionsCall: CallRef<typeof full.adminCatalogOptionsCall> = {
  path: '/admin/products/options.php',
  access: 'admin',
};
export const adminCategoriesListCall: CallRef<typeof full.adminCategoriesListCall> = {
  path: '/admin/categories/list.php',
  access: 'admin',
};
export const adminCategoriesReorderCall: CallRef<typeof full.adminCategoriesReorderCall> = {
  path: '/admin/categories/reorder.php',
  access: 'admin',
};
export const adminCategoryDeleteCall: CallRef<typeof full.adminCategoryDeleteCall> = {
  path: '/admin/categories/delete.php',
  access: 'admin',
};
export const adminCategorySaveCall: CallRef<typeof full.adminCategorySaveCall> = { path: '/admin/categories/save.php', access: 'admin' };
export const adminCouponCreateCall: CallRef<typeof full.adminCouponCreateCall> = { path: '/admin/coupons/create.php', access: 'admin' };
export const adminCouponSetActiveCall: CallRef<typeof full.adminCouponSetActiveCall> = {
  path: '/admin/coupons/set_active.php',
  access: 'admin',
};
export const adminCouponsListCall: CallRef<typeof full.adminCouponsListCall> = { path: '/admin/coupons/list.php', access: 'admin' };
export const adminCouponUpdateCall: CallRef<typeof full.adminCouponUpdateCall> = { path: '/admin/coupons/update.php', access: 'admin' };
export const adminCustomerGetCall: CallRef<typeof full.adminCustomerGetCall> = { path: '/admin/customers/get.php', access: 'admin' };
export const adminCustomersListCall: CallRef<typeof full.adminCustomersListCall> = { path: '/admin/customers/list.php', access: 'admin' };
export const adminDashboardCall: CallRef<typeof full.adminDashboardCall> = { path: '/admin/dashboard.php', access: 'admin' };
export const adminFamiliesListCall: CallRef<typeof full.adminFamiliesListCall> = { path: '/admin/variations/list.php', access: 'admin' };
export const adminFamilyGetCall: CallRef<typeof full.adminFamilyGetCall> = { path: '/admin/variations/family.php', access: 'admin' };
export const adminFaqDeleteCall: CallRef<typeof full.adminFaqDeleteCall> = { path: '/admin/content/faq_delete.php', access: 'admin' };
export const adminFaqListCall: CallRef<typeof full.adminFaqListCall> = { path: '/admin/content/faq.php', access: 'admin' };
export const adminFaqReorderCall: CallRef<typeof full.adminFaqReorderCall> = { path: '/admin/content/faq_reorder.php', access: 'admin' };
export const adminFaqSaveCall: CallRef<typeof full.adminFaqSaveCall> = { path: '/admin/content/faq_save.php', access: 'admin' };
export const adminGroupDeleteCall: CallRef<typeof full.adminGroupDeleteCall> = { path: '/admin/groups/delete.php', access: 'admin' };
export const adminGroupSaveCall: CallRef<typeof full.adminGroupSaveCall> = { path: '/admin/groups/save.php', access: 'admin' };
export const adminGroupsListCall: CallRef<typeof full.adminGroupsListCall> = { path: '/admin/groups/list.php', access: 'admin' };
export const adminGroupsReorderCall: CallRef<typeof full.adminGroupsReorderCall> = { path: '/admin/groups/reorder.php', access: 'admin' };
export const adminLegalListCall: CallRef<typeof full.adminLegalListCall> = { path: '/admin/content/legal.php', access: 'admin' };
export const adminLegalSaveCall: CallRef<typeof full.adminLegalSaveCall> = { path: '/admin/content/legal_save.php', access: 'admin' };
export const adminLowStockCall: CallRef<typeof full.adminLowStockCall> = { path: '/admin/stock/low.php', access: 'admin' };
export const adminMeCall: CallRef<typeof full.adminMeCall> = { path: '/admin/me.php', access: 'admin' };
export const adminNotifySendCall: CallRef<typeof full.adminNotifySendCall> = { path: '/admin/notifications/send.php', access: 'admin' };
export const adminOrderGetCall: CallRef<typeof full.adminOrderGetCall> = { path: '/admin/orders/get.php', access: 'admin' };
export const adminOrderMoveCall: CallRef<typeof full.adminOrderMoveCall> = { path: '/admin/orders/change_status.php', access: 'admin' };
export const adminOrdersBulkMoveCall: CallRef<typeof full.adminOrdersBulkMoveCall> = {
  path: '/admin/orders/bulk_status.php',
  access: 'admin',
};
export const adminOrdersListCall: CallRef<typeof full.adminOrdersListCall> = { path: '/admin/orders/list.php', access: 'admin' };
export const adminPackingSlipCall: CallRef<typeof full.adminPackingSlipCall> = { path: '/admin/orders/packing_slip.php', access: 'admin' };
export const adminPhotoDeleteCall: CallRef<typeof full.adminPhotoDeleteCall> = {
  path: '/admin/products/photos/delete.php',
  access: 'admin',
};
export const adminPhotoReorderCall: CallRef<typeof full.adminPhotoReorderCall> = {
  path: '/admin/products/photos/reorder.php',
  access: 'admin',
};
export const adminPhotoSetMainCall: CallRef<typeof full.adminPhotoSetMainCall> = {
  path: '/admin/products/photos/set_main.php',
  access: 'admin',
};
export const adminPhotoUploadCall: CallRef<typeof full.adminPhotoUploadCall> = {
  path: '/admin/products/photos/upload.php',
  access: 'admin',
};
export const adminProductCreateCall: CallRef<typeof full.adminProductCreateCall> = { path: '/admin/products/create.php', access: 'admin' };
export const adminProductDeleteCall: CallRef<typeof full.adminProductDeleteCall> = { path: '/admin/products/delete.php', access: 'admin' };
export const adminProductGetCall: CallRef<typeof full.adminProductGetCall> = { path: '/admin/products/get.php', access: 'admin' };
export const adminProductsListCall: CallRef<typeof full.adminProductsListCall> = { path: '/admin/products/list.php', access: 'admin' };
export const adminProductUpdateCall: CallRef<typeof full.adminProductUpdateCall> = { path: '/admin/products/update.php', access: 'admin' };
export const adminProductVisibilityCall: CallRef<typeof full.adminProductVisibilityCall> = {
  path: '/admin/products/set_visible.php',
  access: 'admin',
};
export const adminQuizDeleteCall: CallRef<typeof full.adminQuizDeleteCall> = { path: '/admin/quiz/delete.php', access: 'admin' };
export const adminQuizImageCall: CallRef<typeof full.adminQuizImageCall> = { path: '/admin/quiz/image.php', access: 'admin' };
export const adminQuizListCall: CallRef<typeof full.adminQuizListCall> = { path: '/admin/quiz/list.php', access: 'admin' };
export const adminQuizReorderCall: CallRef<typeof full.adminQuizReorderCall> = { path: '/admin/quiz/reorder.php', access: 'admin' };
export const adminQuizSaveCall: CallRef<typeof full.adminQuizSaveCall> = { path: '/admin/quiz/save.php', access: 'admin' };
export const adminRegionAddCall: CallRef<typeof full.adminRegionAddCall> = { path: '/admin/content/region_add.php', access: 'admin' };
export const adminRegionFeeCall: CallRef<typeof full.adminRegionFeeCall> = { path: '/admin/content/region_fee.php', access: 'admin' };
export const adminRegionsListCall: CallRef<typeof full.adminRegionsListCall> = { path: '/admin/content/regions.php', access: 'admin' };
export const adminReturnDecideCall: CallRef<typeof full.adminReturnDecideCall> = { path: '/admin/returns/decide.php', access: 'admin' };
export const adminReturnRetryCardRefundCall: CallRef<typeof full.adminReturnRetryCardRefundCall> = {
  path: '/admin/returns/retry_card_refund.php',
  access: 'admin',
};
export const adminReturnsListCall: CallRef<typeof full.adminReturnsListCall> = { path: '/admin/returns/list.php', access: 'admin' };
export const adminReviewReplyCall: CallRef<typeof full.adminReviewReplyCall> = { path: '/admin/reviews/reply.php', access: 'admin' };
export const adminReviewSetHiddenCall: CallRef<typeof full.adminReviewSetHiddenCall> = {
  path: '/admin/reviews/set_hidden.php',
  access: 'admin',
};
export const adminReviewsListCall: CallRef<typeof full.adminReviewsListCall> = { path: '/admin/reviews/list.php', access: 'admin' };
export const adminSearchMissesCall: CallRef<typeof full.adminSearchMissesCall> = { path: '/admin/searches/misses.php', access: 'admin' };
export const adminSettingsGetCall: CallRef<typeof full.adminSettingsGetCall> = { path: '/admin/content/settings.php', access: 'admin' };
export const adminSettingsSaveCall: CallRef<typeof full.adminSettingsSaveCall> = {
  path: '/admin/content/settings_save.php',
  access: 'admin',
};
export const adminStockAdjustCall: CallRef<typeof full.adminStockAdjustCall> = { path: '/admin/stock/adjust.php', access: 'admin' };
export const adminStockExportCall: CallRef<typeof full.adminStockExportCall> = { path: '/admin/stock/export.php', access: 'admin' };
export const adminStockImportApplyCall: CallRef<typeof full.adminStockImportApplyCall> = {
  path: '/admin/stock/import_apply.php',
  access: 'admin',
};
export const adminStockImportPreviewCall: CallRef<typeof full.adminStockImportPreviewCall> = {
  path: '/admin/stock/import_preview.php',
  access: 'admin',
};
export const adminSynonymAddCall: CallRef<typeof full.adminSynonymAddCall> = { path: '/admin/synonyms/add.php', access: 'admin' };
export const adminSynonymDeleteCall: CallRef<typeof full.adminSynonymDeleteCall> = { path: '/admin/synonyms/delete.php', access: 'admin' };
export const adminSynonymSaveCall: CallRef<typeof full.adminSynonymSaveCall> = { path: '/admin/synonyms/save.php', access: 'admin' };
export const adminSynonymsListCall: CallRef<typeof full.adminSynonymsListCall> = { path: '/admin/synonyms/list.php', access: 'admin' };
export const adminTaxDocumentPdfCall: CallRef<typeof full.adminTaxDocumentPdfCall> = {
  path: '/admin/orders/tax_document.php',
  access: 'admin',
};
export const adminTaxDocumentsCall: CallRef<typeof full.adminTaxDocumentsCall> = {
  path: '/admin/orders/tax_documents.php',
  access: 'admin',
};
export const adminVariationDeleteCall: CallRef<typeof full.adminVariationDeleteCall> = {
  path: '/admin/variations/delete.php',
  access: 'admin',
};
export const adminVariationOptionDeleteCall: CallRef<typeof full.adminVariationOptionDeleteCall> = {
  path: '/admin/variations/option_delete.php',
  access: 'admin',
};
export const adminVariationOptionSaveCall: CallRef<typeof full.adminVariationOptionSaveCall> = {
  path: '/admin/variations/option_save.php',
  access: 'admin',
};
export const adminVariationSaveCall: CallRef<typeof full.adminVariationSaveCall> = { path: '/admin/variations/save.php', access: 'admin' };
export const adminWalletAdjustCall: CallRef<typeof full.adminWalletAdjustCall> = {
  path: '/admin/customers/wallet_adjust.php',
  access: 'admin',
};
export const authProvidersCall: CallRef<typeof full.authProvidersCall> = { path: '/auth/providers.php', access: 'none' };
export const backInStockRequestCall: CallRef<typeof full.backInStockRequestCall> = { path: '/products/notify_me.php', access: 'customer' };
export const backInStockStatusCall: CallRef<typeof full.backInStockStatusCall> = {
  path: '/products/back_in_stock.php',
  access: 'customer',
};
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
export const myDataCall: CallRef<typeof full.myDataCall> = { path: '/profile/my_data.php', access: 'customer' };
export const notificationsListCall: CallRef<typeof full.notificationsListCall> = { path: '/notifications_list.php', access: 'customer' };
export const offersCall: CallRef<typeof full.offersCall> = { path: '/products/offers.php', access: 'guest' };
export const orderDetailsCall: CallRef<typeof full.orderDetailsCall> = { path: '/orders/order_details.php', access: 'customer' };
export const ordersListCall: CallRef<typeof full.ordersListCall> = { path: '/orders/list.php', access: 'customer' };
export const paymentMethodsCall: CallRef<typeof full.paymentMethodsCall> = { path: '/cart/payment_methods.php', access: 'customer' };
export const paymentStatusCall: CallRef<typeof full.paymentStatusCall> = { path: '/cart/getPaymentStatus.php', access: 'customer' };
export const payNowCall: CallRef<typeof full.payNowCall> = { path: '/cart/pay_now.php', access: 'customer' };
export const payOrderCall: CallRef<typeof full.payOrderCall> = { path: '/orders/pay_order.php', access: 'customer' };
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
export const searchFilterCall: CallRef<typeof full.searchFilterCall> = { path: '/products/search_filter.php', access: 'guest' };
export const searchHelpCall: CallRef<typeof full.searchHelpCall> = { path: '/products/search_help.php', access: 'guest' };
export const secondVariationCall: CallRef<typeof full.secondVariationCall> = { path: '/products/second_variation.php', access: 'none' };
export const sendCodeCall: CallRef<typeof full.sendCodeCall> = { path: '/sendcode.php', access: 'none' };
export const storeInfoCall: CallRef<typeof full.storeInfoCall> = { path: '/profile/store_info.php', access: 'guest' };
export const suggestCall: CallRef<typeof full.suggestCall> = { path: '/products/suggest.php', access: 'guest' };
export const taxDocumentPdfCall: CallRef<typeof full.taxDocumentPdfCall> = { path: '/orders/tax_document.php', access: 'customer' };
export const taxDocumentsCall: CallRef<typeof full.taxDocumentsCall> = { path: '/orders/tax_documents.php', access: 'customer' };
export const thirdPartyLoginCall: CallRef<typeof full.thirdPartyLoginCall> = { path: '/thirdparty_login.php', access: 'none' };
export const walletBalanceCall: CallRef<typeof full.walletBalanceCall> = { path: '/profile/wallet/balance.php', access: 'customer' };
export const walletExchangeCall: CallRef<typeof full.walletExchangeCall> = { path: '/profile/wallet/exchange.php', access: 'customer' };
export const walletHistoryCall: CallRef<typeof full.walletHistoryCall> = { path: '/profile/wallet/history.php', access: 'customer' };
