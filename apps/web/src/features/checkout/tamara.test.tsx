// Tamara at checkout and its promotional line: shown only when payment_methods.php says Tamara is available (its
// pre-check accepted the cart), in English and Arabic, the amount split in four through the money formatter; the
// shopper's return from Tamara (?orderId=…) asks the server about that order.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, answerWith, renderApp, urlOf } from '../../test/render';
import { cart, lastFields, ok, openCheckout, paymentMethods } from '../../test/checkout';
import { leaveFor } from './leaveFor';
import { paymentMethodsCall, payNowCall, cartListCall, paymentStatusCall } from '@shop/contract/calls';

vi.mock('./leaveFor', () => ({ leaveFor: vi.fn() }));
configure({ asyncUtilTimeout: 5000 });

const methods = (tamara: boolean, tabby = false) => paymentMethods({ tabby, tamara });
const tamaraPage = 'https://checkout.tamara.co/checkout/o-1';

describe('Tamara', { timeout: 20_000 }, () => {
  beforeEach(() => vi.mocked(leaveFor).mockClear());

  it('is offered as a way of paying of its own beside Tabby: its four payments shown, pay_now sent with tamara, then its page', async () => {
    const fetch = await openCheckout([
      answer(paymentMethodsCall, methods(true, true)),
      answer(payNowCall, {
        status: true,
        msg: 'Taking you to the secure payment page',
        flag: 0,
        data: {
          order_id: 9,
          status_id: 8,
          total_price: 175,
          wallet_used: 0,
          card_amount: 175,
          cod_fee: 0,
          IsSuccess: true,
          Data: { InvoiceId: 'o-1', InvoiceURL: tamaraPage },
        },
      }),
    ]);
    const tamara = await screen.findByRole('radio', { name: /^Pay in instalments with Tamara/ });
    expect(screen.getByRole('radio', { name: /^Pay later with Tabby/ })).toBeInTheDocument();
    expect(screen.getByText(/^Split in 4 interest-free payments of AED\s43\.75, on Tamara's secure page$/)).toBeInTheDocument();
    fireEvent.click(tamara);
    expect(tamara).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Pay later with Tabby/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /Pay online by card/ })).not.toBeChecked();
    expect(screen.queryByRole('radio', { name: 'MasterCard' })).toBeNull();
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    fireEvent.click(within(summary).getByRole('button', { name: /^Pay AED\s175\.00$/ }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(tamaraPage));
    expect(lastFields(fetch, payNowCall.path)).toMatchObject({ payment_method: '2', payment_method_type: 'tamara' });
  });

  it('is not offered when the server does not offer it (not configured, or its pre-check said no)', async () => {
    await openCheckout([answer(paymentMethodsCall, methods(false, true))]);
    expect(await screen.findByRole('radio', { name: /^Pay later with Tabby/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Tamara/ })).toBeNull();
  });

  it('in Arabic: its name and its four payments translated, the digits as the language writes them', async () => {
    await openCheckout([answer(paymentMethodsCall, methods(true))], { lang: 'ar' });
    fireEvent.click(await screen.findByRole('radio', { name: /^قسّم مشترياتك مع تمارا/ }));
    expect(screen.getByText(/عبر صفحة تمارا الآمنة/)).toHaveTextContent(/دفعات بدون فوائد بقيمة/);
  });

  it('the cart shows "Or 4 interest-free payments … with Tamara" only when Tamara is available', async () => {
    answerWith(answer(cartListCall, ok(cart)), answer(paymentMethodsCall, methods(true)));
    await renderApp('/cart', { loggedIn: true });
    expect(await screen.findByText(/^Or 4 interest-free payments of AED\s43\.75 with Tamara$/)).toBeInTheDocument();
    expect(screen.queryByTestId('tabby-promo')).toBeNull();
  });

  it('the cart in Arabic', async () => {
    answerWith(answer(cartListCall, ok(cart)), answer(paymentMethodsCall, methods(true)));
    await renderApp('/cart', { loggedIn: true, lang: 'ar' });
    expect(await screen.findByTestId('tamara-promo')).toHaveTextContent(/^أو .* دفعات بدون فوائد بقيمة .* مع تمارا$/);
  });

  it('the cart shows no Tamara line without Tamara', async () => {
    const fetch = answerWith(answer(cartListCall, ok(cart)), answer(paymentMethodsCall, methods(false, true)));
    await renderApp('/cart', { loggedIn: true });
    expect(await screen.findByTestId('tabby-promo')).toBeInTheDocument();
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url) === urlOf(paymentMethodsCall))).toBe(true));
    expect(screen.queryByTestId('tamara-promo')).toBeNull();
  });

  it("the return from Tamara's page (?orderId=…) asks the server about that order", async () => {
    const fetch = answerWith(
      answer(paymentStatusCall, {
        status: false,
        msg: 'An error occurred during payment, please try again',
        data: {
          payment_id: 'o-1',
          order_id: 9,
          invoice_id: 'o-1',
          amount: 175,
          status: 'failed',
          order_status: 4,
          payment_method_type: 'tamara',
        },
      }),
    );
    await renderApp('/paymenterror?orderId=o-1&paymentStatus=declined', { loggedIn: true });
    await waitFor(() => expect(lastFields(fetch, paymentStatusCall.path)).toMatchObject({ payment_id: 'o-1' }));
  });
});
