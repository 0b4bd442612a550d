import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shopDate } from '@shop/contract';
import { answer, answerWith, renderApp, sentFields, type Answer } from '../../test/render';
import { formatPrice } from '../../i18n';
import { presetRange, rangeProblem } from './ranges';
import {
  adminMeCall,
  adminReportSalesCall,
  adminReportVatCall,
  adminReportVatCsvCall,
  adminReportOrdersCsvCall,
} from '@shop/contract/adminCalls';
import { ME } from '../../test/adminMe';

vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 10_000 };
const ok = <T,>(data: T) => ({ status: true as const, msg: 'Success', data });

const SALES = ok({
  from: '2025-03-01',
  to: '2025-04-30',
  orders: 2,
  gross: 400,
  average: 200,
  returns: { count: 1, refunded: 150 },
  net: 250,
  margin: { revenue: 190.48, cost: 120, margin: 70.48, units_without_cost: 5 },
  best_by_quantity: [
    { id: 2, name: 'Khalas dates', quantity: 5, revenue: 150 },
    { id: 1, name: 'Sidr honey', quantity: 2, revenue: 200 },
  ],
  best_by_revenue: [
    { id: 1, name: 'Sidr honey', quantity: 2, revenue: 200 },
    { id: 2, name: 'Khalas dates', quantity: 5, revenue: 150 },
  ],
});
const side = (count: number, taxable: number, vat: number) => ({ count, taxable, vat });
const VAT = ok({
  months: [
    {
      month: '2025-03',
      from: '2025-03-01',
      to: '2025-03-31',
      invoices: side(2, 428.58, 21.42),
      credit_notes: side(1, 214.29, 10.71),
      net_taxable: 214.29,
      net_vat: 10.71,
    },
    {
      month: '2025-04',
      from: '2025-04-01',
      to: '2025-04-30',
      invoices: side(1, 166.67, 8.33),
      credit_notes: side(1, 142.86, 7.14),
      net_taxable: 23.81,
      net_vat: 1.19,
    },
  ],
  total: {
    from: '2025-03-01',
    to: '2025-04-30',
    invoices: side(3, 595.25, 29.75),
    credit_notes: side(2, 357.15, 17.85),
    net_taxable: 238.1,
    net_vat: 11.9,
  },
});
/** An amount as toHaveTextContent reads it (white space, the no-break space included, collapsed). */
const shown = (aed: number, lang: 'en' | 'ar' = 'en') => formatPrice(aed, lang).replace(/\s+/g, ' ');
const paths = (spy: ReturnType<typeof answerWith>) => spy.mock.calls.map(([input]) => String(input).replace(/^\/api/, ''));
/** The fields of the last call sent to a path. */
const lastSent = (spy: ReturnType<typeof answerWith>, path: string) => sentFields(spy, paths(spy).lastIndexOf(path));

async function openReports(url: string, answers: Answer[] = [], lang: 'en' | 'ar' = 'en') {
  const fetch = answerWith(answer(adminMeCall, ME), answer(adminReportSalesCall, SALES), answer(adminReportVatCall, VAT), ...answers);
  await renderApp(url, { loggedIn: true, lang });
  await screen.findByRole('heading', { level: 1, name: lang === 'en' ? 'Reports' : 'التقارير' }, SLOW);
  return fetch;
}

afterEach(() => vi.restoreAllMocks());

describe('report ranges', () => {
  it('works out this month, last month and the last 30 days from the shop’s today', () => {
    expect(presetRange('thisMonth', '2026-03-05')).toEqual({ from: '2026-03-01', to: '2026-03-05' });
    expect(presetRange('lastMonth', '2026-03-05')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('lastMonth', '2026-01-10')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetRange('last30', '2026-03-05')).toEqual({ from: '2026-02-04', to: '2026-03-05' });
  });
  it('tells a range ending before it starts, over 366 days or missing a day', () => {
    expect(rangeProblem({ from: '2026-03-05', to: '2026-03-04' })).toBe('toBeforeFrom');
    expect(rangeProblem({ from: '2024-01-01', to: '2024-12-31' })).toBeNull();
    expect(rangeProblem({ from: '2024-01-01', to: '2025-01-01' })).toBe('tooLong');
    expect(rangeProblem({ from: '', to: '2025-01-01' })).toBe('missing');
  });
});

describe('/admin/reports', () => {
  it('shows the range’s sales, best sellers and VAT per month with the total', async () => {
    const fetch = await openReports('/admin/reports?from=2025-03-01&to=2025-04-30');
    const sales = await screen.findByRole('region', { name: 'Sales' }, SLOW);
    expect(within(sales).getByText('Gross sales').nextSibling).toHaveTextContent(shown(400));
    expect(within(sales).getByText('Returns refunded').nextSibling).toHaveTextContent(`${shown(150)} (1 return)`);
    expect(within(sales).getByText('Sales after refunds').nextSibling).toHaveTextContent(shown(250));
    expect(within(sales).getByText('Average basket').nextSibling).toHaveTextContent(shown(200));
    const margin = screen.getByRole('region', { name: 'Margin' });
    expect(within(margin).getByText('Sold for (before VAT)').nextSibling).toHaveTextContent(shown(190.48));
    expect(within(margin).getByText('Cost').nextSibling).toHaveTextContent(shown(120));
    expect(within(margin).getByText('Margin', { selector: 'dt' }).nextSibling).toHaveTextContent(shown(70.48));
    // 70.48 ÷ 190.48 = 37.0 %.
    expect(within(margin).getByText('Margin share').nextSibling).toHaveTextContent('37%');
    expect(margin).toHaveTextContent('5 units sold had no cost price and are left out.');
    const byUnits = screen.getByRole('region', { name: 'Best sellers by units' });
    expect(within(byUnits).getAllByRole('listitem')[0]).toHaveTextContent('Khalas dates5 sold');
    const byRevenue = screen.getByRole('region', { name: 'Best sellers by revenue' });
    expect(within(byRevenue).getAllByRole('listitem')[0]).toHaveTextContent('Sidr honey');

    const table = screen.getByRole('table', { name: 'VAT for the FTA return' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('March 2025');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '2',
      formatPrice(428.58, 'en'),
      formatPrice(21.42, 'en'),
      '1',
      formatPrice(214.29, 'en'),
      formatPrice(10.71, 'en'),
      formatPrice(214.29, 'en'),
      formatPrice(10.71, 'en'),
    ]);
    expect(rows[3]).toHaveTextContent('Total');
    expect(within(rows[3]!).getAllByRole('cell').at(-1)).toHaveTextContent(shown(11.9));
    expect(lastSent(fetch, adminReportVatCall.path)).toMatchObject({ from: '2025-03-01', to: '2025-04-30' });
  });

  it('reads in Arabic: month names and amounts through Intl', async () => {
    await openReports('/admin/reports?from=2025-03-01&to=2025-04-30', [], 'ar');
    const table = await screen.findByRole('table', { name: 'ضريبة القيمة المضافة لإقرار الهيئة الاتحادية للضرائب' }, SLOW);
    const march = new Intl.DateTimeFormat('ar-AE', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date('2025-03-01'));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(march);
    expect(within(table).getAllByRole('row')[3]).toHaveTextContent(shown(11.9, 'ar'));
    const margin = screen.getByRole('region', { name: 'هامش الربح' });
    expect(within(margin).getByText('الهامش').nextSibling).toHaveTextContent(shown(70.48, 'ar'));
    expect(margin).toHaveTextContent('5 وحدات مبيعة بلا سعر تكلفة ولم تُحتسب.');
  });

  it('says when no unit sold had a cost price, rather than a margin of nothing', async () => {
    const none = { ...SALES, data: { ...SALES.data, margin: { revenue: 0, cost: 0, margin: 0, units_without_cost: 7 } } };
    answerWith(answer(adminMeCall, ME), answer(adminReportSalesCall, none), answer(adminReportVatCall, VAT));
    await renderApp('/admin/reports?from=2025-03-01&to=2025-04-30', { loggedIn: true });
    const margin = await screen.findByRole('region', { name: 'Margin' }, SLOW);
    expect(margin).toHaveTextContent('No unit sold in this range had a cost price.');
    expect(within(margin).queryByText('Margin share')).toBeNull();
  });

  it('asks for this month by default and for a preset’s days when it is tapped', async () => {
    const fetch = await openReports('/admin/reports');
    await waitFor(() => expect(paths(fetch)).toContain(adminReportSalesCall.path));
    expect(lastSent(fetch, adminReportSalesCall.path)).toMatchObject(presetRange('thisMonth', shopDate()));
    await userEvent.click(screen.getByRole('button', { name: 'Last month' }));
    await waitFor(() => expect(lastSent(fetch, adminReportVatCall.path)).toMatchObject(presetRange('lastMonth', shopDate())));
  });

  it('refuses a last day before the first without asking the server', async () => {
    const fetch = await openReports('/admin/reports?from=2025-03-01&to=2025-04-30');
    await screen.findByRole('table', undefined, SLOW);
    const to = screen.getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '2025-02-01');
    expect(screen.getByRole('alert')).toHaveTextContent('The last day must not be before the first.');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    const before = fetch.mock.calls.length;
    expect(screen.getByRole('button', { name: 'Show' })).toBeDisabled();
    expect(fetch.mock.calls.length).toBe(before);
  });

  it('downloads the VAT summary and the orders of the range as CSV files', async () => {
    const fetch = await openReports('/admin/reports?from=2025-03-01&to=2025-04-30', [
      answer(adminReportVatCsvCall, ok({ filename: 'vat-2025-03-01-2025-04-30.csv', csv: 'month\r\n' })),
      answer(adminReportOrdersCsvCall, ok({ filename: 'orders-2025-03-01-2025-04-30.csv', csv: 'order\r\n' })),
    ]);
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:report');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await screen.findByRole('table', undefined, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'VAT summary (CSV)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Orders (CSV)' }));
    await waitFor(() => expect(saved).toEqual(['vat-2025-03-01-2025-04-30.csv', 'orders-2025-03-01-2025-04-30.csv']));
    expect(lastSent(fetch, adminReportOrdersCsvCall.path)).toMatchObject({ from: '2025-03-01', to: '2025-04-30' });
  });
});
