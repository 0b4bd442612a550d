// Product families: their variations and options.
import type { FastifyInstance } from 'fastify';
import {
  adminFamiliesListCall,
  adminFamilyGetCall,
  adminVariationDeleteCall,
  adminVariationOptionDeleteCall,
  adminVariationOptionSaveCall,
  adminVariationSaveCall,
  adminVariantGridSaveCall,
} from '@shop/contract';
import { route } from '../../../http/route';
import { variationMessages as m } from './messages';
import { deleteOption, deleteVariation, listFamilies, productFamily, saveOption, saveVariantGrid, saveVariation } from './service';

export async function adminVariationsRoutes(app: FastifyInstance) {
  route(app, adminFamiliesListCall, async ({ db, input }) => ({ data: await listFamilies(db, input) }));
  route(app, adminFamilyGetCall, async ({ db, input }) => ({ data: await productFamily(db, input.product_id) }));
  route(app, adminVariationSaveCall, async ({ db, input, userId }) => ({
    data: await saveVariation(db, userId, input),
    msg: m.variationSaved,
  }));
  route(app, adminVariationDeleteCall, async ({ db, input, userId }) => ({
    data: await deleteVariation(db, userId, input.variation_id),
    msg: m.variationDeleted,
  }));
  route(app, adminVariationOptionSaveCall, async ({ db, input, userId }) => ({
    data: await saveOption(db, userId, input),
    msg: m.optionSaved,
  }));
  route(app, adminVariationOptionDeleteCall, async ({ db, input, userId }) => ({
    data: await deleteOption(db, userId, input.option_id),
    msg: m.optionDeleted,
  }));
  route(app, adminVariantGridSaveCall, async ({ db, input, userId }) => ({
    data: await saveVariantGrid(db, userId, input.main_product_id, input.variants),
    msg: m.variantsSaved,
  }));
}
