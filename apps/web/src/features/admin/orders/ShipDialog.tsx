// "Mark shipped": the carrier and what it needs (contract shipment.ts, checked by the contract's own rules): the
// tracking number for Quiqup and Emirates Post, and for Aramex unless the server creates the shipment (left empty), the driver's phone for the shop's own driver, a name and
// an optional tracking number for another carrier. The console always names a carrier.
import { useTranslation } from 'react-i18next';
import { adminOrderMoveCall, CARRIER_NAMES, CARRIERS, type Carrier } from '@shop/contract';
import { api, type Fields } from '../../../api/client';
import { useApiMutation, type Accepted } from '../../../api/mutation';
import { useLang } from '../../../i18n/useLang';
import { Dialog } from '../../../ui/Dialog';
import { SelectField, TextField } from '../../../ui/Field';
import { toast } from '../../../ui/toast';
import { AdminFormElement, SubmitRow, useAdminForm } from '../components/adminForm';

type MoveAnswer = Accepted<typeof adminOrderMoveCall>;
interface Values {
  carrier: Carrier;
  tracking_number: string;
  driver_phone: string;
  carrier_name: string;
}

/** Only the fields the chosen carrier takes: the contract refuses the others. */
const shipFields = (orderId: number, v: Values) => ({
  order_id: orderId,
  action: 'ship',
  carrier: v.carrier,
  ...(v.carrier === 'own_driver'
    ? { driver_phone: v.driver_phone }
    : // Aramex left empty: the server creates the shipment and keeps Aramex's number.
      v.carrier === 'aramex' && v.tracking_number.trim() === ''
      ? {}
      : { tracking_number: v.tracking_number }),
  ...(v.carrier === 'other' ? { carrier_name: v.carrier_name } : {}),
});

export function ShipDialog({
  orderId,
  open,
  onOpenChange,
  onShipped,
}: {
  orderId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onShipped: (answer: MoveAnswer) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('order.ship.title', { id: orderId })}>
      {open && <ShipForm orderId={orderId} onShipped={onShipped} />}
    </Dialog>
  );
}

function ShipForm({ orderId, onShipped }: { orderId: number; onShipped: (answer: MoveAnswer) => void }) {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const form = useAdminForm<Values>({
    schema: adminOrderMoveCall.request,
    defaultValues: { carrier: 'aramex', tracking_number: '', driver_phone: '', carrier_name: '' },
    toFields: (v) => shipFields(orderId, v),
  });
  const ship = useApiMutation({
    run: (fields: Fields<typeof adminOrderMoveCall>) => api(adminOrderMoveCall, fields),
    onDone: (answer) => {
      form.saved();
      onShipped(answer);
    },
    onRefused: (refusal) => form.refused(refusal.answer),
    onFailed: () => toast.error(t('loadFailed')),
  });
  const carrier = form.watch('carrier');
  const errors = form.formState.errors;
  return (
    <AdminFormElement form={form} onValid={(fields) => ship.mutate(fields as Fields<typeof adminOrderMoveCall>)} className="space-y-3">
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
          {...(carrier === 'other' ? { hint: t('order.ship.optional') } : carrier === 'aramex' ? { hint: t('order.ship.aramexHint') } : {})}
          error={errors.tracking_number?.message}
          {...form.register('tracking_number')}
        />
      )}
      <SubmitRow busy={ship.isPending}>{t('order.move.ship')}</SubmitRow>
    </AdminFormElement>
  );
}
