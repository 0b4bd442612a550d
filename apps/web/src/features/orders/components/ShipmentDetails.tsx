// How a shipped order travels (contract shipment.ts), for the customer's order page and the console's: the
// carrier, the tracking number with the carrier's tracking page, or the shop's driver's phone to call. Numbers
// read left to right inside Arabic text. The words come from the page, whose namespace they live in.
import type { Shipment } from '@shop/contract';

export interface ShipmentLabels {
  carrier: string;
  trackingNumber: string;
  /** The tracking page's link. */
  track: string;
  driverPhone: string;
}

export function ShipmentDetails({ shipment: s, labels }: { shipment: Shipment; labels: ShipmentLabels }) {
  const link = 'font-semibold text-honey-800 underline hover:text-honey-900';
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1" data-testid="shipment">
      <dt className="text-ink-600">{labels.carrier}</dt>
      <dd dir="auto" className="text-start font-medium text-ink-900">
        {s.carrier_name}
      </dd>
      {s.tracking_number && (
        <>
          <dt className="text-ink-600">{labels.trackingNumber}</dt>
          <dd className="flex flex-wrap gap-x-3">
            <bdi dir="ltr" className="font-medium text-ink-900">
              {s.tracking_number}
            </bdi>
            {s.tracking_url && (
              <a href={s.tracking_url} target="_blank" rel="noopener noreferrer" className={link}>
                {labels.track}
              </a>
            )}
          </dd>
        </>
      )}
      {s.driver_phone && (
        <>
          <dt className="text-ink-600">{labels.driverPhone}</dt>
          <dd>
            <a href={`tel:${s.driver_phone}`} className={link}>
              <bdi dir="ltr">{s.driver_phone}</bdi>
            </a>
          </dd>
        </>
      )}
    </dl>
  );
}
