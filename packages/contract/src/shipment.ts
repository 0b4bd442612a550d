// How a shipped order travels: the carriers a UAE shop hands parcels to, their tracking pages, and
// the fields "mark shipped" takes. The server, the e-mail, the console and the customer's order page all read
// the carriers and their links from here.
import { z } from 'zod';
import { phoneField } from './auth';
import { optional, optText } from './fields';
import { reason, type Bilingual, type FieldReason } from './reasons';

export const CARRIERS = ['aramex', 'quiqup', 'emirates_post', 'own_driver', 'other'] as const;
export type Carrier = (typeof CARRIERS)[number];

/** The carriers with a public tracking page, by tracking number. */
const TRACKING_PAGES = {
  aramex: (n: string) => `https://www.aramex.com/ae/en/track/results?ShipmentNumber=${encodeURIComponent(n)}`,
  quiqup: (n: string) => `https://track.quiqup.com/${encodeURIComponent(n)}`,
  emirates_post: (n: string) => `https://www.emiratespost.ae/all-services/track-a-package?trackingnumber=${encodeURIComponent(n)}`,
} satisfies Partial<Record<Carrier, (n: string) => string>>;
type TrackedCarrier = keyof typeof TRACKING_PAGES;

/** The carriers whose shipment the server can create through their API, when configured (the console is told which are). */
export const CARRIERS_WITH_API = ['aramex', 'quiqup'] as const satisfies readonly Carrier[];
export type CarrierWithApi = (typeof CARRIERS_WITH_API)[number];

/** Whether the carrier has a tracking page, and so needs a tracking number. */
export const isTrackedCarrier = (carrier: Carrier): carrier is TrackedCarrier => Object.hasOwn(TRACKING_PAGES, carrier);

/** The carrier's tracking page for the number, or null when it has none (own driver, other) or no number. */
export const trackingUrl = (carrier: Carrier, trackingNumber: string): string | null =>
  isTrackedCarrier(carrier) && trackingNumber !== '' ? TRACKING_PAGES[carrier](trackingNumber) : null;

/** The carriers' names; 'other' carries the name the owner typed. */
export const CARRIER_NAMES: Record<Exclude<Carrier, 'other'>, Bilingual> = {
  aramex: { en: 'Aramex', ar: 'أرامكس' },
  quiqup: { en: 'Quiqup', ar: 'كويك أب' },
  emirates_post: { en: 'Emirates Post', ar: 'بريد الإمارات' },
  own_driver: { en: 'Our driver', ar: 'سائق المتجر' },
};

/** A shipped order's carrier, as the customer's order page, the console and the shipped e-mail show it. */
export const shipment = z.object({
  carrier: z.enum(CARRIERS),
  /** The carrier's name in the caller's language; for 'other', the name the owner typed. */
  carrier_name: z.string(),
  /** '' when none (own driver; other without one). */
  tracking_number: z.string(),
  /** The carrier's tracking page for the number (trackingUrl), else null. */
  tracking_url: z.string().nullable(),
  /** Own driver: the driver's phone, to call; else ''. */
  driver_phone: z.string(),
});
export type Shipment = z.infer<typeof shipment>;

/** The request fields of a move to shipped; absent carrier: none recorded. */
export const shipmentFields = {
  carrier: optional(z.enum(CARRIERS)),
  /** 'other' only: the carrier's name. */
  carrier_name: optText(60),
  /** Emirates Post: required; Aramex and Quiqup: required unless the server creates the shipment; 'other': optional. Letters, digits and dashes, as carriers print them. */
  tracking_number: optText(40).refine((v) => v === undefined || /^[\w-]+$/.test(v), reason('format')),
  /** Own driver: required. */
  driver_phone: optional(phoneField()),
};
const SHIPMENT_KEYS = ['carrier', 'carrier_name', 'tracking_number', 'driver_phone'] as const;
export type ShipmentInput = {
  carrier?: Carrier | undefined;
  carrier_name?: string | undefined;
  tracking_number?: string | undefined;
  driver_phone?: string | undefined;
};

const shipmentRefusal = (ctx: z.RefinementCtx) => (field: keyof ShipmentInput, why: FieldReason) =>
  ctx.addIssue({ code: 'custom', message: reason(why), path: [field] });

/**
 * The fields of a move (change_status.php, bulk_status.php): the shipment is checked with 'ship'; with another
 * move its fields are refused rather than silently dropped.
 */
export function checkMoveShipment(v: ShipmentInput & { action: string }, ctx: z.RefinementCtx) {
  if (v.action === 'ship') return checkShipment(v, ctx);
  for (const field of SHIPMENT_KEYS) if (v[field] !== undefined) shipmentRefusal(ctx)(field, 'shipOnly');
}

/**
 * What each carrier needs, named by field: a tracking number for the tracked carriers, a phone for the own
 * driver, a name for 'other'; and nothing another carrier would not use, so what is stored is what was meant.
 */
function checkShipment(v: ShipmentInput, ctx: z.RefinementCtx) {
  const refuse = shipmentRefusal(ctx);
  if (v.carrier === undefined) {
    if (v.carrier_name !== undefined || v.tracking_number !== undefined || v.driver_phone !== undefined) refuse('carrier', 'required');
    return;
  }
  // Aramex or Quiqup without a number: the server creates the shipment when that carrier is configured (and
  // refuses naming tracking_number when it is not).
  if (isTrackedCarrier(v.carrier) && !(CARRIERS_WITH_API as readonly Carrier[]).includes(v.carrier) && v.tracking_number === undefined)
    refuse('tracking_number', 'required');
  if (v.carrier === 'own_driver' && v.driver_phone === undefined) refuse('driver_phone', 'required');
  if (v.carrier !== 'own_driver' && v.driver_phone !== undefined) refuse('driver_phone', 'ownDriverOnly');
  if (v.carrier === 'other' && v.carrier_name === undefined) refuse('carrier_name', 'required');
  if (v.carrier !== 'other' && v.carrier_name !== undefined) refuse('carrier_name', 'otherCarrierOnly');
  if (v.carrier === 'own_driver' && v.tracking_number !== undefined) refuse('tracking_number', 'notForOwnDriver');
}
