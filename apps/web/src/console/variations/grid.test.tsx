// The variant grid of a family's page (issue 39 §3): a row per variant named by its values, cells checked with the
// contract before anything is sent, only the changed rows sent with the stock they showed, and the server's refusal
// of a row's field shown on that cell.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminFamily } from '@shop/contract';
import { adminFamilyGetCall, adminMeCall, adminVariantGridSaveCall } from '@shop/contract/adminCalls';
import { answer, answerWith, renderApp, sentToAll } from '../../test/render';
import { ME } from '../../test/adminMe';

vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 10_000 };
const ok = <T,>(data: T, msg = 'Success') => ({ status: true as const, msg, data });

const value = (variation_id: number, en: string, ar: string) => ({ variation_id, value_en: en, value_ar: ar });
const jar = (id: number, size: [string, string], type: [string, string], price: number, stock: number) => ({
  id,
  name_en: `Sidr honey ${id}`,
  name_ar: `عسل السدر ${id}`,
  image: '',
  visible: true,
  sku: '',
  list_price: price,
  sale_price: price,
  stock,
  values: [value(1, ...size), value(2, ...type)],
});
const FAMILY: AdminFamily = {
  main_product_id: 7,
  main_name_en: 'Sidr honey',
  main_name_ar: 'عسل السدر',
  main_image: '',
  variations: [
    { id: 1, name_en: 'Size', name_ar: 'الحجم', position: 1, options: [] },
    { id: 2, name_en: 'Type', name_ar: 'النوع', position: 2, options: [] },
  ],
  products: [jar(7, ['250 g', '٢٥٠ غ'], ['Raw', 'خام'], 60, 4), jar(8, ['500 g', '٥٠٠ غ'], ['Raw', 'خام'], 110, 0)],
};

describe('/admin/variations/:id variant grid', () => {
  it('sends only the changed rows, each with the stock it showed, after checking them', async () => {
    const user = userEvent.setup();
    const fetch = answerWith(
      answer(adminMeCall, ME),
      answer(adminFamilyGetCall, ok(FAMILY)),
      answer(adminVariantGridSaveCall, ok(FAMILY, 'Variants saved')),
    );
    await renderApp('/admin/variations/7', { loggedIn: true });
    const grid = await screen.findByRole('region', { name: 'Variants' }, SLOW);
    expect(
      within(grid)
        .getAllByRole('listitem')
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual(['250 g · Raw', '500 g · Raw']);
    const save = within(grid).getByRole('button', { name: 'Save variants' });
    expect(save).toBeDisabled();

    const sale = within(grid).getByLabelText('Sale price (AED): 500 g · Raw');
    await user.clear(sale);
    await user.type(sale, '120');
    await user.click(save);
    // Checked with the contract first: a sale price above the price is refused beside it, nothing sent.
    expect(await within(grid).findByText('Must not exceed the list price', { exact: false })).toBeVisible();
    expect(sale).toHaveAccessibleDescription(/must not exceed the list price/i);
    expect(sentToAll(fetch, adminVariantGridSaveCall)).toHaveLength(0);

    await user.clear(sale);
    await user.type(sale, '99');
    const stock = within(grid).getByLabelText('Stock: 500 g · Raw');
    await user.clear(stock);
    await user.type(stock, '12');
    await user.type(within(grid).getByLabelText('SKU: 500 g · Raw'), 'sdr-500');
    expect(within(grid).getByRole('status')).toHaveTextContent('1 variant changed');
    await user.click(save);
    expect(await screen.findByText('Variants saved')).toBeVisible();
    const sent = sentToAll(fetch, adminVariantGridSaveCall);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ main_product_id: '7' });
    expect(JSON.parse(String(sent[0]!.variants))).toEqual([
      { product_id: 8, sku: 'sdr-500', list_price: '110', sale_price: '99', stock_was: 0, stock: '12', visible: 1 },
    ]);
  });

  it('shows the server’s refusal of a row’s SKU on its cell, in Arabic', async () => {
    const user = userEvent.setup();
    answerWith(
      answer(adminMeCall, ME),
      answer(adminFamilyGetCall, ok(FAMILY)),
      answer(adminVariantGridSaveCall, {
        httpStatus: 400,
        refusal: 'invalid',
        body: {
          status: false,
          msg: 'قيمة غير صالحة للحقل variants.0.sku: هذا الرمز لمنتج آخر',
          data: { field: 'variants.0.sku', reason: 'another product has this SKU' },
        },
      }),
    );
    await renderApp('/admin/variations/7', { loggedIn: true, lang: 'ar' });
    const grid = await screen.findByRole('region', { name: 'الأنواع' }, SLOW);
    const sku = within(grid).getByLabelText('رمز المنتج (SKU): ٢٥٠ غ · خام');
    await user.type(sku, 'TAKEN');
    await user.click(within(grid).getByRole('button', { name: 'حفظ الأنواع' }));
    expect(await within(grid).findByText('هذا الرمز لمنتج آخر')).toBeVisible();
    expect(sku).toHaveAccessibleDescription('هذا الرمز لمنتج آخر');
  });
});
