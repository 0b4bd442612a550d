import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer, answerWith, renderApp, sentFields, type Body, urlOf } from '../../test/render';
import { suggestCall } from '@shop/contract/calls';

configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

const product = (id: number, name: string, sale_price: number) => ({
  id,
  main_image: `/media/products/p${id}-640.webp`,
  name,
  short_desc: '',
  quantity: 5,
  sale_price,
  list_price: sale_price,
  discount: 0,
  rating: 4,
  rating_count: 12,
});
const suggestions = (data: {
  products?: ReturnType<typeof product>[];
  categories?: { id: number; cat_name: string }[];
  did_you_mean?: string;
}): Body<typeof suggestCall> => ({
  status: true,
  msg: 'Success',
  data: { products: [], categories: [], did_you_mean: '', ...data },
});

/** The header's box (the wide screen's; jsdom draws both it and the phone's). */
const box = () => screen.getAllByRole('combobox', { name: 'Search products' })[0]!;
const suggestCalls = (spy: ReturnType<typeof answerWith>) =>
  spy.mock.calls.flatMap((c, i) => (String(c[0]) === urlOf(suggestCall) ? [sentFields(spy, i)] : []));

describe('the search box', () => {
  it('suggests products and categories from two letters, the typed part in bold, and goes to one by keyboard', async () => {
    const fetch = answerWith(
      answer(
        suggestCall,
        suggestions({
          products: [product(3, 'Sidr Honey', 120), product(4, 'Acacia Honey', 45)],
          categories: [{ id: 9, cat_name: 'Honey' }],
        }),
      ),
    );
    await renderApp('/faq');
    await userEvent.type(box(), 'h');
    // One letter asks nothing.
    await new Promise((r) => setTimeout(r, 300));
    expect(suggestCalls(fetch)).toEqual([]);
    await userEvent.type(box(), 'on');
    const list = await screen.findByRole('listbox', { name: 'Search suggestions' });
    expect(suggestCalls(fetch).at(-1)).toMatchObject({ keyword: 'hon' });
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveAttribute('aria-controls', list.id);
    const products = within(list).getByRole('group', { name: 'Products' });
    expect(
      within(products)
        .getAllByRole('option')
        .map((o) => o.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['Sidr HoneyAED 120.00', 'Acacia HoneyAED 45.00']);
    expect(within(products).getAllByRole('option')[0]!.querySelector('b')).toHaveTextContent('Hon');
    expect(within(within(list).getByRole('group', { name: 'Categories' })).getByRole('option')).toHaveTextContent('Honey');
    expect(screen.getAllByRole('status').some((s) => s.textContent === '3 suggestions')).toBe(true);

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = within(list).getAllByRole('option')[1]!;
    expect(box()).toHaveAttribute('aria-activedescendant', second.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/Details/4'));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('goes round from the last option back to the box; Enter there searches what was typed; Escape closes, then clears', async () => {
    answerWith(answer(suggestCall, suggestions({ products: [product(3, 'Black Seed Oil', 30)] })));
    await renderApp('/faq');
    await userEvent.type(box(), 'black');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowUp}');
    expect(box()).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]!.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveValue('black');
    await userEvent.keyboard('{Escape}');
    expect(box()).toHaveValue('');
    await userEvent.type(box(), 'blak seed{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/products?search=blak%20seed'));
  });

  it('offers a closer spelling, and a tap on an option goes there', async () => {
    answerWith(answer(suggestCall, suggestions({ products: [product(5, 'Turmeric Powder', 20)], did_you_mean: 'turmeric' })));
    await renderApp('/faq', { lang: 'ar' });
    await userEvent.type(screen.getAllByRole('combobox', { name: 'ابحث في المنتجات' })[0]!, 'tumeric');
    const list = await screen.findByRole('listbox', { name: 'اقتراحات البحث' });
    const [spelling, turmeric] = within(list).getAllByRole('option');
    expect(spelling).toHaveTextContent('هل تقصد turmeric');
    expect(spelling!.querySelector('bdi')).toHaveTextContent('turmeric');
    await userEvent.click(turmeric!);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/Details/5'));
  });
});
