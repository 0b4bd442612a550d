// "Mark shipped" asks for the carrier and what it needs, checked by the contract's rules before anything is
// sent; the carrier then shows with the status, and the audit log reads it in the page's language.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer, answerFromNow, answerWith, renderApp, sentFields, type Answer } from '../../test/render';
import { CONFIRMED, moves, ok, SLOW, type OrderDetail } from '../../test/adminOrders';
import {
  adminMeCall,
  adminOrderGetCall,
  adminTaxDocumentsCall,
  adminOrderMoveCall,
  adminCarrierPickupCall,
  adminOrdersListCall,
  adminAuditListCall,
  adminOrdersBulkMoveCall,
} from '@shop/contract/adminCalls';
import { ARAMEX_SHIPMENT } from '../../test/shipments';
import { ME } from '../../test/adminMe';

vi.setConfig({ testTimeout: 30_000 });

const AS_SHIPPED = {
  ...CONFIRMED,
  status_id: 5,
  status: 'Shipped',
  actions: ['deliver'],
  shipment: ARAMEX_SHIPMENT,
} satisfies OrderDetail;
/** The fields of each change_status.php sent, without the session. */

describe('/admin/orders/:id: mark shipped', () => {
  it('Aramex left empty: the server creates the shipment; its label and a pickup are then offered', async () => {
    const fetch = answerWith(
      answer(adminMeCall, ME),
      answer(adminOrderGetCall, ok(CONFIRMED)),
      answer(adminTaxDocumentsCall, ok([])),
      answer(adminOrderMoveCall, ok(AS_SHIPPED, 'Order #31 is now Shipped')),
      answer(adminCarrierPickupCall, ok({ pickup_id: 'H-4402781' }, 'Aramex pickup H-4402781 requested')),
    );
    await renderApp('/admin/orders/31', { loggedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Mark shipped' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Ship order #31' });
    expect(within(dialog).getByText('Leave empty to create the shipment with Aramex')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    const status = await screen.findByRole('region', { name: 'Order status' });
    expect(await within(status).findByRole('button', { name: 'Aramex label (PDF)' }, SLOW)).toBeEnabled();
    expect(moves(fetch)).toEqual([{ order_id: '31', action: 'ship', carrier: 'aramex' }]);

    await userEvent.click(within(status).getByRole('button', { name: 'Ask Aramex to collect' }));
    expect(await screen.findByText('Aramex pickup H-4402781 requested', {}, SLOW)).toBeInTheDocument();
    const asked = fetch.mock.calls.findIndex(([url]) => String(url).endsWith(adminCarrierPickupCall.path));
    expect(sentFields(fetch, asked)).toMatchObject({ order_id: '31' });
  });

  it('an earlier attempt that may have created the shipment: the server’s words, then a new shipment only when asked', async () => {
    const mayExist =
      'An earlier attempt to ship order #31 got no clear answer, so Aramex may have created its shipment. Look in your Aramex account for a shipment with reference 31: type its number, or create a new shipment';
    const answers: Answer[] = [
      answer(adminMeCall, ME),
      answer(adminOrderGetCall, ok(CONFIRMED)),
      answer(adminTaxDocumentsCall, ok([])),
      answer(adminOrderMoveCall, { refusal: 'refused', body: { status: false, msg: mayExist, data: { field: 'new_shipment' } } }),
    ];
    const fetch = answerWith(...answers);
    await renderApp('/admin/orders/31', { loggedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Mark shipped' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Ship order #31' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    expect(await within(dialog).findByRole('alert', {}, SLOW)).toHaveTextContent(mayExist);

    answerFromNow(fetch, answer(adminOrderMoveCall, ok(AS_SHIPPED, 'Order #31 is now Shipped')));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create a new shipment with Aramex' }));
    const status = await screen.findByRole('region', { name: 'Order status' });
    expect(await within(status).findByRole('button', { name: 'Aramex label (PDF)' }, SLOW)).toBeEnabled();
    expect(moves(fetch)).toEqual([
      { order_id: '31', action: 'ship', carrier: 'aramex' },
      { order_id: '31', action: 'ship', carrier: 'aramex', new_shipment: '1' },
    ]);
  });

  it('in Arabic, the Aramex buttons read in Arabic', async () => {
    answerWith(answer(adminMeCall, ME), answer(adminOrderGetCall, ok(AS_SHIPPED)), answer(adminTaxDocumentsCall, ok([])));
    await renderApp('/admin/orders/31', { lang: 'ar', loggedIn: true });
    expect(await screen.findByRole('button', { name: 'ملصق أرامكس (PDF)' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'طلب استلام من أرامكس' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('Aramex with a typed tracking number sends it, then shows it with its tracking page', async () => {
    const fetch = answerWith(
      answer(adminMeCall, ME),
      answer(adminOrderGetCall, ok(CONFIRMED)),
      answer(adminTaxDocumentsCall, ok([])),
      answer(adminOrderMoveCall, ok(AS_SHIPPED, 'Order #31 is now Shipped')),
    );
    await renderApp('/admin/orders/31', { loggedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Mark shipped' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Ship order #31' });
    expect(within(dialog).getByLabelText('Carrier')).toHaveValue('aramex');
    await userEvent.type(within(dialog).getByLabelText('Tracking number'), '44012345678');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    const status = await screen.findByRole('region', { name: 'Order status' });
    expect(await within(status).findByRole('link', { name: 'Track the parcel' }, SLOW)).toHaveAttribute(
      'href',
      AS_SHIPPED.shipment.tracking_url,
    );
    expect(within(status).getByText('44012345678')).toHaveAttribute('dir', 'ltr');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(moves(fetch)).toEqual([{ order_id: '31', action: 'ship', carrier: 'aramex', tracking_number: '44012345678' }]);
  });

  it('in Arabic, the shop’s own driver: the phone is checked, sent alone, then shown to call', async () => {
    const byDriver: OrderDetail = {
      ...AS_SHIPPED,
      status: 'تم الشحن',
      shipment: { carrier: 'own_driver', carrier_name: 'سائق المتجر', tracking_number: '', tracking_url: null, driver_phone: '0507654321' },
    };
    const fetch = answerWith(
      answer(adminMeCall, ME),
      answer(adminOrderGetCall, ok({ ...CONFIRMED, status: 'تم التأكيد' })),
      answer(adminTaxDocumentsCall, ok([])),
      answer(adminOrderMoveCall, ok(byDriver, 'الطلب رقم 31 أصبح: تم الشحن')),
    );
    await renderApp('/admin/orders/31', { lang: 'ar', loggedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'تسجيل الشحن' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'شحن الطلب رقم 31' });
    await userEvent.selectOptions(within(dialog).getByLabelText('شركة الشحن'), 'سائق المتجر');
    expect(within(dialog).queryByLabelText('رقم التتبع')).toBeNull();
    const phone = within(dialog).getByLabelText('هاتف السائق');
    expect(phone).toHaveAttribute('dir', 'ltr');
    await userEvent.type(phone, 'call me');
    await userEvent.click(within(dialog).getByRole('button', { name: 'تسجيل الشحن' }));
    expect(await within(dialog).findByText('يجب أن تكون رقم هاتف')).toBeInTheDocument();
    expect(moves(fetch)).toEqual([]);

    await userEvent.clear(phone);
    await userEvent.type(phone, '050 765 4321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'تسجيل الشحن' }));
    const status = await screen.findByRole('region', { name: 'حالة الطلب' });
    expect(await within(status).findByRole('link', { name: '0507654321' }, SLOW)).toHaveAttribute('href', 'tel:0507654321');
    expect(moves(fetch)).toEqual([{ order_id: '31', action: 'ship', carrier: 'own_driver', driver_phone: '050 765 4321' }]);
  });
});

describe('/admin/orders: ship a round with the own driver', () => {
  it('sends the driver’s phone with the bulk move; a phone the server refuses shows on its field', async () => {
    const row = (id: number) => ({
      id,
      status_id: 2,
      status: 'Confirmed',
      created_at: '2026-11-20T08:30:00.000Z',
      customer: { id: 7, name: 'Mona', email: 'mona@example.com' },
      payment_method: 1,
      total: 125,
      items_count: 1,
      emirate: 'Dubai',
      region: 'Jumeirah',
      business: false,
    });
    let answers = 0;
    const fetch = answerWith(answer(adminMeCall, ME), answer(adminOrdersListCall, ok({ rows: [row(31), row(32)], total: 2 })));
    const answered = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (input, init) => {
      if (!String(input).endsWith(adminOrdersBulkMoveCall.path)) return answered(input, init);
      answers += 1;
      return answers === 1
        ? Response.json(
            {
              status: false,
              msg: 'driver_phone: must be a phone number',
              data: { field: 'driver_phone', reason: 'must be a phone number' },
            },
            { status: 400 },
          )
        : Response.json(ok({ moved: 2, results: [] }, '2 of 2 orders moved'));
    });
    await renderApp('/admin/orders', { loggedIn: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Select all on this page' }, SLOW));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Change status to' }), 'Shipped');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('alertdialog');
    const phone = within(dialog).getByLabelText('Our driver’s phone (optional)');
    await userEvent.type(phone, '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await within(dialog).findByText('driver_phone: must be a phone number')).toBeInTheDocument();

    await userEvent.clear(phone);
    await userEvent.type(phone, '0501234567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const sent = fetch.mock.calls.flatMap(([url], i) => (String(url).endsWith(adminOrdersBulkMoveCall.path) ? [sentFields(fetch, i)] : []));
    expect(sent.map((f) => [f.order_ids, f.action, f.carrier, f.driver_phone])).toEqual([
      ['31,32', 'ship', 'own_driver', '12'],
      ['31,32', 'ship', 'own_driver', '0501234567'],
    ]);
  });
});

describe('/admin/audit: a shipment', () => {
  it('reads the carrier by its name and the tracking number, in Arabic', async () => {
    answerWith(
      answer(adminMeCall, ME),
      answer(
        adminAuditListCall,
        ok({
          rows: [
            {
              id: 9,
              actor: 'Store Manager',
              action: 'order.ship',
              entity: 'order',
              entity_id: '31',
              before: { statusId: 2 },
              after: { statusId: 5, note: '', carrier: 'emirates_post', carrierName: '', trackingNumber: 'RR123456785AE', driverPhone: '' },
              created_at: '2026-11-20T08:30:00.000Z',
            },
          ],
          total: 1,
          actors: [{ id: 1, name: 'Store Manager' }],
        }),
      ),
    );
    await renderApp('/admin/audit', { lang: 'ar', loggedIn: true });
    const entry = (await screen.findByText('RR123456785AE', {}, SLOW)).closest('article')!;
    const rows = within(entry)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [...r.children].map((c) => c.textContent));
    expect(rows).toEqual(
      expect.arrayContaining([
        ['شركة الشحن', '—', 'بريد الإمارات'],
        ['رقم التتبع', '—', 'RR123456785AE'],
      ]),
    );
  });
});
