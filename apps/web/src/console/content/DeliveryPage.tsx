// Delivery fees: every region of every emirate with its fee in AED, edited in place; a new region can be
// added to an emirate; both checked with the contract's rules (adminForm.tsx). The cart charges the fee of the primary address's region.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminRegionAddCall, adminRegionFeeCall, type CallData } from '@shop/contract';
import { listEmiratesCall } from '@shop/contract/calls';
import { adminRegionsListCall } from '@shop/contract/adminCalls';
import { api, apiData, type Fields } from '../../api';
import { SelectField } from '../../ui/Field';
import { QueryState } from '../../ui/QueryState';
import { formatPrice, useLang } from '../../i18n';
import { adminFailed } from '../components/AdminsOnly';
import { CARD, TABLE_WRAP, TD, TH } from '../components/table';
import { AdminFormElement, bind, SubmitRow, useAdminForm } from '../components/adminForm';
import { TextField, useChange } from '../components/forms';

type Region = CallData<typeof adminRegionsListCall>[number];
const REGIONS = ['admin_regions'];

export default function DeliveryPage() {
  const { t } = useTranslation('console');
  const lang = useLang();
  const regions = useQuery({ queryKey: REGIONS, queryFn: ({ signal }) => apiData(adminRegionsListCall, {}, { signal }) });
  return (
    <QueryState query={regions} failed={adminFailed}>
      {(rows) => {
        const byEmirate = new Map<number, Region[]>();
        for (const r of rows) byEmirate.set(r.emirate_id, [...(byEmirate.get(r.emirate_id) ?? []), r]);
        return (
          <div className="space-y-4">
            {[...byEmirate.values()].map((list) => (
              <section key={list[0]!.emirate_id} className={TABLE_WRAP} aria-labelledby={`emirate-${list[0]!.emirate_id}`}>
                <h2 id={`emirate-${list[0]!.emirate_id}`} className="px-4 pt-3 font-bold text-ink-900">
                  {lang === 'ar' ? list[0]!.emirate_ar : list[0]!.emirate_en}
                </h2>
                <table className="w-full text-sm">
                  <thead>
                    <tr>
                      <th className={TH}>{t('content.delivery.region')}</th>
                      <th className={`${TH} sm:w-40`}>{t('content.delivery.current')}</th>
                      <th className={`${TH} sm:w-64`}>{t('content.delivery.newFee')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.map((r) => (
                      <RegionRow key={r.id} region={r} />
                    ))}
                  </tbody>
                </table>
              </section>
            ))}
            <AddRegion />
          </div>
        );
      }}
    </QueryState>
  );
}

function RegionRow({ region }: { region: Region }) {
  const { t } = useTranslation('console');
  const lang = useLang();
  const form = useAdminForm({
    schema: adminRegionFeeCall.request,
    defaultValues: { delivery_fee: String(region.delivery_fee) },
    toFields: (v) => ({ ...v, region_id: region.id }),
  });
  const save = useChange((fields: Fields<typeof adminRegionFeeCall>) => api(adminRegionFeeCall, fields), [REGIONS], undefined, form);
  const name = lang === 'ar' ? region.name_ar : region.name_en;
  const error = form.formState.errors.delivery_fee?.message;
  return (
    <tr>
      <td className={TD}>
        <span className="font-semibold">{name}</span>
        <span className="block text-xs text-ink-600" lang={lang === 'ar' ? 'en' : 'ar'}>
          {lang === 'ar' ? region.name_en : region.name_ar}
        </span>
      </td>
      <td className={`${TD} whitespace-nowrap`} data-testid="region-fee">
        {formatPrice(region.delivery_fee, lang)}
      </td>
      <td className={TD}>
        <AdminFormElement form={form} onValid={(fields) => save.mutate(fields as Fields<typeof adminRegionFeeCall>)}>
          <div className="flex items-center gap-2">
            <input
              className="field w-20 aria-invalid:border-danger-600 sm:w-24"
              inputMode="decimal"
              dir="ltr"
              aria-label={t('content.delivery.feeOf', { region: name })}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `fee-${region.id}-error` : undefined}
              {...form.register('delivery_fee')}
            />
            <button type="submit" className="btn btn-secondary min-h-11 px-3 text-sm" disabled={save.isPending || !form.formState.isDirty}>
              {t('content.save')}
            </button>
          </div>
          {error && (
            <p id={`fee-${region.id}-error`} className="mt-1 text-sm text-danger-700">
              {error}
            </p>
          )}
        </AdminFormElement>
      </td>
    </tr>
  );
}

const EMPTY = { emirate_id: '', name_en: '', name_ar: '', delivery_fee: '' };

function AddRegion() {
  const { t } = useTranslation('console');
  const emirates = useQuery({ queryKey: ['emirates'], queryFn: ({ signal }) => apiData(listEmiratesCall, {}, { signal }) });
  const form = useAdminForm({ schema: adminRegionAddCall.request, defaultValues: EMPTY, toFields: (v) => v });
  const add = useChange(
    (fields: Fields<typeof adminRegionAddCall>) => api(adminRegionAddCall, fields),
    [REGIONS],
    () => form.reset(EMPTY),
    form,
  );
  return (
    <AdminFormElement
      form={form}
      onValid={(fields) => add.mutate(fields as Fields<typeof adminRegionAddCall>)}
      className={`${CARD} grid gap-3 md:grid-cols-4`}
      aria-labelledby="add-region"
    >
      <h2 id="add-region" className="font-bold text-ink-900 md:col-span-4">
        {t('content.delivery.add')}
      </h2>
      <SelectField
        id="rg-emirate"
        label={t('content.delivery.emirate')}
        error={form.formState.errors.emirate_id?.message}
        {...form.register('emirate_id')}
      >
        <option value="">—</option>
        {emirates.data?.map((e) => (
          <option key={e.id} value={e.id}>
            {e.emirate}
          </option>
        ))}
      </SelectField>
      <TextField
        id="rg-name-en"
        label={t('content.inLang.en', { field: t('content.delivery.region') })}
        {...bind(form, 'name_en')}
        lang="en"
      />
      <TextField
        id="rg-name-ar"
        label={t('content.inLang.ar', { field: t('content.delivery.region') })}
        {...bind(form, 'name_ar')}
        lang="ar"
      />
      <TextField id="rg-fee" label={t('content.delivery.feeAed')} {...bind(form, 'delivery_fee')} lang="en" inputMode="decimal" />
      <SubmitRow busy={add.isPending} className="md:col-span-4">
        {t('content.delivery.addButton')}
      </SubmitRow>
    </AdminFormElement>
  );
}
