// The console's order page, for an order shipped with a carrier with an API (Aramex or Quiqup): its label as PDF
// (the carrier reprints it from the tracking number) and a pickup at the shop. The carrier's refusals show as the
// server words them.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminCarrierLabelCall, adminCarrierPickupCall } from '@shop/contract/adminCalls';
import { api, apiFile, ApiRefusal } from '../../api';
import { save } from '../../ui/TaxDocumentLinks';
import { toast } from '../../ui/toast';

export function CarrierActions({
  orderId,
  carrier,
  trackingNumber,
}: {
  orderId: number;
  carrier: 'aramex' | 'quiqup';
  trackingNumber: string;
}) {
  const { t } = useTranslation('console');
  const [busy, setBusy] = useState<'label' | 'pickup' | null>(null);
  const failed = (error: unknown) => toast.error(error instanceof ApiRefusal ? error.message : t('loadFailed'));

  const label = async () => {
    setBusy('label');
    try {
      save(await apiFile(adminCarrierLabelCall, { order_id: orderId }), `${carrier}-${trackingNumber}.pdf`);
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };
  const pickup = async () => {
    setBusy('pickup');
    try {
      const answer = await api(adminCarrierPickupCall, { order_id: orderId });
      if (answer.status) toast.success(answer.msg);
      else toast.error(answer.msg);
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="flex flex-wrap gap-2" data-testid="carrier-actions">
      <button type="button" className="btn btn-secondary" disabled={busy !== null} onClick={() => void label()}>
        {t(`order.ship.${carrier}Label`)}
      </button>
      <button type="button" className="btn btn-secondary" disabled={busy !== null} onClick={() => void pickup()}>
        {t(`order.ship.${carrier}Pickup`)}
      </button>
    </div>
  );
}
