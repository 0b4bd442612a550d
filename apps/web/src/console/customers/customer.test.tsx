import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WALLET_REASONS, type CallData } from '@shop/contract';
import { answer, answerWith, renderApp, sentFields, urlOf } from '../../test/render';
import { adminMeCall, adminCustomerGetCall, adminCustomersListCall } from '@shop/contract/adminCalls';
import { ME } from '../../test/adminMe';

vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 10_000 };
const ok = <T,>(data: T) => ({ status: true as const, msg: 'Success', data });
const NEW_CUSTOMER = ok<CallData<typeof adminCustomerGetCall>>({
  customer: {
    id: 7,
    name: 'Mariam',
    email: 'mariam@example.com',
    phone: '+971500000000',
    active: true,
    role: 'customer',
    created_at: '2026-11-01T10:00:00Z',
    orders_count: 0,
    balance: 0,
    points: 0,
  },
  orders: [],
  ledger: [],
});

describe('/admin/customers/:id', () => {
  it.each([
    [
      'en',
      'Nothing yet',
      'A positive amount adds dirhams to the wallet, a negative one takes them away.',
      'Points',
      'A positive number adds points',
    ],
    ['ar', 'لا شيء بعد', 'المبلغ الموجب يضيف دراهم إلى المحفظة، والسالب يخصمها منها.', 'النقاط', 'الرقم الموجب يضيف نقاطًا'],
  ] as const)(
    'a customer without orders or ledger says "nothing yet"; the wallet adjustment speaks of dirhams (%s)',
    async (lang, nothing, dirhams, points, pointsHint) => {
      answerWith(answer(adminMeCall, ME), answer(adminCustomerGetCall, NEW_CUSTOMER));
      await renderApp('/admin/customers/7', { loggedIn: true, lang });
      await screen.findByRole('heading', { level: 1, name: 'Mariam' }, SLOW);
      expect(screen.getAllByText(nothing)).toHaveLength(2);
      expect(screen.getByText(dirhams)).toBeInTheDocument();
      await userEvent.selectOptions(screen.getByRole('combobox'), points);
      expect(screen.getByText(new RegExp(pointsHint))).toBeInTheDocument();
    },
  );
});

describe('/admin/customers', () => {
  it('keeps the search in the URL: a page of the same keyword keeps it, a new keyword starts at the first page', async () => {
    const mariam = NEW_CUSTOMER.data;
    const fetch = answerWith(answer(adminMeCall, ME), answer(adminCustomersListCall, ok({ rows: [mariam.customer], total: 75 })));
    const listed = () =>
      fetch.mock.calls.flatMap((call, i) => (String(call[0]) === urlOf(adminCustomersListCall) ? [sentFields(fetch, i)] : []));
    await renderApp('/admin/customers?q=mar&offset=30', { loggedIn: true });
    const box = await screen.findByRole('searchbox', { name: 'Search customers' }, SLOW);
    expect(box).toHaveValue('mar');
    expect(listed().at(-1)).toMatchObject({ keyword: 'mar', offset: '30' });

    await userEvent.click(within(await screen.findByRole('navigation', { name: 'Pages' })).getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/customers?q=mar&offset=60');

    await userEvent.clear(box);
    await userEvent.type(box, '  sara ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/customers\?q=sara$/);
    await vi.waitFor(() => expect(listed().at(-1)).toMatchObject({ keyword: 'sara', offset: '0' }));
  });
});

describe('/admin/customers/:id ledger', () => {
  const ledger: CallData<typeof adminCustomerGetCall>['ledger'] = WALLET_REASONS.map((reason, i) => ({
    id: i + 1,
    kind: reason === 'earn' ? 'points' : 'balance',
    amount: reason === 'order_payment' ? -19 : 25,
    reason,
    order_id: reason === 'order_payment' ? 31 : null,
    note: '',
    created_at: '2026-11-20T08:30:00.000Z',
  }));
  const customer = ok({ ...NEW_CUSTOMER.data, ledger });
  const words = {
    en: [
      'Paid an order',
      'Order refund',
      'Points earned on an order',
      'Points exchanged for balance',
      'Return refund',
      'Changed by the shop',
      'Opening balance',
    ],
    ar: ['دفع طلب', 'استرداد طلب', 'نقاط مكتسبة من طلب', 'استبدال النقاط برصيد', 'استرداد مرتجع', 'تعديل من المتجر', 'رصيد افتتاحي'],
  };

  it.each(['en', 'ar'] as const)('names every kind of ledger entry the server has in words (%s)', async (lang) => {
    answerWith(answer(adminMeCall, ME), answer(adminCustomerGetCall, customer));
    await renderApp('/admin/customers/7', { loggedIn: true, lang });
    const list = (await screen.findByRole('heading', { level: 2, name: lang === 'en' ? 'Wallet ledger' : 'سجل المحفظة' }, SLOW))
      .closest('section')!
      .querySelector('ul')!;
    const entries = within(list).getAllByRole('listitem');
    expect(entries).toHaveLength(WALLET_REASONS.length);
    entries.forEach((li, i) => expect(li).toHaveTextContent(words[lang][i]!));
    for (const code of WALLET_REASONS) expect(list.textContent).not.toMatch(new RegExp(`\\b${code}\\b`));
    // A payment is money out: Intl's sign, isolated; it links to its order.
    const paid = entries[0]!;
    const intl = new Intl.NumberFormat(lang === 'ar' ? 'ar-AE' : 'en-AE', { style: 'currency', currency: 'AED' }).format(-19);
    const out = lang === 'ar' ? intl.replace('-19.00', '\u2066-19.00\u2069') : intl;
    expect(paid.querySelector('bdi')!.textContent).toBe(out);
    expect(within(paid).getByRole('link')).toHaveAttribute('href', '/admin/orders/31');
  });
});

describe("a customer's phone", () => {
  it.each([
    ['en', 'Call +971500000000', 'WhatsApp +971500000000'],
    ['ar', 'اتصال بالرقم +971500000000', 'واتساب +971500000000'],
  ] as const)('is a call link and a WhatsApp link, the number left to right (%s)', async (lang, call, whatsapp) => {
    answerWith(answer(adminMeCall, ME), answer(adminCustomerGetCall, NEW_CUSTOMER));
    await renderApp('/admin/customers/7', { loggedIn: true, lang });
    const link = await screen.findByRole('link', { name: call }, SLOW);
    expect(link).toHaveAttribute('href', 'tel:+971500000000');
    expect(within(link).getByText('+971500000000')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('link', { name: whatsapp })).toHaveAttribute('href', 'https://wa.me/971500000000');
  });
});
