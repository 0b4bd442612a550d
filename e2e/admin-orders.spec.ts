// Issue 15.6 journeys in English and Arabic: the shop owner finds orders by the customer's phone and by status,
// cancels a placed and a confirmed order at once (and is told which orders a move could not take), and opens an
// order's packing slip, a page of its own in the order's language. Each language runs on its own freshly seeded
// shop (support/shop.ts): the moves change orders. Screenshots go to /tmp/shots/console/.
import { expect, test, type Page } from './support/test';
import { LANGS, flowIn } from './helpers';

const words = {
  en: {
    orders: 'Orders',
    customer: 'Customer',
    search: 'Search',
    status: 'Status',
    cancelled: 'Cancelled',
    delivered: 'Delivered',
    orderNo: (id: number) => `Order #${id}`,
    select: (id: number) => `Select order #${id}`,
    selected: '2 orders selected',
    changeTo: 'Change status to',
    apply: 'Apply',
    yes: 'Yes',
    moved: '2 of 2 orders moved',
    none: '0 of 2 orders moved',
    notMoved: 'Not moved',
    cannotDeliver: (id: number) => `Order #${id} is Cancelled: it cannot be delivered now`,
    slip: 'Packing slip',
    print: 'Print',
  },
  ar: {
    orders: 'الطلبات',
    customer: 'العميل',
    search: 'بحث',
    status: 'الحالة',
    cancelled: 'ملغي',
    delivered: 'تم التوصيل',
    orderNo: (id: number) => `الطلب رقم ${id}`,
    select: (id: number) => `تحديد الطلب رقم ${id}`,
    selected: 'تم تحديد طلبين',
    changeTo: 'تغيير الحالة إلى',
    apply: 'تطبيق',
    yes: 'نعم',
    moved: 'تم تغيير حالة 2 من أصل 2 من الطلبات',
    none: 'تم تغيير حالة 0 من أصل 2 من الطلبات',
    notMoved: 'لم يتم نقلها',
    cannotDeliver: (id: number) => `الطلب رقم ${id} حالته ملغي: لا يمكن تسليمه الآن`,
    slip: 'قائمة التعبئة',
    print: 'طباعة',
  },
} as const;

const shot = (page: Page, name: string, lang: string, project: string) =>
  page.screenshot({ path: `/tmp/shots/console/${name}-${lang}-${project}.png`, fullPage: true });

/** The order numbers of the list's rows, top to bottom (each row links to its order). */
async function listedIds(page: Page): Promise<number[]> {
  const hrefs = await page.locator('main a[href*="/admin/orders/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((h) => Number(/\/admin\/orders\/(\d+)$/.exec(h)?.[1])).filter((n) => n > 0))];
}

for (const lang of LANGS) {
  test.describe(`orders at work (${lang})`, flowIn(lang), () => {
    const w = words[lang];
    // Each project's worker has a shop of its own, so the owner signs in from the worker's device.
    test.use({ lang, freshShop: 'demo', shopFor: lang, signedInAs: 'admin' });

    test(`finds orders by the customer's phone and cancels a placed and a confirmed order at once (${lang})`, async ({
      page,
      shop,
    }, testInfo) => {
      await page.goto(`${shop.url}/admin/orders`);
      await expect(page.getByRole('heading', { level: 1, name: w.orders })).toBeVisible();
      // The demo customer's phone is +971501234567; typed the way people say it.
      await page.getByLabel(w.customer, { exact: true }).fill('050 123 4567');
      await page.getByRole('button', { name: w.search, exact: true }).click();
      await expect(page).toHaveURL(/customer=050/);
      await expect.poll(async () => (await listedIds(page)).length).toBeGreaterThan(0);

      // One placed and one confirmed order of hers, both on her list.
      const firstWith = async (status: number) => {
        await page.goto(`${shop.url}/admin/orders?status_id=${status}&customer=customer%40example.com`);
        await expect(page.getByLabel(w.status, { exact: true })).toHaveValue(String(status));
        await expect.poll(async () => (await listedIds(page)).length).toBeGreaterThan(0);
        return (await listedIds(page))[0]!;
      };
      const a = await firstWith(1);
      const b = await firstWith(2);
      const selectBoth = async () => {
        await page.goto(`${shop.url}/admin/orders?customer=customer%40example.com`);
        await page.getByRole('checkbox', { name: w.select(a) }).check();
        await page.getByRole('checkbox', { name: w.select(b) }).check();
        await expect(page.getByRole('status').filter({ hasText: w.selected })).toBeVisible();
      };
      await selectBoth();
      await page.getByRole('combobox', { name: w.changeTo }).selectOption({ label: w.cancelled });
      await shot(page, 'orders-bulk', lang, testInfo.project.name);
      await page.getByRole('button', { name: w.apply, exact: true }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: w.yes }).click();
      await expect(page.getByText(w.moved)).toBeVisible();
      for (const id of [a, b])
        await expect(
          page
            .getByRole('row')
            .filter({ has: page.getByRole('link', { name: w.orderNo(id), exact: true }) })
            .getByText(w.cancelled),
        ).toBeVisible();

      // Asked again for a move their status does not allow: nothing moves, and each is named.
      await selectBoth();
      await page.getByRole('combobox', { name: w.changeTo }).selectOption({ label: w.delivered });
      await page.getByRole('button', { name: w.apply, exact: true }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: w.yes }).click();
      await expect(page.getByText(w.none)).toBeVisible();
      const refused = page.getByRole('region', { name: w.notMoved });
      await expect(refused.getByText(w.cannotDeliver(a))).toBeVisible();
      await expect(refused.getByText(w.cannotDeliver(b))).toBeVisible();
      await shot(page, 'orders-refused', lang, testInfo.project.name);
    });

    test(`prints a packing slip in the order's language (${lang})`, async ({ page, shop }, testInfo) => {
      await page.goto(`${shop.url}/admin/orders?customer=customer%40example.com`);
      await expect.poll(async () => (await listedIds(page)).length).toBeGreaterThan(0);
      const [id] = (await listedIds(page)) as [number];
      await page.goto(`${shop.url}/admin/orders/${id}`);
      await page.getByRole('link', { name: w.slip }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/orders/${id}/slip$`));
      // The demo customer reads English: the slip is in English whatever the console's language.
      const slip = page.getByRole('article', { name: 'Packing slip' });
      await expect(slip).toBeVisible();
      await expect(slip).toHaveAttribute('lang', 'en');
      await expect(slip.getByText(`Order #${id}`)).toBeVisible();
      await expect(slip.getByRole('columnheader', { name: 'Quantity' })).toBeVisible();
      // No console around it; the page's own buttons speak the console's language and are not printed.
      await expect(page.getByRole('navigation')).toHaveCount(0);
      await expect(page.getByRole('button', { name: w.print })).toBeVisible();
      await shot(page, 'packing-slip', lang, testInfo.project.name);
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('button', { name: w.print })).toBeHidden();
      await expect(slip).toBeVisible();
      await shot(page, 'packing-slip-print', lang, testInfo.project.name);
    });
  });
}
