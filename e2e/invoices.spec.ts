// Tax invoices: a customer's cash order is delivered by the console, then the customer downloads its tax
// invoice from My orders and the admin downloads it from the order's page; both are PDFs named by number.
// On a shop of its own: the journey places and delivers orders.
import fs from 'node:fs';
import { expect, test, type Page } from './support/test';
import type { Shop } from './support/shop';
import { ADMIN_EMAIL, CUSTOMER_EMAIL, DEMO_PASSWORD, LANGS, setLanguage, signIn, type Lang, flowIn } from './helpers';

const words = {
  en: { invoice: /^Tax invoice INV-\d{6}$/, order: (id: number) => `Order #${id}` },
  ar: { invoice: /^الفاتورة الضريبية INV-\d{6}$/, order: (id: number) => `الطلب رقم ${id}` },
} as const;

test.use({ freshShop: 'demo-pictures' });

/** The demo customer orders one product, cash on delivery, and the console delivers it. Answers the order id. */
async function deliveredCashOrder(page: Page, shop: Shop): Promise<number> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers of several calls, read by field
  const post = async (path: string, form: Record<string, string | number>): Promise<any> => {
    const answer = (await (await page.request.post(`${shop.url}/api${path}`, { form })).json()) as {
      status: boolean;
      msg: string;
      data: unknown;
    };
    expect(answer.status, `${path}: ${answer.msg}`).toBe(true);
    return answer.data;
  };
  const login = async (email: string) => {
    const s = await post('/login.php', { email, password: DEMO_PASSWORD, token: '', platform: '3', device_id: `invoices-${email}` });
    return { auth_key: s.auth_key as string, user_id: s.id as number };
  };
  const customer = await login(CUSTOMER_EMAIL);
  const admin = await login(ADMIN_EMAIL);
  const home = await post('/home/home.php', { auth_key: 'guest', user_id: 0 });
  const product = [...home.products, ...home.new_products].find((p: { quantity: number }) => p.quantity > 5);
  await post('/cart/add_to_cart.php', { ...customer, product_id: product.id, quantity: 1 });
  const [address] = await post('/profile/addresses/list.php', customer);
  const order = await post('/cart/pay_now.php', { ...customer, address_id: address.id, payment_method: 1 });
  for (const action of ['confirm', 'ship', 'deliver'])
    await post('/admin/orders/change_status.php', { ...admin, order_id: order.order_id, action });
  return order.order_id;
}

async function downloadsPdf(page: Page, button: ReturnType<Page['getByRole']>) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^INV-\d{6}\.pdf$/);
  const file = await download.path();
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
}

for (const lang of LANGS as Lang[]) {
  test(`the customer and the console download a delivered order's tax invoice (${lang})`, flowIn(lang), async ({ page, shop }, info) => {
    const w = words[lang];
    const orderId = await deliveredCashOrder(page, shop);
    await setLanguage(page, lang);

    await signIn(page, { baseUrl: shop.url, device: `invoices-web-${lang}` });
    await page.goto(`${shop.url}/myprofile/orders`);
    const order = page.getByRole('article', { name: w.order(orderId) });
    await downloadsPdf(page, order.getByRole('button', { name: w.invoice }));
    fs.mkdirSync('/tmp/shots', { recursive: true });
    await order.screenshot({ path: `/tmp/shots/invoices-${info.project.name}-${lang}-order.png` });

    await signIn(page, { baseUrl: shop.url, email: ADMIN_EMAIL, device: `invoices-admin-${lang}` });
    await page.goto(`${shop.url}/admin/orders/${orderId}`);
    await downloadsPdf(page, page.getByRole('main').getByRole('button', { name: w.invoice }));
    await page.screenshot({ path: `/tmp/shots/invoices-${info.project.name}-${lang}-admin.png` });
  });
}
