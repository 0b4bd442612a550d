// A business buys: the customer saves the company's profile in their settings, ticks "Buy as <company>"
// at checkout and pays cash; once the console has delivered the order, the order page names the company and its
// TRN, and the tax invoice the customer downloads names them too (read back with pdftotext). English on the
// desktop, Arabic on the phone (flowIn), each on a shop of its own.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { expect, test, type Page } from './support/test';
import type { Shop } from './support/shop';
import { ADMIN_EMAIL, DEMO_PASSWORD, LANGS, flowIn, type Lang, type Session } from './helpers';
import { addProductInStock, apiCall } from './support/orders';

const COMPANY = 'Al Noor Trading L.L.C.';
const TRN = '100200300400005';

const words = {
  en: {
    companyName: 'Company name',
    trn: 'Tax registration number (TRN)',
    emirate: 'Emirate',
    region: 'Region',
    street: 'Street and building',
    save: 'Save business profile',
    buyAs: `Buy as ${COMPANY}`,
    placeOrder: 'Place order',
    boughtAs: 'Bought as',
    abuDhabi: 'Abu Dhabi',
    mushrif: 'Al Mushrif',
    invoice: /^Tax invoice INV-\d{6}$/,
  },
  ar: {
    companyName: 'اسم الشركة',
    trn: 'رقم التسجيل الضريبي (TRN)',
    emirate: 'الإمارة',
    region: 'المنطقة',
    street: 'الشارع والمبنى',
    save: 'حفظ بيانات الشركة',
    buyAs: `الشراء باسم ${COMPANY}`,
    placeOrder: 'تأكيد الطلب',
    boughtAs: 'الشراء باسم',
    abuDhabi: 'أبوظبي',
    mushrif: 'المشرف',
    invoice: /^الفاتورة الضريبية INV-\d{6}$/,
  },
} as const;

/** The console moves the order to delivered through its calls (what this journey checks is the customer's side). */
async function deliver(page: Page, shop: Shop, orderId: number) {
  const login = await page.request.post(`${shop.url}/api/login.php`, {
    form: { email: ADMIN_EMAIL, password: DEMO_PASSWORD, token: '', platform: '3', device_id: 'business-admin' },
  });
  const admin = ((await login.json()) as { data: Session }).data;
  for (const action of ['confirm', 'ship', 'deliver'])
    await apiCall(page, shop, admin, '/admin/orders/change_status.php', { order_id: orderId, action });
}

for (const lang of LANGS as Lang[]) {
  test.describe(`buying as a business (${lang})`, flowIn(lang), () => {
    test.describe.configure({ timeout: 120_000 });
    test.use({ lang, freshShop: 'demo-pictures', shopFor: lang, signedInAs: 'shopper', device: 'playwright-business' });

    test('saves the company, buys as it, and finds its TRN on the order page and the tax invoice', async ({
      page,
      shop,
      session,
    }, info) => {
      const w = words[lang];
      await page.goto(`${shop.url}/myprofile/personalsettings`);
      await page.getByRole('textbox', { name: w.companyName }).fill(COMPANY);
      await page.getByRole('textbox', { name: w.trn }).fill(TRN);
      const business = page.getByRole('region', { name: lang === 'en' ? 'Business profile' : 'بيانات الشركة' });
      await business.getByRole('combobox', { name: w.emirate }).selectOption({ label: w.abuDhabi });
      await business.getByRole('combobox', { name: w.region }).selectOption({ label: w.mushrif });
      await page.getByRole('textbox', { name: w.street }).fill('Office 804, Al Noor Tower');
      const saved = page.waitForResponse((r) => r.url().endsWith('/api/profile/business_save.php'));
      await page.getByRole('button', { name: w.save }).click();
      expect(((await (await saved).json()) as { status: boolean }).status).toBe(true);
      fs.mkdirSync('/tmp/shots', { recursive: true });
      await business.screenshot({ path: `/tmp/shots/business-${info.project.name}-${lang}-profile.png` });

      // One product in the cart (through the API: the cart's own journeys tap it), then checkout as the company.
      await addProductInStock(page, shop, session, lang);
      await page.goto(`${shop.url}/checkout`);
      await page.getByRole('checkbox', { name: w.buyAs }).check();
      await page.screenshot({ path: `/tmp/shots/business-${info.project.name}-${lang}-checkout.png`, fullPage: true });
      const placed = page.waitForResponse((r) => r.url().endsWith('/api/cart/pay_now.php'));
      await page.getByRole('button', { name: w.placeOrder }).click();
      const answer = (await (await placed).json()) as { status: boolean; data: { order_id: number } };
      expect(answer.status).toBe(true);
      const orderId = answer.data.order_id;

      await deliver(page, shop, orderId);
      await page.goto(`${shop.url}/myprofile/orders/${orderId}`);
      const buyer = page.getByRole('region', { name: w.boughtAs });
      await expect(buyer.getByText(COMPANY)).toBeVisible();
      await expect(buyer.getByText(TRN)).toBeVisible();
      await buyer.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/shots/business-${info.project.name}-${lang}-order.png`, fullPage: true });

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: w.invoice }).first().click()]);
      const text = execFileSync('pdftotext', ['-layout', await download.path(), '-'], { encoding: 'utf8' });
      expect(text).toContain(TRN);
      expect(text).toContain(COMPANY);
    });
  });
}
