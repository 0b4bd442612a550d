// Issue 7 journeys in English on the desktop and Arabic on the phone (flowIn): the wellness quiz from the intro to the result
// (with the back button), the empty quiz, the contact page and every legal page from the footer.
import { expect, test, type Page } from './support/test';
import { LANGS, setLanguage, flowIn } from './helpers';

const words = {
  en: {
    brand: 'Souq Al Asal',
    intro: 'Recommendations',
    start: 'Start',
    woman: 'Woman',
    age: '45 to 64',
    ageQuestion: 'How old are you?',
    genderQuestion: 'Are you a man or a woman?',
    yes: 'Yes',
    no: 'No',
    back: 'Back',
    result: 'Your recommendations',
    products: 'Recommended products',
    retake: 'Take the quiz again',
    noQuestions: 'There is no questions',
    contact: 'Contact us',
    footerContact: 'Contact us',
    adviceIntro: 'Based on your answers',
    branches: 'Our branches',
    chat: /Chat with us/,
    email: /E-mail us/,
    showMap: 'Show map',
    openInMaps: /Open in maps/,
    onThisPage: 'On this page',
    legal: {
      terms: ['Terms and conditions', '/termsofconditions', 'Terms of use and termination'],
      privacy: ['Privacy policy', '/privacy', 'Privacy policy'],
      pricing: ['Pricing policy', '/legal/pricing', 'Pricing policy'],
      delivery: ['Delivery policy', '/legal/delivery', 'Delivery policy'],
      refund: ['Refund and returns', '/legal/refund', 'Refund and returns policy'],
      accessibility: ['Accessibility', '/legal/accessibility', 'Accessibility statement'],
    },
  },
  ar: {
    brand: 'سوق العسل',
    intro: 'التوصيات',
    start: 'ابدأ',
    woman: 'امرأة',
    age: 'من 45 إلى 64',
    ageQuestion: 'كم عمرك؟',
    genderQuestion: 'هل أنت رجل أم امرأة؟',
    yes: 'نعم',
    no: 'لا',
    back: 'رجوع',
    result: 'توصياتك',
    products: 'منتجات نوصي بها',
    retake: 'أعد الاختبار',
    noQuestions: 'لا توجد أسئلة',
    contact: 'اتصل بنا',
    footerContact: 'تواصل معنا',
    adviceIntro: 'بناءً على إجاباتك',
    branches: 'فروعنا',
    chat: /تحدّث معنا/,
    email: /راسلنا بالبريد الإلكتروني/,
    showMap: 'اعرض الخريطة',
    openInMaps: /افتح في الخرائط/,
    onThisPage: 'في هذه الصفحة',
    legal: {
      terms: ['الشروط والأحكام', '/termsofconditions', 'شروط الاستخدام والإنهاء'],
      privacy: ['سياسة الخصوصية', '/privacy', 'سياسة الخصوصية'],
      pricing: ['سياسة التسعير', '/legal/pricing', 'سياسة التسعير'],
      delivery: ['سياسة التوصيل', '/legal/delivery', 'سياسة التوصيل'],
      refund: ['الاسترجاع والاسترداد', '/legal/refund', 'سياسة الاسترجاع والاسترداد'],
      accessibility: ['سهولة الوصول', '/legal/accessibility', 'بيان سهولة الوصول'],
    },
  },
} as const;

/** The quiz counter's numbers: 'Question 2 of 9' → [2, 9]. */
async function counter(page: Page): Promise<[number, number]> {
  const text =
    (await page
      .getByText(/\d+\D+\d+/)
      .filter({ hasText: /^(Question|السؤال)/ })
      .textContent()) ?? '';
  const [, n, total] = /(\d+)\D+(\d+)/.exec(text) ?? [];
  return [Number(n), Number(total)];
}

for (const lang of LANGS) {
  const w = words[lang];

  test.describe(`content pages in ${lang}`, flowIn(lang), () => {
    test.beforeEach(async ({ page }) => setLanguage(page, lang));

    test('the wellness quiz from the intro to the result, with the back button', async ({ page }) => {
      // A dozen questions, each answered and checked: more steps than the other journeys.
      test.slow();
      await page.goto('/WellnessQuiz');
      await expect(page.getByRole('heading', { level: 1, name: w.intro })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`\\| ${w.brand}$`));
      await page.getByRole('link', { name: w.start }).click();
      await expect(page).toHaveURL(/\/quiz$/);

      await page.getByRole('button', { name: w.woman, exact: true }).click();
      await expect(page.getByRole('heading', { name: w.ageQuestion })).toBeVisible();
      // Back from the age returns to the gender question.
      await page.getByRole('button', { name: w.back }).click();
      await expect(page.getByRole('heading', { name: w.genderQuestion })).toBeVisible();
      await page.getByRole('button', { name: w.woman, exact: true }).click();
      await page.getByRole('button', { name: w.age }).click();

      const yes = page.getByRole('button', { name: w.yes, exact: true });
      const no = page.getByRole('button', { name: w.no, exact: true });
      await expect(yes).toBeVisible();
      const [first, total] = await counter(page);
      expect(first).toBe(1);
      expect(total).toBeGreaterThanOrEqual(3);
      const firstQuestion = await page.getByRole('heading', { level: 1 }).textContent();
      await expect(page.locator('main img').first()).toBeVisible();

      // Yes to the first question, then back: the first question again, its answer undone.
      await yes.click();
      await expect.poll(() => counter(page)).toEqual([2, total]);
      await page.getByRole('button', { name: w.back }).click();
      await expect.poll(() => counter(page)).toEqual([1, total]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstQuestion!);

      // Yes to questions 1 and 3, no to the rest.
      for (let n = 1; n <= total; n++) {
        await expect.poll(() => counter(page)).toEqual([n, total]);
        await (n === 1 || n === 3 ? yes : no).click();
      }

      await expect(page).toHaveURL(/\/quizresult\?yesQuestions=\d+%2C\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: w.result })).toBeVisible();
      const cards = page.getByRole('region', { name: w.products }).getByRole('article');
      await expect(cards.first()).toBeVisible();
      await expect(page.getByText(w.adviceIntro)).toBeVisible();

      // The result link works when opened directly (shared), and a tampered one shows the empty result.
      const shared = page.url();
      await page.goto(shared);
      await expect(page.getByRole('heading', { level: 1, name: w.result })).toBeVisible();
      await page.goto('/quizresult?yesQuestions=1%2Cabc');
      await expect(page.getByRole('link', { name: w.retake })).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(0);
      await page.getByRole('link', { name: w.retake }).click();
      await expect(page.getByRole('heading', { name: w.genderQuestion })).toBeVisible();
    });

    test('the contact page lists the three branches with tap-to-call numbers and maps', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: w.footerContact }).click();
      await expect(page).toHaveURL(/\/ContactUs$/);
      await expect(page.getByRole('heading', { level: 1, name: w.contact })).toBeVisible();
      await expect(page).toHaveTitle(`${w.contact} | ${w.brand}`);

      await expect(page.getByRole('link', { name: w.chat })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d{9,15}$/);
      await expect(page.getByRole('link', { name: w.email })).toHaveAttribute('href', /^mailto:.+@.+/);

      const branches = page.getByRole('region', { name: w.branches }).getByRole('article');
      await expect(branches).toHaveCount(3);
      for (const branch of await branches.all()) {
        await expect(branch.getByRole('heading')).toBeVisible();
        await expect(branch.locator('a[href^="tel:+971"]')).toHaveCount(2);
        await expect(branch.getByRole('link', { name: w.openInMaps })).toHaveAttribute(
          'href',
          /^https:\/\/www\.openstreetmap\.org\/\?mlat=/,
        );
      }
      const text = (await page.getByRole('region', { name: w.branches }).textContent()) ?? '';
      expect(text).toContain(lang === 'en' ? 'Abu Dhabi' : 'أبوظبي');
      expect(text).toContain(lang === 'en' ? 'Ras Al Khaimah' : 'رأس الخيمة');

      // No map is fetched until asked for: the page reads the same without the map provider.
      await expect(page.locator('iframe')).toHaveCount(0);
      await branches.first().getByRole('button', { name: w.showMap }).click();
      await expect(branches.first().locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html/);
    });

    test('every legal page from the footer, with its table of contents', async ({ page, isMobile }) => {
      await page.goto('/ContactUs');
      for (const [footerName, path, pageTitle] of Object.values(w.legal)) {
        await page.getByRole('contentinfo').getByRole('link', { name: footerName, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(page).toHaveTitle(`${pageTitle} | ${w.brand}`);
        const h1 = page.getByRole('heading', { level: 1 });
        await expect(h1).toBeVisible();

        // The table of contents (folded away on phones) leads to the second section's anchor.
        if (isMobile) await page.locator('summary', { hasText: w.onThisPage }).click();
        const toc = page.getByRole('navigation', { name: w.onThisPage }).filter({ visible: true });
        await expect(toc).toBeVisible();
        await toc.getByRole('link').nth(1).click();
        await expect(page).toHaveURL(new RegExp(`${path}#section-2$`));
        await expect(page.locator('#section-2')).toBeInViewport();
      }
    });
  });
}

test.describe('the quiz with no questions', () => {
  test.use({ freshShop: 'empty' });

  for (const lang of LANGS) {
    test(`shows 'There is no questions' and returns to the intro (${lang})`, flowIn(lang), async ({ page, shop }) => {
      const w = words[lang];
      await setLanguage(page, lang);
      await page.goto(`${shop.url}/quiz`);
      await page.getByRole('button', { name: w.woman, exact: true }).click();
      await page.getByRole('button', { name: w.age }).click();
      await expect(page.getByText(w.noQuestions)).toBeVisible();
      // A stored Arabic choice opens the Arabic pages (under /ar).
      const base = `${shop.url}${lang === 'ar' ? '/ar' : ''}`;
      await expect(page).toHaveURL(`${base}/quiz`);
      await expect(page).toHaveURL(`${base}/wellnessquiz`, { timeout: 5000 });
      await expect(page.getByRole('heading', { level: 1, name: w.intro })).toBeVisible();
    });
  }
});
