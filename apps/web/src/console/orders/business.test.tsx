// The console marks a B2B sale: a "Business" badge in the orders list, the company, TRN and address on
// the order's page (the TRN left to right in Arabic).
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, answerWith, renderApp } from '../../test/render';
import { CONFIRMED, type OrderDetail } from '../../test/adminOrders';
import { adminMeCall, adminOrdersListCall, adminOrderGetCall, adminTaxDocumentsCall } from '@shop/contract/adminCalls';
import { ME } from '../../test/adminMe';

vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 10_000 };
const ok = <T,>(data: T, msg = 'Success') => ({ status: true as const, msg, data });

const row = (id: number, business: boolean) => ({
  id,
  status_id: 1,
  status: 'Placed',
  created_at: '2026-11-20T08:30:00.000Z',
  customer: { id: 7, name: `Customer ${id}`, email: 'mona@example.com' },
  payment_method: 1,
  total: 187,
  items_count: 1,
  emirate: 'Dubai',
  region: 'Jumeirah',
  business,
});

// Order 31 placed by a business: AED 187, delivered free.
const ORDER: OrderDetail = {
  ...CONFIRMED,
  status_id: 1,
  status: 'Placed',
  business: {
    company_name: 'Al Noor Trading L.L.C.',
    trn: '100200300400005',
    address: 'Office 804',
    emirate: 'أبوظبي',
    region: 'الخالدية',
  },
  price: 187,
  vat: 8.9,
  shipping_cost: 0,
  total: 187,
  actions: [],
  carriers_with_api: [],
};

describe('B2B sales in the console', () => {
  it.each([
    ['en', 'Business'],
    ['ar', 'شركة'],
  ] as const)('in %s, badges only the B2B order of the list "%s"', async (lang, badge) => {
    answerWith(answer(adminMeCall, ME), answer(adminOrdersListCall, ok({ rows: [row(31, true), row(32, false)], total: 2 })));
    await renderApp('/admin/orders', { loggedIn: true, lang });
    await screen.findAllByText('Customer 32', undefined, SLOW);
    expect(screen.getAllByText(badge)).toHaveLength(screen.getAllByText('Customer 31').length);
  });

  it('shows the company, its TRN (left to right) and address on the order page, in Arabic', async () => {
    answerWith(answer(adminMeCall, ME), answer(adminOrderGetCall, ok(ORDER)), answer(adminTaxDocumentsCall, ok([])));
    await renderApp('/admin/orders/31', { loggedIn: true, lang: 'ar' });
    expect(await screen.findByText('Al Noor Trading L.L.C.', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByText('المشتري: شركة')).toBeInTheDocument();
    expect(screen.getByText('100200300400005').closest('bdi')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('Office 804')).toBeInTheDocument();
  });
});
