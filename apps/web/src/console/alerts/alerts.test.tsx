import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminAlertRow } from '@shop/contract';
import { formatNumber } from '../../i18n';
import { answer, answerWith, renderApp, sentFields } from '../../test/render';
import { adminMeCall, adminAlertsListCall, adminAlertReadCall, adminAlertsReadAllCall } from '@shop/contract/adminCalls';
import { ME } from '../../test/adminMe';

vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 10_000 };
const ok = <T,>(data: T) => ({ status: true as const, msg: 'Success', data });

const ROWS: AdminAlertRow[] = [
  { id: 9, kind: 'new_order', order_id: 31, product: null, read: false, created_at: '2026-11-20T08:30:00.000Z' },
  {
    id: 8,
    kind: 'low_stock',
    order_id: null,
    product: { id: 12, name_en: 'Sidr honey', name_ar: 'عسل السدر', stock: 4 },
    read: false,
    created_at: '2026-11-20T07:00:00.000Z',
  },
  { id: 7, kind: 'payment_failed', order_id: 30, product: null, read: true, created_at: '2026-11-19T18:00:00.000Z' },
  { id: 6, kind: 'return_request', order_id: 12, product: null, read: true, created_at: '2026-11-19T10:00:00.000Z' },
];

function openAlerts(lang: 'en' | 'ar') {
  const fetch = answerWith(
    answer(adminMeCall, ME),
    answer(adminAlertsListCall, ok({ rows: ROWS, total: ROWS.length, unread: 2 })),
    answer(adminAlertReadCall, ok({ unread: 1 })),
    answer(adminAlertsReadAllCall, ok({ unread: 0 })),
  );
  return { fetch, rendered: renderApp('/admin/alerts', { loggedIn: true, lang }) };
}
/** The console's top bar (the page's own title is a header too, later in the page). */
const consoleHeader = () => screen.getAllByRole('banner')[0]!;
const callsTo = (fetch: ReturnType<typeof answerWith>, path: string) =>
  fetch.mock.calls.flatMap((c, i) => (String(c[0]) === `/api${path}` ? [sentFields(fetch, i)] : []));

describe('/admin/alerts', () => {
  it.each([
    [
      'en',
      'Alerts: 2 unread',
      ['New order #31', 'Low stock: Sidr honey, 4 left', 'Payment failed on order #30', 'Return requested on order #12'],
      'Unread',
    ],
    [
      'ar',
      'التنبيهات: تنبيهان غير مقروءين',
      [
        'طلب جديد رقم 31',
        `مخزون منخفض: عسل السدر، المتبقي ${formatNumber(4, 'ar')}`,
        'تعذّر الدفع للطلب رقم 30',
        'طلب إرجاع في الطلب رقم 12',
      ],
      'غير مقروء',
    ],
  ] as const)('the bell counts the unread alerts and the list leads to each order or product (%s)', async (lang, bell, texts, unread) => {
    const { rendered } = openAlerts(lang);
    await rendered;
    await screen.findByRole('link', { name: texts[0] }, SLOW);
    expect(within(consoleHeader()).getByRole('link', { name: bell })).toHaveAttribute('href', '/admin/alerts');
    const items = within(screen.getByRole('main')).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('link').textContent)).toEqual(texts);
    expect(items.map((li) => within(li).getByRole('link').getAttribute('href'))).toEqual([
      '/admin/orders/31',
      '/admin/products/12',
      '/admin/orders/30',
      '/admin/orders/12',
    ]);
    expect(items.map((li) => within(li).queryByText(unread) !== null)).toEqual([true, true, false, false]);
    expect(items[0]!.querySelector('time')).toHaveAttribute('datetime', '2026-11-20T08:30:00.000Z');
  });

  it('marks one alert read, then all, and asks for the list again', async () => {
    const { fetch, rendered } = openAlerts('en');
    await rendered;
    const first = (await screen.findByRole('link', { name: 'New order #31' }, SLOW)).closest('li')!;
    await userEvent.click(within(first).getByRole('button', { name: 'Mark read' }));
    await vi.waitFor(() => expect(callsTo(fetch, adminAlertReadCall.path)).toMatchObject([{ alert_id: '9' }]));
    const all = screen.getByRole('button', { name: 'Mark all read' });
    await vi.waitFor(() => expect(all).toBeEnabled());
    await userEvent.click(all);
    await vi.waitFor(() => expect(callsTo(fetch, adminAlertsReadAllCall.path)).toHaveLength(1));
    await vi.waitFor(() => expect(callsTo(fetch, adminAlertsListCall.path).length).toBeGreaterThan(1));
  });

  it('says so when there are no alerts, and the bell shows no count', async () => {
    answerWith(answer(adminMeCall, ME), answer(adminAlertsListCall, ok({ rows: [], total: 0, unread: 0 })));
    await renderApp('/admin/alerts', { loggedIn: true });
    expect(await screen.findByText(/No alerts yet/, undefined, SLOW)).toBeInTheDocument();
    expect(within(consoleHeader()).getByRole('link', { name: 'Alerts' })).toHaveAttribute('href', '/admin/alerts');
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });
});
