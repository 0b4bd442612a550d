import type { FastifyInstance } from 'fastify';
import { homeCall } from '@shop/contract';
import { route } from '../../http/route';
import { homeData } from './service';

export async function catalogRoutes(app: FastifyInstance) {
  // `type` selects the app's home layout; every type answers the same sets on the web (spec: default 1).
  route(app, homeCall, async ({ db, lang }) => ({ data: await homeData(db, lang) }));
}
