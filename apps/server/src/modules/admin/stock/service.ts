// Admin stock: adjustments with a reason, low stock, and the CSV of prices and stock (export, preview,
// all-or-nothing import).
import { asc, eq, lte } from 'drizzle-orm';
import { STOCK_CSV_COLUMNS, toAed, toFils, hasWholeFils, type CsvRowResult, type Lang } from '@shop/contract';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { lockProducts } from '../../../db/locks';
import { transaction } from '../../../db/transaction';
import { products, stockAdjustments } from '../../../db/schema';
import { notFound, refuse } from '../../../http/errors';
import { format, localized } from '../../../http/i18n';
import { formatAed } from '../../../integrations/mail/templates';
import { audit } from '../shared/audit';
import { adminMessages } from '../shared/messages';
import { changeStock, waitingCounts } from '../../restock/service';
import { productRow } from '../products/service';
import { stockMessages } from './messages';
import { csvLine, csvText, parseCsv } from '../shared/csv';

/** Adds `delta` units (signed) with its reason; refused when stock would go below zero. */
export async function adjustStock(db: Db, actorId: number, input: { product_id: number; delta: number; reason: string }) {
  return transaction(db, async (tx) => {
    const [before] = await lockProducts(tx, [input.product_id]);
    if (!before) throw notFound(adminMessages.productNotFound);
    const after = await changeStock(tx, input.product_id, input.delta, { updatedAt: new Date() });
    if (!after) throw refuse(stockMessages.stockBelowZero);
    await tx.insert(stockAdjustments).values({ productId: after.id, delta: input.delta, reason: input.reason, actorUserId: actorId });
    await audit(tx, actorId, {
      action: 'stock.adjust',
      entity: 'product',
      entityId: after.id,
      before: { stock: before.stock },
      after: { stock: after.stock, reason: input.reason },
    });
    return productRow(after, (await waitingCounts(tx, [after.id])).get(after.id));
  });
}

export async function lowStock(db: DbOrTx, threshold: number) {
  const rows = await db.select().from(products).where(lte(products.stock, threshold)).orderBy(asc(products.stock), asc(products.id));
  const waiting = await waitingCounts(
    db,
    rows.map((p) => p.id),
  );
  return rows.map((p) => productRow(p, waiting.get(p.id)));
}

/** On sale: sold below its list price. */
const onSale = (p: { listPrice: number; salePrice: number }) => p.salePrice < p.listPrice;

/** The sale price cell is empty for a product not on sale, so raising only its price keeps it off sale. */
export async function exportStockCsv(db: DbOrTx) {
  const rows = await db.select().from(products).orderBy(asc(products.id));
  const lines = [[...STOCK_CSV_COLUMNS, 'name'].join(',')];
  for (const p of rows) {
    const sale = onSale(p) ? toAed(p.salePrice).toFixed(2) : '';
    lines.push(csvLine([p.id, toAed(p.listPrice).toFixed(2), sale, p.stock, p.nameEn]));
  }
  return { filename: `products-${new Date().toISOString().slice(0, 10)}.csv`, csv: csvText(lines) };
}

const rowErrors = {
  header: { en: 'The first line must be: id,price,sale_price,stock', ar: 'يجب أن يكون السطر الأول: id,price,sale_price,stock' },
  id: { en: 'Unknown product id', ar: 'رقم المنتج غير معروف' },
  duplicate: { en: 'This product appears more than once', ar: 'هذا المنتج مكرر في الملف' },
  price: {
    en: 'price must be an amount in AED up to 1000000 (up to two decimals)',
    ar: 'يجب أن يكون السعر مبلغًا بالدرهم حتى 1000000 (حتى منزلتين عشريتين)',
  },
  salePrice: {
    en: 'sale_price must be an amount in AED up to 1000000 (up to two decimals)',
    ar: 'يجب أن يكون سعر البيع مبلغًا بالدرهم حتى 1000000 (حتى منزلتين عشريتين)',
  },
  saleAbove: { en: 'sale_price must not exceed price', ar: 'يجب ألا يتجاوز سعر البيع السعر' },
  goesOnSale: {
    en: 'This puts the product on sale at {sale} (it is not on sale now). Leave sale_price empty to keep it off sale.',
    ar: 'هذا يضع المنتج في العرض بسعر {sale} (ليس في العرض الآن). اترك sale_price فارغًا ليبقى خارج العرض.',
  },
  stock: { en: 'stock must be a whole number from 0 to 1000000', ar: 'يجب أن يكون المخزون عددًا صحيحًا من 0 إلى 1000000' },
};

// The limits of the product form and the stock calls; beyond them a value would not fit the database's
// integer columns (a 500 instead of the row's error).
const MAX_AED = 1_000_000;
const MAX_UNITS = 1_000_000;
const MAX_ID = 2_147_483_647;

const money = (s: string | undefined) => {
  const v = s?.trim() ?? '';
  if (!/^\d+(\.\d{1,2})?$/.test(v)) return null;
  const n = Number(v);
  return hasWholeFils(n) && n <= MAX_AED ? n : null;
};
const units = (s: string | undefined, max: number) => {
  const v = s?.trim() ?? '';
  return /^\d+$/.test(v) && Number(v) <= max ? Number(v) : null;
};

interface Checked {
  rows: CsvRowResult[];
  valid: boolean;
  updates: { id: number; listPrice: number; salePrice: number; stock: number }[];
}

/** Checks every row against the products as they are now (locked when inside the apply transaction). */
async function checkCsv(tx: Tx, csv: string, lang: Lang): Promise<Checked> {
  const records = parseCsv(csv.replace(/^\uFEFF/, '')).filter((r) => r.some((f) => f.trim() !== ''));
  const header = records[0]?.map((h) => h.trim().toLowerCase()) ?? [];
  if (STOCK_CSV_COLUMNS.some((c, i) => header[i] !== c)) {
    return {
      rows: [
        {
          line: 1,
          id: null,
          name: '',
          price: null,
          sale_price: null,
          stock: null,
          changes: [],
          warnings: [],
          errors: [rowErrors.header[lang]],
        },
      ],
      valid: false,
      updates: [],
    };
  }
  const body = records.slice(1);
  const ids = body.map((r) => units(r[0], MAX_ID)).filter((v): v is number => v !== null && v > 0);
  const found = new Map((await lockProducts(tx, [...new Set(ids)])).map((p) => [p.id, p]));
  const seen = new Set<number>();
  const rows: CsvRowResult[] = [];
  const updates: Checked['updates'] = [];
  body.forEach((r, index) => {
    const errors: string[] = [];
    const id = units(r[0], MAX_ID);
    const p = id === null ? undefined : found.get(id);
    if (!p) errors.push(rowErrors.id[lang]);
    else if (seen.has(p.id)) errors.push(rowErrors.duplicate[lang]);
    if (p) seen.add(p.id);
    const price = money(r[1]);
    // An empty sale price: not on sale (sold at the price).
    const sale = (r[2]?.trim() ?? '') === '' ? price : money(r[2]);
    const stock = units(r[3], MAX_UNITS);
    if (price === null) errors.push(rowErrors.price[lang]);
    if (sale === null) errors.push(rowErrors.salePrice[lang]);
    if (price !== null && sale !== null && sale > price) errors.push(rowErrors.saleAbove[lang]);
    if (stock === null) errors.push(rowErrors.stock[lang]);
    const changes: string[] = [];
    const warnings: string[] = [];
    if (p && errors.length === 0) {
      const next = { listPrice: toFils(price!), salePrice: toFils(sale!) };
      if (next.listPrice !== p.listPrice) changes.push(`price ${toAed(p.listPrice).toFixed(2)} → ${price!.toFixed(2)}`);
      // Off sale before and after, the sale price only follows the price: nothing to say about it.
      if (next.salePrice !== p.salePrice && (onSale(p) || onSale(next)))
        changes.push(`sale_price ${toAed(p.salePrice).toFixed(2)} → ${sale!.toFixed(2)}`);
      if (stock !== p.stock) changes.push(`stock ${p.stock} → ${stock}`);
      if (onSale(next) && !onSale(p)) warnings.push(format(rowErrors.goesOnSale[lang], { sale: formatAed(next.salePrice, lang) }));
      if (next.listPrice !== p.listPrice || next.salePrice !== p.salePrice || stock !== p.stock)
        updates.push({ id: p.id, ...next, stock: stock! });
    }
    rows.push({
      line: index + 2,
      id,
      name: p ? localized(p, 'name', lang) : '',
      price,
      sale_price: sale,
      stock,
      changes,
      warnings,
      errors,
    });
  });
  return { rows, valid: rows.every((r) => r.errors.length === 0), updates };
}

export async function previewCsv(db: Db, csv: string, lang: Lang) {
  // A read-only transaction, so the preview sees one consistent state of every product it names.
  const { rows, valid } = await transaction(db, (tx) => checkCsv(tx, csv, lang));
  return { rows, valid };
}

/** All or nothing: any invalid row refuses the whole file; otherwise every change lands in one transaction. */
export async function applyCsv(db: Db, actorId: number, csv: string, lang: Lang) {
  return transaction(db, async (tx) => {
    const checked = await checkCsv(tx, csv, lang);
    if (!checked.valid) {
      const bad = checked.rows.filter((r) => r.errors.length > 0).length;
      throw refuse(stockMessages.csvInvalid, { count: bad }, { rows: checked.rows, valid: false, updated: 0 });
    }
    // checkCsv has locked the products.
    for (const u of checked.updates) {
      const [before] = await tx.select().from(products).where(eq(products.id, u.id));
      // The file gives the new stock; as a change of the locked row's stock it tells waiting shoppers.
      await changeStock(tx, u.id, u.stock - before!.stock, { listPrice: u.listPrice, salePrice: u.salePrice, updatedAt: new Date() });
      if (u.stock !== before!.stock) {
        await tx
          .insert(stockAdjustments)
          .values({ productId: u.id, delta: u.stock - before!.stock, reason: 'CSV import', actorUserId: actorId });
      }
      await audit(tx, actorId, {
        action: 'product.csv_import',
        entity: 'product',
        entityId: u.id,
        before: { listPrice: before!.listPrice, salePrice: before!.salePrice, stock: before!.stock },
        after: { listPrice: u.listPrice, salePrice: u.salePrice, stock: u.stock },
      });
    }
    return { rows: checked.rows, valid: true, updated: checked.updates.length };
  });
}
