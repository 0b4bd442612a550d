import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeMiniCart, showAdded } from '../../ui/miniCart';
import { cart, line } from '../../test/cart';
import { answer, answerWith, renderApp } from '../../test/render';
import { cartListCall, homeCall } from '@shop/contract/calls';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

const ok = <T,>(data: T) => ({ status: true as const, msg: 'Success', data });

/** A home page with nothing on it (the header does not show it). */
const NO_HOME = { products: [], selected_products: [], new_products: [], slider: [], categories: [] };

describe("the header's mini-cart", () => {
  afterEach(() => closeMiniCart());

  it('stays open for an add that answered before the header mounted (a tap made while the app started), and closes on another page', async () => {
    answerWith(answer(cartListCall, ok(cart([line(1, { name: 'Sidr Honey' }), line(2)]))), answer(homeCall, ok(NO_HOME)));
    // The add's answer came first: on a slow phone the early tap's call returns before React has hydrated the header.
    showAdded('Product added successfully', 101);
    await renderApp('/about', { loggedIn: true });
    const miniCart = await screen.findByRole('dialog', { name: 'Your cart' });
    expect(within(miniCart).getByTestId('added-message')).toHaveTextContent('Product added successfully');
    expect(within(miniCart).getAllByRole('listitem')[0]).toHaveTextContent('Sidr Honey');

    await userEvent.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Privacy policy' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/privacy');
    expect(screen.queryByRole('dialog', { name: 'Your cart' })).toBeNull();
  });

  it('shows the sale savings in Arabic as a negative amount, its sign kept with its digits', async () => {
    const onSale = line(1, { quantity: 2, total_price: 198, sale_price: 99, list_price: 120 });
    answerWith(answer(cartListCall, ok(cart([onSale]))), answer(homeCall, ok(NO_HOME)));
    showAdded('تمت إضافة المنتج بنجاح', 101);
    await renderApp('/about', { loggedIn: true, lang: 'ar' });
    const miniCart = await screen.findByRole('dialog', { name: 'سلتك' });
    const ar = new Intl.NumberFormat('ar-AE', { style: 'currency', currency: 'AED' }).format(-42).replace('-42.00', '\u2066-42.00\u2069');
    expect(within(miniCart).getByText('الخصم').nextSibling?.textContent).toBe(ar);
  });
});
