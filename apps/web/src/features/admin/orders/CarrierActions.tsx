// The console's order page, for an order shipped with Aramex: its label as PDF (Aramex reprints it from the
// AWB) and a pickup at the shop. Aramex's refusals show as the server words them.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminAramexLabelCall, adminAramexPickupCall } from '@shop/contract/adminCalls';
import { api, apiFile, ApiRefusal } from '../../../api/client';
import { save } from '../../../ui/TaxDocumentLinks';
import { toast } from '../../../ui/toast';

export function AramexActions({ orderId, trackingNumber }: { orderId: number; trackingNumber: string }) {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState<'label' | 'pickup' | null>(null);
  const failed = (error: unknown) => toast.error(error instanceof ApiRefusal ? error.message : t('loadFailed'));

  const label = async () => {
    setBusy('label');
    try {
      save(await apiFile(adminAramexLabelCall, { order_id: orderId }), `aramex-${trackingNumber}.pdf`);
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };
  const pickup = async () => {
    setBusy('pickup');
    try {
      const answer = await api(adminAramexPickupCall, { order_id: orderId });
      if (answer.status) toast.success(answer.msg);
      else toast.error(answer.msg);
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="flex flex-wrap gap-2" data-testid="aramex-actions">
      <button type="button" className="btn btn-secondary" disabled={busy !== null} onClick={() => void label()}>
        {t('order.ship.aramexLabel')}
      </button>
      <button type="button" className="btn btn-secondary" disabled={busy !== null} onClick={() => void pickup()}>
        {t('order.ship.aramexPickup')}
      </button>
    </div>
  );
}
