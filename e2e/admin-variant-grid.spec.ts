// Issue 39 §3 journey in English (desktop) and Arabic (phone): the owner opens a product family of the demo shop,
// and in its variant grid lowers one variant's sale price and adds five to its stock, then saves with one tap; the server
// holds the new price and stock (the difference as a stock adjustment), and the shop's page of that variant (the
// same product id the apps address) shows the new price. Each language runs on its own freshly seeded shop. The
// console runs on a slow phone's CPU; it is rendered in the browser (no server markup to tap before it is ready),
// so each tap comes as soon as its control shows. Screenshots of the grid at both widths.
import { expect, test, type Page } from './support/test';
import { ADMIN_EMAIL, flowIn, LANGS, shotBothWidths, signIn } from './helpers';
import { atFullSpeed, sent, slowCpu } from './support/slowPhone';

const words = {
  en: {
    grid: 'Variants',
    sale: 'Sale price (AED)',
    stock: 'Stock',
    save: 'Save variants',
    saved: 'Variants saved',
    changed: '1 variant changed',
  },
  ar: {
    grid: 'الأنواع',
    sale: 'سعر البيع (درهم)',
    stock: 'المخزون',
    save: 'حفظ الأنواع',
    saved: 'تم حفظ الأنواع',
    changed: 'تم تغيير نوع واحد',
  },
} as const;

interface Variant {
  id: number;
  list_price: number;
  sale_price: number;
  stock: number;
  values: { value_en: string; value_ar: string }[];
}

for (const lang of LANGS) {
  test.describe(`variant grid (${lang})`, flowIn(lang), () => {
    const w = words[lang];
    test.use({ lang, freshShop: 'demo', shopFor: lang });

    test(`the owner puts one variant on sale and restocks it from the family's grid (${lang})`, async ({ page, shop }) => {
      test.setTimeout(120_000);
      const session = await signIn(page, { email: ADMIN_EMAIL, baseUrl: shop.url, device: 'playwright-variant-grid' });
      const post = async <T>(p: Page, path: string, form: Record<string, string>) => {
        const answer = (await (await p.request.post(`${shop.url}/api${path}`, { form })).json()) as { status: boolean; data: T };
        expect(answer.status, path).toBe(true);
        return answer.data;
      };
      const auth = { auth_key: session.auth_key, user_id: String(session.id) };
      const family = async (id: number) =>
        post<{ products: Variant[] }>(page, '/admin/variations/family.php', { ...auth, product_id: String(id) });
      // The demo shop's first family, and a variant of it other than the main product, put on sale at 15 % off (20 %
      // when it is on sale at 15 % already).
      const [first] = (await post<{ rows: { main_product_id: number }[] }>(page, '/admin/variations/list.php', auth)).rows;
      const before = (await family(first!.main_product_id)).products[1];
      expect(before, 'a variant besides the main product').toBeTruthy();
      const variant = before!.values
        .map((v) => (lang === 'ar' ? v.value_ar : v.value_en))
        .filter(Boolean)
        .join(' · ');
      const off = (percent: number) => Math.round(before!.list_price * (100 - percent)) / 100;
      const salePrice = off(15) === before!.sale_price ? off(20) : off(15);

      const cdp = await slowCpu(page);
      await page.goto(`${shop.url}${lang === 'ar' ? '/ar' : ''}/admin/variations/${first!.main_product_id}`, { waitUntil: 'commit' });
      const grid = page.getByRole('region', { name: w.grid });
      await grid.getByLabel(`${w.sale}: ${variant}`).fill(String(salePrice));
      await grid.getByLabel(`${w.stock}: ${variant}`).fill(String(before!.stock + 5));
      await expect(grid.getByRole('status')).toHaveText(w.changed);
      await atFullSpeed(cdp, () => shotBothWidths(page, `console-variant-grid-${lang}`));
      const saves = sent(page, '/admin/variations/grid_save.php');
      await grid.getByRole('button', { name: w.save }).click();
      await expect(page.getByText(w.saved)).toBeVisible();
      expect(saves).toHaveLength(1);

      const after = (await family(first!.main_product_id)).products.find((p) => p.id === before!.id);
      expect(after).toMatchObject({ sale_price: salePrice, list_price: before!.list_price, stock: before!.stock + 5 });
      // The shop's page of the variant, the product id the apps address, at its new price.
      const details = await post<{ sale_price: number }>(page, '/products/details.php', {
        auth_key: 'guest',
        user_id: '0',
        product_id: String(before!.id),
      });
      expect(details.sale_price).toBe(salePrice);
    });
  });
}
