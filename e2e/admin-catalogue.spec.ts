// Issue 8, the catalogue's structure, in English on the desktop and Arabic on the phone (flowIn): the admin adds a category with
// an icon and the shop's category slider shows it (name in each language, the uploaded icon); the admin
// adds a home banner with a picture and words (title, subtitle, button, alt text) per language, moves it
// first, and the home page shows it in each language with its words as text. Each language runs on its own freshly seeded shop (support/shop.ts). Screenshots of the
// console's categories, variations and banners pages go to /tmp/shots/taxo/ for a person to look at.
import { expect, test, type Page } from './support/test';
import sharp from 'sharp';
import { LANGS, type Lang, flowIn } from './helpers';

const SHOTS = '/tmp/shots/taxo';

const words = {
  en: {
    categories: 'Categories',
    addCategory: 'Add category',
    nameEn: 'Name (English)',
    nameAr: 'Name (Arabic)',
    icon: 'Icon',
    iconPreview: 'Icon: preview of the chosen file',
    save: 'Save',
    categorySaved: 'Category saved',
    shopByCategory: 'Shop by category',
    banners: 'Home banners',
    addBanner: 'Add banner',
    pictureEn: 'Picture for the English shop',
    pictureAr: 'Picture for the Arabic shop',
    product: 'Product the banner opens',
    bannerWords: {
      'Title (English)': 'Spring harvest honey',
      'Title (Arabic)': 'عسل حصاد الربيع',
      'Subtitle (optional) (English)': 'Fresh from the hives this month.',
      'Subtitle (optional) (Arabic)': 'طازج من الخلايا هذا الشهر.',
      'Button label (English)': 'Taste it now',
      'Button label (Arabic)': 'تذوّقه الآن',
      'Picture description (alt text) (English)': 'A green square',
      'Picture description (alt text) (Arabic)': 'مربع أخضر',
    },
    results: 'Matching products',
    saveBanner: 'Save banner',
    bannerSaved: 'Banner saved',
    moveUp: /^Move banner .+ up$/,
    featured: 'Featured products',
    variations: 'Variations',
    addOption: 'Add option',
  },
  ar: {
    categories: 'الفئات',
    addCategory: 'إضافة فئة',
    nameEn: 'الاسم (بالإنجليزية)',
    nameAr: 'الاسم (بالعربية)',
    icon: 'الأيقونة',
    iconPreview: 'الأيقونة: معاينة الملف المختار',
    save: 'حفظ',
    categorySaved: 'تم حفظ الفئة',
    shopByCategory: 'تسوّق حسب الفئة',
    banners: 'بانرات الرئيسية',
    addBanner: 'إضافة بانر',
    pictureEn: 'صورة المتجر الإنجليزي',
    pictureAr: 'صورة المتجر العربي',
    product: 'المنتج الذي يفتحه البانر',
    bannerWords: {
      'العنوان (بالإنجليزية)': 'Spring harvest honey',
      'العنوان (بالعربية)': 'عسل حصاد الربيع',
      'العنوان الفرعي (اختياري) (بالإنجليزية)': 'Fresh from the hives this month.',
      'العنوان الفرعي (اختياري) (بالعربية)': 'طازج من الخلايا هذا الشهر.',
      'نص الزر (بالإنجليزية)': 'Taste it now',
      'نص الزر (بالعربية)': 'تذوّقه الآن',
      'وصف الصورة (النص البديل) (بالإنجليزية)': 'A green square',
      'وصف الصورة (النص البديل) (بالعربية)': 'مربع أخضر',
    },
    results: 'المنتجات المطابقة',
    saveBanner: 'حفظ البانر',
    bannerSaved: 'تم حفظ البانر',
    moveUp: /^نقل البانر .+ إلى الأعلى$/,
    featured: 'منتجات مميزة',
    variations: 'المتغيّرات',
    addOption: 'إضافة خيار',
  },
} as const;

const picture = async (name: string, background: string, width = 480, height = 190) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer(),
});

/** Shows the shop in the other language (stored, then reloaded). */
async function switchLanguage(page: Page, to: Lang) {
  await page.evaluate((l) => localStorage.setItem('language', l), to);
  await page.reload();
}

for (const lang of LANGS) {
  test.describe(`admin catalogue (${lang})`, flowIn(lang), () => {
    const w = words[lang];
    const other: Lang = lang === 'ar' ? 'en' : 'ar';
    test.use({ lang, freshShop: 'demo', shopFor: lang, signedInAs: 'admin', device: 'playwright-catalogue' });

    test(`adds a category with an icon and the home page's category slider shows it (${lang})`, async ({ page, shop }, info) => {
      const stamp = `${info.project.name} ${Date.now()}`;
      const nameEn = `Bee pollen ${stamp}`;
      const nameAr = `حبوب اللقاح ${stamp}`;
      await page.goto(`${shop.url}/admin/taxonomy`);
      await expect(page.getByRole('heading', { level: 1, name: w.categories })).toBeVisible();
      await page.getByRole('button', { name: w.addCategory, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(w.nameEn).fill(nameEn);
      await dialog.getByLabel(w.nameAr).fill(nameAr);
      await dialog.getByLabel(w.icon, { exact: true }).setInputFiles(await picture('pollen.png', '#e0a12b', 200, 200));
      await expect(dialog.getByRole('img', { name: w.iconPreview })).toBeVisible();
      await dialog.getByRole('button', { name: w.save, exact: true }).click();
      await expect(page.getByText(w.categorySaved)).toBeVisible();
      const row = page.getByTestId('category').filter({ hasText: lang === 'ar' ? nameAr : nameEn });
      await expect(row).toBeVisible();
      // The console shows the stored icon: WebP, under a fresh key.
      const icon = await row.locator('img').first().getAttribute('src');
      const key = new RegExp(`^${shop.url}/media/(categories/[0-9a-f]{16})-320\\.webp$`).exec(icon ?? '')?.[1];
      expect(key, `icon url ${icon}`).toBeTruthy();

      await page.goto(`${shop.url}/`);
      const slider = page.getByRole('region', { name: w.shopByCategory });
      const link = slider.getByRole('link', { name: lang === 'ar' ? nameAr : nameEn });
      await expect(link).toHaveCount(1);
      await expect(link.locator('img')).toHaveAttribute('src', `${shop.url}/media/${key}-160.webp`);
      const categoryPath = await link.getAttribute('href');
      // The shop loads the uploaded icon.
      const iconFile = await page.request.get(`${shop.url}/media/${key}-160.webp`);
      expect([iconFile.status(), iconFile.headers()['content-type']]).toEqual([200, 'image/webp']);

      // The same category in the other language: its path under that language's prefix (/ar for Arabic).
      await switchLanguage(page, other);
      const samePath = other === 'ar' ? `/ar${categoryPath!}` : categoryPath!.replace(/^\/ar/, '');
      await expect(
        page.getByRole('region', { name: words[other].shopByCategory }).getByRole('link', { name: lang === 'ar' ? nameEn : nameAr }),
      ).toHaveAttribute('href', samePath);
    });

    test(`adds a banner with a picture per language, moves it first, and the home page shows it (${lang})`, async ({ page, shop }) => {
      const res = await page.request.post(`${shop.url}/api/home/home.php`, { form: { auth_key: 'guest', user_id: '0', type: '1' } });
      const home = (await res.json()) as { data: { products: { id: number; name: string }[]; slider: unknown[] } };
      const target = home.data.products[0]!;

      await page.goto(`${shop.url}/admin/banners`);
      await expect(page.getByRole('heading', { level: 1, name: w.banners })).toBeVisible();
      // The demo shop has banners: counted once the list has loaded.
      await expect(page.getByTestId('banner').first()).toBeVisible();
      const before = await page.getByTestId('banner').count();
      await page.getByRole('button', { name: w.addBanner }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(w.pictureEn, { exact: true }).setInputFiles(await picture('banner-en.png', '#2b6e3a'));
      await dialog.getByLabel(w.pictureAr, { exact: true }).setInputFiles(await picture('banner-ar.png', '#8c520a'));
      for (const [label, text] of Object.entries(w.bannerWords)) await dialog.getByLabel(label, { exact: true }).fill(text);
      await dialog.getByLabel(w.product).fill(String(target.id));
      await dialog
        .getByRole('list', { name: w.results })
        .getByRole('button', { name: new RegExp(`#${target.id}$`) })
        .click();
      await expect(dialog.getByTestId('bn-product-chosen')).toContainText(`#${target.id}`);
      await dialog.getByRole('button', { name: w.saveBanner }).click();
      await expect(page.getByText(w.bannerSaved)).toBeVisible();
      await expect(page.getByTestId('banner')).toHaveCount(before + 1);

      const keyOf = (url: string | null | undefined) =>
        new RegExp(`^${shop.url}/media/(banners/[0-9a-f]{16})-640\\.webp$`).exec(url ?? '')?.[1];
      const added = page.getByTestId('banner').last();
      const [en, ar] = await Promise.all([
        added.locator('img').nth(0).getAttribute('src'),
        added.locator('img').nth(1).getAttribute('src'),
      ]);
      expect(keyOf(en) && keyOf(ar) && keyOf(en) !== keyOf(ar), `${en} ${ar}`).toBeTruthy();
      // Moved from last to first, one step at a time.
      for (let i = before; i > 0; i--) {
        await page.getByTestId('banner').nth(i).getByRole('button', { name: w.moveUp }).click();
        await expect(
          page
            .getByTestId('banner')
            .nth(i - 1)
            .locator('img')
            .first(),
        ).toHaveAttribute('src', en!);
      }
      await page.goto(`${shop.url}/`);
      // The banner's words in each language, as text: the title a heading, the button the link to the product.
      const shown = (l: Lang) => {
        const [title, subtitle, button, alt] = Object.values(w.bannerWords).filter((_, i) => i % 2 === (l === 'ar' ? 1 : 0));
        return { title: title!, subtitle: subtitle!, button: button!, alt: alt! };
      };
      for (const l of [lang, other]) {
        if (l === other) await switchLanguage(page, other);
        const banner = page.getByRole('region', { name: words[l].featured });
        const texts = shown(l);
        await expect(banner.getByRole('img', { name: texts.alt })).toHaveAttribute(
          'src',
          `${shop.url}/media/${keyOf(l === 'ar' ? ar : en)}-1024.webp`,
        );
        await expect(banner.getByRole('heading', { level: 2, name: texts.title })).toBeVisible();
        await expect(banner.getByText(texts.subtitle)).toBeVisible();
        await expect(banner.getByRole('link', { name: texts.button })).toHaveAttribute('href', new RegExp(`/Details/${target.id}$`, 'i'));
      }
    });

    // Three journeys rather than one: seven pages and their full-page screenshots in one journey ran past the
    // 60 s budget on a loaded CI machine.
    test(`console pages: categories, variations, banners (${lang})`, async ({ page, shop, isMobile }) => {
      const width = isMobile ? 390 : 1280;
      await page.setViewportSize({ width, height: 900 });
      for (const [name, path, heading] of [
        ['categories', '/admin/taxonomy', w.categories],
        ['variations', '/admin/variations', w.variations],
        ['banners', '/admin/banners', w.banners],
      ] as const) {
        await page.goto(`${shop.url}${path}`);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/${name}-${lang}-${width}.png`, fullPage: true });
      }
    });

    test(`console pages: a family and its option dialog (${lang})`, async ({ page, shop, isMobile }) => {
      const width = isMobile ? 390 : 1280;
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${shop.url}/admin/variations`);
      // Arabic pages are under /ar.
      await page.locator('a[href*="/admin/variations/"]').first().click();
      await expect(page.getByRole('button', { name: w.addOption }).first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/family-${lang}-${width}.png`, fullPage: true });
      await page.getByRole('button', { name: w.addOption }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/option-dialog-${lang}-${width}.png` });
    });

    test(`console pages: the category and banner dialogs (${lang})`, async ({ page, shop, isMobile }) => {
      const width = isMobile ? 390 : 1280;
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${shop.url}/admin/taxonomy`);
      await page.getByRole('button', { name: w.addCategory, exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/category-dialog-${lang}-${width}.png` });
      // The banner form: its words in both languages under the pictures.
      await page.goto(`${shop.url}/admin/banners`);
      await page.getByRole('button', { name: w.addBanner }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/banner-dialog-${lang}-${width}.png`, fullPage: true });
    });
  });
}
