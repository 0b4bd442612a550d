// Issues 39.3 and 41.4: a product's stock batches in its form (listed, added in a dialog checked with the contract's
// rules, a warning when their units do not add up to the stock) and the stock page's list of batches expiring
// within 60 days, in English and Arabic.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { shopDate } from '@shop/contract';
import { answer, answerWith, renderApp, sentFields, type Answer } from '../../test/render';
import {
  adminMeCall,
  adminProductGetCall,
  adminCatalogOptionsCall,
  adminBatchesListCall,
  adminBatchSaveCall,
  adminLowStockCall,
  adminBatchesExpiringCall,
  adminBranchStockCall,
  adminBranchStockSaveCall,
} from '@shop/contract/adminCalls';
import { ME } from '../../test/adminMe';
import { productDetail } from '../../test/adminProduct';

vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 10_000 };
const ok = <T,>(data: T, msg = 'Success') => ({ status: true as const, msg, data });
const PRODUCT = productDetail({ stock: 9 });
const batch = (id: number, code: string, expires_on: string, quantity: number, expired = false) => ({
  id,
  product_id: 7,
  code,
  produced_on: null,
  expires_on,
  quantity,
  expired,
});
const BATCHES = ok({ stock: 9, batches: [batch(1, 'L-2025-A', '2026-01-10', 3, true), batch(2, 'L-2026-B', '2027-05-01', 4)] });
const calls = (spy: ReturnType<typeof answerWith>, path: string) =>
  spy.mock.calls.flatMap((c, i) => (String(c[0]).endsWith(path) ? [sentFields(spy, i)] : []));

async function openProduct(lang: 'en' | 'ar', answers: Answer[] = []) {
  const spy = answerWith(
    answer(adminMeCall, ME),
    answer(adminProductGetCall, ok(PRODUCT)),
    answer(adminCatalogOptionsCall, ok({ groups: [], categories: [] })),
    answer(adminBatchesListCall, BATCHES),
    ...answers,
  );
  await renderApp('/admin/products/7', { loggedIn: true, lang });
  const section = await screen.findByRole('region', { name: lang === 'en' ? 'Batches and expiry' : 'الدفعات وتواريخ الانتهاء' }, SLOW);
  await within(section).findByRole('table');
  return { spy, section };
}

describe('/admin/products/:id batches', () => {
  it.each([
    ['en', 'Expired', 'The batches hold 7 units but the stock is 9'],
    ['ar', 'منتهية الصلاحية', 'مجموع وحدات الدفعات 7 بينما المخزون 9'],
  ] as const)('lists them with their state and warns when their units are not the stock (%s)', async (lang, expired, warning) => {
    const { section } = await openProduct(lang);
    const rows = within(section).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.querySelector('bdi')?.textContent)).toEqual(['L-2025-A', 'L-2026-B']);
    expect(rows[0]).toHaveTextContent(expired);
    expect(rows[1]).not.toHaveTextContent(expired);
    expect(within(section).getByRole('status')).toHaveTextContent(warning);
  });

  it.each([
    [
      'en',
      'Add batch',
      'Batch / lot code',
      'Production date (optional)',
      'Expiry date',
      'Units',
      'Save batch',
      'Must not be before the production date',
    ],
    [
      'ar',
      'إضافة دفعة',
      'رمز الدفعة',
      'تاريخ الإنتاج (اختياري)',
      'تاريخ الانتهاء',
      'الوحدات',
      'حفظ الدفعة',
      'يجب ألا يكون قبل تاريخ الإنتاج',
    ],
  ] as const)(
    'adds one, refusing an expiry before production beside its field (%s)',
    async (lang, add, code, produced, expires, units, save, refusal) => {
      const { spy, section } = await openProduct(lang, [answer(adminBatchSaveCall, ok(batch(3, 'L-27', '2027-09-01', 2), 'Batch saved'))]);
      const user = userEvent.setup();
      await user.click(within(section).getByRole('button', { name: add }));
      const dialog = await screen.findByRole('dialog', { name: add });
      const field = (label: string) => within(dialog).getByLabelText(label);
      await user.type(field(code), 'L-27');
      await user.type(field(produced), '2027-09-02');
      await user.type(field(expires), '2027-09-01');
      await user.type(field(units), '2');
      await user.click(within(dialog).getByRole('button', { name: save }));
      await waitFor(() => expect(field(expires)).toHaveAccessibleDescription(refusal));
      expect(calls(spy, adminBatchSaveCall.path)).toEqual([]);

      await user.clear(field(produced));
      await user.click(within(dialog).getByRole('button', { name: save }));
      await waitFor(() => expect(calls(spy, adminBatchSaveCall.path)).toHaveLength(1));
      expect(calls(spy, adminBatchSaveCall.path)[0]).toMatchObject({
        product_id: '7',
        code: 'L-27',
        expires_on: '2027-09-01',
        quantity: '2',
      });
    },
  );
});

describe('/admin/stock batches expiring', () => {
  const day = (days: number) => shopDate(new Date(Date.now() + days * 86_400_000));
  const row = (id: number, code: string, expires_on: string, expired: boolean) => ({
    ...batch(id, code, expires_on, 2, expired),
    product_id: 10 + id,
    name_en: `Honey ${id}`,
    name_ar: `عسل ${id}`,
    main_image: '',
  });
  it.each([
    ['en', 'Batches expiring within 60 days', 'Honey 1', ['Expired', 'Last day today', '12 days left']],
    ['ar', 'دفعات تنتهي صلاحيتها خلال 60 يومًا', 'عسل 1', ['منتهية الصلاحية', 'اليوم آخر يوم', '12 يومًا متبقيًا']],
  ] as const)('lists them soonest first, each linking to its product (%s)', async (lang, title, first, states) => {
    answerWith(
      answer(adminMeCall, ME),
      answer(adminLowStockCall, ok([])),
      answer(
        adminBatchesExpiringCall,
        ok([row(1, 'OLD-1', day(-3), true), row(2, 'NOW-2', day(0), false), row(3, 'SOON-3', day(12), false)]),
      ),
    );
    await renderApp('/admin/stock', { loggedIn: true, lang });
    const section = await screen.findByRole('region', { name: title }, SLOW);
    const rows = (await within(section).findAllByRole('row')).slice(1);
    expect(rows.map((r) => r.querySelector('bdi')?.textContent)).toEqual(['OLD-1', 'NOW-2', 'SOON-3']);
    expect(within(rows[0]!).getByRole('link', { name: first })).toHaveAttribute('href', '/admin/products/11');
    states.forEach((state, i) => expect(rows[i]).toHaveTextContent(state));
  });
});

const BRANCH_STOCK = (khalidiyah: number) => ({
  product_id: 7,
  stock: 5 + khalidiyah + 1,
  warehouse: 5,
  branches: [
    { branch_id: 1, name: 'Al Khalidiyah', pickup: true, quantity: khalidiyah },
    { branch_id: 3, name: 'Ras Al Khaimah', pickup: false, quantity: 1 },
  ],
});

describe('/admin/products/:id stock by place', () => {
  it('shows the warehouse, each branch and the online stock, and saves a count typed at a branch', async () => {
    const { spy } = await openProduct('en', [
      answer(adminBranchStockCall, ok(BRANCH_STOCK(3))),
      answer(adminBranchStockSaveCall, ok(BRANCH_STOCK(7), 'Branch stock saved')),
    ]);
    const section = await screen.findByRole('region', { name: 'Stock by place' }, SLOW);
    expect(await within(section).findByTestId('warehouse-units', undefined, SLOW)).toHaveTextContent('5');
    expect(within(section).getByRole('row', { name: /Online stock/ })).toHaveTextContent('9');
    expect(within(section).getByRole('row', { name: /Ras Al Khaimah/ })).toHaveTextContent('(no pickup)');
    const save = within(section).getByRole('button', { name: 'Save the count at Al Khalidiyah' });
    expect(save).toBeDisabled();
    await userEvent.clear(within(section).getByLabelText('Al Khalidiyah'));
    await userEvent.type(within(section).getByLabelText('Al Khalidiyah'), '7');
    await userEvent.click(save);
    await waitFor(() => expect(within(section).getByRole('row', { name: /Online stock/ })).toHaveTextContent('13'));
    expect(calls(spy, adminBranchStockSaveCall.path)).toEqual([
      expect.objectContaining({ product_id: '7', branch_id: '1', quantity: '7' }),
    ]);
  });

  it('in Arabic, names the places in Arabic', async () => {
    await openProduct('ar', [answer(adminBranchStockCall, ok(BRANCH_STOCK(3)))]);
    const section = await screen.findByRole('region', { name: 'المخزون حسب المكان' }, SLOW);
    expect(await within(section).findByText('المستودع الإلكتروني', undefined, SLOW)).toBeInTheDocument();
    expect(within(section).getByText('المخزون الإلكتروني')).toBeInTheDocument();
  });
});
