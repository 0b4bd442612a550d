// Issue 14 journeys on the product page and the cards, in English and Arabic at both widths: breadcrumbs
// (mirrored in Arabic), the delivery, return and payment lines near the price, the rating summary, reviews
// in their own direction, "No reviews yet" for a product nobody reviewed, and the phones' sticky buy bar.
import { expect, test, type APIRequestContext } from './support/test';
import { ADMIN_EMAIL, LANGS, setLanguage, signIn, type Lang } from './helpers';

const words = {
  en: {
    breadcrumb: 'Breadcrumb',
    home: 'Home',
    promises: [
      'Delivery in 2 to 3 business days across the UAE',
      'Returns within 30 days of delivery',
      'Cash on delivery',
      'Secure card payment (Visa, MasterCard)',
    ],
    reviews: (n: number) => `${n} reviews`,
    noReviews: 'No reviews yet',
    addToCart: 'Add to cart',
  },
  ar: {
    breadcrumb: 'مسار التنقل',
    home: 'الرئيسية',
    promises: [
      'التوصيل خلال 2 إلى 3 أيام عمل داخل الإمارات',
      'الإرجاع خلال 30 يومًا من الاستلام',
      'الدفع عند الاستلام',
      'دفع آمن بالبطاقة (Visa وMasterCard)',
    ],
    reviews: (n: number) => new RegExp(`${n} تقييم`),
    noReviews: 'لا توجد تقييمات بعد',
    addToCart: 'أضف إلى السلة',
  },
} as const;

const guest = { auth_key: 'guest', user_id: '0' };
interface Detail {
  id: number;
  name: string;
  stock: number;
  trail: { kind: 'group' | 'category'; id: number; name: string }[];
  rating_summary: { average: number; count: number; distribution: { stars: number; count: number }[] };
}

async function post<T>(request: APIRequestContext, path: string, form: Record<string, string>, lang: Lang = 'en'): Promise<T> {
  const res = await request.post(`/api${path}`, { form: { ...guest, ...form }, headers: { 'accept-language': lang } });
  return ((await res.json()) as { data: T }).data;
}

/** A featured demo product in stock, with reviews, a group and a category, as the page in `lang` shows it. */
async function reviewedProduct(request: APIRequestContext, lang: Lang): Promise<Detail> {
  const cards = await post<{ id: number }[]>(request, '/products/search_filter.php', { home_types: '1' });
  for (const c of cards) {
    const d = await post<Detail>(request, '/products/details.php', { product_id: String(c.id) }, lang);
    if (d.stock > 0 && d.rating_summary.count > 0 && d.trail.length === 2) return d;
  }
  throw new Error('no featured demo product with reviews');
}

for (const lang of LANGS) {
  const w = words[lang];

  test(`${lang}: a product page shows breadcrumbs, delivery, returns, ways to pay and the rating summary`, async ({ page, request }) => {
    const p = await reviewedProduct(request, lang);
    await setLanguage(page, lang);
    await page.goto(`/Details/${p.id}`);
    const crumbs = page.getByRole('navigation', { name: w.breadcrumb });
    await expect(crumbs.getByRole('listitem')).toHaveText([w.home, p.trail[0]!.name, p.trail[1]!.name, p.name]);
    // Home comes first in the reading direction: at the left in English, at the right in Arabic.
    const home = (await crumbs.getByRole('link').nth(0).boundingBox())!;
    const group = (await crumbs.getByRole('link').nth(1).boundingBox())!;
    expect(lang === 'ar' ? home.x > group.x : home.x < group.x).toBe(true);

    // Near the price, above the add-to-cart button.
    const promises = page.getByTestId('buying-promises');
    await expect(promises.getByRole('listitem')).toHaveText([...w.promises]);
    const addButton = page.getByRole('main').getByRole('button', { name: w.addToCart }).first();
    expect((await promises.boundingBox())!.y).toBeLessThan((await addButton.boundingBox())!.y);

    const summary = page.getByTestId('rating-summary');
    await expect(summary).toContainText(w.reviews(p.rating_summary.count));
    await expect(summary.getByRole('listitem')).toHaveCount(5);
    // Reviews keep their own direction on either page.
    const review = page.getByRole('main').locator('li h3').first();
    await expect(review).toHaveAttribute('dir', 'auto');

    // The category crumb opens that category's list.
    await crumbs.getByRole('link').nth(2).click();
    await expect(page).toHaveURL(new RegExp(`/categories/${p.trail[1]!.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.trail[1]!.name);
  });

  test(`${lang}: a product nobody reviewed says "No reviews yet" on its card and its page`, async ({ page, request }) => {
    const fresh = (
      await post<{ id: number; name: string; rating: number }[]>(request, '/products/search_filter.php', { home_types: '3' }, lang)
    ).find((c) => c.rating === 0);
    expect(fresh, 'a new arrival nobody reviewed yet').toBeDefined();
    await setLanguage(page, lang);
    await page.goto('/products/new');
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: fresh!.name, exact: true }) });
    await expect(card.getByText(w.noReviews, { exact: true })).toBeVisible();
    await expect(card.getByRole('img', { name: /5/ })).toHaveCount(0);
    await card.getByRole('link', { name: fresh!.name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fresh!.name);
    // Under the name (the similar products' cards may say it too).
    await expect(page.getByRole('main').getByText(w.noReviews, { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId('rating-summary')).toHaveCount(0);
  });

  test(`${lang}: on phones a bar with the price and add to cart shows once the main button scrolls away`, async ({
    page,
    request,
    isMobile,
  }) => {
    const p = await reviewedProduct(request, lang);
    await setLanguage(page, lang);
    // Layout shifts of the whole visit (a fixed bar sliding with a transform moves nothing).
    await page.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number })[])
          (window as unknown as { shifts: number }).shifts += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`/Details/${p.id}`);
    const bar = page.getByTestId('sticky-buy-bar');
    await expect(bar).toBeHidden();
    const shiftsBefore = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);

    await page.getByRole('heading', { level: 2 }).last().scrollIntoViewIfNeeded();
    await page.waitForFunction(() => window.scrollY > 800);
    if (!isMobile) {
      await expect(bar).toBeHidden();
      return;
    }
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('button', { name: w.addToCart })).toBeVisible();
    await expect(bar.locator('p').first()).toContainText(/\d/);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(shiftsBefore);

    // At the very end of the page the footer ends above the bar, not under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(bar).toBeVisible();
    const footer = (await page.getByRole('contentinfo').boundingBox())!;
    const barBox = (await bar.boundingBox())!;
    expect(footer.y + footer.height).toBeLessThanOrEqual(barBox.y + 1);

    // Back at the top the bar leaves again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeHidden();

    // Its button is the page's add to cart: a guest is sent to sign in (docs/product.md §6).
    await page.getByRole('heading', { level: 2 }).last().scrollIntoViewIfNeeded();
    await bar.getByRole('button', { name: w.addToCart }).click();
    await expect(page).toHaveURL(/\/login$/i);
  });

  test(`${lang}: names, addresses and reviews keep their own direction in the storefront and the admin console`, async ({
    page,
  }, testInfo) => {
    await setLanguage(page, lang);
    // Read-only visits; sessions from devices of this journey's own (one per project: both may run at once).
    const device = `playwright-dir-${testInfo.project.name}`;
    await signIn(page, { device });
    await page.goto('/myprofile/addresses');
    // The demo customer's saved address: its name and its street.
    const address = page
      .getByRole('main')
      .locator('li')
      .filter({ has: page.locator('svg.lucide-map-pin') })
      .first();
    await expect(address.getByRole('heading', { level: 2 })).toHaveAttribute('dir', 'auto');
    await expect(address.locator('span[dir="auto"]')).toHaveCount(1);

    await signIn(page, { email: ADMIN_EMAIL, device });
    await page.goto('/admin/reviews');
    const review = page.getByRole('article').first();
    await expect(review.getByRole('heading', { level: 2 })).toHaveAttribute('dir', 'auto');
    await expect(review.locator('p[dir="auto"]')).toHaveCount(1);
    await expect(review.locator('span[dir="auto"]')).toHaveCount(1);

    await page.goto('/admin/orders');
    await page.getByRole('main').getByRole('link', { name: /\d+$/ }).first().click();
    await expect(page).toHaveURL(/\/admin\/orders\/\d+$/);
    await expect(page.locator('address span[dir="auto"]')).toHaveCount(2);
  });
}
