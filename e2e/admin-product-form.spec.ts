// Issue 15.3 journeys in English and Arabic: the product form is titled with the product's name, picks photos
// with a button in the page's language (not the browser's), keeps Save and Cancel in a bar at the bottom, and
// asks before unsaved changes are left (a link, the browser's back button) in a dialog in the page's language.
// A bad value is refused beside its field, in the page's language, before anything is sent (the contract's
// rules). Nothing is saved: read-only on the shared demo shop. Screenshots go to /tmp/shots/console/.
import { expect, test } from './support/test';
import { ADMIN_EMAIL, LANGS, setLanguage, signIn, flowIn } from './helpers';

const words = {
  en: {
    name: 'Name (English)',
    unsaved: 'Unsaved changes',
    cancel: 'Cancel',
    save: 'Save product',
    choose: 'Choose a photo',
    none: 'No photo chosen',
    products: 'Products',
    leaveTitle: 'Leave without saving?',
    stay: 'Stay and keep editing',
    leave: 'Leave',
    add: 'Add product',
    price: 'Price (AED)',
    nameEn: 'Name (English)',
    sale: 'Sale price (AED)',
    required: 'Required',
    number: 'Must be a number',
    twoDecimals: 'At most two decimals',
  },
  ar: {
    name: 'Name (Arabic)',
    unsaved: 'تغييرات غير محفوظة',
    cancel: 'إلغاء',
    save: 'حفظ المنتج',
    choose: 'اختر صورة',
    none: 'لم يتم اختيار صورة',
    products: 'المنتجات',
    leaveTitle: 'المغادرة دون حفظ؟',
    stay: 'البقاء ومتابعة التعديل',
    leave: 'مغادرة',
    add: 'إضافة منتج',
    price: 'السعر (درهم)',
    nameEn: 'الاسم (بالإنجليزية)',
    sale: 'سعر التخفيض (درهم)',
    required: 'مطلوب',
    number: 'يجب أن تكون رقمًا',
    twoDecimals: 'منزلتان عشريتان على الأكثر',
  },
} as const;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

for (const lang of LANGS) {
  test(
    `the product form: its name as title, a picker in the page's language, a Save bar and a warning on leaving (${lang})`,
    flowIn(lang),
    async ({ page }, testInfo) => {
      const w = words[lang];
      await setLanguage(page, lang);
      await signIn(page, { email: ADMIN_EMAIL, device: `playwright-product-form-${lang}-${testInfo.project.name}` });
      await page.goto('/admin/products/1');
      // The Arabic name in Arabic, the English one in English ('Name (Arabic)' is labelled in the page's language).
      const name = page.getByLabel(lang === 'en' ? w.name : 'الاسم (بالعربية)', { exact: true });
      await expect(name).not.toHaveValue('');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(await name.inputValue());

      await expect(page.getByText(w.none)).toBeVisible();
      await page.getByLabel(w.choose).setInputFiles({ name: 'jar.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.getByText('jar.png')).toBeVisible();

      await expect(page.getByRole('status').filter({ hasText: w.unsaved })).toHaveCount(0);
      await name.fill(`${await name.inputValue()} *`);
      await expect(page.getByRole('status').filter({ hasText: w.unsaved })).toBeVisible();
      const bar = page.getByRole('button', { name: w.save });
      await expect(bar).toBeInViewport();
      await page.screenshot({ path: `/tmp/shots/console/product-form-${lang}-${testInfo.project.name}.png` });

      // Leaving asks in the page's language; staying keeps the change, leaving drops it.
      const edited = await name.inputValue();
      const ask = page.getByRole('alertdialog', { name: w.leaveTitle });
      await page.getByRole('link', { name: w.cancel }).click();
      await expect(ask).toBeVisible();
      await page.screenshot({ path: `/tmp/shots/console/product-form-leave-${lang}-${testInfo.project.name}.png` });
      await ask.getByRole('button', { name: w.stay }).click();
      await expect(ask).toBeHidden();
      await expect(page).toHaveURL(/\/admin\/products\/1$/);
      await expect(name).toHaveValue(edited);
      await page.getByRole('link', { name: w.cancel }).click();
      await ask.getByRole('button', { name: w.leave, exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/products$/);
      await expect(page.getByRole('heading', { level: 1, name: w.products })).toBeVisible();
    },
  );
}

for (const lang of LANGS) {
  test(
    `the product form refuses a bad value beside its field before sending, and the back button asks before unsaved changes are lost (${lang})`,
    flowIn(lang),
    async ({ page }, testInfo) => {
      const w = words[lang];
      await setLanguage(page, lang);
      await signIn(page, { email: ADMIN_EMAIL, device: `playwright-product-checks-${lang}-${testInfo.project.name}` });
      const sent: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/admin/products/create.php')) sent.push(r.url());
      });
      await page.goto('/admin/products');
      await page.getByRole('link', { name: w.add }).click();
      await expect(page).toHaveURL(/\/admin\/products\/new$/);

      // The contract's rules, worded in the page's language beside each field; nothing is sent.
      const price = page.getByLabel(w.price, { exact: true });
      await price.fill('abc');
      await page.getByRole('button', { name: w.save }).click();
      await expect(page.getByLabel(w.nameEn, { exact: true })).toHaveAccessibleDescription(w.required);
      await expect(price).toHaveAccessibleDescription(w.number);
      await expect(price).toHaveAttribute('aria-invalid', 'true');
      await price.fill('12.345');
      await expect(price).toHaveAccessibleDescription(w.twoDecimals);
      // A blank sale price is the list price: its fault is said once, beside the list price.
      await expect(page.getByLabel(w.sale, { exact: true })).not.toHaveAttribute('aria-invalid');
      await page.screenshot({ path: `/tmp/shots/console/product-form-refused-${lang}-${testInfo.project.name}.png`, fullPage: true });
      expect(sent).toEqual([]);

      // The browser's back button asks; staying keeps the edits on the page.
      const ask = page.getByRole('alertdialog', { name: w.leaveTitle });
      await page.evaluate(() => window.history.back());
      await expect(ask).toBeVisible();
      await ask.getByRole('button', { name: w.stay }).click();
      await expect(ask).toBeHidden();
      await expect(page).toHaveURL(/\/admin\/products\/new$/);
      await expect(price).toHaveValue('12.345');
      // Asked again, leaving goes back and drops them.
      await page.evaluate(() => window.history.back());
      await ask.getByRole('button', { name: w.leave, exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/products$/);
      await expect(page.getByRole('heading', { level: 1, name: w.products })).toBeVisible();
      await page.evaluate(() => window.history.forward());
      await expect(page).toHaveURL(/\/admin\/products\/new$/);
      await expect(page.getByLabel(w.price, { exact: true })).toHaveValue('');
      expect(sent).toEqual([]);
    },
  );
}
