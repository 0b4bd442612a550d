import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ProductDetail } from '@shop/contract';
import { answerWith, renderApp, sentFields, type Envelope } from '../../test/render';

// A whole product page: role queries take a while in jsdom.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

const ok = (data: unknown): Envelope => ({ status: true, msg: 'Success', data });
const product = (over: Partial<ProductDetail> = {}): ProductDetail => ({
  id: 10,
  name: 'Royal Sidr Honey',
  short_desc: 'Yemeni mountain honey',
  description: 'Raw honey from the Sidr tree.',
  rating: 4.5,
  sale_price: 99,
  list_price: 120,
  discount: 18,
  stock: 3,
  main_image: '/media/p/sidr-1024.webp',
  photos: [
    { photo: '/media/p/sidr-1024.webp', thumbnail_photo: '/media/p/sidr-160.webp' },
    { photo: '/media/p/side-1024.webp', thumbnail_photo: '/media/p/side-160.webp' },
  ],
  reviews: [{ name: 'Amal', profile_photo: '', rating: 5, added_on: '2026-02-02', title: 'Lovely', description: 'Thick and tasty' }],
  variations: [
    {
      variation_id: 1,
      main_product_id: 10,
      variation_name: 'Size',
      options: [
        { product_id: 10, option_value: '250 g' },
        { product_id: 11, option_value: '500 g' },
      ],
    },
    {
      variation_id: 2,
      main_product_id: 10,
      variation_name: 'Type',
      options: [
        { product_id: 10, option_value: 'Sidr' },
        { product_id: 12, option_value: 'Acacia' },
      ],
    },
  ],
  similar_products: [
    { id: 20, main_image: '/media/p20-640.webp', name: 'Acacia Honey', short_desc: 'Light', quantity: 0, sale_price: 45, list_price: 45, discount: 0, rating: 3 },
  ],
  ...over,
});

/** The fields of every call made to `path`. */
const callsTo = (spy: ReturnType<typeof answerWith>, path: string) =>
  spy.mock.calls.flatMap((c, i) => (String(c[0]) === `/api${path}` ? [sentFields(spy, i)] : []));

describe('product details page', () => {
  it('shows the product: gallery, price, stock, variations, description, reviews and similar products', async () => {
    const fetch = answerWith({ '/products/details.php': ok(product()) });
    await renderApp('/Details/10');
    expect(await screen.findByRole('heading', { level: 1, name: 'Royal Sidr Honey' })).toBeInTheDocument();
    expect(callsTo(fetch, '/products/details.php')[0]).toMatchObject({ product_id: '10', auth_key: 'guest', user_id: '0' });
    expect(document.title).toBe('Royal Sidr Honey | Souq Al Asal');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Yemeni mountain honey');
    expect(screen.getByText('AED 99.00')).toBeInTheDocument();
    expect(screen.getByText('Was AED 120.00')).toBeInTheDocument();
    expect(screen.getByText('In stock: 3 available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '250 g' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Sidr' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Raw honey from the Sidr tree.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lovely' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acacia Honey' })).toHaveAttribute('href', '/Details/20');
  });

  it('keeps the quantity between 1 and the stock and adds that many to the cart for a customer', async () => {
    const fetch = answerWith({
      '/products/details.php': ok(product({ stock: 2 })),
      '/cart/add_to_cart.php': ok({}),
    });
    await renderApp('/details/10', { loggedIn: true });
    const quantity = await screen.findByRole('group', { name: 'Quantity' });
    expect(within(quantity).getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await userEvent.click(within(quantity).getByRole('button', { name: 'Increase quantity' }));
    expect(within(quantity).getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await userEvent.click(screen.getAllByRole('button', { name: 'Add to cart' })[0]!);
    expect(await screen.findByText('Product added successfully')).toBeInTheDocument();
    expect(callsTo(fetch, '/cart/add_to_cart.php')[0]).toMatchObject({ product_id: '10', quantity: '2' });
  });

  it("shows 'Failed to add' with the server's reason when the cart refuses", async () => {
    answerWith({
      '/products/details.php': ok(product()),
      '/cart/add_to_cart.php': { status: false, msg: 'Only 3 left in stock', data: null },
    });
    await renderApp('/details/10', { loggedIn: true });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Add to cart' }))[0]!);
    expect(await screen.findByText('Failed to add')).toBeInTheDocument();
    expect(screen.getByText('Only 3 left in stock')).toBeInTheDocument();
  });

  it('shows an out-of-stock product with its label and no quantity or add to cart', async () => {
    answerWith({ '/products/details.php': ok(product({ stock: 0, similar_products: [] })) });
    await renderApp('/Details/10');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Quantity' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  });

  it('out of stock: a guest asking to be told gets the sign-in warning and goes to /login', async () => {
    const fetch = answerWith({ '/products/details.php': ok(product({ stock: 0, similar_products: [] })) });
    await renderApp('/Details/10');
    await userEvent.click(await screen.findByRole('button', { name: 'Tell me when it is back' }));
    expect(await screen.findByText('You must login first')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'), { timeout: 5000 });
    expect(callsTo(fetch, '/products/notify_me.php')).toHaveLength(0);
  });

  it('out of stock: a customer asks to be told, and the page then says it will e-mail them', async () => {
    const fetch = answerWith({
      '/products/details.php': ok(product({ stock: 0, similar_products: [] })),
      '/products/back_in_stock.php': ok({ waiting: false }),
      '/products/notify_me.php': ok({ waiting: true }),
    });
    await renderApp('/Details/10', { loggedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Tell me when it is back' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We will e-mail you when it is back in stock');
    expect(callsTo(fetch, '/products/notify_me.php')[0]).toMatchObject({ product_id: '10' });
    expect(screen.queryByRole('button', { name: 'Tell me when it is back' })).toBeNull();
  });

  it('reloads the second options after a first choice, then opens the product of a second choice', async () => {
    let answerSecond: (r: Response) => void = () => {};
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const path = String(input).replace(/^\/api/, '');
      if (path === '/products/second_variation.php') return new Promise<Response>((resolve) => (answerSecond = resolve));
      const id = Number((init?.body as FormData).get('product_id'));
      return new Response(JSON.stringify(ok(product({ id, name: `Jar ${id}` }))));
    });
    await renderApp('/Details/10');
    await screen.findByRole('heading', { level: 1, name: 'Jar 10' });
    await userEvent.click(screen.getByRole('button', { name: '500 g' }));
    expect(await screen.findByText('Loading options…')).toBeInTheDocument();
    const second = fetch.mock.calls.findIndex((c) => String(c[0]).endsWith('second_variation.php'));
    expect(sentFields(fetch as never, second)).toEqual({ variation_id: '1', main_product_id: '10', option_value: '500 g' });
    answerSecond(new Response(JSON.stringify(ok([{ product_id: 11, option_value: 'Sidr' }, { product_id: 13, option_value: 'Clover' }]))));
    await userEvent.click(await screen.findByRole('button', { name: 'Clover' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/Details/13'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Jar 13' })).toBeInTheDocument();
  });

  it('changes the photo from a thumbnail and opens the slider on a click', async () => {
    answerWith({ '/products/details.php': ok(product()) });
    await renderApp('/Details/10');
    await userEvent.click(await screen.findByRole('button', { name: 'Show photo 2 of 2' }));
    expect(screen.getByRole('img', { name: 'Royal Sidr Honey' })).toHaveAttribute('src', '/media/p/side-1024.webp');
    await userEvent.click(screen.getByRole('button', { name: 'Open the photos of Royal Sidr Honey' }));
    const slider = await screen.findByRole('dialog', { name: 'Royal Sidr Honey' });
    expect(within(slider).getByText('2 / 2')).toBeInTheDocument();
    expect(within(slider).getAllByRole('img')).toHaveLength(2);
  });

  it('sends an unknown product to /notfound', async () => {
    answerWith({ '/products/details.php': { refusal: 'not-found', body: { status: false, msg: 'Product not found', data: null } } });
    await renderApp('/Details/999');
    expect(await screen.findByRole('heading', { name: '404 - Not Found' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/notfound');
  });

  it('answers in Arabic', async () => {
    answerWith({ '/products/details.php': ok(product({ name: 'عسل السدر الملكي', reviews: [] })) });
    await renderApp('/Details/10', { lang: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'عسل السدر الملكي' })).toBeInTheDocument();
    expect(screen.getByText('متوفر: 3 قطع')).toBeInTheDocument();
    expect(screen.getByText('لا توجد تقييمات بعد.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'أضف إلى السلة' })).toBeInTheDocument();
  });
});
