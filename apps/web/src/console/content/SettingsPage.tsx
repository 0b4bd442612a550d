// Store settings: the company phone, chat (WhatsApp) number and e-mail the contact and help pages show,
// the points rate (docs/rules.md: aed_points points are worth 1 AED when exchanged), the cash-on-delivery
// fee and maximum order (AED), the supplier on tax invoices, when carts are reminded of, the apps' store links,
// whether new reviews wait for approval (the reviews page approves them) and where and which of the owner's alerts
// are e-mailed.
import type { ComponentPropsWithRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminSettingsSaveCall, OWNER_ALERT_KINDS, type CallData } from '@shop/contract';
import { adminSettingsGetCall } from '@shop/contract/adminCalls';
import { api, apiData, type Fields } from '../../api';
import { formatNumber, formatPrice, useLang } from '../../i18n';
import { QueryState } from '../../ui/QueryState';
import { adminFailed } from '../components/AdminsOnly';
import { CARD, LABEL } from '../components/table';
import { AdminFormElement, bind, SubmitRow, useAdminForm } from '../components/adminForm';
import { TextField, useChange } from '../components/forms';

type Settings = CallData<typeof adminSettingsGetCall>;

export default function SettingsPage() {
  const settings = useQuery({ queryKey: ['admin_settings'], queryFn: ({ signal }) => apiData(adminSettingsGetCall, {}, { signal }) });
  return (
    <QueryState query={settings} failed={adminFailed}>
      {(s) => <SettingsForm settings={s} />}
    </QueryState>
  );
}

function SettingsForm({ settings }: { settings: Settings }) {
  const { t } = useTranslation('console');
  const lang = useLang();
  const form = useAdminForm({
    schema: adminSettingsSaveCall.request,
    defaultValues: {
      ...settings,
      aed_points: String(settings.aed_points),
      cod_fee: String(settings.cod_fee),
      cod_max: String(settings.cod_max),
      free_delivery_from: String(settings.free_delivery_from),
      cart_reminder_hours: String(settings.cart_reminder_hours),
    },
    // The kinds go as one comma-separated field: none checked is then '' (mail no kind), not a missing field (keep).
    toFields: (v) => ({ ...v, alert_mail_kinds: v.alert_mail_kinds.join(',') }),
  });
  /** A field bound to the form; `strip` drops what cannot be typed there (letters in a number). */
  const field = (k: keyof Settings, strip?: RegExp) => {
    const bound = bind(form, k);
    return strip ? { ...bound, onChange: (v: string) => bound.onChange(v.replace(strip, '')) } : bound;
  };
  const save = useChange(
    (fields: Fields<typeof adminSettingsSaveCall>) => api(adminSettingsSaveCall, fields),
    [['admin_settings']],
    undefined,
    form,
  );
  const points = Number(form.watch('aed_points'));
  return (
    <AdminFormElement
      form={form}
      onValid={(fields) => save.mutate(fields as Fields<typeof adminSettingsSaveCall>)}
      className={`${CARD} grid max-w-3xl gap-4 md:grid-cols-2`}
      aria-label={t('content.tab.settings')}
    >
      <TextField id="st-phone" label={t('content.settings.phone')} {...field('phone')} lang="en" inputMode="tel" required />
      <TextField
        id="st-whatsapp"
        label={t('content.settings.whatsapp')}
        {...field('whatsapp')}
        lang="en"
        inputMode="tel"
        required
        hint={t('content.settings.whatsappHint')}
      />
      <TextField id="st-email" label={t('content.settings.email')} {...field('email')} lang="en" inputMode="email" required />
      <TextField
        id="st-points"
        label={t('content.settings.aedPoints')}
        {...field('aed_points', /\D/g)}
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
        {...field('cod_fee', /[^\d.]/g)}
        lang="en"
        inputMode="decimal"
        required
        hint={t('content.settings.codFeeHint')}
      />
      <TextField
        id="st-cod-max"
        label={t('content.settings.codMax')}
        {...field('cod_max', /[^\d.]/g)}
        lang="en"
        inputMode="decimal"
        required
        hint={t('content.settings.codMaxHint')}
      />
      <TextField
        id="st-free-delivery-from"
        label={t('content.settings.freeDeliveryFrom')}
        {...field('free_delivery_from', /[^\d.]/g)}
        lang="en"
        inputMode="decimal"
        required
        hint={t('content.settings.freeDeliveryFromHint')}
      />
      <TextField id="st-legal-name-en" label={t('content.settings.legalNameEn')} {...field('legal_name_en')} lang="en" required />
      <TextField id="st-legal-name-ar" label={t('content.settings.legalNameAr')} {...field('legal_name_ar')} lang="ar" required />
      <TextField
        id="st-legal-address-en"
        label={t('content.settings.legalAddressEn')}
        {...field('legal_address_en')}
        lang="en"
        rows={2}
        required
      />
      <TextField
        id="st-legal-address-ar"
        label={t('content.settings.legalAddressAr')}
        {...field('legal_address_ar')}
        lang="ar"
        rows={2}
        required
      />
      <TextField
        id="st-trn"
        label={t('content.settings.trn')}
        {...field('trn', /[^\d\s]/g)}
        lang="en"
        inputMode="numeric"
        required
        hint={t('content.settings.trnHint')}
      />
      <TextField
        id="st-trade-licence"
        label={t('content.settings.tradeLicence')}
        {...field('trade_licence')}
        lang="en"
        required
        hint={t('content.settings.tradeLicenceHint')}
      />
      <TextField
        id="st-cart-reminder-hours"
        label={t('content.settings.cartReminderHours')}
        {...field('cart_reminder_hours', /\D/g)}
        lang="en"
        inputMode="numeric"
        required
        hint={t('content.settings.cartReminderHoursHint')}
      />
      <TextField
        id="st-app-store-url"
        label={t('content.settings.appStoreUrl')}
        {...field('app_store_url')}
        lang="en"
        inputMode="url"
        hint={t('content.settings.appStoreUrlHint')}
      />
      <TextField
        id="st-google-play-url"
        label={t('content.settings.googlePlayUrl')}
        {...field('google_play_url')}
        lang="en"
        inputMode="url"
        hint={t('content.settings.googlePlayUrlHint')}
      />
      <FlagField
        id="st-hold-reviews"
        label={t('content.settings.holdReviews')}
        hint={t('content.settings.holdReviewsHint')}
        {...form.register('hold_reviews')}
      />
      <FlagField
        id="st-einvoice-b2c"
        label={t('content.settings.einvoiceB2c')}
        hint={t('content.settings.einvoiceB2cHint')}
        {...form.register('einvoice_b2c')}
      />
      <TextField
        id="st-alert-email"
        label={t('content.settings.alertEmail')}
        {...field('alert_email')}
        lang="en"
        inputMode="email"
        hint={t('content.settings.alertEmailHint')}
      />
      <div>
        <label htmlFor="st-alert-language" className={LABEL}>
          {t('content.settings.alertLanguage')}
        </label>
        <select id="st-alert-language" className="field" {...form.register('alert_language')}>
          <option value="en">{t('content.settings.alertLanguageEn')}</option>
          <option value="ar">{t('content.settings.alertLanguageAr')}</option>
        </select>
      </div>
      <fieldset className="md:col-span-2">
        <legend className={LABEL}>{t('content.settings.alertMailKinds')}</legend>
        <div className="flex flex-wrap gap-x-6">
          {OWNER_ALERT_KINDS.map((kind) => (
            <label key={kind} className="inline-flex min-h-11 items-center gap-2 font-medium">
              <input type="checkbox" className="size-5 accent-honey-600" value={kind} {...form.register('alert_mail_kinds')} />
              {t(`alerts.kindNames.${kind}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <SubmitRow busy={save.isPending} className="md:col-span-2">
        {t('content.save')}
      </SubmitRow>
    </AdminFormElement>
  );
}

/** A setting that is on or off: a checkbox across the form's width, with its hint read out with it. */
function FlagField({ id, label, hint, ...input }: { id: string; label: string; hint: string } & ComponentPropsWithRef<'input'>) {
  return (
    <div className="md:col-span-2">
      <label className="inline-flex min-h-11 items-center gap-2 font-medium">
        <input type="checkbox" className="size-5 accent-honey-600" aria-describedby={`${id}-hint`} {...input} />
        {label}
      </label>
      <p id={`${id}-hint`} className="text-xs text-ink-600">
        {hint}
      </p>
    </div>
  );
}
