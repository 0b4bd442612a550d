// A pickup order in the console: its branch instead of an address, "Ready for pickup" sent without a
// carrier, "Mark collected" asking the customer's code and showing the server's refusal beside it.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer, answerWith, renderApp, type Answer } from '../../test/render';
import { CONFIRMED as BASE, moves, ok, SLOW, type OrderDetail } from '../../test/adminOrders';
import { adminMeCall, adminOrderGetCall, adminTaxDocumentsCall, adminOrderMoveCall } from '@shop/contract/adminCalls';
import { ME } from '../../test/adminMe';

vi.setConfig({ testTimeout: 30_000 });

const CONFIRMED: OrderDetail = {
  ...BASE,
  id: 44,
  shipping: { ...BASE.shipping, address: 'Khalidiyah St', emirate: 'Abu Dhabi', region: 'Al Khalidiyah' },
  vat: 4.76,
  shipping_cost: 0,
  total: 100,
  pickup: { branch: 'Al Khalidiyah', address: 'Khalidiyah Street, Abu Dhabi', code: '042917' },
};
const READY: OrderDetail = { ...CONFIRMED, status_id: 5, status: 'Ready for pickup', actions: ['deliver'] };
const COLLECTED: OrderDetail = { ...READY, status_id: 3, status: 'Collected', actions: [] };

async function openOrder(order: OrderDetail, answers: Answer[] = [], lang: 'en' | 'ar' = 'en') {
  const fetch = answerWith(
    answer(adminMeCall, ME),
    answer(adminOrderGetCall, ok(order)),
    answer(adminTaxDocumentsCall, ok([])),
    ...answers,
  );
  await renderApp('/admin/orders/44', { lang, loggedIn: true });
  return fetch;
}

describe('/admin/orders/:id: an order picked up at a branch', () => {
  it('shows the branch, and "Ready for pickup" moves it without asking for a carrier', async () => {
    const fetch = await openOrder(CONFIRMED, [answer(adminOrderMoveCall, ok(READY, 'Order #44 is now Ready for pickup'))]);
    expect(await screen.findByTestId('order-pickup', undefined, SLOW)).toHaveTextContent('Al Khalidiyah');
    // Staff check the customer's code; the console does not show it to them.
    expect(screen.queryByText('042917')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Ready for pickup' }));
    expect(await screen.findByRole('button', { name: 'Mark collected' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(moves(fetch)).toEqual([{ order_id: '44', action: 'ship' }]);
  });

  it('"Mark collected" sends the code typed, and a wrong code is refused beside the field', async () => {
    const fetch = await openOrder(READY, [
      answer(adminOrderMoveCall, {
        httpStatus: 400,
        body: {
          status: false,
          msg: 'Invalid value for pickup_code',
          data: { field: 'pickup_code', reason: 'not this order’s pickup code' },
        },
      }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark collected' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Order #44 collected' });
    await userEvent.type(within(dialog).getByLabelText('Pickup code'), '111111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark collected' }));
    expect(await within(dialog).findByText(/Not this order’s pickup code/i, undefined, SLOW)).toBeInTheDocument();
    expect(moves(fetch)).toEqual([{ order_id: '44', action: 'deliver', pickup_code: '111111' }]);

    answerWith(
      answer(adminMeCall, ME),
      answer(adminOrderGetCall, ok(READY)),
      answer(adminOrderMoveCall, ok(COLLECTED, 'Order #44 is now Collected')),
    );
    await userEvent.clear(within(dialog).getByLabelText('Pickup code'));
    await userEvent.type(within(dialog).getByLabelText('Pickup code'), '042917');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark collected' }));
    expect(await screen.findByText('Order #44 is now Collected', undefined, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('in Arabic, the moves read as pickup', async () => {
    await openOrder(CONFIRMED, [], 'ar');
    expect(await screen.findByRole('button', { name: 'جاهز للاستلام' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('الاستلام من الفرع')).toBeInTheDocument();
  });
});
