// Issue 39 §3 journey in English (desktop) and Arabic (phone): the owner narrows the products to those on sale,
// cheapest first, selects two, raises their prices by 10 %, reviews the new prices and applies them with one tap;
// the server holds the new list and sale prices, each rounded to the fils, the sale kept. Each language runs on its
// own freshly seeded shop. The console runs on a slow phone's CPU; it is rendered in the browser (no server markup
// to tap before it is ready), so each tap comes as soon as its control shows. Screenshots of the filtered list with
// its selection and of the review, at both widths.
import { expect, test, type Page } from './support/test';
import { ADMIN_EMAIL, flowIn, LANGS, shotBothWidths, signIn } from './helpers';
import { atFullSpeed, fieldOf, sent, slowCpu } from './support/slowPhone';

const words = {
  en: {
    select: (p: Row) => `Select ${p.name_en}`,
    sale: 'Sale',
    onSale: 'On sale',
    sortBy: 'Sort by',
    cheapest: 'Price: low to high',
    bar: 'Change the selected products',
    selected: '2 products selected',
    change: 'Change',
    byPercent: 'Prices by a percent',
    percent: 'Percent (− to lower)',
    review: 'Review',
    apply: 'Change 2 products',
    changed: '2 products changed',
  },
  ar: {
    select: (p: Row) => `تحديد ${p.name_ar}`,
    sale: 'التخفيض',
    onSale: 'عليه تخفيض',
    sortBy: 'الترتيب حسب',
    cheapest: 'السعر: من الأقل إلى الأعلى',
    bar: 'تعديل المنتجات المحددة',
    selected: 'تم تحديد منتجين',
    change: 'التعديل',
    byPercent: 'الأسعار بنسبة مئوية',
    percent: 'النسبة (− للتخفيض)',
    review: 'مراجعة',
    apply: 'تعديل منتجين',
    changed: 'تم تعديل المنتجات: 2',
  },
} as const;

interface Row {
  id: number;
  name_en: string;
  name_ar: string;
  list_price: number;
  sale_price: number;
}

/** An AED price raised by 10 %, rounded to the fils. */
const raised = (aed: number) => Math.round((Math.round(aed * 100) * 110) / 100) / 100;

for (const lang of LANGS) {
  test.describe(`products bulk edit (${lang})`, flowIn(lang), () => {
    const w = words[lang];
    test.use({ lang, freshShop: 'demo', shopFor: lang });

    test(`the owner raises the prices of two products on sale by 10 % after reviewing them (${lang})`, async ({ page, shop }) => {
      test.setTimeout(120_000);
      const session = await signIn(page, { email: ADMIN_EMAIL, baseUrl: shop.url, device: 'playwright-bulk-edit' });
      const auth = { auth_key: session.auth_key, user_id: String(session.id) };
      const list = async (p: Page, form: Record<string, string>) => {
        const answer = (await (await p.request.post(`${shop.url}/api/admin/products/list.php`, { form: { ...auth, ...form } })).json()) as {
          status: boolean;
          data: { rows: Row[] };
        };
        expect(answer.status).toBe(true);
        return answer.data.rows;
      };
      // The two cheapest products on sale, as the server has them before the edit.
      const before = (await list(page, { on_sale: '1', sort: 'price_low' })).slice(0, 2);
      expect(before).toHaveLength(2);
      expect(before.every((p) => p.sale_price < p.list_price)).toBe(true);

      const cdp = await slowCpu(page);
      await page.goto(`${shop.url}${lang === 'ar' ? '/ar' : ''}/admin/products`, { waitUntil: 'commit' });
      await page.getByLabel(w.sale).selectOption({ label: w.onSale });
      await page.getByLabel(w.sortBy).selectOption({ label: w.cheapest });
      await expect(page).toHaveURL(/\?on_sale=1&sort=price_low$/);
      for (const p of before)
        await page
          .getByRole('checkbox', { name: w.select(p) })
          .filter({ visible: true })
          .click();
      const bar = page.getByRole('form', { name: w.bar });
      await expect(bar.getByRole('status')).toHaveText(w.selected);
      await bar.getByLabel(w.change).selectOption({ label: w.byPercent });
      await bar.getByLabel(w.percent).fill('10');
      await atFullSpeed(cdp, () => shotBothWidths(page, `console-products-selected-${lang}`));
      await bar.getByRole('button', { name: w.review }).click();

      const dialog = page.getByRole('alertdialog');
      // A row per product, with its prices now and after.
      await expect(dialog.getByRole('row')).toHaveCount(3);
      for (const p of before)
        await expect(dialog.getByRole('row').filter({ hasText: lang === 'ar' ? p.name_ar : p.name_en })).toHaveCount(1);
      await atFullSpeed(cdp, () => shotBothWidths(page, `console-products-bulk-review-${lang}`));
      const edits = sent(page, '/admin/products/bulk_edit.php');
      await dialog.getByRole('button', { name: w.apply }).click();
      await expect(page.getByText(w.changed)).toBeVisible();
      await expect(dialog).toHaveCount(0);
      expect(edits).toHaveLength(1);
      expect(fieldOf(edits[0]!, 'product_ids')).toBe(before.map((p) => p.id).join(','));

      for (const p of before) {
        const after = (await list(page, { keyword: String(p.id) })).find((r) => r.id === p.id);
        expect(after).toMatchObject({ id: p.id, list_price: raised(p.list_price), sale_price: raised(p.sale_price) });
      }
    });
  });
}
