// Search as the shopper types and lists that keep their state (37.5), in English and Arabic.
// The words searched are read from the catalogue through the API in the page's language, so the journeys do not
// depend on the demo catalogue's content.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { LANGS, flowIn, setLanguage, type Lang } from './helpers';

const words = {
  en: {
    box: 'Search products',
    list: 'Search suggestions',
    sortBy: 'Sort by',
    highToLow: 'Price: high to low',
    rate: 'Rate',
    apply: 'Apply',
    filter: 'FILTER',
    applied: 'Applied filters',
  },
  ar: {
    box: 'ابحث في المنتجات',
    list: 'اقتراحات البحث',
    sortBy: 'ترتيب حسب',
    highToLow: 'السعر: من الأعلى إلى الأقل',
    rate: 'التقييم',
    apply: 'تطبيق',
    filter: 'تصفية',
    applied: 'عوامل التصفية المطبّقة',
  },
} as const;

/** Names of the catalogue's products in the language, best sellers first. */
async function productNames(page: Page, lang: Lang): Promise<string[]> {
  const res = await page.request.post('/api/products/search_filter.php', {
    headers: { 'accept-language': lang },
    form: { auth_key: 'guest', user_id: '0', search_with: 'keyword', item_count: '0', limit: '30' },
  });
  return ((await res.json()) as { data: { name: string }[] }).data.map((p) => p.name);
}

/** The search box the page shows at this width (the header's on a wide screen, the one under it on a phone). */
const searchBox = (page: Page, lang: Lang) => page.getByRole('combobox', { name: words[lang].box }).filter({ visible: true });

for (const lang of LANGS) {
  test(`suggestions by keyboard: arrows to a product, Enter opens it, Escape closes the list (${lang})`, async ({ page }) => {
    await setLanguage(page, lang);
    const name = (await productNames(page, lang)).find((n) => n.split(' ')[0]!.length >= 4)!;
    const typed = name.split(' ')[0]!;
    await page.goto('/');
    // Typed while the page may still be loading: what is typed before the app listens is kept and suggested on.
    await searchBox(page, lang).pressSequentially(typed, { delay: 40 });
    const list = page.getByRole('listbox', { name: words[lang].list });
    await expect(list.getByRole('option', { name })).toBeVisible();
    await expect(list.getByRole('option').first().locator('b')).toBeVisible();

    await searchBox(page, lang).press('Escape');
    await expect(list).toBeHidden();
    await expect(searchBox(page, lang)).toHaveAttribute('aria-expanded', 'false');
    await expect(searchBox(page, lang)).toHaveValue(typed);

    // Down until the product is the active option, as a keyboard or screen reader user would (the list holds at most
    // a spelling, six products and four categories).
    const selected = list.locator('[aria-selected="true"]');
    for (let presses = 0; presses < 11; presses++) {
      await searchBox(page, lang).press('ArrowDown');
      await expect(list).toBeVisible();
      if ((await selected.count()) && (await selected.textContent())?.includes(name)) break;
    }
    await expect(selected).toContainText(name);
    await expect(searchBox(page, lang)).toHaveAttribute('aria-activedescendant', (await selected.getAttribute('id'))!);
    await searchBox(page, lang).press('Enter');
    await expect(page).toHaveURL(/\/Details\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test.describe(() => {
    // A phone's screen and touch in both languages (the desktop project runs the English one).
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test(
      `suggestions by touch: a misspelt name still suggests the product, a tap opens it (${lang})`,
      flowIn(lang),
      async ({ page }, info) => {
        await setLanguage(page, lang);
        const name = (await productNames(page, lang)).find((n) => n.split(' ')[0]!.length >= 5)!;
        const first = name.split(' ')[0]!;
        // One letter doubled, as a hurried thumb does.
        const misspelt = `${first.slice(0, 3)}${first[2]}${first.slice(3)}`;
        await page.goto('/products');
        await searchBox(page, lang).tap();
        await searchBox(page, lang).pressSequentially(misspelt, { delay: 60 });
        const list = page.getByRole('listbox', { name: words[lang].list });
        const option = list.getByRole('option', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first();
        await expect(option).toBeVisible();
        // On a phone the list spans the screen.
        const box = await list.boundingBox();
        expect(box!.width).toBeGreaterThanOrEqual(389);
        await page.screenshot({ path: `/tmp/shots/search-suggest-${info.project.name}-${lang}.png` });
        await option.tap();
        await expect(page).toHaveURL(/\/Details\/\d+$/);
        await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      },
    );
  });

  test(`Back restores a filtered, sorted search (${lang})`, flowIn(lang), async ({ page, isMobile }) => {
    const w = words[lang];
    await setLanguage(page, lang);
    const keyword = (await productNames(page, lang)).map((n) => n.split(' ').at(-1)!).find((word) => word.length >= 3)!;
    await page.goto(`/products?search=${encodeURIComponent(keyword)}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('article').first()).toBeVisible();

    await main.getByRole('combobox', { name: w.sortBy }).selectOption({ label: w.highToLow });
    await expect(page).toHaveURL(/[?&]sort=desc\b/);
    // The rating filter from the panel: in the column on a wide screen, in the overlay on a phone.
    if (isMobile) await main.getByRole('button', { name: w.filter, exact: true }).click();
    const panel = isMobile ? page.getByRole('dialog') : main.getByRole('complementary');
    await panel.getByRole('group', { name: w.rate }).getByRole('radio').last().check();
    await panel.getByRole('button', { name: w.apply }).click();
    await expect(page).toHaveURL(/[?&]rating=\d\b/);
    // The sort's chip showed already: the list is redrawn for the rating once its chip (★) joins it.
    await expect(main.getByRole('group', { name: w.applied }).getByRole('button', { name: /★/ })).toBeVisible();
    const cards = main.getByRole('article');
    await expect(cards.first()).toBeVisible();
    const shown = await cards.allTextContents();
    const filteredUrl = page.url();

    await cards.first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/Details\/\d+$/);
    await page.goBack();
    await expect(page).toHaveURL(filteredUrl);
    await expect(main.getByRole('combobox', { name: w.sortBy })).toHaveValue('desc');
    await expect(main.getByRole('group', { name: w.applied })).toBeVisible();
    await expect(cards.first()).toBeVisible();
    expect(await cards.allTextContents()).toEqual(shown);
  });
}
