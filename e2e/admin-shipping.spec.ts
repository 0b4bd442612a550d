// Issue 39 §1 journey in English (desktop) and Arabic (phone): the owner marks a confirmed order shipped with Aramex
// under the tracking number on the parcel, on a slow phone's CPU, one tap one request; the customer's order page
// then names the carrier, the number and a link to Aramex's tracking page. Each language runs on its own freshly
// seeded shop. The console is rendered in the browser (no server markup to tap before it is ready), so each tap comes
// as soon as its control shows. Screenshots of the ship dialog and of the customer's order page at both widths.
import { expect, test, type Page } from './support/test';
import { ADMIN_EMAIL, CUSTOMER_EMAIL, flowIn, LANGS, shotBothWidths, signIn } from './helpers';
import { atFullSpeed, fieldOf, sent, slowCpu } from './support/slowPhone';

const words = {
  en: {
    ship: 'Mark shipped',
    carrier: 'Carrier',
    aramex: 'Aramex',
    trackingNumber: 'Tracking number',
    shipped: 'Shipped',
    track: 'Track your parcel',
  },
  ar: {
    ship: 'تسجيل الشحن',
    carrier: 'شركة الشحن',
    aramex: 'أرامكس',
    trackingNumber: 'رقم التتبع',
    shipped: 'تم الشحن',
    track: 'تتبّع شحنتك',
  },
} as const;

for (const lang of LANGS) {
  test.describe(`shipping (${lang})`, flowIn(lang), () => {
    const w = words[lang];
    test.use({ lang, freshShop: 'demo', shopFor: lang });

    test(`the owner ships an order with Aramex and its tracking number, which the customer can follow (${lang})`, async ({
      page,
      shop,
    }) => {
      test.setTimeout(120_000);
      const inLang = (path: string) => `${shop.url}${lang === 'ar' ? '/ar' : ''}${path}`;
      const admin = await signIn(page, { email: ADMIN_EMAIL, baseUrl: shop.url, device: 'playwright-shipping' });
      const post = async <T>(p: Page, path: string, form: Record<string, string>) => {
        const answer = (await (await p.request.post(`${shop.url}/api${path}`, { form })).json()) as {
          status: boolean;
          msg: string;
          data: T;
        };
        expect(answer.status, `${path}: ${answer.msg}`).toBe(true);
        return answer.data;
      };
      const auth = { auth_key: admin.auth_key, user_id: String(admin.id) };
      // One of the demo customer's placed orders, confirmed: the order the owner ships.
      const [placed] = (
        await post<{ rows: { id: number }[] }>(page, '/admin/orders/list.php', { ...auth, status_id: '1', customer: CUSTOMER_EMAIL })
      ).rows;
      expect(placed, 'the demo customer has a placed order').toBeTruthy();
      await post(page, '/admin/orders/change_status.php', { ...auth, order_id: String(placed!.id), action: 'confirm' });
      const tracking = `${lang === 'en' ? '4' : '5'}${String(placed!.id).padStart(10, '0')}`;

      const cdp = await slowCpu(page);
      await page.goto(inLang(`/admin/orders/${placed!.id}`), { waitUntil: 'commit' });
      const status = page.getByRole('region', { name: /Order status|حالة الطلب/ });
      await status.getByRole('button', { name: w.ship, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(w.carrier).selectOption({ label: w.aramex });
      await dialog.getByLabel(w.trackingNumber).fill(tracking);
      await atFullSpeed(cdp, () => shotBothWidths(page, `console-ship-aramex-${lang}`));
      const moves = sent(page, '/admin/orders/change_status.php');
      await dialog.getByRole('button', { name: w.ship, exact: true }).click();
      await expect(status.getByText(w.shipped, { exact: true })).toBeVisible();
      expect(moves).toHaveLength(1);
      expect([fieldOf(moves[0]!, 'carrier'), fieldOf(moves[0]!, 'tracking_number')]).toEqual(['aramex', tracking]);

      // The customer's order page: the carrier, the number, and Aramex's tracking page for it.
      await signIn(page, { email: CUSTOMER_EMAIL, baseUrl: shop.url, device: 'playwright-shipping' });
      await page.goto(inLang(`/myprofile/orders/${placed!.id}`));
      const shipment = page.getByTestId('shipment');
      await expect(shipment).toContainText(w.aramex);
      await expect(shipment).toContainText(tracking);
      const track = shipment.getByRole('link', { name: w.track });
      await expect(track).toHaveAttribute('href', new RegExp(`aramex\\.com.*${tracking}`));
      await atFullSpeed(cdp, () => shotBothWidths(page, `order-shipped-aramex-${lang}`));
    });
  });
}
