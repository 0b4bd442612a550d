// Carriers' cash-on-delivery payouts: preview and record a carrier's report, the payouts, the cash still out.
import type { FastifyInstance } from 'fastify';
import {
  adminPayoutCall,
  adminPayoutPreviewCall,
  adminPayoutRecordCall,
  adminPayoutsCall,
  adminPayoutsOutstandingCall,
} from '@shop/contract';
import { route } from '../../../http/route';
import { listPayouts, outstandingCash, previewPayout, recordPayout, viewPayout } from './service';
import { payoutMessages } from './messages';

export async function adminPayoutsRoutes(app: FastifyInstance) {
  route(app, adminPayoutPreviewCall, async ({ db, input, lang }) => ({ data: await previewPayout(db, input, lang) }));
  route(app, adminPayoutRecordCall, async ({ db, input, lang, userId }) => {
    const data = await recordPayout(db, userId, input, lang);
    return { data, msg: payoutMessages.recorded, msgParams: { count: data.counts.matched + data.counts.amount_differs } };
  });
  route(app, adminPayoutsCall, async ({ db }) => ({ data: await listPayouts(db) }));
  route(app, adminPayoutCall, async ({ db, input }) => ({ data: await viewPayout(db, input.id) }));
  route(app, adminPayoutsOutstandingCall, async ({ db }) => ({ data: await outstandingCash(db) }));
}
