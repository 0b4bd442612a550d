// Store settings: the company phone, chat (WhatsApp) number and e-mail the contact and help pages show,
// the points rate (docs/rules.md: aed_points points are worth 1 AED when exchanged), the cash-on-delivery
// fee and maximum order (AED), the supplier on tax invoices and when carts are reminded of.
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type CallData } from '@shop/contract';
import { adminSettingsGetCall, adminSettingsSaveCall } from '@shop/contract/calls';
import { api, apiData } from '../../../api/client';
import { formatNumber, formatPrice } from '../../../i18n/format';
import { useLang } from '../../../i18n/useLang';
import { QueryState } from '../components/QueryState';
import { CARD } from '../components/table';
import { TextField, useChange } from './forms';

type Settings = CallData<typeof adminSettingsGetCall>;

export default function SettingsPage() {
  const settings = useQuery({ queryKey: ['admin_settings'], queryFn: ({ signal }) => apiData(adminSettingsGetCall, {}, { signal }) });
  return <QueryState query={settings}>{(s) => <SettingsForm settings={s} />}</QueryState>;
}

function SettingsForm({ settings }: { settings: Settings }) {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const [form, setForm] = useState({
    ...settings,
    aed_points: String(settings.aed_points),
    cod_fee: String(settings.cod_fee),
    cod_max: String(settings.cod_max),
    cart_reminder_hours: String(settings.cart_reminder_hours),
  });
  const set = (k: keyof typeof form) => (v: string) => setForm((f) => ({ ...f, [k]: v }));
  const save = useChange(() => api(adminSettingsSaveCall, form), [['admin_settings']]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(undefined);
  };
  const points = Number(form.aed_points);
  return (
    <form onSubmit={submit} className={`${CARD} grid max-w-3xl gap-4 md:grid-cols-2`} aria-label={t('content.tab.settings')}>
      <TextField id="st-phone" label={t('content.settings.phone')} value={form.phone} onChange={set('phone')} lang="en" inputMode="tel" required />
      <TextField
        id="st-whatsapp"
        label={t('content.settings.whatsapp')}
        value={form.whatsapp}
        onChange={set('whatsapp')}
        lang="en"
        inputMode="tel"
        required
        hint={t('content.settings.whatsappHint')}
      />
      <TextField id="st-email" label={t('content.settings.email')} value={form.email} onChange={set('email')} lang="en" inputMode="email" required />
      <TextField
        id="st-points"
        label={t('content.settings.aedPoints')}
        value={form.aed_points}
        onChange={(v) => set('aed_points')(v.replace(/\D/g, ''))}
        lang="en"
        inputMode="numeric"
        required
        hint={
          Number.isInteger(points) && points > 0
            ? t('content.settings.aedPointsHint', { points: formatNumber(points, lang), aed: formatPrice(1, lang) })
            : t('content.settings.aedPointsRule')
        }
      />
      <TextField
        id="st-cod-fee"
        label={t('content.settings.codFee')}
        value={form.cod_fee}
        onChange={(v) => set('cod_fee')(v.replace(/[^\d.]/g, ''))}
        lang="en"
        inputMode="decimal"
        required
        hint={t('content.settings.codFeeHint')}
      />
      <TextField
        id="st-cod-max"
        label={t('content.settings.codMax')}
        value={form.cod_max}
        onChange={(v) => set('cod_max')(v.replace(/[^\d.]/g, ''))}
        lang="en"
        inputMode="decimal"
        required
        hint={t('content.settings.codMaxHint')}
      />
      <TextField id="st-legal-name-en" label={t('content.settings.legalNameEn')} value={form.legal_name_en} onChange={set('legal_name_en')} lang="en" required />
      <TextField id="st-legal-name-ar" label={t('content.settings.legalNameAr')} value={form.legal_name_ar} onChange={set('legal_name_ar')} lang="ar" required />
      <TextField
        id="st-legal-address-en"
        label={t('content.settings.legalAddressEn')}
        value={form.legal_address_en}
        onChange={set('legal_address_en')}
        lang="en"
        rows={2}
        required
      />
      <TextField
        id="st-legal-address-ar"
        label={t('content.settings.legalAddressAr')}
        value={form.legal_address_ar}
        onChange={set('legal_address_ar')}
        lang="ar"
        rows={2}
        required
      />
      <TextField
        id="st-trn"
        label={t('content.settings.trn')}
        value={form.trn}
        onChange={(v) => set('trn')(v.replace(/[^\d\s]/g, ''))}
        lang="en"
        inputMode="numeric"
        required
        hint={t('content.settings.trnHint')}
      />
      <TextField
        id="st-cart-reminder-hours"
        label={t('content.settings.cartReminderHours')}
        value={form.cart_reminder_hours}
        onChange={(v) => set('cart_reminder_hours')(v.replace(/\D/g, ''))}
        lang="en"
        inputMode="numeric"
        required
        hint={t('content.settings.cartReminderHoursHint')}
      />
      <div className="flex justify-end md:col-span-2">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {t('content.save')}
        </button>
      </div>
    </form>
  );
}
