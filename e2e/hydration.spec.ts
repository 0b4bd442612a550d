// Server rendering (issue 13): every public page, in both languages at both widths, arrives rendered and
// hydrates with no React hydration warning and no console error; a stored language choice wins at once.
import { expect, test, type Page } from './support/test';
import { LANGS, signIn, type Lang } from './helpers';

interface Ids {
  category: number;
  group: number;
  product: number;
}

/** Ids of the seeded shop, read through the API as a guest. */
async function seededIds(page: Page): Promise<Ids> {
  const post = async (path: string, form: Record<string, string | number> = {}) => {
    const res = await page.request.post(`/api${path}`, { form: { auth_key: 'guest', user_id: 0, ...form } });
    return ((await res.json()) as { data: unknown }).data;
  };
  const categories = (await post('/products/categories.php')) as { id: number }[];
  const groups = (await post('/products/groups.php')) as { id: number }[];
  const home = (await post('/home/home.php', { type: 1 })) as { products: { id: number }[] };
  return { category: categories[0]!.id, group: groups[0]!.id, product: home.products[0]!.id };
}

const publicPages = (ids: Ids): [path: string, status: number][] => [
  ['/', 200],
  ['/products', 200],
  ['/products/new', 200],
  ['/products?search=honey', 200],
  [`/categories/${ids.category}`, 200],
  [`/groups/${ids.group}`, 200],
  ['/offers', 200],
  [`/details/${ids.product}`, 200],
  ['/ContactUs', 200],
  ['/privacy', 200],
  ['/termsofconditions', 200],
  ['/legal/refund', 200],
  ['/wellnessquiz', 200],
  ['/no-such-page', 404],
  ['/details/999999', 404],
];

const inLanguage = (path: string, lang: Lang) => (lang === 'ar' ? `/ar${path}` : path);

/** Console errors and warnings, and uncaught errors, while the page loads and hydrates. */
function listen(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/** Hydrated: React has taken over the server's <main> (its nodes carry React's keys). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return !!main && Object.keys(main).some((k) => k.startsWith('__reactFiber'));
  });
  await page.waitForLoadState('networkidle');
}

for (const lang of LANGS) {
  test.describe(`server-rendered pages in ${lang}`, () => {
    test('every public page arrives rendered and hydrates without a warning or an error', async ({ page }) => {
      test.setTimeout(180_000);
      const ids = await seededIds(page);
      for (const [path, status] of publicPages(ids)) {
        const url = inLanguage(path, lang);
        const problems = listen(page);
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(status);
        // The first byte already has the page: its heading is in the server's HTML.
        expect(await response!.text(), url).toMatch(/<h1[\s>]/);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
        await hydrated(page);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
        // The browser reports the page's own 404 status as a failed load; that is the answer wanted.
        const own404 = `error: Failed to load resource: the server responded with a status of 404 (Not Found)`;
        expect(
          problems.filter((p) => status !== 404 || p !== own404),
          url,
        ).toEqual([]);
        page.removeAllListeners('console');
        page.removeAllListeners('pageerror');
      }
    });
  });
}

test('a signed-in customer’s own parts fill in after hydration, without a hydration warning', async ({ page }) => {
  await signIn(page);
  const problems = listen(page);
  await page.goto('/');
  await hydrated(page);
  await expect(page.getByRole('link', { name: 'My Profile' }).first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('a stored language choice wins over the URL’s, before anything shows', async ({ page }) => {
  await page.goto('/notfound');
  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  await page.goto('/products');
  await expect(page).toHaveURL(/\/ar\/products$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await hydrated(page);

  await page.evaluate(() => localStorage.setItem('language', 'en'));
  await page.goto('/ar/ContactUs');
  await expect(page).toHaveURL(/\/ContactUs$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('switching the language loads the same page in the other language', async ({ page, isMobile }) => {
  await page.goto('/ContactUs');
  await hydrated(page);
  // On phones the switch is in the side menu.
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'AR', exact: true }).click();
  await expect(page).toHaveURL(/\/ar\/ContactUs$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('اتصل بنا');
});
