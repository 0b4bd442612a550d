// Issue 16 part 2 in English on the desktop and Arabic on the phone (flowIn): the owner sets a cash-on-delivery fee and maximum in
// the console; the cart and checkout show the fee as its own line; above the maximum cash is offered
// disabled with the reason and online payment is chosen. Each language runs on its own freshly seeded shop.
import fs from 'node:fs';
import { expect, test, type Page, type TestInfo } from './support/test';
import { ADMIN_EMAIL, LANGS, setLanguage, signIn, type Lang, type Session, flowIn } from './helpers';

const words = {
  en: {
    codFee: 'Cash on delivery fee (AED)',
    codMax: 'Largest order for cash on delivery (AED)',
    save: 'Save',
    saved: 'Store settings saved',
    feeLine: 'Cash on delivery fee',
    fee: 'AED 12.50',
    cash: /Cash on delivery/,
    online: /Pay online by card/,
    overMax: (max: string) => `Cash on delivery is available for orders up to ${max} AED; please pay online`,
  },
  ar: {
    codFee: 'رسوم الدفع عند الاستلام (درهم)',
    codMax: 'أقصى قيمة طلب للدفع عند الاستلام (درهم)',
    save: 'حفظ',
    saved: 'تم حفظ إعدادات المتجر',
    feeLine: 'رسوم الدفع عند الاستلام',
    fee: /12[.,٫]50/,
    cash: /الدفع عند الاستلام/,
    online: /الدفع الإلكتروني بالبطاقة/,
    overMax: (max: string) => `الدفع عند الاستلام متاح للطلبات حتى ${max} درهم؛ يرجى الدفع عبر الإنترنت`,
  },
} as const;

async function shot(page: Page, info: TestInfo, lang: Lang, name: string) {
  fs.mkdirSync('/tmp/shots/money', { recursive: true });
  await page.screenshot({ path: `/tmp/shots/money/cod-${info.project.name}-${lang}-${name}.png`, fullPage: true });
}

for (const lang of LANGS) {
  test.describe(`cash on delivery rules (${lang})`, flowIn(lang), () => {
    test.describe.configure({ mode: 'serial', timeout: 120_000 });
    const w = words[lang];
    test.use({ freshShop: 'demo-pictures', shopFor: lang });

    test('the console sets the fee and maximum; the cart and checkout charge the fee; above the maximum cash is disabled with the reason', async ({
      page,
      shop,
    }, info) => {
      // The customer's cart: one unit of an in-stock product; its total decides the maximum set below.
      await setLanguage(page, lang);
      const customer: Session = await signIn(page, { baseUrl: shop.url, device: 'playwright-cod' });
      const auth = { auth_key: customer.auth_key, user_id: String(customer.id) };
      const home = await page.request.post(`${shop.url}/api/home/home.php`, { form: auth });
      const product = ((await home.json()) as { data: { products: { id: number; quantity: number }[] } }).data.products.find(
        (p) => p.quantity >= 5,
      )!;
      const added = await page.request.post(`${shop.url}/api/cart/add_to_cart.php`, {
        form: { ...auth, product_id: String(product.id), quantity: '1' },
      });
      const total = ((await added.json()) as { data: { total_price: number } }).data.total_price;
      const max = Math.ceil(total);

      // The owner sets a 12.50 AED fee and cash up to the cart's total (rounded up).
      await signIn(page, { baseUrl: shop.url, email: ADMIN_EMAIL, device: 'playwright-cod-admin' });
      await page.goto(`${shop.url}/admin/content`);
      await page.getByLabel(w.codFee).fill('12.50');
      await page.getByLabel(w.codMax).fill(String(max));
      await shot(page, info, lang, 'console');
      await page.getByRole('button', { name: w.save, exact: true }).click();
      await expect(page.getByText(w.saved)).toBeVisible();

      // The cart and the checkout show the fee as its own line.
      // Signed in again (the page now holds the new session): the calls below use it.
      const again = await signIn(page, { baseUrl: shop.url, device: 'playwright-cod' });
      await page.goto(`${shop.url}/cart`);
      const cartSummary = page.getByRole('complementary');
      await expect(cartSummary.getByText(w.feeLine, { exact: true })).toBeVisible();
      await expect(cartSummary.getByText(w.fee)).toBeVisible();
      await shot(page, info, lang, 'cart-fee');
      await page.goto(`${shop.url}/checkout`);
      await expect(page.getByRole('radio', { name: w.cash })).toBeChecked();
      await expect(page.getByRole('complementary').getByText(w.feeLine, { exact: true })).toBeVisible();
      await shot(page, info, lang, 'checkout-fee');
      await page.getByRole('radio', { name: w.online }).check();
      await expect(page.getByRole('complementary').getByText(w.feeLine, { exact: true })).toHaveCount(0);

      // A second unit takes the order above the maximum: cash is offered disabled, with the reason.
      await page.request.post(`${shop.url}/api/cart/add_to_cart.php`, {
        form: { auth_key: again.auth_key, user_id: String(again.id), product_id: String(product.id), quantity: '1' },
      });
      await page.goto(`${shop.url}/checkout`);
      const cash = page.getByRole('radio', { name: w.cash });
      await expect(cash).toBeDisabled();
      await expect(page.getByText(w.overMax(max.toFixed(2))).first()).toBeVisible();
      await expect(page.getByRole('radio', { name: w.online })).toBeChecked();
      await shot(page, info, lang, 'checkout-over-max');
    });
  });
}
