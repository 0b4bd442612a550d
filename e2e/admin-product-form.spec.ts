// Issue 15.3 journeys in English and Arabic: the product form is titled with the product's name, picks photos
// with a button in the page's language (not the browser's), keeps Save and Cancel in a bar at the bottom, and
// asks before unsaved changes are left. Nothing is saved: read-only on the shared demo shop. Screenshots go to
// /tmp/shots/console/.
import { expect, test } from './support/test';
import { ADMIN_EMAIL, LANGS, setLanguage, signIn } from './helpers';

const words = {
  en: {
    name: 'Name (English)',
    unsaved: 'Unsaved changes',
    cancel: 'Cancel',
    save: 'Save product',
    choose: 'Choose a photo',
    none: 'No photo chosen',
    products: 'Products',
    leave: 'Leave this page?',
  },
  ar: {
    name: 'Name (Arabic)',
    unsaved: 'تغييرات غير محفوظة',
    cancel: 'إلغاء',
    save: 'حفظ المنتج',
    choose: 'اختر صورة',
    none: 'لم يتم اختيار صورة',
    products: 'المنتجات',
    leave: 'مغادرة هذه الصفحة؟',
  },
} as const;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

for (const lang of LANGS) {
  test(`the product form: its name as title, a picker in the page's language, a Save bar and a warning on leaving (${lang})`, async ({
    page,
  }, testInfo) => {
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

    // Leaving asks; staying keeps the change, going drops it.
    const asked: string[] = [];
    page.once('dialog', (d) => {
      asked.push(d.message());
      void d.dismiss();
    });
    await page.getByRole('link', { name: w.cancel }).click();
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toContain(w.leave);
    await expect(page).toHaveURL(/\/admin\/products\/1$/);
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('link', { name: w.cancel }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);
    await expect(page.getByRole('heading', { level: 1, name: w.products })).toBeVisible();
  });
}
