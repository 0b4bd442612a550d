// Issue 5 journeys in English on the desktop and Arabic on the phone (flowIn): add to cart from a product card and from the
// product page, change quantities, apply and remove a coupon, check out with cash on delivery, pay online
// through the sandbox card page (or its Apple Pay sheet) back to /paymentsuccess, and a declined card back to /paymenterror; the
// orders then show in the orders list. Each language runs against its own freshly seeded shop
// (support/shop.ts), whose card page returns to that shop.
import fs from 'node:fs';
import { expect, test, type Locator, type Page, type TestInfo } from './support/test';
import type { Shop } from './support/shop';
import { LANGS, type Lang, flowIn, newCustomer, shotBothWidths, signIn } from './helpers';
import { ADDRESS_FORM } from './support/addressForm';
import { answerMapTiles, pickOnMap } from './support/map';

const words = {
  en: {
    ...ADDRESS_FORM.en,
    addToCart: 'Add to cart',
    cart: (n: number) => (n === 1 ? 'Cart, 1 item' : `Cart, ${n} items`),
    cartTitle: 'Cart',
    viewCart: 'View cart',
    increase: 'Increase quantity',
    decrease: 'Decrease quantity',
    remove: (name: string) => `Remove ${name} from the cart`,
    couponCode: 'Coupon code',
    apply: 'Apply',
    removeCoupon: 'Remove coupon',
    expired: 'This coupon has expired',
    applied: 'Coupon SAVE20 applied',
    checkout: 'Checkout',
    delivery: 'Delivery address',
    placeOrder: 'Place order',
    placed: 'Your order has been placed successfully',
    viewOrder: (id: number) => `View order #${id}`,
    arriving: /^Arriving \w{3}, \d{1,2} \w{3}$/,
    payCash: /^You pay AED\s[\d.]+ in cash when it arrives\.$/,
    nothingDue: 'It is paid: nothing more to pay when it arrives.',
    online: /Pay online by card/,
    useWallet: /Use my wallet balance/,
    pay: /^Pay AED/,
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvv: 'CVV',
    holder: 'Name on card',
    cardPay: /^Pay [\d.]+ AED$/,
    paid: 'Payment completed successfully',
    paymentId: 'Payment ID',
    failed: 'An error occurred during payment, please try again',
    myOrders: 'My orders',
    backToCart: 'Back to the cart',
    statusPlaced: 'Placed',
    payWithApplePay: /^Pay AED\s[\d.]+ with Apple Pay$/,
    confirmApplePay: 'Confirm with Apple Pay',
    addressNeeded: 'Add a main delivery address to place your order.',
    addAddress: 'Add an address',
    editChosen: (name: string) => `Edit the address ${name}`,
    businessBay: 'Business Bay',
    hatta: 'Hatta',
    deliveryLine: 'Delivery',
    arrivesBy: /^Order now, arrives by \w{3}, \d{1,2} \w{3}$/,
  },
  ar: {
    ...ADDRESS_FORM.ar,
    addToCart: 'أضف إلى السلة',
    cart: (n: number) =>
      ({ 0: 'السلة فارغة', 1: 'السلة، منتج واحد', 2: 'السلة، منتجان' })[n] ?? (n <= 10 ? `السلة، ${n} منتجات` : `السلة، ${n} منتجًا`),
    cartTitle: 'السلة',
    viewCart: 'عرض السلة',
    increase: 'زيادة الكمية',
    decrease: 'إنقاص الكمية',
    remove: (name: string) => `إزالة ${name} من السلة`,
    couponCode: 'رمز القسيمة',
    apply: 'تطبيق',
    removeCoupon: 'إزالة القسيمة',
    expired: 'انتهت صلاحية هذه القسيمة',
    applied: 'تم تطبيق القسيمة SAVE20',
    checkout: 'إتمام الطلب',
    delivery: 'عنوان التوصيل',
    placeOrder: 'تأكيد الطلب',
    placed: 'تم تقديم طلبك بنجاح',
    viewOrder: (id: number) => `عرض الطلب رقم ${id}`,
    arriving: /^يصلك \S+، \d{1,2} \S+$/,
    payCash: /^تدفع .+ نقدًا عند الاستلام\.$/,
    nothingDue: 'تم الدفع: لا شيء عليك عند الاستلام.',
    online: /الدفع الإلكتروني بالبطاقة/,
    useWallet: /استخدام رصيد محفظتي/,
    pay: /^ادفع/,
    cardNumber: 'رقم البطاقة',
    expiry: 'تاريخ الانتهاء (شهر/سنة)',
    cvv: 'رمز التحقق (CVV)',
    holder: 'الاسم على البطاقة',
    cardPay: /^ادفع [\d.]+ د\.إ$/,
    paid: 'تمت عملية الدفع بنجاح',
    paymentId: 'رقم عملية الدفع',
    failed: 'حدث خطأ أثناء عملية الدفع، يرجى المحاولة مرة أخرى',
    myOrders: 'طلباتي',
    backToCart: 'العودة إلى السلة',
    statusPlaced: 'تم الطلب',
    payWithApplePay: /^ادفع .+ عبر Apple Pay$/,
    confirmApplePay: 'تأكيد الدفع عبر Apple Pay',
    addressNeeded: 'أضف عنوان توصيل رئيسيًا لإتمام طلبك.',
    addAddress: 'إضافة عنوان',
    editChosen: (name: string) => `تعديل العنوان ${name}`,
    businessBay: 'الخليج التجاري',
    hatta: 'حتا',
    deliveryLine: 'التوصيل',
    arrivesBy: /^اطلب الآن ويصلك بحلول \S+، \d{1,2} \S+$/,
  },
} as const;

interface Card {
  id: number;
  name: string;
  quantity: number;
  sale_price: number;
}

/** A product for the product-page steps: in stock, and two of them make the 150 AED SAVE20 needs. */
async function pricyProduct(page: Page, shop: Shop, lang: Lang): Promise<Card> {
  const res = await page.request.post(`${shop.url}/api/home/home.php`, {
    headers: { 'accept-language': lang },
    form: { auth_key: 'guest', user_id: '0' },
  });
  const data = ((await res.json()) as { data: Record<'products' | 'selected_products' | 'new_products', Card[]> }).data;
  const cards = [...data.products, ...data.selected_products, ...data.new_products].filter((c) => c.quantity >= 8 && c.sale_price >= 80);
  expect(cards.length, 'a product of 80 AED or more with stock').toBeGreaterThan(0);
  return cards[0]!;
}

async function shot(page: Page, info: TestInfo, lang: Lang, name: string) {
  fs.mkdirSync('/tmp/shots', { recursive: true });
  await page.screenshot({ path: `/tmp/shots/checkout-${info.project.name}-${lang}-${name}.png`, fullPage: true });
}

/** The value of the totals' row named `label` (the summary's definition list). */
const totalsRow = (page: Page, label: string) =>
  page
    .getByRole('complementary')
    .locator('dl > div')
    .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition');

/** Taps an add-to-cart button and waits for the shop's answer that the line was added. */
async function tapAdd(page: Page, button: Locator) {
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/cart/add_to_cart.php'));
  await button.click();
  expect((await (await answered).json()).status).toBe(true);
}

async function addFromProductPage(page: Page, shop: Shop, product: Card, lang: Lang, times: number) {
  const w = words[lang];
  await page.goto(`${shop.url}/Details/${product.id}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  for (let i = 1; i < times; i++) await main.getByRole('button', { name: w.increase }).first().click();
  await tapAdd(page, main.getByRole('button', { name: w.addToCart, exact: true }).first());
}

async function payOnSandbox(page: Page, lang: Lang, card: string) {
  const w = words[lang];
  await expect(page).toHaveURL(/\/sandbox-pay\/\d+/);
  await page.getByLabel(w.cardNumber).fill(card);
  await page.getByLabel(w.expiry).fill('12/39');
  await page.getByLabel(w.cvv).fill('123');
  await page.getByLabel(w.holder).fill('Mariam Al Hashemi');
  await page.getByRole('button', { name: w.cardPay }).click();
}

for (const lang of LANGS) {
  test.describe(`cart and checkout (${lang})`, flowIn(lang), () => {
    test.describe.configure({ mode: 'serial', timeout: 120_000 });
    const w = words[lang];
    test.use({ lang, freshShop: 'demo-pictures', shopFor: lang, signedInAs: 'shopper', device: 'playwright-checkout' });
    let product: Card;

    test.beforeEach(async ({ page, shop }) => {
      product ??= await pricyProduct(page, shop, lang);
    });

    test('adds from a card and from the product page, changes quantities, applies and removes a coupon', async ({ page, shop }, info) => {
      const header = page.getByRole('banner');
      // From a card: one unit.
      await page.goto(`${shop.url}/products`);
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('button', { name: w.addToCart }) })
        .filter({ hasNotText: product.name })
        .first();
      const cardName = (await card.getByRole('heading').innerText()).trim();
      await card.hover();
      await tapAdd(page, card.getByRole('button', { name: w.addToCart }));
      await expect(header.getByRole('button', { name: w.cart(1) })).toBeVisible();

      // From the product page: two units.
      await addFromProductPage(page, shop, product, lang, 2);
      await expect(header.getByRole('button', { name: w.cart(3) })).toBeVisible();

      // The add opened the mini-cart, whose "View cart" leads to the cart page.
      await header.getByRole('dialog').getByRole('link', { name: w.viewCart }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.cartTitle })).toBeVisible();
      const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: cardName }) });
      await line.getByRole('button', { name: w.increase }).click();
      await expect(header.getByRole('button', { name: w.cart(4) })).toBeVisible();
      await line.getByRole('button', { name: w.decrease }).click();
      await expect(header.getByRole('button', { name: w.cart(3) })).toBeVisible();

      // A coupon past its dates is refused under the field; SAVE20 applies and can be removed.
      const code = page.getByRole('textbox', { name: w.couponCode });
      await code.fill('RAMADAN25');
      await page.getByRole('button', { name: w.apply }).click();
      await expect(page.getByRole('alert').filter({ hasText: w.expired })).toBeVisible();
      await code.fill('save20');
      await page.getByRole('button', { name: w.apply }).click();
      await expect(page.getByText(w.applied)).toBeVisible();
      await expect(code).toBeDisabled();
      await shot(page, info, lang, 'cart');
      await page.getByRole('button', { name: w.removeCoupon }).click();
      await expect(page.getByRole('button', { name: w.apply })).toBeVisible();
      await expect(code).toBeEnabled();

      await line.getByRole('button', { name: w.remove(cardName) }).click();
      await expect(line).toHaveCount(0);
      await expect(header.getByRole('button', { name: w.cart(2) })).toBeVisible();
    });

    test('checks out with cash on delivery: the confirmation shows the order, then the order is in the orders list', async ({
      page,
      shop,
    }, info) => {
      await page.goto(`${shop.url}/checkout`);
      await expect(page.getByRole('region', { name: w.delivery }).getByText('Villa 12, Street 23, Al Mushrif, Abu Dhabi')).toBeVisible();
      await shot(page, info, lang, 'checkout');
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/cart/pay_now.php'));
      await page.getByRole('button', { name: w.placeOrder }).click();
      const orderId = ((await (await answered).json()) as { data: { order_id: number } }).data.order_id;
      // The confirmation takes checkout's place: headed by the spec's message, the order's number, arrival day,
      // items, address and what is left to pay.
      await expect(page).toHaveURL(new RegExp(`/checkout/placed/${orderId}$`));
      await expect(page.getByRole('heading', { level: 1, name: w.placed })).toBeVisible();
      const confirmation = page.getByTestId('order-confirmation');
      await expect(confirmation.getByText(w.arriving)).toBeVisible();
      await expect(confirmation.getByRole('link', { name: product.name })).toBeVisible();
      await expect(confirmation.getByText('Villa 12, Street 23')).toBeVisible();
      await expect(confirmation.getByText(w.payCash)).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: w.cart(0) })).toBeVisible();
      await shot(page, info, lang, 'placed');
      await confirmation.getByRole('link', { name: w.viewOrder(orderId) }).click();
      await expect(page).toHaveURL(new RegExp(`/myprofile/orders/${orderId}$`));
      await page.goto(`${shop.url}/myprofile/orders`);
      await expect(page.getByRole('main').getByText(product.name).first()).toBeVisible();
      await expect(page.getByRole('main').getByText(w.statusPlaced).first()).toBeVisible();
    });

    test('pays online with the wallet and a Visa card on the sandbox page, back to /paymentsuccess', async ({ page, shop }, info) => {
      await addFromProductPage(page, shop, product, lang, 1);
      await page.goto(`${shop.url}/checkout`);
      await page.getByRole('radio', { name: w.online }).check();
      await page.getByRole('checkbox', { name: w.useWallet }).check();
      await page.getByRole('button', { name: w.pay }).click();
      // The sandbox page has arrived before it is photographed (a screenshot taken mid-navigation can hang).
      await expect(page).toHaveURL(/\/sandbox-pay\/\d+/);
      await expect(page.getByLabel(w.cardNumber)).toBeVisible();
      await shot(page, info, lang, 'sandbox');
      await payOnSandbox(page, lang, '4111 1111 1111 1111');
      await expect(page).toHaveURL(/\/paymentsuccess\?paymentId=\d+/);
      const paymentId = new URL(page.url()).searchParams.get('paymentId')!;
      await expect(page.getByRole('heading', { name: w.paid })).toBeVisible();
      await expect(page.getByText(w.paymentId)).toBeVisible();
      await expect(page.getByText(paymentId)).toBeVisible();
      // Under the payment, the same confirmation as after cash: paid, nothing due on arrival.
      const confirmation = page.getByTestId('order-confirmation');
      await expect(confirmation.getByText(w.nothingDue)).toBeVisible();
      await expect(confirmation.getByText(w.arriving)).toBeVisible();
      await shot(page, info, lang, 'paymentsuccess');
      await page.goto(`${shop.url}/myprofile/orders`);
      await expect(page.getByRole('main').getByText(w.statusPlaced).first()).toBeVisible();
    });

    test('pays with Apple Pay on a device that has it, through the sandbox wallet sheet', async ({ page, shop }, info) => {
      // Chromium has no Apple Pay: stand in for Safari's ApplePaySession, as an iPhone would have it.
      await page.addInitScript(() => Object.assign(window, { ApplePaySession: { canMakePayments: () => true } }));
      await addFromProductPage(page, shop, product, lang, 1);
      await page.goto(`${shop.url}/checkout`);
      await page.getByRole('radio', { name: w.online }).check();
      await expect(page.getByRole('radio', { name: 'Google Pay', exact: true })).toBeVisible();
      await page.getByRole('radio', { name: 'Apple Pay', exact: true }).check();
      await shot(page, info, lang, 'wallets');
      await page.getByRole('button', { name: w.payWithApplePay }).click();
      await expect(page).toHaveURL(/\/sandbox-pay\/\d+/);
      await expect(page.getByLabel(w.cardNumber)).toHaveCount(0);
      await expect(page.getByRole('button', { name: w.confirmApplePay })).toBeVisible();
      await shot(page, info, lang, 'sandbox-apple-pay');
      await page.getByRole('button', { name: w.confirmApplePay }).click();
      await expect(page).toHaveURL(/\/paymentsuccess\?paymentId=\d+/);
      await expect(page.getByRole('heading', { name: w.paid })).toBeVisible();
    });

    test('a declined card returns to /paymenterror and the products go back to the cart', async ({ page, shop }, info) => {
      await addFromProductPage(page, shop, product, lang, 1);
      await page.goto(`${shop.url}/checkout`);
      await page.getByRole('radio', { name: w.online }).check();
      await page.getByRole('button', { name: w.pay }).click();
      await payOnSandbox(page, lang, '4000 0000 0000 0002');
      await expect(page).toHaveURL(/\/paymenterror\?paymentId=\d+/);
      await expect(page.getByRole('heading', { name: w.failed })).toBeVisible();
      await shot(page, info, lang, 'paymenterror');
      await page.getByRole('link', { name: w.backToCart }).click();
      await expect(page.getByRole('heading', { name: product.name })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: w.cart(1) })).toBeVisible();
    });
  });
}

for (const lang of LANGS) {
  test.describe(`checkout for a new customer (${lang})`, flowIn(lang), () => {
    test.use({ lang, freshShop: 'demo-pictures', shopFor: lang });
    const w = words[lang];

    test('adds the first address inside checkout, edits it there, sees the fee follow, and pays by card', async ({
      page,
      shop,
      isMobile,
    }, info) => {
      test.setTimeout(120_000);
      await answerMapTiles(page);
      const email = `checkout-address-${lang}-${info.project.name}-${Date.now()}@example.com`;
      await newCustomer(page, email, 'first-address-2026', shop.url);
      await signIn(page, { email, password: 'first-address-2026', baseUrl: shop.url });
      const product = await pricyProduct(page, shop, lang);
      await addFromProductPage(page, shop, product, lang, 1);

      // No address yet: checkout says one is needed, prices delivery as the range of the regions' fees, and
      // cannot place the order.
      await page.goto(`${shop.url}/checkout`);
      await expect(page.getByRole('alert').filter({ hasText: w.addressNeeded })).toBeVisible();
      await expect(totalsRow(page, w.deliveryLine)).toHaveText(/25\.00\s*[–-]\s*(AED\s)?50\.00/);
      await expect(page.getByRole('button', { name: w.placeOrder })).toBeDisabled();
      await shotBothWidths(page, `checkout-${lang}-no-address`);

      // The address is added in a dialog over checkout, with the map.
      await page.getByRole('button', { name: w.addAddress }).click();
      const dialog = page.getByRole('dialog', { name: w.newAddress });
      const name = `Office ${lang} ${Date.now() % 100_000}`;
      await dialog.getByLabel(w.addressName).fill(name);
      await dialog.getByLabel(w.phone).fill('0501112233');
      await dialog.getByLabel(w.address, { exact: true }).fill('Office 4, Bay Square 2');
      await dialog.getByLabel(w.emirate).selectOption({ label: w.dubai });
      await expect(dialog.getByLabel(w.region)).toBeEnabled();
      await dialog.getByLabel(w.region).selectOption({ label: w.businessBay });
      const map = dialog.getByRole('application', { name: w.map });
      await map.scrollIntoViewIfNeeded();
      await pickOnMap(map, isMobile, 0.5, 0.5);
      await shot(page, info, lang, 'address-dialog');
      const added = page.waitForResponse((r) => r.url().endsWith('/api/profile/addresses/add.php'));
      await dialog.getByRole('button', { name: w.saveAddress }).click();
      expect((await (await added).json()).status).toBe(true);

      // Back on checkout, not on the addresses page: the new address is chosen and priced (Business Bay, 25 AED).
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/checkout$/);
      const deliverTo = page.getByRole('region', { name: w.delivery });
      await expect(deliverTo.getByRole('radio', { name: new RegExp(name) })).toBeChecked();
      await expect(page.getByRole('alert').filter({ hasText: w.addressNeeded })).toHaveCount(0);
      await expect(totalsRow(page, w.deliveryLine)).toHaveText(/^\D*25\.00\D*$/);
      await expect(page.getByText(w.arrivesBy)).toBeVisible();

      // Edited there too: Hatta is a far region (50 AED), and the fee follows without leaving checkout.
      await page.getByRole('button', { name: w.editChosen(name) }).click();
      const edit = page.getByRole('dialog', { name: w.editAddress });
      await edit.getByLabel(w.region).selectOption({ label: w.hatta });
      await edit.getByRole('button', { name: w.saveAddress }).click();
      await expect(edit).toBeHidden();
      await expect(totalsRow(page, w.deliveryLine)).toHaveText(/^\D*50\.00\D*$/);
      await expect(page).toHaveURL(/\/checkout$/);
      await shotBothWidths(page, `checkout-${lang}-address-chosen`);

      // Paid by card on the sandbox page; the confirmation delivers to the address made in checkout.
      await page.getByRole('radio', { name: w.online }).check();
      await page.getByRole('button', { name: w.pay }).click();
      await payOnSandbox(page, lang, '4111 1111 1111 1111');
      await expect(page).toHaveURL(/\/paymentsuccess\?paymentId=\d+/);
      const confirmation = page.getByTestId('order-confirmation');
      await expect(confirmation.getByText('Office 4, Bay Square 2')).toBeVisible();
      await expect(confirmation.getByText(w.hatta)).toBeVisible();
      await expect(confirmation.getByText(w.nothingDue)).toBeVisible();
      await expect(confirmation.getByRole('link', { name: product.name })).toBeVisible();
      await shotBothWidths(page, `checkout-${lang}-paid-new-address`);
    });
  });
}
