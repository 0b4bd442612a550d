// The console's money journeys in English and Arabic, on a freshly seeded shop per language (the journeys deliver
// orders and record payouts):
// - carrier cash: the owner pastes Aramex's payout report, checks it (each line's outcome, a bad line
//   refused naming its line and field, nothing recorded), records it with one request even on a double click, and
//   sees the payout listed and the cash Aramex still holds drop the orders it settled;
// - the e-invoice: the owner downloads a delivered order's tax invoice as UBL XML (PINT AE).
// Screenshots of the checked report go to /tmp/shots/journeys/.
import fs from 'node:fs';
import { expect, test, type Page } from './support/test';
import type { Shop } from './support/shop';
import { ADMIN_EMAIL, CUSTOMER_EMAIL, DEMO_PASSWORD, LANGS, flowIn, pageIdle, type Lang } from './helpers';

// The console's labels (apps/web/src/console/locales/{en,ar}.json: nav, carrierCash, order).
const words = {
  en: {
    title: 'Carrier cash',
    outstanding: 'Cash still with carriers',
    aramex: 'Aramex',
    carrier: 'Carrier',
    reference: 'Payout reference',
    fees: 'Carrier fees (AED)',
    paste: 'Or paste the report',
    check: 'Check report',
    submit: 'Record payout',
    invalid: 'Lines with problems: 1. Nothing can be recorded until they are fixed.',
    ready: 'The report is valid: record it to settle the matched orders.',
    recorded: 'Payout recorded.',
    preview: 'Lines of the report and their outcome',
    payouts: 'Payouts recorded',
    matched: 'Matched',
    differs: 'Amount differs',
    unknown: 'Unknown tracking number',
    eInvoice: 'Download e-invoice (XML)',
  },
  ar: {
    title: 'نقد شركات الشحن',
    outstanding: 'النقد الذي ما زال لدى شركات الشحن',
    aramex: 'أرامكس',
    carrier: 'شركة الشحن',
    reference: 'مرجع الدفعة',
    fees: 'رسوم شركة الشحن (درهم)',
    paste: 'أو الصق التقرير',
    check: 'تحقق من التقرير',
    submit: 'تسجيل الدفعة',
    invalid: /أسطر بها مشاكل: (1|١)\. لا يمكن التسجيل حتى يتم إصلاحها\./,
    ready: 'التقرير صالح: سجله لتسوية الطلبات المطابقة.',
    recorded: 'تم تسجيل الدفعة.',
    preview: 'أسطر التقرير ونتيجتها',
    payouts: 'الدفعات المسجلة',
    matched: 'مطابق',
    differs: 'المبلغ مختلف',
    unknown: 'رقم تتبع غير معروف',
    eInvoice: 'تنزيل الفاتورة الإلكترونية (XML)',
  },
} as const;

/** A line's number in the preview's first column, in either digits the language's numbers may be written in. */
const lineNo = (n: number) => new RegExp(`^(${n}|${'٠١٢٣٤٥٦٧٨٩'[n]})$`);

type Form = Record<string, string | number>;
interface Outstanding {
  carrier: string;
  count: number;
  orders: { id: number; tracking_number: string; due: number }[];
}
interface PayoutRow {
  id: number;
  carrier: string;
  reference: string;
}

/** The shop's API, answering data; a refusal fails the journey unless `refusal` is asked for. */
async function post<T>(page: Page, shop: Shop, path: string, form: Form): Promise<T> {
  const answer = (await (await page.request.post(`${shop.url}/api${path}`, { form })).json()) as { status: boolean; msg: string; data: T };
  expect(answer.status, `${path}: ${answer.msg}`).toBe(true);
  return answer.data;
}

async function login(page: Page, shop: Shop, email: string, device: string): Promise<Form> {
  const s = await post<{ auth_key: string; id: number }>(page, shop, '/login.php', {
    email,
    password: DEMO_PASSWORD,
    token: '',
    platform: '3',
    device_id: device,
  });
  return { auth_key: s.auth_key, user_id: s.id };
}

/**
 * The demo customer orders one product, cash on delivery; the console confirms it, ships it with Aramex under the
 * tracking number the owner types (as when the shipment was booked outside the shop) and delivers it. Answers the order id.
 */
async function deliveredAramexCashOrder(page: Page, shop: Shop, admin: Form, customer: Form, trackingNumber: string): Promise<number> {
  const home = await post<Record<'products' | 'new_products', { id: number; quantity: number }[]>>(page, shop, '/home/home.php', customer);
  const product = [...home.products, ...home.new_products].find((p) => p.quantity > 5)!;
  await post(page, shop, '/cart/add_to_cart.php', { ...customer, product_id: product.id, quantity: 1 });
  const [address] = await post<{ id: number }[]>(page, shop, '/profile/addresses/list.php', customer);
  const { order_id: id } = await post<{ order_id: number }>(page, shop, '/cart/pay_now.php', {
    ...customer,
    address_id: address!.id,
    wallet: 0,
    payment_method: 1,
  });
  const move = (action: string, fields: Form = {}) =>
    post(page, shop, '/admin/orders/change_status.php', { ...admin, order_id: id, action, ...fields });
  await move('confirm');
  await move('ship', { carrier: 'aramex', tracking_number: trackingNumber });
  await move('deliver');
  return id;
}

const aramexOut = async (page: Page, shop: Shop, admin: Form) =>
  (await post<Outstanding[]>(page, shop, '/admin/payouts/outstanding.php', admin)).find((c) => c.carrier === 'aramex')!;

for (const lang of LANGS as Lang[]) {
  test.describe(`the console's money (${lang})`, flowIn(lang), () => {
    const w = words[lang];
    test.use({ lang, freshShop: 'demo', shopFor: lang, signedInAs: 'admin' });

    test(`records a carrier's payout report once and the cash Aramex holds drops (${lang})`, async ({ page, shop }, info) => {
      const admin = await login(page, shop, ADMIN_EMAIL, `money-admin-${lang}`);
      const customer = await login(page, shop, CUSTOMER_EMAIL, `money-customer-${lang}`);
      const [trackA, trackB] = [`ARX-${lang}-1001`, `ARX-${lang}-1002`];
      const a = await deliveredAramexCashOrder(page, shop, admin, customer, trackA);
      const b = await deliveredAramexCashOrder(page, shop, admin, customer, trackB);
      const before = await aramexOut(page, shop, admin);
      const dueOf = (id: number) => before.orders.find((o) => o.id === id)!.due;
      expect(before.orders.map((o) => o.id)).toEqual(expect.arrayContaining([a, b]));
      const reference = `PAY-${lang}-7731`;

      await page.goto(`${shop.url}/admin/carrier-cash`);
      await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
      // Aramex's card lists both orders still out, by number and tracking number.
      const aramexCard = page.getByRole('group', { name: w.aramex });
      for (const [id, track] of [
        [a, trackA],
        [b, trackB],
      ] as const)
        await expect(aramexCard.getByRole('link', { name: `#${id} ${track}` })).toBeVisible();

      const records: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('/api/admin/payouts/record.php')) records.push(r.url());
      });
      await page.getByLabel(w.carrier, { exact: true }).selectOption({ label: w.aramex });
      await page.getByLabel(w.reference).fill(reference);
      await page.getByLabel(w.fees).fill('3.50');

      // A report whose third line's amount is not an amount: that line is named, with its field, and nothing can be recorded.
      const csv = page.getByLabel(w.paste);
      await csv.fill(`tracking_number,cod_amount\n${trackA},${dueOf(a).toFixed(2)}\n${trackB},twelve\n`);
      await page.getByRole('button', { name: w.check }).click();
      await expect(page.getByRole('status').filter({ hasText: w.invalid })).toBeVisible();
      const preview = page.getByRole('table', { name: w.preview });
      const badRow = preview.getByRole('row').filter({ has: page.getByRole('cell', { name: lineNo(3) }) });
      await expect(badRow).toContainText(trackB);
      await expect(badRow).toContainText('cod_amount');
      await expect(page.getByRole('button', { name: w.submit })).toBeDisabled();
      // Sent anyway (bypassing the disabled button), the server refuses the whole report and records nothing.
      const refused = (await (
        await page.request.post(`${shop.url}/api/admin/payouts/record.php`, {
          form: {
            ...admin,
            carrier: 'aramex',
            reference,
            paid_on: new Date().toISOString().slice(0, 10),
            fees: '3.50',
            csv: await csv.inputValue(),
          },
        })
      ).json()) as { status: boolean; data: { lines: { line: number; errors: string[] }[] } };
      expect(refused.status).toBe(false);
      expect(refused.data.lines.find((l) => l.line === 3)?.errors.join(' ')).toContain('cod_amount');
      expect((await post<PayoutRow[]>(page, shop, '/admin/payouts/list.php', admin)).filter((p) => p.reference === reference)).toHaveLength(
        0,
      );

      // The report as Aramex sends it: one order's cash as due, one short by 5 AED, and a parcel the shop never shipped.
      await csv.fill(
        `tracking_number,cod_amount\n${trackA},${dueOf(a).toFixed(2)}\n${trackB},${(dueOf(b) - 5).toFixed(2)}\nARX-${lang}-9999,40.00\n`,
      );
      await page.getByRole('button', { name: w.check }).click();
      await expect(page.getByRole('status').filter({ hasText: w.ready })).toBeVisible();
      const outcomeOf = (line: number) => preview.getByRole('row').filter({ has: page.getByRole('cell', { name: lineNo(line) }) });
      await expect(outcomeOf(2)).toContainText(w.matched);
      await expect(outcomeOf(2).getByRole('link', { name: `#${a}` })).toBeVisible();
      await expect(outcomeOf(3)).toContainText(w.differs);
      await expect(outcomeOf(3).getByRole('link', { name: `#${b}` })).toBeVisible();
      await expect(outcomeOf(4)).toContainText(w.unknown);
      fs.mkdirSync('/tmp/shots/journeys', { recursive: true });
      await page.screenshot({ path: `/tmp/shots/journeys/carrier-cash-preview-${lang}-${info.project.name}.png`, fullPage: true });
      expect(records).toHaveLength(0);

      // A double click records once: one request, one payout.
      await page.getByRole('button', { name: w.submit }).dblclick();
      await expect(page.getByRole('status').filter({ hasText: w.recorded })).toBeVisible();
      await expect(page.getByRole('button', { name: w.submit })).toBeDisabled();
      // Both clicks were dispatched before the first answer came, so a second request would have left by now.
      await pageIdle(page);
      await expect(page.getByRole('status').filter({ hasText: w.recorded })).toBeVisible();
      expect(records).toHaveLength(1);

      // On screen: the payout listed, and Aramex's card no longer lists the two orders it settled.
      const listed = page.getByRole('table', { name: w.payouts }).getByRole('row').filter({ hasText: reference });
      await expect(listed).toHaveCount(1);
      await expect(listed).toContainText(w.aramex);
      await expect(aramexCard.getByRole('link', { name: `#${a} ${trackA}` })).toHaveCount(0);
      await expect(aramexCard.getByRole('link', { name: `#${b} ${trackB}` })).toHaveCount(0);

      // Through the API: one payout under the reference, its lines' outcomes, and the orders no longer out.
      const payouts = (await post<PayoutRow[]>(page, shop, '/admin/payouts/list.php', admin)).filter((p) => p.reference === reference);
      expect(payouts).toHaveLength(1);
      const view = await post<{ lines: { line: number; outcome: string; order_id: number | null }[] }>(
        page,
        shop,
        '/admin/payouts/view.php',
        {
          ...admin,
          id: payouts[0]!.id,
        },
      );
      expect(view.lines.map((l) => [l.line, l.outcome, l.order_id])).toEqual([
        [2, 'matched', a],
        [3, 'amount_differs', b],
        [4, 'unknown_tracking', null],
      ]);
      const after = await aramexOut(page, shop, admin);
      expect(after.orders.map((o) => o.id)).not.toContain(a);
      expect(after.orders.map((o) => o.id)).not.toContain(b);
      expect(after.count).toBe(before.count - 2);
    });

    test(`downloads a delivered order's e-invoice as UBL XML (${lang})`, async ({ page, shop }) => {
      const admin = await login(page, shop, ADMIN_EMAIL, `money-admin-${lang}`);
      const customer = await login(page, shop, CUSTOMER_EMAIL, `money-customer-${lang}`);
      const id = await deliveredAramexCashOrder(page, shop, admin, customer, `ARX-${lang}-2001`);

      await page.goto(`${shop.url}/admin/orders/${id}`);
      const button = page
        .getByRole('main')
        .getByRole('button', { name: new RegExp(`^${w.eInvoice.replace(/[()]/g, '\\$&')}\\s*INV-\\d{6}$`) });
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      expect(download.suggestedFilename()).toMatch(/^INV-\d{6}\.xml$/);
      const xml = fs.readFileSync(await download.path(), 'utf8');
      // The document's root is a UBL Invoice, PINT AE's, for this order.
      expect(xml).toMatch(/^(<\?xml[^>]*\?>\s*)?<Invoice\s[^>]*xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/);
      expect(xml).toContain('<cbc:CustomizationID>urn:peppol:pint:billing-1@ae-1</cbc:CustomizationID>');
      expect(xml).toMatch(new RegExp(`<cac:OrderReference>\\s*<cbc:ID>${id}</cbc:ID>\\s*</cac:OrderReference>`));
      expect(xml).toContain(`<cbc:ID>${download.suggestedFilename().replace(/\.xml$/, '')}</cbc:ID>`);
      expect(xml.trimEnd()).toMatch(/<\/Invoice>$/);
    });
  });
}
