import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer, answerWith, renderApp, sentFields, urlOf } from '../../test/render';
import { auditDiff } from './auditDiff';
import { adminMeCall, adminAuditListCall } from '@shop/contract/adminCalls';
import { ME } from '../../test/adminMe';

vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 10_000 };
/** The fields of the last audit/list.php the page sent (the console's other calls, the alerts bell's, aside). */
const lastListSent = (fetch: ReturnType<typeof answerWith>) =>
  sentFields(fetch, fetch.mock.calls.map((c) => String(c[0])).lastIndexOf(urlOf(adminAuditListCall)));

describe('auditDiff', () => {
  it('lists only the keys that changed, in words', () => {
    expect(auditDiff({ listPrice: 5000, salePrice: 4500, stock: 4 }, { listPrice: 6000, salePrice: 4500, stock: 10 })).toEqual([
      { key: 'list price', before: '5000', after: '6000' },
      { key: 'stock', before: '4', after: '10' },
    ]);
  });
  it('shows a key present on one side only against nothing', () => {
    expect(auditDiff({ stock: 4 }, { stock: 10, reason: 'Broken jar' })).toEqual([
      { key: 'stock', before: '4', after: '10' },
      { key: 'reason', before: null, after: 'Broken jar' },
    ]);
    // A new record's empty fields say nothing.
    expect(auditDiff(null, { email: 'a@example.com', role: 'admin', groupId: null, shortDescAr: '' })).toEqual([
      { key: 'email', before: null, after: 'a@example.com' },
      { key: 'role', before: null, after: 'admin' },
    ]);
  });
  it('compares lists and plain values whole, and nested values as JSON', () => {
    expect(auditDiff([3, 1, 2], [1, 2, 3])).toEqual([{ key: '', before: '[3,1,2]', after: '[1,2,3]' }]);
    expect(auditDiff({ visible: true }, { visible: false })).toEqual([{ key: 'visible', before: 'true', after: 'false' }]);
    expect(auditDiff({ a: { b: 1 } }, { a: { b: 2 } })).toEqual([{ key: 'a', before: '{"b":1}', after: '{"b":2}' }]);
    expect(auditDiff(null, null)).toEqual([]);
  });
});

const ok = <T,>(data: T) => ({ status: true as const, msg: 'Success', data });
const ENTRIES = ok({
  rows: [
    {
      id: 9,
      actor: 'Store Manager',
      action: 'stock.adjust',
      entity: 'product',
      entity_id: '12',
      before: { stock: 4 },
      after: { stock: 10, reason: 'Delivery from the farm' },
      created_at: '2026-11-20T08:30:00.000Z',
    },
    {
      id: 8,
      actor: '',
      action: 'something.new',
      entity: 'widget',
      entity_id: null,
      before: null,
      after: null,
      created_at: '2026-11-19T08:30:00.000Z',
    },
  ],
  total: 2,
  actors: [{ id: 1, name: 'Store Manager' }],
});

describe('/admin/audit', () => {
  it('shows who, when, what and the difference, and filters by what changed', async () => {
    const fetch = answerWith(answer(adminMeCall, ME), answer(adminAuditListCall, ENTRIES));
    await renderApp('/admin/audit', { loggedIn: true });
    const entry = (await screen.findByRole('heading', { level: 2, name: 'Stock adjusted' }, SLOW)).closest('article')!;
    expect(within(entry).getByRole('link', { name: 'Product #12' })).toHaveAttribute('href', '/admin/products/12');
    expect(entry).toHaveTextContent('by Store Manager');
    expect(entry.querySelector('time')).toHaveAttribute('datetime', '2026-11-20T08:30:00.000Z');
    expect(entry.querySelector('time')).toHaveTextContent(/20 Nov 2026/);
    const rows = within(entry).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.children].map((c) => c.textContent))).toEqual([
      ['stock', '4', '10'],
      ['reason', '—', 'Delivery from the farm'],
    ]);
    // An action or kind the console has no words for is shown as the server named it.
    expect(screen.getByRole('heading', { level: 2, name: 'something.new' }).closest('article')).toHaveTextContent('widget · by the system');

    await userEvent.selectOptions(screen.getByLabelText('What changed'), 'Order');
    await userEvent.type(screen.getByLabelText('Its number'), '31');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await vi.waitFor(() => expect(lastListSent(fetch)).toMatchObject({ entity: 'order', entity_id: '31', offset: '0' }));
  });
});

describe('/admin/audit readable values and filters', () => {
  it('shows fils as AED, status ids as names, flags as yes/no, and filters by admin and days', async () => {
    const fetch = answerWith(
      answer(adminMeCall, ME),
      answer(
        adminAuditListCall,
        ok({
          rows: [
            {
              id: 3,
              actor: 'Store Manager',
              action: 'product.update',
              entity: 'product',
              entity_id: '5',
              before: { listPrice: 5000, statusId: 1, visible: true },
              after: { listPrice: 6050, statusId: 2, visible: false },
              created_at: '2026-11-20T08:30:00.000Z',
            },
          ],
          total: 1,
          actors: [
            { id: 1, name: 'Store Manager' },
            { id: 7, name: 'Night Shift' },
          ],
        }),
      ),
    );
    await renderApp('/admin/audit', { loggedIn: true });
    const entry = (await screen.findByRole('heading', { level: 2, name: 'Product edited' }, SLOW)).closest('article')!;
    const rows = within(entry).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.children].map((c) => c.textContent))).toEqual([
      ['list price', 'AED\u00a050.00', 'AED\u00a060.50'],
      ['status', 'Placed', 'Confirmed'],
      ['shown in the shop', 'yes', 'no'],
    ]);

    await userEvent.selectOptions(screen.getByLabelText('Changed by'), 'Night Shift');
    await userEvent.type(screen.getByLabelText('From'), '2026-11-01');
    await userEvent.type(screen.getByLabelText('To'), '2026-11-20');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await vi.waitFor(() =>
      expect(lastListSent(fetch)).toMatchObject({
        actor_id: '7',
        from: '2026-11-01',
        to: '2026-11-20',
        offset: '0',
      }),
    );
  });
});

describe('/admin/audit money and field names', () => {
  const entry = (id: number, action: string, entity: string, before: unknown, after: unknown) => ({
    id,
    actor: 'Store Manager',
    action,
    entity,
    entity_id: '4',
    before,
    after,
    created_at: '2026-11-20T08:30:00.000Z',
  });
  const LOG = ok({
    rows: [
      entry(
        4,
        'wallet.adjust',
        'customer',
        { balance: 18300, points: 0 },
        { balance: 19300, points: 0, balanceChange: 1000, reason: 'Goodwill' },
      ),
      entry(3, 'settings.save', 'settings', { cod_fee: 5, cod_max: 1000 }, { cod_fee: 7.5, cod_max: 1000 }),
      entry(2, 'coupon.update', 'coupon', { kind: 'fixed', value: 2500, minOrder: 10000 }, { kind: 'percent', value: 15, minOrder: 10000 }),
      entry(1, 'notification.send', 'notification', null, { title_ar: 'عرض', customer_id: 4, sent: 1 }),
    ],
    total: 4,
    actors: [{ id: 1, name: 'Store Manager' }],
  });
  const tables = () =>
    screen.getAllByRole('article').map((a) =>
      within(a)
        .getAllByRole('row')
        .slice(1)
        .map((r) => [...r.children].map((c) => c.textContent)),
    );

  it('shows every amount as money and every field by its label (English)', async () => {
    answerWith(answer(adminMeCall, ME), answer(adminAuditListCall, LOG));
    await renderApp('/admin/audit', { loggedIn: true });
    await screen.findByRole('heading', { level: 2, name: 'Wallet adjusted' }, SLOW);
    expect(tables()).toEqual([
      [
        ['wallet balance', 'AED\u00a0183.00', 'AED\u00a0193.00'],
        ['balance change', '—', 'AED\u00a010.00'],
        ['reason', '—', 'Goodwill'],
      ],
      [['cash on delivery fee', 'AED\u00a05.00', 'AED\u00a07.50']],
      [
        ['kind', 'Fixed amount', 'Percentage'],
        ['value', 'AED\u00a025.00', '15%'],
      ],
      [
        ['title (Arabic)', '—', 'عرض'],
        ['customer number', '—', '4'],
        ['sent to', '—', '1'],
      ],
    ]);
  });

  it('shows every amount as money in Arabic, through Intl', async () => {
    answerWith(answer(adminMeCall, ME), answer(adminAuditListCall, LOG));
    await renderApp('/admin/audit', { loggedIn: true, lang: 'ar' });
    const aed = (n: number) => new Intl.NumberFormat('ar-AE', { style: 'currency', currency: 'AED' }).format(n);
    const wallet = (await screen.findAllByRole('article', {}, SLOW))[0]!;
    const rows = within(wallet)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [...r.children].map((c) => c.textContent));
    expect(rows[0]).toEqual(['رصيد المحفظة', aed(183), aed(193)]);
    expect(rows[1]).toEqual(['تغيير الرصيد', '—', aed(10)]);
    expect(tables()[3]!.map((r) => r[0])).toEqual(['العنوان (بالعربية)', 'رقم العميل', 'أُرسل إلى']);
  });
});

describe('/admin/audit product regulatory details', () => {
  const LOG = ok({
    rows: [
      {
        id: 1,
        actor: 'Store Manager',
        action: 'product.update',
        entity: 'product',
        entity_id: '7',
        before: { barcode: null, countryOfOrigin: null, usageAr: '', registrationAuthority: null },
        after: { barcode: '6291000000037', countryOfOrigin: 'AE', usageAr: 'يوضع صباحًا', registrationAuthority: 'dm_montaji' },
        created_at: '2026-11-20T08:30:00.000Z',
      },
    ],
    total: 1,
    actors: [{ id: 1, name: 'Store Manager' }],
  });

  it.each([
    [
      'en',
      ['barcode', 'country of origin', 'how to use (Arabic)', 'registered with'],
      ['United Arab Emirates', 'Dubai Municipality (Montaji)'],
    ],
    ['ar', ['الباركود', 'بلد المنشأ', 'طريقة الاستخدام (بالعربية)', 'جهة التسجيل'], ['الإمارات العربية المتحدة', 'بلدية دبي (منتجي)']],
  ] as const)('names each changed field by its label, the country and the authority by their names (%s)', async (lang, labels, names) => {
    answerWith(answer(adminMeCall, ME), answer(adminAuditListCall, LOG));
    await renderApp('/admin/audit', { loggedIn: true, lang });
    const entry = (await screen.findAllByRole('article', {}, SLOW))[0]!;
    const rows = within(entry)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.children[0]!.textContent);
    expect(rows).toEqual(labels);
    const afters = within(entry)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.children[2]!.textContent);
    expect([afters[1], afters[3]]).toEqual(names);
  });
});
