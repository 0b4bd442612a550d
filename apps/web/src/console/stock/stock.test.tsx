import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CsvRowResult } from '@shop/contract';
import { answer, answerWith, renderApp, sentFields, type Answer } from '../../test/render';
import { adminMeCall, adminLowStockCall, adminStockImportPreviewCall, adminStockImportApplyCall } from '@shop/contract/adminCalls';
import { ME } from '../../test/adminMe';
import { productRow } from '../../test/adminProduct';

vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 10_000 };
const ok = <T,>(data: T, msg = 'Success') => ({ status: true as const, msg, data });
const LOW = ok([
  productRow({
    id: 4,
    name_en: 'Acacia honey',
    name_ar: 'عسل السمر',
    list_price: 50,
    sale_price: 50,
    stock: 2,
    sold_count: 9,
    category_id: 1,
  }),
]);

const row = (line: number, extra: Partial<CsvRowResult> = {}): CsvRowResult => ({
  line,
  id: line + 10,
  name: `Product ${line}`,
  price: 60,
  sale_price: 55,
  stock: 10,
  changes: [],
  warnings: [],
  errors: [],
  ...extra,
});
const GOOD = row(2, { changes: ['price 50.00 → 60.00', 'stock 4 → 10'] });
const BAD = row(3, { stock: null, errors: ['stock must be a whole number from 0'] });
const paths = (spy: ReturnType<typeof answerWith>) => spy.mock.calls.map(([input]) => String(input).replace(/^\/api/, ''));

async function openStock(answers: Answer[], lang: 'en' | 'ar' = 'en') {
  const fetch = answerWith(answer(adminMeCall, ME), answer(adminLowStockCall, LOW), ...answers);
  await renderApp('/admin/stock', { loggedIn: true, lang });
  await screen.findByRole('heading', { level: 1, name: lang === 'en' ? 'Stock' : 'المخزون' }, SLOW);
  return fetch;
}

describe('/admin/stock low stock', () => {
  it("names each row's adjust button with the product in the page's language and opens its stock dialog", async () => {
    await openStock([], 'ar');
    await userEvent.click(await screen.findByRole('button', { name: 'تعديل مخزون عسل السمر' }));
    expect(await screen.findByRole('dialog', { name: 'مخزون عسل السمر' })).toBeInTheDocument();
  });
});

describe('/admin/stock CSV import', () => {
  it('shows each bad row with its error and never offers to apply while a row is bad', async () => {
    const fetch = await openStock([answer(adminStockImportPreviewCall, ok({ rows: [GOOD, BAD], valid: false }))]);
    expect(await screen.findByRole('link', { name: 'Acacia honey' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Or paste the CSV text'), 'id,price,sale_price,stock');
    await userEvent.click(screen.getByRole('button', { name: 'Check file' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Rows with problems: 1.');
    const table = screen.getByRole('table', { name: 'Rows of the file and what they change' });
    const [, good, bad] = within(table).getAllByRole('row');
    expect(good).toHaveTextContent('Price: AED 50.00 → AED 60.00');
    expect(good).toHaveTextContent('Stock: 4 → 10');
    expect(bad).toHaveTextContent('stock must be a whole number from 0');
    expect(screen.getByRole('button', { name: 'Apply changes' })).toBeDisabled();
    expect(paths(fetch)).not.toContain(adminStockImportApplyCall.path);
  });

  it('applies the checked text once and shows the server message; editing the text asks for a new check', async () => {
    const fetch = await openStock([
      answer(adminStockImportPreviewCall, ok({ rows: [GOOD], valid: true })),
      answer(adminStockImportApplyCall, ok({ rows: [GOOD], valid: true, updated: 1 }, '1 products updated')),
    ]);
    const text = screen.getByLabelText('Or paste the CSV text');
    await userEvent.type(text, 'id,price,sale_price,stock{enter}12,60,55,10');
    await userEvent.click(screen.getByRole('button', { name: 'Check file' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Rows checked: 1. Products that will change: 1.');

    await userEvent.type(text, ' ');
    expect(screen.getByRole('status')).toHaveTextContent('The text changed since it was checked');
    expect(screen.getByRole('button', { name: 'Apply changes' })).toBeDisabled();
    await userEvent.type(text, '{backspace}');

    await userEvent.click(screen.getByRole('button', { name: 'Apply changes' }));
    expect(await screen.findByText('1 products updated')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Applied. Products changed: 1.');
    expect(screen.getByRole('button', { name: 'Apply changes' })).toBeDisabled();
    const applies = paths(fetch).flatMap((p, i) => (p === adminStockImportApplyCall.path ? [i] : []));
    expect(applies).toHaveLength(1);
    expect(sentFields(fetch, applies[0])).toMatchObject({ csv: 'id,price,sale_price,stock\n12,60,55,10' });
  });

  it("shows a refused apply's message and the rows the server found wrong", async () => {
    await openStock([
      answer(adminStockImportPreviewCall, ok({ rows: [GOOD], valid: true })),
      answer(adminStockImportApplyCall, {
        status: false,
        msg: 'The file has 1 invalid rows: nothing was changed',
        data: { rows: [BAD], valid: false, updated: 0 },
      }),
    ]);
    await userEvent.type(screen.getByLabelText('Or paste the CSV text'), 'id,price,sale_price,stock');
    await userEvent.click(screen.getByRole('button', { name: 'Check file' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Apply changes' }));
    expect(await screen.findByText('The file has 1 invalid rows: nothing was changed')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Rows with problems: 1.');
    expect(screen.getByRole('button', { name: 'Apply changes' })).toBeDisabled();
  });

  it('reads a chosen file into the text and names the changes in Arabic', async () => {
    const fetch = await openStock([answer(adminStockImportPreviewCall, ok({ rows: [GOOD], valid: true }))], 'ar');
    const file = new File(['id,price,sale_price,stock\r\n12,60,55,10\r\n'], 'stock.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('اختر ملف CSV'), file);
    expect(await screen.findByDisplayValue(/12,60,55,10/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'فحص الملف' }));
    const table = await screen.findByRole('table', { name: 'صفوف الملف وما تغيّره' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('المخزون: من 4 إلى 10');
    const preview = paths(fetch).indexOf(adminStockImportPreviewCall.path);
    expect(sentFields(fetch, preview).csv).toBe('id,price,sale_price,stock\r\n12,60,55,10\r\n');
  });

  it('warns before applying a row that would put a product on sale (English and Arabic)', async () => {
    const warning = {
      en: 'This puts the product on sale at AED 50.00 (it is not on sale now). Leave sale_price empty to keep it off sale.',
      ar: 'هذا يضع المنتج في العرض بسعر 50.00 د.إ. (ليس في العرض الآن). اترك sale_price فارغًا ليبقى خارج العرض.',
    };
    for (const lang of ['en', 'ar'] as const) {
      const onSale = row(2, { price: 60, sale_price: 50, changes: ['price 50.00 → 60.00'], warnings: [warning[lang]] });
      await openStock([answer(adminStockImportPreviewCall, ok({ rows: [onSale, row(3, { sale_price: 60 })], valid: true }))], lang);
      const en = lang === 'en';
      await userEvent.type(screen.getByLabelText(en ? 'Or paste the CSV text' : 'أو الصق نص CSV'), 'id,price,sale_price,stock');
      await userEvent.click(screen.getByRole('button', { name: en ? 'Check file' : 'فحص الملف' }));
      expect(await screen.findByRole('status')).toHaveTextContent(
        en ? 'Rows to look at before applying: 1.' : 'صفوف تحتاج إلى مراجعة قبل التطبيق: 1.',
      );
      const table = screen.getByRole('table', { name: en ? 'Rows of the file and what they change' : 'صفوف الملف وما تغيّره' });
      const [, warned, quiet] = within(table).getAllByRole('row');
      expect(warned).toHaveTextContent(`${en ? 'Look first:' : 'راجع أولًا:'} ${warning[lang]}`);
      expect(quiet).not.toHaveTextContent(en ? 'Look first:' : 'راجع أولًا:');
      // A warning does not stop a valid file.
      expect(screen.getByRole('button', { name: en ? 'Apply changes' : 'تطبيق التغييرات' })).toBeEnabled();
      cleanup();
    }
  });
});
