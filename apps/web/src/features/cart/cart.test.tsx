import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { Cart } from '@shop/contract';
import { answer, answerWith, renderApp, sentFields } from '../../test/render';
import { CART_KEY, setCart } from './api';
import { cart, line } from '../../test/cart';
import { cartListCall, manageCartCall, addCouponCall, removeCouponCall } from '@shop/contract/calls';

// Pages are lazy chunks with their own translations: on a busy machine they take more than the default second.
configure({ asyncUtilTimeout: 5000 });

const ok = <T,>(data: T, msg = 'Success') => ({ status: true as const, msg, data });
const twoLines = cart([
  line(1, { quantity: 2, total_price: 198, sale_price: 99, list_price: 120, name: 'Sidr Honey', short_desc: 'Yemeni mountain honey' }),
  line(2, { quantity: 3, total_price: 136.5, sale_price: 45.5, list_price: 45.5 }),
]);

describe('setCart', () => {
  it('keeps the cart a call answered with when a cart_list.php asked before it arrives after it', async () => {
    const client = new QueryClient();
    let answerOlder!: (older: Cart) => void;
    // The header's cart_list.php, asked on signing in, still on its way when the add to cart answers.
    const older = client
      .fetchQuery({ queryKey: CART_KEY, queryFn: () => new Promise<Cart>((resolve) => (answerOlder = resolve)) })
      .catch(() => undefined);
    await setCart(client, twoLines);
    answerOlder(cart([]));
    await older;
    expect(client.getQueryData(CART_KEY)).toEqual(twoLines);
  });
});

describe('cart page', { timeout: 20_000 }, () => {
  it('shows each line, the totals, and the header count as the sum of quantities', async () => {
    answerWith(answer(cartListCall, ok(twoLines)));
    await renderApp('/cart', { loggedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
    const sidr = screen.getByRole('heading', { name: 'Sidr Honey' }).closest('li')!;
    expect(within(sidr).getByText('Yemeni mountain honey')).toBeInTheDocument();
    expect(within(sidr).getByText('AED 198.00')).toBeInTheDocument();
    expect(within(sidr).getByRole('link', { name: 'Sidr Honey' })).toHaveAttribute('href', '/Details/101');
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByText('AED 376.50')).toBeInTheDocument();
    expect(within(summary).getByText('-AED 42.00')).toBeInTheDocument();
    expect(within(summary).getByText('AED 30.00')).toBeInTheDocument();
    expect(within(summary).getByText('AED 364.50')).toBeInTheDocument();
    expect(within(summary).getByText('Includes AED 17.36 VAT (5%)')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
    expect(screen.getByRole('button', { name: 'Cart, 5 items' })).toBeInTheDocument();
    // The owner offers no free delivery: nothing said about it.
    expect(screen.queryByTestId('free-delivery')).toBeNull();
  });

  it("before an address is known: delivery as the range of the regions' fees, and the day an order placed now arrives (en, ar)", async () => {
    answerWith(answer(cartListCall, ok({ ...twoLines, shipping_cost: 0, total_price: 334.5, cod_total_price: 334.5 })));
    const { unmount } = await renderApp('/cart', { loggedIn: true });
    const summary = await screen.findByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByText('Delivery').nextSibling).toHaveTextContent('AED 25.00–50.00');
    expect(within(summary).getByTestId('arrival')).toHaveTextContent('Order now, arrives by Thu, 10 Dec');
    unmount();

    answerWith(answer(cartListCall, ok({ ...twoLines, shipping_cost: 0, total_price: 334.5, cod_total_price: 334.5 })));
    await renderApp('/cart', { loggedIn: true, lang: 'ar' });
    const arSummary = await screen.findByRole('complementary', { name: 'ملخص الطلب' });
    expect(within(arSummary).getByTestId('arrival')).toHaveTextContent(/^اطلب الآن ويصلك بحلول الخميس/);
  });

  it('says how much more takes the cart to free delivery, and shows delivery free once it is reached (en, ar)', async () => {
    answerWith(answer(cartListCall, ok({ ...twoLines, free_delivery_from: 400, free_delivery_left: 65.5 })));
    const { unmount } = await renderApp('/cart', { loggedIn: true });
    expect(await screen.findByTestId('free-delivery')).toHaveTextContent('AED 65.50 more for free delivery');
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByText('Delivery').nextSibling).toHaveTextContent('AED 30.00');
    unmount();

    answerWith(
      answer(
        cartListCall,
        ok({
          ...twoLines,
          shipping_cost: 0,
          total_price: 334.5,
          cod_total_price: 334.5,
          free_delivery_from: 300,
          free_delivery_left: 0,
        }),
      ),
    );
    await renderApp('/cart', { loggedIn: true, lang: 'ar' });
    expect(await screen.findByTestId('free-delivery')).toHaveTextContent('طلبك يصلك بتوصيل مجاني');
    expect(screen.getByText('التوصيل').nextSibling).toHaveTextContent('مجاني');
  });

  it('sends the new quantity with plus, disables the buttons during the call, and updates the header at once', async () => {
    let respond: (r: Response) => void = () => {};
    const fetch = answerWith(answer(cartListCall, ok(twoLines)));
    await renderApp('/cart', { loggedIn: true });
    const sidr = (await screen.findByRole('heading', { name: 'Sidr Honey' })).closest('li')!;
    fetch.mockImplementationOnce(() => new Promise<Response>((resolve) => (respond = resolve)));
    fireEvent.click(within(sidr).getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(sentFields(fetch, fetch.mock.calls.length - 1)).toMatchObject({ cart_item_id: '1', quantity: '3' }));
    await waitFor(() => expect(within(sidr).getByRole('button', { name: 'Increase quantity' })).toBeDisabled());
    expect(within(sidr).getByRole('button', { name: 'Remove Sidr Honey from the cart' })).toBeDisabled();
    const updated = cart([line(1, { ...twoLines.products[0], quantity: 3, total_price: 297 }), twoLines.products[1]!]);
    await act(async () => respond(new Response(JSON.stringify(ok(updated, 'Cart updated')))));
    expect(await within(sidr).findByText('AED 297.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cart, 6 items' })).toBeInTheDocument();
    expect(within(sidr).getByRole('button', { name: 'Increase quantity' })).toBeEnabled();
  });

  it("removes a line with delete (quantity 0) and shows 'No products in the cart' when none is left", async () => {
    const fetch = answerWith(
      answer(cartListCall, ok(cart([line(1)]))),
      answer(manageCartCall, ok(cart([]), 'Product removed from the cart')),
    );
    await renderApp('/cart', { loggedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Honey 1 from the cart' }));
    expect(await screen.findByText('No products in the cart')).toBeInTheDocument();
    expect(sentFields(fetch, fetch.mock.calls.length - 1)).toMatchObject({ cart_item_id: '1', quantity: '0' });
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/products');
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
  });

  it('shows a refused quantity change with the server message', async () => {
    answerWith(
      answer(cartListCall, ok(cart([line(1, { stock: 9 })]))),
      answer(manageCartCall, { refusal: 'conflict', body: { status: false, msg: 'Only 1 left in stock of Honey 1', data: null } }),
    );
    await renderApp('/cart', { loggedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Increase quantity' }));
    expect(await screen.findByText('Only 1 left in stock of Honey 1')).toBeInTheDocument();
  });

  it('applies a coupon (field disabled, delete shown), shows a refusal under the field, and removes it', async () => {
    const withCoupon = cart([line(1)], { discount_coupon: 'SAVE20', discount: 62, coupon_discount: 20, total_price: 344.5 });
    const fetch = answerWith(
      answer(cartListCall, ok(cart([line(1)]))),
      answer(addCouponCall, { status: false, msg: 'This coupon has expired', data: null }),
      answer(removeCouponCall, ok(cart([line(1)]), 'Coupon removed')),
    );
    await renderApp('/cart', { loggedIn: true });
    const field = await screen.findByRole('textbox', { name: 'Coupon code' });
    fireEvent.input(field, { target: { value: 'ramadan25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This coupon has expired');

    fetch.mockImplementationOnce(async () => new Response(JSON.stringify(ok(withCoupon, 'Coupon applied'))));
    fireEvent.input(field, { target: { value: 'save20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Coupon SAVE20 applied')).toBeInTheDocument();
    expect(sentFields(fetch, fetch.mock.calls.length - 1)).toMatchObject({ coupon: 'save20' });
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('SAVE20');
    // The server's discount holds both: the shelf part and the coupon's part show on their own rows.
    expect(screen.getByText('-AED 20.00')).toBeInTheDocument();
    expect(screen.getByText('-AED 42.00')).toBeInTheDocument();
    expect(screen.getByText('Coupon SAVE20')).toBeInTheDocument();
    expect(screen.queryByText('-AED 62.00')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Remove coupon' }));
    expect(await screen.findByRole('button', { name: 'Apply' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('');
  });

  it('says why a coupon on the cart gives nothing now', async () => {
    answerWith(
      answer(
        cartListCall,
        ok(cart([line(1)], { discount_coupon: 'SAVE20', coupon_note: 'This coupon needs an order of at least 150.00 AED' })),
      ),
    );
    await renderApp('/cart', { loggedIn: true });
    expect(await screen.findByText('This coupon needs an order of at least 150.00 AED')).toBeInTheDocument();
  });

  it('shows the savings as a negative amount in Arabic, its sign kept with its digits, not a sign put before the price', async () => {
    answerWith(answer(cartListCall, ok(twoLines)));
    await renderApp('/cart', { loggedIn: true, lang: 'ar' });
    const summary = await screen.findByRole('complementary', { name: 'ملخص الطلب' });
    const ar = new Intl.NumberFormat('ar-AE', { style: 'currency', currency: 'AED' }).format(-42).replace('-42.00', '\u2066-42.00\u2069');
    expect(within(summary).getByText('الخصم').nextSibling?.textContent).toBe(ar);
    expect(summary).not.toHaveTextContent('−');
  });

  it('speaks Arabic', async () => {
    answerWith(answer(cartListCall, ok(cart([]))));
    await renderApp('/cart', { loggedIn: true, lang: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'السلة' })).toBeInTheDocument();
    expect(screen.getByText('لا توجد منتجات في السلة')).toBeInTheDocument();
  });

  it('sends a guest to /login after the warning', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = answerWith();
    await renderApp('/cart');
    await act(async () => vi.advanceTimersByTime(2100));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/cart/'))).toBe(false);
    vi.useRealTimers();
  });
});
