// Issue 12: the stock CSV never carries a formula a spreadsheet would run (OWASP's CSV injection rule), and the
// import reads every guarded cell back as it was.
import { describe, expect, it } from 'vitest';
import { adminStockExportCall, adminStockImportApplyCall, adminStockImportPreviewCall } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { products } from '../../../db/schema';
import { call } from '../../../test/app';
import { product } from '../../../test/fixtures/products';
import { adminSuite } from '../../../test/fixtures/admin';
import { parseCsv } from '../shared/csv';

const w = adminSuite();

const NAMES = [
  '=HYPERLINK("http://evil.example","Click")',
  '+971 honey',
  '-5 AED off',
  '@SUM(A1:A9)',
  '\tTabbed',
  '\rReturned',
  "'=already quoted",
  'Plain, "safe" honey',
];

describe('stock CSV export', () => {
  it('puts a quote before every cell a spreadsheet would read as a formula, and the import reads it back', async () => {
    const ids = new Map<number, string>();
    for (const nameEn of NAMES) ids.set((await product(w.t.db, { nameEn, stock: 3, listPrice: 2000, salePrice: 1500 })).id, nameEn);

    const { csv } = (await call(w.t.app, adminStockExportCall, w.admin.auth)).body.data as { csv: string };
    // No cell, quoted or not, starts with a formula character (a record ends with \r\n).
    expect(csv).not.toMatch(/(?:^|,|\n)"?(?:[=+\-@\t]|\r(?!\n))/);
    expect(csv).toContain(`,"'=HYPERLINK(""http://evil.example"",""Click"")"\r\n`);
    expect(csv).toContain(`,"''=already quoted"\r\n`);

    const names = new Map(
      parseCsv(csv)
        .slice(1)
        .map((r) => [Number(r[0]), r[4]]),
    );
    for (const [id, name] of ids) expect(names.get(id)).toBe(name);

    // The file as exported imports cleanly and changes nothing.
    const preview = await call(w.t.app, adminStockImportPreviewCall, { ...w.admin.auth, csv });
    expect(preview.body.data.valid).toBe(true);
    expect(preview.body.data.rows.flatMap((r: { changes: string[] }) => r.changes)).toEqual([]);
  });
});

describe('stock CSV sale price', () => {
  const productOf = async (id: number) => (await w.t.db.select().from(products).where(eq(products.id, id)))[0]!;
  const preview = (csv: string, lang: 'en' | 'ar' = 'en') => call(w.t.app, adminStockImportPreviewCall, { ...w.admin.auth, csv }, { lang });
  type Row = { changes: string[]; warnings: string[]; sale_price: number | null };

  it('exports an empty sale price for a product not on sale; raising only its price keeps it off sale', async () => {
    const plain = await product(w.t.db, { nameEn: 'Plain honey', stock: 4, listPrice: 5000, salePrice: 5000 });
    const onSale = await product(w.t.db, { nameEn: 'Sale honey', stock: 2, listPrice: 5000, salePrice: 4500 });
    const { csv } = (await call(w.t.app, adminStockExportCall, w.admin.auth)).body.data as { csv: string };
    expect(csv).toContain(`\r\n${plain.id},50.00,,4,Plain honey\r\n`);
    expect(csv).toContain(`\r\n${onSale.id},50.00,45.00,2,Sale honey\r\n`);

    // The owner raises only the price in the file: no warning, the product stays off sale at the new price.
    const raised = `id,price,sale_price,stock\r\n${plain.id},60.00,,4\r\n${onSale.id},50.00,,2\r\n`;
    const checked = (await preview(raised)).body.data.rows as Row[];
    expect(checked.map((r) => [r.changes, r.warnings, r.sale_price])).toEqual([
      [['price 50.00 → 60.00'], [], 60],
      // An empty sale price takes the other one off sale.
      [['sale_price 45.00 → 50.00'], [], 50],
    ]);
    const applied = await call(w.t.app, adminStockImportApplyCall, { ...w.admin.auth, csv: raised });
    expect(applied.body.data.updated).toBe(2);
    expect(await productOf(plain.id)).toMatchObject({ listPrice: 6000, salePrice: 6000 });
    expect(await productOf(onSale.id)).toMatchObject({ listPrice: 5000, salePrice: 5000 });
  });

  it('warns in the preview when a row puts on sale a product that is not on sale', async () => {
    const plain = await product(w.t.db, { stock: 4, listPrice: 5000, salePrice: 5000 });
    const onSale = await product(w.t.db, { stock: 2, listPrice: 5000, salePrice: 4500 });
    // The old export's file: the sale price written as the old price, the price raised.
    const file = `id,price,sale_price,stock\n${plain.id},60.00,50.00,4\n${onSale.id},60.00,40.00,2\n`;
    const rows = (await preview(file)).body.data.rows as Row[];
    expect(rows[0]!.warnings).toEqual([
      'This puts the product on sale at AED\u00a050.00 (it is not on sale now). Leave sale_price empty to keep it off sale.',
    ]);
    // Already on sale: a new sale price is no surprise.
    expect(rows[1]!.warnings).toEqual([]);
    const ar = (await preview(file, 'ar')).body.data.rows as Row[];
    const aed = new Intl.NumberFormat('ar-AE', { style: 'currency', currency: 'AED' }).format(50);
    expect(ar[0]!.warnings).toEqual([`هذا يضع المنتج في العرض بسعر ${aed} (ليس في العرض الآن). اترك sale_price فارغًا ليبقى خارج العرض.`]);
    // A preview writes nothing.
    expect(await productOf(plain.id)).toMatchObject({ listPrice: 5000, salePrice: 5000 });
  });
});
