import type { FastifyInstance } from 'fastify';
import { adminBranchStockCall, adminBranchStockSaveCall, pickupBranchesCall } from '@shop/contract';
import { route } from '../../http/route';
import { pickupMessages as m } from './messages';
import { branchStockOf, pickupBranches, saveBranchStock } from './service';

// The shopper's choice of a branch to pick the cart up from, and the console's stock by branch.
export async function pickupRoutes(app: FastifyInstance) {
  route(app, pickupBranchesCall, async ({ db, userId, lang }) => ({ data: await pickupBranches(db, userId, lang) }));
  route(app, adminBranchStockCall, async ({ db, input, lang }) => ({ data: await branchStockOf(db, input.product_id, lang) }));
  route(app, adminBranchStockSaveCall, async ({ db, input, lang, userId }) => ({
    data: await saveBranchStock(db, userId, input, lang),
    msg: m.branchStockSaved,
  }));
}
