// The buying path's answers in English on the desktop and Arabic on the phone (flowIn), each language on its own
// freshly seeded shop: an order cancelled from its own page with a reason changes on screen without a reload
// (and the orders list agrees), and a signed-in shopper who switches language gets the shop's e-mails about
// their orders in the new language (an Arabic one right to left), read from the dev mailbox.
import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { orders } from '../apps/server/src/db/schema';
import { expect, test, type Page, type TestInfo } from './support/test';
import { LANGS, type Lang, flowIn } from './helpers';
import { placeOrder } from './support/orders';

const words = {
  en: {
    order: (id: number) => `Order #${id}`,
    cancel: 'Cancel order',
    dialog: (id: number) => `Cancel order #${id}`,
    question: 'All items in the order will be cancelled. Are you sure?',
    reason: 'I ordered by mistake',
    words: 'In your own words (optional)',
    typed: 'Wrong size of jar',
    yes: 'Yes',
    cancelled: 'Cancelled',
    placed: 'Placed',
    done: /^Your order has been cancelled/,
    shownReason: 'Reason for cancelling: I ordered by mistake: Wrong size of jar',
    dueOnDelivery: 'To pay on delivery',
    back: 'My orders',
    menu: 'Open menu',
    language: 'Language',
  },
  ar: {
    order: (id: number) => `الطلب رقم ${id}`,
    cancel: 'إلغاء الطلب',
    dialog: (id: number) => `إلغاء الطلب رقم ${id}`,
    question: 'سيتم إلغاء جميع المنتجات في الطلب، هل أنت متأكد؟',
    reason: 'طلبت بالخطأ',
    words: 'بكلماتك (اختياري)',
    typed: 'حجم العلبة غير مناسب',
    yes: 'نعم',
    cancelled: 'ملغي',
    placed: 'تم الطلب',
    done: /^تم إلغاء طلبك/,
    shownReason: 'سبب الإلغاء: طلبت بالخطأ، حجم العلبة غير مناسب',
    dueOnDelivery: 'يُدفع عند الاستلام',
    back: 'طلباتي',
    menu: 'فتح القائمة',
    language: 'اللغة',
  },
} as const;

/** The subject and markers of the order confirmation e-mail in each language. */
const mailWords = {
  en: { subject: (id: number) => `Order #${id} is confirmed`, html: '<html lang="en" dir="ltr">', text: /Total \(VAT included\)/ },
  ar: {
    subject: (id: number) => `تم تأكيد طلبك رقم ${id}`,
    html: '<html lang="ar" dir="rtl">',
    text: /الإجمالي \(شامل ضريبة القيمة المضافة\)/,
  },
} as const;

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** Screenshots of what the page shows now, at phone and desktop width (the journey's own width last). */
async function shots(page: Page, info: TestInfo, lang: Lang, name: string) {
  fs.mkdirSync('/tmp/shots/buying-lang', { recursive: true });
  const own = page.viewportSize()!;
  for (const [width, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `/tmp/shots/buying-lang/${name}-${lang}-${width}-${info.project.name}.png`, fullPage: true });
  }
  await page.setViewportSize(own);
}

for (const lang of LANGS) {
  test.describe(`orders that answer at once, in the shopper's language (${lang})`, flowIn(lang), () => {
    test.describe.configure({ mode: 'serial', timeout: 120_000 });
    const w = words[lang];
    test.use({ lang, freshShop: 'demo', shopFor: lang, signedInAs: 'shopper', device: 'playwright-order-language' });

    test('cancels from the order page with a reason: status, buttons and totals change without a reload', async ({
      page,
      shop,
      session,
    }, info) => {
      const { orderId } = await placeOrder(page, shop, session, 'en', 1);
      await page.goto(`${shop.url}/myprofile/orders/${orderId}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: w.order(orderId) })).toBeVisible();
      await expect(main.getByText(w.dueOnDelivery)).toBeVisible();
      // A mark that a reload would wipe out.
      await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

      await main.getByRole('button', { name: w.cancel }).click();
      const dialog = page.getByRole('alertdialog', { name: w.dialog(orderId) });
      await expect(dialog).toContainText(w.question);
      await dialog.getByRole('radio', { name: w.reason }).check();
      await dialog.getByLabel(w.words).fill(w.typed);
      await shots(page, info, lang, 'cancel-dialog');
      await dialog.getByRole('button', { name: w.yes }).click();

      await expect(page.getByText(w.done)).toBeVisible();
      await expect(dialog).toHaveCount(0);
      const header = main.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
      await expect(header.getByText(w.cancelled)).toHaveAttribute('data-tone', 'red');
      await expect(main.getByRole('button', { name: w.cancel })).toHaveCount(0);
      await expect(main.getByText(w.dueOnDelivery)).toHaveCount(0);
      await expect(main.getByTestId('cancel-reason')).toHaveText(w.shownReason);
      await expect(
        main.getByRole('list', { name: lang === 'ar' ? 'حالة الطلب' : 'Order status' }).locator('[data-state="stopped"]'),
      ).toHaveCount(1);
      expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
      await shots(page, info, lang, 'order-cancelled');

      // The orders list, reached in the page, says the same: no Cancel button on the card.
      await main.getByRole('link', { name: w.back }).last().click();
      const card = page.getByRole('article', { name: w.order(orderId) });
      await expect(card.getByText(w.cancelled, { exact: true }).first()).toBeVisible();
      await expect(card.getByText(w.placed, { exact: true })).toHaveCount(0);
      await expect(card.getByRole('button', { name: w.cancel })).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
      const [stored] = await shop.db.select().from(orders).where(eq(orders.id, orderId));
      expect(stored).toMatchObject({ statusId: 4, cancelReasonId: 2, cancelDescription: w.typed });
    });

    test("switching language while signed in puts the account's order e-mails in that language", async ({ page, shop, session }, info) => {
      const other: Lang = lang === 'en' ? 'ar' : 'en';
      await page.goto(`${shop.url}/myprofile/orders`);
      // Below 1024 px the language buttons are in the side menu.
      const isMobile = page.viewportSize()!.width < 1024;
      const scope = isMobile ? page.getByRole('dialog') : page.getByRole('banner');
      if (isMobile) await page.getByRole('button', { name: w.menu }).click();
      await scope.getByRole('group', { name: w.language }).getByRole('button', { name: other.toUpperCase() }).click();
      await expect(page).toHaveURL(other === 'ar' ? /\/ar\/myprofile\/orders$/ : /\/myprofile\/orders$/);
      await expect(page.locator('html')).toHaveAttribute('lang', other);

      // Ordered through the API in English: the e-mail still follows the account.
      const { orderId } = await placeOrder(page, shop, session, 'en', 1);
      const m = mailWords[other];
      let mail: { to: string; subject: string; text: string; html: string } | undefined;
      await expect
        .poll(async () => {
          const mails = (await (await page.request.get(`${shop.url}/dev/mailbox.json`)).json()) as NonNullable<typeof mail>[];
          mail = mails.find((x) => x.to === session.email && x.subject === m.subject(orderId));
          return mail?.subject;
        })
        .toBe(m.subject(orderId));
      expect(mail!.html).toContain(m.html);
      expect(mail!.text).toMatch(m.text);
      expect(mail!.text).toContain(`${other === 'ar' ? '/ar' : ''}/myprofile/orders/${orderId}`);

      // The e-mail as a mail client shows it.
      await page.setContent(mail!.html);
      await expect(page.locator('html')).toHaveAttribute('dir', other === 'ar' ? 'rtl' : 'ltr');
      await shots(page, info, other, 'order-mail');
    });
  });
}
