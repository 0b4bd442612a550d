// Cancelling an order (docs/product.md §4: statuses 1 and 2, after the yes/no question), from the orders list and
// from the order's own page, with an optional reason the shopper picks or types. The answer shows at once where
// the order is on screen (showCancelled): no reload.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CANCEL_REASONS } from '@shop/contract';
import { cancelOrderCall } from '@shop/contract/calls';
import { api, useApiMutation } from '../../api';
import { useLang } from '../../i18n';
import { ConfirmDialog } from '../../ui/Dialog';
import { TextArea } from '../../ui/Field';
import { ReasonChoice } from '../../ui/ReasonChoice';
import { toast } from '../../ui/toast';
import { showCancelled } from './api';

/** Spec §4: the cancel's success message stays 2.5 s. */
const CANCELLED_TOAST_MS = 2500;
/** The longest reason in the shopper's words (cancel_order.php's description). */
const DESCRIPTION_MAX = 500;

/** The red "Cancel order" button that opens the question. */
export function CancelOrderButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('orders');
  return (
    <button type="button" className="btn btn-secondary text-danger-700" onClick={onClick}>
      <XCircle size={16} aria-hidden="true" />
      {t('orders.cancel')}
    </button>
  );
}

/** The question for order `orderId` (closed while null), with the reasons to pick from and a box for the shopper's words. */
export function CancelOrderDialog({ orderId, onClose }: { orderId: number | null; onClose: () => void }) {
  const { t } = useTranslation('orders');
  const lang = useLang();
  const queryClient = useQueryClient();
  const [reasonId, setReasonId] = useState<number | null>(null);
  const [description, setDescription] = useState('');
  const [needsWords, setNeedsWords] = useState(false);
  const close = () => {
    setReasonId(null);
    setDescription('');
    setNeedsWords(false);
    onClose();
  };
  const cancellation = useApiMutation({
    exclusive: true,
    // Nothing picked or typed: only order_id, as the spec's client sends.
    run: (id: number) => api(cancelOrderCall, { order_id: id, reason_id: reasonId, description: description.trim() || null }),
    onDone: (answer) => {
      showCancelled(queryClient, answer.data);
      toast.success(answer.msg, { duration: CANCELLED_TOAST_MS });
      close();
    },
    onRefused: (refusal) => {
      // 'Another reason' without words: said beside the box; any other refusal (no longer cancellable) as a toast.
      if ((refusal.answer.data as { field?: unknown } | null)?.field === 'description') setNeedsWords(true);
      else toast.error(refusal.message);
    },
    onFailed: () => toast.error(t('orders.cancelFailed')),
  });

  return (
    <ConfirmDialog
      open={orderId !== null}
      onOpenChange={(open) => !open && close()}
      title={orderId !== null ? t('cancelOrder.title', { id: orderId }) : undefined}
      message={t('orders.cancelConfirm')}
      onConfirm={() => orderId !== null && cancellation.mutate(orderId)}
      busy={cancellation.isPending}
    >
      <ReasonChoice
        className="mt-4"
        legend={t('cancelOrder.why')}
        name="cancel-reason"
        reasons={CANCEL_REASONS.map((r) => ({ id: r.id, label: r[lang] }))}
        value={reasonId}
        onChange={setReasonId}
      />
      <TextArea
        className="mt-4"
        label={t('cancelOrder.words')}
        value={description}
        maxLength={DESCRIPTION_MAX}
        rows={3}
        dir="auto"
        onChange={(e) => {
          setDescription(e.target.value);
          setNeedsWords(false);
        }}
        error={needsWords ? t('cancelOrder.wordsNeeded') : undefined}
      />
    </ConfirmDialog>
  );
}
