// "Mark shipped": the carrier and what it needs (contract shipment.ts, checked by the contract's own rules): the
// tracking number for Emirates Post, and for Aramex and Quiqup unless the server creates the shipment (left empty,
// or "Ship with ..."; offered only for the carriers the server says are configured, `carriersWithApi`), the
// driver's phone for the shop's own driver, a name and an optional tracking number for another carrier. The
// console always names a carrier. When an earlier attempt to create the shipment got no clear answer, the server
// refuses to create another unasked (naming new_shipment): the owner types the carrier's number, or asks for a new one.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminOrderMoveCall, CARRIER_NAMES, CARRIERS, type Carrier, type CarrierWithApi } from '@shop/contract';
import { type Accepted, api, type Fields, useApiMutation } from '../../api';
import { useLang } from '../../i18n';
import { Dialog } from '../../ui/Dialog';
import { SelectField, TextField } from '../../ui/Field';
import { toast } from '../../ui/toast';
import { AdminFormElement, SubmitRow, useAdminForm } from '../components/adminForm';

type MoveAnswer = Accepted<typeof adminOrderMoveCall>;
interface Values {
  carrier: Carrier;
  tracking_number: string;
  driver_phone: string;
  carrier_name: string;
}

/** Whether the server creates this carrier's shipment (its API is configured). */
export const createsShipment = (carriersWithApi: readonly CarrierWithApi[], carrier: Carrier): carrier is CarrierWithApi =>
  (carriersWithApi as readonly Carrier[]).includes(carrier);

/** Only the fields the chosen carrier takes: the contract refuses the others. */
const shipFields = (orderId: number, v: Values, carriersWithApi: readonly CarrierWithApi[]) => ({
  order_id: orderId,
  action: 'ship',
  carrier: v.carrier,
  ...(v.carrier === 'own_driver'
    ? { driver_phone: v.driver_phone }
    : // A configured Aramex or Quiqup left empty: the server creates the shipment and keeps the carrier's number.
      createsShipment(carriersWithApi, v.carrier) && v.tracking_number.trim() === ''
      ? {}
      : { tracking_number: v.tracking_number }),
  ...(v.carrier === 'other' ? { carrier_name: v.carrier_name } : {}),
});
const HINTS: Record<CarrierWithApi, 'order.ship.aramexHint' | 'order.ship.quiqupHint'> = {
  aramex: 'order.ship.aramexHint',
  quiqup: 'order.ship.quiqupHint',
};

export function ShipDialog({
  orderId,
  carriersWithApi,
  open,
  onOpenChange,
  onShipped,
}: {
  orderId: number;
  /** The carriers whose shipment the server creates (the order's answer, carriers_with_api). */
  carriersWithApi: readonly CarrierWithApi[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onShipped: (answer: MoveAnswer) => void;
}) {
  const { t } = useTranslation('console');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('order.ship.title', { id: orderId })}>
      {open && <ShipForm orderId={orderId} carriersWithApi={carriersWithApi} onShipped={onShipped} />}
    </Dialog>
  );
}

function ShipForm({
  orderId,
  carriersWithApi,
  onShipped,
}: {
  orderId: number;
  carriersWithApi: readonly CarrierWithApi[];
  onShipped: (answer: MoveAnswer) => void;
}) {
  const { t } = useTranslation('console');
  const lang = useLang();
  const form = useAdminForm<Values>({
    schema: adminOrderMoveCall.request,
    defaultValues: { carrier: 'aramex', tracking_number: '', driver_phone: '', carrier_name: '' },
    toFields: (v) => shipFields(orderId, v, carriersWithApi),
  });
  // The shipment asked for when the server answered that an earlier attempt may have created it, with its words.
  const [mayExist, setMayExist] = useState<{ fields: Fields<typeof adminOrderMoveCall>; message: string } | null>(null);
  const ship = useApiMutation({
    run: (fields: Fields<typeof adminOrderMoveCall>) => api(adminOrderMoveCall, fields),
    onDone: (answer) => {
      form.saved();
      onShipped(answer);
    },
    onRefused: (refusal, fields) => {
      const { field } = (refusal.answer.data as { field?: unknown } | null) ?? {};
      if (field === 'new_shipment') setMayExist({ fields, message: refusal.answer.msg });
      else form.refused(refusal.answer);
    },
    onFailed: () => toast.error(t('loadFailed')),
  });
  const carrier = form.watch('carrier');
  const errors = form.formState.errors;
  return (
    <AdminFormElement form={form} onValid={(fields) => ship.mutate(fields as Fields<typeof adminOrderMoveCall>)} className="space-y-3">
      {mayExist && (
        <div role="alert" className="space-y-2 rounded-xl bg-honey-100 px-3 py-2 text-sm text-honey-900">
          <p className="font-semibold">{mayExist.message}</p>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={ship.isPending}
            onClick={() => ship.mutate({ ...mayExist.fields, new_shipment: 1 })}
          >
            {t('order.ship.newShipment', { carrier: CARRIER_NAMES[mayExist.fields.carrier as CarrierWithApi][lang] })}
          </button>
        </div>
      )}
      {carriersWithApi.length > 0 && (
        <div className="space-y-2" data-testid="ship-with">
          <div className="flex flex-wrap gap-2">
            {carriersWithApi.map((c) => (
              <button
                key={c}
                type="button"
                className="btn btn-primary"
                disabled={ship.isPending}
                onClick={() => ship.mutate({ order_id: orderId, action: 'ship', carrier: c })}
              >
                {t('order.ship.shipWith', { carrier: CARRIER_NAMES[c][lang] })}
              </button>
            ))}
          </div>
          <p className="text-sm text-ink-800">{t('order.ship.orTyped')}</p>
        </div>
      )}
      <SelectField id="ship-carrier" label={t('order.ship.carrier')} error={errors.carrier?.message} {...form.register('carrier')}>
        {CARRIERS.map((c) => (
          <option key={c} value={c}>
            {c === 'other' ? t('order.ship.other') : CARRIER_NAMES[c][lang]}
          </option>
        ))}
      </SelectField>
      {carrier === 'other' && (
        <TextField
          id="ship-carrier-name"
          label={t('order.ship.carrierName')}
          error={errors.carrier_name?.message}
          {...form.register('carrier_name')}
        />
      )}
      {carrier === 'own_driver' ? (
        <TextField
          id="ship-driver-phone"
          label={t('order.ship.driverPhone')}
          type="tel"
          inputMode="tel"
          dir="ltr"
          autoComplete="off"
          error={errors.driver_phone?.message}
          {...form.register('driver_phone')}
        />
      ) : (
        <TextField
          id="ship-tracking"
          label={t('order.ship.trackingNumber')}
          dir="ltr"
          autoComplete="off"
          {...(carrier === 'other'
            ? { hint: t('order.ship.optional') }
            : createsShipment(carriersWithApi, carrier)
              ? { hint: t(HINTS[carrier]) }
              : {})}
          error={errors.tracking_number?.message}
          {...form.register('tracking_number')}
        />
      )}
      <SubmitRow busy={ship.isPending}>{t('order.move.ship')}</SubmitRow>
    </AdminFormElement>
  );
}
