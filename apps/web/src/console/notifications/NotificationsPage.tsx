// Broadcast a notification in both languages to every customer, or to one by customer number; it shows
// in their notifications list. Checked with the contract's rules (adminForm.tsx) before the owner is asked.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminNotifySendCall } from '@shop/contract';
import { api, type Fields, useApiMutation } from '../../api';
import { ConfirmDialog } from '../../ui/Dialog';
import { TextArea, TextField } from '../../ui/Field';
import { toast } from '../../ui/toast';
import { PageHeader } from '../components/PageHeader';
import { CARD } from '../components/table';
import { AdminFormElement, useAdminForm } from '../components/adminForm';

const EMPTY = { title_en: '', title_ar: '', body_en: '', body_ar: '', customer_id: '' };
type Form = typeof EMPTY;

export default function NotificationsPage() {
  const { t } = useTranslation('console');
  const form = useAdminForm<Form>({
    schema: adminNotifySendCall.request,
    defaultValues: EMPTY,
    // Without a customer number it goes to everyone ('' would be a bad number).
    toFields: (v) => ({ ...v, customer_id: v.customer_id || undefined }),
  });
  // Checked, waiting for the owner's yes.
  const [confirming, setConfirming] = useState<Fields<typeof adminNotifySendCall> | null>(null);
  const send = useApiMutation({
    run: (fields: Fields<typeof adminNotifySendCall>) => api(adminNotifySendCall, fields),
    onDone: (answer) => {
      setConfirming(null);
      toast.success(answer.msg);
      form.saved(EMPTY);
    },
    onRefused: (refusal) => {
      setConfirming(null);
      form.refused(refusal.answer);
    },
    onFailed: () => toast.error(t('loadFailed')),
  });
  const errors = form.formState.errors;
  const field = (k: Exclude<keyof Form, 'customer_id'>, multiline: boolean) => {
    const props = {
      id: `n-${k}`,
      label: t(`notify.${k}`),
      dir: k.endsWith('_ar') ? 'rtl' : 'ltr',
      error: errors[k]?.message,
      ...form.register(k),
    };
    return multiline ? <TextArea {...props} /> : <TextField {...props} />;
  };
  const customer = form.register('customer_id');
  return (
    <>
      <PageHeader title={t('nav.notifications')} />
      <AdminFormElement
        form={form}
        onValid={(fields) => setConfirming(fields as Fields<typeof adminNotifySendCall>)}
        className={`${CARD} grid gap-3 md:grid-cols-2`}
      >
        {field('title_en', false)}
        {field('title_ar', false)}
        {field('body_en', true)}
        {field('body_ar', true)}
        <TextField
          id="n-customer"
          label={t('notify.customer_id')}
          inputMode="numeric"
          dir="ltr"
          hint={t('notify.customerHint')}
          error={errors.customer_id?.message}
          {...customer}
          onChange={(e) => {
            e.target.value = e.target.value.replace(/\D/g, '');
            return customer.onChange(e);
          }}
        />
        <div className="flex items-end justify-end">
          <button type="submit" className="btn btn-primary">
            {t('notify.send')}
          </button>
        </div>
      </AdminFormElement>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        message={confirming?.customer_id ? t('notify.confirmOne', { id: confirming.customer_id }) : t('notify.confirmAll')}
        onConfirm={() => confirming && send.mutate(confirming)}
        busy={send.isPending}
      />
    </>
  );
}
