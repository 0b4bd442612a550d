// The shell in both languages at both widths: home, header, home banner, footer, language switch, not-found
// page. Screenshots of the home banner at 360, 390, 768 and 1280 px go to /tmp/shots/banners/.
import fs from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { LANGS, mainNav, setLanguage, type Lang } from './helpers';

const words = {
  en: {
    deals: 'Deals',
    products: 'Products',
    lists: 'Lists',
    login: 'Login',
    search: 'Search products',
    cart: 'Cart, 0 items',
    terms: 'Terms and conditions',
    privacy: 'Privacy policy',
    contact: 'Contact us',
    notFound: '404 - Not Found',
    notFoundText: 'The page you are looking for does not exist.',
    ourProducts: 'Our products',
    categories: 'Shop by category',
    featured: 'Featured products',
    copyright: `© ${new Date().getFullYear()} Souq Al Asal. All rights reserved.`,
    legalName: 'Souq Al Asal General Trading L.L.C.',
    weAccept: 'We accept',
    cashOnDelivery: 'Cash on delivery',
  },
  ar: {
    deals: 'العروض',
    products: 'المنتجات',
    lists: 'القوائم',
    login: 'تسجيل الدخول',
    search: 'ابحث في المنتجات',
    cart: 'السلة فارغة',
    terms: 'الشروط والأحكام',
    privacy: 'سياسة الخصوصية',
    contact: 'تواصل معنا',
    notFound: '404 - الصفحة غير موجودة',
    notFoundText: 'الصفحة التي تبحث عنها غير موجودة.',
    ourProducts: 'منتجاتنا',
    categories: 'تسوّق حسب الفئة',
    featured: 'منتجات مميزة',
    copyright: `© ${new Date().getFullYear()} سوق العسل. جميع الحقوق محفوظة.`,
    legalName: 'سوق العسل للتجارة العامة ذ.م.م',
    weAccept: 'نقبل الدفع عبر',
    cashOnDelivery: 'الدفع عند الاستلام',
  },
} satisfies Record<Lang, Record<string, string>>;

async function expectDirection(page: Page, lang: Lang) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
}

for (const lang of LANGS) {
  const w = words[lang];

  test.describe(`shell in ${lang}`, () => {
    test.beforeEach(async ({ page }) => setLanguage(page, lang));

    test('home page: direction, header, content and footer', async ({ page, isMobile }) => {
      await page.goto('/');
      await expectDirection(page, lang);

      // The loading veil goes once both home calls have answered; the demo catalogue shows. (The first
      // home call of a fresh server warms its database, so it gets longer.)
      await expect(page.getByRole('heading', { name: w.ourProducts })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('status')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: w.categories })).toBeVisible();
      // Arabic pages live under /ar: their links too.
      const p = lang === 'ar' ? '/ar' : '';
      await expect(page.locator(`a[href^="${p}/categories/"]`).first()).toBeVisible();
      await expect(page.locator(`a[href^="${p}/groups/"]`).first()).toBeVisible();
      await expect(page.locator(`a[href^="${p}/Details/"]`).first()).toBeVisible();
      for (const more of ['/products/products', '/products/selected', '/products/new'])
        await expect(page.locator(`a[href="${p}${more}"]`)).toBeVisible();

      const header = page.getByRole('banner');
      await expect(header.getByRole('combobox', { name: w.search })).toBeVisible();
      await expect(header.getByRole('link', { name: w.cart })).toHaveAttribute('href', `${p}/cart`);
      await expect(header.getByRole('link', { name: w.login }).first()).toHaveAttribute('href', `${p}/login`);

      const nav = await mainNav(page, isMobile);
      await expect(nav.getByRole('link', { name: w.deals })).toHaveAttribute('href', `${p}/offers`);
      await expect(nav.getByRole('link', { name: w.products })).toHaveAttribute('href', `${p}/products`);
      await expect(nav.getByRole('link', { name: w.lists })).toHaveAttribute('href', `${p}/myprofile/lists`);
      if (isMobile) await page.keyboard.press('Escape');

      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: w.terms })).toHaveAttribute('href', `${p}/termsofconditions`);
      await expect(footer.getByRole('link', { name: w.privacy })).toHaveAttribute('href', `${p}/privacy`);
      await expect(footer.getByRole('link', { name: w.contact })).toHaveAttribute('href', `${p}/ContactUs`);
      // The app badges lead to the demo shop's store pages; the company that sells is named under the copyright.
      await expect(footer.getByRole('link', { name: /App Store/ })).toHaveAttribute('href', /^https:\/\/apps\.apple\.com\//);
      await expect(footer.getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', /^https:\/\/play\.google\.com\//);
      await expect(footer.getByTestId('company-line')).toContainText(w.legalName);
      await expect(footer.getByTestId('company-line')).toContainText('CN-1234567');
      await expect(footer.getByText(w.copyright)).toBeVisible();
      // The ways to pay: the cards by their Latin names, cash on delivery in the page's language.
      await expect(footer.getByRole('list', { name: w.weAccept }).getByRole('listitem')).toHaveText([
        'Visa',
        'Mastercard',
        w.cashOnDelivery,
      ]);

      // A guest session was stored by the guarded home route (docs/product.md §2).
      expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user_id')])).toEqual(['guest', '0']);
    });

    test('the header mirrors in Arabic: logo at the reading start, cart at the end', async ({ page }) => {
      await page.goto('/');
      const header = page.getByRole('banner');
      const logo = await header
        .getByRole('link', { name: lang === 'ar' ? 'الصفحة الرئيسية لسوق العسل' : 'Souq Al Asal home' })
        .boundingBox();
      const cart = await header.getByRole('link', { name: w.cart }).boundingBox();
      expect(logo && cart).toBeTruthy();
      if (lang === 'ar') expect(logo!.x).toBeGreaterThan(cart!.x);
      else expect(logo!.x).toBeLessThan(cart!.x);
    });

    test('home banner: its title and button are text in the served page, readable at phone width, mirrored in Arabic; the button opens the product', async ({
      page,
      request,
      isMobile,
    }) => {
      const answer = await request.post('/api/home/home.php', {
        form: { auth_key: 'guest', user_id: '0', type: '1' },
        headers: { 'accept-language': lang },
      });
      const first = (
        (await answer.json()) as {
          data: { slider: { product_id: number; image: string; title: string; subtitle: string; button: string; alt: string }[] };
        }
      ).data.slider[0]!;
      expect(first.title && first.subtitle && first.button && first.alt, JSON.stringify(first)).toBeTruthy();
      // In the HTML the server sends, before any script runs: the words are text, not drawn into the picture.
      const html = await (await request.get(lang === 'ar' ? '/ar/' : '/')).text();
      const re = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const escaped = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;');
      expect(html).toMatch(new RegExp(`<h2 dir="auto"[^>]*>${re(escaped(first.title))}</h2>`));
      expect(html).toContain(`>${escaped(first.subtitle)}</p>`);
      expect(html).toMatch(
        new RegExp(`<a [^>]*href="${lang === 'ar' ? '/ar' : ''}/Details/${first.product_id}"[^>]*>${re(escaped(first.button))}</a>`, 'i'),
      );
      expect(html).toMatch(new RegExp(`<img src="${re(first.image)}" [^>]*alt="${re(escaped(first.alt))}"`));

      fs.mkdirSync('/tmp/shots/banners', { recursive: true });
      for (const width of isMobile ? [360, 390] : [768, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto('/');
        const banner = page.getByRole('region', { name: w.featured });
        const heading = banner.getByRole('heading', { level: 2, name: first.title });
        const button = banner.getByRole('link', { name: first.button });
        await expect(heading).toBeVisible({ timeout: 30_000 });
        await expect(banner.getByText(first.subtitle)).toBeVisible();
        await expect(banner.getByRole('img', { name: first.alt })).toHaveAttribute('src', first.image);
        // Nothing cut: the words wrap inside the banner, which fits the screen.
        const box = (await banner.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        for (const part of [heading, banner.getByText(first.subtitle), button]) {
          const b = (await part.boundingBox())!;
          expect(b.x).toBeGreaterThanOrEqual(box.x);
          expect(b.x + b.width).toBeLessThanOrEqual(box.x + box.width);
          expect(await part.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
        }
        // The words start on the reading side: the left in English, the right in Arabic.
        const h = (await heading.boundingBox())!;
        const b = (await button.boundingBox())!;
        if (lang === 'ar') expect(box.x + box.width - (b.x + b.width)).toBeLessThan(box.x + box.width / 2 - box.x);
        else expect(b.x - box.x).toBeLessThan(box.width / 2);
        expect(lang === 'ar' ? box.x + box.width - (h.x + h.width) : h.x - box.x).toBeLessThan(64);
        await banner.screenshot({ path: `/tmp/shots/banners/home-banner-${lang}-${width}.png` });
      }
      // The button leads to the banner's product.
      await page.goto('/');
      await page.getByRole('region', { name: w.featured }).getByRole('link', { name: first.button }).click();
      await expect(page).toHaveURL(new RegExp(`/Details/${first.product_id}$`, 'i'));
    });

    test('search from the header opens the product list with the search', async ({ page }) => {
      await page.goto('/');
      const box = page.getByRole('banner').getByRole('combobox', { name: w.search });
      await box.fill('sidr honey');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/products\?search=sidr%20honey$/);
    });

    test('home and not-found pages pass the axe accessibility rules', async ({ page }) => {
      for (const path of ['/', '/notfound']) {
        await page.goto(path);
        await expect(page.getByRole('contentinfo')).toBeVisible();
        await expect(page.getByRole('status')).toHaveCount(0, { timeout: 30_000 });
        const { violations } = await new AxeBuilder({ page }).analyze();
        expect(violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      }
    });

    for (const path of ['/notfound', '/NotFound', '/no/such/page']) {
      test(`not-found page at ${path}`, async ({ page }) => {
        await page.goto(path);
        await expectDirection(page, lang);
        await expect(page.getByRole('heading', { level: 1, name: w.notFound })).toBeVisible();
        await expect(page.getByText(w.notFoundText)).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
      });
    }
  });
}

test('switching the language stores it and reloads in the other direction', async ({ page, isMobile }) => {
  await setLanguage(page, 'en');
  await page.goto('/notfound');
  await expectDirection(page, 'en');

  const switchTo = async (label: 'AR' | 'EN') => {
    if (isMobile) await page.getByRole('button', { name: /^(Open menu|فتح القائمة)$/ }).click();
    const scope = isMobile ? page.getByRole('dialog') : page.getByRole('banner');
    await Promise.all([page.waitForEvent('load'), scope.getByRole('button', { name: label, exact: true }).click()]);
  };

  await switchTo('AR');
  await expectDirection(page, 'ar');
  await expect(page.getByRole('heading', { name: words.ar.notFound })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ar');

  await switchTo('EN');
  await expectDirection(page, 'en');
  await expect(page.getByRole('heading', { name: words.en.notFound })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
});

test('the language is on <html> before any script of the app runs (no flash of the wrong direction)', async ({ page }) => {
  await setLanguage(page, 'ar');
  // Stop the app's module script: only boot.js (a plain script in <head>) may set the direction.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/notfound', { waitUntil: 'commit' });
  await expectDirection(page, 'ar');
});
