// Issue 15 journeys in English and Arabic: the console has a shell of its own (no storefront header, footer
// or delivery strip): a side navigation on desktop, a drawer with every section on phones (a focus-trapped
// dialog that Escape closes, on the reading start side), the shop's name, "View shop", the signed-in admin's
// e-mail and sign-out. Its lists fit a 390 px phone without sideways scrolling. Screenshots of the dashboard,
// the orders list and an order go to /tmp/shots/console/. Read-only on the shared demo shop, except the
// sign-out, which ends only this journey's own session.
import { expect, test, type Page } from './support/test';
import { ADMIN_EMAIL, LANGS, setLanguage, signIn } from './helpers';

const words = {
  en: {
    sections: 'Console sections',
    menu: 'Console menu',
    viewShop: 'View shop',
    signOut: 'Sign out',
    shop: 'Souq Al Asal',
    orders: 'Orders',
    login: 'Login',
  },
  ar: {
    sections: 'أقسام لوحة الإدارة',
    menu: 'قائمة لوحة الإدارة',
    viewShop: 'عرض المتجر',
    signOut: 'تسجيل الخروج',
    shop: 'سوق العسل',
    orders: 'الطلبات',
    login: 'تسجيل الدخول',
  },
} as const;

/** Every section the console's navigation lists (apps/web/src/console/sections.tsx). */
const SECTION_PATHS = [
  '/admin',
  '/admin/orders',
  '/admin/returns',
  '/admin/products',
  '/admin/taxonomy',
  '/admin/variations',
  '/admin/banners',
  '/admin/stock',
  '/admin/coupons',
  '/admin/reviews',
  '/admin/search',
  '/admin/notifications',
  '/admin/customers',
  '/admin/content',
  '/admin/quiz',
  '/admin/audit',
];

/** The console's navigation: the side bar on desktop, the drawer (opened here) on phones. */
async function consoleNav(page: Page, isMobile: boolean) {
  const name = new RegExp(`^(${words.en.sections}|${words.ar.sections})$`);
  if (!isMobile) return { box: page.getByRole('complementary'), nav: page.getByRole('navigation', { name }) };
  await page.getByRole('button', { name: new RegExp(`^(${words.en.menu}|${words.ar.menu})$`) }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  return { box: drawer, nav: drawer.getByRole('navigation', { name }) };
}

for (const lang of LANGS) {
  test.describe(`console shell (${lang})`, () => {
    const w = words[lang];
    test.beforeEach(async ({ page }, testInfo) => {
      await setLanguage(page, lang);
      // A device of each journey's own: signing in again from a device, or signing out, ends that device's session.
      await signIn(page, {
        email: ADMIN_EMAIL,
        device: `playwright-shell-${lang}-${testInfo.project.name}-${testInfo.title.slice(0, 12)}`,
      });
    });

    test(`has its own layout with every section, the shop's name and the admin, without the storefront's chrome (${lang})`, async ({
      page,
      isMobile,
    }) => {
      await page.goto('/admin/orders');
      await expect(page.getByRole('heading', { level: 1, name: w.orders })).toBeVisible();
      // No storefront header (search, cart, delivery strip) and no footer.
      await expect(page.getByRole('search')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(page.locator('a[href$="/cart"]')).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: w.sections })).toHaveCount(isMobile ? 0 : 1);

      const { box, nav } = await consoleNav(page, isMobile);
      for (const path of SECTION_PATHS) await expect(nav.locator(`a[href$="${path}"]`)).toBeVisible();
      await expect(nav.locator('a[aria-current="page"]')).toHaveAttribute('href', /\/admin\/orders$/);
      await expect(box.getByText(w.shop, { exact: true })).toBeVisible();
      await expect(box.getByText(ADMIN_EMAIL, { exact: true })).toBeVisible();
      await expect(box.getByRole('link', { name: w.viewShop })).toBeVisible();
      await expect(box.getByRole('button', { name: w.signOut })).toBeVisible();
      await page.screenshot({ path: `/tmp/shots/console/shell-${lang}-${page.viewportSize()!.width}.png` });
    });

    test(`"View shop" goes to the storefront (${lang})`, async ({ page, isMobile }) => {
      await page.goto('/admin');
      const { box } = await consoleNav(page, isMobile);
      await box.getByRole('link', { name: w.viewShop }).click();
      await expect(page).toHaveURL(/\/(ar)?$/);
      await expect(page.getByRole('search').first()).toBeAttached();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });

    test(`signs out: the session ends and the shop shows Login (${lang})`, async ({ page, isMobile }) => {
      await page.goto('/admin');
      const [token, userId] = await page.evaluate(() => [localStorage.getItem('token')!, localStorage.getItem('user_id')!]);
      const { box } = await consoleNav(page, isMobile);
      await box.getByRole('button', { name: w.signOut }).click();
      await expect(page).toHaveURL(/\/(ar)?$/);
      await expect(page.getByRole('link', { name: w.login }).first()).toBeAttached();
      expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBe(token);
      // The old token no longer opens the console.
      const answer = await page.request.post('/api/admin/me.php', { form: { auth_key: token, user_id: userId } });
      expect(((await answer.json()) as { status: boolean }).status).toBe(false);
    });

    test(`the sections: on phones a drawer that keeps focus inside, closes on Escape, opens from the reading start and closes on a section; on desktop a side bar (${lang})`, async ({
      page,
      isMobile,
    }) => {
      await page.goto('/admin');
      if (!isMobile) {
        // No drawer on desktop: every section is in the side bar, in view, without opening anything.
        await expect(page.getByRole('button', { name: w.menu })).toHaveCount(0);
        const { nav } = await consoleNav(page, false);
        for (const path of SECTION_PATHS) await expect(nav.locator(`a[href$="${path}"]`)).toBeVisible();
        return;
      }
      const { box: drawer, nav } = await consoleNav(page, true);
      // Focus is trapped: tabbing past the last control comes back into the drawer.
      for (let i = 0; i < SECTION_PATHS.length + 6; i++) {
        await page.keyboard.press('Tab');
        expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      }
      // Mirrored: on the left in English, on the right in Arabic.
      const rect = (await drawer.boundingBox())!;
      const width = page.viewportSize()!.width;
      if (lang === 'ar') expect(Math.round(rect.x + rect.width)).toBe(width);
      else expect(Math.round(rect.x)).toBe(0);
      await page.screenshot({ path: `/tmp/shots/console/drawer-${lang}-${width}.png` });
      await page.keyboard.press('Escape');
      await expect(drawer).toHaveCount(0);
      // Focus goes back to the menu button.
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(w.menu);

      await consoleNav(page, true);
      await nav.locator('a[href$="/admin/orders"]').click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: w.orders })).toBeVisible();
    });
  });
}

/** The console's lists: each must fit the screen; on phones each row is a card. */
const LISTS = [
  '/admin/orders',
  '/admin/products',
  '/admin/customers',
  '/admin/stock',
  '/admin/coupons',
  '/admin/returns',
  '/admin/reviews',
  '/admin/search',
];

const fits = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth);

for (const lang of LANGS) {
  test.describe(`console lists (${lang})`, () => {
    test.beforeEach(async ({ page }, testInfo) => {
      await setLanguage(page, lang);
      await signIn(page, { email: ADMIN_EMAIL, device: `playwright-lists-${lang}-${testInfo.project.name}` });
    });

    test(`every list, an order and a customer fit the screen without sideways scrolling (${lang})`, async ({ page }) => {
      test.setTimeout(120_000);
      for (const path of LISTS) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // The list (or its empty state) has arrived.
        await expect(page.locator('main [role="status"]')).toHaveCount(0);
        expect(await fits(page), path).toBe(true);
      }
      await page.goto('/admin/orders');
      await page.locator('main a[href*="/admin/orders/"]').first().click();
      await expect(page.getByRole('region', { name: /Order status|حالة الطلب/ })).toBeVisible();
      expect(await fits(page), 'an order').toBe(true);
      // Issue 15.4: the address's separators are the page language's (no Arabic comma in English), and the
      // history has no separator left dangling after a step without an actor.
      if (lang === 'en') await expect(page.locator('main address')).not.toContainText('،');
      await expect(
        page
          .getByRole('region', { name: /History|السجل/ })
          .getByRole('listitem')
          .first(),
      ).not.toHaveText(/·\s*$/);
      await page.goto('/admin/customers');
      await page.locator('main a[href*="/admin/customers/"]').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await fits(page), 'a customer').toBe(true);
    });

    test(`phones: an order's card shows its number, status, total and date on screen (${lang})`, async ({ page, isMobile }) => {
      await page.goto('/admin/orders');
      const row = page
        .getByRole('row')
        .filter({ has: page.locator('a[href*="/admin/orders/"]') })
        .first();
      await expect(row).toBeVisible();
      const width = page.viewportSize()!.width;
      for (const cell of await row.getByRole('cell').all()) {
        const box = (await cell.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      if (isMobile) {
        // A card: the order number and status share its first line; its fields carry their labels.
        const [number, status] = [row.locator('a[href*="/admin/orders/"]'), row.getByRole('cell').last()];
        expect(Math.abs((await number.boundingBox())!.y - (await status.boundingBox())!.y)).toBeLessThan(24);
        await expect(page.getByRole('columnheader')).toHaveCount(0);
      }
      await page.screenshot({ path: `/tmp/shots/console/orders-${lang}-${width}.png` });
      await row.locator('a[href*="/admin/orders/"]').click();
      await expect(page.getByRole('region', { name: /Order status|حالة الطلب/ })).toBeVisible();
      await page.screenshot({ path: `/tmp/shots/console/order-${lang}-${width}.png`, fullPage: true });
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('main [role="status"]')).toHaveCount(0);
      await page.screenshot({ path: `/tmp/shots/console/dashboard-${lang}-${width}.png`, fullPage: true });
    });
  });
}
