// Broadcast a notification in both languages to every customer, or to one by customer number; it shows
// in their notifications list.
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminNotifySendCall } from '@shop/contract/calls';
import { api } from '../../../api/client';
import { ConfirmDialog } from '../../../ui/Dialog';
import { toast } from '../../../ui/toast';
import { PageHeader } from '../components/PageHeader';
import { CARD, LABEL } from '../components/table';

const EMPTY = { title_en: '', title_ar: '', body_en: '', body_ar: '', customer_id: '' };
type Form = typeof EMPTY;

export default function NotificationsPage() {
  const { t } = useTranslation('admin');
  const [form, setForm] = useState<Form>(EMPTY);
  const [confirming, setConfirming] = useState(false);
  const send = useMutation({
    // Without a customer number it goes to everyone ('' would be a bad number).
    mutationFn: () => api(adminNotifySendCall, { ...form, customer_id: form.customer_id || undefined }),
    onSuccess: (answer) => {
      setConfirming(false);
      if (!answer.status) {
        toast.error(answer.msg);
        return;
      }
      toast.success(answer.msg);
      setForm(EMPTY);
    },
    onError: () => toast.error(t('loadFailed')),
  });
  const set = (k: keyof Form, v: string) => setForm((f) => ({ ...f, [k]: v }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setConfirming(true);
  };
  const field = (k: Exclude<keyof Form, 'customer_id'>, multiline: boolean) => {
    const props = { id: `n-${k}`, className: 'field', required: true, dir: k.endsWith('_ar') ? 'rtl' : 'ltr', value: form[k] };
    return (
      <div>
        <label htmlFor={`n-${k}`} className={LABEL}>
          {t(`notify.${k}`)}
        </label>
        {multiline ? <textarea {...props} rows={4} onChange={(e) => set(k, e.target.value)} /> : <input {...props} onChange={(e) => set(k, e.target.value)} />}
      </div>
    );
  };

  return (
    <>
      <PageHeader title={t('nav.notifications')} />
      <form onSubmit={submit} className={`${CARD} grid gap-3 md:grid-cols-2`}>
        {field('title_en', false)}
        {field('title_ar', false)}
        {field('body_en', true)}
        {field('body_ar', true)}
        <div>
          <label htmlFor="n-customer" className={LABEL}>
            {t('notify.customer_id')}
          </label>
          <input id="n-customer" className="field" inputMode="numeric" dir="ltr" value={form.customer_id} onChange={(e) => set('customer_id', e.target.value.replace(/\D/g, ''))} />
          <p className="mt-1 text-xs text-ink-600">{t('notify.customerHint')}</p>
        </div>
        <div className="flex items-end justify-end">
          <button type="submit" className="btn btn-primary">
            {t('notify.send')}
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        message={form.customer_id ? t('notify.confirmOne', { id: form.customer_id }) : t('notify.confirmAll')}
        onConfirm={() => send.mutate()}
        busy={send.isPending}
      />
    </>
  );
}
