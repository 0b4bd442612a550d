// Issue 14 "After buying" journeys in English on the desktop and Arabic on the phone (flowIn): the orders list with totals and links,
// the order page (items, totals, payment in words, address, status timeline), paying an order left awaiting
// card payment through the sandbox card page ("Pay now"), the wallet's history, and a return with photos that
// the admin sees in the console. Each language runs against its own freshly seeded shop (support/shop.ts).
import fs from 'node:fs';
import { ORDER_STATUS } from '@shop/contract';
import { deliverOrder } from '../apps/server/src/modules/orders/effects';
import { recordOrderStatus } from '../apps/server/src/modules/orders/status';
import { expect, test, type Page, type TestInfo } from './support/test';
import { ADMIN_EMAIL, LANGS, pngOf, signIn, type Lang, flowIn } from './helpers';
import { apiCall, placeOrder } from './support/orders';

const words = {
  en: {
    order: (id: number) => `Order #${id}`,
    viewOrder: (id: number) => `View order #${id}`,
    total: 'Total',
    payNow: 'Pay now',
    notCompleted: 'Visa card payment not completed yet',
    paidBy: 'Paid by Visa card',
    awaiting: /Your card payment of AED\s?[\d.,]+ is not completed/,
    awaitingStatus: 'Awaiting payment',
    timeline: 'Order status',
    steps: ['Placed', 'Confirmed', 'Shipped', 'Delivered'],
    notYet: 'Not yet',
    address: 'Delivery address',
    vat: /Includes VAT of AED/,
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvv: 'CVV',
    holder: 'Name on card',
    cardPay: /^Pay [\d.]+ AED$/,
    paid: 'Payment completed successfully',
    walletHistory: 'Wallet history',
    redeem: 'Redeem',
    redeemed: 'Points redeemed',
    paidAnOrder: 'Paid an order',
    reason: 'Quality problem',
    description: 'Describe the problem',
    addPhotos: 'Add photos',
    removePhoto: 'Remove photo 2',
    notAPhoto: 'notes.txt is not a photo of at most 5 MB',
    send: 'Send request',
    requested: 'Your return request has been received; we will contact you soon',
    photoAlt: (n: number, name: string) => `Photo ${n} of ${name}`,
    customerPhotos: "Customer's photos",
  },
  ar: {
    order: (id: number) => `الطلب رقم ${id}`,
    viewOrder: (id: number) => `عرض الطلب رقم ${id}`,
    total: 'الإجمالي',
    payNow: 'ادفع الآن',
    notCompleted: 'لم يكتمل الدفع ببطاقة Visa بعد',
    paidBy: 'مدفوع ببطاقة Visa',
    awaiting: /لم يكتمل دفع .+ بالبطاقة/,
    awaitingStatus: 'بانتظار الدفع',
    timeline: 'حالة الطلب',
    steps: ['تم الطلب', 'تم التأكيد', 'تم الشحن', 'تم التوصيل'],
    notYet: 'لم يتم بعد',
    address: 'عنوان التوصيل',
    vat: /يشمل ضريبة القيمة المضافة/,
    cardNumber: 'رقم البطاقة',
    expiry: 'تاريخ الانتهاء (شهر/سنة)',
    cvv: 'رمز التحقق (CVV)',
    holder: 'الاسم على البطاقة',
    cardPay: /^ادفع [\d.]+ د\.إ$/,
    paid: 'تمت عملية الدفع بنجاح',
    walletHistory: 'سجل المحفظة',
    redeem: 'استبدال',
    redeemed: 'نقاط مستبدلة',
    paidAnOrder: 'دفع طلب',
    reason: 'مشكلة في الجودة',
    description: 'صف المشكلة',
    addPhotos: 'إضافة صور',
    removePhoto: 'إزالة الصورة 2',
    notAPhoto: 'notes.txt ليس صورة بحجم 5 ميغابايت كحد أقصى',
    send: 'إرسال الطلب',
    requested: 'تم استلام طلب الإرجاع، وسنتواصل معك قريبًا',
    photoAlt: (n: number, name: string) => `الصورة ${n} من ${name}`,
    customerPhotos: 'صور العميل',
  },
} as const;

async function shot(page: Page, info: TestInfo, lang: Lang, name: string) {
  fs.mkdirSync('/tmp/shots', { recursive: true });
  // From the top: a full-page shot taken scrolled down paints the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `/tmp/shots/after-${info.project.name}-${lang}-${name}.png`, fullPage: true });
}

for (const lang of LANGS) {
  test.describe(`after buying (${lang})`, flowIn(lang), () => {
    test.describe.configure({ mode: 'serial', timeout: 120_000 });
    const w = words[lang];
    test.use({ lang, freshShop: 'demo-pictures', shopFor: lang, signedInAs: 'shopper', device: 'playwright-after' });

    test('an order left awaiting card payment shows Pay now, is never called paid, and is paid on the sandbox page', async ({
      page,
      shop,
      session,
    }, info) => {
      const { orderId, product } = await placeOrder(page, shop, session, lang, 2);
      await page.goto(`${shop.url}/myprofile/orders`);
      const card = page.getByRole('article', { name: w.order(orderId) });
      await expect(card.getByText(w.total)).toBeVisible();
      await expect(card.getByRole('link', { name: w.payNow })).toBeVisible();
      await shot(page, info, lang, 'orders-list');
      await card.getByRole('link', { name: w.viewOrder(orderId) }).click();

      await expect(page).toHaveURL(new RegExp(`/myprofile/orders/${orderId}$`));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: w.order(orderId) })).toBeVisible();
      await expect(main.getByText(w.awaitingStatus).first()).toBeVisible();
      await expect(main.getByText(w.awaiting)).toBeVisible();
      await expect(main.getByTestId('order-payment')).toHaveText(w.notCompleted);
      await expect(main.getByText(w.paidBy)).toHaveCount(0);
      await expect(main.getByRole('link', { name: product.name })).toBeVisible();
      await expect(main.getByText(w.vat)).toBeVisible();
      await expect(main.getByRole('heading', { name: w.address })).toBeVisible();
      const steps = main.getByRole('list', { name: w.timeline }).getByRole('listitem');
      await expect(steps).toHaveCount(4);
      await expect(steps.nth(1)).toContainText(w.notYet);
      await shot(page, info, lang, 'order-awaiting');

      await main.getByRole('button', { name: w.payNow }).click();
      await expect(page).toHaveURL(/\/sandbox-pay\/\d+/);
      await page.getByLabel(w.cardNumber).fill('4111 1111 1111 1111');
      await page.getByLabel(w.expiry).fill('12/39');
      await page.getByLabel(w.cvv).fill('123');
      await page.getByLabel(w.holder).fill('Mariam Al Hashemi');
      await page.getByRole('button', { name: w.cardPay }).click();
      await expect(page).toHaveURL(/\/paymentsuccess\?paymentId=\d+/);
      await expect(page.getByRole('heading', { name: w.paid })).toBeVisible();

      await page.goto(`${shop.url}/myprofile/orders/${orderId}`);
      await expect(main.getByTestId('order-payment')).toHaveText(w.paidBy);
      await expect(main.getByRole('button', { name: w.payNow })).toHaveCount(0);
      await expect(main.getByTestId('order-paid')).toHaveText(await main.getByTestId('order-total').innerText());
    });

    test('the order page shows the timeline with the dates of each step once delivered', async ({ page, shop, session }, info) => {
      const { orderId } = await placeOrder(page, shop, session, lang, 1);
      await shop.db.transaction(async (tx) => {
        await recordOrderStatus(tx, { id: orderId, userId: session.id, statusId: ORDER_STATUS.placed }, ORDER_STATUS.confirmed);
        await recordOrderStatus(tx, { id: orderId, userId: session.id, statusId: ORDER_STATUS.confirmed }, ORDER_STATUS.shipped);
        await deliverOrder(tx, orderId, [ORDER_STATUS.shipped]);
      });
      await page.goto(`${shop.url}/myprofile/orders/${orderId}`);
      const steps = page.getByRole('main').getByRole('list', { name: w.timeline }).getByRole('listitem');
      await expect(steps).toHaveCount(4);
      for (const [i, label] of w.steps.entries()) {
        await expect(steps.nth(i)).toContainText(label);
        await expect(steps.nth(i)).toHaveAttribute('data-state', 'done');
        await expect(steps.nth(i)).not.toContainText(w.notYet);
      }
      await shot(page, info, lang, 'order-delivered');
    });

    test('the wallet page lists the ledger with dates and amounts, a redeem shows at once', async ({ page, shop }, info) => {
      await page.goto(`${shop.url}/myprofile/wallet`);
      const history = page.getByRole('region', { name: w.walletHistory });
      await expect(history.getByRole('listitem').first()).toBeVisible();
      const before = await history.getByRole('listitem').count();
      await page.getByRole('button', { name: w.redeem }).click();
      await expect(history.getByRole('listitem')).toHaveCount(before + 2);
      await expect(history.getByRole('listitem').first()).toContainText(w.redeemed);
      await expect(history.getByRole('listitem').first().getByTestId('entry-amount')).toHaveText(/^[\u200e\u200f\u2066]*\+/); // Intl's direction marks, and in Arabic the isolate keeping the sign with the digits, come first
      await shot(page, info, lang, 'wallet');
    });

    test('a return carries photos (a file that is not one is refused), and the admin sees them', async ({ page, shop, session }, info) => {
      const { orderId, product } = await placeOrder(page, shop, session, lang, 1);
      await shop.db.transaction(async (tx) => {
        await recordOrderStatus(tx, { id: orderId, userId: session.id, statusId: ORDER_STATUS.placed }, ORDER_STATUS.shipped);
        await deliverOrder(tx, orderId, [ORDER_STATUS.shipped]);
      });
      const rows = await apiCall<{ order_id: number; order_item_id: number }[]>(page, shop, session, '/orders/list.php');
      const itemId = rows.find((r) => r.order_id === orderId)!.order_item_id;
      await page.goto(`${shop.url}/myprofile/refund/${itemId}`);
      await page.getByRole('radio', { name: w.reason }).check();
      await page.getByLabel(w.description).fill('The jar arrived cracked');
      const input = page.getByLabel(w.addPhotos);
      await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
      await expect(page.getByRole('alert').filter({ hasText: w.notAPhoto })).toBeVisible();
      await input.setInputFiles([
        { name: 'jar.png', mimeType: 'image/png', buffer: await pngOf('#c8860a') },
        { name: 'lid.png', mimeType: 'image/png', buffer: await pngOf('#4a7c59') },
        { name: 'box.png', mimeType: 'image/png', buffer: await pngOf('#8b2f2f') },
      ]);
      await page.getByRole('button', { name: w.removePhoto }).click();
      await expect(page.getByRole('img', { name: /^(Photo|الصورة) \d$/ })).toHaveCount(2);
      await shot(page, info, lang, 'refund-photos');
      await page.getByRole('button', { name: w.send }).click();
      await expect(page.getByText(w.requested)).toBeVisible();

      await signIn(page, { baseUrl: shop.url, email: ADMIN_EMAIL, device: 'playwright-after-admin' });
      await page.goto(`${shop.url}/admin/returns`);
      const ret = page.getByRole('article').filter({ hasText: product.name }).filter({ hasText: 'The jar arrived cracked' });
      await expect(ret.getByText(w.customerPhotos)).toBeVisible();
      for (const n of [1, 2]) {
        const img = ret.getByRole('img', { name: w.photoAlt(n, product.name) });
        await expect(img).toBeVisible();
        await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      }
      await shot(page, info, lang, 'admin-return-photos');
    });
  });
}
