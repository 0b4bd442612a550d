// Issue 14.2: a search that finds nothing offers the closest product names ("did you mean"), the categories
// and best sellers, in English and Arabic; a suggestion leads to results. The misspelt keyword is made from a
// real product's name read through the API, so the journey does not depend on the demo catalogue's content.
import { expect, test } from './support/test';
import { LANGS, setLanguage, flowIn } from './helpers';

const words = {
  en: { didYouMean: 'Did you mean', categories: 'Browse a category', bestSellers: 'Best sellers', empty: 'no items found' },
  ar: { didYouMean: 'هل تقصد', categories: 'تصفح فئة', bestSellers: 'الأكثر مبيعًا', empty: 'لم يتم العثور على منتجات' },
} as const;

/** A name misspelt the way a hurried thumb would: a doubled letter and a swapped one in each long word. */
const misspell = (name: string) =>
  name
    .split(' ')
    .map((w) => (w.length > 4 ? `${w.slice(0, 2)}${w[2]}${w.slice(2, -2)}${w.at(-1)}${w.at(-2)}` : w))
    .join(' ');

for (const lang of LANGS) {
  test(`an empty search offers what the shopper may have meant (${lang})`, flowIn(lang), async ({ page }, info) => {
    const w = words[lang];
    await setLanguage(page, lang);
    const res = await page.request.post('/api/products/search_filter.php', {
      headers: { 'accept-language': lang },
      form: { auth_key: 'guest', user_id: '0', search_with: 'keyword', item_count: '0', limit: '30' },
    });
    const names = ((await res.json()) as { data: { name: string }[] }).data.map((p) => p.name);
    const target = names.find((n) => n.split(' ').some((word) => word.length > 4))!;
    const keyword = misspell(target);
    await page.goto(`/products?search=${encodeURIComponent(keyword)}`);
    const main = page.getByRole('main');
    await expect(main.getByText(w.empty)).toBeVisible();
    const suggestions = main.getByRole('navigation', { name: w.didYouMean });
    await expect(suggestions).toBeVisible();
    await expect(main.getByRole('navigation', { name: w.categories }).getByRole('link').first()).toBeVisible();
    await expect(main.getByRole('region', { name: w.bestSellers }).getByRole('article')).toHaveCount(4);
    await page.screenshot({ path: `/tmp/shots/search-help-${info.project.name}-${lang}.png`, fullPage: true });
    await suggestions.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/products\?search=/);
    await expect(main.getByRole('article').first()).toBeVisible();
  });
}
