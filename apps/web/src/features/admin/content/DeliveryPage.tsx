// Delivery fees: every region of every emirate with its fee in AED, edited in place; a new region can be
// added to an emirate. The cart charges the fee of the primary address's region.
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type CallData } from '@shop/contract';
import { adminRegionAddCall, adminRegionFeeCall, adminRegionsListCall, listEmiratesCall } from '@shop/contract/calls';
import { api, apiData } from '../../../api/client';
import { formatPrice } from '../../../i18n/format';
import { useLang } from '../../../i18n/useLang';
import { QueryState } from '../components/QueryState';
import { CARD, LABEL, TABLE_WRAP, TD, TH } from '../components/table';
import { TextField, useChange } from './forms';

type Region = CallData<typeof adminRegionsListCall>[number];
const REGIONS = ['admin_regions'];

export default function DeliveryPage() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const regions = useQuery({ queryKey: REGIONS, queryFn: ({ signal }) => apiData(adminRegionsListCall, {}, { signal }) });
  return (
    <QueryState query={regions}>
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
  const { t } = useTranslation('admin');
  const lang = useLang();
  const [fee, setFee] = useState(String(region.delivery_fee));
  const save = useChange(() => api(adminRegionFeeCall, { region_id: region.id, delivery_fee: fee }), [REGIONS]);
  const name = lang === 'ar' ? region.name_ar : region.name_en;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(undefined);
  };
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
        <form onSubmit={submit} className="flex items-center gap-2">
          <input
            className="field w-20 sm:w-24"
            inputMode="decimal"
            dir="ltr"
            required
            value={fee}
            onChange={(e) => setFee(e.target.value)}
            aria-label={t('content.delivery.feeOf', { region: name })}
          />
          <button type="submit" className="btn btn-secondary min-h-11 px-3 text-sm" disabled={save.isPending || fee === String(region.delivery_fee)}>
            {t('content.save')}
          </button>
        </form>
      </td>
    </tr>
  );
}

const EMPTY = { emirate_id: '', name_en: '', name_ar: '', delivery_fee: '' };

function AddRegion() {
  const { t } = useTranslation('admin');
  const emirates = useQuery({ queryKey: ['emirates'], queryFn: ({ signal }) => apiData(listEmiratesCall, {}, { signal }) });
  const [form, setForm] = useState(EMPTY);
  const set = (k: keyof typeof EMPTY) => (v: string) => setForm((f) => ({ ...f, [k]: v }));
  const add = useChange(() => api(adminRegionAddCall, form), [REGIONS], () => setForm(EMPTY));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate(undefined);
  };
  return (
    <form onSubmit={submit} className={`${CARD} grid gap-3 md:grid-cols-4`} aria-labelledby="add-region">
      <h2 id="add-region" className="font-bold text-ink-900 md:col-span-4">
        {t('content.delivery.add')}
      </h2>
      <div>
        <label htmlFor="rg-emirate" className={LABEL}>
          {t('content.delivery.emirate')}
        </label>
        <select id="rg-emirate" className="field" required value={form.emirate_id} onChange={(e) => set('emirate_id')(e.target.value)}>
          <option value="">—</option>
          {emirates.data?.map((e) => (
            <option key={e.id} value={e.id}>
              {e.emirate}
            </option>
          ))}
        </select>
      </div>
      <TextField id="rg-name-en" label={t('content.inLang.en', { field: t('content.delivery.region') })} value={form.name_en} onChange={set('name_en')} lang="en" required />
      <TextField id="rg-name-ar" label={t('content.inLang.ar', { field: t('content.delivery.region') })} value={form.name_ar} onChange={set('name_ar')} lang="ar" required />
      <TextField id="rg-fee" label={t('content.delivery.feeAed')} value={form.delivery_fee} onChange={set('delivery_fee')} lang="en" inputMode="decimal" required />
      <div className="flex justify-end md:col-span-4">
        <button type="submit" className="btn btn-primary" disabled={add.isPending}>
          {t('content.delivery.addButton')}
        </button>
      </div>
    </form>
  );
}
