// Quiqup (Dubai same-day and next-day delivery, cash on delivery) over its last-mile ecommerce Orders API.
//
// Followed (Quiqup's own documentation):
//   - https://api-docs.quiqup.com/security/auth/generateauthtoken: POST /oauth/token with grant_type
//     client_credentials, client_id and client_secret as query parameters; answers access_token, token_type,
//     expires_in (seconds; 7 days live, an hour on staging) and created_at. Every other call carries
//     `Authorization: Bearer <access_token>`; a token is asked for again before it expires, and once more when
//     Quiqup answers 401 all the same.
//   - https://api-docs.quiqup.com/orders-api/orders/createanorder: POST /orders. Order kinds partner_same_day and
//     partner_next_day; payment_mode paid_on_delivery (payment_amount: what the courier collects) or pre_paid
//     (payment_amount 0); partner_order_id (the shop's own reference); origin and destination, each with
//     contact_name, contact_phone and address {address1, address2, town, country}; items [{name, quantity}].
//     A new order is `pending` (only seen on the Quiqup portal) until it is marked ready_for_collection.
//     The order states: pending, ready_for_collection, collected, received_at_depot, out_for_delivery,
//     delivery_complete, delivery_failed, return_to_origin, returned_to_origin, cancelled, on_hold, at_depot,
//     scheduled (STATE_OF below).
//   - https://api-docs.quiqup.com/webhooks: signed webhooks (modules/admin/orders/quiqup.ts).
//
// Assumed (not in the parts of the documentation that could be read; each is one line to change):
//   - The create answer is the order, `{ order: { id, state, ... } }` (a bare order object is read too); its id
//     is the tracking number (track.quiqup.com/<id>, contract shipment.ts).
//   - Marking ready for collection: PUT /orders/batch/set_ready_for_collection with `{ ids: [...] }`, the
//     state's name as the dashboards' batch calls spell it.
//   - The label: GET /order_label/<id> answers the AWB as application/pdf (the path Quiqup's dashboard uses).
//   - One order: GET /orders/<id> answers `{ order: { id, state } }`.
//   - A refusal's body is `{ error }`, `{ message }` or Rails-style `{ errors: { field: [messages] } }`.
import { z } from 'zod';
import { providerBytes, providerFetch, providerJson, type ProviderFail } from '../http';
import {
  CarrierError,
  type Carrier,
  type CreatedShipment,
  type PickupRequest,
  type ShipmentRequest,
  type TrackingState,
  type TrackingUpdate,
} from './carrier';

export type QuiqupService = 'partner_same_day' | 'partner_next_day';

export interface QuiqupOptions {
  clientId: string;
  clientSecret: string;
  /** https://api-ae.quiqup.com (live) or https://api.staging.quiqup.com (staging). */
  baseUrl: string;
  timeoutMs: number;
  service: QuiqupService;
  /** The town of the shop's pickup address ('Dubai'). */
  pickupTown: string;
}

/** How the shop reads each documented order state; states not listed (pending, collected, at_depot...) are in transit. */
const STATE_OF: Record<string, TrackingState> = {
  delivery_complete: 'delivered',
  delivery_failed: 'failed',
  return_to_origin: 'returned',
  returned_to_origin: 'returned',
  cancelled: 'cancelled',
};
export const quiqupTrackingState = (state: string): TrackingState => STATE_OF[state] ?? 'in_transit';
/** The documented end-of-life states (†): nothing Quiqup says after them moves the order. */
export const QUIQUP_FINAL_STATES: readonly string[] = ['delivery_complete', 'returned_to_origin', 'cancelled'];

const tokenAnswer = z.object({ access_token: z.string().min(1), token_type: z.string().nullish(), expires_in: z.number().nullish() });
const orderObject = z.object({ id: z.union([z.number(), z.string()]), state: z.string().nullish() });
/** `{ order: {...} }`, or the order itself. */
const orderAnswer = z.union([z.object({ order: orderObject }).transform((a) => a.order), orderObject]);

/** Quiqup's words and field in a refusal's body, when it has them. */
export function refusalOf(json: unknown): { message: string; field: string | null } {
  const body = (json && typeof json === 'object' ? json : {}) as Record<string, unknown>;
  const errors = body.errors;
  if (errors && typeof errors === 'object' && !Array.isArray(errors)) {
    const [field, list] = Object.entries(errors as Record<string, unknown>)[0] ?? [];
    if (field) return { field, message: `${field} ${Array.isArray(list) ? list.join(', ') : String(list)}` };
  }
  if (Array.isArray(errors) && errors.length) return { field: null, message: errors.map(String).join('; ') };
  for (const key of ['error', 'message', 'error_description'] as const)
    if (typeof body[key] === 'string' && body[key]) return { field: null, message: body[key] };
  return { field: null, message: 'refused without a message' };
}

export function createQuiqupCarrier(opts: QuiqupOptions): Carrier {
  const base = opts.baseUrl.replace(/\/+$/, '');
  const fail: ProviderFail = (kind, message) => new CarrierError(kind, `Quiqup ${message}`);
  let token: { value: string; until: number } | null = null;
  let asking: Promise<string> | null = null;

  async function askToken(): Promise<string> {
    const query = new URLSearchParams({ grant_type: 'client_credentials', client_id: opts.clientId, client_secret: opts.clientSecret });
    const { response, json } = await providerJson(
      `${base}/oauth/token?${query}`,
      { method: 'POST', headers: { Accept: 'application/json' } },
      opts.timeoutMs,
      'token',
      fail,
    );
    if (!response.ok) throw new CarrierError('refused', `Quiqup token: ${refusalOf(json).message}`);
    const parsed = tokenAnswer.safeParse(json);
    if (!parsed.success) throw new CarrierError('malformed', 'Quiqup token answer has no access_token');
    // Asked again a minute before it expires (an hour when Quiqup does not say).
    const seconds = parsed.data.expires_in ?? 3600;
    token = { value: parsed.data.access_token, until: Date.now() + Math.max(seconds - 60, 1) * 1000 };
    return token.value;
  }

  /** The current token; calls at the same time share one request for a new one. */
  function bearer(): Promise<string> {
    if (token && token.until > Date.now()) return Promise.resolve(token.value);
    asking ??= askToken().finally(() => (asking = null));
    return asking;
  }

  /** An authorised call; a 401 (a token Quiqup dropped early) asks for a new token once. */
  async function authorised(path: string, init: RequestInit, label: string, retry = true): Promise<Response> {
    const value = await bearer();
    const response = await providerFetch(
      `${base}${path}`,
      { ...init, headers: { Accept: 'application/json', ...init.headers, Authorization: `Bearer ${value}` } },
      opts.timeoutMs,
      label,
      fail,
    );
    if (response.status === 401 && retry) {
      if (token?.value === value) token = null;
      return authorised(path, init, label, false);
    }
    return response;
  }

  async function json(path: string, init: RequestInit, label: string): Promise<unknown> {
    const response = await authorised(path, init, label);
    const text = (await providerBytes(response, opts.timeoutMs, label, fail)).toString('utf8');
    let body: unknown;
    try {
      body = text === '' ? null : JSON.parse(text);
    } catch {
      throw fail(response.ok ? 'malformed' : 'unreachable', `${label} answered HTTP ${response.status} without JSON`);
    }
    if (!response.ok) {
      if (response.status >= 500) throw fail('unreachable', `${label} answered HTTP ${response.status}`);
      const { message, field } = refusalOf(body);
      throw new CarrierError('refused', `Quiqup ${label}: ${message}`, field);
    }
    return body;
  }

  const send = (method: string, body: unknown): RequestInit => ({
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

  async function readyForCollection(ids: string[]) {
    await json(
      '/orders/batch/set_ready_for_collection',
      send('PUT', { ids: ids.map((id) => (/^\d+$/.test(id) ? Number(id) : id)) }),
      'set_ready_for_collection',
    );
  }

  return {
    name: 'quiqup',

    async createShipment(req: ShipmentRequest): Promise<CreatedShipment> {
      const cod = req.codAed > 0;
      const answer = orderAnswer.safeParse(
        await json(
          '/orders',
          send('POST', {
            kind: opts.service,
            partner_order_id: req.reference,
            payment_mode: cod ? 'paid_on_delivery' : 'pre_paid',
            // The documentation: an amount above 0 to collect on delivery, 0 for a pre-paid order.
            payment_amount: cod ? req.codAed : 0,
            notes: req.description,
            origin: {
              contact_name: req.shipper.name,
              contact_phone: req.shipper.phone,
              partner_order_id: req.reference,
              address: { address1: req.shipper.line1, address2: '', town: opts.pickupTown, country: 'UAE' },
            },
            destination: {
              contact_name: req.consignee.name,
              contact_phone: req.consignee.phone,
              partner_order_id: req.reference,
              share_tracking: true,
              address: { address1: req.consignee.line1, address2: req.consignee.line2, town: req.consignee.city, country: 'UAE' },
            },
            items: req.items.map((i) => ({ name: i.name, quantity: i.quantity })),
          }),
          'create order',
        ),
      );
      if (!answer.success) throw new CarrierError('malformed', 'Quiqup create order answered without the order');
      const id = String(answer.data.id);
      // A new order is pending, unseen by Quiqup's dispatch, until it is marked ready for collection.
      try {
        await readyForCollection([id]);
      } catch (error) {
        if (!(error instanceof CarrierError)) throw error;
        throw new CarrierError(error.kind, `${error.message} (Quiqup order ${id} was created and is still pending)`, error.field);
      }
      return { trackingNumber: id, labelUrl: null };
    },

    async label(trackingNumber: string): Promise<Buffer> {
      const response = await authorised(
        `/order_label/${encodeURIComponent(trackingNumber)}`,
        { headers: { Accept: 'application/pdf' } },
        'label',
      );
      const body = await providerBytes(response, opts.timeoutMs, 'label', fail);
      if (!response.ok) {
        let parsed: unknown = null;
        try {
          parsed = JSON.parse(body.toString('utf8'));
        } catch {
          /* not JSON: no words to show */
        }
        if (response.status >= 500 || parsed === null) throw fail('unreachable', `label answered HTTP ${response.status}`);
        throw new CarrierError('refused', `Quiqup label: ${refusalOf(parsed).message}`);
      }
      if (body.subarray(0, 4).toString('latin1') !== '%PDF') throw new CarrierError('malformed', 'Quiqup label is not a PDF');
      return body;
    },

    /** Quiqup collects every order marked ready for collection on its next collection run: that is the pickup. */
    async requestPickup(req: PickupRequest) {
      await readyForCollection(req.trackingNumbers);
      return { pickupId: req.trackingNumbers.join(',') };
    },

    async track(trackingNumbers: string[]): Promise<TrackingUpdate[]> {
      const updates: TrackingUpdate[] = [];
      for (const n of trackingNumbers) {
        let body: unknown;
        try {
          body = await json(`/orders/${encodeURIComponent(n)}`, { method: 'GET' }, 'order');
        } catch (error) {
          // An order Quiqup does not know is left out, as the interface says.
          if (error instanceof CarrierError && error.kind === 'refused') continue;
          throw error;
        }
        const order = orderAnswer.safeParse(body);
        if (!order.success || !order.data.state) continue;
        const state = order.data.state;
        updates.push({
          trackingNumber: n,
          state: quiqupTrackingState(state),
          code: state,
          description: state.replaceAll('_', ' '),
          at: '',
        });
      }
      return updates;
    },
  };
}
