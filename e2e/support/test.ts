// The journeys' `test`: Playwright's, with a page whose goto and reload wait until the shop's page has
// hydrated. A server-rendered page shows its buttons before its script runs; a tap in that moment is lost,
// as it would be for a shopper, and the journey would wait for an answer that never comes.
// `waitUntil: 'commit'` asks for the page as it arrives: no wait (a journey that blocks the app's script).
import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';

/** Waits for the mark the storefront's layout sets once the page has hydrated; pages that are not the app pass. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => !document.getElementById('root') || document.documentElement.hasAttribute('data-hydrated'), null, {
    timeout: 20_000,
  });
}

export const test = base.extend({
  page: async ({ page }, use) => {
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
    await use(page);
  },
});
