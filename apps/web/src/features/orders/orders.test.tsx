import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OrderRow } from '@shop/contract';
import { answer, answerWith, renderApp, sentFields, TEST_PROFILE } from '../../test/render';
import { profileInfoCall, ordersListCall, cancelOrderCall, returnReasonsCall, addReviewCall } from '@shop/contract/calls';

// Each journey clicks through several lazy pages: room for a busy machine.
vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 10_000 };
const ok = <T,>(data: T, msg = 'Success') => ({ status: true as const, msg, data });
const calledPaths = (spy: ReturnType<typeof answerWith>) => spy.mock.calls.map(([input]) => String(input).replace(/^\/api/, ''));
const indexOf = (spy: ReturnType<typeof answerWith>, path: string) => calledPaths(spy).lastIndexOf(path);

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
    answerWith(answer(profileInfoCall, TEST_PROFILE), answer(ordersListCall, orders));
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

  it("cancels after 'All items in the order will be cancelled. Are you sure?': the card shows it at once, then the orders are asked again", async () => {
    const fetch = answerWith(
      answer(profileInfoCall, TEST_PROFILE),
      answer(ordersListCall, orders),
      answer(
        cancelOrderCall,
        ok({ order_id: 10, status_id: 4, status: 'Cancelled', refunded_to_wallet: 0 }, 'Your order has been cancelled'),
      ),
    );
    // The list asked again after the cancel answers only when the test says so.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const answered = fetch.getMockImplementation()!;
    let cancelled = false;
    fetch.mockImplementation(async (input, init) => {
      const path = String(input).replace(/^\/api/, '');
      if (path === cancelOrderCall.path) cancelled = true;
      if (path === ordersListCall.path && cancelled) await released;
      return answered(input, init);
    });
    await renderApp('/myprofile/orders', { loggedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }, SLOW));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('All items in the order will be cancelled. Are you sure?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Your order has been cancelled')).toBeInTheDocument();
    // The spec's client sends only order_id; with no reason picked or typed, nothing else is sent.
    expect(sentFields(fetch, indexOf(fetch, cancelOrderCall.path))).toEqual({ order_id: '10', auth_key: 'test-token', user_id: '7' });

    const card = screen.getByRole('article', { name: 'Order #10' });
    await waitFor(() => expect(within(card).queryByRole('button', { name: 'Cancel order' })).toBeNull());
    expect(
      within(card)
        .getAllByText('Cancelled')
        .map((b) => b.getAttribute('data-tone')),
    ).toEqual(['red', 'red']);
    expect(within(card).queryByText('Placed')).toBeNull();
    expect(within(card).queryByText(/Arrives by/)).toBeNull();
    expect(calledPaths(fetch).filter((p) => p === ordersListCall.path)).toHaveLength(2);
    release();
  });
});

describe('/myprofile/refund/{ItemId}', () => {
  it("says 'Try again later' and goes home when the reasons cannot be loaded", async () => {
    answerWith(
      answer(profileInfoCall, TEST_PROFILE),
      answer(ordersListCall, ok([row(3, 9, 3, 'Delivered', { returnable: true })])),
      answer(returnReasonsCall, { httpStatus: 500, body: { status: false, msg: 'Something went wrong', data: null } }),
    );
    await renderApp('/myprofile/refund/3', { loggedIn: true });
    expect(await screen.findByText('Try again later', undefined, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Return an item' })).toBeNull(), { timeout: 4000 });
  });
});

describe('/myprofile/rate/{ItemId}', () => {
  it("tells the customer the shop's answer when the review waits for approval", async () => {
    const waits = 'Thank you for your review. It will appear once the shop approves it';
    answerWith(
      answer(profileInfoCall, TEST_PROFILE),
      answer(ordersListCall, ok([row(3, 9, 3, 'Delivered')])),
      answer(addReviewCall, ok({ product_id: 103, rating: 0, rating_count: 0 }, waits)),
    );
    await renderApp('/myprofile/rate/3', { loggedIn: true });
    await userEvent.click(await screen.findByRole('radio', { name: '5 stars' }, SLOW));
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Lovely');
    await userEvent.type(screen.getByRole('textbox', { name: 'Review' }), 'Thick and tasty');
    await userEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByText(waits, undefined, SLOW)).toBeInTheDocument();
  });

  it('sends the stars, title, text and up to three photos picked (previewed, one removed before sending)', async () => {
    const fetch = answerWith(
      answer(profileInfoCall, TEST_PROFILE),
      answer(ordersListCall, ok([row(3, 9, 3, 'Delivered')])),
      answer(addReviewCall, ok({ product_id: 103, rating: 5, rating_count: 1 }, 'Thank you for your review')),
    );
    URL.createObjectURL = vi.fn((file: Blob) => `blob:${(file as File).name}`);
    URL.revokeObjectURL = vi.fn();
    await renderApp('/myprofile/rate/3', { loggedIn: true });
    await userEvent.click(await screen.findByRole('radio', { name: '5 stars' }, SLOW));
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Lovely');
    await userEvent.type(screen.getByRole('textbox', { name: 'Review' }), 'Thick and tasty');
    const picture = (name: string) => new File(['jpeg bytes'], name, { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('Add photos'), [picture('jar.jpg'), picture('lid.jpg'), picture('spoon.jpg')]);
    expect(screen.getAllByRole('img', { name: /^Photo \d$/ })).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send review' }));
    await waitFor(() => expect(calledPaths(fetch)).toContain(addReviewCall.path));
    const body = fetch.mock.calls[indexOf(fetch, addReviewCall.path)]![1]!.body as FormData;
    expect([body.get('product_id'), body.get('title'), body.get('description'), body.get('rating')]).toEqual([
      '103',
      'Lovely',
      'Thick and tasty',
      '5',
    ]);
    expect([(body.get('photo1') as File).name, (body.get('photo2') as File).name, body.get('photo3')]).toEqual([
      'jar.jpg',
      'spoon.jpg',
      null,
    ]);
  });
});
