// What the shop asks of a carrier with an API (Aramex, Quiqup): create the
// shipment of an order and get its tracking number, its label as PDF, a pickup at the shop, and the latest
// tracking event of shipments. Amounts here are AED (the carriers' unit), weights kilograms.

/** The shop as sender and pickup place (store settings); the carrier adds the city it was configured with. */
export interface ShopParty {
  name: string;
  company: string;
  phone: string;
  email: string;
  line1: string;
}

/** The order's parcel as a carrier needs it. */
export interface ShipmentRequest {
  /** The shop's reference printed on the label: the order's number. */
  reference: string;
  shipper: ShopParty;
  consignee: {
    name: string;
    phone: string;
    email: string;
    line1: string;
    line2: string;
    city: string;
    /** ISO 3166 alpha-2 ('AE'). */
    countryCode: string;
  };
  description: string;
  pieces: number;
  weightKg: number;
  /** AED to collect on delivery (a cash-on-delivery order's total); 0 for an order paid online. */
  codAed: number;
  /** The items, for carriers that list them on the delivery (Quiqup). */
  items: { name: string; quantity: number }[];
}

export interface CreatedShipment {
  /** The carrier's tracking number (Aramex: the AWB). */
  trackingNumber: string;
  /** The label's address the carrier gave, when it gave one. */
  labelUrl: string | null;
}

export interface PickupRequest {
  reference: string;
  shipper: ShopParty;
  trackingNumbers: string[];
  /** When the parcels are ready at the shop; the carrier comes until `closesAt`. */
  readyAt: Date;
  closesAt: Date;
  pieces: number;
  weightKg: number;
}

/** What a carrier's tracking says now, as the shop reads it. */
export type TrackingState = 'delivered' | 'returned' | 'in_transit' | 'failed' | 'cancelled';

export interface TrackingUpdate {
  trackingNumber: string;
  state: TrackingState;
  /** The carrier's own code and words (kept in the order's history). */
  code: string;
  description: string;
  at: string;
}

export interface Carrier {
  readonly name: 'aramex' | 'quiqup';
  createShipment(req: ShipmentRequest): Promise<CreatedShipment>;
  /** The label of a shipment the account created, as PDF bytes (CarrierError 'malformed' when the carrier gave no PDF). */
  label(trackingNumber: string): Promise<Buffer>;
  requestPickup(req: PickupRequest): Promise<{ pickupId: string }>;
  /** The latest event of each number the carrier knows (unknown numbers are left out). */
  track(trackingNumbers: string[]): Promise<TrackingUpdate[]>;
}

export type CarrierErrorKind = 'refused' | 'timeout' | 'unreachable' | 'malformed';

/** A carrier call that failed; `refused` carries the carrier's own message and, when it named one, its field. */
export class CarrierError extends Error {
  constructor(
    readonly kind: CarrierErrorKind,
    message: string,
    /** The carrier's field the refusal names (Aramex: e.g. "Consignee.PartyAddress.City"), when it names one. */
    readonly field: string | null = null,
  ) {
    super(message);
    this.name = 'CarrierError';
  }
}
