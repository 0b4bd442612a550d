// Tamara journeys, in English on the desktop and Arabic on the phone (flowIn): a shopper of a shop offering Tamara (its
// built-in sandbox, TAMARA_SANDBOX=1) sees "Or 4 interest-free payments … with Tamara" on the product page, chooses
// "Pay in instalments with Tamara" at checkout (beside cash and card), approves on Tamara's page and is back on
// /paymentsuccess (?orderId=…) with the order placed; a decline on Tamara's page brings them to /paymenterror with the
// products back in the cart. Each language has its own fresh shop. Screenshots at both widths go to /tmp/shots/tamara-*.
// On the phone the CPU is slowed six times and checkout's option and Pay are tapped as soon as they show, hydrated or
// not; one tap sends one pay_now.php and places one order (e2e/support/instalments.ts).
import { expect, test, type Page } from './support/test';
import type { Shop } from './support/shop';
import { LANGS, type Lang, type Session, flowIn, shotBothWidths } from './helpers';
import { ordersOf, payInInstalments } from './support/instalments';

const words = {
  en: {
    promo: /^Or 4 interest-free payments of AED\s[\d.]+ with Tamara$/,
    addToCart: 'Add to cart',
    online: /Pay online by card/,
    tamara: /Pay in instalments with Tamara/,
    tamaraHint: /^Split in 4 interest-free payments of AED\s[\d.]+, on Tamara's secure page$/,
    pay: /^Pay AED/,
    approve: 'Approve the payment',
    decline: 'Simulate a decline',
    paid: 'Payment completed successfully',
    failed: 'An error occurred during payment, please try again',
    statusPlaced: 'Placed',
    backToCart: 'Back to the cart',
    cartOne: 'Cart, 1 item',
  },
  ar: {
    promo: /^أو 4 دفعات بدون فوائد بقيمة \S*[\d.]+\sد\.إ\.\S* مع تمارا$/,
    addToCart: 'أضف إلى السلة',
    online: /الدفع الإلكتروني بالبطاقة/,
    tamara: /قسّم مشترياتك مع تمارا/,
    tamaraHint: /^قسّمها على 4 دفعات بدون فوائد بقيمة \S*[\d.]+\sد\.إ\.\S* عبر صفحة تمارا الآمنة$/,
    pay: /^ادفع/,
    approve: 'الموافقة على الدفع',
    decline: 'محاكاة الرفض',
    paid: 'تمت عملية الدفع بنجاح',
    failed: 'حدث خطأ أثناء عملية الدفع، يرجى المحاولة مرة أخرى',
    statusPlaced: 'تم الطلب',
    backToCart: 'العودة إلى السلة',
    cartOne: 'السلة، منتج واحد',
  },
} as const;

/**
 * From the product page (its Tamara line checked) to the chosen Tamara payment at checkout, tapped as a shopper does
 * (on the phone, slowed, before the page has hydrated: payInInstalments), sent to Tamara's page. Answers the
 * customer's orders before checkout.
 */
async function toTamara(page: Page, shop: Shop, session: Session, lang: Lang, shot?: string) {
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
    option: w.tamara,
    hint: w.tamaraHint,
    online: w.online,
    pay: w.pay,
    payType: 'tamara',
    sandbox: /\/sandbox-tamara\//,
    shot,
  });
  return before;
}

for (const lang of LANGS) {
  test.describe(`Tamara at checkout (${lang})`, flowIn(lang), () => {
    test.describe.configure({ mode: 'serial', timeout: 120_000 });
    const w = words[lang];
    test.use({
      lang,
      freshShop: 'demo-pictures',
      shopFor: lang,
      shopSettings: { TAMARA_SANDBOX: '1' },
      signedInAs: 'shopper',
      device: 'playwright-tamara',
    });

    test('its line on the product page; Tamara chosen at checkout, approved on its page, the order placed', async ({
      page,
      shop,
      session,
    }) => {
      const before = await toTamara(page, shop, session, lang, `tamara-${lang}`);
      await expect(page.getByRole('button', { name: w.approve })).toBeVisible();
      await shotBothWidths(page, `tamara-${lang}-sandbox`);
      await page.getByRole('button', { name: w.approve }).click();
      await expect(page).toHaveURL(/\/paymentsuccess\?orderId=.*paymentStatus=approved/);
      await expect(page.getByRole('heading', { name: w.paid })).toBeVisible();
      await shotBothWidths(page, `tamara-${lang}-paid`);
      await page.goto(`${shop.url}/myprofile/orders`);
      await expect(page.getByRole('main').getByText(w.statusPlaced).first()).toBeVisible();
      // Placed once: one new order, placed.
      const after = await ordersOf(page, shop, session, lang);
      const added = [...after.keys()].filter((id) => !before.has(id));
      expect(added).toHaveLength(1);
      expect(after.get(added[0]!)).toBe(w.statusPlaced);
    });

    test('a decline on Tamara’s page returns to /paymenterror with the product back in the cart', async ({ page, shop, session }) => {
      await toTamara(page, shop, session, lang);
      await page.getByRole('button', { name: w.decline }).click();
      await expect(page).toHaveURL(/\/paymenterror\?orderId=.*paymentStatus=declined/);
      await expect(page.getByRole('heading', { name: w.failed })).toBeVisible();
      await page.getByRole('link', { name: w.backToCart }).click();
      await expect(page.getByRole('banner').getByRole('button', { name: w.cartOne })).toBeVisible();
    });
  });
}
