// The shop owner's console: every call under /api/admin/, admin role only (route() answers 401/403).
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  adminAuditListCall,
  adminMeCall,
  adminOrderGetCall,
  adminOrderMoveCall,
  adminOrdersListCall,
  adminOrdersBulkMoveCall,
  adminPackingSlipCall,
  adminReturnDecideCall,
  adminReturnsListCall,
  adminCatalogOptionsCall,
  adminLowStockCall,
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
  adminStockAdjustCall,
  adminStockExportCall,
  adminStockImportApplyCall,
  adminStockImportPreviewCall,
  adminCouponCreateCall,
  adminCouponSetActiveCall,
  adminCouponsListCall,
  adminCouponUpdateCall,
  adminCustomerGetCall,
  adminCustomersListCall,
  adminDashboardCall,
  adminNotifySendCall,
  adminReviewSetHiddenCall,
  adminReviewReplyCall,
  adminReviewsListCall,
  adminWalletAdjustCall,
  adminFaqDeleteCall,
  adminFaqListCall,
  adminFaqSaveCall,
  adminRegionFeeCall,
  adminRegionsListCall,
  adminSettingsGetCall,
  adminSettingsSaveCall,
  adminBranchDeleteCall,
  adminBranchesListCall,
  adminBranchesReorderCall,
  adminBranchSaveCall,
  adminFaqReorderCall,
  adminLegalListCall,
  adminLegalSaveCall,
  adminRegionAddCall,
  adminQuizDeleteCall,
  adminQuizImageCall,
  adminQuizListCall,
  adminQuizReorderCall,
  adminQuizSaveCall,
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
} from '@shop/contract';
import { users } from '../../db/schema';
import { route } from '../../http/route';
import { listAudit } from './audit';
import {
  addRegion,
  contentAdminMessages as cm,
  deleteBranch,
  deleteFaq,
  getSettings,
  listBranches,
  listFaq,
  listLegal,
  listRegions,
  reorderBranches,
  reorderFaq,
  saveBranch,
  saveFaq,
  saveLegal,
  saveSettings,
  setRegionFee,
} from './content';
import { deleteQuestion, listQuestions, quizAdminMessages as qm, reorderQuestions, saveQuestion, setQuestionImage } from './quiz';
import { createCoupon, listCoupons, setCouponActive, updateCoupon } from './coupons';
import { adjustWallet, customerDetail, listCustomers } from './customers';
import { dashboard } from './dashboard';
import { sendNotification } from './notifications';
import { listReviews, replyToReview, setReviewHidden } from './reviews';
import { adminMessages } from './messages';
import { listOrders, moveOrder, moveOrders, orderDetail, packingSlip } from './orders';
import {
  catalogOptions,
  createProduct,
  deletePhoto,
  deleteProduct,
  listProducts,
  productDetail,
  reorderPhotos,
  setMainPhoto,
  setProductVisible,
  updateProduct,
  uploadPhoto,
} from './products';
import { decideReturn, listReturns } from './returns';
import { adjustStock, applyCsv, exportStockCsv, lowStock, previewCsv } from './stock';
import { bannerMessages, deleteBanner, listBanners, reorderBanners, saveBanner } from './banners';
import {
  categoryTree,
  deleteCategory,
  deleteGroup,
  deleteOption,
  deleteVariation,
  listFamilies,
  listGroups,
  productFamily,
  reorderCategories,
  reorderGroups,
  saveCategory,
  saveGroup,
  saveOption,
  saveVariation,
  taxonomyMessages as tm,
} from './taxonomy';

export async function adminRoutes(app: FastifyInstance) {
  route(app, adminMeCall, async ({ db, userId }) => {
    const [me] = await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
    return { data: me! };
  });
  route(app, adminAuditListCall, async ({ db, input }) => ({ data: await listAudit(db, input) }));

  route(app, adminOrdersListCall, async ({ db, input, lang }) => ({ data: await listOrders(db, input, lang) }));
  route(app, adminOrderGetCall, async ({ db, input, lang }) => ({ data: await orderDetail(db, input.order_id, lang) }));
  route(app, adminOrderMoveCall, async ({ db, input, lang, userId }) => {
    const data = await moveOrder(db, userId, input, lang);
    return { data, msg: adminMessages.orderMoved, msgParams: { id: data.id, status: data.status } };
  });
  route(app, adminOrdersBulkMoveCall, async ({ db, input, lang, userId }) => {
    const data = await moveOrders(db, userId, input, lang);
    return { data, msg: adminMessages.ordersMoved, msgParams: { moved: data.moved, asked: data.results.length } };
  });
  route(app, adminPackingSlipCall, async ({ db, input }) => ({ data: await packingSlip(db, input.order_id) }));

  route(app, adminReturnsListCall, async ({ db, input, lang }) => ({ data: await listReturns(db, input, lang) }));
  route(app, adminReturnDecideCall, async ({ db, input, lang, userId }) => {
    const { row, amount } = await decideReturn(db, userId, input, lang);
    return input.decision === 'approve'
      ? { data: row, msg: adminMessages.returnApproved, msgParams: { amount: (amount / 100).toFixed(2) } }
      : { data: row, msg: adminMessages.returnRefused };
  });

  const { media } = app;
  route(app, adminProductsListCall, async ({ db, input }) => ({ data: await listProducts(db, input) }));
  route(app, adminProductGetCall, async ({ db, input }) => ({ data: await productDetail(db, input.product_id) }));
  route(app, adminProductCreateCall, async ({ db, input, userId }) => ({ data: await createProduct(db, userId, input), msg: adminMessages.productSaved }));
  route(app, adminProductUpdateCall, async ({ db, input, userId }) => ({ data: await updateProduct(db, userId, input), msg: adminMessages.productSaved }));
  route(app, adminProductVisibilityCall, async ({ db, input, userId }) => ({ data: await setProductVisible(db, userId, input.product_id, input.visible === 1) }));
  route(app, adminProductDeleteCall, async ({ db, input, userId }) => ({ data: await deleteProduct(db, media, userId, input.product_id), msg: adminMessages.productDeleted }));
  route(app, adminPhotoUploadCall, async ({ db, input, userId }) => ({ data: await uploadPhoto(db, media, userId, input.product_id, input.photo) }));
  route(app, adminPhotoReorderCall, async ({ db, input, userId }) => ({ data: await reorderPhotos(db, userId, input.product_id, input.photo_ids) }));
  route(app, adminPhotoDeleteCall, async ({ db, input, userId }) => ({ data: await deletePhoto(db, media, userId, input.photo_id) }));
  route(app, adminPhotoSetMainCall, async ({ db, input, userId }) => ({ data: await setMainPhoto(db, userId, input.photo_id) }));
  route(app, adminCatalogOptionsCall, async ({ db }) => ({ data: await catalogOptions(db) }));

  route(app, adminStockAdjustCall, async ({ db, input, userId }) => ({ data: await adjustStock(db, userId, input), msg: adminMessages.stockAdjusted }));
  route(app, adminLowStockCall, async ({ db, input }) => ({ data: await lowStock(db, input.threshold) }));
  route(app, adminStockExportCall, async ({ db }) => ({ data: await exportStockCsv(db) }));
  route(app, adminStockImportPreviewCall, async ({ db, input, lang }) => ({ data: await previewCsv(db, input.csv, lang) }));
  route(app, adminStockImportApplyCall, async ({ db, input, lang, userId }) => {
    const data = await applyCsv(db, userId, input.csv, lang);
    return { data, msg: adminMessages.csvApplied, msgParams: { count: data.updated } };
  });

  route(app, adminCouponsListCall, async ({ db, input }) => ({ data: await listCoupons(db, input.offset) }));
  route(app, adminCouponCreateCall, async ({ db, input, userId }) => ({ data: await createCoupon(db, userId, input), msg: adminMessages.couponSaved }));
  route(app, adminCouponUpdateCall, async ({ db, input, userId }) => ({ data: await updateCoupon(db, userId, input), msg: adminMessages.couponSaved }));
  route(app, adminCouponSetActiveCall, async ({ db, input, userId }) => ({ data: await setCouponActive(db, userId, input.coupon_id, input.active === 1), msg: adminMessages.couponSaved }));

  route(app, adminReviewsListCall, async ({ db, input, lang }) => ({ data: await listReviews(db, input, lang) }));
  route(app, adminReviewSetHiddenCall, async ({ db, input, lang, userId }) => ({
    data: await setReviewHidden(db, userId, input.review_id, input.hidden === 1, lang),
    msg: input.hidden === 1 ? adminMessages.reviewHidden : adminMessages.reviewShown,
  }));

  route(app, adminReviewReplyCall, async ({ db, input, lang, userId }) => ({
    data: await replyToReview(db, userId, input.review_id, input.reply ?? '', lang),
    msg: input.reply ? adminMessages.replySaved : adminMessages.replyRemoved,
  }));

  route(app, adminNotifySendCall, async ({ db, input, userId }) => {
    const data = await sendNotification(db, userId, input);
    return { data, msg: adminMessages.notificationsSent, msgParams: { count: data.sent } };
  });

  route(app, adminCustomersListCall, async ({ db, input }) => ({ data: await listCustomers(db, input) }));
  route(app, adminCustomerGetCall, async ({ db, input, lang }) => ({ data: await customerDetail(db, input.customer_id, lang) }));
  route(app, adminWalletAdjustCall, async ({ db, input, userId }) => ({ data: await adjustWallet(db, userId, input), msg: adminMessages.walletAdjusted }));

  route(app, adminDashboardCall, async ({ db, input, lang }) => ({ data: await dashboard(db, input.low_stock_threshold, lang) }));

  route(app, adminSettingsGetCall, async ({ db }) => ({ data: await getSettings(db) }));
  route(app, adminSettingsSaveCall, async ({ db, input, userId }) => ({ data: await saveSettings(db, userId, input), msg: cm.settingsSaved }));
  route(app, adminRegionsListCall, async ({ db }) => ({ data: await listRegions(db) }));
  route(app, adminRegionFeeCall, async ({ db, input, userId }) => ({ data: await setRegionFee(db, userId, input.region_id, input.delivery_fee), msg: cm.feeSaved }));
  route(app, adminFaqListCall, async ({ db }) => ({ data: await listFaq(db) }));
  route(app, adminFaqSaveCall, async ({ db, input, userId }) => ({ data: await saveFaq(db, userId, input), msg: cm.faqSaved }));
  route(app, adminFaqDeleteCall, async ({ db, input, userId }) => ({ data: await deleteFaq(db, userId, input.faq_id), msg: cm.faqDeleted }));
  route(app, adminFaqReorderCall, async ({ db, input, userId }) => ({ data: await reorderFaq(db, userId, input.faq_ids), msg: cm.orderSaved }));
  route(app, adminRegionAddCall, async ({ db, input, userId }) => ({ data: await addRegion(db, userId, input), msg: cm.regionAdded }));
  route(app, adminBranchesListCall, async ({ db }) => ({ data: await listBranches(db) }));
  route(app, adminBranchSaveCall, async ({ db, input, userId }) => ({ data: await saveBranch(db, userId, input), msg: cm.branchSaved }));
  route(app, adminBranchesReorderCall, async ({ db, input, userId }) => ({ data: await reorderBranches(db, userId, input.branch_ids), msg: cm.orderSaved }));
  route(app, adminBranchDeleteCall, async ({ db, input, userId }) => ({ data: await deleteBranch(db, userId, input.branch_id), msg: cm.branchDeleted }));
  route(app, adminLegalListCall, async ({ db }) => ({ data: await listLegal(db) }));
  route(app, adminLegalSaveCall, async ({ db, input, userId }) => ({ data: await saveLegal(db, userId, input), msg: cm.legalSaved }));

  route(app, adminQuizListCall, async ({ db }) => ({ data: await listQuestions(db) }));
  route(app, adminQuizSaveCall, async ({ db, input, userId }) => ({ data: await saveQuestion(db, userId, input), msg: qm.questionSaved }));
  route(app, adminQuizImageCall, async ({ db, input, userId }) => ({ data: await setQuestionImage(db, media, userId, input.question_id, input.image), msg: qm.imageSaved }));
  route(app, adminQuizReorderCall, async ({ db, input, userId }) => ({ data: await reorderQuestions(db, userId, input.question_ids), msg: cm.orderSaved }));
  route(app, adminQuizDeleteCall, async ({ db, input, userId }) => ({ data: await deleteQuestion(db, media, userId, input.question_id), msg: qm.questionDeleted }));

  route(app, adminGroupsListCall, async ({ db }) => ({ data: await listGroups(db) }));
  route(app, adminGroupSaveCall, async ({ db, input, userId }) => ({ data: await saveGroup(db, userId, input), msg: tm.groupSaved }));
  route(app, adminGroupsReorderCall, async ({ db, input, userId }) => ({ data: await reorderGroups(db, userId, input.group_ids), msg: tm.orderSaved }));
  route(app, adminGroupDeleteCall, async ({ db, input, userId }) => ({ data: await deleteGroup(db, userId, input.group_id), msg: tm.groupDeleted }));
  route(app, adminCategoriesListCall, async ({ db }) => ({ data: await categoryTree(db) }));
  route(app, adminCategorySaveCall, async ({ db, input, userId }) => ({ data: await saveCategory(db, media, userId, input), msg: tm.categorySaved }));
  route(app, adminCategoriesReorderCall, async ({ db, input, userId }) => ({ data: await reorderCategories(db, userId, input.parent_id, input.category_ids), msg: tm.orderSaved }));
  route(app, adminCategoryDeleteCall, async ({ db, input, userId }) => ({ data: await deleteCategory(db, media, userId, input.category_id), msg: tm.categoryDeleted }));
  route(app, adminFamiliesListCall, async ({ db, input }) => ({ data: await listFamilies(db, input) }));
  route(app, adminFamilyGetCall, async ({ db, input }) => ({ data: await productFamily(db, input.product_id) }));
  route(app, adminVariationSaveCall, async ({ db, input, userId }) => ({ data: await saveVariation(db, userId, input), msg: tm.variationSaved }));
  route(app, adminVariationDeleteCall, async ({ db, input, userId }) => ({ data: await deleteVariation(db, userId, input.variation_id), msg: tm.variationDeleted }));
  route(app, adminVariationOptionSaveCall, async ({ db, input, userId }) => ({ data: await saveOption(db, userId, input), msg: tm.optionSaved }));
  route(app, adminVariationOptionDeleteCall, async ({ db, input, userId }) => ({ data: await deleteOption(db, userId, input.option_id), msg: tm.optionDeleted }));
  route(app, adminBannersListCall, async ({ db }) => ({ data: await listBanners(db) }));
  route(app, adminBannerSaveCall, async ({ db, input, userId }) => ({ data: await saveBanner(db, media, userId, input), msg: bannerMessages.bannerSaved }));
  route(app, adminBannersReorderCall, async ({ db, input, userId }) => ({ data: await reorderBanners(db, userId, input.banner_ids), msg: tm.orderSaved }));
  route(app, adminBannerDeleteCall, async ({ db, input, userId }) => ({ data: await deleteBanner(db, media, userId, input.banner_id), msg: bannerMessages.bannerDeleted }));
}
