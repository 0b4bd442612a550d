import type { FastifyInstance } from 'fastify';
import {
  catFilterCall,
  categoriesCall,
  detailsCall,
  filtersCall,
  groupFilterCall,
  groupsCall,
  homeCall,
  offersCall,
  searchFilterCall,
  secondVariationCall,
} from '@shop/contract';
import { route } from '../../http/route';
import { productDetail, secondVariationOptions } from './details';
import {
  categoryList,
  categoryProducts,
  filteredProducts,
  groupList,
  groupProducts,
  homeData,
  offerProducts,
  searchProducts,
} from './service';

export async function catalogRoutes(app: FastifyInstance) {
  // `type` selects the app's home layout; every type answers the same sets on the web (spec: default 1).
  route(app, homeCall, async ({ db, lang }) => ({ data: await homeData(db, lang) }));
  route(app, groupsCall, async ({ db, lang }) => ({ data: await groupList(db, lang) }));
  route(app, categoriesCall, async ({ db, lang }) => ({ data: await categoryList(db, lang) }));
  route(app, searchFilterCall, async ({ db, lang, input }) => ({ data: await searchProducts(db, lang, input) }));
  route(app, catFilterCall, async ({ db, lang, input }) => ({ data: await categoryProducts(db, lang, input) }));
  route(app, groupFilterCall, async ({ db, lang, input }) => ({ data: await groupProducts(db, lang, input) }));
  route(app, offersCall, async ({ db, lang, input }) => ({ data: await offerProducts(db, lang, input) }));
  route(app, filtersCall, async ({ db, lang, input }) => ({ data: await filteredProducts(db, lang, input) }));
  route(app, detailsCall, async ({ db, lang, input }) => ({ data: await productDetail(db, lang, input.product_id) }));
  route(app, secondVariationCall, async ({ db, lang, input }) => ({
    data: { options: await secondVariationOptions(db, lang, input) },
  }));
}
