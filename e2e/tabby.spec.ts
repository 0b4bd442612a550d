// Issue 40.1 journeys, in English on the desktop and Arabic on the phone (flowIn): a shopper of a shop offering Tabby
// (its built-in sandbox, TABBY_SANDBOX=1) sees the four payments on the product page, chooses "Pay later with Tabby"
// at checkout (beside cash and card), approves on Tabby's page and is back on /paymentsuccess with the order placed; a rejection on Tabby's
// page brings them to /paymenterror with the products back in the cart. Each language has its own fresh shop.
// Screenshots at both widths go to /tmp/shots/tabby-*.
// On the phone the CPU is slowed six times and checkout's option and Pay are tapped as soon as they show, hydrated or
// not; one tap sends one pay_now.php and places one order (e2e/support/instalments.ts).
import { expect, test, type Page } from './support/test';
import type { Shop } from './support/shop';
import { LANGS, type Lang, type Session, flowIn, shotBothWidths } from './helpers';
import { ordersOf, payInInstalments } from './support/instalments';

const words = {
  en: {
    promo: /^4 interest-free payments of AED\s[\d.]+$/,
    addToCart: 'Add to cart',
    online: /Pay online by card/,
    tabby: /Pay later with Tabby/,
    tabbyHint: /^Split in 4 interest-free payments of AED\s[\d.]+, on Tabby's secure page$/,
    pay: /^Pay AED/,
    approve: 'Approve the payment',
    reject: 'Simulate a rejection',
    paid: 'Payment completed successfully',
    failed: 'An error occurred during payment, please try again',
    statusPlaced: 'Placed',
    backToCart: 'Back to the cart',
    cartOne: 'Cart, 1 item',
  },
  ar: {
    promo: /^4 دفعات بدون فوائد بقيمة \S*[\d.]+\sد\.إ\.\S*$/,
    addToCart: 'أضف إلى السلة',
    online: /الدفع الإلكتروني بالبطاقة/,
    tabby: /ادفع لاحقًا عبر تابي/,
    tabbyHint: /^قسّمها على 4 دفعات بدون فوائد بقيمة \S*[\d.]+\sد\.إ\.\S* عبر صفحة تابي الآمنة$/,
    pay: /^ادفع/,
    approve: 'الموافقة على الدفع',
    reject: 'محاكاة الرفض',
    paid: 'تمت عملية الدفع بنجاح',
    failed: 'حدث خطأ أثناء عملية الدفع، يرجى المحاولة مرة أخرى',
    statusPlaced: 'تم الطلب',
    backToCart: 'العودة إلى السلة',
    cartOne: 'السلة، منتج واحد',
  },
} as const;

/**
 * From the product page (its Tabby line checked) to the chosen Tabby payment at checkout, tapped as a shopper does
 * (on the phone, slowed, before the page has hydrated: payInInstalments), sent to Tabby's page. Answers the
 * customer's orders before checkout.
 */
async function toTabby(page: Page, shop: Shop, session: Session, lang: Lang, shot?: string) {
  const w = words[lang];
  // The product page is not this journey's subject: opened whole, its promo line checked, at full speed.
  await page.goto(`${shop.url}/Details/1`);
  const main = page.getByRole('main');
  await expect(main.getByText(w.promo)).toBeVisible();
  if (shot) await shotBothWidths(page, `${shot}-product`);
  const added = page.waitForResponse((r) => r.url().endsWith('/api/cart/add_to_cart.php'));
  await main.getByRole('button', { name: w.addToCart, exact: true }).first().click();
  expect((await (await added).json()).status).toBe(true);
  const before = await ordersOf(page, shop, session, lang);
  await payInInstalments(page, shop, lang, {
    option: w.tabby,
    hint: w.tabbyHint,
    online: w.online,
    pay: w.pay,
    payType: 'tabby',
    sandbox: /\/sandbox-tabby\//,
    shot,
  });
  return before;
}

for (const lang of LANGS) {
  test.describe(`Tabby at checkout (${lang})`, flowIn(lang), () => {
    test.describe.configure({ mode: 'serial', timeout: 120_000 });
    const w = words[lang];
    test.use({
      lang,
      freshShop: 'demo-pictures',
      shopFor: lang,
      shopSettings: { TABBY_SANDBOX: '1' },
      signedInAs: 'shopper',
      device: 'playwright-tabby',
    });

    test('four payments on the product page; Tabby chosen at checkout, approved on its page, the order placed', async ({
      page,
      shop,
      session,
    }) => {
      const before = await toTabby(page, shop, session, lang, `tabby-${lang}`);
      await expect(page.getByRole('button', { name: w.approve })).toBeVisible();
      await shotBothWidths(page, `tabby-${lang}-sandbox`);
      await page.getByRole('button', { name: w.approve }).click();
      await expect(page).toHaveURL(/\/paymentsuccess\?payment_id=/);
      await expect(page.getByRole('heading', { name: w.paid })).toBeVisible();
      await shotBothWidths(page, `tabby-${lang}-paid`);
      await page.goto(`${shop.url}/myprofile/orders`);
      await expect(page.getByRole('main').getByText(w.statusPlaced).first()).toBeVisible();
      // Placed once: one new order, placed.
      const after = await ordersOf(page, shop, session, lang);
      const added = [...after.keys()].filter((id) => !before.has(id));
      expect(added).toHaveLength(1);
      expect(after.get(added[0]!)).toBe(w.statusPlaced);
    });

    test('a rejection on Tabby’s page returns to /paymenterror with the product back in the cart', async ({ page, shop, session }) => {
      await toTabby(page, shop, session, lang);
      await page.getByRole('button', { name: w.reject }).click();
      await expect(page).toHaveURL(/\/paymenterror\?payment_id=/);
      await expect(page.getByRole('heading', { name: w.failed })).toBeVisible();
      await page.getByRole('link', { name: w.backToCart }).click();
      await expect(page.getByRole('banner').getByRole('button', { name: w.cartOne })).toBeVisible();
    });
  });
}
