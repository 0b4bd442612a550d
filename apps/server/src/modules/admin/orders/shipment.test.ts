// Marking an order shipped with its carrier: what each carrier needs, refusals that name the
// field and change nothing, what the console, the customer's order page and the audit log then read, and
// the bulk move's own driver.
import { describe, expect, it } from 'vitest';
import { adminOrderMoveCall, adminOrdersBulkMoveCall, orderDetailsCall } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { orderStatusHistory, orders } from '../../../db/schema';
import { call, invalidData } from '../../../test/app';
import { order } from '../../../test/fixtures/orders';
import { product } from '../../../test/fixtures/products';
import { adminSuite, auditOf } from '../../../test/fixtures/admin';

const w = adminSuite();

/** A confirmed order of the demo customer, ready to ship. */
async function confirmedOrder() {
  const p = await product(w.t.db, { stock: 10 });
  const { order: o } = await order(w.t.db, { userId: w.customer.id, items: [{ productId: p.id, quantity: 1, price: 5000 }] });
  expect((await call(w.t.app, adminOrderMoveCall, { ...w.admin.auth, order_id: o.id, action: 'confirm' })).body.status).toBe(true);
  return o.id;
}
const ship = (orderId: number, fields: Record<string, string>, lang: 'en' | 'ar' = 'en') =>
  call(w.t.app, adminOrderMoveCall, { ...w.admin.auth, order_id: orderId, action: 'ship', ...fields }, { lang });
const details = (orderId: number, lang: 'en' | 'ar' = 'en') =>
  call(w.t.app, orderDetailsCall, { ...w.customer.auth, order_id: orderId }, { lang });
const rowOf = async (orderId: number) => (await w.t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

describe('change_status.php: ship with a carrier', () => {
  it('Aramex with its tracking number: the console, the customer (both languages) and the audit log read it', async () => {
    const id = await confirmedOrder();
    const shipped = await ship(id, { carrier: 'aramex', tracking_number: ' 44012345678 ' });
    expect(shipped.body.status).toBe(true);
    const aramex = {
      carrier: 'aramex',
      carrier_name: 'Aramex',
      tracking_number: '44012345678',
      tracking_url: 'https://www.aramex.com/ae/en/track/results?ShipmentNumber=44012345678',
      driver_phone: '',
    };
    expect(shipped.body.data).toMatchObject({ status_id: 5, shipment: aramex });
    expect((await details(id)).body.data.shipment).toEqual(aramex);
    expect((await details(id, 'ar')).body.data.shipment).toMatchObject({ carrier_name: 'أرامكس', tracking_url: aramex.tracking_url });

    const [, shipAudit] = await auditOf(w.t, 'order', id);
    expect(shipAudit!.action).toBe('order.ship');
    expect(shipAudit!.after).toMatchObject({ statusId: 5, carrier: 'aramex', trackingNumber: '44012345678', driverPhone: '' });
  });

  it('Quiqup and Emirates Post link to their tracking pages; the own driver has a phone and no link; other is named', async () => {
    const quiqup = await confirmedOrder();
    expect((await ship(quiqup, { carrier: 'quiqup', tracking_number: 'QQ-123' })).body.data.shipment!.tracking_url).toBe(
      'https://track.quiqup.com/QQ-123',
    );
    const post = await confirmedOrder();
    expect((await ship(post, { carrier: 'emirates_post', tracking_number: 'RR123456785AE' })).body.data.shipment!.tracking_url).toBe(
      'https://www.emiratespost.ae/all-services/track-a-package?trackingnumber=RR123456785AE',
    );
    const driver = await confirmedOrder();
    // Typed with spaces and Arabic-Indic digits; kept as registration keeps phones.
    expect((await ship(driver, { carrier: 'own_driver', driver_phone: '٠٥٠ 123 4567' }, 'ar')).body.data.shipment).toEqual({
      carrier: 'own_driver',
      carrier_name: 'سائق المتجر',
      tracking_number: '',
      tracking_url: null,
      driver_phone: '0501234567',
    });
    const other = await confirmedOrder();
    expect((await ship(other, { carrier: 'other', carrier_name: 'Fetchr', tracking_number: 'F-77' })).body.data.shipment).toEqual({
      carrier: 'other',
      carrier_name: 'Fetchr',
      tracking_number: 'F-77',
      tracking_url: null,
      driver_phone: '',
    });
  });

  it('without a carrier the order ships with none recorded, as before', async () => {
    const id = await confirmedOrder();
    const shipped = await ship(id, {});
    expect(shipped.body.data).toMatchObject({ status_id: 5, shipment: null });
    expect((await details(id)).body.data.shipment).toBeNull();
  });

  it('refuses what a carrier lacks or does not take, naming the field, and changes nothing', async () => {
    const id = await confirmedOrder();
    const refusals: [Record<string, string>, string][] = [
      [{ carrier: 'dhl', tracking_number: '1' }, 'carrier'],
      [{ carrier: 'aramex' }, 'tracking_number'],
      [{ carrier: 'quiqup', tracking_number: '   ' }, 'tracking_number'],
      [{ carrier: 'emirates_post' }, 'tracking_number'],
      [{ carrier: 'aramex', tracking_number: '1'.repeat(41) }, 'tracking_number'],
      [{ carrier: 'aramex', tracking_number: '12 34<script>' }, 'tracking_number'],
      [{ carrier: 'own_driver' }, 'driver_phone'],
      [{ carrier: 'own_driver', driver_phone: 'call me' }, 'driver_phone'],
      [{ carrier: 'own_driver', driver_phone: '0501234567', tracking_number: '1' }, 'tracking_number'],
      [{ carrier: 'aramex', tracking_number: '1', driver_phone: '0501234567' }, 'driver_phone'],
      [{ carrier: 'other' }, 'carrier_name'],
      [{ carrier: 'other', carrier_name: 'x'.repeat(61) }, 'carrier_name'],
      [{ carrier: 'aramex', tracking_number: '1', carrier_name: 'Aramex' }, 'carrier_name'],
      [{ tracking_number: '1' }, 'carrier'],
    ];
    for (const [fields, field] of refusals) {
      const answer = await ship(id, fields);
      expect(answer.statusCode, JSON.stringify(fields)).toBeLessThan(500);
      expect(answer.body.status, JSON.stringify(fields)).toBe(false);
      expect(invalidData(answer).field, JSON.stringify(fields)).toBe(field);
    }
    const arabic = await ship(id, { carrier: 'aramex' }, 'ar');
    expect(arabic.body.msg).toContain('tracking_number');
    // Shipment fields with another move are refused, not dropped.
    const cancel = await call(w.t.app, adminOrderMoveCall, {
      ...w.admin.auth,
      order_id: id,
      action: 'cancel',
      carrier: 'aramex',
    });
    expect(invalidData(cancel).field).toBe('carrier');

    const row = await rowOf(id);
    expect(row).toMatchObject({ statusId: 2, carrier: null, trackingNumber: '', driverPhone: '', carrierName: '' });
    const history = await w.t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id));
    expect(history.map((h) => h.toStatus)).toEqual([2]);
  });
});

describe('bulk_status.php: ship', () => {
  it('ships a round with the own driver’s phone, or with no carrier; carriers with per-parcel numbers are refused', async () => {
    const ids = [await confirmedOrder(), await confirmedOrder()];
    const bulk = (fields: Record<string, string>) =>
      call(w.t.app, adminOrdersBulkMoveCall, { ...w.admin.auth, order_ids: ids.join(','), action: 'ship', ...fields });

    for (const [fields, field] of [
      [{ carrier: 'aramex' }, 'carrier'],
      [{ carrier: 'own_driver' }, 'driver_phone'],
      [{ driver_phone: '0501234567' }, 'carrier'],
    ] as const) {
      const refused = await bulk(fields);
      expect(refused.body.status, JSON.stringify(fields)).toBe(false);
      expect(invalidData(refused).field, JSON.stringify(fields)).toBe(field);
    }
    expect((await rowOf(ids[0]!)).statusId).toBe(2);

    const round = await bulk({ carrier: 'own_driver', driver_phone: '+971 50 765 4321' });
    expect(round.body.data.moved).toBe(2);
    for (const id of ids) {
      expect((await details(id)).body.data.shipment).toMatchObject({ carrier: 'own_driver', driver_phone: '+971507654321' });
      expect((await auditOf(w.t, 'order', id)).at(-1)!.after).toMatchObject({ carrier: 'own_driver', driverPhone: '+971507654321' });
    }

    const plain = [await confirmedOrder()];
    const none = await call(w.t.app, adminOrdersBulkMoveCall, { ...w.admin.auth, order_ids: plain.join(','), action: 'ship' });
    expect(none.body.data.moved).toBe(1);
    expect((await rowOf(plain[0]!)).carrier).toBeNull();
  });
});
