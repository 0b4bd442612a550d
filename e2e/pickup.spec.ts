// Issue 40.3 journeys, in English on the desktop and Arabic on the phone (flowIn), each on its own fresh demo shop
// (whose branches hold a share of every product): a shopper on a phone slowed six times taps "Pick up from a
// branch" and "Place order" as soon as each can be tapped, without waiting for the page to finish hydrating; one
// tap sends one pay_now.php, with the branch and without an address, and the confirmation shows the branch and
// the six-digit pickup code. Then the owner marks the order ready for pickup and, with the customer's code,
// collected. Screenshots at both widths go to /tmp/shots/pickup-*.
import { expect, test } from './support/test';
import { apiCall } from './support/orders';
import { LANGS, flowIn, shotBothWidths } from './helpers';
import { atFullSpeed, fieldOf, sent, slowCpu } from './support/slowPhone';

const words = {
  en: {
    pickup: /Pick up from a branch/,
    branch: /Al Khalidiyah/,
    cashAtBranch: /Cash at the branch/,
    placeOrder: 'Place order',
    codeLabel: 'Pickup code',
    pickUpAt: 'Pick up at',
    ready: 'Ready for pickup',
    collect: 'Mark collected',
    collected: 'Collected',
  },
  ar: {
    pickup: /الاستلام من الفرع/,
    branch: /الخالدية/,
    cashAtBranch: /نقدًا في الفرع/,
    placeOrder: 'تأكيد الطلب',
    codeLabel: 'رمز الاستلام',
    pickUpAt: 'الاستلام من',
    ready: 'جاهز للاستلام',
    collect: 'تسجيل الاستلام',
    collected: 'تم الاستلام',
  },
} as const;

for (const lang of LANGS) {
  test.describe(`pickup from a branch (${lang})`, flowIn(lang), () => {
    test.describe.configure({ mode: 'serial', timeout: 120_000 });
    const w = words[lang];
    test.use({ lang, freshShop: 'demo', shopFor: lang });
    let placed: { orderId: number; code: string } | null = null;

    test.describe('the shopper', () => {
      test.use({ signedInAs: 'shopper', device: 'playwright-pickup' });

      test('taps pickup and places the order on a slow phone: one request, no address, the branch and its code', async ({
        page,
        shop,
        session,
      }) => {
        await apiCall(page, shop, session, '/cart/add_to_cart.php', { product_id: 1, quantity: 1 });
        const cdp = await slowCpu(page);
        const payNow = sent(page, '/cart/pay_now.php');
        await page.goto(`${shop.url}${lang === 'ar' ? '/ar' : ''}/checkout`);
        // Tapped as soon as it can be: enabled once the branches holding the cart are known, hydrated or not.
        await page.getByRole('radio', { name: w.pickup }).click();
        await expect(page.getByRole('radio', { name: w.branch })).toBeChecked();
        await expect(page.getByRole('radio', { name: w.cashAtBranch })).toBeChecked();
        await atFullSpeed(cdp, () => shotBothWidths(page, `pickup-${lang}-checkout`));
        await page.getByRole('button', { name: w.placeOrder }).click();

        const code = page.getByTestId('pickup-code');
        await expect(code).toContainText(/\d{6}/, { timeout: 30_000 });
        expect(payNow).toHaveLength(1);
        expect(fieldOf(payNow[0]!, 'address_id')).toBeNull();
        expect(Number(fieldOf(payNow[0]!, 'pickup_branch_id'))).toBeGreaterThan(0);
        await expect(page.getByRole('heading', { name: w.pickUpAt })).toBeVisible();
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        await shotBothWidths(page, `pickup-${lang}-placed`);
        placed = {
          orderId: Number(new URL(page.url()).pathname.split('/').pop()),
          code: /\d{6}/.exec((await code.textContent()) ?? '')![0],
        };
      });
    });

    test.describe('the owner', () => {
      test.use({ signedInAs: 'admin' });

      test('marks it ready for pickup, then collected with the customer’s code', async ({ page, shop }) => {
        expect(placed, 'the shopper’s journey placed the order').not.toBeNull();
        const { orderId, code } = placed!;
        const moves = sent(page, '/admin/orders/change_status.php');
        await page.goto(`${shop.url}/admin/orders/${orderId}`);
        await page.getByRole('button', { name: lang === 'en' ? 'Confirm order' : 'تأكيد الطلب' }).click();
        await page.getByRole('button', { name: w.ready }).click();
        await page.getByRole('button', { name: w.collect }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel(w.codeLabel).fill(code);
        await shotBothWidths(page, `pickup-${lang}-collect`);
        await dialog.getByRole('button', { name: w.collect }).click();
        await expect(page.getByRole('region').getByText(w.collected).first()).toBeVisible();
        expect(moves.map((r) => fieldOf(r, 'action'))).toEqual(['confirm', 'ship', 'deliver']);
        expect(fieldOf(moves[2]!, 'pickup_code')).toBe(code);
      });
    });
  });
}
