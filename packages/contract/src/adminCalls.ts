// Written by `npm run contract:calls` (scripts/contract-calls.ts); do not edit.
// Each call of the owner's console without its zod schemas: the console sends calls with these.
import type { CallRef } from './call';
import type * as full from './index';

export const adminAlertReadCall: CallRef<typeof full.adminAlertReadCall> = { path: '/admin/alerts/read.php', access: 'admin' };
export const adminAlertsListCall: CallRef<typeof full.adminAlertsListCall> = { path: '/admin/alerts/list.php', access: 'admin' };
export const adminAlertsReadAllCall: CallRef<typeof full.adminAlertsReadAllCall> = { path: '/admin/alerts/read_all.php', access: 'admin' };
export const adminAuditListCall: CallRef<typeof full.adminAuditListCall> = { path: '/admin/audit/list.php', access: 'admin' };
export const adminBannerDeleteCall: CallRef<typeof full.adminBannerDeleteCall> = { path: '/admin/banners/delete.php', access: 'admin' };
export const adminBannerSaveCall: CallRef<typeof full.adminBannerSaveCall> = { path: '/admin/banners/save.php', access: 'admin' };
export const adminBannersListCall: CallRef<typeof full.adminBannersListCall> = { path: '/admin/banners/list.php', access: 'admin' };
export const adminBannersReorderCall: CallRef<typeof full.adminBannersReorderCall> = {
  path: '/admin/banners/reorder.php',
  access: 'admin',
};
export const adminBatchDeleteCall: CallRef<typeof full.adminBatchDeleteCall> = { path: '/admin/batches/delete.php', access: 'admin' };
export const adminBatchesExpiringCall: CallRef<typeof full.adminBatchesExpiringCall> = {
  path: '/admin/batches/expiring.php',
  access: 'admin',
};
export const adminBatchesListCall: CallRef<typeof full.adminBatchesListCall> = { path: '/admin/batches/list.php', access: 'admin' };
export const adminBatchSaveCall: CallRef<typeof full.adminBatchSaveCall> = { path: '/admin/batches/save.php', access: 'admin' };
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
export const adminBranchStockCall: CallRef<typeof full.adminBranchStockCall> = { path: '/admin/stock/branches.php', access: 'admin' };
export const adminBranchStockSaveCall: CallRef<typeof full.adminBranchStockSaveCall> = {
  path: '/admin/stock/branch_save.php',
  access: 'admin',
};
export const adminCarrierLabelCall: CallRef<typeof full.adminCarrierLabelCall> = {
  path: '/admin/orders/carrier_label.php',
  access: 'admin',
};
export const adminCarrierPickupCall: CallRef<typeof full.adminCarrierPickupCall> = {
  path: '/admin/orders/carrier_pickup.php',
  access: 'admin',
};
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
export const adminEInvoiceSendCall: CallRef<typeof full.adminEInvoiceSendCall> = {
  path: '/admin/orders/einvoice_send.php',
  access: 'admin',
};
export const adminEInvoiceStatusCall: CallRef<typeof full.adminEInvoiceStatusCall> = {
  path: '/admin/orders/einvoice_status.php',
  access: 'admin',
};
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
export const adminOrderNoteAddCall: CallRef<typeof full.adminOrderNoteAddCall> = { path: '/admin/orders/note_add.php', access: 'admin' };
export const adminOrdersBulkMoveCall: CallRef<typeof full.adminOrdersBulkMoveCall> = {
  path: '/admin/orders/bulk_status.php',
  access: 'admin',
};
export const adminOrdersListCall: CallRef<typeof full.adminOrdersListCall> = { path: '/admin/orders/list.php', access: 'admin' };
export const adminPackingSlipsCall: CallRef<typeof full.adminPackingSlipsCall> = {
  path: '/admin/orders/packing_slips.php',
  access: 'admin',
};
export const adminPayoutCall: CallRef<typeof full.adminPayoutCall> = { path: '/admin/payouts/view.php', access: 'admin' };
export const adminPayoutPreviewCall: CallRef<typeof full.adminPayoutPreviewCall> = { path: '/admin/payouts/preview.php', access: 'admin' };
export const adminPayoutRecordCall: CallRef<typeof full.adminPayoutRecordCall> = { path: '/admin/payouts/record.php', access: 'admin' };
export const adminPayoutsCall: CallRef<typeof full.adminPayoutsCall> = { path: '/admin/payouts/list.php', access: 'admin' };
export const adminPayoutsOutstandingCall: CallRef<typeof full.adminPayoutsOutstandingCall> = {
  path: '/admin/payouts/outstanding.php',
  access: 'admin',
};
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
export const adminProductDuplicateCall: CallRef<typeof full.adminProductDuplicateCall> = {
  path: '/admin/products/duplicate.php',
  access: 'admin',
};
export const adminProductGetCall: CallRef<typeof full.adminProductGetCall> = { path: '/admin/products/get.php', access: 'admin' };
export const adminProductsBulkEditCall: CallRef<typeof full.adminProductsBulkEditCall> = {
  path: '/admin/products/bulk_edit.php',
  access: 'admin',
};
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
export const adminReportOrdersCsvCall: CallRef<typeof full.adminReportOrdersCsvCall> = {
  path: '/admin/reports/orders_csv.php',
  access: 'admin',
};
export const adminReportSalesCall: CallRef<typeof full.adminReportSalesCall> = { path: '/admin/reports/sales.php', access: 'admin' };
export const adminReportVatCall: CallRef<typeof full.adminReportVatCall> = { path: '/admin/reports/vat.php', access: 'admin' };
export const adminReportVatCsvCall: CallRef<typeof full.adminReportVatCsvCall> = { path: '/admin/reports/vat_csv.php', access: 'admin' };
export const adminReturnDecideCall: CallRef<typeof full.adminReturnDecideCall> = { path: '/admin/returns/decide.php', access: 'admin' };
export const adminReturnRetryCardRefundCall: CallRef<typeof full.adminReturnRetryCardRefundCall> = {
  path: '/admin/returns/retry_card_refund.php',
  access: 'admin',
};
export const adminReturnsListCall: CallRef<typeof full.adminReturnsListCall> = { path: '/admin/returns/list.php', access: 'admin' };
export const adminReviewApproveCall: CallRef<typeof full.adminReviewApproveCall> = { path: '/admin/reviews/approve.php', access: 'admin' };
export const adminReviewRejectCall: CallRef<typeof full.adminReviewRejectCall> = { path: '/admin/reviews/reject.php', access: 'admin' };
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
export const adminStaffInvitationCancelCall: CallRef<typeof full.adminStaffInvitationCancelCall> = {
  path: '/admin/staff/invitation_cancel.php',
  access: 'admin',
};
export const adminStaffInviteCall: CallRef<typeof full.adminStaffInviteCall> = { path: '/admin/staff/invite.php', access: 'admin' };
export const adminStaffListCall: CallRef<typeof full.adminStaffListCall> = { path: '/admin/staff/list.php', access: 'admin' };
export const adminStaffRemoveCall: CallRef<typeof full.adminStaffRemoveCall> = { path: '/admin/staff/remove.php', access: 'admin' };
export const adminStaffSetRoleCall: CallRef<typeof full.adminStaffSetRoleCall> = { path: '/admin/staff/set_role.php', access: 'admin' };
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
export const adminTaxDocumentXmlCall: CallRef<typeof full.adminTaxDocumentXmlCall> = {
  path: '/admin/orders/tax_document_xml.php',
  access: 'admin',
};
export const adminVariantGridSaveCall: CallRef<typeof full.adminVariantGridSaveCall> = {
  path: '/admin/variations/grid_save.php',
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
