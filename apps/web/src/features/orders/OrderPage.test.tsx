import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OrderDetails } from '@shop/contract';
import { answer, answerWith, renderApp, sentFields, TEST_PROFILE, type Body } from '../../test/render';
import { profileInfoCall, orderDetailsCall, taxDocumentsCall, cancelOrderCall } from '@shop/contract/calls';
import { ARAMEX_SHIPMENT } from '../../test/shipments';

vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 10_000 };
const ok = <T,>(data: T, msg = 'Success') => ({ status: true as const, msg, data });

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
  cancel_reason: null,
  shipment: null,
  business: null,
  pickup: null,
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
    answerWith(answer(profileInfoCall, TEST_PROFILE), answer(orderDetailsCall, ok(order({}))), answer(taxDocumentsCall, ok([])));
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

  it('names a pay-later provider as such, not as a card (Tamara, Tabby), in both languages', async () => {
    for (const [type, lang, text] of [
      ['tamara', 'en', 'Paid with Tamara'],
      ['tabby', 'en', 'Paid with Tabby'],
      ['tamara', 'ar', 'تم الدفع عبر Tamara'],
    ] as const) {
      answerWith(
        answer(profileInfoCall, TEST_PROFILE),
        answer(orderDetailsCall, ok(order({ payment_method_type: type }))),
        answer(taxDocumentsCall, ok([])),
      );
      const { unmount } = await renderApp('/myprofile/orders/12', { loggedIn: true, lang });
      expect(await screen.findByTestId('order-payment')).toHaveTextContent(text);
      unmount();
    }
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
    answerWith(answer(profileInfoCall, TEST_PROFILE), answer(orderDetailsCall, ok(cancelled)), answer(taxDocumentsCall, ok([])));
    await renderApp('/myprofile/orders/12', { loggedIn: true });
    expect(await steps()).toEqual([
      ['done', 'Placed'],
      ['stopped', 'Cancelled'],
    ]);
    expect(screen.getByTestId('order-payment')).toHaveTextContent('Visa card payment was not completed');
    expect(screen.queryByTestId('order-due')).toBeNull();
  });

  describe('cancelling from the order page', () => {
    const placed = order({
      status_id: 1,
      status: 'Placed',
      payment_method: 1,
      payment_method_type: '',
      items: [item(1, 1, 'Placed')],
      totals: { ...order({}).totals, wallet_used: 15, card_amount: 0, paid: 15 },
      history: [{ status_id: 1, status: 'Placed', at: '2026-03-02T08:00:00.000Z', order_item_id: null }],
    });
    const cancelledOrder = order({
      ...placed,
      status_id: 4,
      status: 'Cancelled',
      arrival_date: null,
      items: [item(1, 4, 'Cancelled')],
      totals: { ...placed.totals, paid: 0 },
      history: [...placed.history, { status_id: 4, status: 'Cancelled', at: '2026-03-02T09:00:00.000Z', order_item_id: null }],
      cancel_reason: { reason_id: 2, description: 'Wrong jar' },
    });

    /** The server: the placed order until it is cancelled; after that, the order page's next answer waits for `release`. */
    function shop(cancelAnswer: Body<typeof cancelOrderCall>) {
      let cancelled = false;
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      const fetch = answerWith(
        answer(profileInfoCall, TEST_PROFILE),
        answer(taxDocumentsCall, ok([])),
        answer(cancelOrderCall, cancelAnswer),
      );
      const answered = fetch.getMockImplementation()!;
      fetch.mockImplementation(async (input, init) => {
        const path = String(input).replace(/^\/api/, '');
        if (path === cancelOrderCall.path) cancelled = cancelAnswer.status;
        if (path !== orderDetailsCall.path) return answered(input, init);
        if (cancelled) await released;
        return new Response(JSON.stringify(ok(cancelled ? cancelledOrder : placed)), { headers: { 'Content-Type': 'application/json' } });
      });
      return { fetch, release };
    }

    it('cancels with a picked reason and words: status, buttons and totals change without a reload', async () => {
      const { fetch, release } = shop(
        ok(
          { order_id: 12, status_id: 4, status: 'Cancelled', refunded_to_wallet: 15 },
          'Your order has been cancelled and 15.00 AED was returned to your wallet',
        ),
      );
      await renderApp('/myprofile/orders/12', { loggedIn: true });
      expect(await screen.findByText('To pay on delivery', undefined, SLOW)).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Cancel order #12' });
      expect(dialog).toHaveTextContent('All items in the order will be cancelled. Are you sure?');
      await userEvent.click(within(dialog).getByRole('radio', { name: 'I ordered by mistake' }));
      await userEvent.type(within(dialog).getByLabelText('In your own words (optional)'), 'Wrong jar');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));

      // At once, from the cancel's answer, while the order is still being asked for again.
      expect(await screen.findByText('Your order has been cancelled and 15.00 AED was returned to your wallet')).toBeInTheDocument();
      const sent = fetch.mock.calls.findIndex(([input]) => String(input).endsWith(cancelOrderCall.path));
      expect(sentFields(fetch, sent)).toMatchObject({ order_id: '12', reason_id: '2', description: 'Wrong jar' });
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      const header = screen.getByRole('heading', { name: 'Order #12' }).closest('header')!;
      expect(within(header).getByText('Cancelled')).toHaveAttribute('data-tone', 'red');
      expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
      expect(screen.queryByText('To pay on delivery')).toBeNull();
      expect(screen.getByTestId('order-paid')).toHaveTextContent('15.00');

      // Then the server's order: what was paid back, the timeline's stop and the reason.
      release();
      await waitFor(() => expect(screen.getByTestId('order-paid')).toHaveTextContent('0.00'));
      expect(screen.getByTestId('cancel-reason')).toHaveTextContent('Reason for cancelling: I ordered by mistake: Wrong jar');
      expect(await steps()).toEqual([
        ['done', 'Placed'],
        ['stopped', 'Cancelled'],
      ]);
    });

    it("asks for words when 'Another reason' comes without them, keeping the order as it was", async () => {
      shop({ status: false, msg: 'Invalid value for description: required', data: { field: 'description', reason: 'required' } });
      await renderApp('/myprofile/orders/12', { lang: 'ar', loggedIn: true });
      await userEvent.click(await screen.findByRole('button', { name: 'إلغاء الطلب' }, SLOW));
      const dialog = await screen.findByRole('alertdialog', { name: 'إلغاء الطلب رقم 12' });
      await userEvent.click(within(dialog).getByRole('radio', { name: 'سبب آخر' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'نعم' }));
      expect(await within(dialog).findByText('اكتب لنا السبب في بضع كلمات')).toBeInTheDocument();
      expect(within(dialog).getByLabelText('بكلماتك (اختياري)')).toHaveAttribute('aria-invalid', 'true');
      // Behind the dialog, the order still offers its cancel.
      expect(screen.getByRole('button', { name: 'إلغاء الطلب', hidden: true })).toBeInTheDocument();
    });
  });
});

describe('/myprofile/orders/{id}: how it travels', () => {
  const shipped = { status_id: 5, status: 'Shipped', items: [item(1, 5, 'Shipped')] };
  /** The profile, order 12 shipped with these fields, and no tax document. */
  const answerShipped = (fields: Partial<OrderDetails>) =>
    answerWith(
      answer(profileInfoCall, TEST_PROFILE),
      answer(orderDetailsCall, ok(order({ ...shipped, ...fields }))),
      answer(taxDocumentsCall, ok([])),
    );

  it('an Aramex parcel: the tracking number and its tracking page, no driver', async () => {
    answerShipped({ shipment: ARAMEX_SHIPMENT });
    await renderApp('/myprofile/orders/12', { loggedIn: true });
    const section = await screen.findByRole('region', { name: 'Delivery by' }, SLOW);
    expect(within(section).getByText('Aramex')).toBeInTheDocument();
    expect(within(section).getByText('44012345678')).toHaveAttribute('dir', 'ltr');
    expect(within(section).getByRole('link', { name: 'Track your parcel' })).toHaveAttribute(
      'href',
      'https://www.aramex.com/ae/en/track/results?ShipmentNumber=44012345678',
    );
    expect(within(section).queryByText('Driver’s phone')).toBeNull();
  });

  it('the shop’s own driver, in Arabic: the phone to call, left to right', async () => {
    answerShipped({
      status: 'تم الشحن',
      shipment: { carrier: 'own_driver', carrier_name: 'سائق المتجر', tracking_number: '', tracking_url: null, driver_phone: '0501234567' },
    });
    await renderApp('/myprofile/orders/12', { lang: 'ar', loggedIn: true });
    const section = await screen.findByRole('region', { name: 'التوصيل بواسطة' }, SLOW);
    expect(within(section).getByText('سائق المتجر')).toBeInTheDocument();
    const call = within(section).getByRole('link', { name: '0501234567' });
    expect(call).toHaveAttribute('href', 'tel:0501234567');
    expect(within(call).getByText('0501234567')).toHaveAttribute('dir', 'ltr');
    expect(within(section).queryByText('رقم التتبع')).toBeNull();
  });

  it('shows no delivery section for an order shipped without a carrier', async () => {
    answerShipped({});
    await renderApp('/myprofile/orders/12', { loggedIn: true });
    await screen.findByRole('region', { name: 'Payment summary' }, SLOW);
    expect(screen.queryByTestId('shipment')).toBeNull();
  });
});

describe('/myprofile/orders/{id}: bought as a business', () => {
  const buyer = {
    company_name: 'Al Noor Trading L.L.C.',
    trn: '100200300400005',
    address: 'Office 804, Al Noor Tower',
    emirate: 'أبوظبي',
    region: 'المشرف',
  };
  it('names the company and its TRN, left to right inside the Arabic page', async () => {
    answerWith(
      answer(profileInfoCall, TEST_PROFILE),
      answer(orderDetailsCall, ok(order({ business: buyer }))),
      answer(taxDocumentsCall, ok([])),
    );
    await renderApp('/myprofile/orders/12', { lang: 'ar', loggedIn: true });
    const section = await screen.findByRole('region', { name: 'الشراء باسم' }, SLOW);
    expect(within(section).getByText('Al Noor Trading L.L.C.')).toHaveAttribute('dir', 'auto');
    const trn = within(section).getByText('100200300400005');
    expect(trn.tagName).toBe('BDI');
    expect(trn).toHaveAttribute('dir', 'ltr');
    expect(within(section).getByText(/رقم التسجيل الضريبي/)).toBeInTheDocument();
    expect(within(section).getByText('المشرف، أبوظبي')).toBeInTheDocument();
  });

  it('shows no such section for a consumer sale', async () => {
    answerWith(answer(profileInfoCall, TEST_PROFILE), answer(orderDetailsCall, ok(order({}))), answer(taxDocumentsCall, ok([])));
    await renderApp('/myprofile/orders/12', { loggedIn: true });
    await screen.findByRole('region', { name: 'Payment summary' }, SLOW);
    expect(screen.queryByRole('region', { name: 'Bought as' })).toBeNull();
  });
});
