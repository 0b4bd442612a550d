// Stock: one adjustment, the low-stock list, and the CSV export and import (previewed, then applied).
import type { FastifyInstance } from 'fastify';
import {
  adminLowStockCall,
  adminStockAdjustCall,
  adminStockExportCall,
  adminStockImportApplyCall,
  adminStockImportPreviewCall,
} from '@shop/contract';
import { route } from '../../../http/route';
import { adjustStock, applyCsv, exportStockCsv, lowStock, previewCsv } from './service';
import { stockMessages } from './messages';

export async function adminStockRoutes(app: FastifyInstance) {
  route(app, adminStockAdjustCall, async ({ db, input, userId }) => ({
    data: await adjustStock(db, userId, input),
    msg: stockMessages.stockAdjusted,
  }));
  route(app, adminLowStockCall, async ({ db, input }) => ({ data: await lowStock(db, input.threshold) }));
  route(app, adminStockExportCall, async ({ db }) => ({ data: await exportStockCsv(db) }));
  route(app, adminStockImportPreviewCall, async ({ db, input, lang }) => ({ data: await previewCsv(db, input.csv, lang) }));
  route(app, adminStockImportApplyCall, async ({ db, input, lang, userId }) => {
    const data = await applyCsv(db, userId, input.csv, lang);
    return { data, msg: stockMessages.csvApplied, msgParams: { count: data.updated } };
  });
}
