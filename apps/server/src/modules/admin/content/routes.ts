// The shop's content and settings: settings, delivery regions and fees, FAQ, branches, legal pages.
import type { FastifyInstance } from 'fastify';
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
} from '@shop/contract';
import { route } from '../../../http/route';
import { contentAdminMessages as cm } from './messages';
import {
  addRegion,
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
} from './service';

export async function adminContentRoutes(app: FastifyInstance) {
  route(app, adminSettingsGetCall, async ({ db }) => ({ data: await getSettings(db) }));
  route(app, adminSettingsSaveCall, async ({ db, input, userId }) => ({
    data: await saveSettings(db, userId, input),
    msg: cm.settingsSaved,
  }));
  route(app, adminRegionsListCall, async ({ db }) => ({ data: await listRegions(db) }));
  route(app, adminRegionFeeCall, async ({ db, input, userId }) => ({
    data: await setRegionFee(db, userId, input.region_id, input.delivery_fee),
    msg: cm.feeSaved,
  }));
  route(app, adminFaqListCall, async ({ db }) => ({ data: await listFaq(db) }));
  route(app, adminFaqSaveCall, async ({ db, input, userId }) => ({ data: await saveFaq(db, userId, input), msg: cm.faqSaved }));
  route(app, adminFaqDeleteCall, async ({ db, input, userId }) => ({
    data: await deleteFaq(db, userId, input.faq_id),
    msg: cm.faqDeleted,
  }));
  route(app, adminFaqReorderCall, async ({ db, input, userId }) => ({
    data: await reorderFaq(db, userId, input.faq_ids),
    msg: cm.orderSaved,
  }));
  route(app, adminRegionAddCall, async ({ db, input, userId }) => ({ data: await addRegion(db, userId, input), msg: cm.regionAdded }));
  route(app, adminBranchesListCall, async ({ db }) => ({ data: await listBranches(db) }));
  route(app, adminBranchSaveCall, async ({ db, input, userId }) => ({ data: await saveBranch(db, userId, input), msg: cm.branchSaved }));
  route(app, adminBranchesReorderCall, async ({ db, input, userId }) => ({
    data: await reorderBranches(db, userId, input.branch_ids),
    msg: cm.orderSaved,
  }));
  route(app, adminBranchDeleteCall, async ({ db, input, userId }) => ({
    data: await deleteBranch(db, userId, input.branch_id),
    msg: cm.branchDeleted,
  }));
  route(app, adminLegalListCall, async ({ db }) => ({ data: await listLegal(db) }));
  route(app, adminLegalSaveCall, async ({ db, input, userId }) => ({ data: await saveLegal(db, userId, input), msg: cm.legalSaved }));
}
