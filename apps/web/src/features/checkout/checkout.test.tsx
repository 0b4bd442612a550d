import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, answerWith, renderApp, urlOf } from '../../test/render';
import {
  address,
  cardInvoice,
  cart,
  lastFields,
  ok,
  openCheckout,
  orderPlaced,
  paymentMethods,
  placedOrder,
  wallet,
} from '../../test/checkout';
import { formatPriceRange } from '../../i18n';
import { leaveFor } from './leaveFor';
import {
  payNowCall,
  orderDetailsCall,
  cartListCall,
  walletBalanceCall,
  paymentMethodsCall,
  listAddressesCall,
  editAddressCall,
  paymentStatusCall,
} from '@shop/contract/calls';

vi.mock('./leaveFor', () => ({ leaveFor: vi.fn() }));

// Pages are lazy chunks with their own translations: on a busy machine they take more than the default second.
configure({ asyncUtilTimeout: 5000 });

describe('checkout', { timeout: 20_000 }, () => {
  beforeEach(() => vi.mocked(leaveFor).mockClear());

  it('delivers to the main address, pays cash by default, then confirms the order: its message, arrival day, items, address and total', async () => {
    const fetch = await openCheckout([
      answer(payNowCall, orderPlaced('Your order has been placed successfully')),
      answer(orderDetailsCall, ok(placedOrder)),
    ]);
    const where = await screen.findByRole('region', { name: 'Delivery address' });
    // The main address is the one chosen; the other is offered beside it.
    expect(within(where).getByRole('radio', { name: /^Home/ })).toBeChecked();
    expect(within(where).getByRole('radio', { name: /^Office/ })).not.toBeChecked();
    expect(within(where).getAllByText('Khalifa City, Abu Dhabi')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
    // No wallet balance: no wallet option.
    expect(screen.queryByRole('checkbox', { name: /wallet/ })).toBeNull();
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByText('AED 175.00')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your order has been placed successfully' })).toBeInTheDocument();
    expect(lastFields(fetch, payNowCall.path)).toMatchObject({ address_id: '4', wallet: '0', payment_method: '1' });
    expect(lastFields(fetch, payNowCall.path)).not.toHaveProperty('payment_method_type');
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout/placed/9');
    const confirmation = await screen.findByTestId('order-confirmation');
    expect(lastFields(fetch, orderDetailsCall.path)).toMatchObject({ order_id: '9' });
    expect(within(confirmation).getByText('Order #9')).toBeInTheDocument();
    expect(within(confirmation).getByText('Arriving Thu, 10 Dec')).toBeInTheDocument();
    expect(within(confirmation).getByRole('link', { name: 'Sidr Honey' })).toHaveAttribute('href', '/Details/101');
    expect(within(confirmation).getByRole('region', { name: 'Delivery address' })).toHaveTextContent('Villa 12, Street 4');
    expect(within(confirmation).getByTestId('order-total')).toHaveTextContent('AED 175.00');
    expect(within(confirmation).getByText('You pay AED 175.00 in cash when it arrives.')).toBeInTheDocument();
    expect(within(confirmation).getByRole('link', { name: 'View order #9' })).toHaveAttribute('href', '/myprofile/orders/9');
    expect(within(confirmation).getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/products');
  });

  it('the confirmation opened again later (no message handed over) is headed by its own title, in Arabic too', async () => {
    answerWith(answer(orderDetailsCall, ok(placedOrder)));
    await renderApp('/checkout/placed/9', { loggedIn: true, lang: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'شكرًا لك، تم تقديم طلبك' })).toBeInTheDocument();
    const confirmation = await screen.findByTestId('order-confirmation');
    expect(within(confirmation).getByText(/^يصلك الخميس/)).toBeInTheDocument();
    expect(within(confirmation).getByText('ماذا بعد')).toBeInTheDocument();
  });

  it('cash on delivery: its fee is a line of the total while cash is chosen, and gone when paying online', async () => {
    await openCheckout([answer(cartListCall, ok({ ...cart, cod_fee: 10.5, cod_total_price: 185.5, cod_vat: 8.83 }))]);
    const summary = await screen.findByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByText('Cash on delivery fee').nextSibling).toHaveTextContent('AED 10.50');
    expect(within(summary).getByText('AED 185.50')).toBeInTheDocument();
    expect(within(summary).getByText(/Includes AED\s8\.83 VAT/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: /Pay online by card/ }));
    expect(within(summary).queryByText('Cash on delivery fee')).toBeNull();
    expect(within(summary).getByText('AED 175.00')).toBeInTheDocument();
  });

  it('above the cash maximum: cash is shown disabled with the reason, and online payment is sent', async () => {
    const note = 'Cash on delivery is available for orders up to 100.00 AED; please pay online';
    const fetch = await openCheckout([
      answer(cartListCall, ok({ ...cart, cod_fee: 10.5, cod_total_price: 185.5, cod_max: 100, cod_available: false, cod_note: note })),
      answer(payNowCall, cardInvoice('1', 'Taking you')),
    ]);
    const cashChoice = await screen.findByRole('radio', { name: /Cash on delivery/ });
    expect(cashChoice).toBeDisabled();
    expect(cashChoice).toHaveAccessibleName(expect.stringContaining(note));
    expect(screen.getByRole('radio', { name: /Pay online by card/ })).toBeChecked();
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).queryByText('Cash on delivery fee')).toBeNull();
    fireEvent.click(within(summary).getByRole('button', { name: /^Pay AED\s175\.00$/ }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalled());
    expect(lastFields(fetch, payNowCall.path)).toMatchObject({ payment_method: '2', payment_method_type: 'Visa' });
  });

  it('goes to the card payment page for an online payment, with the card type and the wallet part', async () => {
    const fetch = await openCheckout([
      answer(walletBalanceCall, wallet(40)),
      answer(payNowCall, cardInvoice('123', 'Taking you to the secure payment page', 40)),
    ]);
    fireEvent.click(await screen.findByRole('radio', { name: /Pay online by card/ }));
    fireEvent.click(screen.getByRole('radio', { name: 'MasterCard' }));
    const useWallet = screen.getByRole('checkbox', { name: /Use my wallet balance/ });
    expect(useWallet).toHaveAccessibleName(/Balance: AED\s40\.00/);
    fireEvent.click(useWallet);
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByText('-AED 40.00')).toBeInTheDocument();
    fireEvent.click(within(summary).getByRole('button', { name: /^Pay AED\s135\.00$/ }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('http://localhost:3000/sandbox-pay/123'));
    expect(lastFields(fetch, payNowCall.path)).toMatchObject({
      address_id: '4',
      wallet: '1',
      payment_method: '2',
      payment_method_type: 'MasterCard',
    });
  });

  it('offers the phone wallets the provider enables, Apple Pay only where the device can pay with it', async () => {
    const fetch = await openCheckout([
      answer(paymentMethodsCall, paymentMethods({ wallets: ['ApplePay', 'GooglePay'] })),
      answer(payNowCall, cardInvoice('7', 'Taking you')),
    ]);
    fireEvent.click(await screen.findByRole('radio', { name: /Pay online by card/ }));
    const googlePay = await screen.findByRole('radio', { name: 'Google Pay' });
    // No ApplePaySession here (not Safari): Apple Pay is not offered.
    expect(screen.queryByRole('radio', { name: 'Apple Pay' })).toBeNull();
    expect(screen.getByRole('radio', { name: /Pay online by card/ })).toHaveAccessibleName(/Card or Google Pay, on a secure payment page/);
    fireEvent.click(googlePay);
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    fireEvent.click(within(summary).getByRole('button', { name: /^Pay AED\s175\.00 with Google Pay$/ }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('http://localhost:3000/sandbox-pay/7'));
    expect(lastFields(fetch, payNowCall.path)).toMatchObject({ payment_method: '2', payment_method_type: 'GooglePay' });
  });

  it('shows Apple Pay on a device that can pay with it', async () => {
    vi.stubGlobal('ApplePaySession', { canMakePayments: () => true });
    try {
      await openCheckout([answer(paymentMethodsCall, paymentMethods({ wallets: ['ApplePay'] }))]);
      fireEvent.click(await screen.findByRole('radio', { name: /Pay online by card/ }));
      expect(await screen.findByRole('radio', { name: 'Apple Pay' })).toBeInTheDocument();
      expect(screen.queryByRole('radio', { name: 'Google Pay' })).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('places the order without the card page when the answer says nothing is left to pay (flag 1)', async () => {
    await openCheckout([
      answer(walletBalanceCall, wallet(500)),
      answer(payNowCall, orderPlaced('Your order has been placed and paid from your wallet', 175)),
    ]);
    fireEvent.click(await screen.findByRole('radio', { name: /Pay online by card/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Use my wallet balance/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your order has been placed and paid from your wallet' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout/placed/9');
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it('shows a refusal and stays', async () => {
    await openCheckout([
      answer(payNowCall, { refusal: 'conflict', body: { status: false, msg: 'Only 1 left in stock of Sidr Honey', data: null } }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Only 1 left in stock of Sidr Honey')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
  });

  it('without an address: says one is needed and opens the address form over checkout', async () => {
    await openCheckout([answer(listAddressesCall, ok([])), answer(cartListCall, ok({ ...cart, shipping_cost: 0, total_price: 150 }))], {
      lang: 'ar',
    });
    expect(await screen.findByText('أضف عنوان توصيل رئيسيًا لإتمام طلبك.')).toBeInTheDocument();
    // No address yet: delivery is the range of the regions' fees (25 to 50 AED), not a fee of 0.
    const summary = screen.getByRole('complementary', { name: 'ملخص الطلب' });
    const delivery = within(summary).getByText('التوصيل').closest('div')!;
    expect(within(delivery).getByRole('definition').textContent).toBe(formatPriceRange(25, 50, 'ar'));
    expect(screen.getByRole('button', { name: 'تأكيد الطلب' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'إضافة عنوان' }));
    const dialog = await screen.findByRole('dialog', { name: 'عنوان توصيل جديد' });
    expect(within(dialog).getByLabelText('اسم العنوان')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout');
  });

  it('delivers to another of the addresses: it becomes the main one and the cart is priced again for it', async () => {
    const fetch = await openCheckout([
      // The office (3) is now the main address, home (4) not.
      answer(
        editAddressCall,
        ok(
          [
            { ...address(3, '0'), primary: '1' },
            { ...address(4, '1'), primary: '0' },
          ],
          'Location edited successfully',
        ),
      ),
    ]);
    const office = await screen.findByRole('radio', { name: /^Office/ });
    const cartAsked = fetch.mock.calls.filter(([url]) => String(url) === urlOf(cartListCall)).length;
    fireEvent.click(office);
    await waitFor(() => expect(office).toBeChecked());
    expect(screen.getByRole('radio', { name: /^Home/ })).not.toBeChecked();
    expect(lastFields(fetch, editAddressCall.path)).toMatchObject({ id: '3', primary: '1' });
    await waitFor(() => expect(fetch.mock.calls.filter(([url]) => String(url) === urlOf(cartListCall)).length).toBeGreaterThan(cartAsked));
    expect(screen.getByRole('button', { name: 'Edit the address Office' })).toBeInTheDocument();
  });

  it("tells a guest 'You Must Login First' and sends them to /login", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answerWith();
    await renderApp('/checkout');
    expect(await screen.findByText('You Must Login First')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(2100));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    vi.useRealTimers();
  });
});

describe('payment result pages', { timeout: 20_000 }, () => {
  const payment = {
    payment_id: '070712345678901234',
    order_id: 9,
    invoice_id: '5001',
    amount: 135,
    status: 'paid' as const,
    order_status: 1,
    payment_method_type: 'Visa',
  };

  it("/paymentsuccess asks the server about the paymentId and shows it, then the order's confirmation", async () => {
    const fetch = answerWith(
      answer(paymentStatusCall, ok(payment, 'Payment completed successfully')),
      answer(
        orderDetailsCall,
        ok({
          ...placedOrder,
          payment_method: 2,
          payment_method_type: 'Visa',
          totals: { ...placedOrder.totals, paid: 175, card_amount: 175 },
        }),
      ),
    );
    await renderApp('/paymentsuccess?paymentId=070712345678901234&Id=070712345678901234', { loggedIn: true });
    expect(await screen.findByRole('heading', { name: 'Payment completed successfully' })).toBeInTheDocument();
    expect(screen.getByText('070712345678901234')).toBeInTheDocument();
    expect(screen.getByText('#9')).toBeInTheDocument();
    expect(lastFields(fetch, paymentStatusCall.path)).toMatchObject({ payment_id: '070712345678901234' });
    const confirmation = await screen.findByTestId('order-confirmation');
    expect(within(confirmation).getByText('It is paid: nothing more to pay when it arrives.')).toBeInTheDocument();
    expect(within(confirmation).getByTestId('order-payment')).toHaveTextContent('Paid by Visa card');
    expect(within(confirmation).getByRole('link', { name: 'View order #9' })).toHaveAttribute('href', '/myprofile/orders/9');
  });

  it('/paymentsuccess shows what the server found when the payment failed after all', async () => {
    answerWith(
      answer(paymentStatusCall, {
        status: false,
        msg: 'An error occurred during payment, please try again',
        data: { ...payment, status: 'failed', order_status: 4 },
      }),
    );
    await renderApp('/paymentsuccess?paymentId=1', { loggedIn: true });
    expect(await screen.findByRole('heading', { name: 'An error occurred during payment, please try again' })).toBeInTheDocument();
    expect(screen.queryByText('Payment completed successfully')).toBeNull();
  });

  it('/paymenterror shows the message in Arabic and has the server release the order', async () => {
    const fetch = answerWith(answer(paymentStatusCall, { status: false, msg: 'x', data: null }), answer(cartListCall, ok(cart)));
    await renderApp('/paymenterror?paymentId=42', { loggedIn: true, lang: 'ar' });
    expect(await screen.findByRole('heading', { name: 'حدث خطأ أثناء عملية الدفع، يرجى المحاولة مرة أخرى' })).toBeInTheDocument();
    await waitFor(() => expect(lastFields(fetch, paymentStatusCall.path)).toMatchObject({ payment_id: '42' }));
    expect(screen.getByRole('link', { name: 'العودة إلى السلة' })).toHaveAttribute('href', '/cart');
  });
});
