// Issue 15.4 journeys in English and Arabic: the audit log reads as the shop speaks (a delivery fee in AED, not
// fils; the field named in words) and filters by the admin who changed, by days and by what changed. Each
// language runs on its own freshly seeded shop (support/shop.ts), whose fee this journey changes.
// Screenshots go to /tmp/shots/console/.
import { expect, test } from './support/test';
import { LANGS, flowIn } from './helpers';

const words = {
  en: {
    admin: 'Changed by',
    entity: 'What changed',
    region: 'Delivery region',
    from: 'From',
    to: 'To',
    show: 'Show',
    changed: 'Delivery fee changed',
    fee: 'delivery fee',
    aed: 'AED',
  },
  ar: {
    admin: 'بواسطة',
    entity: 'ما الذي تغيّر',
    region: 'منطقة توصيل',
    from: 'من',
    to: 'إلى',
    show: 'عرض',
    changed: 'تغيير رسوم التوصيل',
    fee: 'رسوم التوصيل',
    aed: 'د.إ.',
  },
} as const;

for (const lang of LANGS) {
  test.describe(`audit log (${lang})`, flowIn(lang), () => {
    const w = words[lang];
    // Each project's worker has a shop of its own, so the owner signs in from the worker's device.
    test.use({ lang, freshShop: 'demo', shopFor: lang, signedInAs: 'admin' });

    test(`reads fils as AED and filters by admin, days and what changed (${lang})`, async ({ page, shop, session: me }, testInfo) => {
      const fee = await page.request.post(`${shop.url}/api/admin/content/region_fee.php`, {
        form: { auth_key: me.auth_key, user_id: String(me.id), region_id: '1', delivery_fee: '32.5' },
      });
      expect((await fee.json()).status).toBe(true);
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(new Date());

      await page.goto(`${shop.url}/admin/audit`);
      await page.getByRole('combobox', { name: w.admin }).selectOption({ label: 'Store Manager' });
      await page.getByRole('combobox', { name: w.entity }).selectOption({ label: w.region });
      await page.getByLabel(w.from, { exact: true }).fill(today);
      await page.getByLabel(w.to, { exact: true }).fill(today);
      await page.getByRole('button', { name: w.show, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`entity=region.*actor=${me.id}.*from=${today}.*to=${today}`));

      const entry = page.getByRole('article').filter({ has: page.getByRole('heading', { name: w.changed }) });
      await expect(entry).toHaveCount(1);
      const row = entry.getByRole('row', { name: new RegExp(w.fee) });
      await expect(row).toContainText('32.50');
      await expect(row).toContainText(w.aed);
      await expect(row).not.toContainText('3250');
      await page.screenshot({ path: `/tmp/shots/console/audit-${lang}-${testInfo.project.name}.png`, fullPage: true });

      // Another day: nothing.
      await page.getByLabel(w.from, { exact: true }).fill('2020-01-01');
      await page.getByLabel(w.to, { exact: true }).fill('2020-01-02');
      await page.getByRole('button', { name: w.show, exact: true }).click();
      await expect(page.getByRole('article')).toHaveCount(0);
    });
  });
}
