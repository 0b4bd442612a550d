// Shipping with Aramex (integrations/carriers/aramex.ts) over real HTTP, against a local server that speaks
// Aramex's JSON web services (CreateShipments, PrintLabel, CreatePickup, TrackShipments) and checks what it is
// sent field by field: the order marked shipped with the AWB Aramex gives, refusals that leave the order as it
// was, the label PDF and a pickup from the console, and the tracking poll that delivers an order once.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { adminCarrierLabelCall, adminCarrierPickupCall, adminOrderMoveCall, adminOrderNoteAddCall } from '@shop/contract';
import { LocalProviderServer } from '../../../test/providerServer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../../config';
import { jobs, orderStatusHistory, orders, walletEntries } from '../../../db/schema';
import { transaction } from '../../../db/transaction';
import { lockOrder } from '../../orders/effects';
import { trackAramexShipments } from './aramex';
import { fieldOfMessage } from '../../../integrations/carriers/aramex';
import { call, expectRefusal, invalidData } from '../../../test/app';
import { order } from '../../../test/fixtures/orders';
import { product } from '../../../test/fixtures/products';
import { adminSuite } from '../../../test/fixtures/admin';

const CREDENTIALS = {
  ARAMEX_USERNAME: 'shop@example.ae',
  ARAMEX_PASSWORD: 'secret-pass',
  ARAMEX_ACCOUNT_NUMBER: '60531487',
  ARAMEX_ACCOUNT_PIN: '654654',
  ARAMEX_ACCOUNT_ENTITY: 'AUH',
  ARAMEX_ACCOUNT_COUNTRY_CODE: 'AE',
  ARAMEX_SHIPPER_CITY: 'Abu Dhabi',
};
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A stand-in for Aramex's JSON services on 127.0.0.1, answering with the documented shapes. */
class FakeAramex extends LocalProviderServer {
  requests: { method: string; body: Json }[] = [];
  /** The next CreateShipments answer: a shipment, or HasErrors with these notifications. */
  refuseWith: { Code: string; Message: string }[] | null = null;
  /** Answer an HTML error page instead of JSON, as a proxy in front of Aramex may. */
  broken = false;
  /** The last UpdateCode of each AWB, as TrackShipments tells it. */
  tracking = new Map<string, string>();
  /** While set, CreateShipments waits for it before answering (a slow round trip); `onCreate` hears one arrive. */
  hold: Promise<void> | null = null;
  onCreate: (() => void) | null = null;
  private nextAwb = 44_012_345_600;

  sent(method: string) {
    return this.requests.filter((r) => r.method === method).map((r) => r.body);
  }

  protected async handle(req: IncomingMessage, res: ServerResponse) {
    if (req.method === 'GET' && req.url?.startsWith('/labels/')) return res.writeHead(200, { 'content-type': 'application/pdf' }).end(PDF);
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const send = (json: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    if (this.broken) return res.writeHead(502, { 'content-type': 'text/html' }).end('<html><body>Bad Gateway</body></html>');
    const match = /^\/ShippingAPI\.V2\/(Shipping|Tracking)\/Service_1_0\.svc\/json\/(\w+)$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !match) return res.writeHead(404).end();
    const body = JSON.parse(raw) as Json;
    this.requests.push({ method: match[2]!, body });
    const ok = { Transaction: null, Notifications: [], HasErrors: false };
    const c = body.ClientInfo as Json;
    if (
      c.UserName !== CREDENTIALS.ARAMEX_USERNAME ||
      c.Password !== CREDENTIALS.ARAMEX_PASSWORD ||
      c.AccountPin !== CREDENTIALS.ARAMEX_ACCOUNT_PIN
    )
      return send({ ...ok, HasErrors: true, Notifications: [{ Code: 'ERR01', Message: 'Invalid username or password' }] });

    if (match[2] === 'CreateShipments') {
      this.onCreate?.();
      await this.hold;
      if (this.refuseWith) return send({ ...ok, HasErrors: true, Notifications: this.refuseWith, Shipments: [] });
      const ID = String(this.nextAwb++);
      return send({
        ...ok,
        Shipments: [
          {
            ID,
            Reference1: body.Shipments[0].Reference1,
            ForeignHAWB: null,
            HasErrors: false,
            Notifications: [],
            ShipmentLabel: { LabelURL: `${this.url}/labels/${ID}.pdf`, LabelFileContents: null },
            ShipmentDetails: null,
          },
        ],
      });
    }
    if (match[2] === 'PrintLabel')
      return send({
        ...ok,
        ShipmentNumber: body.ShipmentNumber,
        ShipmentLabel: { LabelURL: `${this.url}/labels/${body.ShipmentNumber}.pdf` },
      });
    if (match[2] === 'CreatePickup')
      return send({ ...ok, ProcessedPickup: { ID: 'H-4402781', GUID: 'c0f1e2d3-0000-4000-8000-000000000001' } });
    if (match[2] === 'TrackShipments') {
      const awbs = body.Shipments as string[];
      return send({
        ...ok,
        TrackingResults: awbs
          .filter((a) => this.tracking.has(a))
          .map((a) => ({
            Key: a,
            Value: [
              {
                WaybillNumber: a,
                UpdateCode: this.tracking.get(a),
                UpdateDescription: this.tracking.get(a) === 'SH005' ? 'Delivered' : 'Returned to Shipper',
                UpdateDateTime: '/Date(1765000000000+0400)/',
                UpdateLocation: 'Abu Dhabi, United Arab Emirates',
                Comments: '',
                ProblemCode: '',
              },
            ],
          })),
        NonExistingWaybills: awbs.filter((a) => !this.tracking.has(a)),
      });
    }
    return res.writeHead(404).end();
  }
}

const fake = new FakeAramex();
const overrides: Partial<Config> = {};
beforeAll(async () => {
  await fake.start();
  Object.assign(overrides, { ...CREDENTIALS, ARAMEX_BASE_URL: fake.url, CARRIER_TIMEOUT_MS: 5000, CARRIER_TRACKING_SECONDS: 0 });
});
const w = adminSuite(overrides);
afterAll(() => fake.stop());
beforeEach(() => {
  fake.requests = [];
  fake.refuseWith = null;
  fake.broken = false;
  fake.hold = null;
  fake.onCreate = null;
});

/** Holds Aramex's CreateShipments answers until released; `arrived` resolves when the first comes in. */
function holdAramex() {
  let release = () => {};
  fake.hold = new Promise((resolve) => (release = resolve));
  const arrived = new Promise<void>((resolve) => (fake.onCreate = resolve));
  return { arrived, release };
}
/** Fails instead of waiting for ever when `p` is held up (a row lock held for Aramex's round trip). */
const within = <T>(p: Promise<T>, ms = 3000) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`still waiting after ${ms} ms`)), ms))]);

/** A confirmed order of the demo customer: 2 jars at 50 AED plus 25 AED delivery, cash unless paid by card. */
async function confirmedOrder(paymentMethod: 1 | 2 = 1) {
  const p = await product(w.t.db, { stock: 10 });
  const { order: o } = await order(w.t.db, {
    userId: w.customer.id,
    paymentMethod,
    items: [{ productId: p.id, quantity: 2, price: 5000 }],
  });
  expect((await call(w.t.app, adminOrderMoveCall, { ...w.admin.auth, order_id: o.id, action: 'confirm' })).body.status).toBe(true);
  return o.id;
}
const shipWithAramex = (orderId: number, lang: 'en' | 'ar' = 'en') =>
  call(w.t.app, adminOrderMoveCall, { ...w.admin.auth, order_id: orderId, action: 'ship', carrier: 'aramex' }, { lang });
const rowOf = async (orderId: number) => (await w.t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
const historyOf = async (orderId: number) =>
  w.t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId)).orderBy(orderStatusHistory.id);

describe('change_status.php: ship with Aramex', () => {
  it('creates the shipment with the account, the shop and the customer, and keeps the AWB as the tracking number', async () => {
    const id = await confirmedOrder(1);
    const shipped = await shipWithAramex(id);
    expect(shipped.body.status).toBe(true);
    const [sent] = fake.sent('CreateShipments');
    expect(sent!.ClientInfo).toEqual({
      UserName: 'shop@example.ae',
      Password: 'secret-pass',
      Version: 'v1.0',
      AccountNumber: '60531487',
      AccountPin: '654654',
      AccountEntity: 'AUH',
      AccountCountryCode: 'AE',
      Source: 24,
    });
    expect(sent!.LabelInfo).toEqual({ ReportID: 9201, ReportType: 'URL' });
    const s = sent!.Shipments[0];
    expect(s.Reference1).toBe(String(id));
    expect(s.Shipper.AccountNumber).toBe('60531487');
    expect(s.Shipper.PartyAddress).toMatchObject({ City: 'Abu Dhabi', CountryCode: 'AE', Line1: expect.stringContaining('Khalidiyah') });
    expect(s.Shipper.Contact).toMatchObject({ CompanyName: 'Souq Al Asal General Trading L.L.C.', PhoneNumber1: '+971 2 665 4800' });
    // The consignee is the order's delivery address (fixtures/orders.ts).
    expect(s.Consignee.PartyAddress).toMatchObject({ Line1: 'Street 1', Line2: 'Khalifa City', City: 'Abu Dhabi', CountryCode: 'AE' });
    expect(s.Consignee.Contact).toMatchObject({ PersonName: 'Home', PhoneNumber1: '0501234567' });
    expect(s.ShippingDateTime).toMatch(/^\/Date\(\d+\)\/$/);
    // Cash on delivery: 2 × 50 + 25 delivery = 125 AED to collect.
    expect(s.Details).toMatchObject({
      ActualWeight: { Unit: 'KG', Value: 1 },
      NumberOfPieces: 1,
      ProductGroup: 'DOM',
      ProductType: 'CDS',
      PaymentType: 'P',
      Services: 'CODS',
      CashOnDeliveryAmount: { Value: 125, CurrencyCode: 'AED' },
    });

    const awb = (await rowOf(id)).trackingNumber;
    expect(awb).toMatch(/^4401234\d{4}$/);
    expect(shipped.body.data).toMatchObject({
      status_id: 5,
      shipment: {
        carrier: 'aramex',
        tracking_number: awb,
        tracking_url: `https://www.aramex.com/ae/en/track/results?ShipmentNumber=${awb}`,
      },
    });
  });

  it('a card-paid order is sent without cash to collect', async () => {
    const id = await confirmedOrder(2);
    expect((await shipWithAramex(id)).body.status).toBe(true);
    const details = fake.sent('CreateShipments')[0]!.Shipments[0].Details;
    expect(details).toMatchObject({ ProductType: 'ONP', Services: '' });
    expect(details).not.toHaveProperty('CashOnDeliveryAmount');
  });

  it('a typed tracking number is kept as before, without calling Aramex', async () => {
    const id = await confirmedOrder();
    expect(
      (
        await call(w.t.app, adminOrderMoveCall, {
          ...w.admin.auth,
          order_id: id,
          action: 'ship',
          carrier: 'aramex',
          tracking_number: '44099',
        })
      ).body.data.shipment!.tracking_number,
    ).toBe('44099');
    expect(fake.sent('CreateShipments')).toEqual([]);
  });

  it('when Aramex refuses, the order is not shipped and the owner reads Aramex’s message with its field', async () => {
    const id = await confirmedOrder();
    fake.refuseWith = [{ Code: 'ERR03', Message: 'Consignee.PartyAddress.City - Invalid city name' }];
    for (const lang of ['en', 'ar'] as const) {
      const refused = await shipWithAramex(id, lang);
      expectRefusal(refused, 'refused');
      expect(refused.body.msg).toContain('ERR03 Consignee.PartyAddress.City - Invalid city name');
      expect(refused.body.data).toEqual({ field: 'Consignee.PartyAddress.City' });
    }
    expect((await shipWithAramex(id, 'ar')).body.msg).toContain('رفضت أرامكس الشحنة');
    // Aramex answers without a field, or not at all like Aramex: refused all the same, never a 500.
    fake.refuseWith = [{ Code: 'ERR99', Message: 'Service temporarily unavailable' }];
    const plain = await shipWithAramex(id);
    expectRefusal(plain, 'refused');
    expect(plain.body.msg).toBe('Aramex refused the shipment: ERR99 Service temporarily unavailable');

    // Not an Aramex answer at all (an HTML error page): refused with the reason, never a 500.
    fake.refuseWith = null;
    fake.broken = true;
    const broken = await shipWithAramex(id);
    expectRefusal(broken, 'refused');
    expect(broken.body.msg).toBe('Aramex did not complete the request: Aramex CreateShipments answered HTTP 502 without JSON');
    fake.broken = false;

    expect(await rowOf(id)).toMatchObject({ statusId: 2, carrier: null, trackingNumber: '' });
    expect((await historyOf(id)).some((h) => h.toStatus === 5)).toBe(false);
  });

  it('reads the field out of Aramex messages only when one is named', () => {
    expect(fieldOfMessage('ERR03 - Shipper.Contact.PhoneNumber1 is required')).toBe('Shipper.Contact.PhoneNumber1');
    expect(fieldOfMessage('Invalid username or password')).toBeNull();
  });
});

describe('change_status.php: the shipment is claimed, created with Aramex outside any transaction, then recorded', () => {
  it('two "mark shipped" at once create one shipment: the second is refused while Aramex answers the first', async () => {
    const id = await confirmedOrder();
    const held = holdAramex();
    const ships = [shipWithAramex(id), shipWithAramex(id)];
    await held.arrived;
    // Answered while Aramex still holds the first request's answer.
    const refused = await within(Promise.race(ships));
    expectRefusal(refused, 'refused');
    expect(refused.body.msg).toBe(`Order #${id} is being shipped with its carrier right now: wait for the carrier’s answer`);
    held.release();
    const answers = await Promise.all(ships);
    expect(answers.map((a) => a.body.status).sort()).toEqual([false, true]);
    expect(fake.sent('CreateShipments')).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ statusId: 5, shipmentClaimedAt: null, trackingNumber: expect.stringMatching(/^4401234/) });
    expect((await historyOf(id)).filter((h) => h.toStatus === 5)).toHaveLength(1);
    // Once shipped, a third is refused as before (the move, not the claim).
    expect((await shipWithAramex(id)).body.msg).toContain('cannot be shipped now');
  });

  it('the order row is not locked while Aramex answers; another move meanwhile is refused, in both languages', async () => {
    const id = await confirmedOrder();
    const held = holdAramex();
    const shipping = shipWithAramex(id);
    await held.arrived;
    const note = await within(call(w.t.app, adminOrderNoteAddCall, { ...w.admin.auth, order_id: id, note: 'Fragile' }));
    expect(note.body.status).toBe(true);
    // Taking the row's lock does not wait for Aramex either.
    expect(await within(transaction(w.t.db, async (tx) => (await lockOrder(tx, id))!.statusId))).toBe(2);
    const cancel = await within(call(w.t.app, adminOrderMoveCall, { ...w.admin.auth, order_id: id, action: 'cancel' }, { lang: 'ar' }));
    expectRefusal(cancel, 'refused');
    expect(cancel.body.msg).toContain('يجري الآن إنشاء شحنة الطلب');
    expect((await rowOf(id)).shipmentClaimedAt).not.toBeNull();
    held.release();
    expect((await shipping).body.data).toMatchObject({ status_id: 5, shipment: { carrier: 'aramex' } });
  });

  it('Aramex failing releases the claim and leaves the order confirmed; a retry then ships it once', async () => {
    const id = await confirmedOrder();
    fake.refuseWith = [{ Code: 'ERR99', Message: 'Service temporarily unavailable' }];
    expectRefusal(await shipWithAramex(id), 'refused');
    expect(await rowOf(id)).toMatchObject({ statusId: 2, shipmentClaimedAt: null, carrier: null, trackingNumber: '' });
    fake.refuseWith = null;
    expect((await shipWithAramex(id)).body.status).toBe(true);
    expect(await rowOf(id)).toMatchObject({ statusId: 5, shipmentClaimedAt: null, carrier: 'aramex' });
    expect(fake.sent('CreateShipments').map((s) => s.Shipments[0].Reference1)).toEqual([String(id), String(id)]);
    expect((await historyOf(id)).filter((h) => h.toStatus === 5)).toHaveLength(1);
  });
});

describe('change_status.php: an attempt whose outcome is unknown is not repeated without the owner', () => {
  const shipAgain = (orderId: number, extra: Record<string, string | number> = {}, lang: 'en' | 'ar' = 'en') =>
    call(w.t.app, adminOrderMoveCall, { ...w.admin.auth, order_id: orderId, action: 'ship', carrier: 'aramex', ...extra }, { lang });

  it('an answer that could not be read leaves the attempt unsettled: shipping again is refused naming new_shipment, and new_shipment=1 creates one', async () => {
    const id = await confirmedOrder();
    fake.broken = true;
    expectRefusal(await shipWithAramex(id), 'refused');
    fake.broken = false;
    expect(await rowOf(id)).toMatchObject({ statusId: 2, shipmentClaimedAt: null, shipmentUnsettledAt: expect.any(Date) });

    const again = await shipAgain(id);
    expectRefusal(again, 'refused');
    expect(again.body.data).toEqual({ field: 'new_shipment' });
    expect(again.body.msg).toBe(
      `An earlier attempt to ship order #${id} got no clear answer, so Aramex may have created its shipment. Look in your Aramex account for a shipment with reference ${id}: type its number, or create a new shipment`,
    );
    expect(fake.sent('CreateShipments')).toHaveLength(0);

    const created = await shipAgain(id, { new_shipment: 1 });
    expect(created.body.data).toMatchObject({ status_id: 5, shipment: { carrier: 'aramex' } });
    expect(fake.sent('CreateShipments')).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ statusId: 5, shipmentClaimedAt: null, shipmentUnsettledAt: null });
  });

  it('a claim left by a process that stopped during the call is unsettled too; the number typed from the carrier settles it', async () => {
    const id = await confirmedOrder();
    await w.t.db
      .update(orders)
      .set({ shipmentClaimedAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(orders.id, id));
    const again = await shipAgain(id, {}, 'ar');
    expectRefusal(again, 'refused');
    expect(again.body.msg).toContain(`ابحث في حسابك لدى أرامكس عن شحنة مرجعها ${id}`);
    const typed = await shipAgain(id, { tracking_number: '44012345999' });
    expect(typed.body.data).toMatchObject({ status_id: 5, shipment: { carrier: 'aramex', tracking_number: '44012345999' } });
    expect(fake.sent('CreateShipments')).toHaveLength(0);
    expect(await rowOf(id)).toMatchObject({ shipmentClaimedAt: null, shipmentUnsettledAt: null });
  });

  it('a refusal by the carrier settles the attempt (nothing was created): the next one goes ahead', async () => {
    const id = await confirmedOrder();
    fake.refuseWith = [{ Code: 'ERR03', Message: 'Consignee.PartyAddress.City is invalid' }];
    expectRefusal(await shipWithAramex(id), 'refused');
    fake.refuseWith = null;
    expect(await rowOf(id)).toMatchObject({ shipmentUnsettledAt: null });
    expect((await shipWithAramex(id)).body.data).toMatchObject({ status_id: 5 });
  });

  it('new_shipment goes with ship only', async () => {
    const id = await confirmedOrder();
    const cancel = await call(w.t.app, adminOrderMoveCall, {
      ...w.admin.auth,
      order_id: id,
      action: 'cancel',
      new_shipment: 1,
    });
    expect(cancel.statusCode).toBe(400);
    expect(cancel.body.data).toMatchObject({ field: 'new_shipment' });
    expect((await rowOf(id)).statusId).toBe(2);
  });
});

describe('carrier_label.php and carrier_pickup.php for an Aramex shipment', () => {
  const label = (fields: Record<string, string | number>) =>
    w.t.app.inject({ method: 'POST', url: '/api/admin/orders/carrier_label.php', payload: fields });

  it('downloads the label PDF and asks for a pickup of an order shipped with Aramex', async () => {
    const id = await confirmedOrder();
    await shipWithAramex(id);
    const awb = (await rowOf(id)).trackingNumber;
    const pdf = await label({ ...w.admin.auth, order_id: id });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect(fake.sent('PrintLabel')[0]).toMatchObject({
      ShipmentNumber: awb,
      ProductGroup: 'DOM',
      OriginEntity: 'AUH',
      LabelInfo: { ReportID: 9201 },
    });

    const pickup = await call(w.t.app, adminCarrierPickupCall, { ...w.admin.auth, order_id: id });
    expect(pickup.body).toMatchObject({ status: true, data: { pickup_id: 'H-4402781' } });
    const asked = fake.sent('CreatePickup')[0]!;
    expect(asked.ClientInfo.AccountNumber).toBe('60531487');
    expect(asked.Pickup).toMatchObject({
      PickupAddress: { City: 'Abu Dhabi', CountryCode: 'AE' },
      Reference1: String(id),
      Status: 'Ready',
      PickupItems: [{ ProductGroup: 'DOM', NumberOfShipments: 1, NumberOfPieces: 1, ShipmentWeight: { Unit: 'KG', Value: 1 } }],
    });
    expect(asked.Pickup.Comments).toContain(awb);
  });

  it('refuses an order without an Aramex shipment, an unknown order and bad input, naming the field; never a 500', async () => {
    const id = await confirmedOrder();
    const notShipped = await call(w.t.app, adminCarrierPickupCall, { ...w.admin.auth, order_id: id });
    expect(notShipped.body).toMatchObject({ status: false, msg: `Order #${id} has no Aramex or Quiqup shipment` });
    const labelRefused = await label({ ...w.admin.auth, order_id: id });
    expect(labelRefused.statusCode).toBeLessThan(500);
    expect(labelRefused.json()).toMatchObject({ status: false });
    expect((await call(w.t.app, adminCarrierPickupCall, { ...w.admin.auth, order_id: 99_999_999 })).statusCode).toBe(404);
    for (const c of [adminCarrierPickupCall, adminCarrierLabelCall]) {
      for (const order_id of ['abc', '', '-1']) {
        const bad = await call(w.t.app, c, { ...w.admin.auth, order_id });
        expect(bad.statusCode, `${c.path} ${order_id}`).toBeLessThan(500);
        expect(invalidData(bad).field, `${c.path} ${order_id}`).toBe('order_id');
      }
    }
    expect(fake.sent('PrintLabel')).toEqual([]);
    expect(fake.sent('CreatePickup')).toEqual([]);
  });

  it('a customer or a signed-out caller cannot reach them', async () => {
    const id = await confirmedOrder();
    await shipWithAramex(id);
    for (const c of [adminCarrierPickupCall, adminCarrierLabelCall]) {
      const customer = await call(w.t.app, c, { ...w.customer.auth, order_id: id });
      expect(customer.statusCode, c.path).toBe(403);
      expect(customer.body.status).toBe(false);
      const anonymous = await call(w.t.app, c, { order_id: id });
      expect(anonymous.statusCode, c.path).toBe(401);
      expect(anonymous.body.status).toBe(false);
    }
    expect(fake.sent('PrintLabel')).toEqual([]);
    expect(fake.sent('CreatePickup')).toEqual([]);
  });
});

describe('the Aramex tracking poll', () => {
  it('delivers a delivered order once, even with two polls at once, as the owner’s move does', async () => {
    const id = await confirmedOrder();
    await shipWithAramex(id);
    const awb = (await rowOf(id)).trackingNumber;
    fake.tracking.set(awb, 'SH005');
    const rounds = await Promise.all([
      trackAramexShipments(w.t.db, w.t.app.carriers.aramex),
      trackAramexShipments(w.t.db, w.t.app.carriers.aramex),
    ]);
    // One of the two rounds moved it; the other found it moved (or no longer shipped).
    expect(rounds[0]! + rounds[1]!).toBe(1);
    expect((await rowOf(id)).statusId).toBe(3);
    expect((await rowOf(id)).deliveredAt).not.toBeNull();
    const delivered = (await historyOf(id)).filter((h) => h.toStatus === 3);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.note).toBe('Aramex SH005: Delivered');
    // The owner's deliver move's effects: the e-mail job and the points, once.
    const mails = await w.t.db.select().from(jobs).where(eq(jobs.kind, 'order_status_mail'));
    expect(mails.filter((j) => (j.payload as { historyId: number }).historyId === delivered[0]!.id)).toHaveLength(1);
    const points = await w.t.db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.orderId, id), eq(walletEntries.kind, 'points')));
    const earned = (await rowOf(id)).pointsEarned;
    expect(earned).toBeGreaterThan(0);
    expect(points.map((p) => p.amount)).toEqual([earned]);
    // A later round finds nothing to do.
    expect(await trackAramexShipments(w.t.db, w.t.app.carriers.aramex)).toBe(0);
  });

  it('records a return to the shop on the history once, leaving the order shipped; other codes change nothing', async () => {
    const returned = await confirmedOrder();
    const moving = await confirmedOrder();
    await shipWithAramex(returned);
    await shipWithAramex(moving);
    fake.tracking.set((await rowOf(returned)).trackingNumber, 'SH069');
    fake.tracking.set((await rowOf(moving)).trackingNumber, 'SH003');
    await Promise.all([trackAramexShipments(w.t.db, w.t.app.carriers.aramex), trackAramexShipments(w.t.db, w.t.app.carriers.aramex)]);
    await trackAramexShipments(w.t.db, w.t.app.carriers.aramex);
    expect(await rowOf(returned)).toMatchObject({ statusId: 5, carrierEvent: 'SH069' });
    const lines = (await historyOf(returned)).filter((h) => h.note.startsWith('Aramex'));
    expect(lines.map((h) => [h.fromStatus, h.toStatus, h.note])).toEqual([[5, 5, 'Aramex SH069: Returned to Shipper']]);
    expect(await rowOf(moving)).toMatchObject({ statusId: 5, carrierEvent: '' });
    expect((await historyOf(moving)).some((h) => h.note.startsWith('Aramex'))).toBe(false);
  });
});
