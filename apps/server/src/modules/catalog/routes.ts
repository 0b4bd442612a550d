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
  searchHelpCall,
  suggestCall,
  secondVariationCall,
} from '@shop/contract';
import { route } from '../../http/route';
import { recordMiss } from './misses';
import { productDetail, secondVariationOptions } from './details';
import {
  categoryList,
  categoryProducts,
  filteredProducts,
  groupList,
  groupProducts,
  homeData,
  offerProducts,
  searchHelp,
  searchProducts,
  suggestions,
} from './service';

// Every catalogue read answers the same to everyone, from the tables only: served from the read cache.
const cached = { cached: true };

export async function catalogRoutes(app: FastifyInstance) {
  // `type` selects the app's home layout; every type answers the same sets on the web (spec: default 1).
  route(app, homeCall, async ({ db, lang }) => ({ data: await homeData(db, lang) }), cached);
  route(app, groupsCall, async ({ db, lang }) => ({ data: await groupList(db, lang) }), cached);
  route(app, categoriesCall, async ({ db, lang }) => ({ data: await categoryList(db, lang) }), cached);
  route(
    app,
    searchFilterCall,
    async ({ db, lang, input, req }) => {
      const found = await searchProducts(db, lang, input);
      if (found.matched) return { data: found.cards };
      // Not kept, so every search that finds nothing is counted (misses.ts).
      await recordMiss(db, req.log, found.normalized, input.keyword ?? '');
      return { data: found.cards, keep: false };
    },
    cached,
  );
  route(app, suggestCall, async ({ db, lang, input }) => ({ data: await suggestions(db, lang, input.keyword) }), cached);
  route(app, searchHelpCall, async ({ db, lang, input }) => ({ data: await searchHelp(db, lang, input.keyword) }), cached);
  route(app, catFilterCall, async ({ db, lang, input }) => ({ data: await categoryProducts(db, lang, input) }), cached);
  route(app, groupFilterCall, async ({ db, lang, input }) => ({ data: await groupProducts(db, lang, input) }), cached);
  route(app, offersCall, async ({ db, lang, input }) => ({ data: await offerProducts(db, lang, input) }), cached);
  route(app, filtersCall, async ({ db, lang, input }) => ({ data: await filteredProducts(db, lang, input) }), cached);
  route(app, detailsCall, async ({ db, lang, input }) => ({ data: await productDetail(db, lang, input.product_id) }), cached);
  route(app, secondVariationCall, async ({ db, lang, input }) => ({ data: await secondVariationOptions(db, lang, input) }), cached);
}
