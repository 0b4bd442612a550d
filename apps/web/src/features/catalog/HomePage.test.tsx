import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallData } from '@shop/contract';
import { answer, answerWith, renderApp } from '../../test/render';
import { HomeBanner, otherBannerIndex } from './HomeBanner';
import { homeCall, groupsCall } from '@shop/contract/calls';

type Card = CallData<typeof homeCall>['products'][number];
const card = (id: number, over: Partial<Card> = {}): Card => ({
  id,
  main_image: `/media/products/p${id}-640.webp`,
  name: `Product ${id}`,
  short_desc: `About ${id}`,
  quantity: 5,
  sale_price: 40,
  list_price: 50,
  discount: 20,
  rating: 4.5,
  rating_count: 8,
  ...over,
});

const homeData = {
  products: [card(1), card(2, { quantity: 0 })],
  selected_products: [card(3)],
  new_products: [card(4)],
  slider: [
    {
      product_id: 2,
      image: '/media/banners/b1-1024.webp',
      title: 'Pure Sidr Honey',
      subtitle: '15% off this week',
      button: 'Shop Sidr',
      alt: 'A jar of Sidr honey',
    },
  ],
  categories: [{ id: 8, cat_name: 'Raw honey', icon: '/media/categories/c8-160.webp' }],
};

afterEach(() => vi.useRealTimers());

describe('home page', () => {
  it('shows groups, banner, categories and the three sliders with their more links', async () => {
    answerWith(
      answer(homeCall, { status: true, msg: 'Success', data: homeData }),
      answer(groupsCall, { status: true, msg: 'Success', data: [{ id: 3, group_name: 'Herbs' }] }),
    );
    await renderApp('/');
    expect(await screen.findByRole('link', { name: 'Herbs' })).toHaveAttribute('href', '/groups/3');
    const banner = screen.getByRole('region', { name: 'Featured products' });
    expect(within(banner).getByRole('img', { name: 'A jar of Sidr honey' })).toHaveAttribute('src', '/media/banners/b1-1024.webp');
    expect(within(banner).getByRole('heading', { level: 2, name: 'Pure Sidr Honey' })).toHaveAttribute('dir', 'auto');
    expect(within(banner).getByText('15% off this week')).toBeInTheDocument();
    expect(within(banner).getByRole('link')).toHaveAttribute('href', '/Details/2');
    expect(within(banner).getByRole('link')).toHaveAccessibleName('Shop Sidr');
    expect(screen.getByRole('link', { name: 'Raw honey' })).toHaveAttribute('href', '/categories/8');
    expect(screen.getByRole('link', { name: 'More: Our products' })).toHaveAttribute('href', '/products/products');
    expect(screen.getByRole('link', { name: 'More: Picked for you' })).toHaveAttribute('href', '/products/selected');
    expect(screen.getByRole('link', { name: 'More: New arrivals' })).toHaveAttribute('href', '/products/new');
    const soldOut = screen.getByRole('link', { name: 'Product 2' }).closest('article')!;
    expect(within(soldOut).getByText('Out of stock')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Email address' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Souq Al Asal | Honey, herbs and natural care'));
  });

  it('asks a guest to log in first when adding to cart from a card (docs/product.md §6)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = answerWith(
      answer(homeCall, { status: true, msg: 'Success', data: homeData }),
      answer(groupsCall, { status: true, msg: 'Success', data: [] }),
    );
    await renderApp('/');
    const card = (await screen.findByRole('link', { name: 'Product 1' })).closest('article')!;
    act(() => within(card).getByRole('button', { name: 'Add to cart' }).click());
    expect(await screen.findByText('You must login first')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    // Only the two home calls: nothing was sent for the guest.
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['en', 'Reference: req-7f3a (quote it if you contact us)'],
    ['ar', 'رقم المرجع: req-7f3a (اذكره إن تواصلت معنا)'],
  ] as const)('shows the request id of a failure of the server (%s)', async (lang, reference) => {
    const failed = { status: false as const, msg: 'Something went wrong (reference req-7f3a)', data: null };
    answerWith(
      answer(homeCall, { httpStatus: 500, refusal: 'failed', requestId: 'req-7f3a', body: failed }),
      answer(groupsCall, { status: true, msg: 'Success', data: [] }),
    );
    await renderApp('/', { lang });
    expect(await screen.findByText(reference)).toBeInTheDocument();
  });

  it('keeps the loading veil until both calls have answered', async () => {
    let answerGroups: ((r: Response) => void) | undefined;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input).endsWith('groups.php')
        ? new Promise<Response>((resolve) => (answerGroups = resolve))
        : new Response(JSON.stringify({ status: true, msg: 'Success', data: homeData })),
    );
    await renderApp('/home');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    // React asks for the page's data once the page has mounted, which can be after the veil shows.
    await waitFor(() => expect(answerGroups).toBeDefined());
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await act(async () => answerGroups!(new Response(JSON.stringify({ status: true, msg: 'Success', data: [] }))));
    expect(await screen.findByRole('link', { name: 'Raw honey' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("on 'wrong key' warns 'You must login first' and goes to /login after 2 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answerWith(
      answer(homeCall, { refusal: 'wrong-key', body: { status: false, msg: 'wrong key', data: null } }),
      answer(groupsCall, { status: true, msg: 'Success', data: [] }),
    );
    await renderApp('/', { loggedIn: true });
    expect(await screen.findByText('You must login first')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/');
    await act(async () => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });
});

describe('home banner', () => {
  it('picks a different banner every time', () => {
    for (let current = 0; current < 4; current++) {
      const picks = new Set([0, 0.3, 0.6, 0.99].map((r) => otherBannerIndex(4, current, () => r)));
      expect(picks.has(current)).toBe(false);
      expect(picks.size).toBe(3);
    }
    expect(otherBannerIndex(1, 0)).toBe(0);
  });

  it('switches to another banner after 10 s', async () => {
    vi.useFakeTimers();
    const banners = [0, 1, 2].map((i) => ({
      product_id: 10 + i,
      image: `/media/banners/b${i}-1024.webp`,
      title: `Title ${i}`,
      subtitle: i === 1 ? '' : `Subtitle ${i}`,
      button: `Button ${i}`,
      alt: `Picture ${i}`,
    }));
    render(
      <MemoryRouter>
        <HomeBanner banners={banners} />
      </MemoryRouter>,
    );
    // The current banner's words are the ones shown; the others keep their place hidden.
    const link = () => screen.getByRole('link');
    expect(link()).toHaveAttribute('href', '/Details/10');
    expect(link()).toHaveAccessibleName('Button 0');
    expect(screen.getByRole('heading').textContent).toBe('Title 0');
    expect(screen.getByRole('img')).toHaveAccessibleName('Picture 0');
    act(() => vi.advanceTimersByTime(9_999));
    expect(link()).toHaveAttribute('href', '/Details/10');
    act(() => vi.advanceTimersByTime(1));
    const now = Number(/\/Details\/1(\d)$/.exec(link().getAttribute('href')!)![1]);
    expect(now).not.toBe(0);
    expect(link()).toHaveAccessibleName(`Button ${now}`);
    expect(screen.getByRole('heading').textContent).toBe(`Title ${now}`);
    expect(screen.getByRole('img')).toHaveAccessibleName(`Picture ${now}`);
  });
});
