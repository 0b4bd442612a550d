// Cart reminders: the owner sets after how many hours a cart left untouched is reminded of (0: never) in the
// console, and a customer withdraws consent to marketing e-mails (docs/product.md §10) from the link in the
// e-mail, without signing in: the page asks first, then confirms, in the customer's language. On a shop of its own (the settings change).
import { expect, test } from './support/test';
import { ADMIN_EMAIL, CUSTOMER_EMAIL, DEMO_PASSWORD, LANGS, setLanguage, signIn, flowIn } from './helpers';
import { unsubscribeLink } from '../apps/server/src/modules/consent/service';

const words = {
  en: {
    hours: 'Cart reminder after (hours)',
    save: 'Save',
    saved: 'Store settings saved',
    ask: /Stop the e-mails about your cart/,
    stop: 'Stop these e-mails',
    done: /no more e-mails about your cart or offers/,
  },
  ar: {
    hours: 'تذكير السلة بعد (ساعات)',
    save: 'حفظ',
    saved: 'تم حفظ إعدادات المتجر',
    ask: /هل تريد إيقاف الرسائل عن سلتك/,
    stop: 'إيقاف هذه الرسائل',
    done: /لن تصلك رسائل عن سلتك أو العروض/,
  },
} as const;

test.use({ freshShop: 'demo-pictures' });

for (const lang of LANGS) {
  const w = words[lang];

  test(`the owner sets the reminder delay in the console (${lang})`, flowIn(lang), async ({ page, shop }, info) => {
    await setLanguage(page, lang);
    await signIn(page, { baseUrl: shop.url, email: ADMIN_EMAIL, device: `reminders-${lang}-${info.project.name}` });
    await page.goto(`${shop.url}/admin/content`);
    const hours = page.getByLabel(w.hours);
    await expect(hours).toHaveValue('24');
    await hours.fill('48');
    await page.getByRole('button', { name: w.save, exact: true }).click();
    await expect(page.getByText(w.saved)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(w.hours)).toHaveValue('48');
    await page.screenshot({ path: `/tmp/shots/reminders-settings-${info.project.name}-${lang}.png`, fullPage: true });
    await page.getByLabel(w.hours).fill('24');
    await page.getByRole('button', { name: w.save, exact: true }).click();
    await expect(page.getByText(w.saved)).toBeVisible();
  });

  test(`a customer withdraws consent from the e-mail's link without signing in (${lang})`, flowIn(lang), async ({ page, shop }, info) => {
    const login = await page.request.post(`${shop.url}/api/login.php`, {
      form: { email: CUSTOMER_EMAIL, password: DEMO_PASSWORD, token: '', platform: '3', device_id: `reminders-link-${lang}` },
    });
    const userId = ((await login.json()) as { data: { id: number } }).data.id;
    await page.goto(await unsubscribeLink(shop.db, shop.url, userId, lang));
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByText(w.ask)).toBeVisible();
    await page.getByRole('button', { name: w.stop }).click();
    await expect(page.getByText(w.done)).toBeVisible();
    await page.screenshot({ path: `/tmp/shots/reminders-unsubscribe-${info.project.name}-${lang}.png` });
  });
}
