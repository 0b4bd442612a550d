// Issue 8 journeys in English and Arabic: the admin confirms, ships and delivers one of the demo
// customer's orders in the console; the customer then sees the notifications and rates the delivered
// product from her orders page. Each language runs on its own freshly seeded shop (support/accountShop.ts)
// so the shared server's orders stay as the other journeys expect them. Screenshots of the console at
// 1024 and 1280 px (390 px in the phone project) go to /tmp/shots/ for a person to look at.
import { crc32, deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_EMAIL, CUSTOMER_EMAIL, DEMO_PASSWORD, LANGS, setLanguage, type Lang } from './helpers';
import { startAccountShop, type AccountShop } from './support/accountShop';

const words = {
  en: {
    confirm: 'Confirm order',
    ship: 'Mark shipped',
    deliver: 'Mark delivered',
    confirmed: 'Confirmed',
    shipped: 'Shipped',
    delivered: 'Delivered',
    notification: (id: number) => `Order #${id}: Delivered`,
    rate: (name: string) => `Rate ${name}`,
    fiveStars: '5 stars',
    reviewTitle: 'Title',
    reviewText: 'Review',
    sendReview: 'Send review',
    reviewed: 'Reviewed',
    orders: 'Orders',
    returns: 'Returns',
    products: 'Products',
    dashboard: 'Dashboard',
    adminsOnly: 'Admins only',
    addProduct: 'Add product',
    nameEn: 'Name (English)',
    nameAr: 'Name (Arabic)',
    price: 'Price (AED)',
    openingStock: 'Opening stock',
    saveProduct: 'Save product',
    choosePhoto: 'Choose a photo',
    preview: 'Preview of the chosen photo',
    upload: 'Upload photo',
    mainPhoto: 'Main photo',
  },
  ar: {
    confirm: 'تأكيد الطلب',
    ship: 'تسجيل الشحن',
    deliver: 'تسجيل التوصيل',
    confirmed: 'تم التأكيد',
    shipped: 'تم الشحن',
    delivered: 'تم التوصيل',
    notification: (id: number) => `الطلب رقم ${id}: تم التوصيل`,
    rate: (name: string) => `قيّم ${name}`,
    fiveStars: '5 نجوم',
    reviewTitle: 'العنوان',
    reviewText: 'المراجعة',
    sendReview: 'إرسال التقييم',
    reviewed: 'تم التقييم',
    orders: 'الطلبات',
    returns: 'المرتجعات',
    products: 'المنتجات',
    dashboard: 'الرئيسية',
    adminsOnly: 'للمشرفين فقط',
    addProduct: 'إضافة منتج',
    nameEn: 'الاسم (بالإنجليزية)',
    nameAr: 'الاسم (بالعربية)',
    price: 'السعر (درهم)',
    openingStock: 'المخزون الافتتاحي',
    saveProduct: 'حفظ المنتج',
    choosePhoto: 'اختر صورة',
    preview: 'معاينة الصورة المختارة',
    upload: 'رفع الصورة',
    mainPhoto: 'الصورة الرئيسية',
  },
} as const;

/** A solid honey-coloured PNG, so the journey uploads a real picture without a file in the repository. */
function honeyPng(size = 240): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [0xe0, 0xa1, 0x2b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

interface Session {
  id: number;
  auth_key: string;
  email: string;
  Favorite_id: number;
}
interface OrderRow {
  order_id: number;
  product_id: number;
  product_name: string;
  status_id: number;
  reviewed: boolean;
}

/** Signs in through login.php on the shop and stores the session as the login page does. */
async function signIn(page: Page, shop: AccountShop, email: string): Promise<Session> {
  const res = await page.request.post(`${shop.url}/api/login.php`, { form: { email, password: DEMO_PASSWORD, device_id: 'playwright-admin' } });
  const answer = (await res.json()) as { status: boolean; msg: string; data: Session };
  expect(answer.status, `login as ${email}: ${answer.msg}`).toBe(true);
  await page.goto(`${shop.url}/notfound`);
  await page.evaluate((d) => {
    localStorage.setItem('token', d.auth_key);
    localStorage.setItem('user_id', String(d.id));
    localStorage.setItem('email', d.email);
    localStorage.setItem('FavId', String(d.Favorite_id));
  }, answer.data);
  return answer.data;
}

async function customerOrders(page: Page, shop: AccountShop, session: Session, lang: Lang): Promise<OrderRow[]> {
  const res = await page.request.post(`${shop.url}/api/orders/list.php`, {
    headers: { 'accept-language': lang },
    form: { auth_key: session.auth_key, user_id: String(session.id) },
  });
  const answer = (await res.json()) as { status: boolean; msg: string; data: OrderRow[] };
  expect(answer.status, answer.msg).toBe(true);
  return answer.data;
}

for (const lang of LANGS) {
  test.describe(`admin console (${lang})`, () => {
    const w = words[lang];
    let shop: AccountShop;

    test.beforeAll(async () => {
      test.setTimeout(240_000);
      shop = await startAccountShop();
    });
    test.afterAll(async () => {
      await shop?.close();
    });
    test.beforeEach(async ({ page }) => {
      await setLanguage(page, lang);
    });

    test(`a customer's token sees 'admins only' (${lang})`, async ({ page }) => {
      await signIn(page, shop, CUSTOMER_EMAIL);
      await page.goto(`${shop.url}/admin/orders`);
      await expect(page.getByText(w.adminsOnly)).toBeVisible();
      await expect(page.getByRole('navigation', { name: /Console sections|أقسام لوحة الإدارة/ })).toHaveCount(0);
    });

    test(`confirms, ships and delivers an order; the customer sees the notification and rates the product (${lang})`, async ({ page }) => {
      test.setTimeout(120_000);
      const customer = await signIn(page, shop, CUSTOMER_EMAIL);
      const placed = (await customerOrders(page, shop, customer, lang)).find((r) => r.status_id === 1 && !r.reviewed)!;
      expect(placed, 'the demo customer has a placed order').toBeTruthy();

      await signIn(page, shop, ADMIN_EMAIL);
      await page.goto(`${shop.url}/admin/orders?status_id=1`);
      await page.getByRole('link', { name: new RegExp(`\\b${placed.order_id}$`) }).click();
      const status = page.getByRole('region', { name: /Order status|حالة الطلب/ });
      for (const [button, reached] of [
        [w.confirm, w.confirmed],
        [w.ship, w.shipped],
        [w.deliver, w.delivered],
      ] as const) {
        await status.getByRole('button', { name: button, exact: true }).click();
        await expect(status.getByText(reached, { exact: true })).toBeVisible();
      }
      // Delivered is the end of the forward path: no move is left but none backwards either.
      await expect(status.getByRole('button')).toHaveCount(0);

      await signIn(page, shop, CUSTOMER_EMAIL);
      await page.goto(`${shop.url}/myprofile/notifications`);
      await expect(page.getByText(w.notification(placed.order_id)).first()).toBeVisible();

      await page.goto(`${shop.url}/myprofile/orders`);
      await page.getByRole('link', { name: w.rate(placed.product_name) }).first().click();
      await page.locator('label').filter({ has: page.getByRole('radio', { name: w.fiveStars }) }).click();
      await page.getByLabel(w.reviewTitle, { exact: true }).fill(`Delivered fast ${lang}`);
      await page.getByLabel(w.reviewText, { exact: true }).fill('Confirmed, shipped and delivered the same morning.');
      await page.getByRole('button', { name: w.sendReview }).click();
      await expect(page).toHaveURL(/\/myprofile\/orders$/, { timeout: 10_000 });
      await expect(page.getByText(w.reviewed).first()).toBeVisible();
    });

    test(`adds a product with a photo and it appears in the shop in both languages (${lang})`, async ({ page }) => {
      await signIn(page, shop, ADMIN_EMAIL);
      const stamp = Date.now();
      const nameEn = `Sidr honey test ${lang} ${stamp}`;
      const nameAr = `عسل سدر تجريبي ${lang} ${stamp}`;
      await page.goto(`${shop.url}/admin/products`);
      await page.getByRole('link', { name: w.addProduct }).click();
      await page.getByLabel(w.nameEn).fill(nameEn);
      await page.getByLabel(w.nameAr).fill(nameAr);
      await page.getByLabel(w.price, { exact: true }).fill('85.50');
      await page.getByLabel(w.openingStock).fill('12');
      await page.getByRole('button', { name: w.saveProduct }).click();
      await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
      const productId = Number(/(\d+)$/.exec(page.url())![1]);

      await page.getByLabel(w.choosePhoto).setInputFiles({ name: 'sidr.png', mimeType: 'image/png', buffer: honeyPng() });
      await expect(page.getByRole('img', { name: w.preview })).toBeVisible();
      await page.getByRole('button', { name: w.upload }).click();
      await expect(page.getByText(w.mainPhoto)).toBeVisible();

      await page.goto(`${shop.url}/Details/${productId}`);
      await expect(page.getByRole('heading', { level: 1, name: lang === 'ar' ? nameAr : nameEn })).toBeVisible();
      // The other language shows the other name.
      await page.evaluate((l) => localStorage.setItem('language', l), lang === 'ar' ? 'en' : 'ar');
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: lang === 'ar' ? nameEn : nameAr })).toBeVisible();
    });

    test(`console pages at tablet and desktop widths, phone width on phones (${lang})`, async ({ page, isMobile }) => {
      await signIn(page, shop, ADMIN_EMAIL);
      for (const width of isMobile ? [390] : [1024, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        for (const [name, path, heading] of [
          ['dashboard', '/admin', w.dashboard],
          ['orders', '/admin/orders', w.orders],
          ['returns', '/admin/returns', w.returns],
          ['products', '/admin/products', w.products],
        ] as const) {
          await page.goto(`${shop.url}${path}`);
          await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
          await page.screenshot({ path: `/tmp/shots/admin-${name}-${lang}-${width}.png`, fullPage: true });
        }
        await page.goto(`${shop.url}/admin/orders`);
        await page.getByRole('link', { name: /#|رقم/ }).first().click();
        await expect(page.getByRole('region', { name: /Order status|حالة الطلب/ })).toBeVisible();
        await page.screenshot({ path: `/tmp/shots/admin-order-${lang}-${width}.png`, fullPage: true });
      }
    });
  });
}
