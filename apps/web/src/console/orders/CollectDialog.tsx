// "Mark collected" for an order picked up at a branch: the code the customer shows at the counter,
// which the server checks against the order's before it counts as collected.
import { useTranslation } from 'react-i18next';
import { adminOrderMoveCall } from '@shop/contract';
import { type Accepted, api, type Fields, useApiMutation } from '../../api';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/Field';
import { toast } from '../../ui/toast';
import { AdminFormElement, SubmitRow, useAdminForm } from '../components/adminForm';

type MoveAnswer = Accepted<typeof adminOrderMoveCall>;

export function CollectDialog({
  orderId,
  open,
  onOpenChange,
  onCollected,
}: {
  orderId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCollected: (answer: MoveAnswer) => void;
}) {
  const { t } = useTranslation('console');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('order.pickup.collectTitle', { id: orderId })}>
      {open && <CollectForm orderId={orderId} onCollected={onCollected} />}
    </Dialog>
  );
}

function CollectForm({ orderId, onCollected }: { orderId: number; onCollected: (answer: MoveAnswer) => void }) {
  const { t } = useTranslation('console');
  const form = useAdminForm<{ pickup_code: string }>({
    schema: adminOrderMoveCall.request,
    defaultValues: { pickup_code: '' },
    toFields: (v) => ({ order_id: orderId, action: 'deliver', pickup_code: v.pickup_code }),
  });
  const collect = useApiMutation({
    run: (fields: Fields<typeof adminOrderMoveCall>) => api(adminOrderMoveCall, fields),
    onDone: (answer) => {
      form.saved();
      onCollected(answer);
    },
    onRefused: (refusal) => form.refused(refusal.answer),
    onFailed: () => toast.error(t('loadFailed')),
  });
  return (
    <AdminFormElement form={form} onValid={(fields) => collect.mutate(fields as Fields<typeof adminOrderMoveCall>)} className="space-y-3">
      <TextField
        id="collect-code"
        label={t('order.pickup.code')}
        hint={t('order.pickup.codeHint')}
        inputMode="numeric"
        dir="ltr"
        autoComplete="off"
        error={form.formState.errors.pickup_code?.message}
        {...form.register('pickup_code')}
      />
      <SubmitRow busy={collect.isPending}>{t('order.pickup.collect')}</SubmitRow>
    </AdminFormElement>
  );
}
