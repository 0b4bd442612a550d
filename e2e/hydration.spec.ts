// Server rendering: every public page, in both languages at both widths, arrives rendered and
// hydrates in place (no element of the server's HTML is thrown away and drawn again) with no console warning
// or error; a stored language choice wins at once.
import { expect, test, type Page } from './support/test';
import { LANGS, pageIdle, signIn, type Lang } from './helpers';

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

/** Hydrated: the layout has marked the page (lib/HydratedMark.tsx) and its chunks have loaded. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await page.waitForLoadState('networkidle');
}

declare global {
  interface Window {
    /** The server-rendered elements of #root removed from the document since the HTML was parsed. */
    removedServerElements?: Element[];
  }
}

/**
 * Before any of the page's scripts runs, remembers every element of the server's #root once the HTML is
 * parsed, and records those later removed from the document: a hydration that does not match the server's
 * HTML throws those elements away and draws new ones (the picture loads again, the page flickers).
 */
async function watchServerElements(page: Page) {
  await page.addInitScript(() => {
    const server = new WeakSet<Node>();
    const removed: Element[] = [];
    window.removedServerElements = removed;
    document.addEventListener('readystatechange', () => {
      // 'interactive': the HTML is parsed and the deferred (module) scripts have not run yet.
      if (document.readyState === 'interactive') for (const element of document.querySelectorAll('#root, #root *')) server.add(element);
    });
    new MutationObserver((records) => {
      for (const record of records) for (const node of record.removedNodes) if (server.has(node)) removed.push(node as Element);
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The server's elements now out of the document, each as its tag, classes and start of text. */
const replacedServerElements = (page: Page) =>
  page.evaluate(() =>
    (window.removedServerElements ?? [])
      .filter((element) => !element.isConnected)
      .map(
        (element) =>
          `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ${element.textContent?.slice(0, 40)}`,
      ),
  );

for (const lang of LANGS) {
  test.describe(`server-rendered pages in ${lang}`, () => {
    test('every public page arrives rendered and hydrates in place without a warning or an error', async ({ page }) => {
      test.setTimeout(180_000);
      await watchServerElements(page);
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
        // The server's page was taken over as it is: its heading, pictures and cards are the same elements.
        expect(await page.evaluate(() => document.querySelectorAll('#root main').length), url).toBe(1);
        expect(await replacedServerElements(page), url).toEqual([]);
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

test('a page the server kept for minutes hydrates with its answers and asks the API nothing again', async ({ page }) => {
  // The browser's clock runs ten minutes ahead of the server's: the page's answers look ten minutes old, as
  // those of a page rendered ten minutes ago and kept since (the catalogue did not change meanwhile).
  await page.clock.install({ time: Date.now() + 10 * 60_000 });
  await page.clock.resume();
  const calls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) calls.push(r.url());
  });
  for (const path of ['/', '/products', '/ar/offers']) {
    await page.goto(path);
    await hydrated(page);
  }
  expect(calls).toEqual([]);
});

test('the page paints before the app’s script is asked for, and the script then hydrates it', async ({ page }) => {
  for (const path of ['/', '/ar/products']) {
    await page.goto(path);
    await hydrated(page);
    const { firstPaint, entryStart } = await page.evaluate(() => {
      const entry = document.querySelector('script[data-entry]')!.getAttribute('data-entry')!;
      return {
        firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime,
        entryStart: performance.getEntriesByType('resource').find((r) => r.name.endsWith(entry))?.startTime,
      };
    });
    expect(firstPaint, path).toBeGreaterThan(0);
    expect(entryStart, path).toBeGreaterThanOrEqual(firstPaint!);
  }
});

test('the language’s formatters are made by a worker, which is gone once the page has hydrated', async ({ page }) => {
  for (const path of ['/', '/ar/']) {
    let closed: Promise<unknown> | undefined;
    const started = page.waitForEvent('worker', (worker) => {
      if (!/\/assets\/intlWorker-[\w-]+\.js$/.test(worker.url())) return false;
      // Listening as it starts, so a close that comes soon after is not missed.
      closed = new Promise((resolve) => worker.once('close', resolve));
      return true;
    });
    await page.goto(path);
    await started;
    await hydrated(page);
    await closed;
  }
});

test('a button tapped before the page is live is tapped once it is, and a tap after that counts once', async ({ page }) => {
  const ids = await seededIds(page);
  // The app's script is held back until the tap is made.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/details/${ids.product}`, { waitUntil: 'commit' });
  const quantity = page.getByRole('group', { name: 'Quantity' }).locator('output');
  await expect(quantity).toHaveText('1');
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(quantity).toHaveText('1');
  release();
  await hydrated(page);
  await expect(quantity).toHaveText('2');
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(quantity).toHaveText('3');
  // Nothing left to run (no replay of the first tap pending), and still 3.
  await pageIdle(page);
  await expect(quantity).toHaveText('3');
});

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

test('the footer’s code loads once the footer nears the screen; it then hydrates in place and its links stay in the app', async ({
  page,
}) => {
  await watchServerElements(page);
  const footerChunks: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/Footer-[\w-]+\.js$/.test(r.url())) footerChunks.push(r.url());
  });
  const problems = listen(page);
  await page.goto('/');
  await hydrated(page);
  expect(footerChunks).toEqual([]);
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.locator('#site-footer').scrollIntoViewIfNeeded();
  await expect.poll(() => footerChunks.length).toBe(1);
  await page.waitForLoadState('networkidle');
  // Hydrated in place: the footer's server elements are the ones the shopper sees.
  expect(await replacedServerElements(page)).toEqual([]);
  await page.locator('#site-footer').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  // Followed by the router: the page was not loaded again.
  expect(await page.evaluate(() => (window as Window & { samePage?: boolean }).samePage)).toBe(true);
  expect(problems).toEqual([]);
});

test('a link followed while the footer still waits to near the screen leads to its page, and the footer then works', async ({ page }) => {
  const problems = listen(page);
  await page.goto('/');
  await hydrated(page);
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  // A navigation changes the router's context above the footer, and React holds it until the footer hydrates.
  await page.getByRole('main').getByRole('link', { name: 'Pure Honey' }).first().click();
  await expect(page).toHaveURL(/\/categories\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pure Honey');
  // Waits for the list: until it arrives the footer sits under eight placeholder cards, about 3,700 px higher on a
  // phone, and a tap aimed at it as the list lands hits whatever moved there (a shopper reaches the footer by
  // scrolling past the list).
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
  await page.locator('#site-footer').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  expect(await page.evaluate(() => (window as Window & { samePage?: boolean }).samePage)).toBe(true);
  expect(problems).toEqual([]);
});

test('the list’s filter panel code comes with the page where its column shows, and with the FILTER overlay on a phone', async ({
  page,
  isMobile,
}) => {
  const panelChunks: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/FilterPanel-[\w-]+\.js$/.test(r.url())) panelChunks.push(r.url());
  });
  await page.goto('/products');
  await hydrated(page);
  if (!isMobile) {
    // From 990 px the column shows, so its code came before React hydrated it.
    expect(panelChunks).toHaveLength(1);
    await expect(page.getByRole('complementary').getByRole('button', { name: 'Apply' })).toBeVisible();
    return;
  }
  expect(panelChunks).toEqual([]);
  await page.getByRole('button', { name: 'FILTER' }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Apply' })).toBeVisible();
  expect(panelChunks).toHaveLength(1);
});
