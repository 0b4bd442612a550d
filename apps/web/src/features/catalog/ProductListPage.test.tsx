import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer, answerWith, renderApp, sentToAll } from '../../test/render';
import {
  categoriesCall,
  searchFilterCall,
  offersCall,
  catFilterCall,
  filtersCall,
  suggestCall,
  groupFilterCall,
  groupsCall,
  listsWithProductsCall,
  removeFromListCall,
  addToListCall,
} from '@shop/contract/calls';

// Whole pages with a grid of cards and the filter panel: role queries take a while in jsdom.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

const card = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  main_image: `/media/products/p${id}-640.webp`,
  name: `Product ${id}`,
  short_desc: `About ${id}`,
  quantity: 5,
  sale_price: 40,
  list_price: 50,
  discount: 20,
  rating: 4,
  rating_count: 0,
  ...over,
});
/** Cards ids from..from+n-1, total_products on the first. */
const cards = (from: number, n: number, total: number) =>
  Array.from({ length: n }, (_, i) => card(from + i, i === 0 ? { total_products: total } : {}));
const ok = <T,>(data: T) => ({ status: true as const, msg: 'Success', data });
const categories = ok([
  { id: 4, cat_name: 'Honey', icon: '/media/c4-160.webp' },
  { id: 5, cat_name: 'Oils', icon: '/media/c5-160.webp' },
]);

describe('product list pages', () => {
  it('shows a category with its strip, pages by 30 and appends on Show More', async () => {
    const fetch = answerWith(answer(categoriesCall, categories));
    fetch.mockImplementation(async (input, init) => {
      const path = String(input).replace(/^\/api/, '');
      if (path === categoriesCall.path) return new Response(JSON.stringify(categories));
      const offset = Number((init?.body as FormData).get('item_count'));
      const products = offset === 0 ? cards(1, 30, 45) : cards(31, 15, 45);
      return new Response(
        JSON.stringify(
          ok({
            products,
            sub_category: [
              { id: 6, group_name: 'Sidr honey' },
              { id: 7, group_name: 'Acacia honey' },
            ],
          }),
        ),
      );
    });
    await renderApp('/categories/4');

    expect(await screen.findByRole('heading', { level: 1, name: 'Honey' })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(30);
    expect(screen.getByText('45 products')).toBeInTheDocument();
    const strip = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(strip).getByRole('link', { name: 'Sidr honey' })).toHaveAttribute('href', '/categories/6');
    expect(sentToAll(fetch, catFilterCall)[0]).toMatchObject({ category_id: '4', item_count: '0', limit: '30' });
    await waitFor(() => expect(document.title).toBe('Honey | Souq Al Asal'));

    await userEvent.click(screen.getByRole('link', { name: 'Show More' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(45));
    expect(sentToAll(fetch, catFilterCall)[1]).toMatchObject({ category_id: '4', item_count: '30', limit: '30' });
    // 45 of 45 shown: no more to show.
    expect(screen.queryByRole('link', { name: 'Show More' })).toBeNull();
  });

  it("searches from the URL and shows 'no items found' when nothing matches", async () => {
    const fetch = answerWith(answer(searchFilterCall, ok([])), answer(categoriesCall, categories));
    await renderApp('/products?search=xyz');
    expect(await screen.findByText('no items found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Results for “\u2068xyz\u2069”');
    expect(sentToAll(fetch, searchFilterCall)[0]).toMatchObject({
      search_with: 'keyword',
      keyword: 'xyz',
      item_count: '0',
      limit: '30',
    });
    expect(screen.queryByRole('link', { name: 'Show More' })).toBeNull();
  });

  it.each([
    ['/products?search=xyz', answer(searchFilterCall, ok([]))],
    ['/categories/4', answer(catFilterCall, ok({ products: [], sub_category: [] }))],
    ['/groups/2', answer(groupFilterCall, ok({ products: [], sub_category: [] }))],
    ['/offers', answer(offersCall, ok([]))],
  ])("an empty list at %s says 'No Products Found' in its empty state, under 'no items found'", async (url, empty) => {
    answerWith(empty, answer(categoriesCall, categories));
    await renderApp(url);
    const title = await screen.findByText('no items found');
    expect(screen.getByText('No Products Found')).toBeInTheDocument();
    expect(title.closest('div')?.parentElement).toHaveTextContent('no items foundNo Products Found');
    expect(screen.queryByText('Failed to list Products')).toBeNull();
  });

  it("says 'No Products Found' in Arabic too, and a failed list its failure instead", async () => {
    answerWith(answer(offersCall, ok([])), answer(categoriesCall, categories));
    const { unmount } = await renderApp('/offers', { lang: 'ar' });
    expect(await screen.findByText('لا توجد منتجات')).toBeInTheDocument();
    expect(screen.getByText('لم يتم العثور على منتجات')).toBeInTheDocument();
    unmount();

    answerWith(
      answer(categoriesCall, categories),
      answer(offersCall, { httpStatus: 500, body: { status: false, msg: 'Server error', data: null } }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderApp('/offers');
    expect(await screen.findByText('Failed to list Products')).toBeInTheDocument();
    expect(screen.queryByText('No Products Found')).toBeNull();
  });

  it('lists the whole catalogue for /products (search_with keyword without a keyword), through Show More', async () => {
    const fetch = answerWith(answer(categoriesCall, categories));
    fetch.mockImplementation(async (input, init) => {
      const path = String(input).replace(/^\/api/, '');
      if (path === categoriesCall.path) return new Response(JSON.stringify(categories));
      const offset = Number((init?.body as FormData).get('item_count'));
      return new Response(JSON.stringify(ok(cards(offset + 1, 30, 120))));
    });
    await renderApp('/products');
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(30);
    for (const shown of [60, 90, 120]) {
      await userEvent.click(screen.getByRole('link', { name: 'Show More' }));
      await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(shown));
    }
    expect(screen.queryByRole('link', { name: 'Show More' })).toBeNull();
    const sent = sentToAll(fetch, searchFilterCall);
    expect(sent.map((f) => f.item_count)).toEqual(['0', '30', '60', '90']);
    for (const f of sent) {
      expect(f).toMatchObject({ search_with: 'keyword', limit: '30' });
      expect(f).not.toHaveProperty('keyword');
      expect(f).not.toHaveProperty('home_types');
    }
  });

  it('lists a home set for /products/{homeType}', async () => {
    const fetch = answerWith(answer(searchFilterCall, ok(cards(1, 3, 3))), answer(categoriesCall, categories));
    await renderApp('/products/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New arrivals' })).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(sentToAll(fetch, searchFilterCall)[0]).toMatchObject({ search_with: 'home_types', home_types: '3' });
  });

  it('sends an unknown list, category or group to not-found', async () => {
    answerWith(
      answer(categoriesCall, categories),
      answer(catFilterCall, { refusal: 'not-found', body: { status: false, msg: 'Category not found', data: null } }),
    );
    for (const url of ['/products/old', '/categories/999']) {
      const { unmount } = await renderApp(url);
      expect(await screen.findByRole('heading', { name: '404 - Not Found' })).toBeInTheDocument();
      unmount();
    }
  });

  it('filters by category, price, rating and order, then resets the panel to none', async () => {
    const fetch = answerWith(
      answer(catFilterCall, ok({ products: cards(1, 30, 40), sub_category: [] })),
      answer(categoriesCall, categories),
      answer(filtersCall, ok(cards(100, 2, 2))),
    );
    await renderApp('/categories/4');
    await screen.findAllByRole('article');
    // The wide-screen panel (jsdom shows both it and the FILTER button); a new list draws it anew.
    const panel = () => screen.getByRole('complementary');
    const chips = () => screen.getByRole('group', { name: 'Applied filters' });
    await userEvent.click(within(panel()).getByRole('radio', { name: /^AED.50 – AED.100$/ }));
    await userEvent.click(within(panel()).getByRole('radio', { name: /Rated 4 out of 5/ }));
    await userEvent.click(within(panel()).getByRole('radio', { name: 'Best selling' }));
    await userEvent.click(within(panel()).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    // Without a category choice the category page keeps its own category.
    expect(sentToAll(fetch, filtersCall)[0]).toMatchObject({
      category_id: '4',
      price_from: '50',
      price_to: '100',
      rating: '4',
      price_sort: 'best',
      item_count: '0',
      limit: '30',
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/categories/4?price=50-100&rating=4&sort=best');
    for (const radio of within(panel()).getAllByRole('radio')) expect(radio).not.toBeChecked();
    await waitFor(() =>
      expect(
        within(chips())
          .getAllByRole('button')
          .map((b) => b.textContent?.replace(/\s/g, ' ')),
      ).toEqual(['AED 50 – AED 100', '4★ & up', 'Best selling', 'Clear all']),
    );

    // A second Apply adds to what is applied (its choices win): the rating and the sort stay.
    await userEvent.click(within(panel()).getByRole('radio', { name: 'All' }));
    await userEvent.click(within(panel()).getByRole('radio', { name: /^Above AED.100$/ }));
    await userEvent.click(within(panel()).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(sentToAll(fetch, filtersCall)).toHaveLength(2));
    expect(sentToAll(fetch, filtersCall)[1]).toMatchObject({
      category_id: '0',
      price_from: '100',
      price_to: '99999',
      rating: '4',
      price_sort: 'best',
    });
    await waitFor(() =>
      expect(
        within(chips())
          .getAllByRole('button')
          .map((b) => b.textContent?.replace(/\s/g, ' ')),
      ).toEqual(['All', 'Above AED 100', '4★ & up', 'Best selling', 'Clear all']),
    );

    // Removing a chip refetches without it; Clear all goes back to the category's own list.
    await userEvent.click(within(chips()).getByRole('button', { name: 'Remove filter: 4★ & up' }));
    await waitFor(() => expect(sentToAll(fetch, filtersCall)).toHaveLength(3));
    expect(sentToAll(fetch, filtersCall)[2]).toMatchObject({ rating: '0', price_sort: 'best', price_from: '100' });
    await userEvent.click(within(chips()).getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Applied filters' })).toBeNull());
  });

  it('keeps the filters and the sort in the URL: opened from a link, the list is narrowed and sorted as it was', async () => {
    const fetch = answerWith(answer(categoriesCall, categories), answer(filtersCall, ok(cards(100, 2, 2))));
    await renderApp('/products?search=honey&cat=4&price=10-49&rating=3&sort=newest');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(sentToAll(fetch, searchFilterCall)).toEqual([]);
    expect(sentToAll(fetch, filtersCall)[0]).toMatchObject({
      keyword: 'honey',
      category_id: '4',
      price_from: '10',
      price_to: '49',
      rating: '3',
      price_sort: 'newest',
    });
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
    const chips = screen.getByRole('group', { name: 'Applied filters' });
    await waitFor(() =>
      expect(
        within(chips)
          .getAllByRole('button')
          .map((b) => b.textContent?.replace(/\s/g, ' ')),
      ).toEqual(['Honey', 'AED 10 – AED 49', '3★ & up', 'Newest', 'Clear all']),
    );
  });

  it('sorts at once from the control at the top; a search narrowed without a sort keeps its best match order', async () => {
    const fetch = answerWith(
      answer(searchFilterCall, ok(cards(1, 5, 5))),
      answer(categoriesCall, categories),
      answer(filtersCall, ok(cards(100, 2, 2))),
      answer(suggestCall, ok({ products: [], categories: [], did_you_mean: '' })),
    );
    await renderApp('/products?search=oil&page=2');
    await screen.findAllByRole('article');
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Best match', 'Best selling', 'Price: low to high', 'Price: high to low', 'Newest', 'Top rated']);
    await userEvent.selectOptions(sort, 'rating');
    await waitFor(() => expect(sentToAll(fetch, filtersCall)).toHaveLength(1));
    expect(sentToAll(fetch, filtersCall)[0]).toMatchObject({ keyword: 'oil', price_sort: 'rating', item_count: '0' });
    // A new order starts from the first page.
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/products\?search=oil&sort=rating$/);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), '');
    await userEvent.click(within(screen.getByRole('complementary')).getByRole('radio', { name: /Rated 4 out of 5/ }));
    await userEvent.click(within(screen.getByRole('complementary')).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(sentToAll(fetch, filtersCall)).toHaveLength(2));
    expect(sentToAll(fetch, filtersCall)[1]).toMatchObject({ keyword: 'oil', rating: '4', price_sort: 'relevance' });
  });

  it('offers a closer spelling above a search that found few products', async () => {
    answerWith(
      answer(searchFilterCall, ok(cards(1, 1, 1))),
      answer(categoriesCall, categories),
      answer(suggestCall, ok({ products: [], categories: [], did_you_mean: 'turmeric' })),
    );
    await renderApp('/products?search=tumeric');
    const link = await screen.findByRole('link', { name: 'turmeric' });
    expect(link.closest('p')).toHaveTextContent('Did you mean turmeric?');
    expect(link).toHaveAttribute('href', '/products?search=turmeric');
  });

  it('has no sort control on deals, whose order is the biggest discount', async () => {
    answerWith(answer(offersCall, ok(cards(1, 3, 3))), answer(categoriesCall, categories));
    await renderApp('/offers');
    await screen.findAllByRole('article');
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
  });

  it('opens the filter panel as an overlay from the FILTER button; a click inside keeps it open', async () => {
    answerWith(answer(offersCall, ok(cards(1, 2, 2))), answer(categoriesCall, categories));
    await renderApp('/offers');
    await screen.findAllByRole('article');
    await userEvent.click(screen.getByRole('button', { name: 'FILTER' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Price' }));
    expect(screen.getByRole('dialog', { name: 'Filter' })).toBeInTheDocument();
    // The sections start open and collapse on their heading.
    expect(within(dialog).queryByRole('radio', { name: /^Above AED.100$/ })).toBeNull();
    expect(within(dialog).getByRole('radio', { name: 'Best selling' })).toBeInTheDocument();
  });

  it("shows beside each card's stars how many reviews they are the mean of, seen as (12) and heard as 12 reviews (en, ar)", async () => {
    const found = ok([
      card(1, { rating: 4.5, rating_count: 12, total_products: 3 }),
      card(2, { rating: 5, rating_count: 1 }),
      card(3, { rating: 0, rating_count: 0 }),
    ]);
    answerWith(answer(searchFilterCall, found), answer(categoriesCall, categories));
    const view = await renderApp('/products?search=honey');
    const [first, second, third] = await screen.findAllByRole('article');
    expect(within(first!).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(within(first!).getByText('(12)')).toHaveAttribute('aria-hidden', 'true');
    expect(within(first!).getByText('12 reviews')).toHaveClass('sr-only');
    expect(within(second!).getByText('1 review')).toBeInTheDocument();
    expect(within(third!).getByText('No reviews yet')).toBeInTheDocument();
    expect(within(third!).queryByText(/\(/)).toBeNull();
    view.unmount();

    await renderApp('/products?search=honey', { lang: 'ar' });
    const [arFirst, arSecond] = await screen.findAllByRole('article');
    expect(within(arFirst!).getByText('(12)')).toBeInTheDocument();
    expect(within(arFirst!).getByText('12 تقييمًا')).toBeInTheDocument();
    expect(within(arSecond!).getByText('تقييم واحد')).toBeInTheDocument();
  });

  it('shows deals with their own card, loaded once, in Arabic', async () => {
    const fetch = answerWith(answer(offersCall, ok(cards(1, 2, 2))), answer(categoriesCall, categories));
    await renderApp('/offers', { lang: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'العروض' })).toBeInTheDocument();
    expect(await screen.findAllByText(/وفّر/)).toHaveLength(2);
    expect(screen.getByText('منتجان')).toBeInTheDocument();
    expect(sentToAll(fetch, offersCall)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'تصفية' })).toBeInTheDocument();
  });

  it('narrows a search with the filters, sending its keyword (not the whole catalogue)', async () => {
    const fetch = answerWith(
      answer(searchFilterCall, ok(cards(1, 30, 40))),
      answer(categoriesCall, categories),
      answer(filtersCall, ok(cards(100, 2, 2))),
    );
    await renderApp('/products?search=sidr%20honey');
    await screen.findAllByRole('article');
    const panel = screen.getByRole('complementary');
    await userEvent.click(within(panel).getByRole('radio', { name: /^AED.50 – AED.100$/ }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(sentToAll(fetch, filtersCall)[0]).toMatchObject({ keyword: 'sidr honey', price_from: '50', category_id: '0' });
  });

  it("narrows a group with the filters, sending the group's id", async () => {
    const fetch = answerWith(
      answer(groupFilterCall, ok({ products: cards(1, 30, 40), sub_category: [] })),
      answer(groupsCall, ok([{ id: 2, group_name: 'Honey' }])),
      answer(categoriesCall, categories),
      answer(filtersCall, ok(cards(100, 2, 2))),
    );
    await renderApp('/groups/2');
    await screen.findAllByRole('article');
    const panel = screen.getByRole('complementary');
    await userEvent.click(within(panel).getByRole('radio', { name: /Rated 4 out of 5/ }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(sentToAll(fetch, filtersCall)[0]).toMatchObject({ group_id: '2', rating: '4' });
  });

  it("shows a customer's favourites on the cards' hearts, and a second press takes one out", async () => {
    const fetch = answerWith(
      answer(searchFilterCall, ok(cards(1, 3, 3))),
      answer(categoriesCall, categories),
      answer(listsWithProductsCall, ok([{ id: 5, name: 'Favourites', fav: 1, total_products: 1, products: [card(2)] }])),
      answer(removeFromListCall, ok({ list_id: 5, product_id: 2, total_products: 0 })),
      answer(addToListCall, ok({ list_id: 5, product_id: 1, total_products: 2 })),
    );
    await renderApp('/products', { loggedIn: true });
    const pressed = await screen.findByRole('button', { name: 'Remove Product 2 from favourites' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Add Product 1 to favourites' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(pressed);
    await waitFor(() => expect(sentToAll(fetch, removeFromListCall)).toHaveLength(1));
    expect(sentToAll(fetch, removeFromListCall)[0]).toMatchObject({ list_id: '5', product_id: '2' });
    expect(sentToAll(fetch, addToListCall)).toHaveLength(0);
  });

  it('asks a guest to log in before adding to the cart', async () => {
    answerWith(answer(searchFilterCall, ok(cards(1, 1, 1))), answer(categoriesCall, categories));
    await renderApp('/products');
    await screen.findByRole('article');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('You must login first')).toBeInTheDocument();
  });
});
