// Issue 15.5 journeys in English and Arabic: the shop owner filters the reviews (visible, five stars, one
// product, words) and answers one; the answer shows under the review on the shop's product page. Each language
// runs on its own freshly seeded shop (support/shop.ts): the answer changes a review. Screenshots go to
// /tmp/shots/console/.
import { expect, test } from './support/test';
import { LANGS, flowIn } from './helpers';

const words = {
  en: {
    visibility: 'Shown in the shop',
    visible: 'Visible',
    rating: 'Rating',
    fiveStars: '5 stars',
    words: 'Words',
    search: 'Search',
    answer: (title: string) => `Answer the review ${title}`,
    shopAnswer: 'The shop’s answer',
    publish: 'Publish answer',
    published: 'Answer published under the review',
    reply: 'Thank you for your kind words — enjoy every spoonful!',
    onPage: 'Answer from Souq Al Asal',
  },
  ar: {
    visibility: 'الظهور في المتجر',
    visible: 'ظاهرة',
    rating: 'التقييم',
    fiveStars: '5 نجوم',
    words: 'كلمات',
    search: 'بحث',
    answer: (title: string) => `الرد على التقييم ${title}`,
    shopAnswer: 'رد المتجر',
    publish: 'نشر الرد',
    published: 'تم نشر الرد أسفل التقييم',
    reply: 'شكرًا لكلماتكم الطيبة، بالهناء والعافية!',
    onPage: 'رد سوق العسل',
  },
} as const;

for (const lang of LANGS) {
  test.describe(`reviews in the console (${lang})`, flowIn(lang), () => {
    const w = words[lang];
    // Each project's worker has a shop of its own, so the owner signs in from the worker's device.
    test.use({ lang, freshShop: 'demo', shopFor: lang, signedInAs: 'admin' });

    test(`filters the reviews and answers one; the answer shows on the product page (${lang})`, async ({ page, shop }, testInfo) => {
      await page.goto(`${shop.url}/admin/reviews`);
      await page.getByRole('combobox', { name: w.visibility, exact: true }).selectOption({ label: w.visible });
      // The review to work on is the first of the filtered answer (the list on screen may still be the previous one).
      const sent = (body: string, field: string, value: string) =>
        new RegExp(`${field}=${value}|name="${field}"\\r\\n\\r\\n${value}\\r\\n`).test(body);
      const filtered = page.waitForResponse(
        (r) =>
          r.url().endsWith('/api/admin/reviews/list.php') &&
          sent(r.request().postData() ?? '', 'rating', '5') &&
          sent(r.request().postData() ?? '', 'hidden', '0'),
      );
      await page.getByRole('combobox', { name: w.rating, exact: true }).selectOption({ label: w.fiveStars });
      await expect(page).toHaveURL(/hidden=0.*rating=5|rating=5.*hidden=0/);
      const { title } = ((await (await filtered).json()) as { data: { rows: { title: string }[] } }).data.rows[0]!;
      const first = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) })
        .first();

      // One product's reviews, then the words of the review's title.
      await first.getByRole('button', { name: new RegExp(lang === 'en' ? '^Only reviews of' : '^تقييمات') }).click();
      await expect(page).toHaveURL(/product_id=\d+/);
      const productId = /product_id=(\d+)/.exec(page.url())![1];
      await page.getByLabel(w.words).fill(title);
      await page.getByRole('button', { name: w.search, exact: true }).click();
      await expect(page.getByRole('article')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();

      await page.getByRole('button', { name: w.answer(title) }).click();
      await page.getByLabel(w.shopAnswer).fill(w.reply);
      await page.getByRole('button', { name: w.publish }).click();
      await expect(page.getByText(w.published)).toBeVisible();
      await expect(page.getByRole('article').getByText(w.reply)).toBeVisible();
      await page.screenshot({ path: `/tmp/shots/console/reviews-${lang}-${testInfo.project.name}.png`, fullPage: true });

      await page.goto(`${shop.url}/Details/${productId}`);
      const review = page
        .locator('#details-reviews')
        .locator('..')
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: title }) });
      await expect(review.getByText(w.onPage)).toBeVisible();
      await expect(review.getByText(w.reply)).toBeVisible();
      await review.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/shots/console/review-answer-${lang}-${testInfo.project.name}.png` });
    });
  });
}
