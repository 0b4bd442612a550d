import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatDate, formatNumber } from '../../i18n';
import { answer, answerWith, renderApp } from '../../test/render';
import { CONFIRMED, type OrderDetail } from '../../test/adminOrders';
import { listEmiratesCall, listRegionsCall } from '@shop/contract/calls';
import {
  adminMeCall,
  adminOrderGetCall,
  adminOrderMoveCall,
  adminOrdersListCall,
  adminPackingSlipsCall,
  adminOrderNoteAddCall,
  adminTaxDocumentsCall,
} from '@shop/contract/adminCalls';
import { ME } from '../../test/adminMe';

vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 10_000 };
const ok = <T,>(data: T, msg = 'Success') => ({ status: true as const, msg, data });

// Order 31 shipped: paid by Visa, with a coupon and a shelf markdown.
const ORDER: OrderDetail = {
  ...CONFIRMED,
  status_id: 5,
  status: 'Shipped',
  payment_method: 2,
  payment_method_type: 'Visa',
  price: 200,
  discount: 20,
  coupon: { id: 4, code: 'HONEY10', discount: 18 },
  vat: 9.19,
  total: 187,
  card_amount: 187,
  payments: [{ id: 1, gateway: 'sandbox', payment_id: '', amount: 187, status: 'pending', created_at: '2026-11-20T08:30:00.000Z' }],
  actions: ['deliver'],
  carriers_with_api: [],
};
const INVOICE = { id: 5, order_id: 31, kind: 'invoice' as const, number: 'INV-000042', issued_at: '2026-11-21', total: 187 };
const amounts = () => screen.getByRole('heading', { name: /^(Amounts|المبالغ)$/ }).closest('section')!;
const rowsOf = (section: HTMLElement) =>
  [...section.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);

describe('/admin/orders/:id', () => {
  it('shows the tax invoice as soon as the order is marked delivered, without a reload', async () => {
    let delivered = false;
    const fetch = answerWith(
      answer(adminMeCall, ME),
      answer(adminOrderGetCall, ok(ORDER)),
      answer(adminOrderMoveCall, ok({ ...ORDER, status_id: 3, status: 'Delivered', actions: [] }, 'Order #31 is now Delivered')),
    );
    const answered = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (input, init) => {
      const path = String(input);
      if (path.endsWith(adminTaxDocumentsCall.path)) return Response.json(ok(delivered ? [INVOICE] : []));
      if (path.endsWith(adminOrderMoveCall.path)) delivered = true;
      return answered(input, init);
    });
    await renderApp('/admin/orders/31', { loggedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Mark delivered' }, SLOW));
    expect(await screen.findByRole('button', { name: 'Tax invoice INV-000042' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark delivered' })).not.toBeInTheDocument();
  });

  it('labels the shelf markdown apart from the coupon, and shows what was refunded and the net', async () => {
    answerWith(
      answer(adminMeCall, ME),
      answer(adminOrderGetCall, ok({ ...ORDER, status_id: 4, status: 'Cancelled', actions: [], refunded: 187 })),
    );
    await renderApp('/admin/orders/31', { loggedIn: true });
    await screen.findByRole('heading', { name: 'Amounts' }, SLOW);
    expect(rowsOf(amounts())).toEqual([
      ['Items', 'AED\u00a0200.00'],
      ['Sale prices (markdown)', '-AED\u00a020.00'],
      ['Coupon HONEY10', '-AED\u00a018.00'],
      ['Delivery', 'AED\u00a025.00'],
      ['Including VAT', 'AED\u00a09.19'],
      ['Total', 'AED\u00a0187.00'],
      ['Paid from the wallet', 'AED\u00a00.00'],
      ['Card', 'AED\u00a0187.00'],
      ['Refunded', '-AED\u00a0187.00'],
      ['Net after refunds', 'AED\u00a00.00'],
    ]);
  });

  it('shows amounts in Arabic through Intl, each isolated, and payments in words', async () => {
    answerWith(answer(adminMeCall, ME), answer(adminOrderGetCall, ok({ ...ORDER, refunded: 60 })));
    await renderApp('/admin/orders/31', { loggedIn: true, lang: 'ar' });
    await screen.findByRole('heading', { name: 'المبالغ' }, SLOW);
    // Intl's text, a negative amount's sign kept with its digits in a left-to-right isolate.
    const ar = (aed: number) =>
      new Intl.NumberFormat('ar-AE', { style: 'currency', currency: 'AED' }).format(aed).replace(/-[\d.]+/, (n) => `\u2066${n}\u2069`);
    const rows = rowsOf(amounts());
    expect(rows).toContainEqual(['تخفيض أسعار العروض', ar(-20)]);
    expect(rows).toContainEqual(['المبلغ المسترد', ar(-60)]);
    expect(rows).toContainEqual(['الصافي بعد الاسترداد', ar(127)]);
    // The sign stays before the digits, and the amount is bidi-isolated.
    expect(ar(-60)).toMatch(/\u2066-60\.00\u2069/);
    for (const dd of amounts().querySelectorAll('dd')) expect(dd.firstElementChild?.tagName).toBe('BDI');

    const payments = screen.getByRole('heading', { name: 'المدفوعات' }).closest('section')!;
    expect(within(payments).getByText(/بوابة الاختبار \(تجريبية\) · Visa · بانتظار الدفع/)).toBeInTheDocument();
    expect(payments).not.toHaveTextContent('sandbox');
    expect(payments).not.toHaveTextContent('pending');
  });

  it('isolates who moved the order and their note in the Arabic history, so an English note keeps its full stop', async () => {
    const history = [
      {
        from_status: 1,
        to_status: 6,
        status: 'ملغي',
        actor: 'Mona',
        note: 'Found the same jar cheaper at the market.',
        created_at: '2026-11-21T08:30:00.000Z',
      },
    ];
    answerWith(answer(adminMeCall, ME), answer(adminOrderGetCall, ok({ ...ORDER, history })));
    await renderApp('/admin/orders/31', { loggedIn: true, lang: 'ar' });
    const section = (await screen.findByRole('heading', { name: 'السجل' }, SLOW)).closest('section')!;
    const isolated = [...section.querySelectorAll('bdi')].map((b) => b.textContent);
    expect(isolated).toEqual(['Mona', 'Found the same jar cheaper at the market.']);
  });
});

describe('/admin/orders filter', () => {
  it.each([
    ['en', ['All', 'Awaiting payment', 'Placed', 'Confirmed', 'Shipped', 'Delivered', 'Return requested', 'Refunded', 'Cancelled']],
    ['ar', ['الكل', 'بانتظار الدفع', 'تم الطلب', 'مؤكد', 'تم الشحن', 'تم التوصيل', 'طلب إرجاع', 'تم الاسترداد', 'ملغى']],
  ] as const)('lists the statuses in their lifecycle order (%s)', async (lang, names) => {
    answerWith(answer(adminMeCall, ME), answer(adminOrdersListCall, ok({ rows: [], total: 0 })));
    await renderApp('/admin/orders', { loggedIn: true, lang });
    const select = await screen.findByLabelText(lang === 'en' ? 'Status' : 'الحالة', {}, SLOW);
    const options = within(select).getAllByRole('option');
    expect(options.map((o) => (o as HTMLOptionElement).value)).toEqual(['', '8', '1', '2', '5', '3', '7', '6', '4']);
    expect(options.map((o) => o.textContent)).toEqual(names);
  });
});

describe('/admin/orders by emirate and area', () => {
  const ROW = {
    id: 31,
    status_id: 1,
    status: 'Placed',
    created_at: '2026-11-20T08:30:00.000Z',
    customer: { id: 7, name: 'Mona', email: 'mona@example.com' },
    payment_method: 1,
    total: 187,
    items_count: 2,
    business: false,
  };
  const places = (lang: 'en' | 'ar') =>
    answerWith(
      answer(adminMeCall, ME),
      answer(
        adminOrdersListCall,
        ok({
          rows: [lang === 'en' ? { ...ROW, emirate: 'Dubai', region: 'Jumeirah' } : { ...ROW, emirate: 'دبي', region: 'جميرا' }],
          total: 1,
        }),
      ),
      answer(
        listEmiratesCall,
        ok(
          lang === 'en'
            ? [
                { id: 1, emirate: 'Abu Dhabi' },
                { id: 2, emirate: 'Dubai' },
              ]
            : [
                { id: 1, emirate: 'أبوظبي' },
                { id: 2, emirate: 'دبي' },
              ],
        ),
      ),
      answer(listRegionsCall, ok([{ id: 5, region: lang === 'en' ? 'Jumeirah' : 'جميرا', delivery_fee: 25 }])),
    );
  /** The fields of the last list asked for. */
  const lastList = (spy: ReturnType<typeof answerWith>) => {
    const calls = spy.mock.calls.filter(([input]) => String(input).endsWith(adminOrdersListCall.path));
    return Object.fromEntries((calls.at(-1)![1]!.body as FormData).entries());
  };
  const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);

  it('shows each order’s emirate and area, and filters by them, the areas following the emirate (en)', async () => {
    const spy = places('en');
    await renderApp('/admin/orders', { loggedIn: true });
    const row = (await screen.findByRole('link', { name: 'Order #31' }, SLOW)).closest('tr')!;
    expect(headers()).toEqual(expect.arrayContaining(['Emirate', 'Area']));
    expect(within(row).getByText('Dubai')).toHaveAttribute('data-label', 'Emirate');
    expect(within(row).getByText('Jumeirah')).toHaveAttribute('data-label', 'Area');

    const area = screen.getByLabelText('Area');
    expect(area).toBeDisabled();
    expect(within(area).getByRole('option')).toHaveTextContent('Emirate first');

    await userEvent.selectOptions(screen.getByLabelText('Emirate'), 'Dubai');
    await waitFor(() => expect(screen.getByLabelText('Area')).toBeEnabled());
    expect(lastList(spy)).toMatchObject({ emirate_id: '2' });
    await userEvent.selectOptions(
      await screen.findByRole('option', { name: 'Jumeirah' }, SLOW).then((o) => o.closest('select')!),
      'Jumeirah',
    );
    await waitFor(() => expect(lastList(spy)).toMatchObject({ emirate_id: '2', region_id: '5', offset: '0' }));
    expect(screen.getByTestId('location')).toHaveTextContent('emirate_id=2&region_id=5');

    // Another emirate's areas do not apply: the area is cleared with it.
    await userEvent.selectOptions(screen.getByLabelText('Emirate'), 'Abu Dhabi');
    await waitFor(() => expect(lastList(spy)).toMatchObject({ emirate_id: '1' }));
    expect(lastList(spy)).not.toHaveProperty('region_id');
  });

  it('keeps the emirate and area from the URL and names them in Arabic', async () => {
    const spy = places('ar');
    await renderApp('/admin/orders?emirate_id=2&region_id=5&status_id=1', { loggedIn: true, lang: 'ar' });
    const row = (await screen.findByRole('link', { name: 'الطلب رقم 31' }, SLOW)).closest('tr')!;
    expect(headers()).toEqual(expect.arrayContaining(['الإمارة', 'المنطقة']));
    expect(within(row).getByText('دبي')).toHaveAttribute('data-label', 'الإمارة');
    expect(within(row).getByText('جميرا')).toHaveAttribute('data-label', 'المنطقة');
    expect(lastList(spy)).toMatchObject({ emirate_id: '2', region_id: '5', status_id: '1' });
    await waitFor(() => expect(screen.getByLabelText('المنطقة')).toHaveDisplayValue('جميرا'));
    expect(screen.getByLabelText('الإمارة')).toHaveDisplayValue('دبي');
  });
});

describe('/admin/orders packing slips of a selection', () => {
  const slip = (id: number, lang: 'en' | 'ar') => ({
    lang,
    order: {
      ...ORDER,
      id,
      status_id: 2,
      payment_method: 1,
      items: [
        {
          id,
          product_id: 3,
          name: lang === 'en' ? 'Sidr honey' : 'عسل السدر',
          main_image: '',
          quantity: 2,
          price_at_purchase: 80,
          status_id: 2,
          status: '',
        },
      ],
    },
  });
  const ROWS = [31, 32].map((id) => ({
    id,
    status_id: ORDER.status_id,
    status: ORDER.status,
    created_at: ORDER.created_at,
    customer: { id: 7, name: 'Mona', email: 'mona@example.com' },
    payment_method: ORDER.payment_method,
    total: ORDER.total,
    items_count: 1,
    emirate: 'Dubai',
    region: 'Jumeirah',
    business: false,
  }));

  it('links the selected orders to one page of their slips', async () => {
    answerWith(answer(adminMeCall, ME), answer(adminOrdersListCall, ok({ rows: ROWS, total: 2 })), answer(listEmiratesCall, ok([])));
    await renderApp('/admin/orders', { loggedIn: true });
    await userEvent.click((await screen.findAllByRole('checkbox', { name: 'Select order #32' }, SLOW))[0]!);
    await userEvent.click(screen.getAllByRole('checkbox', { name: 'Select order #31' })[0]!);
    expect(screen.getByRole('link', { name: 'Print packing slips' })).toHaveAttribute('href', '/admin/orders/slips?ids=32,31');
  });

  it('shows each selected order’s slip in its customer’s language, each on its own printed page', async () => {
    const spy = answerWith(answer(adminMeCall, ME), answer(adminPackingSlipsCall, ok([slip(32, 'ar'), slip(31, 'en')])));
    await renderApp('/admin/orders/slips?ids=32,31', { loggedIn: true });
    await screen.findByText('Order #31', {}, SLOW);
    const slips = screen.getAllByRole('article');
    expect(slips.map((a) => [a.getAttribute('lang'), a.getAttribute('dir')])).toEqual([
      ['ar', 'rtl'],
      ['en', 'ltr'],
    ]);
    expect(within(slips[0]!).getByText('الطلب رقم 32')).toBeInTheDocument();
    expect(within(slips[0]!).getByText('عسل السدر')).toBeInTheDocument();
    expect(within(slips[1]!).getByText('Sidr honey')).toBeInTheDocument();
    for (const a of slips) expect(a).toHaveClass('print:break-after-page');
    // The page's own buttons speak the console's language; no console around it.
    expect(screen.getByRole('link', { name: 'Back to the orders' })).toHaveAttribute('href', '/admin/orders');
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    const asked = spy.mock.calls.find(([input]) => String(input).endsWith(adminPackingSlipsCall.path))!;
    expect(Object.fromEntries((asked[1]!.body as FormData).entries())).toMatchObject({ order_ids: '32,31' });
  });

  it('asks for one order’s slip from its page', async () => {
    const spy = answerWith(answer(adminMeCall, ME), answer(adminPackingSlipsCall, ok([slip(31, 'en')])));
    await renderApp('/admin/orders/31/slip', { loggedIn: true, lang: 'ar' });
    const only = await screen.findByRole('article', {}, SLOW);
    expect(within(only).getByText('Order #31')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى الطلب' })).toHaveAttribute('href', '/admin/orders/31');
    const asked = spy.mock.calls.find(([input]) => String(input).endsWith(adminPackingSlipsCall.path))!;
    expect(Object.fromEntries((asked[1]!.body as FormData).entries())).toMatchObject({ order_ids: '31' });
  });
});

describe('/admin/orders/:id internal notes', () => {
  const DATE_TIME = { dateStyle: 'medium', timeStyle: 'short' } as const;
  const NOTE = { id: 2, author: 'Store Manager', note: 'Call before delivery.', created_at: '2026-11-21T08:30:00.000Z' };

  it('adds a note and lists it newest first with who wrote it and when', async () => {
    const fetch = answerWith(
      answer(adminMeCall, ME),
      answer(adminOrderGetCall, ok(ORDER)),
      answer(adminOrderNoteAddCall, ok({ ...ORDER, notes: [NOTE] }, 'Note added')),
    );
    await renderApp('/admin/orders/31', { loggedIn: true });
    const section = (await screen.findByRole('heading', { name: 'Internal notes' }, SLOW)).closest('section')!;
    expect(section).toHaveTextContent('No notes yet.');
    // Typing stops at the server's limit, and the field says how much is left.
    const field = within(section).getByLabelText('New note');
    expect(field).toHaveAttribute('maxlength', '1000');
    expect(field).toHaveAccessibleDescription('Characters left: 1,000');
    await userEvent.type(field, 'Call before delivery.');
    expect(field).toHaveAccessibleDescription('Characters left: 979');
    await userEvent.click(within(section).getByRole('button', { name: 'Add note' }));
    const list = await within(section).findByRole('list', { name: 'Internal notes' });
    expect(list).toHaveTextContent('Call before delivery.');
    expect(list).toHaveTextContent(`Store Manager · ${formatDate(NOTE.created_at, 'en', DATE_TIME)}`);
    expect(within(section).getByLabelText('New note')).toHaveValue('');
    const sent = fetch.mock.calls.find(([input]) => String(input).endsWith(adminOrderNoteAddCall.path))!;
    expect(Object.fromEntries((sent[1]!.body as FormData).entries())).toMatchObject({ order_id: '31', note: 'Call before delivery.' });
  });

  it('shows the server’s refusal beneath the note, keeping what was typed', async () => {
    answerWith(
      answer(adminMeCall, ME),
      answer(adminOrderGetCall, ok(ORDER)),
      answer(adminOrderNoteAddCall, {
        httpStatus: 400,
        body: { status: false, msg: 'note: too long (1000 characters at most)', data: { field: 'note', reason: 'too_long' } },
      }),
    );
    await renderApp('/admin/orders/31', { loggedIn: true });
    const field = await screen.findByLabelText('New note', {}, SLOW);
    await userEvent.type(field, 'Too long');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('note: too long (1000 characters at most)')).toBeInTheDocument();
    expect(field).toHaveValue('Too long');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('names the notes in Arabic and isolates each note and its author', async () => {
    const older = { id: 1, author: 'سارة', note: 'العميل يفضل المساء.', created_at: '2026-11-20T08:30:00.000Z' };
    answerWith(answer(adminMeCall, ME), answer(adminOrderGetCall, ok({ ...ORDER, notes: [NOTE, older] })));
    await renderApp('/admin/orders/31', { loggedIn: true, lang: 'ar' });
    const section = (await screen.findByRole('heading', { name: 'ملاحظات داخلية' }, SLOW)).closest('section')!;
    expect(within(section).getByLabelText('ملاحظة جديدة')).toHaveAccessibleDescription(`الأحرف المتبقية: ${formatNumber(1000, 'ar')}`);
    expect(within(section).getByRole('button', { name: 'إضافة الملاحظة' })).toBeInTheDocument();
    const items = within(section).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('[dir="auto"]')?.textContent)).toEqual(['Call before delivery.', 'العميل يفضل المساء.']);
    expect(items.map((li) => li.querySelector('bdi')?.textContent)).toEqual(['Store Manager', 'سارة']);
    expect(items[0]).toHaveTextContent(formatDate(NOTE.created_at, 'ar', DATE_TIME));
  });
});
