// Issue 8 journey in English and Arabic: the admin edits a FAQ answer and a branch in the console and the
// shop's Help page and /ContactUs show the new text; she changes a region's delivery fee and the console's
// list shows it. Each language runs on its own freshly seeded shop (support/shop.ts). Screenshots of
// the content and quiz pages (1280 px, or 390 px in the phone project) go to /tmp/shots/content/.
import fs from 'node:fs';
import { expect, test, type Page } from './support/test';
import { ADMIN_EMAIL, LANGS, shotBothWidths, signIn, type Lang, flowIn } from './helpers';

const SHOTS = '/tmp/shots/content';

const words = {
  en: {
    faqTab: 'FAQ',
    branchesTab: 'Branches',
    deliveryTab: 'Delivery fees',
    legalTab: 'Legal pages',
    edit: /^Edit: /,
    answerEn: 'Answer (English)',
    answerAr: 'Answer (Arabic)',
    addressEn: 'Address (English)',
    addressAr: 'Address (Arabic)',
    save: 'Save',
    appStoreUrl: 'App Store link',
    googlePlayUrl: 'Google Play link',
    appStoreBadge: 'Download on the App Store',
    googlePlayBadge: 'Get it on Google Play',
    settingsSaved: 'Store settings saved',
    faqSaved: 'Question saved',
    branchSaved: 'Branch saved',
    feeSaved: 'Delivery fee saved',
    newFee: /^New delivery fee of /,
    privacy: 'Privacy policy',
    quiz: 'Wellness quiz',
  },
  ar: {
    faqTab: 'الأسئلة الشائعة',
    branchesTab: 'الفروع',
    deliveryTab: 'رسوم التوصيل',
    legalTab: 'الصفحات القانونية',
    edit: /^تعديل: /,
    answerEn: 'الإجابة (بالإنجليزية)',
    answerAr: 'الإجابة (بالعربية)',
    addressEn: 'العنوان (بالإنجليزية)',
    addressAr: 'العنوان (بالعربية)',
    save: 'حفظ',
    appStoreUrl: 'رابط App Store',
    googlePlayUrl: 'رابط Google Play',
    appStoreBadge: 'حمّله من App Store',
    googlePlayBadge: 'احصل عليه من Google Play',
    settingsSaved: 'تم حفظ إعدادات المتجر',
    faqSaved: 'تم حفظ السؤال',
    branchSaved: 'تم حفظ الفرع',
    feeSaved: 'تم حفظ رسوم التوصيل',
    newFee: /^رسوم التوصيل الجديدة لمنطقة /,
    privacy: 'سياسة الخصوصية',
    quiz: 'اختبار العافية',
  },
} as const;

/** AED as the page shows it, through the browser's Intl in the page's language. */
const shownPrice = (page: Page, aed: number) =>
  page.evaluate(
    (v) =>
      new Intl.NumberFormat(document.documentElement.lang === 'ar' ? 'ar-AE' : 'en-AE', { style: 'currency', currency: 'AED' }).format(v),
    aed,
  );

async function shot(page: Page, name: string, lang: Lang) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-${lang}-${page.viewportSize()!.width}.png`, fullPage: true });
}

for (const lang of LANGS) {
  test.describe(`admin content (${lang})`, flowIn(lang), () => {
    const w = words[lang];
    test.use({ lang, freshShop: 'demo', shopFor: lang });

    test(`edits a FAQ answer and a branch, the shop shows them; changes a delivery fee (${lang})`, async ({ page, shop }) => {
      test.setTimeout(120_000);
      const answer = { en: `Yes: raw, never heated (${lang} run).`, ar: `نعم: خام ولا يُسخَّن أبدًا (${lang}).` };
      const address = { en: `12 Honey Street, Corniche (${lang} run)`, ar: `١٢ شارع العسل، الكورنيش (${lang})` };
      await signIn(page, { email: ADMIN_EMAIL, baseUrl: shop.url, device: 'playwright-content' });

      await page.goto(`${shop.url}/admin/content`);
      await expect(page.getByRole('navigation', { name: /Content pages|صفحات المحتوى/ })).toBeVisible();
      await shot(page, 'settings', lang);

      // The footer's app badges link to the stores the owner sets; an empty link hides its badge.
      const appStore = `https://apps.apple.com/ae/app/souq-al-asal/id64700000${lang === 'ar' ? 2 : 1}`;
      await page.getByLabel(w.appStoreUrl).fill(appStore);
      await page.getByLabel(w.googlePlayUrl).fill('');
      await shotBothWidths(page, `console-settings-${lang}`);
      const saved = page.waitForResponse((r) => r.url().endsWith('/api/admin/content/settings_save.php'));
      await page.getByRole('button', { name: w.save, exact: true }).click();
      expect((await (await saved).json()).status).toBe(true);
      // Until the console has taken the answer, the form is unsaved and its leave guard would stop the next page.
      await expect(page.getByText(w.settingsSaved)).toBeVisible();
      await page.goto(`${shop.url}/ContactUs`);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: w.appStoreBadge })).toHaveAttribute('href', appStore);
      await expect(footer.getByRole('link', { name: w.googlePlayBadge })).toHaveCount(0);
      await page.goto(`${shop.url}/admin/content`);

      await page.getByRole('link', { name: w.faqTab, exact: true }).click();
      const firstFaq = page.getByTestId('faq-item').first();
      const question = (await firstFaq.locator(`[lang="${lang}"] p`).first().textContent())!;
      await shot(page, 'faq', lang);
      await firstFaq.getByRole('button', { name: w.edit }).click();
      const faqDialog = page.getByRole('dialog');
      await faqDialog.getByLabel(w.answerEn).fill(answer.en);
      await faqDialog.getByLabel(w.answerAr).fill(answer.ar);
      await shot(page, 'faq-edit', lang);
      await faqDialog.getByRole('button', { name: w.save, exact: true }).click();
      await expect(page.getByText(w.faqSaved)).toBeVisible();
      await expect(faqDialog).toHaveCount(0);
      await expect(firstFaq.getByText(answer[lang])).toBeVisible();

      await page.getByRole('link', { name: w.branchesTab, exact: true }).click();
      const firstBranch = page.getByTestId('branch-item').first();
      await shot(page, 'branches', lang);
      await firstBranch.getByRole('button', { name: w.edit }).click();
      const branchDialog = page.getByRole('dialog');
      await branchDialog.getByLabel(w.addressEn).fill(address.en);
      await branchDialog.getByLabel(w.addressAr).fill(address.ar);
      await shot(page, 'branch-edit', lang);
      await branchDialog.getByRole('button', { name: w.save, exact: true }).click();
      await expect(page.getByText(w.branchSaved)).toBeVisible();
      await expect(firstBranch.getByText(address[lang])).toBeVisible();

      await page.getByRole('link', { name: w.deliveryTab, exact: true }).click();
      const row = page
        .getByRole('row')
        .filter({ has: page.getByRole('textbox', { name: w.newFee }) })
        .first();
      const fee = row.getByRole('textbox', { name: w.newFee });
      await fee.fill('27.5');
      await row.getByRole('button', { name: w.save, exact: true }).click();
      await expect(page.getByText(w.feeSaved)).toBeVisible();
      await expect(row.getByTestId('region-fee')).toHaveText(await shownPrice(page, 27.5));
      await page.reload();
      await expect(page.getByTestId('region-fee').first()).toHaveText(await shownPrice(page, 27.5));
      await shot(page, 'delivery', lang);

      await page.getByRole('link', { name: w.legalTab, exact: true }).click();
      await shot(page, 'legal', lang);
      await page.locator('a[href$="/admin/content/legal/privacy"]').click();
      await expect(page.getByRole('heading', { name: w.privacy, level: 2 })).toBeVisible();
      await expect(page.getByLabel(/Text \(English\)|النص \(بالإنجليزية\)/)).not.toBeEmpty();
      await shot(page, 'legal-edit', lang);

      await page.goto(`${shop.url}/admin/quiz`);
      await expect(page.getByRole('heading', { name: w.quiz, level: 1 })).toBeVisible();
      await expect(page.getByTestId('quiz-item').first()).toBeVisible();
      await shot(page, 'quiz', lang);
      await page.getByTestId('quiz-item').first().getByRole('link', { name: w.edit }).click();
      await expect(page.locator('#qz-question-en')).not.toBeEmpty();
      await shot(page, 'quiz-edit', lang);

      // The shop: the Help page's FAQ shows the new answer, the contact page the new address.
      await page.goto(`${shop.url}/myprofile/help`);
      await page.getByText(question, { exact: true }).click();
      await expect(page.getByText(answer[lang], { exact: true })).toBeVisible();
      await page.goto(`${shop.url}/ContactUs`);
      await expect(page.getByText(address[lang], { exact: true })).toBeVisible();
    });
  });
}
