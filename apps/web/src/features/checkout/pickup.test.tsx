// Pickup from a branch at checkout: offered when a branch holds the whole cart, no address needed,
// no delivery fee in the totals, cash paid at the branch, pay_now.php sent with pickup_branch_id and without
// address_id; the confirmation shows the branch and the pickup code, left to right in Arabic too.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lastFields, ok, openCheckout, orderPlaced, placedOrder } from '../../test/checkout';
import { answer } from '../../test/render';
import { pickupBranchesCall, payNowCall, orderDetailsCall } from '@shop/contract/calls';

vi.setConfig({ testTimeout: 30_000 });

const branches = ok({
  branches: [
    { id: 1, name: 'Al Khalidiyah', city: 'Abu Dhabi', address: 'Khalidiyah Street, Abu Dhabi', hours: 'Sat–Thu 9:00–22:00' },
    { id: 3, name: 'Ras Al Khaimah', city: 'Ras Al Khaimah', address: 'Al Nakheel, RAK', hours: '' },
  ],
  total_price: 150,
  vat: 7.14,
});
const pickupOrder = { ...placedOrder, pickup: { branch: 'Ras Al Khaimah', address: 'Al Nakheel, RAK', code: '042917' } };
const answers = [
  answer(pickupBranchesCall, branches),
  answer(payNowCall, orderPlaced('Placed')),
  answer(orderDetailsCall, ok(pickupOrder)),
];

describe('pickup from a branch at checkout', () => {
  it('picks the cart up at the branch chosen: no address, no delivery fee, cash at the branch, pickup_branch_id sent', async () => {
    const fetch = await openCheckout(answers);
    fireEvent.click(await screen.findByRole('radio', { name: /Pick up from a branch/ }, { timeout: 10_000 }));
    expect(screen.queryByRole('heading', { name: 'Delivery address' })).toBeNull();
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByText('Pickup from the branch').nextElementSibling).toHaveTextContent('Free');
    expect(within(summary).getByText('Total').nextElementSibling).toHaveTextContent('150.00');
    expect(screen.getByRole('radio', { name: /Cash at the branch/ })).toBeChecked();
    // The first branch is chosen until the shopper picks another.
    expect(screen.getByRole('radio', { name: /Al Khalidiyah/ })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: /Ras Al Khaimah/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByTestId('order-confirmation', undefined, { timeout: 10_000 });
    const sent = lastFields(fetch, payNowCall.path);
    expect(sent).toMatchObject({ pickup_branch_id: '3', payment_method: '1' });
    expect(sent).not.toHaveProperty('address_id');
    expect(screen.getByTestId('pickup-code')).toHaveTextContent('042917');
    expect(screen.getByRole('heading', { name: 'Pick up at' })).toBeInTheDocument();
  });

  it('in Arabic, names the choice and the branch, and keeps the code left to right', async () => {
    await openCheckout(answers, { lang: 'ar' });
    fireEvent.click(await screen.findByRole('radio', { name: /الاستلام من الفرع/ }, { timeout: 10_000 }));
    expect(screen.getByRole('radio', { name: /نقدًا في الفرع/ })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'تأكيد الطلب' }));
    await screen.findByTestId('order-confirmation', undefined, { timeout: 10_000 });
    expect(screen.getByText('042917').closest('bdi')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('رمز الاستلام')).toBeInTheDocument();
  });

  it('offers pickup disabled when no branch holds the whole cart, and delivers to the main address', async () => {
    const fetch = await openCheckout([answer(payNowCall, orderPlaced('Placed')), answer(orderDetailsCall, ok(placedOrder))]);
    const choice = await screen.findByRole('radio', { name: /Pick up from a branch/ }, { timeout: 10_000 });
    expect(choice).toBeDisabled();
    expect(screen.getByText('No branch has your whole cart now')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByTestId('order-confirmation', undefined, { timeout: 10_000 });
    const sent = lastFields(fetch, payNowCall.path);
    expect(sent).toMatchObject({ address_id: '4' });
    expect(sent).not.toHaveProperty('pickup_branch_id');
  });
});
