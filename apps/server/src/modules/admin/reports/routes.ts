// Reports over a range of shop days: sales, the VAT summary, and their CSV.
import type { FastifyInstance } from 'fastify';
import { adminReportOrdersCsvCall, adminReportSalesCall, adminReportVatCall, adminReportVatCsvCall } from '@shop/contract';
import { route } from '../../../http/route';
import { ordersCsv, salesReport, vatCsv, vatReport } from './service';

export async function adminReportsRoutes(app: FastifyInstance) {
  route(app, adminReportSalesCall, async ({ db, input, lang }) => ({ data: await salesReport(db, input, lang) }));
  route(app, adminReportVatCall, async ({ db, input }) => ({ data: await vatReport(db, input) }));
  route(app, adminReportVatCsvCall, async ({ db, input }) => ({ data: await vatCsv(db, input) }));
  route(app, adminReportOrdersCsvCall, async ({ db, input, lang }) => ({ data: await ordersCsv(db, input, lang) }));
}
