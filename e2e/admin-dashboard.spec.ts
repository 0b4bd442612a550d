// Issue 15.7 journeys in English and Arabic: the dashboard shows sales, orders and the average basket for today,
// 7 and 30 days, each against the days before, each figure once (the old 'today / this month' figures are gone),
// and the low stock list's heading leads to the stock screen. Last month's range adds its own card, and is kept in
// the address.
// Read-only on the shared demo shop. Screenshots go to /tmp/shots/console/.
import { expect, test } from './support/test';
import { ADMIN_EMAIL, LANGS, setLanguage, signIn, flowIn } from './helpers';
import { sent } from './support/slowPhone';

const words = {
  en: {
    periods: ['Today', 'Last 7 days', 'Last 30 days'],
    figures: ['Sales', 'Orders', 'Average basket'],
    lowStock: 'Low stock',
    stock: 'Stock',
    lastMonth: 'Last month',
    clear: 'Back to today, 7 and 30 days',
    old: ['Orders today', 'Sales today', 'Orders this month', 'Sales this month'],
  },
  ar: {
    periods: ['اليوم', 'آخر 7 أيام', 'آخر 30 يومًا'],
    figures: ['المبيعات', 'الطلبات', 'متوسط السلة'],
    lowStock: 'مخزون منخفض',
    stock: 'المخزون',
    lastMonth: 'الشهر الماضي',
    clear: 'العودة إلى اليوم و7 و30 يومًا',
    old: ['طلبات اليوم', 'مبيعات اليوم', 'طلبات هذا الشهر', 'مبيعات هذا الشهر'],
  },
} as const;

for (const lang of LANGS) {
  test(`the dashboard compares today, 7 and 30 days with the days before (${lang})`, flowIn(lang), async ({ page }, testInfo) => {
    const w = words[lang];
    await setLanguage(page, lang);
    await signIn(page, { email: ADMIN_EMAIL, device: `playwright-dashboard-${lang}-${testInfo.project.name}` });
    await page.goto('/admin');
    for (const name of w.periods) {
      const card = page.getByRole('region', { name, exact: true });
      await expect(card).toBeVisible();
      for (const figure of w.figures) await expect(card.getByRole('term').filter({ hasText: figure })).toBeVisible();
      // Money through Intl: the currency is written in the page's language.
      await expect(card.getByRole('definition').first()).toContainText(lang === 'en' ? 'AED' : 'د.إ.');
    }
    // Each figure once: one of each per period card, and nothing of the old figures above them.
    for (const figure of w.figures)
      await expect(page.getByRole('main').getByRole('term').filter({ hasText: figure })).toHaveCount(w.periods.length);
    for (const old of w.old) await expect(page.getByText(old)).toHaveCount(0);
    await page.screenshot({ path: `/tmp/shots/console/dashboard-${lang}-${testInfo.project.name}.png`, fullPage: true });

    // Last month: its own card first, then today, 7 and 30 days; the range is in the address.
    const dashboardCalls = sent(page, '/admin/dashboard.php');
    await page.getByRole('button', { name: w.lastMonth }).click();
    await expect(page).toHaveURL(/\/admin\?from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByRole('main').getByRole('term').filter({ hasText: w.figures[0] })).toHaveCount(w.periods.length + 1);
    expect(dashboardCalls).toHaveLength(1);
    await page.screenshot({ path: `/tmp/shots/console/dashboard-range-${lang}-${testInfo.project.name}.png`, fullPage: true });
    await page.getByRole('button', { name: w.clear }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('main').getByRole('term').filter({ hasText: w.figures[0] })).toHaveCount(w.periods.length);

    await page.getByRole('link', { name: w.lowStock }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.stock })).toBeVisible();
  });
}
