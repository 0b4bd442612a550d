import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAVOURITES_PLACEHOLDERS } from '@shop/contract';
import { writeStored } from '../../api';
import { i18n, loadNamespaces } from '../../i18n';
import { answer, answerWith, renderApp, sentFields, TEST_CUSTOMER } from '../../test/render';
import { ToastHost } from '../../ui/toast';
import { AddToListDialog } from './AddToListDialog';
import { FavouriteButton } from './ProductListActions';
import { page, RELOAD_AFTER_MS } from './reload';
import { listsWithoutFavCall, addToListCall, createListCall, listsWithProductsCall, removeFromListCall } from '@shop/contract/calls';

// Each journey clicks through several lazy pages: room for a busy machine.
vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 10_000 };
const ok = <T,>(data: T, msg = 'Success') => ({ status: true as const, msg, data });
const card = (id: number, name: string) => ({
  id,
  main_image: '/placeholder.svg',
  name,
  short_desc: '',
  quantity: 3,
  sale_price: 10,
  list_price: 10,
  discount: 0,
  rating: 4,
  rating_count: 12,
});
const calledPaths = (spy: ReturnType<typeof answerWith>) => spy.mock.calls.map(([input]) => String(input).replace(/^\/api/, ''));

/** Renders a lists component for a signed-in customer, with the app's providers and the 'lists' strings. */
async function renderPiece(ui: React.ReactNode, lang: 'en' | 'ar' = 'en') {
  writeStored('token', TEST_CUSTOMER.token);
  writeStored('userId', TEST_CUSTOMER.userId);
  writeStored('favId', 5);
  writeStored('language', lang);
  await i18n.changeLanguage(lang);
  await loadNamespaces(['lists']);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
      <ToastHost />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('the add-to-list dialog', () => {
  const named = ok([
    { id: 11, name: 'Ramadan pantry', fav: 0, total_products: 2 },
    { id: 12, name: 'Gifts for Mum', fav: 0, total_products: 0 },
  ]);

  it("asks for at least one list before calling anything ('You must select at least one list')", async () => {
    const fetch = answerWith(answer(listsWithoutFavCall, named));
    await renderPiece(<AddToListDialog productId={3} open onOpenChange={() => {}} />);
    expect(await screen.findByRole('checkbox', { name: /Ramadan pantry/ }, SLOW)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You must select at least one list')).toBeInTheDocument();
    expect(calledPaths(fetch)).not.toContain(addToListCall.path);
  });

  it('sends one call per chosen list and stops at the first failure with a Failed toast', async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    const fetch = answerWith(
      answer(listsWithoutFavCall, named),
      answer(addToListCall, { status: false, msg: 'List not found', data: null }),
    );
    await renderPiece(<AddToListDialog productId={3} open onOpenChange={() => {}} />);
    await userEvent.click(await screen.findByRole('checkbox', { name: /Ramadan pantry/ }, SLOW));
    await userEvent.click(screen.getByRole('checkbox', { name: /Gifts for Mum/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed', undefined, SLOW)).toBeInTheDocument();
    const adds = calledPaths(fetch).filter((p) => p === addToListCall.path);
    expect(adds).toHaveLength(1);
    expect(sentFields(fetch, calledPaths(fetch).indexOf(addToListCall.path))).toMatchObject({
      product_id: '3',
      list_id: '11',
    });
    expect(reload).not.toHaveBeenCalled();
  });

  it("adds to every chosen list, shows 'Success' and reloads the page after 2 s", async () => {
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {});
    const fetch = answerWith(
      answer(listsWithoutFavCall, named),
      answer(addToListCall, ok({ list_id: 11, product_id: 3, total_products: 3 }, 'Added to the list')),
    );
    await renderPiece(<AddToListDialog productId={3} open onOpenChange={() => {}} />);
    await userEvent.click(await screen.findByRole('checkbox', { name: /Ramadan pantry/ }, SLOW));
    await userEvent.click(screen.getByRole('checkbox', { name: /Gifts for Mum/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Success', undefined, SLOW)).toBeInTheDocument();
    const adds = fetch.mock.calls.map((_, i) => i).filter((i) => calledPaths(fetch)[i] === addToListCall.path);
    expect(adds.map((i) => sentFields(fetch, i).list_id)).toEqual(['11', '12']);
    expect(reload).not.toHaveBeenCalled();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: RELOAD_AFTER_MS + 2000 });
  });

  it("creates a list from the 'add new list' link, asking for a name first ('Name is required')", async () => {
    const fetch = answerWith(
      answer(listsWithoutFavCall, ok([])),
      answer(createListCall, ok({ id: 13, name: 'Eid', fav: 0, total_products: 0, products: [] }, 'List created successfully')),
    );
    await renderPiece(<AddToListDialog productId={3} open onOpenChange={() => {}} />, 'ar');
    await userEvent.click(await screen.findByRole('button', { name: 'إضافة قائمة جديدة' }, SLOW));
    await userEvent.click(screen.getByRole('button', { name: 'إنشاء' }));
    expect(await screen.findByText('الاسم مطلوب')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('اسم القائمة'), 'Eid');
    await userEvent.click(screen.getByRole('button', { name: 'إنشاء' }));
    await waitFor(() => expect(calledPaths(fetch)).toContain(createListCall.path));
    expect(sentFields(fetch, calledPaths(fetch).indexOf(createListCall.path))).toMatchObject({
      list_name: 'Eid',
      fav: '0',
    });
  });
});

describe('the favourite button', () => {
  const lists = (favouriteIds: number[]) =>
    ok([
      { id: 5, name: 'Favourites', fav: 1, total_products: favouriteIds.length, products: favouriteIds.map((id) => card(id, `P${id}`)) },
    ]);

  it('adds a product with add_to_list and the favourites list id', async () => {
    const fetch = answerWith(
      answer(listsWithProductsCall, lists([])),
      answer(addToListCall, ok({ list_id: 5, product_id: 3, total_products: 1 })),
    );
    await renderPiece(<FavouriteButton product={{ id: 3, name: 'Sidr Honey' }} />);
    const button = await screen.findByRole('button', { name: 'Add to favourites' }, SLOW);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(calledPaths(fetch)).toContain(listsWithProductsCall.path));
    await userEvent.click(button);
    await waitFor(() => expect(calledPaths(fetch)).toContain(addToListCall.path));
    expect(sentFields(fetch, calledPaths(fetch).indexOf(addToListCall.path))).toMatchObject({
      list_id: '5',
      product_id: '3',
    });
  });

  it('takes a favourite product out with remove_product on the second press', async () => {
    const fetch = answerWith(
      answer(listsWithProductsCall, lists([3])),
      answer(removeFromListCall, ok({ list_id: 5, product_id: 3, total_products: 0 })),
    );
    await renderPiece(<FavouriteButton product={{ id: 3, name: 'Sidr Honey' }} />);
    const button = await screen.findByRole('button', { name: 'In your favourites' }, SLOW);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    await waitFor(() => expect(calledPaths(fetch)).toContain(removeFromListCall.path));
    expect(calledPaths(fetch)).not.toContain(addToListCall.path);
  });
});

describe('/Favourites', () => {
  it(`shows 'My Favourite' with ${FAVOURITES_PLACEHOLDERS} placeholder cards while loading, then the favourites`, async () => {
    let answer!: (r: Response) => void;
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { container } = await renderApp('/Favourites', { loggedIn: true });
    expect(await screen.findByRole('heading', { name: 'My Favourite' }, SLOW)).toBeInTheDocument();
    expect(container.querySelectorAll('[role="status"] > div')).toHaveLength(FAVOURITES_PLACEHOLDERS);
    answer(new Response(JSON.stringify(ok([{ id: 5, name: 'Favourites', fav: 1, total_products: 1, products: [card(3, 'Sidr Honey')] }]))));
    expect(await screen.findByText('Sidr Honey', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Sidr Honey from favourites' })).toHaveAttribute('aria-pressed', 'true');
  });
});
