// One tap is one action on a phone (docs/decisions/013-react-19.md): the CPU slowed six times through the DevTools
// protocol, a signed-in shopper taps add-to-cart, the favourite heart, the quantity and a filter at several moments
// of the page's loading (before the app's script has run, while it starts, as React begins to hydrate, once the
// page has hydrated) on the list, deals, search and product pages, and each tap sends exactly one request and
// leaves the right end state. Each place is tapped at each moment once, the two languages taking turns
// (momentsIn), so each language meets every moment and every place: what a tap does does not depend on the
// language, and a second copy of each throttled journey cost CI minutes without finding anything new. These journeys never wait for hydration before they tap: that is
// their subject. They run in their own project, `phone-slow` (playwright.config.ts).
import type { Request } from '@playwright/test';
import { expect, test, type Page } from './support/test';
import { LANGS, newCustomer, signIn, type Lang, type Session } from './helpers';
import { sent, slowCpu } from './support/slowPhone';

/** When the shopper taps, counted from the page's first bytes. */
const MOMENTS = {
  /** As soon as the button shows: the app's script has not run yet (boot.js keeps the tap). */
  'as soon as it shows': async () => {},
  /** The app's script has arrived and is starting (finding the page's chunks, the formatters' worker). */
  'while the app starts': async (page: Page) => {
    await page.waitForResponse((r) => /\/assets\/index-[\w-]+\.js$/.test(r.url()));
  },
  /** React has just been handed the page (its listeners attached, most of the page not yet hydrated). */
  'as React begins to hydrate': async (page: Page) => {
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-live'), null, { polling: 'raf' });
  },
  /** The page has hydrated. */
  'once hydrated': async (page: Page) => {
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, { polling: 'raf' });
  },
} satisfies Record<string, (page: Page) => Promise<void>>;
type Moment = keyof typeof MOMENTS;

/** The moments one language taps a place at: every other one, the other language the rest; `turn` shifts which. */
const momentsIn = (lang: Lang, turn: number): Moment[] =>
  (Object.keys(MOMENTS) as Moment[]).filter((_, i) => (i + turn + LANGS.indexOf(lang)) % 2 === 0);

const T = {
  en: {
    apply: 'Apply',
    add: 'Add to cart',
    quantity: 'Quantity',
    increase: 'Increase quantity',
    addFavourite: /^Add .* to favourites$/,
    removeFavourite: /^Remove .* from favourites$/,
  },
  ar: {
    apply: 'تطبيق',
    add: 'أضف إلى السلة',
    quantity: 'الكمية',
    increase: 'زيادة الكمية',
    addFavourite: /^أضف .* إلى المفضلة$/,
    removeFavourite: /^أزل .* من المفضلة$/,
  },
} as const;

// Every journey here has a customer of its own, so the file's journeys are shared out across both workers: run one
// after another in one worker, the suite's longest file (290 s in one run) was the last to end, the other worker idle.
test.describe.configure({ mode: 'parallel' });

const inLanguage = (path: string, lang: Lang) => (lang === 'ar' ? `/ar${path}` : path);

let customers = 0;
/** A new customer of this test's own (an empty cart, no favourites), signed in on the page, the CPU then slowed. */
async function freshShopper(page: Page): Promise<Session> {
  const email = `tap-${Date.now()}-${test.info().workerIndex}-${customers++}@example.com`;
  await newCustomer(page, email, 'tap-pass-2026');
  const session = await signIn(page, { email, password: 'tap-pass-2026' });
  await slowCpu(page);
  return session;
}

/** The customer's cart through the API: product id → quantity. */
async function cartOf(page: Page, session: Session): Promise<Map<number, number>> {
  const res = await page.request.post('/api/cart/cart_list.php', { form: { auth_key: session.auth_key, user_id: session.id } });
  const { data } = (await res.json()) as { data: { products: { product_id: number; quantity: number }[] } };
  return new Map(data.products.map((i) => [i.product_id, i.quantity]));
}

/** The id of the product an add-to-cart request named. */
const productOf = (request: Request) => Number(/name="product_id"\r\n\r\n(\d+)/.exec(request.postData() ?? '')?.[1]);

/** Opens `path` as it arrives, waits for `moment`, and returns; the page keeps loading. */
async function openAndWait(page: Page, path: string, moment: Moment) {
  await page.goto(path, { waitUntil: 'commit' });
  await MOMENTS[moment](page);
}

/** The page's API traffic: requests under way, and when the last one started or ended. */
function apiTraffic(page: Page) {
  const traffic = { open: 0, lastAt: Date.now() };
  const changed = (by: number) => (request: Request) => {
    if (!new URL(request.url()).pathname.startsWith('/api/')) return;
    traffic.open += by;
    traffic.lastAt = Date.now();
  };
  page.on('request', changed(1));
  page.on('requestfinished', changed(-1));
  page.on('requestfailed', changed(-1));
  return traffic;
}

/** How long the page's API must be quiet before no late duplicate of a tap is expected any more. */
const QUIET_MS = 1000;

/** Lets every answer and any late duplicate arrive: the app has hydrated and its API has been quiet for a while. */
async function settle(page: Page, traffic: ReturnType<typeof apiTraffic>) {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, { timeout: 30_000 });
  await expect.poll(() => traffic.open === 0 && Date.now() - traffic.lastAt >= QUIET_MS, { timeout: 30_000 }).toBe(true);
}

for (const lang of LANGS) {
  test.describe(`taps on a slow phone in ${lang}`, () => {
    test.use({ lang });

    const addPages = [
      ['a card of the catalogue', '/products'],
      ['a deal card', '/offers'],
      ['a card of a search', `/products?search=${lang === 'ar' ? 'عسل' : 'honey'}`],
    ] as const;

    for (const [turn, [where, path]] of addPages.entries()) {
      for (const moment of momentsIn(lang, turn)) {
        test(`add to cart on ${where}, tapped ${moment}: one request, one unit`, async ({ page }) => {
          const session = await freshShopper(page);
          const adds = sent(page, '/cart/add_to_cart.php');
          const traffic = apiTraffic(page);
          await openAndWait(page, inLanguage(path, lang), moment);
          await page.getByRole('button', { name: T[lang].add }).first().click();
          await expect.poll(() => adds.length, { timeout: 30_000 }).toBeGreaterThan(0);
          await settle(page, traffic);
          expect(adds).toHaveLength(1);
          expect([...(await cartOf(page, session))]).toEqual([[productOf(adds[0]!), 1]]);
          // The one add opened the mini-cart, headed by what was added.
          await expect(page.getByRole('banner').getByTestId('added-message')).toBeVisible();
        });
      }
    }

    for (const moment of momentsIn(lang, 0)) {
      test(`the product page's quantity and add to cart, tapped ${moment}: the quantity chosen, one request`, async ({ page }) => {
        const session = await freshShopper(page);
        const adds = sent(page, '/cart/add_to_cart.php');
        const traffic = apiTraffic(page);
        await openAndWait(page, inLanguage('/details/1', lang), moment);
        await page.getByRole('button', { name: T[lang].increase }).click();
        await expect(page.getByRole('group', { name: T[lang].quantity }).locator('output')).toHaveText(/^(2|٢)$/, { timeout: 30_000 });
        await page.getByRole('button', { name: T[lang].add }).first().click();
        await expect.poll(() => adds.length, { timeout: 30_000 }).toBeGreaterThan(0);
        await settle(page, traffic);
        expect(adds).toHaveLength(1);
        expect([...(await cartOf(page, session))]).toEqual([[1, 2]]);
        await expect(page.getByRole('banner').getByTestId('added-message')).toBeVisible();
      });
    }

    for (const moment of momentsIn(lang, 1)) {
      test(`the favourite heart on a card, tapped ${moment}: one request, shown pressed, a second press takes it out`, async ({ page }) => {
        await freshShopper(page);
        const adds = sent(page, '/products/wishlist/add_to_list.php');
        const removes = sent(page, '/products/wishlist/remove_product.php');
        const traffic = apiTraffic(page);
        await openAndWait(page, inLanguage('/products', lang), moment);
        await page.getByRole('button', { name: T[lang].addFavourite }).first().click();
        await expect.poll(() => adds.length, { timeout: 30_000 }).toBeGreaterThan(0);
        await settle(page, traffic);
        expect(adds).toHaveLength(1);
        const heart = page.getByRole('button', { name: T[lang].removeFavourite }).first();
        await expect(heart).toHaveAttribute('aria-pressed', 'true');
        await heart.click();
        await expect.poll(() => removes.length).toBe(1);
        await settle(page, traffic);
        expect(adds).toHaveLength(1);
        await expect(page.getByRole('button', { name: T[lang].removeFavourite })).toHaveCount(0);
      });
    }

    test.describe('on a wide screen', () => {
      // The filter panel beside the list (a phone opens it as an overlay once the app runs).
      test.use({ viewport: { width: 1280, height: 800 } });

      for (const moment of momentsIn(lang, 1)) {
        test(`a category and Apply in the filter panel, tapped ${moment}: one filtered request, shown applied`, async ({ page }) => {
          await freshShopper(page);
          const categories = (await (
            await page.request.post('/api/products/categories.php', {
              form: { auth_key: 'guest', user_id: 0 },
              headers: { 'Accept-Language': lang },
            })
          ).json()) as { data: { id: number; cat_name: string }[] };
          const category = categories.data[0]!;
          const filtered = sent(page, '/products/filters.php');
          const traffic = apiTraffic(page);
          await openAndWait(page, inLanguage('/products', lang), moment);
          const panel = page.getByRole('complementary');
          await panel.getByRole('radio', { name: category.cat_name, exact: true }).click();
          await panel.getByRole('button', { name: T[lang].apply, exact: true }).click();
          await expect.poll(() => filtered.length, { timeout: 30_000 }).toBeGreaterThan(0);
          await settle(page, traffic);
          expect(filtered).toHaveLength(1);
          expect(filtered[0]!.postData()).toMatch(new RegExp(`name="category_id"\r\n\r\n${category.id}\r\n`));
          await expect(page.getByRole('group').filter({ hasText: category.cat_name }).first()).toBeVisible();
        });
      }
    });
  });
}

test.describe('a signed-in customer’s own pages', () => {
  for (const lang of LANGS) {
    test(`open and reload without "You must login first" (${lang})`, async ({ page }) => {
      await freshShopper(page);
      const warnings: string[] = [];
      await page.exposeFunction('sawLoginFirst', (text: string) => warnings.push(text));
      await page.addInitScript(() => {
        new MutationObserver(() => {
          const text = document.body?.innerText ?? '';
          if (/You must login first|يجب عليك تسجيل الدخول أولا/i.test(text))
            (window as unknown as { sawLoginFirst: (t: string) => void }).sawLoginFirst(text);
        }).observe(document, { childList: true, subtree: true, characterData: true });
      });
      for (const path of ['/myprofile', '/myprofile/orders', '/myprofile/wallet', '/cart', '/favourites', '/checkout']) {
        await page.goto(inLanguage(path, lang), { waitUntil: 'commit' });
        await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, { timeout: 30_000 });
        await page.reload({ waitUntil: 'commit' });
        await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, { timeout: 30_000 });
        // The warning shows for 2 s before its redirect to /login: the page stays where it is.
        await expect(page).not.toHaveURL(/\/login/);
      }
      expect(warnings).toEqual([]);
    });
  }
});

test.describe('checkout on a slow phone', () => {
  const PLACE = { en: 'Place order', ar: 'تأكيد الطلب' } as const;
  /** The second address's choice: its label starts with the address's name. */
  const OFFICE = /^Office/;

  /** Two addresses (Home the main one) and one line in the cart, through the API. */
  async function readyToBuy(page: Page, session: Session) {
    const auth = { auth_key: session.auth_key, user_id: String(session.id) };
    const post = async (path: string, form: Record<string, string | number>) => {
      const body = (await (await page.request.post(`/api${path}`, { form: { ...auth, ...form } })).json()) as {
        status: boolean;
        data: unknown;
      };
      expect(body.status, path).toBe(true);
      return body.data;
    };
    const [emirate] = (await post('/regions/list_emirates.php', {})) as { id: number }[];
    const [region] = (await post('/regions/list_regions_to_emirates.php', { emirate: emirate!.id })) as { id: number }[];
    const address = { emirate: emirate!.id, region: region!.id, phone: '0501234567' };
    await post('/profile/addresses/add.php', { ...address, name: 'Home', address: 'Villa 12, Street 23', primary: 1 });
    await post('/profile/addresses/add.php', { ...address, name: 'Office', address: 'Office 4, Tower 2', primary: 0 });
    await post('/cart/add_to_cart.php', { product_id: 1, quantity: 1 });
  }

  for (const lang of LANGS) {
    test(`Place order tapped twice in quick succession, as soon as it shows: one pay_now.php, one order (${lang})`, async ({ page }) => {
      const session = await freshShopper(page);
      await readyToBuy(page, session);
      const placed = sent(page, '/cart/pay_now.php');
      const traffic = apiTraffic(page);
      await page.goto(inLanguage('/checkout', lang), { waitUntil: 'commit' });
      // The impatient double tap: two taps at once on the button as soon as it shows, before any answer.
      await page.getByRole('button', { name: PLACE[lang] }).dblclick();
      await expect.poll(() => placed.length, { timeout: 30_000 }).toBeGreaterThan(0);
      await settle(page, traffic);
      expect(placed).toHaveLength(1);
      await expect(page).toHaveURL(/\/checkout\/placed\/\d+$/, { timeout: 30_000 });
      const orders = (await (
        await page.request.post('/api/orders/list.php', { form: { auth_key: session.auth_key, user_id: String(session.id) } })
      ).json()) as { data: { order_id: number }[] };
      expect(new Set(orders.data.map((o) => o.order_id)).size).toBe(1);
    });

    test(`choosing another address in checkout, tapped as soon as it shows: one request, that address delivered to (${lang})`, async ({
      page,
    }) => {
      const session = await freshShopper(page);
      await readyToBuy(page, session);
      const changes = sent(page, '/profile/addresses/edit.php');
      const traffic = apiTraffic(page);
      await page.goto(inLanguage('/checkout', lang), { waitUntil: 'commit' });
      await page.getByRole('radio', { name: OFFICE }).click();
      await expect.poll(() => changes.length, { timeout: 30_000 }).toBeGreaterThan(0);
      await settle(page, traffic);
      expect(changes).toHaveLength(1);
      await expect(page.getByRole('radio', { name: OFFICE })).toBeChecked();
    });
  }
});
