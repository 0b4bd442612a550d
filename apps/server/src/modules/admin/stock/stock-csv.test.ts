// Issue 12: the stock CSV never carries a formula a spreadsheet would run (OWASP's CSV injection rule), and the
// import reads every guarded cell back as it was.
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/app';
import { product } from '../../../test/fixtures/products';
import { adminSuite } from '../../../test/fixtures/admin';
import { parseCsv } from '../stock/service';

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

    const { csv } = (await call(w.t.app, '/admin/stock/export.php', w.admin.auth)).body.data as { csv: string };
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
    const preview = await call(w.t.app, '/admin/stock/import_preview.php', { ...w.admin.auth, csv });
    expect(preview.body.data.valid).toBe(true);
    expect(preview.body.data.rows.flatMap((r: { changes: string[] }) => r.changes)).toEqual([]);
  });
});
