import type { FastifyInstance } from 'fastify';
import { listEmiratesCall, listRegionsCall, regionNamesCall } from '@shop/contract';
import { route } from '../../http/route';
import { listEmirates, listRegions, regionNames } from './service';

export async function regionsRoutes(app: FastifyInstance) {
  route(app, listEmiratesCall, async ({ db, lang }) => ({ data: await listEmirates(db, lang) }));
  route(app, listRegionsCall, async ({ db, lang, input }) => ({ data: await listRegions(db, lang, input.emirate) }));
  route(app, regionNamesCall, async ({ db, input }) => ({ data: await regionNames(db, input.emirate, input.region) }));
}
