// Aramex over its JSON web services (https://www.aramex.com/developers/aramex-apis, "Shipping Services API"
// and "Shipments Tracking API" manuals; the JSON flavour of the same services under .../Service_1_0.svc/json/):
//   - Shipping/Service_1_0.svc/json/CreateShipments: ClientInfo, LabelInfo {ReportID 9201, ReportType "URL"},
//     Shipments[] {Reference1, Shipper, Consignee (PartyAddress, Contact), ShippingDateTime, DueDate,
//     Details {ActualWeight, NumberOfPieces, ProductGroup, ProductType, PaymentType, Services,
//     CashOnDeliveryAmount, DescriptionOfGoods, GoodsOriginCountry}}; answers HasErrors, Notifications
//     [{Code, Message}], Shipments[] {ID (the AWB), HasErrors, Notifications, ShipmentLabel {LabelURL,
//     LabelFileContents}} (manual, "Create Shipments": request and response).
//   - .../PrintLabel: ClientInfo, ShipmentNumber, ProductGroup, OriginEntity, LabelInfo; answers
//     ShipmentNumber, ShipmentLabel {LabelURL, LabelFileContents} (manual, "Print Label").
//   - .../CreatePickup: ClientInfo, LabelInfo, Pickup {PickupAddress, PickupContact, PickupLocation, PickupDate,
//     ReadyTime, LastPickupTime, ClosingTime, Reference1, Status "Ready", PickupItems[]}; answers
//     ProcessedPickup {ID, GUID} (manual, "Create Pickup").
//   - Tracking/Service_1_0.svc/json/TrackShipments: ClientInfo, Shipments (the AWBs), GetLastTrackingUpdateOnly;
//     answers TrackingResults [{Key: AWB, Value: [{WaybillNumber, UpdateCode, UpdateDescription,
//     UpdateDateTime, UpdateLocation, ProblemCode}]}] and NonExistingWaybills (tracking manual).
// Dates go as WCF JSON dates, "/Date(milliseconds)/", as the JSON services read them.
import { z } from 'zod';
import { providerBytes, providerFetch, providerJson, type ProviderFail } from '../http';
import {
  CarrierError,
  type Carrier,
  type CreatedShipment,
  type PickupRequest,
  type ShipmentRequest,
  type ShopParty,
  type TrackingState,
} from './carrier';

export interface AramexOptions {
  userName: string;
  password: string;
  accountNumber: string;
  accountPin: string;
  /** The Aramex entity of the account (a three-letter city code, e.g. DXB, AUH). */
  accountEntity: string;
  accountCountryCode: string;
  /** https://ws.aramex.net (live) or https://ws.sbx.aramex.net (sandbox); the service paths are added. */
  baseUrl: string;
  timeoutMs: number;
  /** The city of the shop's address (Aramex takes it apart from the address lines); the country is AE. */
  shipperCity: string;
}

type Shipper = ShopParty & { city: string; countryCode: string };

/** The label report the Aramex manual lists for a standard A4/thermal label with the AWB. */
export const LABEL_REPORT_ID = 9201;

/**
 * Tracking codes read (UpdateCode): SH005 delivered, SH006 collected by the consignee at an Aramex office,
 * SH069 returned to the shipper. Every other code counts as still in transit; codes not found in the
 * documentation (failed delivery attempts among them) are not mapped.
 */
const STATE_OF_CODE: Record<string, TrackingState> = { SH005: 'delivered', SH006: 'delivered', SH069: 'returned' };

const notification = z.object({ Code: z.string().nullish(), Message: z.string().nullish() });
const envelope = z.object({ HasErrors: z.boolean(), Notifications: z.array(notification).nullish() });
const label = z
  .object({ LabelURL: z.string().nullish(), LabelFileContents: z.union([z.string(), z.array(z.number())]).nullish() })
  .nullish();
const createAnswer = envelope.extend({
  Shipments: z
    .array(
      z.object({
        ID: z.string().nullish(),
        HasErrors: z.boolean().nullish(),
        Notifications: z.array(notification).nullish(),
        ShipmentLabel: label,
      }),
    )
    .nullish(),
});
const printAnswer = envelope.extend({ ShipmentNumber: z.string().nullish(), ShipmentLabel: label });
const pickupAnswer = envelope.extend({ ProcessedPickup: z.object({ ID: z.string().nullish(), GUID: z.string().nullish() }).nullish() });
const trackAnswer = envelope.extend({
  TrackingResults: z
    .array(
      z.object({
        Key: z.string(),
        Value: z.array(
          z.object({
            WaybillNumber: z.string(),
            UpdateCode: z.string(),
            UpdateDescription: z.string().nullish(),
            UpdateDateTime: z.string().nullish(),
          }),
        ),
      }),
    )
    .nullish(),
});

/** A WCF JSON date. */
const wcfDate = (d: Date) => `/Date(${d.getTime()})/`;

/** The Aramex field a refusal's message names ("Consignee.PartyAddress.City ..."), when it names one. */
export function fieldOfMessage(message: string): string | null {
  return /\b(?:Shipper|Consignee|ThirdParty|Details|ClientInfo|Pickup|LabelInfo)(?:\.\w+)+/.exec(message)?.[0] ?? null;
}

const messagesOf = (list: z.infer<typeof notification>[] | null | undefined) =>
  (list ?? []).map((n) => [n.Code, n.Message].filter(Boolean).join(' ')).filter(Boolean);

export function createAramexCarrier(opts: AramexOptions): Carrier {
  const base = opts.baseUrl.replace(/\/+$/, '');
  const clientInfo = {
    UserName: opts.userName,
    Password: opts.password,
    Version: 'v1.0',
    AccountNumber: opts.accountNumber,
    AccountPin: opts.accountPin,
    AccountEntity: opts.accountEntity,
    AccountCountryCode: opts.accountCountryCode,
    Source: 24,
  };
  const labelInfo = { ReportID: LABEL_REPORT_ID, ReportType: 'URL' };

  const fail: ProviderFail = (kind, message) => new CarrierError(kind, `Aramex ${message}`);

  async function post<T extends typeof envelope>(service: 'Shipping' | 'Tracking', method: string, body: object, answer: T) {
    const { json } = await providerJson(
      `${base}/ShippingAPI.V2/${service}/Service_1_0.svc/json/${method}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ ClientInfo: clientInfo, Transaction: null, ...body }),
      },
      opts.timeoutMs,
      method,
      fail,
    );
    const parsed = answer.safeParse(json);
    if (!parsed.success) throw new CarrierError('malformed', `Aramex ${method} answer is not an Aramex answer`);
    return parsed.data as z.output<T>;
  }

  const refusal = (method: string, list: z.infer<typeof notification>[] | null | undefined) => {
    const messages = messagesOf(list);
    const text = messages.join('; ') || 'refused without a message';
    return new CarrierError('refused', `Aramex ${method}: ${text}`, messages.map(fieldOfMessage).find((f) => f !== null) ?? null);
  };

  /** The label's PDF: its bytes when Aramex sent them, else fetched from its URL. */
  async function pdfOf(shipmentLabel: z.infer<typeof label>): Promise<Buffer> {
    const contents = shipmentLabel?.LabelFileContents;
    if (contents) return Array.isArray(contents) ? Buffer.from(contents) : Buffer.from(contents, 'base64');
    if (!shipmentLabel?.LabelURL) throw new CarrierError('malformed', 'Aramex PrintLabel answered without a label');
    const response = await providerFetch(shipmentLabel.LabelURL, {}, opts.timeoutMs, 'label', fail);
    if (!response.ok) throw new CarrierError('unreachable', `Aramex label answered HTTP ${response.status}`);
    const body = await providerBytes(response, opts.timeoutMs, 'label', fail);
    if (body.subarray(0, 4).toString('latin1') !== '%PDF') throw new CarrierError('malformed', 'Aramex label is not a PDF');
    return body;
  }

  const party = (p: Shipper | ShipmentRequest['consignee'], extra: { company: string; line2?: string }) => ({
    PartyAddress: { Line1: p.line1, Line2: extra.line2 ?? '', Line3: '', City: p.city, PostCode: '', CountryCode: p.countryCode },
    Contact: {
      PersonName: p.name,
      CompanyName: extra.company || p.name,
      PhoneNumber1: p.phone,
      CellPhone: p.phone,
      EmailAddress: p.email,
    },
  });

  return {
    name: 'aramex',

    async createShipment(req: ShipmentRequest): Promise<CreatedShipment> {
      const now = new Date();
      const shipper: Shipper = { ...req.shipper, city: opts.shipperCity, countryCode: 'AE' };
      const cod = req.codAed > 0;
      const answer = await post(
        'Shipping',
        'CreateShipments',
        {
          LabelInfo: labelInfo,
          Shipments: [
            {
              Reference1: req.reference,
              Shipper: { Reference1: req.reference, AccountNumber: opts.accountNumber, ...party(shipper, { company: shipper.company }) },
              Consignee: { Reference1: req.reference, ...party(req.consignee, { company: '', line2: req.consignee.line2 }) },
              ShippingDateTime: wcfDate(now),
              DueDate: wcfDate(new Date(now.getTime() + 3 * 86_400_000)),
              Comments: `Order ${req.reference}`,
              Details: {
                ActualWeight: { Unit: 'KG', Value: req.weightKg },
                NumberOfPieces: req.pieces,
                ProductGroup: 'DOM',
                // CDS: domestic with cash collected; ONP: overnight parcel, paid.
                ProductType: cod ? 'CDS' : 'ONP',
                PaymentType: 'P',
                Services: cod ? 'CODS' : '',
                ...(cod ? { CashOnDeliveryAmount: { Value: req.codAed, CurrencyCode: 'AED' } } : {}),
                DescriptionOfGoods: req.description,
                GoodsOriginCountry: 'AE',
              },
            },
          ],
        },
        createAnswer,
      );
      const shipment = answer.Shipments?.[0];
      if (answer.HasErrors || !shipment || shipment.HasErrors || !shipment.ID)
        throw refusal('CreateShipments', [...(answer.Notifications ?? []), ...(shipment?.Notifications ?? [])]);
      return { trackingNumber: shipment.ID, labelUrl: shipment.ShipmentLabel?.LabelURL ?? null };
    },

    async label(trackingNumber: string): Promise<Buffer> {
      const answer = await post(
        'Shipping',
        'PrintLabel',
        { ShipmentNumber: trackingNumber, ProductGroup: 'DOM', OriginEntity: opts.accountEntity, LabelInfo: labelInfo },
        printAnswer,
      );
      if (answer.HasErrors) throw refusal('PrintLabel', answer.Notifications);
      return pdfOf(answer.ShipmentLabel);
    },

    async requestPickup(req: PickupRequest) {
      const s: Shipper = { ...req.shipper, city: opts.shipperCity, countryCode: 'AE' };
      const contact = party(s, { company: s.company });
      const answer = await post(
        'Shipping',
        'CreatePickup',
        {
          LabelInfo: labelInfo,
          Pickup: {
            PickupAddress: contact.PartyAddress,
            PickupContact: contact.Contact,
            PickupLocation: 'Reception',
            PickupDate: wcfDate(req.readyAt),
            ReadyTime: wcfDate(req.readyAt),
            LastPickupTime: wcfDate(req.closesAt),
            ClosingTime: wcfDate(req.closesAt),
            Comments: req.trackingNumbers.join(', '),
            Reference1: req.reference,
            Status: 'Ready',
            PickupItems: [
              {
                ProductGroup: 'DOM',
                ProductType: 'ONP',
                NumberOfShipments: req.trackingNumbers.length,
                PackageType: 'Box',
                Payment: 'P',
                ShipmentWeight: { Unit: 'KG', Value: req.weightKg },
                NumberOfPieces: req.pieces,
              },
            ],
          },
        },
        pickupAnswer,
      );
      const id = answer.ProcessedPickup?.ID;
      if (answer.HasErrors || !id) throw refusal('CreatePickup', answer.Notifications);
      return { pickupId: id };
    },

    async track(trackingNumbers: string[]) {
      if (!trackingNumbers.length) return [];
      const answer = await post('Tracking', 'TrackShipments', { Shipments: trackingNumbers, GetLastTrackingUpdateOnly: true }, trackAnswer);
      if (answer.HasErrors) throw refusal('TrackShipments', answer.Notifications);
      return (answer.TrackingResults ?? []).flatMap(({ Key, Value }) => {
        const last = Value.at(-1);
        if (!last) return [];
        return [
          {
            trackingNumber: Key,
            state: STATE_OF_CODE[last.UpdateCode] ?? 'in_transit',
            code: last.UpdateCode,
            description: last.UpdateDescription ?? '',
            at: last.UpdateDateTime ?? '',
          },
        ];
      });
    },
  };
}
