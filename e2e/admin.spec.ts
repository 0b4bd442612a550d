// Issue 8 journeys in English and Arabic: the admin confirms, ships and delivers one of the demo
// customer's orders in the console; the customer then sees the notifications and rates the delivered
// product from her orders page. She returns a cash-paid item, the admin approves it and her wallet shows the
// refund. The admin exports and imports the stock CSV, orders a product's photos and picks the main one (the
// shop shows it), and reads the audit log. Each language runs on its own freshly seeded shop (support/shop.ts)
// so the shared server's orders stay as the other journeys expect them. Screenshots of the console at
// 1024 and 1280 px (390 px in the phone project) go to /tmp/shots/ (stock, photos and audit log to
// /tmp/shots/stock/) for a person to look at.
import fs from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import { expect, test, type Page } from './support/test';
import type { Shop } from './support/shop';
import { ADMIN_EMAIL, CUSTOMER_EMAIL, LANGS, type Lang, signIn, type Session, flowIn } from './helpers';

const words = {
  en: {
    confirm: 'Confirm order',
    ship: 'Mark shipped',
    carrier: 'Carrier',
    ownDriver: 'Our driver',
    driverPhone: 'Driver’s phone',
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
    betterPrice: 'Found a better price',
    describeProblem: 'Describe the problem',
    sendRequest: 'Send request',
    approve: 'Approve and refund',
    yes: 'Yes',
    approved: 'Approved',
    refundedToWallet: (amount: string) => `${amount} refunded to the wallet`,
    stock: 'Stock',
    exportCsv: 'Export CSV',
    pasteCsv: 'Or paste the CSV text',
    checkCsv: 'Check file',
    applyCsv: 'Apply changes',
    unknownId: 'Unknown product id',
    badRows: 'Rows with problems: 1.',
    applied: 'Applied. Products changed: 1.',
    photo2Earlier: 'Move photo 2 earlier',
    photo1Main: 'Make photo 1 the main photo',
    photo2Main: 'Make photo 2 the main photo',
    photo: (n: number) => `Photo ${n}`,
    auditLog: 'Audit log',
    whatChanged: 'What changed',
    product: 'Product',
    itsNumber: 'Its number',
    show: 'Show',
    stockAdjusted: 'Stock adjusted',
    productAdded: 'Product added',
  },
  ar: {
    confirm: 'تأكيد الطلب',
    ship: 'تسجيل الشحن',
    carrier: 'شركة الشحن',
    ownDriver: 'سائق المتجر',
    driverPhone: 'هاتف السائق',
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
    betterPrice: 'وجدت سعرًا أفضل',
    describeProblem: 'صف المشكلة',
    sendRequest: 'إرسال الطلب',
    approve: 'قبول واسترداد المبلغ',
    yes: 'نعم',
    approved: 'مقبولة',
    refundedToWallet: (amount: string) => `أُعيد ${amount} إلى المحفظة`,
    stock: 'المخزون',
    exportCsv: 'تصدير CSV',
    pasteCsv: 'أو الصق نص CSV',
    checkCsv: 'فحص الملف',
    applyCsv: 'تطبيق التغييرات',
    unknownId: 'رقم المنتج غير معروف',
    badRows: 'صفوف فيها مشكلات: 1.',
    applied: 'تم التطبيق. المنتجات التي تغيّرت: 1.',
    photo2Earlier: 'تقديم الصورة 2',
    photo1Main: 'اجعل الصورة 1 هي الرئيسية',
    photo2Main: 'اجعل الصورة 2 هي الرئيسية',
    photo: (n: number) => `الصورة ${n}`,
    auditLog: 'سجل التغييرات',
    whatChanged: 'ما الذي تغيّر',
    product: 'منتج',
    itsNumber: 'رقمه',
    show: 'عرض',
    stockAdjusted: 'تعديل المخزون',
    productAdded: 'إضافة منتج',
  },
} as const;

/** A solid PNG (honey-coloured unless told), so the journey uploads a real picture without a file in the repository. */
function honeyPng(size = 240, rgb: [number, number, number] = [0xe0, 0xa1, 0x2b]): Buffer {
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
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

interface OrderRow {
  order_id: number;
  order_item_id: number;
  product_id: number;
  product_name: string;
  quantity: number;
  /** AED. */
  price_at_purchase: number;
  payment_method: number;
  status_id: number;
  returnable: boolean;
  reviewed: boolean;
}

/** A customer call's data, straight from the API. */
async function customerData<T>(page: Page, shop: Shop, session: Session, lang: Lang, path: string): Promise<T> {
  const res = await page.request.post(`${shop.url}/api${path}`, {
    headers: { 'accept-language': lang },
    form: { auth_key: session.auth_key, user_id: String(session.id) },
  });
  const answer = (await res.json()) as { status: boolean; msg: string; data: T };
  expect(answer.status, answer.msg).toBe(true);
  return answer.data;
}

const customerOrders = (page: Page, shop: Shop, session: Session, lang: Lang) =>
  customerData<OrderRow[]>(page, shop, session, lang, '/orders/list.php');
const walletBalance = async (page: Page, shop: Shop, session: Session, lang: Lang) =>
  (await customerData<{ balance: number }>(page, shop, session, lang, '/profile/wallet/balance.php')).balance;

/** AED as the page shows it, through the browser's Intl in the page's language. */
const shownPrice = (page: Page, aed: number) =>
  page.evaluate(
    (v) =>
      new Intl.NumberFormat(document.documentElement.lang === 'ar' ? 'ar-AE' : 'en-AE', { style: 'currency', currency: 'AED' }).format(v),
    aed,
  );

for (const lang of LANGS) {
  test.describe(`admin console (${lang})`, flowIn(lang), () => {
    const w = words[lang];
    test.use({ lang, freshShop: 'demo', shopFor: lang });

    test(`a customer's token sees 'admins only' (${lang})`, async ({ page, shop }) => {
      await signIn(page, { email: CUSTOMER_EMAIL, baseUrl: shop.url, device: 'playwright-admin' });
      await page.goto(`${shop.url}/admin/orders`);
      await expect(page.getByText(w.adminsOnly)).toBeVisible();
      await expect(page.getByRole('navigation', { name: /Console sections|أقسام لوحة الإدارة/ })).toHaveCount(0);
    });

    test(`confirms, ships and delivers an order; the customer sees the notification and rates the product (${lang})`, async ({
      page,
      shop,
    }) => {
      test.setTimeout(120_000);
      const customer = await signIn(page, { email: CUSTOMER_EMAIL, baseUrl: shop.url, device: 'playwright-admin' });
      const placed = (await customerOrders(page, shop, customer, lang)).find((r) => r.status_id === 1 && !r.reviewed)!;
      expect(placed, 'the demo customer has a placed order').toBeTruthy();

      await signIn(page, { email: ADMIN_EMAIL, baseUrl: shop.url, device: 'playwright-admin' });
      await page.goto(`${shop.url}/admin/orders?status_id=1`);
      await page.getByRole('link', { name: new RegExp(`\\b${placed.order_id}$`) }).click();
      const status = page.getByRole('region', { name: /Order status|حالة الطلب/ });
      for (const [button, reached] of [
        [w.confirm, w.confirmed],
        [w.ship, w.shipped],
        [w.deliver, w.delivered],
      ] as const) {
        await status.getByRole('button', { name: button, exact: true }).click();
        if (button === w.ship) {
          // Shipping asks for the carrier: the shop's own driver, with the phone the customer can call.
          const dialog = page.getByRole('dialog');
          await dialog.getByLabel(w.carrier).selectOption({ label: w.ownDriver });
          await dialog.getByLabel(w.driverPhone).fill('0501234567');
          await dialog.getByRole('button', { name: w.ship, exact: true }).click();
          await expect(status.getByRole('link', { name: '0501234567' })).toHaveAttribute('href', 'tel:0501234567');
        }
        await expect(status.getByText(reached, { exact: true })).toBeVisible();
      }
      // Delivered is the end of the forward path: no move is left but none backwards either.
      await expect(status.getByRole('button')).toHaveCount(0);

      await signIn(page, { email: CUSTOMER_EMAIL, baseUrl: shop.url, device: 'playwright-admin' });
      await page.goto(`${shop.url}/myprofile/notifications`);
      await expect(page.getByText(w.notification(placed.order_id)).first()).toBeVisible();

      await page.goto(`${shop.url}/myprofile/orders`);
      await page
        .getByRole('link', { name: w.rate(placed.product_name) })
        .first()
        .click();
      await page
        .locator('label')
        .filter({ has: page.getByRole('radio', { name: w.fiveStars }) })
        .click();
      await page.getByLabel(w.reviewTitle, { exact: true }).fill(`Delivered fast ${lang}`);
      await page.getByLabel(w.reviewText, { exact: true }).fill('Confirmed, shipped and delivered the same morning.');
      await page.getByRole('button', { name: w.sendReview }).click();
      await expect(page).toHaveURL(/\/myprofile\/orders$/, { timeout: 10_000 });
      await expect(page.getByText(w.reviewed).first()).toBeVisible();
    });

    test(`the customer returns a cash-paid delivered item, the admin approves it, and her wallet shows the refund (${lang})`, async ({
      page,
      shop,
    }) => {
      test.setTimeout(120_000);
      const customer = await signIn(page, { email: CUSTOMER_EMAIL, baseUrl: shop.url, device: 'playwright-admin' });
      // Paid in cash, so the refund goes to her wallet (an online payment is refunded to the card).
      const item = (await customerOrders(page, shop, customer, lang)).find(
        (r) => r.status_id === 3 && r.returnable && r.payment_method === 1,
      )!;
      expect(item, 'the demo customer has a cash-paid, delivered, returnable item').toBeTruthy();
      const before = await walletBalance(page, shop, customer, lang);
      // Not the product's fault: the refund is the item's price, without the delivery charge.
      const refund = Math.round(item.price_at_purchase * item.quantity * 100) / 100;

      await page.goto(`${shop.url}/myprofile/refund/${item.order_item_id}`);
      await page.getByRole('radio', { name: w.betterPrice }).check();
      await page.getByLabel(w.describeProblem).fill('Found the same jar cheaper at the market.');
      await page.getByRole('button', { name: w.sendRequest }).click();
      await expect(page).toHaveURL(/\/myprofile\/orders$/, { timeout: 10_000 });

      await signIn(page, { email: ADMIN_EMAIL, baseUrl: shop.url, device: 'playwright-admin' });
      await page.goto(`${shop.url}/admin/returns`);
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: item.product_name, exact: true }) });
      await card.getByRole('button', { name: w.approve }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: w.yes, exact: true }).click();
      await expect(card).toHaveCount(0);
      await page.getByRole('button', { name: w.approved, exact: true }).click();
      await expect(card.getByText(w.refundedToWallet(await shownPrice(page, refund)))).toBeVisible();

      const again = await signIn(page, { email: CUSTOMER_EMAIL, baseUrl: shop.url, device: 'playwright-admin' });
      const after = Math.round((before + refund) * 100) / 100;
      expect(await walletBalance(page, shop, again, lang)).toBeCloseTo(after, 2);
      await page.goto(`${shop.url}/myprofile/Wallet`);
      await expect(page.getByText(await shownPrice(page, after), { exact: true })).toBeVisible();
      const refunded = (await customerOrders(page, shop, again, lang)).find((r) => r.order_item_id === item.order_item_id)!;
      expect(refunded.status_id).toBe(6);
    });

    test(`stock: exports the CSV as a file, refuses an import with a bad row, applies a clean one (${lang})`, async ({ page, shop }) => {
      await signIn(page, { email: ADMIN_EMAIL, baseUrl: shop.url, device: 'playwright-admin' });
      await page.goto(`${shop.url}/admin/stock`);
      await expect(page.getByRole('heading', { level: 1, name: w.stock })).toBeVisible();
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: w.exportCsv }).click();
      const file = await downloading;
      expect(file.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = fs.readFileSync(await file.path(), 'utf8').split('\r\n');
      expect(lines[0]).toBe('id,price,sale_price,stock,name');
      // The most stocked product goes down to 2 units, so it joins the low-stock list.
      const rows = lines.slice(1, -1).map((l) => l.split(','));
      const [id, price, sale, stock] = rows.reduce((a, b) => (Number(b[3]) > Number(a[3]) ? b : a));
      expect(Number(stock)).toBeGreaterThan(5);
      const good = `id,price,sale_price,stock\n${id},${price},${sale},2`;
      const lowLink = page.locator(`a[href$="/admin/products/${id}"]`);

      const text = page.getByLabel(w.pasteCsv);
      await text.fill(`${good}\n999999,10,10,1`);
      await page.getByRole('button', { name: w.checkCsv }).click();
      await expect(page.getByRole('status').filter({ hasText: w.badRows })).toBeVisible();
      await expect(page.getByRole('cell', { name: w.unknownId })).toBeVisible();
      await expect(page.getByRole('button', { name: w.applyCsv })).toBeDisabled();

      await text.fill(good);
      await page.getByRole('button', { name: w.checkCsv }).click();
      await page.getByRole('button', { name: w.applyCsv }).click();
      await expect(page.getByRole('status').filter({ hasText: w.applied })).toBeVisible();
      await expect(lowLink).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `/tmp/shots/stock/stock-${lang}-${page.viewportSize()!.width}.png`, fullPage: true });
    });

    test(`orders a product's photos and chooses the main one; the shop shows it (${lang})`, async ({ page, shop }) => {
      const admin = await signIn(page, { email: ADMIN_EMAIL, baseUrl: shop.url, device: 'playwright-admin' });
      const auth = { auth_key: admin.auth_key, user_id: String(admin.id) };
      const name = `Photo order test ${lang} ${Date.now()}`;
      const created = await page.request.post(`${shop.url}/api/admin/products/create.php`, {
        form: { ...auth, name_en: name, name_ar: `${name} ع`, list_price: '40', sale_price: '40', stock: '9' },
      });
      const productId = ((await created.json()) as { data: { id: number } }).data.id;
      type Detail = { main_image: string; photos: { id: number; url: string }[] };
      let detail: Detail | null = null;
      for (const rgb of [
        [0xe0, 0xa1, 0x2b],
        [0x3f, 0x7d, 0x3a],
      ] as [number, number, number][]) {
        const res = await page.request.post(`${shop.url}/api/admin/products/photos/upload.php`, {
          multipart: {
            ...auth,
            product_id: String(productId),
            photo: { name: 'p.png', mimeType: 'image/png', buffer: honeyPng(240, rgb) },
          },
        });
        detail = ((await res.json()) as { data: Detail }).data;
      }
      const [first, second] = detail!.photos;
      const key = (url: string) => /products\/([0-9a-f]{16})/.exec(url)![1]!;

      await page.goto(`${shop.url}/admin/products/${productId}`);
      await expect(page.getByRole('img', { name: w.photo(1), exact: true })).toHaveAttribute('src', first!.url);
      await page.getByRole('button', { name: w.photo2Earlier }).click();
      await expect(page.getByRole('img', { name: w.photo(1), exact: true })).toHaveAttribute('src', second!.url);
      // The first upload stays the main photo until another is chosen: the green one, now first.
      await expect(page.getByRole('button', { name: w.photo1Main })).toBeVisible();
      await page.getByRole('button', { name: w.photo1Main }).click();
      await expect(page.getByRole('button', { name: w.photo1Main })).toHaveCount(0);
      await expect(page.getByRole('button', { name: w.photo2Main })).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `/tmp/shots/stock/photos-${lang}-${page.viewportSize()!.width}.png`, fullPage: true });

      await page.goto(`${shop.url}/Details/${productId}`);
      const shown = page.getByRole('img', { name: lang === 'ar' ? `${name} ع` : name, exact: true }).first();
      await expect(shown).toHaveAttribute('src', new RegExp(key(second!.url)));
    });

    test(`the audit log shows who changed what, newest first, and filters by product (${lang})`, async ({ page, shop }) => {
      const admin = await signIn(page, { email: ADMIN_EMAIL, baseUrl: shop.url, device: 'playwright-admin' });
      const auth = { auth_key: admin.auth_key, user_id: String(admin.id) };
      const created = await page.request.post(`${shop.url}/api/admin/products/create.php`, {
        form: { ...auth, name_en: `Audit test ${lang}`, name_ar: `تجربة السجل ${lang}`, list_price: '30', sale_price: '30', stock: '4' },
      });
      const productId = ((await created.json()) as { data: { id: number } }).data.id;
      await page.request.post(`${shop.url}/api/admin/stock/adjust.php`, {
        form: { ...auth, product_id: String(productId), delta: '6', reason: 'Delivery from the farm' },
      });

      await page.goto(`${shop.url}/admin/audit`);
      await expect(page.getByRole('heading', { level: 1, name: w.auditLog })).toBeVisible();
      const newest = page.getByRole('article').first();
      await expect(newest.getByRole('heading', { level: 2 })).toHaveText(w.stockAdjusted);
      await expect(newest).toContainText('Store Manager');
      // Field names in the page's language, numbers through Intl.
      await expect(newest.getByRole('row', { name: lang === 'en' ? /stock\s*4\s*10/ : /المخزون\s*4\s*10/ })).toBeVisible();
      await expect(
        newest.getByRole('row', { name: lang === 'en' ? /reason\s*—\s*Delivery from the farm/ : /السبب\s*—\s*Delivery from the farm/ }),
      ).toBeVisible();

      await page.getByLabel(w.whatChanged).selectOption({ label: w.product });
      await page.getByLabel(w.itsNumber).fill(String(productId));
      await page.getByRole('button', { name: w.show, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`entity=product&id=${productId}$`));
      await expect(page.getByRole('article').getByRole('heading', { level: 2 })).toHaveText([w.stockAdjusted, w.productAdded]);
      await page.goto(`${shop.url}/admin/audit`);
      await expect(page.getByRole('article').first()).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `/tmp/shots/stock/audit-${lang}-${page.viewportSize()!.width}.png`, fullPage: true });
    });

    test(`adds a product with a photo and it appears in the shop in both languages (${lang})`, async ({ page, shop }) => {
      await signIn(page, { email: ADMIN_EMAIL, baseUrl: shop.url, device: 'playwright-admin' });
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

    test(`console pages at tablet and desktop widths, phone width on phones (${lang})`, async ({ page, shop, isMobile }) => {
      // Ten pages, each loaded and photographed whole: more than 60 s on a loaded CI machine.
      test.setTimeout(120_000);
      await signIn(page, { email: ADMIN_EMAIL, baseUrl: shop.url, device: 'playwright-admin' });
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
