// The shop owner's console (issue 8): every call is POST /api/admin/..., access 'admin' (401 guests, 403 customers).
import { z } from 'zod';
import { defineCall, noFields } from '../call';
import { adminAuditListCall } from './audit';
import {
  adminBranchDeleteCall,
  adminBranchesListCall,
  adminBranchesReorderCall,
  adminBranchSaveCall,
  adminFaqDeleteCall,
  adminFaqListCall,
  adminFaqReorderCall,
  adminFaqSaveCall,
  adminLegalListCall,
  adminLegalSaveCall,
  adminRegionAddCall,
  adminRegionFeeCall,
  adminRegionsListCall,
  adminSettingsGetCall,
  adminSettingsSaveCall,
} from './content';
import { adminQuizDeleteCall, adminQuizImageCall, adminQuizListCall, adminQuizReorderCall, adminQuizSaveCall } from './quiz';
import { adminCouponCreateCall, adminCouponSetActiveCall, adminCouponsListCall, adminCouponUpdateCall } from './coupons';
import { adminCustomerGetCall, adminCustomersListCall, adminWalletAdjustCall } from './customers';
import { adminDashboardCall } from './dashboard';
import { adminNotifySendCall } from './notifications';
import { adminOrderGetCall, adminOrderMoveCall, adminOrdersBulkMoveCall, adminOrdersListCall, adminPackingSlipCall } from './orders';
import { adminTaxDocumentPdfCall, adminTaxDocumentsCall } from '../invoices';
import {
  adminCatalogOptionsCall,
  adminPhotoDeleteCall,
  adminPhotoReorderCall,
  adminPhotoSetMainCall,
  adminPhotoUploadCall,
  adminProductCreateCall,
  adminProductDeleteCall,
  adminProductGetCall,
  adminProductsListCall,
  adminProductUpdateCall,
  adminProductVisibilityCall,
} from './products';
import { adminReturnDecideCall, adminReturnsListCall } from './returns';
import { adminReviewReplyCall, adminReviewSetHiddenCall, adminReviewsListCall } from './reviews';
import { adminLowStockCall, adminStockAdjustCall, adminStockExportCall, adminStockImportApplyCall, adminStockImportPreviewCall } from './stock';
import { adminBannerDeleteCall, adminBannerSaveCall, adminBannersListCall, adminBannersReorderCall } from './banners';
import {
  adminCategoriesListCall,
  adminCategoriesReorderCall,
  adminCategoryDeleteCall,
  adminCategorySaveCall,
  adminFamiliesListCall,
  adminFamilyGetCall,
  adminGroupDeleteCall,
  adminGroupSaveCall,
  adminGroupsListCall,
  adminGroupsReorderCall,
  adminVariationDeleteCall,
  adminVariationOptionDeleteCall,
  adminVariationOptionSaveCall,
  adminVariationSaveCall,
} from './taxonomy';

export * from './common';
export * from './orders';
export * from './returns';
export * from './products';
export * from './stock';
export * from './coupons';
export * from './reviews';
export * from './notifications';
export * from './customers';
export * from './dashboard';
export * from './audit';
export * from './content';
export * from './taxonomy';
export * from './banners';
export * from './quiz';

/** The signed-in admin: the console calls it first and shows itself only when it answers (else 401/403). */
export const adminMeCall = defineCall({
  path: '/admin/me.php',
  access: 'admin',
  request: noFields,
  data: z.object({ id: z.number(), name: z.string(), email: z.string() }),
});

/** Every admin call, so tests can prove each one refuses guests and customers. */
export const ADMIN_CALLS = [
  adminMeCall,
  adminDashboardCall,
  adminOrdersListCall,
  adminOrderGetCall,
  adminOrderMoveCall,
  adminOrdersBulkMoveCall,
  adminPackingSlipCall,
  adminTaxDocumentsCall,
  adminTaxDocumentPdfCall,
  adminReturnsListCall,
  adminReturnDecideCall,
  adminProductsListCall,
  adminProductGetCall,
  adminProductCreateCall,
  adminProductUpdateCall,
  adminProductVisibilityCall,
  adminProductDeleteCall,
  adminPhotoUploadCall,
  adminPhotoReorderCall,
  adminPhotoDeleteCall,
  adminPhotoSetMainCall,
  adminCatalogOptionsCall,
  adminStockAdjustCall,
  adminLowStockCall,
  adminStockExportCall,
  adminStockImportPreviewCall,
  adminStockImportApplyCall,
  adminCouponsListCall,
  adminCouponCreateCall,
  adminCouponUpdateCall,
  adminCouponSetActiveCall,
  adminReviewsListCall,
  adminReviewSetHiddenCall,
  adminReviewReplyCall,
  adminNotifySendCall,
  adminCustomersListCall,
  adminCustomerGetCall,
  adminWalletAdjustCall,
  adminAuditListCall,
  adminSettingsGetCall,
  adminSettingsSaveCall,
  adminRegionsListCall,
  adminRegionFeeCall,
  adminFaqListCall,
  adminFaqSaveCall,
  adminFaqDeleteCall,
  adminFaqReorderCall,
  adminRegionAddCall,
  adminBranchesListCall,
  adminBranchSaveCall,
  adminBranchesReorderCall,
  adminBranchDeleteCall,
  adminLegalListCall,
  adminLegalSaveCall,
  adminQuizListCall,
  adminQuizSaveCall,
  adminQuizImageCall,
  adminQuizReorderCall,
  adminQuizDeleteCall,
  adminGroupsListCall,
  adminGroupSaveCall,
  adminGroupsReorderCall,
  adminGroupDeleteCall,
  adminCategoriesListCall,
  adminCategorySaveCall,
  adminCategoriesReorderCall,
  adminCategoryDeleteCall,
  adminFamiliesListCall,
  adminFamilyGetCall,
  adminVariationSaveCall,
  adminVariationDeleteCall,
  adminVariationOptionSaveCall,
  adminVariationOptionDeleteCall,
  adminBannersListCall,
  adminBannerSaveCall,
  adminBannersReorderCall,
  adminBannerDeleteCall,
] as const;
