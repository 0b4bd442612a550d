// Search in English and Arabic: a misspelt product name finds the product (docs/decisions/012-search-matching.md),
// and a search that finds nothing at all offers the categories and best sellers, a category leading to products.
// The misspelt keyword is made from a real product's name read through the API, so the journey does not depend on
// the demo catalogue's content.
import { expect, test } from './support/test';
import { LANGS, setLanguage, flowIn } from './helpers';

const words = {
  en: { categories: 'Browse a category', bestSellers: 'Best sellers', empty: 'no items found' },
  ar: { categories: 'تصفح فئة', bestSellers: 'الأكثر مبيعًا', empty: 'لم يتم العثور على منتجات' },
} as const;

/** A name misspelt the way a hurried thumb would: a doubled letter and a swapped one in each long word. */
const misspell = (name: string) =>
  name
    .split(' ')
    .map((w) => (w.length > 4 ? `${w.slice(0, 2)}${w[2]}${w.slice(2, -2)}${w.at(-1)}${w.at(-2)}` : w))
    .join(' ');

for (const lang of LANGS) {
  test(`a misspelt product name finds the product (${lang})`, flowIn(lang), async ({ page }) => {
    await setLanguage(page, lang);
    const res = await page.request.post('/api/products/search_filter.php', {
      headers: { 'accept-language': lang },
      form: { auth_key: 'guest', user_id: '0', search_with: 'keyword', item_count: '0', limit: '30' },
    });
    const names = ((await res.json()) as { data: { name: string }[] }).data.map((p) => p.name);
    const target = names.find((n) => n.split(' ').some((word) => word.length > 4))!;
    await page.goto(`/products?search=${encodeURIComponent(misspell(target))}`);
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toBeVisible();
    const firstThree = (await cards.allTextContents()).slice(0, 3);
    expect(firstThree.some((text) => text.includes(target))).toBe(true);
  });

  test(`a search that finds nothing offers categories and best sellers (${lang})`, flowIn(lang), async ({ page }, info) => {
    const w = words[lang];
    await setLanguage(page, lang);
    await page.goto(`/products?search=${encodeURIComponent('qxzqv wvxq')}`);
    const main = page.getByRole('main');
    await expect(main.getByText(w.empty)).toBeVisible();
    await expect(main.getByRole('navigation', { name: w.categories }).getByRole('link').first()).toBeVisible();
    await expect(main.getByRole('region', { name: w.bestSellers }).getByRole('article')).toHaveCount(4);
    await page.screenshot({ path: `/tmp/shots/search-help-${info.project.name}-${lang}.png`, fullPage: true });
    await main.getByRole('navigation', { name: w.categories }).getByRole('link').first().click();
    await expect(main.getByRole('article').first()).toBeVisible();
  });
}
