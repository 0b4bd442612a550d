// A shipped order's carrier as every reader shows it (contract shipment.ts): the order page, the console, the e-mail.
import { CARRIER_NAMES, trackingUrl, type Lang, type Shipment } from '@shop/contract';
import type { orders } from '../../db/schema';

/** How the order was shipped, in `lang`, for the order page, the console and the shipped e-mail; null when no carrier was named. */
export function shipmentOf(
  order: Pick<typeof orders.$inferSelect, 'carrier' | 'carrierName' | 'trackingNumber' | 'driverPhone'>,
  lang: Lang,
): Shipment | null {
  const { carrier } = order;
  if (carrier === null) return null;
  return {
    carrier,
    carrier_name: carrier === 'other' ? order.carrierName : CARRIER_NAMES[carrier][lang],
    tracking_number: order.trackingNumber,
    tracking_url: trackingUrl(carrier, order.trackingNumber),
    driver_phone: order.driverPhone,
  };
}
