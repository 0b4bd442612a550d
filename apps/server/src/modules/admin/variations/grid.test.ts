// The variant grid (issue 39 §3): a family's products with their values, SKU, prices, stock and visibility, saved
// all or none; a stock the grid showed that has since moved is refused rather than counted over; each variant stays
// the product id the original apps address.
import { describe, expect, it } from 'vitest';
import {
  adminFamilyGetCall,
  adminVariantGridSaveCall,
  adminVariationOptionSaveCall,
  adminVariationSaveCall,
  detailsCall,
  type AdminFamily,
} from '@shop/contract';
import { eq, inArray } from 'drizzle-orm';
import { products, stockAdjustments } from '../../../db/schema';
import { call, expectRefusal, invalidData } from '../../../test/app';
import { product } from '../../../test/fixtures/products';
import { auditOf } from '../../../test/fixtures/admin';
import { taxonomySuite } from '../../../test/fixtures/taxonomy';

const { w, admin, shop } = taxonomySuite();

/** A family of three jars of one honey in two sizes and two textures; its products' ids. */
async function family() {
  const jars = [
    await product(w.t.db, { nameEn: 'Sidr 250 raw', listPrice: 6000, salePrice: 6000, stock: 4 }),
    await product(w.t.db, { nameEn: 'Sidr 500 raw', listPrice: 11000, salePrice: 9900, stock: 0 }),
    await product(w.t.db, { nameEn: 'Sidr 250 whipped', listPrice: 6500, salePrice: 6500, stock: 7 }),
  ];
  const main = jars[0]!.id;
  const size = (await call(w.t.app, adminVariationSaveCall, admin({ main_product_id: main, name_en: 'Size', name_ar: 'الحجم' }))).body
    .data as AdminFamily;
  const sizeId = size.variations[0]!.id;
  const type = (await call(w.t.app, adminVariationSaveCall, admin({ main_product_id: main, name_en: 'Type', name_ar: 'النوع' }))).body
    .data as AdminFamily;
  const typeId = type.variations[1]!.id;
  for (const [p, s, t] of [
    [jars[0]!, '250 g', 'Raw'],
    [jars[1]!, '500 g', 'Raw'],
    [jars[2]!, '250 g', 'Whipped'],
  ] as const) {
    await call(w.t.app, adminVariationOptionSaveCall, admin({ variation_id: sizeId, product_id: p.id, value_en: s, value_ar: s }));
    await call(w.t.app, adminVariationOptionSaveCall, admin({ variation_id: typeId, product_id: p.id, value_en: t, value_ar: t }));
  }
  return { main, ids: jars.map((j) => j.id), sizeId, typeId };
}

const row = (id: number, fields: Record<string, string | number> = {}) => ({
  product_id: id,
  sku: '',
  list_price: 60,
  sale_price: 60,
  stock_was: 0,
  stock: 0,
  visible: 1,
  ...fields,
});
const save = (main: number, rows: unknown[]) =>
  call(w.t.app, adminVariantGridSaveCall, admin({ main_product_id: main, variants: JSON.stringify(rows) }));

describe('the variant grid', () => {
  it('lists the family’s products, the main one first, each with its value per variation, prices and stock', async () => {
    const f = await family();
    const res = await call(w.t.app, adminFamilyGetCall, admin({ product_id: f.ids[2]! }));
    expect(res.body.data.products).toEqual([
      expect.objectContaining({
        id: f.ids[0],
        list_price: 60,
        stock: 4,
        values: [
          { variation_id: f.sizeId, value_en: '250 g', value_ar: '250 g' },
          { variation_id: f.typeId, value_en: 'Raw', value_ar: 'Raw' },
        ],
      }),
      expect.objectContaining({ id: f.ids[1], list_price: 110, sale_price: 99, stock: 0 }),
      expect.objectContaining({
        id: f.ids[2],
        values: [expect.objectContaining({ value_en: '250 g' }), expect.objectContaining({ value_en: 'Whipped' })],
      }),
    ]);
  });

  it('saves every row at once: SKU, prices, visibility, and the stock as an adjustment', async () => {
    const f = await family();
    const res = await save(f.main, [
      row(f.ids[0]!, { sku: 'sdr-250-r', list_price: 62.5, sale_price: 62.5, stock_was: 4, stock: 10 }),
      row(f.ids[1]!, { sku: 'SDR-500-R', list_price: 115, sale_price: 105, stock_was: 0, stock: 3 }),
      row(f.ids[2]!, { list_price: 65, sale_price: 65, stock_was: 7, stock: 7, visible: 0 }),
    ]);
    expect(res.body).toMatchObject({ status: true, msg: 'Variants saved' });
    const rows = await w.t.db.select().from(products).where(inArray(products.id, f.ids));
    const byId = (id: number) => rows.find((r) => r.id === id)!;
    expect(byId(f.ids[0]!)).toMatchObject({ sku: 'SDR-250-R', listPrice: 6250, stock: 10, visible: true });
    expect(byId(f.ids[1]!)).toMatchObject({ sku: 'SDR-500-R', listPrice: 11500, salePrice: 10500, stock: 3 });
    expect(byId(f.ids[2]!)).toMatchObject({ sku: null, stock: 7, visible: false });
    const adjustments = await w.t.db.select().from(stockAdjustments).where(inArray(stockAdjustments.productId, f.ids));
    expect(adjustments.map((a) => [a.productId, a.delta, a.reason]).sort()).toEqual(
      [
        [f.ids[0], 6, 'Variant grid'],
        [f.ids[1], 3, 'Variant grid'],
      ].sort(),
    );
    const [entry] = (await auditOf(w.t, 'product', f.ids[2]!)).filter((a) => a.action === 'product.variant_grid');
    expect(entry).toMatchObject({ before: { visible: true }, after: { visible: false } });
    // Still the product ids the apps address: the 500 g jar's page offers the family as before.
    const page = await shop(detailsCall, { product_id: f.ids[1]! });
    expect(page.body.data).toMatchObject({ id: f.ids[1], list_price: 115, sale_price: 105, stock: 3 });
    expect(page.body.data.variations[0]!.options.map((o: { product_id: number }) => o.product_id)).toContain(f.ids[1]);
  });

  it('refuses the whole grid when a stock moved since it was shown, naming the product and its stock now', async () => {
    const f = await family();
    const res = await save(f.main, [
      row(f.ids[0]!, { list_price: 70, sale_price: 70, stock_was: 4, stock: 4 }),
      row(f.ids[2]!, { list_price: 65, sale_price: 65, stock_was: 6, stock: 20 }),
    ]);
    expectRefusal(res, 'refused');
    expect(res.body.msg).toBe(
      'The stock of Sidr 250 whipped is now 7: it changed since the grid was opened. Nothing was saved; check it and save again.',
    );
    const [first] = await w.t.db.select().from(products).where(eq(products.id, f.ids[0]!));
    expect(first).toMatchObject({ listPrice: 6000, stock: 4 });
  });

  it('names the row and field of a bad value, a stranger product or an SKU another product has', async () => {
    const f = await family();
    const other = await product(w.t.db, { sku: 'TAKEN-1' });
    const cases: [unknown[], string][] = [
      [[row(f.ids[0]!, { stock_was: 4, stock: 4, sale_price: 70 })], 'variants.0.sale_price'],
      [[row(f.ids[0]!, { stock_was: 4, stock: -1 })], 'variants.0.stock'],
      [[row(f.ids[0]!, { stock_was: 4, stock: 4 }), row(other.id)], 'variants.1.product_id'],
      [[row(f.ids[0]!, { stock_was: 4, stock: 4 }), row(f.ids[0]!, { stock_was: 4, stock: 4 })], 'variants.1.product_id'],
      [[row(f.ids[0]!, { stock_was: 4, stock: 4, sku: 'taken-1' })], 'variants.0.sku'],
      [[row(f.ids[0]!, { stock_was: 4, stock: 4, sku: 'A-1' }), row(f.ids[2]!, { stock_was: 7, stock: 7, sku: 'a-1' })], 'variants.1.sku'],
    ];
    for (const [rows, field] of cases) {
      const res = await save(f.main, rows);
      expect([res.statusCode, invalidData(res).field], JSON.stringify(rows)).toEqual([400, field]);
    }
    const notJson = await call(w.t.app, adminVariantGridSaveCall, admin({ main_product_id: f.main, variants: '[{' }));
    expect([notJson.statusCode, invalidData(notJson).field]).toEqual([400, 'variants']);
    const [first] = await w.t.db.select().from(products).where(eq(products.id, f.ids[0]!));
    expect(first).toMatchObject({ listPrice: 6000, stock: 4, sku: null });
  });

  it('two grids saved at once from the same stock: one is saved, the other told the stock moved', async () => {
    const f = await family();
    const results = await Promise.all([
      save(f.main, [row(f.ids[0]!, { stock_was: 4, stock: 9 })]),
      save(f.main, [row(f.ids[0]!, { stock_was: 4, stock: 2 })]),
    ]);
    expect(results.map((r) => r.body.status).sort()).toEqual([false, true]);
    const [first] = await w.t.db.select().from(products).where(eq(products.id, f.ids[0]!));
    expect([9, 2]).toContain(first!.stock);
    const adjustments = await w.t.db.select().from(stockAdjustments).where(eq(stockAdjustments.productId, f.ids[0]!));
    expect(adjustments).toHaveLength(1);
  });
});
