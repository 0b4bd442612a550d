// The customer on an order: the name opens their console page, in the list and on the order; the
// phones are call and WhatsApp links.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CallData } from '@shop/contract';
import { answer, answerWith, renderApp } from '../../test/render';
import { CONFIRMED, type OrderDetail } from '../../test/adminOrders';
import {
  adminMeCall,
  adminOrdersListCall,
  adminOrderGetCall,
  adminTaxDocumentsCall,
  adminCustomerGetCall,
} from '@shop/contract/adminCalls';
import { ME } from '../../test/adminMe';

vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 10_000 };
const ok = <T,>(data: T) => ({ status: true as const, msg: 'Success', data });
const MONA = { id: 7, name: 'منى', email: 'mona@example.com' };
const ROW = {
  id: 31,
  status_id: 5,
  status: 'Shipped',
  created_at: '2026-11-20T08:30:00.000Z',
  customer: MONA,
  payment_method: 2,
  total: 187,
  items_count: 2,
  emirate: 'Dubai',
  region: 'Jumeirah',
  business: false,
};
// Order 31 shipped to Mona, paid by Visa; the delivery's phone is not her account's.
const ORDER: OrderDetail = {
  ...CONFIRMED,
  status_id: ROW.status_id,
  status: ROW.status,
  customer: { ...MONA, phone: '0501234567' },
  payment_method: ROW.payment_method,
  payment_method_type: 'Visa',
  shipping: { ...CONFIRMED.shipping, name: 'منى', phone: '050 765 4321' },
  price: 200,
  vat: 8.9,
  shipping_cost: 0,
  total: ROW.total,
  card_amount: 187,
  actions: [],
  carriers_with_api: [],
};
const CUSTOMER = ok<CallData<typeof adminCustomerGetCall>>({
  customer: {
    ...MONA,
    phone: '0501234567',
    active: true,
    role: 'customer',
    created_at: '2026-11-01T10:00:00Z',
    orders_count: 1,
    balance: 0,
    points: 0,
  },
  orders: [],
  ledger: [],
});
const answers = [
  answer(adminMeCall, ME),
  answer(adminOrdersListCall, ok({ rows: [ROW], total: 1 })),
  answer(adminOrderGetCall, ok(ORDER)),
  answer(adminTaxDocumentsCall, ok([])),
  answer(adminCustomerGetCall, CUSTOMER),
];

describe("the customer's name on an order", () => {
  it.each(['en', 'ar'] as const)('opens their page from the orders list (%s)', async (lang) => {
    answerWith(...answers);
    await renderApp('/admin/orders?status_id=5', { loggedIn: true, lang });
    const table = await screen.findByRole('table', {}, SLOW);
    await userEvent.click(within(table).getByRole('link', { name: 'منى' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/customers\/7$/);
    expect(await screen.findByRole('heading', { level: 1, name: 'منى' }, SLOW)).toBeInTheDocument();
  });

  it.each([
    ['en', 'Customer'],
    ['ar', 'العميل'],
  ] as const)('opens their page from the order (%s)', async (lang, heading) => {
    answerWith(...answers);
    await renderApp('/admin/orders/31', { loggedIn: true, lang });
    const card = (await screen.findByRole('heading', { name: heading }, SLOW)).closest('section')!;
    expect(within(card).getByRole('link', { name: 'منى' })).toHaveAttribute('href', '/admin/customers/7');
  });
});

describe('the phones on an order', () => {
  it.each([
    ['en', 'Call 050 765 4321', 'WhatsApp 050 765 4321', 'Call 0501234567'],
    ['ar', 'اتصال بالرقم 050 765 4321', 'واتساب 050 765 4321', 'اتصال بالرقم 0501234567'],
  ] as const)("call or message the delivery's and the account's number in E.164 (%s)", async (lang, call, whatsapp, callAccount) => {
    answerWith(...answers);
    await renderApp('/admin/orders/31', { loggedIn: true, lang });
    const delivery = await screen.findByRole('link', { name: call }, SLOW);
    expect(delivery).toHaveAttribute('href', 'tel:+971507654321');
    expect(within(delivery).getByText('050 765 4321')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('link', { name: whatsapp })).toHaveAttribute('href', 'https://wa.me/971507654321');
    expect(screen.getByRole('link', { name: callAccount })).toHaveAttribute('href', 'tel:+971501234567');
  });
});
