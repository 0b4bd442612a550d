// Tabby's and Tamara's journeys (e2e/tabby.spec.ts, e2e/tamara.spec.ts): checkout tapped as a shopper does and the
// customer's orders through the API.
import { expect, test, type Page } from './test';
import { shotBothWidths, type Lang, type Session } from '../helpers';
import type { Shop } from './shop';
import { apiCall } from './orders';
import { atFullSpeed, fieldOf, sent, slowCpu } from './slowPhone';

export interface InstalmentCheckout {
  /** Its radio at checkout and the hint shown under it once chosen. */
  option: RegExp;
  hint: RegExp;
  /** The card's radio, left unchosen. */
  online: RegExp;
  /** The Pay button. */
  pay: RegExp;
  /** pay_now.php's payment_method_type for this way of paying. */
  payType: string;
  /** The provider's sandbox page the shopper is sent to. */
  sandbox: RegExp;
  /** Screenshots' name, when the journey takes them. */
  shot?: string;
}

/**
 * Opens checkout (the cart filled) and pays with `way`. On the phone the CPU is slowed six times and the page opened
 * as it arrives: the option and Pay are tapped as soon as they show, hydrated or not, as a shopper does; on the
 * desktop the same taps at full speed. Checks one tap sent one pay_now.php, with `way.payType`, and that the shopper
 * is on the provider's page; the CPU is back to full speed afterwards.
 */
export async function payInInstalments(page: Page, shop: Shop, lang: Lang, way: InstalmentCheckout) {
  const cdp = onPhone() ? await slowCpu(page) : null;
  const shoot = async (name: string) => {
    if (!way.shot) return;
    if (cdp) await atFullSpeed(cdp, () => shotBothWidths(page, `${way.shot}-${name}`));
    else await shotBothWidths(page, `${way.shot}-${name}`);
  };
  const payNow = sent(page, '/cart/pay_now.php');
  await page.goto(`${shop.url}${lang === 'ar' ? '/ar' : ''}/checkout`, { waitUntil: 'commit' });
  // A way of paying of its own, beside cash and card: tapped as soon as it shows (once the provider's pre-check
  // accepted the cart). A click, not check(): a tap before hydration takes effect when the app starts.
  await page.getByRole('radio', { name: way.option }).click();
  await expect(page.getByRole('radio', { name: way.option })).toBeChecked();
  await expect(page.getByRole('radio', { name: way.online })).not.toBeChecked();
  await expect(page.getByText(way.hint)).toBeVisible();
  await shoot('checkout');
  await page.getByRole('button', { name: way.pay }).click();
  await expect(page).toHaveURL(way.sandbox, { timeout: 30_000 });
  expect(payNow, 'one tap on Pay sends one pay_now.php').toHaveLength(1);
  expect(fieldOf(payNow[0]!, 'payment_method_type')).toBe(way.payType);
  if (cdp) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
}

/** Whether this test runs on the phone, the shopper's slow one. */
const onPhone = () => test.info().project.name === 'phone';

/** The customer's orders through the API (orders/list.php answers one row per item): their ids and statuses in `lang`. */
export async function ordersOf(page: Page, shop: Shop, session: Session, lang: Lang) {
  const rows = await apiCall<{ order_id: number; status: string }[]>(page, shop, session, '/orders/list.php', {}, lang);
  return new Map(rows.map((r) => [r.order_id, r.status]));
}
