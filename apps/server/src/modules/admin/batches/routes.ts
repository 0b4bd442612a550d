// A product's stock batches with their expiry, and the list of batches expiring soon.
import type { FastifyInstance } from 'fastify';
import { adminBatchDeleteCall, adminBatchesExpiringCall, adminBatchesListCall, adminBatchSaveCall } from '@shop/contract';
import { route } from '../../../http/route';
import { batchMessages } from './messages';
import { deleteBatch, expiringBatches, listBatches, saveBatch } from './service';

export async function adminBatchesRoutes(app: FastifyInstance) {
  route(app, adminBatchesListCall, async ({ db, input }) => ({ data: await listBatches(db, input.product_id) }));
  route(app, adminBatchSaveCall, async ({ db, input, userId }) => ({
    data: await saveBatch(db, userId, input),
    msg: batchMessages.batchSaved,
  }));
  route(app, adminBatchDeleteCall, async ({ db, input, userId }) => ({
    data: await deleteBatch(db, userId, input.batch_id),
    msg: batchMessages.batchDeleted,
  }));
  route(app, adminBatchesExpiringCall, async ({ db }) => ({ data: await expiringBatches(db) }));
}
