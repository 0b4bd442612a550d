import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LOW_STOCK_BELOW, type ProductDetail } from '@shop/contract';
import { answer, answerWith, renderApp, sentFields } from '../../test/render';
import { cart, line } from '../../test/cart';
import { paymentMethods } from '../../test/checkout';
import type { PageContext } from '../../lib/pageHead';
import { productJsonLd } from './ssr';
import {
  detailsCall,
  addToCartCall,
  cartListCall,
  backInStockStatusCall,
  backInStockRequestCall,
  paymentMethodsCall,
  secondVariationCall,
} from '@shop/contract/calls';

// A whole product page: role queries take a while in jsdom.
configure({ asyncUtilTimeout: 10_000 });
vi.setConfig({ testTimeout: 30_000 });

const ok = <T,>(data: T) => ({ status: true as const, msg: 'Success', data });
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
  reviews: [
    {
      name: 'Amal',
      profile_photo: '',
      rating: 5,
      added_on: '2026-02-02',
      title: 'Lovely',
      description: 'Thick and tasty',
      reply: 'Thank you, Amal!',
      verified: true,
      photos: [
        { photo: '/media/reviews/a1-1024.webp', thumbnail_photo: '/media/reviews/a1-160.webp' },
        { photo: '/media/reviews/a2-1024.webp', thumbnail_photo: '/media/reviews/a2-160.webp' },
      ],
    },
    {
      name: 'Omar',
      profile_photo: '',
      rating: 4,
      added_on: '2026-01-15',
      title: 'Good',
      description: 'Fine',
      reply: '',
      verified: false,
      photos: [],
    },
  ],
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
    {
      id: 20,
      main_image: '/media/p20-640.webp',
      name: 'Acacia Honey',
      short_desc: 'Light',
      quantity: 0,
      sale_price: 45,
      list_price: 45,
      discount: 0,
      rating: 3,
      rating_count: 1,
    },
  ],
  rating_summary: summary([1, 0, 0, 0, 0]),
  trail: [
    { kind: 'group', id: 2, name: 'Honey' },
    { kind: 'category', id: 4, name: 'Sidr honey' },
  ],
  facts: null,
  ...over,
});
/** A rating summary from the counts of 5, 4, 3, 2 and 1 stars. */
function summary(counts: number[]): ProductDetail['rating_summary'] {
  const distribution = counts.map((count, i) => ({ stars: 5 - i, count }));
  const count = counts.reduce((a, b) => a + b, 0);
  const average = count ? Math.round((distribution.reduce((n, d) => n + d.stars * d.count, 0) / count) * 10) / 10 : 0;
  return { average, count, distribution };
}
const noReviews = { rating: 0, reviews: [], rating_summary: summary([0, 0, 0, 0, 0]) };

/** The fields of every call made to `path`. */
const callsTo = (spy: ReturnType<typeof answerWith>, path: string) =>
  spy.mock.calls.flatMap((c, i) => (String(c[0]) === `/api${path}` ? [sentFields(spy, i)] : []));

describe('product details page', () => {
  it('shows the product: gallery, price, stock, variations, description, reviews and similar products', async () => {
    const fetch = answerWith(answer(detailsCall, ok(product())));
    await renderApp('/Details/10');
    expect(await screen.findByRole('heading', { level: 1, name: 'Royal Sidr Honey' })).toBeInTheDocument();
    expect(callsTo(fetch, detailsCall.path)[0]).toMatchObject({ product_id: '10', auth_key: 'guest', user_id: '0' });
    await waitFor(() => expect(document.title).toBe('Royal Sidr Honey | Souq Al Asal'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Yemeni mountain honey');
    expect(screen.getByText('AED 99.00')).toBeInTheDocument();
    expect(screen.getByText('Was AED 120.00')).toBeInTheDocument();
    expect(screen.getByText('Only 3 left')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '250 g' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Sidr' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Raw honey from the Sidr tree.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lovely' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acacia Honey' })).toHaveAttribute('href', '/Details/20');
  });

  it.each([
    [128, 'In stock'],
    [LOW_STOCK_BELOW, 'In stock'],
    [LOW_STOCK_BELOW - 1, `Only ${LOW_STOCK_BELOW - 1} left`],
    [1, 'Only 1 left'],
  ])('with %i in stock says exactly "%s": from LOW_STOCK_BELOW never the count', async (stock, text) => {
    answerWith(answer(detailsCall, ok(product({ stock }))));
    await renderApp('/Details/10');
    // The whole stock line: "In stock: 128 available" would not match.
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('keeps the quantity between 1 and the stock and adds that many to the cart for a customer', async () => {
    const fetch = answerWith(
      answer(detailsCall, ok(product({ stock: 2 }))),
      answer(addToCartCall, ok(cart([line(1, { product_id: 10, quantity: 2 })]))),
    );
    await renderApp('/details/10', { loggedIn: true });
    const quantity = await screen.findByRole('group', { name: 'Quantity' });
    expect(within(quantity).getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await userEvent.click(within(quantity).getByRole('button', { name: 'Increase quantity' }));
    expect(within(quantity).getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await userEvent.click(screen.getAllByRole('button', { name: 'Add to cart' })[0]!);
    expect(await screen.findByText('Product added successfully')).toBeInTheDocument();
    expect(callsTo(fetch, addToCartCall.path)[0]).toMatchObject({ product_id: '10', quantity: '2' });
  });

  it('opens the mini-cart after an add: the message, the added line first, the subtotal; the focus stays; Close closes it', async () => {
    const added = cart([line(1, { name: 'Black Seed Oil' }), line(2, { product_id: 10, name: 'Royal Sidr Honey' })]);
    answerWith(answer(detailsCall, ok(product())), answer(addToCartCall, ok(added)), answer(cartListCall, ok(added)));
    await renderApp('/details/10', { loggedIn: true });
    const add = (await screen.findAllByRole('button', { name: 'Add to cart' }))[0]!;
    await userEvent.click(add);
    const miniCart = await screen.findByRole('dialog', { name: 'Your cart' });
    expect(within(miniCart).getByTestId('added-message')).toHaveTextContent('Product added successfully');
    expect(within(miniCart).getAllByRole('listitem')[0]).toHaveTextContent('Royal Sidr Honey');
    expect(within(miniCart).getByText('Subtotal (2 items)')).toBeInTheDocument();
    expect(within(miniCart).getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
    expect(miniCart).not.toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('button', { name: 'Cart, 2 items' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(miniCart).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Your cart' })).toBeNull();
    // The cart icon opens it plain: "Your cart", no message, the focus inside.
    await userEvent.click(screen.getByRole('button', { name: 'Cart, 2 items' }));
    const plain = await screen.findByRole('dialog', { name: 'Your cart' });
    expect(within(plain).queryByTestId('added-message')).toBeNull();
    expect(plain).toContainElement(document.activeElement as HTMLElement);
  });

  it("shows 'Failed to add' with the server's reason when the cart refuses", async () => {
    answerWith(answer(detailsCall, ok(product())), answer(addToCartCall, { status: false, msg: 'Only 3 left in stock', data: null }));
    await renderApp('/details/10', { loggedIn: true });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Add to cart' }))[0]!);
    expect(await screen.findByText('Failed to add')).toBeInTheDocument();
    expect(screen.getByText('Only 3 left in stock')).toBeInTheDocument();
  });

  it('shows an out-of-stock product with its label and no quantity or add to cart', async () => {
    answerWith(answer(detailsCall, ok(product({ stock: 0, similar_products: [] }))));
    await renderApp('/Details/10');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Quantity' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  });

  it('out of stock: a guest asking to be told gets the sign-in warning and goes to /login', async () => {
    const fetch = answerWith(answer(detailsCall, ok(product({ stock: 0, similar_products: [] }))));
    await renderApp('/Details/10');
    await userEvent.click(await screen.findByRole('button', { name: 'Tell me when it is back' }));
    expect(await screen.findByText('You must login first')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'), { timeout: 5000 });
    expect(callsTo(fetch, backInStockRequestCall.path)).toHaveLength(0);
  });

  it('out of stock: a customer asks to be told, and the page then says it will e-mail them', async () => {
    const fetch = answerWith(
      answer(detailsCall, ok(product({ stock: 0, similar_products: [] }))),
      answer(backInStockStatusCall, ok({ waiting: false })),
      answer(backInStockRequestCall, ok({ waiting: true })),
    );
    await renderApp('/Details/10', { loggedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Tell me when it is back' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We will e-mail you when it is back in stock');
    expect(callsTo(fetch, backInStockRequestCall.path)[0]).toMatchObject({ product_id: '10' });
    expect(screen.queryByRole('button', { name: 'Tell me when it is back' })).toBeNull();
  });

  it('reloads the second options after a first choice, then opens the product of a second choice', async () => {
    let answerSecond: (r: Response) => void = () => {};
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const path = String(input).replace(/^\/api/, '');
      if (path === secondVariationCall.path) return new Promise<Response>((resolve) => (answerSecond = resolve));
      const id = Number((init?.body as FormData).get('product_id'));
      return new Response(JSON.stringify(ok(product({ id, name: `Jar ${id}` }))));
    });
    await renderApp('/Details/10');
    await screen.findByRole('heading', { level: 1, name: 'Jar 10' });
    await userEvent.click(screen.getByRole('button', { name: '500 g' }));
    expect(await screen.findByText('Loading options…')).toBeInTheDocument();
    const second = fetch.mock.calls.findIndex((c) => String(c[0]).endsWith('second_variation.php'));
    expect(sentFields(fetch as never, second)).toEqual({ variation_id: '1', main_product_id: '10', option_value: '500 g' });
    answerSecond(
      new Response(
        JSON.stringify(
          ok([
            { product_id: 11, option_value: 'Sidr' },
            { product_id: 13, option_value: 'Clover' },
          ]),
        ),
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Clover' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/Details/13'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Jar 13' })).toBeInTheDocument();
  });

  it('changes the photo from a thumbnail and opens the slider on a click', async () => {
    answerWith(answer(detailsCall, ok(product())));
    await renderApp('/Details/10');
    await userEvent.click(await screen.findByRole('button', { name: 'Show photo 2 of 2' }));
    expect(screen.getByRole('img', { name: 'Royal Sidr Honey' })).toHaveAttribute('src', '/media/p/side-1024.webp');
    await userEvent.click(screen.getByRole('button', { name: 'Open the photos of Royal Sidr Honey' }));
    const slider = await screen.findByRole('dialog', { name: 'Royal Sidr Honey' });
    expect(within(slider).getByText('2 / 2')).toBeInTheDocument();
    expect(within(slider).getAllByRole('img')).toHaveLength(2);
  });

  it('shows breadcrumbs, the delivery and return promises and the ways to pay near the price', async () => {
    answerWith(answer(detailsCall, ok(product())));
    await renderApp('/Details/10');
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Home', 'Honey', 'Sidr honey', 'Royal Sidr Honey']);
    expect(within(crumbs).getByRole('link', { name: 'Honey' })).toHaveAttribute('href', '/groups/2');
    expect(within(crumbs).getByRole('link', { name: 'Sidr honey' })).toHaveAttribute('href', '/categories/4');
    expect(within(crumbs).getByText('Royal Sidr Honey')).toHaveAttribute('aria-current', 'page');
    const promises = screen.getByTestId('buying-promises');
    expect(
      within(promises)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Delivery in 2 to 3 business days across the UAE',
      'Returns within 30 days of delivery',
      'Cash on delivery',
      'Secure card payment (Visa, MasterCard)',
    ]);
  });

  it('shows the rating summary (average, count, a row per star) and reviews in their own direction', async () => {
    answerWith(answer(detailsCall, ok(product({ rating: 4.1, rating_summary: summary([5, 3, 1, 0, 1]) }))));
    await renderApp('/Details/10');
    const box = await screen.findByTestId('rating-summary');
    expect(within(box).getByText('4.1')).toBeInTheDocument();
    expect(within(box).getByText('10 reviews')).toBeInTheDocument();
    // Each row: the stars in words (for screen readers), as a digit, then its count.
    expect(
      within(box)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['5 stars55', '4 stars43', '3 stars31', '2 stars20', '1 star11']);
    expect(screen.getByRole('link', { name: '10 reviews' })).toHaveAttribute('href', '#details-reviews');
    expect(screen.getByRole('heading', { name: 'Lovely' })).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('Thick and tasty')).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('Amal')).toHaveAttribute('dir', 'auto');
    // The shop's answer, under the review it answers.
    expect(screen.getByText('Answer from Souq Al Asal')).toBeInTheDocument();
    expect(screen.getByText('Thank you, Amal!')).toHaveAttribute('dir', 'auto');
    // Amal received the product from the shop; Omar's review is not from an order.
    const [amal, omar] = screen.getAllByRole('heading', { level: 3, name: /^(Lovely|Good)$/ }).map((h) => h.closest('li')!);
    expect(within(amal!).getByText('Verified purchase')).toBeInTheDocument();
    expect(within(omar!).queryByText('Verified purchase')).toBeNull();
    // Amal's two photos: thumbnails, each opening the photo; Omar sent none.
    const photos = within(amal!).getByRole('list', { name: 'Photos from Amal' });
    const links = within(photos).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/media/reviews/a1-1024.webp', '/media/reviews/a2-1024.webp']);
    expect(within(links[1]!).getByRole('img', { name: 'Photo 2 of 2' })).toHaveAttribute('src', '/media/reviews/a2-160.webp');
    expect(within(omar!).queryByRole('list', { name: /^Photos from/ })).toBeNull();
  });

  it('says "No reviews yet" instead of empty stars when nobody has reviewed the product', async () => {
    answerWith(answer(detailsCall, ok(product(noReviews))));
    await renderApp('/Details/10');
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();
    expect(screen.getByText('No reviews yet.')).toBeInTheDocument();
    expect(screen.queryByTestId('rating-summary')).not.toBeInTheDocument();
    // The similar product's card (rated 3) keeps its stars.
    expect(screen.queryAllByRole('img', { name: /^Rated / })).toHaveLength(1);
  });

  it('sends an unknown product to /notfound', async () => {
    answerWith(answer(detailsCall, { refusal: 'not-found', body: { status: false, msg: 'Product not found', data: null } }));
    await renderApp('/Details/999');
    expect(await screen.findByRole('heading', { name: '404 - Not Found' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/notfound');
  });

  it('shows the product details: origin named, registration with its authority, barcode, texts in the page language', async () => {
    const facts = {
      country_of_origin: 'YE',
      registration: { number: 'MTJ-DEMO-000128', authority: 'dm_montaji' as const },
      barcode: '6291000000037',
      ingredients: { text: 'Raw Sidr honey', lang: 'en' as const },
      // Only the Arabic is written: shown as it is, in its own direction.
      usage: { text: 'ملعقة صغيرة يوميًا', lang: 'ar' as const },
    };
    answerWith(answer(detailsCall, ok(product({ facts }))));
    await renderApp('/Details/10');
    const section = (await screen.findByRole('heading', { name: 'Product details' })).closest('section')!;
    const value = (term: string) => within(section).getByText(term).nextElementSibling as HTMLElement;
    expect(value('Country of origin')).toHaveTextContent(/^Yemen$/);
    expect(value('Registration')).toHaveTextContent('Dubai Municipality (Montaji): MTJ-DEMO-000128');
    expect(value('Barcode')).toHaveTextContent('6291000000037');
    expect(value('Ingredients')).toHaveTextContent('Raw Sidr honey');
    expect(value('Ingredients').querySelector('bdi')).toBeNull();
    const usage = within(value('How to use')).getByText('ملعقة صغيرة يوميًا');
    expect(usage.tagName).toBe('BDI');
    expect(usage).toHaveAttribute('dir', 'auto');
    expect(usage).toHaveAttribute('lang', 'ar');
  });

  it('shows the product details in Arabic, an English-only text isolated', async () => {
    const facts = {
      country_of_origin: 'AE',
      registration: { number: 'EDE-DEMO-2026-0417', authority: 'ede' as const },
      barcode: null,
      ingredients: { text: 'Fresh royal jelly', lang: 'en' as const },
      usage: null,
    };
    answerWith(answer(detailsCall, ok(product({ name: 'غذاء الملكات', facts, ...noReviews }))));
    await renderApp('/Details/10', { lang: 'ar' });
    const section = (await screen.findByRole('heading', { name: 'تفاصيل المنتج' })).closest('section')!;
    const value = (term: string) => within(section).getByText(term).nextElementSibling as HTMLElement;
    expect(value('بلد المنشأ')).toHaveTextContent('الإمارات العربية المتحدة');
    expect(value('التسجيل')).toHaveTextContent('مؤسسة الإمارات للدواء: EDE-DEMO-2026-0417');
    expect(within(value('المكونات')).getByText('Fresh royal jelly')).toHaveAttribute('lang', 'en');
    expect(within(section).queryByText('الباركود')).toBeNull();
    expect(within(section).queryByText('طريقة الاستخدام')).toBeNull();
  });

  it('leaves the product details out when the product has none', async () => {
    answerWith(answer(detailsCall, ok(product())));
    await renderApp('/Details/10');
    expect(await screen.findByRole('heading', { level: 1, name: 'Royal Sidr Honey' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Product details' })).toBeNull();
  });

  it('answers in Arabic', async () => {
    answerWith(answer(detailsCall, ok(product({ name: 'عسل السدر الملكي', ...noReviews }))));
    await renderApp('/Details/10', { lang: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'عسل السدر الملكي' })).toBeInTheDocument();
    expect(screen.getByText('بقيت 3 قطع فقط')).toBeInTheDocument();
    expect(screen.getByText('لا توجد تقييمات بعد.')).toBeInTheDocument();
    expect(screen.getByText('لا توجد تقييمات بعد')).toBeInTheDocument();
    expect(screen.getByText('التوصيل خلال 2 إلى 3 أيام عمل داخل الإمارات')).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'مسار التنقل' });
    expect(within(crumbs).getByRole('link', { name: 'الرئيسية' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'أضف إلى السلة' })).toBeInTheDocument();
  });
});

describe('product JSON-LD', () => {
  const ctx = { lang: 'en', href: (path: string) => `https://shop.example${path}` } as PageContext;
  const facts = { country_of_origin: 'YE', registration: null, barcode: '6291000000013', ingredients: null, usage: null };

  it('carries the GTIN and the country of origin when the shop gave them', () => {
    expect(productJsonLd(ctx, product({ facts }))).toMatchObject({
      '@type': 'Product',
      sku: '10',
      gtin: '6291000000013',
      countryOfOrigin: { '@type': 'Country', name: 'Yemen', identifier: 'YE' },
    });
    expect(productJsonLd({ ...ctx, lang: 'ar' }, product({ facts })).countryOfOrigin).toMatchObject({ name: 'اليمن' });
  });

  it('leaves them out otherwise', () => {
    const ld = productJsonLd(ctx, product());
    expect(ld).not.toHaveProperty('gtin');
    expect(ld).not.toHaveProperty('countryOfOrigin');
    expect(productJsonLd(ctx, product({ facts: { ...facts, country_of_origin: null, barcode: null } }))).not.toHaveProperty('gtin');
  });
});

describe("Tabby's promotional line", () => {
  const methods = (tabby: boolean) => paymentMethods({ tabby });

  it('shows the price in 4 interest-free payments when Tabby is available', async () => {
    answerWith(answer(detailsCall, ok(product())), answer(paymentMethodsCall, methods(true)));
    await renderApp('/Details/10', { loggedIn: true });
    expect(await screen.findByText(/^4 interest-free payments of AED\s24\.75$/)).toBeInTheDocument();
  });

  it('in Arabic', async () => {
    answerWith(answer(detailsCall, ok(product())), answer(paymentMethodsCall, methods(true)));
    await renderApp('/Details/10', { loggedIn: true, lang: 'ar' });
    expect(await screen.findByTestId('tabby-promo')).toHaveTextContent(/دفعات بدون فوائد بقيمة/);
  });

  it('is absent without Tabby', async () => {
    const fetch = answerWith(answer(detailsCall, ok(product())), answer(paymentMethodsCall, methods(false)));
    await renderApp('/Details/10', { loggedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'Royal Sidr Honey' });
    await waitFor(() => expect(callsTo(fetch, paymentMethodsCall.path).length).toBeGreaterThan(0));
    expect(screen.queryByTestId('tabby-promo')).toBeNull();
  });
});

describe("Tamara's promotional line", () => {
  const methods = (tamara: boolean) => paymentMethods({ tamara });

  it('shows "Or 4 interest-free payments of … with Tamara" when Tamara is available', async () => {
    answerWith(answer(detailsCall, ok(product())), answer(paymentMethodsCall, methods(true)));
    await renderApp('/Details/10', { loggedIn: true });
    expect(await screen.findByText(/^Or 4 interest-free payments of AED\s24\.75 with Tamara$/)).toBeInTheDocument();
    expect(screen.queryByTestId('tabby-promo')).toBeNull();
  });

  it('in Arabic', async () => {
    answerWith(answer(detailsCall, ok(product())), answer(paymentMethodsCall, methods(true)));
    await renderApp('/Details/10', { loggedIn: true, lang: 'ar' });
    expect(await screen.findByTestId('tamara-promo')).toHaveTextContent(/مع تمارا$/);
  });

  it('is absent without Tamara', async () => {
    const fetch = answerWith(answer(detailsCall, ok(product())), answer(paymentMethodsCall, methods(false)));
    await renderApp('/Details/10', { loggedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'Royal Sidr Honey' });
    await waitFor(() => expect(callsTo(fetch, paymentMethodsCall.path).length).toBeGreaterThan(0));
    expect(screen.queryByTestId('tamara-promo')).toBeNull();
  });
});
