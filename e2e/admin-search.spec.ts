// Issue 37.2 journey in English and Arabic: a shopper searches the shop for a word of this journey's own making
// that finds nothing; the owner sees it in the console's Search section among the searches that found nothing,
// adds it as a synonym of a word of a product's name in one step, and the shop's search for it then finds that
// product. The product and its word are read through the API, so the journey does not depend on the demo
// catalogue's content. Screenshots (1280 px in English, 390 px in Arabic) go to /tmp/shots/search/.
import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { ADMIN_EMAIL, LANGS, signIn, flowIn, type Lang } from './helpers';

const SHOTS = '/tmp/shots/search';

const words = {
  en: {
    // Made up, and far enough from every product's words that the search's closest-name matching finds nothing.
    made: 'Glimberwort',
    empty: 'no items found',
    section: 'Search',
    misses: 'Searches that found nothing',
    synonyms: 'Synonyms',
    addAs: (term: string) => `Add “${term}” as a synonym of…`,
    synonymOf: 'Synonym of',
    add: 'Add synonym',
    saved: 'Synonyms saved',
  },
  ar: {
    made: 'زلفنيق',
    empty: 'لم يتم العثور على منتجات',
    section: 'البحث',
    misses: 'عمليات بحث لم تجد شيئًا',
    synonyms: 'المرادفات',
    addAs: (term: string) => `إضافة «${term}» كمرادف لـ…`,
    synonymOf: 'مرادف لـ',
    add: 'إضافة المرادف',
    saved: 'تم حفظ المرادفات',
  },
} as const;

/**
 * A product of the catalogue in `lang` and a word of its name that as few other names have as possible (letters
 * only, at least four), so a search for that word finds this product first.
 */
async function productWord(request: APIRequestContext, lang: Lang) {
  const res = await request.post('/api/products/search_filter.php', {
    headers: { 'accept-language': lang },
    form: { auth_key: 'guest', user_id: '0', search_with: 'keyword', item_count: '0', limit: '60' },
  });
  const names = ((await res.json()) as { data: { name: string }[] }).data.map((p) => p.name);
  const wordsOf = (name: string) => (name.toLowerCase().match(/\p{L}{4,}/gu) ?? []) as string[];
  const choices = names.flatMap((name) =>
    wordsOf(name).map((word) => ({ name, word, shared: names.filter((n) => wordsOf(n).includes(word)).length })),
  );
  expect(choices.length).toBeGreaterThan(0);
  return choices.sort((a, b) => a.shared - b.shared)[0]!;
}

/** The whole page, or only what is in sight (`fullPage` false) when a dialog is open over it. */
async function shot(page: Page, name: string, lang: Lang, fullPage = true) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-${lang}-${page.viewportSize()!.width}.png`, fullPage });
}

for (const lang of LANGS) {
  test.describe(`search in the console (${lang})`, flowIn(lang), () => {
    const w = words[lang];
    test.use({ lang });

    test(`a search that found nothing, added as a synonym of a product's word, then finds the product (${lang})`, async ({
      page,
      isMobile,
    }) => {
      test.setTimeout(120_000);
      const target = await productWord(page.request, lang);
      const main = page.getByRole('main');

      // The shopper's search finds nothing, and the server counts it.
      await page.goto(`/products?search=${encodeURIComponent(w.made)}`);
      await expect(main.getByText(w.empty)).toBeVisible();

      // The owner opens the console's Search section from its navigation.
      await signIn(page, { email: ADMIN_EMAIL, device: `playwright-search-${lang}` });
      await page.goto('/admin');
      if (isMobile) await page.getByRole('button', { name: /^(Console menu|قائمة لوحة الإدارة)$/ }).click();
      await page.getByRole('link', { name: w.section, exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/search$/);
      await expect(page.getByRole('heading', { level: 1, name: w.section })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: w.synonyms })).toBeVisible();
      const misses = page.getByRole('table', { name: w.misses });
      const addAs = misses.getByRole('button', { name: w.addAs(w.made) });
      await expect(addAs).toBeVisible();
      await shot(page, 'console', lang);

      await addAs.click();
      const dialog = page.getByRole('dialog', { name: w.addAs(w.made) });
      await dialog.getByLabel(w.synonymOf).fill(target.word);
      await shot(page, 'add-as-synonym', lang, false);
      await dialog.getByRole('button', { name: w.add }).click();
      await expect(page.getByText(w.saved)).toBeVisible();
      await expect(dialog).toHaveCount(0);
      // The synonyms list has the word, in a group with the product's word; the search left the misses.
      const group = page.getByTestId('synonym-group').filter({ has: page.getByText(w.made, { exact: true }) });
      await expect(group).toHaveCount(1);
      expect(await group.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
      await expect(addAs).toHaveCount(0);
      await shot(page, 'console-added', lang);

      // The shop's search for the word now finds the product, among the first three.
      await page.goto(`/products?search=${encodeURIComponent(w.made)}`);
      const cards = main.getByRole('article');
      await expect(cards.first()).toBeVisible();
      // Found, not the best sellers a search that finds nothing offers.
      await expect(main.getByText(w.empty)).toHaveCount(0);
      const firstThree = (await cards.allTextContents()).slice(0, 3);
      expect(
        firstThree.some((text) => text.includes(target.name)),
        `${target.name} in ${firstThree.join(' | ')}`,
      ).toBe(true);
      await shot(page, 'shop-finds', lang);
    });
  });
}
