// The bar under the order filters once orders are selected: one status move for all of them, or their packing
// slips printed together. The server moves each order on its own (its stock, wallet, notification and audit
// once) and says which could not be moved. Shipping in bulk may name the shop's own driver by phone (a driver's
// round); carriers with a tracking number per parcel are marked one order at a time (contract: bulk_status.php).
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ADMIN_ORDER_ACTIONS, type AdminOrderAction } from '@shop/contract';
import { adminOrdersBulkMoveCall } from '@shop/contract/adminCalls';
import { api, useApiMutation } from '../../api';
import { ConfirmDialog } from '../../ui/Dialog';
import { TextField } from '../../ui/Field';
import { toast } from '../../ui/toast';
import { LABEL } from '../components/table';

interface Refused {
  id: number;
  msg: string;
}

export function BulkMove({ selected, onDone }: { selected: readonly number[]; onDone: () => void }) {
  const { t } = useTranslation('console');
  const [action, setAction] = useState<AdminOrderAction | ''>('');
  const [asking, setAsking] = useState(false);
  const [refused, setRefused] = useState<Refused[]>([]);
  const [driverPhone, setDriverPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string>();
  const byDriver = action === 'ship' && driverPhone.trim() !== '';
  const move = useApiMutation({
    run: (a: AdminOrderAction) =>
      api(adminOrdersBulkMoveCall, {
        order_ids: selected.join(','),
        action: a,
        ...(byDriver ? { carrier: 'own_driver', driver_phone: driverPhone } : {}),
      }),
    refresh: [['admin_orders'], ['admin_order'], ['admin_dashboard']],
    onDone: (answer) => {
      setAsking(false);
      (answer.data.moved > 0 ? toast.success : toast.error)(answer.msg);
      setRefused(answer.data.results.filter((r) => !r.moved));
      setAction('');
      setDriverPhone('');
      onDone();
    },
    onRefused: (refusal) => {
      // A phone the contract refuses is shown on its field, the question still open.
      if ((refusal.answer.data as { field?: unknown } | null)?.field === 'driver_phone') return setPhoneError(refusal.message);
      setAsking(false);
      toast.error(refusal.message);
    },
    onFailed: () => {
      setAsking(false);
      toast.error(t('loadFailed'));
    },
  });

  return (
    <>
      {selected.length > 0 && (
        <section
          aria-label={t('ordersBulk.action')}
          className="sticky top-16 z-10 mb-4 flex flex-wrap items-end gap-3 rounded-2xl bg-honey-50 p-4 shadow-card ring-1 ring-honey-200 lg:top-2"
        >
          <p className="w-full text-sm font-bold text-ink-900 sm:w-auto sm:self-center" role="status">
            {t('ordersBulk.selected', { count: selected.length })}
          </p>
          <div className="min-w-40 flex-1 sm:flex-none">
            <label htmlFor="bulk-action" className={LABEL}>
              {t('ordersBulk.action')}
            </label>
            <select id="bulk-action" className="field" value={action} onChange={(e) => setAction(e.target.value as AdminOrderAction | '')}>
              <option value="">{t('ordersBulk.choose')}</option>
              {ADMIN_ORDER_ACTIONS.map((a) => (
                <option key={a} value={a}>
                  {t(`ordersBulk.move.${a}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className="btn btn-primary" disabled={!action || move.isPending} onClick={() => setAsking(true)}>
            {t('ordersBulk.apply')}
          </button>
          <Link to={`/admin/orders/slips?ids=${selected.join(',')}`} className="btn btn-secondary">
            {t('ordersBulk.printSlips')}
          </Link>
          <button type="button" className="btn btn-quiet" onClick={onDone}>
            {t('ordersBulk.unselect')}
          </button>
        </section>
      )}
      {refused.length > 0 && (
        <section aria-labelledby="bulk-refused" className="mb-4 rounded-2xl bg-danger-50 p-4 ring-1 ring-danger-600/30">
          <h2 id="bulk-refused" className="mb-1 text-sm font-bold text-danger-700">
            {t('ordersBulk.notMoved')}
          </h2>
          <ul className="list-disc space-y-0.5 ps-5 text-sm text-ink-800">
            {refused.map((r) => (
              <li key={r.id}>{r.msg}</li>
            ))}
          </ul>
        </section>
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        message={action ? t('ordersBulk.confirm', { action: t(`ordersBulk.move.${action}`), count: selected.length }) : ''}
        onConfirm={() => action && move.mutate(action)}
        busy={move.isPending}
      >
        {action === 'ship' && (
          <TextField
            id="bulk-driver-phone"
            className="mt-4"
            label={t('ordersBulk.driverPhone')}
            hint={t('ordersBulk.driverPhoneHint')}
            type="tel"
            inputMode="tel"
            dir="ltr"
            autoComplete="off"
            value={driverPhone}
            error={phoneError}
            onChange={(e) => {
              setDriverPhone(e.target.value);
              setPhoneError(undefined);
            }}
          />
        )}
      </ConfirmDialog>
    </>
  );
}
