// The console learns from the order's answer (carriers_with_api) which carriers' shipments the server creates:
// "Mark shipped" offers "Ship with Aramex" and "Ship with Quiqup" only for those, and the label and pickup buttons
// of the order's carrier (Aramex or Quiqup) show only when that carrier is configured.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer, answerWith, renderApp, type Answer } from '../../test/render';
import { CONFIRMED as BASE, moves, ok, SLOW, type OrderDetail } from '../../test/adminOrders';
import {
  adminMeCall,
  adminOrderGetCall,
  adminTaxDocumentsCall,
  adminOrderMoveCall,
  adminCarrierPickupCall,
} from '@shop/contract/adminCalls';
import { ARAMEX_SHIPMENT } from '../../test/shipments';
import { ME } from '../../test/adminMe';

vi.setConfig({ testTimeout: 30_000 });

const CONFIRMED: OrderDetail = { ...BASE, carriers_with_api: ['aramex', 'quiqup'] };
const BY_QUIQUP = {
  ...CONFIRMED,
  status_id: 5,
  status: 'Shipped',
  actions: ['deliver'],
  shipment: {
    carrier: 'quiqup',
    carrier_name: 'Quiqup',
    tracking_number: '7100200',
    tracking_url: 'https://track.quiqup.com/7100200',
    driver_phone: '',
  },
} satisfies OrderDetail;
const BY_ARAMEX = {
  ...BY_QUIQUP,
  shipment: ARAMEX_SHIPMENT,
} satisfies OrderDetail;

async function openShipDialog(order: OrderDetail, lang: 'en' | 'ar' = 'en', extra: Answer[] = []) {
  const fetch = answerWith(answer(adminMeCall, ME), answer(adminOrderGetCall, ok(order)), answer(adminTaxDocumentsCall, ok([])), ...extra);
  await renderApp('/admin/orders/31', { lang, loggedIn: true });
  await userEvent.click(await screen.findByRole('button', { name: lang === 'en' ? 'Mark shipped' : 'تسجيل الشحن' }, SLOW));
  const dialog = await screen.findByRole('dialog', { name: lang === 'en' ? 'Ship order #31' : 'شحن الطلب رقم 31' });
  return { fetch, dialog };
}

describe('/admin/orders/:id: the carriers the server ships with', () => {
  it('both configured: "Ship with Aramex" and "Ship with Quiqup"; Quiqup sends the carrier alone', async () => {
    const { fetch, dialog } = await openShipDialog(CONFIRMED, 'en', [
      answer(adminOrderMoveCall, ok(BY_QUIQUP, 'Order #31 is now Shipped')),
    ]);
    expect(within(dialog).getByRole('button', { name: 'Ship with Aramex' })).toBeEnabled();
    await userEvent.selectOptions(within(dialog).getByLabelText('Carrier'), 'quiqup');
    expect(within(dialog).getByText('Leave empty to create the delivery with Quiqup')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ship with Quiqup' }));
    const status = await screen.findByRole('region', { name: 'Order status' });
    expect(await within(status).findByRole('link', { name: 'Track the parcel' }, SLOW)).toHaveAttribute(
      'href',
      'https://track.quiqup.com/7100200',
    );
    expect(moves(fetch)).toEqual([{ order_id: '31', action: 'ship', carrier: 'quiqup' }]);
    // An order shipped with Quiqup has Quiqup's buttons, not Aramex's.
    expect(within(status).getByRole('button', { name: 'Quiqup label (PDF)' })).toBeEnabled();
    expect(within(status).queryByRole('button', { name: 'Aramex label (PDF)' })).toBeNull();
  });

  it('in Arabic, the buttons name the carriers in Arabic', async () => {
    const { dialog } = await openShipDialog(CONFIRMED, 'ar');
    expect(within(dialog).getByRole('button', { name: 'الشحن مع كويك أب' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'الشحن مع أرامكس' })).toBeInTheDocument();
  });

  it('only Aramex configured: no "Ship with Quiqup", and Quiqup needs its tracking number', async () => {
    const { dialog } = await openShipDialog({ ...CONFIRMED, carriers_with_api: ['aramex'] });
    expect(within(dialog).getByRole('button', { name: 'Ship with Aramex' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Ship with Quiqup' })).toBeNull();
    await userEvent.selectOptions(within(dialog).getByLabelText('Carrier'), 'quiqup');
    expect(within(dialog).queryByText('Leave empty to create the delivery with Quiqup')).toBeNull();
  });

  it('none configured: no "Ship with" buttons, no Aramex hint, and no Aramex label or pickup buttons on an Aramex order', async () => {
    const { dialog } = await openShipDialog({ ...CONFIRMED, carriers_with_api: [] });
    expect(within(dialog).queryByTestId('ship-with')).toBeNull();
    expect(within(dialog).getByLabelText('Carrier')).toHaveValue('aramex');
    expect(within(dialog).queryByText('Leave empty to create the shipment with Aramex')).toBeNull();

    answerWith(
      answer(adminMeCall, ME),
      answer(adminOrderGetCall, ok({ ...BY_ARAMEX, carriers_with_api: [] })),
      answer(adminTaxDocumentsCall, ok([])),
    );
    await renderApp('/admin/orders/31', { loggedIn: true });
    const status = await screen.findByRole('region', { name: 'Order status' });
    expect(await within(status).findByText('44012345678', {}, SLOW)).toBeInTheDocument();
    expect(within(status).queryByRole('button', { name: 'Aramex label (PDF)' })).toBeNull();
    expect(within(status).queryByRole('button', { name: 'Ask Aramex to collect' })).toBeNull();
  });

  it('Aramex configured: its label and pickup buttons show on an Aramex order', async () => {
    answerWith(
      answer(adminMeCall, ME),
      answer(adminOrderGetCall, ok({ ...BY_ARAMEX, carriers_with_api: ['aramex'] })),
      answer(adminTaxDocumentsCall, ok([])),
    );
    await renderApp('/admin/orders/31', { loggedIn: true });
    expect(await screen.findByRole('button', { name: 'Aramex label (PDF)' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask Aramex to collect' })).toBeInTheDocument();
  });

  it('Quiqup configured: its pickup asks the order’s carrier through carrier_pickup.php and shows the server’s words', async () => {
    const fetch = answerWith(
      answer(adminMeCall, ME),
      answer(adminOrderGetCall, ok({ ...BY_QUIQUP, carriers_with_api: ['quiqup'] })),
      answer(adminTaxDocumentsCall, ok([])),
      answer(adminCarrierPickupCall, ok({ pickup_id: '7100200' }, 'Quiqup will collect 7100200 on its next collection run')),
    );
    await renderApp('/admin/orders/31', { loggedIn: true });
    expect(await screen.findByRole('button', { name: 'Quiqup label (PDF)' }, SLOW)).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Ask Quiqup to collect' }));
    expect(await screen.findByText('Quiqup will collect 7100200 on its next collection run', {}, SLOW)).toBeInTheDocument();
    const asked = fetch.mock.calls.filter(([url]) => String(url).endsWith(adminCarrierPickupCall.path));
    expect(asked).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Aramex label (PDF)' })).toBeNull();
  });

  it('Quiqup’s buttons read in Arabic', async () => {
    answerWith(
      answer(adminMeCall, ME),
      answer(adminOrderGetCall, ok({ ...BY_QUIQUP, carriers_with_api: ['quiqup'] })),
      answer(adminTaxDocumentsCall, ok([])),
    );
    await renderApp('/admin/orders/31', { lang: 'ar', loggedIn: true });
    expect(await screen.findByRole('button', { name: 'ملصق كويك أب (PDF)' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'طلب استلام من كويك أب' })).toBeInTheDocument();
  });

  it('Quiqup not configured: no label or pickup buttons on a Quiqup order', async () => {
    answerWith(
      answer(adminMeCall, ME),
      answer(adminOrderGetCall, ok({ ...BY_QUIQUP, carriers_with_api: ['aramex'] })),
      answer(adminTaxDocumentsCall, ok([])),
    );
    await renderApp('/admin/orders/31', { loggedIn: true });
    const status = await screen.findByRole('region', { name: 'Order status' });
    expect(await within(status).findByText('7100200', {}, SLOW)).toBeInTheDocument();
    expect(within(status).queryByRole('button', { name: 'Quiqup label (PDF)' })).toBeNull();
    expect(within(status).queryByRole('button', { name: 'Ask Quiqup to collect' })).toBeNull();
  });
});
