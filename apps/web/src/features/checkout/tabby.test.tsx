// Tabby at checkout and its promotional line: shown only when payment_methods.php says Tabby is available,
// in English and Arabic, the amount split in four through the money formatter.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, answerWith, renderApp, urlOf } from '../../test/render';
import { cart, lastFields, ok, openCheckout, paymentMethods } from '../../test/checkout';
import { leaveFor } from './leaveFor';
import { paymentMethodsCall, payNowCall, cartListCall } from '@shop/contract/calls';

vi.mock('./leaveFor', () => ({ leaveFor: vi.fn() }));
configure({ asyncUtilTimeout: 5000 });

const methods = (tabby: boolean) => paymentMethods({ tabby });
const tabbyPage = 'https://checkout.tabby.ai/?sessionId=s1';

describe('Tabby', { timeout: 20_000 }, () => {
  beforeEach(() => vi.mocked(leaveFor).mockClear());

  it('is offered as a way of paying of its own when the server says so: its four payments shown, pay_now sent with tabby, then its page', async () => {
    const fetch = await openCheckout([
      answer(paymentMethodsCall, methods(true)),
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
          Data: { InvoiceId: 'p-1', InvoiceURL: tabbyPage },
        },
      }),
    ]);
    const tabby = await screen.findByRole('radio', { name: /^Pay later with Tabby/ });
    expect(screen.getByText(/^Split in 4 interest-free payments of AED\s43\.75, on Tabby's secure page$/)).toBeInTheDocument();
    fireEvent.click(tabby);
    // Beside cash and card, not one of the cards: the card choices stay closed.
    expect(tabby).toBeChecked();
    expect(screen.getByRole('radio', { name: /Pay online by card/ })).not.toBeChecked();
    expect(screen.queryByRole('radio', { name: 'MasterCard' })).toBeNull();
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    fireEvent.click(within(summary).getByRole('button', { name: /^Pay AED\s175\.00$/ }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(tabbyPage));
    expect(lastFields(fetch, payNowCall.path)).toMatchObject({ payment_method: '2', payment_method_type: 'tabby' });
  });

  it('is not offered when the server does not offer it', async () => {
    await openCheckout([answer(paymentMethodsCall, methods(false))]);
    fireEvent.click(await screen.findByRole('radio', { name: /Pay online by card/ }));
    expect(await screen.findByRole('radio', { name: 'MasterCard' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Tabby/ })).toBeNull();
  });

  it('in Arabic: its name and its four payments translated', async () => {
    await openCheckout([answer(paymentMethodsCall, methods(true))], { lang: 'ar' });
    fireEvent.click(await screen.findByRole('radio', { name: /^ادفع لاحقًا عبر تابي/ }));
    expect(screen.getByText(/دفعات بدون فوائد بقيمة/)).toHaveTextContent(/٤|4/);
  });

  it('the cart shows "4 interest-free payments" of its total only when Tabby is available', async () => {
    answerWith(answer(cartListCall, ok(cart)), answer(paymentMethodsCall, methods(true)));
    await renderApp('/cart', { loggedIn: true });
    expect(await screen.findByText(/^4 interest-free payments of AED\s43\.75$/)).toBeInTheDocument();
  });

  it('the cart shows no promotional line without Tabby', async () => {
    const fetch = answerWith(answer(cartListCall, ok(cart)), answer(paymentMethodsCall, methods(false)));
    await renderApp('/cart', { loggedIn: true });
    expect((await screen.findAllByRole('link', { name: /checkout/i })).length).toBeGreaterThan(0);
    // The server was asked, and said no.
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url) === urlOf(paymentMethodsCall))).toBe(true));
    expect(screen.queryByTestId('tabby-promo')).toBeNull();
  });
});
