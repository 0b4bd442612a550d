import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AddressItem, OrderRow } from '@shop/contract';
import { readStored } from '../../api/storage';
import { answerWith, renderApp, sentFields, type Envelope } from '../../test/render';

// Each journey clicks through several lazy pages: room for a busy machine.
vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 10_000 };
// input-otp (the /OTP boxes) looks for password-manager badges with elementFromPoint, which jsdom lacks.
document.elementFromPoint ??= () => null;
const ok = (data: unknown, msg = 'Success'): Envelope => ({ status: true, msg, data });
const calledPaths = (spy: ReturnType<typeof answerWith>) => spy.mock.calls.map(([input]) => String(input).replace(/^\/api/, ''));
const indexOf = (spy: ReturnType<typeof answerWith>, path: string) => calledPaths(spy).lastIndexOf(path);

const PROFILE = ok({
  id: 7,
  name: 'Mariam',
  email: 'mariam@example.com',
  phone: '0501234567',
  address: '',
  profile_photo: '',
  active: 1,
  Favorite_id: 5,
});

const row = (id: number, orderId: number, statusId: number, status: string, extra: Partial<OrderRow> = {}): OrderRow => ({
  id,
  order_id: orderId,
  order_item_id: id,
  product_id: 100 + id,
  product_name: `Product ${id}`,
  main_image: '/placeholder.svg',
  quantity: 1,
  status_id: statusId,
  status,
  order_date: '2026-03-05',
  arrival_date: '2026-03-10',
  price_at_purchase: 45,
  payment_method: 1,
  returnable: false,
  reviewed: false,
  order_total: 70,
  ...extra,
});

describe('/myprofile', () => {
  it("shows the spec's side menu and asks 'Are you sure you want logout?' before signing out", async () => {
    const fetch = answerWith({ '/profile/profile_info.php': PROFILE, '/logout.php': ok(null, 'Logged out') });
    await renderApp('/myprofile', { loggedIn: true });
    const menu = await screen.findByRole('navigation', { name: 'My account' }, SLOW);
    expect(
      within(menu)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Personal settings', 'Help', 'Wellness quiz', 'Wallet', 'Notifications', 'Lists', 'My orders']);
    await userEvent.click(within(menu).getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want logout?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(calledPaths(fetch)).not.toContain('/logout.php');
    expect(readStored('token')).toBe('test-token');

    await userEvent.click(within(menu).getByRole('button', { name: 'Logout' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(readStored('token')).toBe('guest'));
    expect(calledPaths(fetch)).toContain('/logout.php');
  });

  it('sends a guest to log in first', async () => {
    answerWith({});
    await renderApp('/myprofile/orders');
    expect(await screen.findByText('You must login first', undefined, SLOW)).toBeInTheDocument();
  });
});

describe('/myprofile/orders', () => {
  const orders = ok([
    row(1, 10, 1, 'Placed'),
    row(2, 10, 1, 'Placed'),
    row(3, 9, 3, 'Delivered', { returnable: true }),
    row(4, 9, 3, 'Delivered', { reviewed: true }),
    row(5, 8, 4, 'Cancelled', { arrival_date: null }),
    row(6, 7, 6, 'Refunded'),
    row(7, 6, 7, 'Return requested'),
    row(8, 5, 5, 'Shipped'),
  ]);

  it('colours statuses (4 red, 3 and 6 green, others orange) and offers cancel, rate and refund where allowed', async () => {
    answerWith({ '/profile/profile_info.php': PROFILE, '/orders/list.php': orders });
    await renderApp('/myprofile/orders', { loggedIn: true });
    await screen.findByRole('heading', { name: 'Order #10' }, SLOW);
    const tone = (text: string) => screen.getAllByText(text)[0]!.getAttribute('data-tone');
    expect([tone('Placed'), tone('Delivered'), tone('Cancelled'), tone('Refunded'), tone('Return requested'), tone('Shipped')]).toEqual([
      'orange',
      'green',
      'red',
      'green',
      'orange',
      'orange',
    ]);
    // One cancel button: order 10 (placed); the others are past cancelling.
    expect(screen.getAllByRole('button', { name: 'Cancel order' })).toHaveLength(1);
    expect(within(screen.getByRole('article', { name: 'Order #10' })).getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rate Product 3' })).toHaveAttribute('href', '/myprofile/rate/3');
    expect(screen.getByRole('link', { name: 'Return Product 3' })).toHaveAttribute('href', '/myprofile/refund/3');
    expect(screen.queryByRole('link', { name: 'Rate Product 4' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Return Product 4' })).toBeNull();
    expect(screen.getByText('Reviewed')).toBeInTheDocument();
  });

  it("cancels after 'All items in the order will be cancelled sure ?' and shows the orders again after 2.5 s", async () => {
    const fetch = answerWith({
      '/profile/profile_info.php': PROFILE,
      '/orders/list.php': orders,
      '/orders/cancel_order.php': ok(
        { order_id: 10, status_id: 4, status: 'Cancelled', refunded_to_wallet: 0 },
        'Your order has been cancelled',
      ),
    });
    await renderApp('/myprofile/orders', { loggedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }, SLOW));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('All items in the order will be cancelled sure ?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Your order has been cancelled')).toBeInTheDocument();
    expect(sentFields(fetch, indexOf(fetch, '/orders/cancel_order.php'))).toMatchObject({ order_id: '10' });
    const listed = () => calledPaths(fetch).filter((p) => p === '/orders/list.php').length;
    const before = listed();
    await waitFor(() => expect(listed()).toBe(before + 1), { timeout: 4000 });
  });
});

describe('/myprofile/addresses', () => {
  const address: AddressItem = {
    id: 1,
    name: 'Home',
    phone: '0501234567',
    address: 'Villa 12',
    emirate: 1,
    region: 2,
    primary: '1',
    latitude: 24.4,
    longitude: 54.3,
    location_name: 'Mushrif',
    emirate_en: 'Abu Dhabi',
    emirate_ar: 'أبوظبي',
    region_en: 'Al Mushrif',
    region_ar: 'المشرف',
  };
  const base = {
    '/profile/profile_info.php': PROFILE,
    '/profile/addresses/list.php': ok([address]),
    '/regions/list_emirates.php': ok([{ id: 1, emirate: 'Abu Dhabi' }]),
    '/regions/list_regions_to_emirates.php': ok([{ id: 2, region: 'Al Mushrif', delivery_fee: 25 }]),
  };

  it("requires every field ('All Fields are required') and a location ('You should spacify the location') before adding", async () => {
    const user = userEvent.setup();
    const fetch = answerWith({
      ...base,
      '/profile/addresses/add.php': ok([address, { ...address, id: 2, name: 'Office', primary: '0' }], 'Location added successfully'),
    });
    await renderApp('/myprofile/addresses', { loggedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Add address' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'New delivery address' });
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await within(dialog).findByText('All Fields are required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Address name'), 'Office');
    await user.type(within(dialog).getByLabelText('Phone number'), '0509998877');
    await user.type(within(dialog).getByLabelText('Address'), 'Tower 3');
    // Regions load once an emirate is chosen.
    expect(within(dialog).getByLabelText('Region')).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText('Emirate'), '1');
    await waitFor(() => expect(within(dialog).getByLabelText('Region')).toBeEnabled());
    await user.selectOptions(within(dialog).getByLabelText('Region'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await within(dialog).findByText('You should spacify the location')).toBeInTheDocument();
    expect(calledPaths(fetch)).not.toContain('/profile/addresses/add.php');

    await user.type(within(dialog).getByLabelText('Latitude'), '25.2');
    await user.type(within(dialog).getByLabelText('Longitude'), '55.27');
    await user.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Office', undefined, SLOW)).toBeInTheDocument();
    expect(sentFields(fetch, indexOf(fetch, '/profile/addresses/add.php'))).toMatchObject({
      name: 'Office',
      phone: '0509998877',
      address: 'Tower 3',
      emirate: '1',
      region: '2',
      primary: '0',
      latitude: '25.2',
      longitude: '55.27',
    });
  });

  it("deletes after 'Are you sure you want delete this location ?'", async () => {
    const fetch = answerWith({ ...base, '/profile/addresses/delete.php': ok([], 'Location deleted successfully') });
    await renderApp('/myprofile/addresses', { loggedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Home' }, SLOW));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want delete this location ?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('No delivery address yet', undefined, SLOW)).toBeInTheDocument();
    expect(sentFields(fetch, indexOf(fetch, '/profile/addresses/delete.php'))).toMatchObject({ id: '1' });
  });
});

describe('personal settings', () => {
  it('shows the server refusal of a password change under the current password', async () => {
    const user = userEvent.setup();
    answerWith({
      '/profile/profile_info.php': PROFILE,
      '/profile/changepwd.php': { status: false, msg: 'The current password is incorrect', data: null },
    });
    await renderApp('/myprofile/personalsettings', { loggedIn: true });
    const current = await screen.findByLabelText('Current password', undefined, SLOW);
    await user.type(current, 'wrong-password');
    await user.type(screen.getByLabelText('New password'), 'new-password-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-password-2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText("Password dosen't match")).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password is incorrect')).toBeInTheDocument();
    expect(current).toHaveAccessibleDescription('The current password is incorrect');
  });

  it('shows the server refusal of the new password (too common) under the new password', async () => {
    const user = userEvent.setup();
    const msg = 'This password is one of the most common ones and easy to guess. Please choose another.';
    answerWith({
      '/profile/profile_info.php': PROFILE,
      '/profile/changepwd.php': { status: false, msg, data: { field: 'new_pwd', reason: 'a common password' } },
    });
    await renderApp('/myprofile/personalsettings', { loggedIn: true });
    await user.type(await screen.findByLabelText('Current password', undefined, SLOW), 'first-password-1');
    const fresh = screen.getByLabelText('New password');
    await user.type(fresh, 'password1');
    await user.type(screen.getByLabelText('Confirm new password'), 'password1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(msg)).toBeInTheDocument();
    expect(fresh).toHaveAccessibleDescription(msg);
    expect(screen.getByLabelText('Current password')).not.toHaveAccessibleDescription(msg);
  });

  it('checks the new e-mail on every keystroke, then keeps it as TempEmail and opens /OTP', async () => {
    const user = userEvent.setup();
    const fetch = answerWith({
      '/profile/profile_info.php': PROFILE,
      '/profile/change_email.php': ok({ email: 'new@example.com', expires_in: 600 }, 'We sent a 4-digit code to new@example.com.'),
    });
    await renderApp('/myprofile/editemail', { loggedIn: true });
    const field = await screen.findByLabelText('New email', undefined, SLOW);
    await user.type(field, 'new@example');
    expect(await screen.findByText('Email is invalid')).toBeInTheDocument();
    await user.type(field, '.com');
    await waitFor(() => expect(screen.queryByText('Email is invalid')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByRole('heading', { name: 'Confirm your new email' }, SLOW)).toBeInTheDocument();
    expect(readStored('tempEmail')).toBe('new@example.com');
    expect(sentFields(fetch, indexOf(fetch, '/profile/change_email.php'))).toMatchObject({ new_email: 'new@example.com' });
  });
});

describe('/myprofile/refund/{ItemId}', () => {
  it("says 'Try again later' and goes home when the reasons cannot be loaded", async () => {
    answerWith({
      '/profile/profile_info.php': PROFILE,
      '/orders/list.php': ok([row(3, 9, 3, 'Delivered', { returnable: true })]),
      '/orders/return_reasons.php': { httpStatus: 500, body: { status: false, msg: 'Something went wrong', data: null } },
    });
    await renderApp('/myprofile/refund/3', { loggedIn: true });
    expect(await screen.findByText('Try again later', undefined, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Return an item' })).toBeNull(), { timeout: 4000 });
  });
});
