// The journeys' `test`: Playwright's, with a page whose goto and reload wait until the shop's page has
// hydrated. A tap before then counts (boot.js and React keep it, e2e/taps.spec.ts taps at every moment of
// loading), but text typed into a server-rendered input before React owns it is not in the form's state, and
// most journeys fill forms. `waitUntil: 'commit'` asks for the page as it arrives: no wait (the tap journeys).
//
// The journeys' fixtures, set with test.use() for a file or a block:
// - `lang`: the language the page opens the shop in (setLanguage before anything is loaded).
// - `shop`: the shop the journey runs against: the shared journey server (url ''), or with
//   test.use({ freshShop: 'demo' }) a fresh one of its own (support/shop.ts), started by the first test that
//   asks and kept for the file's later tests in the same worker. A block that needs one of its own (one per
//   language) names it: test.use({ freshShop: 'demo', shopFor: lang }); one with settings of its own (a provider's
//   sandbox) says them: test.use({ freshShop: 'demo', shopSettings: { TABBY_SANDBOX: '1' } }).
// - `signedInAs`: 'shopper' or 'admin' starts each test's page signed in to `shop` as the demo customer or
//   the shop owner (after `lang`), from the device test.use({ device }) names (by default one of the
//   project's worker's own; see signIn); `session` is that sign-in's session.
import { test as base, type Page } from '@playwright/test';
import { ADMIN_EMAIL, CUSTOMER_EMAIL, setLanguage, signIn, type Lang, type Session } from '../helpers';
import { sharedShop, startShop, type FreshShop, type Shop } from './shop';

export { expect } from '@playwright/test';
export type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';

/** Waits for the mark the storefront's layout sets once the page has hydrated; pages that are not the app pass. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => !document.getElementById('root') || document.documentElement.hasAttribute('data-hydrated'), null, {
    timeout: 20_000,
  });
}

/** The fresh shops of a worker: the one in use, by file, kind and name (a worker runs a file's tests in order). */
class FreshShops {
  private current: { key: string; shop: Shop } | undefined;

  async for(key: string, kind: FreshShop, settings: Record<string, string>): Promise<Shop> {
    if (this.current?.key === key) return this.current.shop;
    await this.close();
    this.current = { key, shop: await startShop(kind, settings) };
    return this.current.shop;
  }

  async close() {
    const shop = this.current?.shop;
    this.current = undefined;
    await shop?.close();
  }
}

/** Who the page is signed in as when a test starts: the demo customer or the shop owner. */
export type SignedInAs = 'shopper' | 'admin';

interface Fixtures {
  lang: Lang | undefined;
  freshShop: FreshShop | null;
  shopFor: string;
  shopSettings: Record<string, string>;
  shop: Shop;
  signedInAs: SignedInAs | null;
  device: string | undefined;
  session: Session;
}

const sessions = new WeakMap<Page, Session>();

export const test = base.extend<Fixtures, { freshShops: FreshShops }>({
  lang: [undefined, { option: true }],
  freshShop: [null, { option: true }],
  shopFor: ['', { option: true }],
  shopSettings: [{}, { option: true }],
  signedInAs: [null, { option: true }],
  device: [undefined, { option: true }],
  freshShops: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
    async ({}, use) => {
      const shops = new FreshShops();
      await use(shops);
      await shops.close();
    },
    { scope: 'worker' },
  ],
  // Starting a database and seeding it takes a few seconds, longer on a busy machine.
  shop: [
    async ({ freshShop, shopFor, shopSettings, freshShops }, use, testInfo) => {
      const key = `${testInfo.file} ${freshShop} ${shopFor} ${JSON.stringify(shopSettings)}`;
      await use(freshShop ? await freshShops.for(key, freshShop, shopSettings) : sharedShop);
    },
    { timeout: 240_000 },
  ],
  session: async ({ page, signedInAs }, use) => {
    const session = sessions.get(page);
    if (!session) throw new Error(`No session: the page is signed in only with test.use({ signedInAs }) (it is ${signedInAs})`);
    await use(session);
  },
  page: async ({ page, lang, shop, signedInAs, device }, use) => {
    if (lang) await setLanguage(page, lang);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') await hydrated(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await hydrated(page);
      return response;
    };
    if (signedInAs) {
      const email = signedInAs === 'admin' ? ADMIN_EMAIL : CUSTOMER_EMAIL;
      sessions.set(page, await signIn(page, { email, baseUrl: shop.url, device }));
    }
    await use(page);
  },
});
