// Shipping with Quiqup (integrations/carriers/quiqup.ts) over real HTTP, against a local server that speaks
// Quiqup's documented Orders API (OAuth client credentials, POST /orders, marking ready for collection, the
// label) and checks what it is sent field by field; and Quiqup's signed webhook (quiqupWebhook.ts) moving the
// order: delivered once, a failed attempt recorded and told to the customer, a return to the shop recorded, a
// repeat or a late event changing nothing, a bad signature refused with 401 and no body ever answered with a 500.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { adminCarrierPickupCall, adminOrderMoveCall } from '@shop/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../../config';
import { jobs, notifications, orderStatusHistory, orders, walletEntries } from '../../../db/schema';
import { LocalProviderServer } from '../../../test/providerServer';
import { call, expectRefusal } from '../../../test/app';
import { order } from '../../../test/fixtures/orders';
import { product } from '../../../test/fixtures/products';
import { adminSuite } from '../../../test/fixtures/admin';
import { quiqupSignature } from './quiqupWebhook';
import { trackQuiqupShipments } from './quiqup';

const CLIENT = { QUIQUP_CLIENT_ID: 'souq-al-asal', QUIQUP_CLIENT_SECRET: 'quiqup-client-secret' };
const WEBHOOK_SECRET = 'quiqup-webhook-token';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A stand-in for Quiqup's API on 127.0.0.1, answering with the documented shapes. */
class FakeQuiqup extends LocalProviderServer {
  requests: { method: string; path: string; auth: string; body: Json | null }[] = [];
  tokensIssued = 0;
  /** Each order's state, as GET /orders/<id> tells it. */
  states = new Map<string, string>();
  /** The next POST /orders is refused with this Rails-style error body (422). */
  refuseWith: Json | null = null;
  private nextId = 7_100_200;

  sent(method: string, path: string) {
    return this.requests.filter((r) => r.method === method && r.path === path).map((r) => r.body);
  }

  protected async handle(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const url = new URL(req.url ?? '/', this.url);
    const send = (status: number, json: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    if (req.method === 'POST' && url.pathname === '/oauth/token') {
      const q = url.searchParams;
      if (
        q.get('grant_type') !== 'client_credentials' ||
        q.get('client_id') !== CLIENT.QUIQUP_CLIENT_ID ||
        q.get('client_secret') !== CLIENT.QUIQUP_CLIENT_SECRET
      )
        return send(401, { error: 'invalid_client' });
      this.tokensIssued++;
      return send(200, { access_token: `token-${this.tokensIssued}`, token_type: 'Bearer', expires_in: 3600, created_at: 1765000000 });
    }
    const auth = req.headers.authorization ?? '';
    if (!/^Bearer token-\d+$/.test(auth)) return send(401, { error: 'unauthorized' });
    const body = raw ? (JSON.parse(raw) as Json) : null;
    this.requests.push({ method: req.method ?? '', path: url.pathname, auth, body });
    if (req.method === 'POST' && url.pathname === '/orders') {
      if (this.refuseWith) return send(422, this.refuseWith);
      return send(201, { order: { id: this.nextId++, state: 'pending', partner_order_id: body!.partner_order_id } });
    }
    if (req.method === 'PUT' && url.pathname === '/orders/batch/set_ready_for_collection') return send(200, { ids: body!.ids });
    const one = /^\/orders\/(\d+)$/.exec(url.pathname);
    if (req.method === 'GET' && one) {
      const state = this.states.get(one[1]!);
      return state ? send(200, { order: { id: Number(one[1]), state } }) : send(404, { error: 'Order not found' });
    }
    if (req.method === 'GET' && url.pathname.startsWith('/order_label/'))
      return res.writeHead(200, { 'content-type': 'application/pdf' }).end(PDF);
    return send(404, { error: 'not found' });
  }
}

const fake = new FakeQuiqup();
const overrides: Partial<Config> = {};
beforeAll(async () => {
  await fake.start();
  Object.assign(overrides, {
    ...CLIENT,
    QUIQUP_BASE_URL: fake.url,
    QUIQUP_SERVICE: 'partner_same_day',
    QUIQUP_WEBHOOK_SECRET: WEBHOOK_SECRET,
    CARRIER_TIMEOUT_MS: 5000,
    CARRIER_TRACKING_SECONDS: 0,
  });
});
const w = adminSuite(overrides);
afterAll(() => fake.stop());
beforeEach(() => {
  fake.requests = [];
  fake.refuseWith = null;
});

/** A confirmed order of the demo customer: 2 jars at 50 AED plus 25 AED delivery, cash unless paid by card. */
async function confirmedOrder(paymentMethod: 1 | 2 = 1) {
  const p = await product(w.t.db, { stock: 10 });
  const { order: o } = await order(w.t.db, {
    userId: w.customer.id,
    paymentMethod,
    items: [{ productId: p.id, quantity: 2, price: 5000 }],
  });
  const confirmed = await call(w.t.app, adminOrderMoveCall, { ...w.admin.auth, order_id: o.id, action: 'confirm' });
  expect(confirmed.body.status).toBe(true);
  return o.id;
}
const shipWithQuiqup = (orderId: number, lang: 'en' | 'ar' = 'en') =>
  call(w.t.app, adminOrderMoveCall, { ...w.admin.auth, order_id: orderId, action: 'ship', carrier: 'quiqup' }, { lang });
const rowOf = async (orderId: number) => (await w.t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
const historyOf = async (orderId: number) =>
  w.t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId)).orderBy(orderStatusHistory.id);

/** Posts a webhook body as Quiqup does: raw JSON, signed with the shared token unless told otherwise. */
const webhook = (body: string, signature: string | null = quiqupSignature(body, WEBHOOK_SECRET)) =>
  w.t.app.inject({
    method: 'POST',
    url: '/api/carriers/quiqup/webhook',
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'x-signature': signature }) },
    payload: body,
  });
const stateEvent = (quiqupId: string, state: string, extra: Json = {}) =>
  JSON.stringify({ order: { id: Number(quiqupId), state, ...extra } });

async function shippedWithQuiqup(paymentMethod: 1 | 2 = 1) {
  const id = await confirmedOrder(paymentMethod);
  expect((await shipWithQuiqup(id)).body.status).toBe(true);
  return { id, quiqupId: (await rowOf(id)).trackingNumber };
}

describe('change_status.php: ship with Quiqup', () => {
  it('creates the delivery with a bearer token, the shop as pickup and the customer as drop-off, cash to collect, then marks it ready', async () => {
    const id = await confirmedOrder(1);
    const shipped = await shipWithQuiqup(id);
    expect(shipped.body.status).toBe(true);
    const [sent] = fake.sent('POST', '/orders');
    expect(sent).toMatchObject({
      kind: 'partner_same_day',
      partner_order_id: String(id),
      // Cash on delivery: 2 × 50 + 25 delivery = 125 AED to collect.
      payment_mode: 'paid_on_delivery',
      payment_amount: 125,
      origin: {
        contact_name: 'Souq Al Asal General Trading L.L.C.',
        contact_phone: '+971 2 665 4800',
        address: { address1: expect.stringContaining('Khalidiyah'), town: 'Dubai', country: 'UAE' },
      },
      // The drop-off is the order's delivery address (fixtures/orders.ts).
      destination: {
        contact_name: 'Home',
        contact_phone: '0501234567',
        address: { address1: 'Street 1', address2: 'Khalifa City', town: 'Abu Dhabi', country: 'UAE' },
      },
    });
    expect(sent!.items).toEqual([{ name: expect.any(String), quantity: 2 }]);
    const quiqupId = (await rowOf(id)).trackingNumber;
    expect(quiqupId).toMatch(/^71002\d{2}$/);
    expect(fake.sent('PUT', '/orders/batch/set_ready_for_collection')).toEqual([{ ids: [Number(quiqupId)] }]);
    expect(fake.requests.every((r) => r.auth.startsWith('Bearer token-'))).toBe(true);
    expect(shipped.body.data).toMatchObject({
      status_id: 5,
      shipment: { carrier: 'quiqup', tracking_number: quiqupId, tracking_url: `https://track.quiqup.com/${quiqupId}` },
      carriers_with_api: ['quiqup'],
    });
  });

  it('a card-paid order is pre-paid with nothing to collect; the token is reused', async () => {
    const tokens = fake.tokensIssued;
    const id = await confirmedOrder(2);
    expect((await shipWithQuiqup(id)).body.status).toBe(true);
    const [sent] = fake.sent('POST', '/orders');
    expect(sent).toMatchObject({ payment_mode: 'pre_paid', payment_amount: 0 });
    expect(fake.tokensIssued).toBe(tokens);
  });

  it('when Quiqup refuses, the order is not shipped and the owner reads Quiqup’s words and field, in both languages', async () => {
    const id = await confirmedOrder();
    fake.refuseWith = { errors: { 'destination.contact_phone': ['is invalid'] } };
    const refused = await shipWithQuiqup(id);
    expectRefusal(refused, 'refused');
    expect(refused.body.msg).toBe('Quiqup refused the delivery (destination.contact_phone): destination.contact_phone is invalid');
    expect(refused.body.data).toEqual({ field: 'destination.contact_phone' });
    expect((await shipWithQuiqup(id, 'ar')).body.msg).toContain('رفضت كويك أب التوصيل');
    expect(await rowOf(id)).toMatchObject({ statusId: 2, carrier: null, trackingNumber: '', shipmentClaimedAt: null });
    expect(fake.sent('PUT', '/orders/batch/set_ready_for_collection')).toEqual([]);
    // The claim was released: once Quiqup takes it, the same order ships, once.
    fake.refuseWith = null;
    expect((await shipWithQuiqup(id)).body.status).toBe(true);
    expect(fake.sent('POST', '/orders').map((o) => o!.partner_order_id)).toEqual([String(id), String(id), String(id)]);
    expect((await historyOf(id)).filter((h) => h.toStatus === 5)).toHaveLength(1);
  });

  it('two "mark shipped" at once create one Quiqup delivery and ship the order once', async () => {
    const id = await confirmedOrder();
    const answers = await Promise.all([shipWithQuiqup(id), shipWithQuiqup(id)]);
    expect(answers.map((a) => a.body.status).sort()).toEqual([false, true]);
    expect(fake.sent('POST', '/orders')).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ statusId: 5, carrier: 'quiqup', shipmentClaimedAt: null });
    expect((await historyOf(id)).filter((h) => h.toStatus === 5)).toHaveLength(1);
  });

  it('the label is Quiqup’s PDF, asked with the bearer token', async () => {
    const { quiqupId } = await shippedWithQuiqup();
    const pdf = await w.t.app.carriers.quiqup!.label(quiqupId);
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    expect(fake.requests.some((r) => r.method === 'GET' && r.path === `/order_label/${quiqupId}`)).toBe(true);
  });
});

describe('carrier_label.php and carrier_pickup.php: the order’s carrier, here Quiqup', () => {
  const label = (fields: Record<string, string | number>) =>
    w.t.app.inject({ method: 'POST', url: '/api/admin/orders/carrier_label.php', payload: fields });

  it('downloads Quiqup’s label and marks the order ready for collection as its pickup, in both languages', async () => {
    const { id, quiqupId } = await shippedWithQuiqup();
    fake.requests = [];
    const pdf = await label({ ...w.admin.auth, order_id: id });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`quiqup-${quiqupId}.pdf`);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect(fake.requests.some((r) => r.method === 'GET' && r.path === `/order_label/${quiqupId}`)).toBe(true);

    const pickup = await call(w.t.app, adminCarrierPickupCall, { ...w.admin.auth, order_id: id });
    expect(pickup.body).toEqual({
      status: true,
      msg: `Quiqup will collect ${quiqupId} on its next collection run`,
      data: { pickup_id: quiqupId },
    });
    expect(fake.sent('PUT', '/orders/batch/set_ready_for_collection')).toEqual([{ ids: [Number(quiqupId)] }]);
    const arabic = await call(w.t.app, adminCarrierPickupCall, { ...w.admin.auth, order_id: id }, { lang: 'ar' });
    expect(arabic.body.msg).toBe(`ستستلم كويك أب الشحنة ${quiqupId} في جولة الاستلام القادمة`);
  });
});

describe('POST /api/carriers/quiqup/webhook', () => {
  it('refuses a missing, wrong or other-secret signature with 401 and changes nothing', async () => {
    const { id, quiqupId } = await shippedWithQuiqup();
    const body = stateEvent(quiqupId, 'delivery_complete');
    for (const signature of [null, 'sha1=0000000000000000000000000000000000000000', quiqupSignature(body, 'another-token'), 'garbage']) {
      const refused = await webhook(body, signature);
      expect(refused.statusCode, String(signature)).toBe(401);
      expect(refused.json()).toMatchObject({ status: false, msg: 'Refused: the Quiqup webhook signature is missing or wrong' });
    }
    // A body changed after signing.
    expect((await webhook(stateEvent(quiqupId, 'delivery_complete', { x: 1 }), quiqupSignature(body, WEBHOOK_SECRET))).statusCode).toBe(
      401,
    );
    expect((await rowOf(id)).statusId).toBe(5);
  });

  it('delivers the order once when the same event comes twice, as the owner’s deliver move', async () => {
    const { id, quiqupId } = await shippedWithQuiqup();
    const body = stateEvent(quiqupId, 'delivery_complete');
    const first = await webhook(body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: true, data: { outcome: 'delivered' } });
    expect((await webhook(body)).json()).toMatchObject({ status: true, data: { outcome: 'ignored' } });
    expect(await rowOf(id)).toMatchObject({ statusId: 3, carrierEvent: 'delivery_complete' });
    const delivered = (await historyOf(id)).filter((h) => h.toStatus === 3);
    expect(delivered.map((h) => h.note)).toEqual(['Quiqup delivery_complete']);
    // The deliver move's e-mail (its shipment lines carry the tracking link) and points, once.
    const mails = await w.t.db.select().from(jobs).where(eq(jobs.kind, 'order_status_mail'));
    expect(mails.filter((j) => (j.payload as { historyId: number }).historyId === delivered[0]!.id)).toHaveLength(1);
    const points = await w.t.db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.orderId, id), eq(walletEntries.kind, 'points')));
    expect(points).toHaveLength(1);
  });

  it('two different events at once end delivered, whichever runs first; a late event after it changes nothing', async () => {
    for (const other of ['out_for_delivery', 'delivery_failed']) {
      const { id, quiqupId } = await shippedWithQuiqup();
      const answers = await Promise.all([webhook(stateEvent(quiqupId, other)), webhook(stateEvent(quiqupId, 'delivery_complete'))]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      expect(await rowOf(id)).toMatchObject({ statusId: 3 });
      expect((await historyOf(id)).filter((h) => h.toStatus === 3)).toHaveLength(1);
      // Quiqup sends an older state late: the delivered order stays delivered.
      expect((await webhook(stateEvent(quiqupId, 'at_depot'))).json().data.outcome).toBe('ignored');
      expect((await rowOf(id)).statusId).toBe(3);
    }
  });

  it('a failed attempt is a line in the history, the customer is notified with the tracking link, and the order stays shipped', async () => {
    const { id, quiqupId } = await shippedWithQuiqup();
    const body = stateEvent(quiqupId, 'delivery_failed', { reason: 'customer not reachable' });
    expect((await webhook(body)).json()).toMatchObject({ status: true, data: { outcome: 'failed' } });
    expect((await webhook(body)).json().data.outcome).toBe('ignored');
    expect(await rowOf(id)).toMatchObject({ statusId: 5, carrierEvent: 'delivery_failed' });
    const lines = (await historyOf(id)).filter((h) => h.note.startsWith('Quiqup'));
    expect(lines.map((h) => [h.fromStatus, h.toStatus, h.note])).toEqual([[5, 5, 'Quiqup delivery_failed: customer not reachable']]);
    const told = await w.t.db.select().from(notifications).where(eq(notifications.orderId, id));
    const failed = told.filter((n) => n.titleEn.includes('delivery attempt failed'));
    expect(failed).toHaveLength(1);
    expect(failed[0]!.bodyEn).toContain(`https://track.quiqup.com/${quiqupId}`);
    expect(failed[0]!.bodyAr).toContain('تعذّر على كويك أب توصيل طلبك');
    const mails = (await w.t.db.select().from(jobs).where(eq(jobs.kind, 'mail'))).map((j) => j.payload as Json);
    const mail = mails.filter((p) => String(p.text).includes(`https://track.quiqup.com/${quiqupId}`));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.html).toContain(`<a href="https://track.quiqup.com/${quiqupId}">`);
    // Out for delivery again, then delivered: the second attempt succeeds.
    await webhook(stateEvent(quiqupId, 'out_for_delivery'));
    expect((await webhook(stateEvent(quiqupId, 'delivery_complete'))).json().data.outcome).toBe('delivered');
    expect((await rowOf(id)).statusId).toBe(3);
  });

  it('a return to the shop is recorded once on the history, the order staying shipped; nothing moves it afterwards', async () => {
    const { id, quiqupId } = await shippedWithQuiqup(2);
    await webhook(stateEvent(quiqupId, 'return_to_origin'));
    await Promise.all([webhook(stateEvent(quiqupId, 'returned_to_origin')), webhook(stateEvent(quiqupId, 'returned_to_origin'))]);
    expect((await webhook(stateEvent(quiqupId, 'delivery_complete'))).json().data.outcome).toBe('ignored');
    expect(await rowOf(id)).toMatchObject({ statusId: 5, carrierEvent: 'returned_to_origin' });
    const lines = (await historyOf(id)).filter((h) => h.note.startsWith('Quiqup'));
    expect(lines.map((h) => [h.fromStatus, h.toStatus, h.note])).toEqual([
      [5, 5, 'Quiqup return_to_origin'],
      [5, 5, 'Quiqup returned_to_origin'],
    ]);
  });

  it('signed bodies that are not events, or name an order the shop did not ship with Quiqup, never answer a 500', async () => {
    const { id, quiqupId } = await shippedWithQuiqup();
    const bodies = [
      '',
      'not json',
      '{"order":',
      'null',
      '[]',
      '42',
      '"text"',
      '{}',
      '{"order":null}',
      '{"order":{"id":{"$gt":""},"state":"delivery_complete"}}',
      `{"order":{"id":${quiqupId},"state":["delivery_complete"]}}`,
      `{"order":{"id":${quiqupId},"state":"DROP TABLE orders;"}}`,
      '{"order":{"id":99999999,"state":"delivery_complete"}}',
      JSON.stringify({ order: { id: 'x'.repeat(5000), state: 'delivery_complete' } }),
      '\u0000\u0001\u0002',
    ];
    for (const body of bodies) {
      const answer = await webhook(body);
      expect(answer.statusCode, body.slice(0, 40)).toBeLessThan(500);
      expect(answer.json().status === false ? answer.statusCode : 200, body.slice(0, 40)).toBe(answer.json().status ? 200 : 400);
    }
    // A bare order object (no envelope) is read too.
    expect((await webhook(JSON.stringify({ id: quiqupId, state: 'collected' }))).json().data.outcome).toBe('in_transit');
    expect(await rowOf(id)).toMatchObject({ statusId: 5, carrierEvent: 'collected' });
  });
});

describe('the Quiqup tracking poll (behind a lost webhook)', () => {
  it('applies what GET /orders/<id> says as the webhook would, once, even with two rounds at once', async () => {
    const delivered = await shippedWithQuiqup();
    const failed = await shippedWithQuiqup();
    const unknown = await shippedWithQuiqup();
    fake.states.set(delivered.quiqupId, 'delivery_complete');
    fake.states.set(failed.quiqupId, 'delivery_failed');
    const carrier = w.t.app.carriers.quiqup;
    const rounds = await Promise.all([trackQuiqupShipments(w.t.db, carrier), trackQuiqupShipments(w.t.db, carrier)]);
    expect(rounds[0]! + rounds[1]!).toBe(2);
    expect((await rowOf(delivered.id)).statusId).toBe(3);
    expect(await rowOf(failed.id)).toMatchObject({ statusId: 5, carrierEvent: 'delivery_failed' });
    expect((await historyOf(failed.id)).filter((h) => h.note === 'Quiqup delivery_failed')).toHaveLength(1);
    // An order Quiqup does not know is left as it was.
    expect(await rowOf(unknown.id)).toMatchObject({ statusId: 5, carrierEvent: '' });
    expect(await trackQuiqupShipments(w.t.db, carrier)).toBe(0);
  });
});
