import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OrderDetails } from '@shop/contract';
import { answerWith, renderApp, TEST_PROFILE, type Envelope } from '../../test/render';

vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 10_000 };
const ok = (data: unknown, msg = 'Success'): Envelope => ({ status: true, msg, data });

const item = (id: number, statusId: number, status: string) => ({
  order_item_id: id,
  product_id: 100 + id,
  product_name: `Product ${id}`,
  main_image: '/placeholder.svg',
  quantity: 1,
  price_at_purchase: 45,
  status_id: statusId,
  status,
  returnable: false,
  reviewed: false,
});

const order = (over: Partial<OrderDetails>): OrderDetails => ({
  order_id: 12,
  status_id: 3,
  status: 'Delivered',
  order_date: '2026-03-02T08:00:00.000Z',
  arrival_date: '2026-03-05',
  payment_method: 2,
  payment_method_type: 'Visa',
  items: [item(1, 3, 'Delivered'), item(2, 7, 'Return requested')],
  totals: {
    subtotal: 90,
    discount: 0,
    coupon_discount: 0,
    delivery: 25,
    cod_fee: 0,
    vat: 5.48,
    total: 115,
    wallet_used: 15,
    card_amount: 100,
    paid: 115,
  },
  address: { name: 'Home', phone: '0501234567', address: 'Villa 7', emirate: 'Abu Dhabi', region: 'Al Mushrif' },
  history: [
    { status_id: 8, status: 'Awaiting payment', at: '2026-03-02T08:00:00.000Z', order_item_id: null },
    { status_id: 1, status: 'Placed', at: '2026-03-02T08:05:00.000Z', order_item_id: null },
    { status_id: 2, status: 'Confirmed', at: '2026-03-02T10:00:00.000Z', order_item_id: null },
    { status_id: 5, status: 'Shipped', at: '2026-03-03T10:00:00.000Z', order_item_id: null },
    { status_id: 3, status: 'Delivered', at: '2026-03-05T10:00:00.000Z', order_item_id: null },
    { status_id: 7, status: 'Return requested', at: '2026-03-06T10:00:00.000Z', order_item_id: 2 },
  ],
  pay_until: null,
  ...over,
});

const steps = async () => {
  const list = await screen.findByRole('list', { name: 'Order status' }, SLOW);
  return within(list)
    .getAllByRole('listitem')
    .map((li) => {
      const [label, date] = [...li.querySelectorAll('p')].map((p) => p.textContent);
      // Every step reached shows when (formatted by Intl), never 'Not yet'.
      expect(date).not.toBe('Not yet');
      expect(date).toMatch(/2026/);
      return [li.getAttribute('data-state'), label];
    });
};

describe('/myprofile/orders/{id}', () => {
  it('shows the four steps with their dates, then the item returned, the wallet part and the card paid', async () => {
    answerWith({
      '/profile/profile_info.php': TEST_PROFILE,
      '/orders/order_details.php': ok(order({})),
      '/orders/tax_documents.php': ok([]),
    });
    await renderApp('/myprofile/orders/12', { loggedIn: true });
    expect(await steps()).toEqual([
      ['done', 'Placed'],
      ['done', 'Confirmed'],
      ['done', 'Shipped'],
      ['done', 'Delivered'],
      ['done', 'Return requested: Product 2'],
    ]);
    expect(screen.getByText('Paid from wallet')).toBeInTheDocument();
    expect(screen.getByTestId('order-payment')).toHaveTextContent('Paid by Visa card');
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
  });

  it('stops a cancelled order where it was, and never calls an unpaid card order paid', async () => {
    const cancelled = order({
      status_id: 4,
      status: 'Cancelled',
      items: [item(1, 4, 'Cancelled')],
      totals: {
        subtotal: 90,
        discount: 0,
        coupon_discount: 0,
        delivery: 25,
        cod_fee: 0,
        vat: 5.48,
        total: 115,
        wallet_used: 0,
        card_amount: 115,
        paid: 0,
      },
      history: [
        { status_id: 8, status: 'Awaiting payment', at: '2026-03-02T08:00:00.000Z', order_item_id: null },
        { status_id: 4, status: 'Cancelled', at: '2026-03-02T08:31:00.000Z', order_item_id: null },
      ],
    });
    answerWith({
      '/profile/profile_info.php': TEST_PROFILE,
      '/orders/order_details.php': ok(cancelled),
      '/orders/tax_documents.php': ok([]),
    });
    await renderApp('/myprofile/orders/12', { loggedIn: true });
    expect(await steps()).toEqual([
      ['done', 'Placed'],
      ['stopped', 'Cancelled'],
    ]);
    expect(screen.getByTestId('order-payment')).toHaveTextContent('Visa card payment was not completed');
    expect(screen.queryByTestId('order-due')).toBeNull();
  });
});
