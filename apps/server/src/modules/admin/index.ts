// The shop owner's console: every call under /api/admin/, admin role only (route() answers 401/403).
// One folder per area of the console, each with its routes.ts, service.ts, messages.ts (where it has its own)
// and tests; shared/ holds what the areas share (writing the audit log, the messages several areas answer
// with, uploads, list helpers).
import type { FastifyInstance } from 'fastify';
import { adminAccountsRoutes } from './accounts/routes';
import { adminStaffRoutes } from './staff/routes';
import { adminAlertsRoutes } from './alerts/routes';
import { adminAuditRoutes } from './audit/routes';
import { adminOrdersRoutes } from './orders/routes';
import { adminReturnsRoutes } from './returns/routes';
import { adminProductsRoutes } from './products/routes';
import { adminStockRoutes } from './stock/routes';
import { adminBatchesRoutes } from './batches/routes';
import { adminCouponsRoutes } from './coupons/routes';
import { adminReviewsRoutes } from './reviews/routes';
import { adminNotificationsRoutes } from './notifications/routes';
import { adminCustomersRoutes } from './customers/routes';
import { adminDashboardRoutes } from './dashboard/routes';
import { adminContentRoutes } from './content/routes';
import { adminQuizRoutes } from './quiz/routes';
import { adminGroupsRoutes } from './groups/routes';
import { adminCategoriesRoutes } from './categories/routes';
import { adminVariationsRoutes } from './variations/routes';
import { adminBannersRoutes } from './banners/routes';
import { adminSearchRoutes } from './search/routes';
import { adminReportsRoutes } from './reports/routes';
import { adminPayoutsRoutes } from './payouts/routes';

export async function adminRoutes(app: FastifyInstance) {
  // In this order, the calls are listed in app.calls (and the OpenAPI document) as before the split.
  await adminAccountsRoutes(app);
  await adminAuditRoutes(app);
  await adminOrdersRoutes(app);
  await adminReturnsRoutes(app);
  await adminProductsRoutes(app);
  await adminStockRoutes(app);
  await adminBatchesRoutes(app);
  await adminCouponsRoutes(app);
  await adminReviewsRoutes(app);
  await adminNotificationsRoutes(app);
  await adminCustomersRoutes(app);
  await adminDashboardRoutes(app);
  await adminContentRoutes(app);
  await adminQuizRoutes(app);
  await adminGroupsRoutes(app);
  await adminCategoriesRoutes(app);
  await adminVariationsRoutes(app);
  await adminBannersRoutes(app);
  await adminSearchRoutes(app);
  await adminReportsRoutes(app);
  await adminPayoutsRoutes(app);
  await adminAlertsRoutes(app);
  await adminStaffRoutes(app);
}
