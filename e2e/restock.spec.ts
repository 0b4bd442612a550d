// Issue 16 part 3 in English on the desktop and Arabic on the phone (flowIn): on an out-of-stock product a guest gets the sign-in
// warning; the signed-in customer asks to be told; the console's products list shows one waiting; when the
// owner adds stock the customer gets one e-mail in the language they asked in and a notification in the
// shop. Each language runs on its own freshly seeded shop (the journey empties a product's stock).
import fs from 'node:fs';
import { expect, test, type Page, type TestInfo } from './support/test';
import { ADMIN_EMAIL, CUSTOMER_EMAIL, DEMO_PASSWORD, LANGS, setLanguage, signIn, type Lang, flowIn } from './helpers';

const words = {
  en: {
    notifyMe: 'Tell me when it is back',
    waiting: 'We will e-mail you when it is back in stock',
    loginFirst: 'You must login first',
    oneWaiting: '1 waiting',
    back: (name: string) => `${name} is back in stock`,
  },
  ar: {
    notifyMe: 'أعلمني عند توفره',
    waiting: 'سنراسلك بالبريد الإلكتروني عندما يعود إلى المخزون',
    loginFirst: 'يجب عليك تسجيل الدخول أولاً',
    oneWaiting: 'شخص واحد ينتظر',
    back: (name: string) => `عاد ${name} إلى المخزون`,
  },
} as const;

async function shot(page: Page, info: TestInfo, lang: Lang, name: string, fullPage = true) {
  fs.mkdirSync('/tmp/shots/money', { recursive: true });
  await page.screenshot({ path: `/tmp/shots/money/restock-${info.project.name}-${lang}-${name}.png`, fullPage });
}

for (const lang of LANGS) {
  test.describe(`back in stock (${lang})`, flowIn(lang), () => {
    test.describe.configure({ mode: 'serial', timeout: 120_000 });
    const w = words[lang];
    test.use({ freshShop: 'demo-pictures', shopFor: lang });

    test('a guest is told to sign in; the customer asks, the console counts them, and new stock tells them once', async ({
      page,
      shop,
    }, info) => {
      // The owner's session for the API calls (signed in from a device of its own, so the page is untouched).
      const login = await page.request.post(`${shop.url}/api/login.php`, {
        form: { email: ADMIN_EMAIL, password: DEMO_PASSWORD, token: '', platform: '3', device_id: 'playwright-restock-api' },
      });
      const owner = ((await login.json()) as { data: { id: number; auth_key: string } }).data;
      const asOwner = (path: string, form: Record<string, string>) =>
        page.request.post(`${shop.url}/api${path}`, {
          headers: { 'accept-language': lang },
          form: { auth_key: owner.auth_key, user_id: String(owner.id), ...form },
        });

      // A product sold out: its stock taken to 0.
      const home = await page.request.post(`${shop.url}/api/home/home.php`, {
        headers: { 'accept-language': lang },
        form: { auth_key: 'guest', user_id: '0' },
      });
      const product = ((await home.json()) as { data: { products: { id: number; name: string; quantity: number }[] } }).data.products.find(
        (p) => p.quantity > 0,
      )!;
      await asOwner('/admin/stock/adjust.php', { product_id: String(product.id), delta: String(-product.quantity), reason: 'Sold out' });

      // A guest gets the sign-in warning and goes to /login.
      await setLanguage(page, lang);
      await page.goto(`${shop.url}/Details/${product.id}`);
      await page.getByRole('button', { name: w.notifyMe }).click();
      await expect(page.getByText(w.loginFirst)).toBeVisible();
      await expect(page).toHaveURL(/\/login$/, { timeout: 8000 });

      // The customer, whose account is in the journey's language (as switching to it while signed in sets it), asks to be told.
      const customer = await signIn(page, { baseUrl: shop.url, device: 'playwright-restock' });
      const language = await page.request.post(`${shop.url}/api/profile/language.php`, {
        form: { auth_key: customer.auth_key, user_id: customer.id, language: lang },
      });
      expect(((await language.json()) as { status: boolean }).status).toBe(true);
      await page.goto(`${shop.url}/Details/${product.id}`);
      await page.getByRole('button', { name: w.notifyMe }).scrollIntoViewIfNeeded();
      await shot(page, info, lang, 'product', false);
      await page.getByRole('button', { name: w.notifyMe }).click();
      await expect(page.getByRole('status').filter({ hasText: w.waiting })).toBeVisible();
      await shot(page, info, lang, 'product-waiting', false);

      // The console's products list counts who waits.
      await signIn(page, { baseUrl: shop.url, email: ADMIN_EMAIL, device: 'playwright-restock-admin' });
      await page.goto(`${shop.url}/admin/products?q=${product.id}`);
      const row = page.getByRole('row').filter({ hasText: product.name });
      await expect(row.getByText(w.oneWaiting)).toBeVisible();
      await shot(page, info, lang, 'console');

      // Stock comes back: one e-mail to the customer, in their account's language, and a notification.
      await asOwner('/admin/stock/adjust.php', { product_id: String(product.id), delta: '6', reason: 'Delivery' });
      await asOwner('/admin/stock/adjust.php', { product_id: String(product.id), delta: '2', reason: 'Delivery' });
      await expect
        .poll(async () => {
          const mails = (await (await page.request.get(`${shop.url}/dev/mailbox.json`)).json()) as { to: string; subject: string }[];
          return mails.filter((m) => m.to === CUSTOMER_EMAIL && m.subject.includes(product.name)).map((m) => m.subject);
        })
        .toEqual([w.back(product.name)]);
      await signIn(page, { baseUrl: shop.url, device: 'playwright-restock' });
      await page.goto(`${shop.url}/myprofile/notifications`);
      await expect(page.getByRole('main').getByText(w.back(product.name))).toHaveCount(1);
      await shot(page, info, lang, 'notifications');
    });
  });
}
