import { useEffect, useState, type FormEvent } from 'react';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RETURN_WINDOW_DAYS, type OrderRow } from '@shop/contract';
import { returnItemCall } from '@shop/contract/calls';
import { api, useApiMutation } from '../../api';
import { useWarnThenGo } from '../../lib/guards';
import { TextArea } from '../../ui/Field';
import { LoadingLine, QueryState } from '../../ui/QueryState';
import { ReasonChoice } from '../../ui/ReasonChoice';
import { toast } from '../../ui/toast';
import { OrderItemPage, OrderItemSummary, useBackToOrders } from './components/OrderItemPage';
import { photoFields, PhotoPicker, type Picked } from './components/PhotoPicker';
import { useReturnReasons } from './api';

function RefundForm({ item }: { item: OrderRow }) {
  const { t } = useTranslation('orders');
  const backToOrders = useBackToOrders();
  const warnThenGo = useWarnThenGo();
  const reasons = useReturnReasons();
  const [reason, setReason] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<Picked[]>([]);
  const [tried, setTried] = useState(false);
  const send = useApiMutation({
    exclusive: true,
    run: (reasonId: number) =>
      api(returnItemCall, {
        order_item_id: item.order_item_id,
        reason_id: reasonId,
        description: text.trim(),
        ...photoFields(photos),
      }),
    onDone: (answer) => {
      setDone(true);
      backToOrders(answer.msg);
    },
    onRefused: (refusal) => toast.error(refusal.message),
    onFailed: () => toast.error(t('refund.failed')),
  });
  const busy = send.isPending;
  const [done, setDone] = useState(false);

  // Spec §8: reasons that cannot be loaded give 'Try again later' and the home page.
  useEffect(() => (reasons.isError ? warnThenGo(t('refund.tryLater'), '/') : undefined), [reasons.isError, t, warnThenGo]);

  const errors = {
    reason: reason === null ? t('refund.reasonRequired') : undefined,
    text: text.trim() === '' ? t('refund.textRequired') : undefined,
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (reason === null || errors.text) return;
    send.mutate(reason);
  };

  return (
    // On failure the effect above warns and leaves; until then the page says it is loading.
    <QueryState query={reasons} loading={<LoadingLine />} failed={<LoadingLine />}>
      {(reasonList) => (
        <form onSubmit={submit} noValidate className="space-y-5">
          <OrderItemSummary item={item} />
          <ReasonChoice
            legend={t('refund.reason')}
            name="reason"
            reasons={reasonList.map((r) => ({ id: r.reason_id, label: r.reason }))}
            value={reason}
            onChange={setReason}
            error={tried ? errors.reason : undefined}
            columns={2}
          />
          <TextArea
            label={t('refund.description')}
            value={text}
            maxLength={1000}
            onChange={(e) => setText(e.target.value)}
            error={tried ? errors.text : undefined}
          />
          <PhotoPicker photos={photos} onChange={setPhotos} />
          <p className="flex gap-2 rounded-xl bg-cream-100 p-4 text-sm text-ink-700">
            <Info size={18} aria-hidden="true" className="mt-0.5 shrink-0 text-honey-700" />
            {t('refund.policy', { days: RETURN_WINDOW_DAYS })}
          </p>
          <button type="submit" className="btn btn-primary" disabled={busy || done}>
            {t('refund.submit')}
          </button>
        </form>
      )}
    </QueryState>
  );
}

/** /myprofile/refund/{ItemId} (docs/product.md §2, §8): a reason from the list and a description. */
export default function RefundPage() {
  const { t } = useTranslation('orders');
  return (
    <OrderItemPage title={t('refund.pageTitle')} sectionTitle={t('refund.request')} sectionId="refund">
      {(item) => <RefundForm item={item} />}
    </OrderItemPage>
  );
}
