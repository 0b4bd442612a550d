// The products list at scale (issue 39 §3): filters and sort in the URL, a selection across pages, a bulk edit
// checked before it is sent and reviewed with its new prices, and duplicating a product from its form.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  adminCatalogOptionsCall,
  adminMeCall,
  adminProductDuplicateCall,
  adminProductGetCall,
  adminProductsBulkEditCall,
  adminProductsListCall,
} from '@shop/contract/adminCalls';
import { answer, answerWith, renderApp, sentToAll } from '../../test/render';
import { ME } from '../../test/adminMe';
import { productDetail, productRow } from '../../test/adminProduct';

vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 10_000 };
const ok = <T,>(data: T, msg = 'Success') => ({ status: true as const, msg, data });

const row = (id: number, name: string, list: number, sale: number) =>
  productRow({ id, name_en: name, name_ar: `${name} بالعربية`, list_price: list, sale_price: sale });
const SIDR = row(11, 'Sidr honey', 100, 80);
const OIL = row(12, 'Black seed oil', 33.33, 33.33);
const OPTIONS = {
  groups: [{ id: 1, name_en: 'Honey', name_ar: 'العسل' }],
  categories: [
    { id: 5, group_id: 1, parent_id: null, name_en: 'Herbs', name_ar: 'أعشاب' },
    { id: 6, group_id: null, parent_id: 5, name_en: 'Herb teas', name_ar: 'شاي الأعشاب' },
  ],
};

describe('/admin/products', () => {
  it('sends each filter and the sort, kept in the URL, and starts again at the first page', async () => {
    const user = userEvent.setup();
    const fetch = answerWith(
      answer(adminMeCall, ME),
      answer(adminCatalogOptionsCall, ok(OPTIONS)),
      answer(adminProductsListCall, ok({ rows: [SIDR, OIL], total: 2 })),
    );
    await renderApp('/admin/products?offset=30', { loggedIn: true });
    const filters = await screen.findByRole('region', { name: 'Filter products' }, SLOW);
    await screen.findByRole('option', { name: '— Herb teas' }, SLOW);
    await user.selectOptions(within(filters).getByLabelText('Stock'), 'low');
    await user.selectOptions(within(filters).getByLabelText('Sale'), '1');
    await user.selectOptions(within(filters).getByLabelText('Category'), '6');
    await user.selectOptions(within(filters).getByLabelText('Sort by'), 'price_high');
    await vi.waitFor(() =>
      expect(sentToAll(fetch, adminProductsListCall).at(-1)).toMatchObject({
        stock: 'low',
        on_sale: '1',
        category_id: '6',
        sort: 'price_high',
        offset: '0',
      }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/products\?stock=low&on_sale=1&category_id=6&sort=price_high$/);
    await user.click(within(filters).getByRole('button', { name: 'Clear filters' }));
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/products$/));
  });

  it('lists the archived products when asked, marked as such, and archives a selection after asking', async () => {
    const user = userEvent.setup();
    const fetch = answerWith(
      answer(adminMeCall, ME),
      answer(adminCatalogOptionsCall, ok(OPTIONS)),
      answer(adminProductsListCall, ok({ rows: [{ ...OIL, archived: true, visible: false }], total: 1 })),
      answer(adminProductsBulkEditCall, ok({ changed: 1, rows: [] }, '1 products changed')),
    );
    await renderApp('/admin/products', { loggedIn: true });
    const filters = await screen.findByRole('region', { name: 'Filter products' }, SLOW);
    await user.selectOptions(within(filters).getByLabelText('In the shop'), 'archived');
    await vi.waitFor(() => expect(sentToAll(fetch, adminProductsListCall).at(-1)).toMatchObject({ archived: '1' }));
    expect(sentToAll(fetch, adminProductsListCall).at(-1)).not.toHaveProperty('visible');
    const row = screen.getAllByRole('row').find((r) => within(r).queryByText('Black seed oil'))!;
    expect(within(row).getByText('Archived')).toBeVisible();
    // An archived product has no show button: it is restored first.
    expect(within(row).queryByRole('button', { name: /Show Black seed oil/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Select all on this page' }));
    const bar = screen.getByRole('form', { name: 'Change the selected products' });
    await user.selectOptions(within(bar).getByLabelText('Change'), 'restore');
    await user.click(within(bar).getByRole('button', { name: 'Review' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Restore this product? It comes back to this list, still hidden.');
    await user.click(within(dialog).getByRole('button', { name: 'Change 1 product' }));
    await vi.waitFor(() => expect(sentToAll(fetch, adminProductsBulkEditCall)).toHaveLength(1));
    expect(sentToAll(fetch, adminProductsBulkEditCall)[0]).toMatchObject({ product_ids: '12', change: 'restore' });
  });

  it('reviews a price change with each product’s new prices, then sends the selection once', async () => {
    const user = userEvent.setup();
    const fetch = answerWith(
      answer(adminMeCall, ME),
      answer(adminCatalogOptionsCall, ok(OPTIONS)),
      answer(adminProductsListCall, ok({ rows: [SIDR, OIL], total: 2 })),
      answer(adminProductsBulkEditCall, ok({ changed: 2, rows: [] }, '2 products changed')),
    );
    await renderApp('/admin/products', { loggedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Select all on this page' }, SLOW));
    const bar = screen.getByRole('form', { name: 'Change the selected products' });
    expect(within(bar).getByRole('status')).toHaveTextContent('2 products selected');
    await user.selectOptions(within(bar).getByLabelText('Change'), 'price_percent');
    // Checked with the contract before anything is sent: a percent is needed, and not 0.
    await user.click(within(bar).getByRole('button', { name: 'Review' }));
    expect(await within(bar).findByText('Required')).toBeVisible();
    await user.type(within(bar).getByLabelText('Percent (− to lower)'), '10');
    await user.click(within(bar).getByRole('button', { name: 'Review' }));

    const dialog = await screen.findByRole('alertdialog');
    const rows = within(dialog).getAllByRole('row').slice(1);
    // 100 → 110 with its sale 80 → 88; 33.33 + 10% = 36.663 → 36.66.
    expect(rows.map((r) => r.textContent?.replace(/\s+/g, ' '))).toEqual([
      expect.stringMatching(/Sidr honey.*AED 80\.00.*AED 100\.00.*AED 88\.00.*AED 110\.00/),
      expect.stringMatching(/Black seed oil.*AED 33\.33.*AED 36\.66/),
    ]);
    expect(sentToAll(fetch, adminProductsBulkEditCall)).toHaveLength(0);
    const apply = within(dialog).getByRole('button', { name: 'Change 2 products' });
    await user.dblClick(apply);
    expect(await screen.findByText('2 products changed')).toBeVisible();
    const sent = sentToAll(fetch, adminProductsBulkEditCall);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ product_ids: '11,12', change: 'price_percent', percent: '10' });
    expect(sent[0]).not.toHaveProperty('amount');
    expect(screen.queryByRole('form', { name: 'Change the selected products' })).toBeNull();
  });

  it('moves the selection to a category in Arabic, naming it in the question', async () => {
    const user = userEvent.setup();
    const fetch = answerWith(
      answer(adminMeCall, ME),
      answer(adminCatalogOptionsCall, ok(OPTIONS)),
      answer(adminProductsListCall, ok({ rows: [SIDR, OIL], total: 2 })),
      answer(adminProductsBulkEditCall, ok({ changed: 1, rows: [] }, 'تم تعديل المنتجات: 1')),
    );
    await renderApp('/admin/products', { loggedIn: true, lang: 'ar' });
    // The box is twice in the page, beside the name on a phone's card and in its own column on a wide screen.
    await user.click((await screen.findAllByRole('checkbox', { name: 'تحديد Black seed oil بالعربية' }, SLOW))[0]!);
    const bar = screen.getByRole('form', { name: 'تعديل المنتجات المحددة' });
    expect(within(bar).getByRole('status')).toHaveTextContent('تم تحديد منتج واحد');
    await user.selectOptions(within(bar).getByLabelText('التعديل'), 'category');
    await user.selectOptions(within(bar).getByLabelText('الفئة'), '6');
    await user.click(within(bar).getByRole('button', { name: 'مراجعة' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('نقل هذه المنتجات (1) إلى شاي الأعشاب؟');
    await user.click(within(dialog).getByRole('button', { name: 'تعديل منتج واحد' }));
    expect(await screen.findByText('تم تعديل المنتجات: 1')).toBeVisible();
    const sent = sentToAll(fetch, adminProductsBulkEditCall);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ product_ids: '12', change: 'category', category_id: '6' });
  });

  it('shows the server’s refusal naming the product and keeps the selection', async () => {
    const user = userEvent.setup();
    answerWith(
      answer(adminMeCall, ME),
      answer(adminCatalogOptionsCall, ok(OPTIONS)),
      answer(adminProductsListCall, ok({ rows: [SIDR, OIL], total: 2 })),
      answer(adminProductsBulkEditCall, {
        status: false,
        msg: 'The price of Black seed oil would be -66.67 AED: nothing was changed',
        data: null,
      }),
    );
    await renderApp('/admin/products', { loggedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Select all on this page' }, SLOW));
    const bar = screen.getByRole('form', { name: 'Change the selected products' });
    await user.selectOptions(within(bar).getByLabelText('Change'), 'price_amount');
    await user.type(within(bar).getByLabelText('AED (− to lower)'), '-100');
    await user.click(within(bar).getByRole('button', { name: 'Review' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Change 2 products' }));
    expect(await screen.findByText('The price of Black seed oil would be -66.67 AED: nothing was changed')).toBeVisible();
    expect(within(bar).getByRole('status')).toHaveTextContent('2 products selected');
  });
});

describe('/admin/products/:id duplicate', () => {
  it('makes a copy and opens it', async () => {
    const user = userEvent.setup();
    const detail = (id: number, name: string) => productDetail({ id, name_en: name, name_ar: name });
    const fetch = answerWith(
      answer(adminMeCall, ME),
      answer(adminCatalogOptionsCall, ok(OPTIONS)),
      answer(adminProductGetCall, ok(detail(11, 'Sidr honey'))),
      answer(adminProductDuplicateCall, ok(detail(40, 'Sidr honey (copy)'), 'Copy made: it is hidden until you show it')),
    );
    await renderApp('/admin/products/11', { loggedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Duplicate' }, SLOW));
    expect(await screen.findByText('Copy made: it is hidden until you show it')).toBeVisible();
    await vi.waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/products\/40$/));
    const sent = sentToAll(fetch, adminProductDuplicateCall);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ product_id: '11' });
  });
});
