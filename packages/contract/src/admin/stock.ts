// Admin: stock adjustments with a reason, low stock, and the CSV export/import of prices and stock.
import { z } from 'zod';
import { defineCall, noFields } from '../call';
import { idField, int, text } from '../fields';
import { adminProductRow, LOW_STOCK_DEFAULT } from './products';
import { reason } from '../reasons';

/** The CSV columns, in this order, with a header row. Prices in AED. */
export const STOCK_CSV_COLUMNS = ['id', 'price', 'sale_price', 'stock'] as const;

/** delta is signed (a count of units); stock never goes below zero. */
export const adminStockAdjustCall = defineCall({
  path: '/admin/stock/adjust.php',
  access: 'admin',
  request: z.object({
    product_id: idField(),
    delta: int(-1_000_000, 1_000_000).refine((v) => v !== 0, reason('notZero')),
    reason: text(300),
  }),
  data: adminProductRow,
});

/** Products with stock at or below the threshold, lowest first. */
export const adminLowStockCall = defineCall({
  path: '/admin/stock/low.php',
  access: 'admin',
  request: z.object({ threshold: int(0, 1_000_000).default(LOW_STOCK_DEFAULT) }),
  data: z.array(adminProductRow),
});

/** Every product as CSV (header id,price,sale_price,stock; a name column follows for reading, ignored on import). */
export const adminStockExportCall = defineCall({
  path: '/admin/stock/export.php',
  access: 'admin',
  request: noFields,
  data: z.object({ filename: z.string(), csv: z.string() }),
});

export const csvRowResult = z.object({
  /** 1-based line in the file (the header is line 1). */
  line: z.number(),
  id: z.number().nullable(),
  name: z.string(),
  /** AED, as read (null when unreadable); an empty sale_price reads as the price (not on sale). */
  price: z.number().nullable(),
  sale_price: z.number().nullable(),
  stock: z.number().nullable(),
  /** What changes compared with the product now, e.g. "stock 4 → 10". */
  changes: z.array(z.string()),
  /** In the caller's language: what the owner should look at before applying (the row putting the product on sale). */
  warnings: z.array(z.string()),
  /** In the caller's language; empty when the row is valid. */
  errors: z.array(z.string()),
});
export type CsvRowResult = z.infer<typeof csvRowResult>;

const csvRequest = z.object({ csv: text(2_000_000) });
const csvCheck = z.object({ rows: z.array(csvRowResult), valid: z.boolean() });

/** Validates every row and shows what would change; writes nothing. */
export const adminStockImportPreviewCall = defineCall({
  path: '/admin/stock/import_preview.php',
  access: 'admin',
  request: csvRequest,
  data: csvCheck,
});

/** All or nothing: with any invalid row it is refused (status false, data = the checked rows) and nothing changes. */
export const adminStockImportApplyCall = defineCall({
  path: '/admin/stock/import_apply.php',
  access: 'admin',
  request: csvRequest,
  data: csvCheck.extend({ updated: z.number() }),
});

/**
 * A product's stock by place: the online stock (products' stock, what the shop sells) is the web
 * warehouse's units plus each branch's. Branches that do not offer pickup are listed too (their units still count
 * online).
 */
export const adminBranchStock = z.object({
  product_id: z.number(),
  /** The online stock: warehouse plus branches. */
  stock: z.number(),
  warehouse: z.number(),
  branches: z.array(z.object({ branch_id: z.number(), name: z.string(), pickup: z.boolean(), quantity: z.number() })),
});
export type AdminBranchStock = z.infer<typeof adminBranchStock>;

export const adminBranchStockCall = defineCall({
  path: '/admin/stock/branches.php',
  access: 'admin',
  request: z.object({ product_id: idField() }),
  data: adminBranchStock,
});

/**
 * Sets a branch's units of a product (a count taken at the branch): the online stock moves by the difference,
 * the warehouse keeps its units; recorded as a stock adjustment and audited.
 */
export const adminBranchStockSaveCall = defineCall({
  path: '/admin/stock/branch_save.php',
  access: 'admin',
  request: z.object({ product_id: idField(), branch_id: idField(), quantity: int(0, 1_000_000) }),
  data: adminBranchStock,
});
