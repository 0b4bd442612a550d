import type { FastifyInstance } from 'fastify';
import { faqCall, legalListCall, legalPageCall, storeInfoCall } from '@shop/contract';
import { route } from '../../http/route';
import { faqList, legalList, legalPage, storeInfo } from './service';

export async function contentRoutes(app: FastifyInstance) {
  route(app, storeInfoCall, async ({ db, lang }) => ({ data: await storeInfo(db, lang) }));
  route(app, faqCall, async ({ db, lang }) => ({ data: await faqList(db, lang) }));
  route(app, legalPageCall, async ({ db, lang, input }) => ({ data: await legalPage(db, lang, input.slug) }));
  route(app, legalListCall, async ({ db, lang }) => ({ data: await legalList(db, lang) }));
}
