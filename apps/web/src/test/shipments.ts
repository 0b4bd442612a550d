// A shipment the storefront's and the console's order tests both show: an Aramex parcel with its tracking page.
import type { Shipment } from '@shop/contract';

export const ARAMEX_SHIPMENT: Shipment = {
  carrier: 'aramex',
  carrier_name: 'Aramex',
  tracking_number: '44012345678',
  tracking_url: 'https://www.aramex.com/ae/en/track/results?ShipmentNumber=44012345678',
  driver_phone: '',
};
