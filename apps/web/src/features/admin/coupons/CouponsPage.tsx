// Coupons: every coupon with its uses; create or edit one (percentage or fixed AED, minimum order, dates,
// limits) in a dialog; disable or re-enable one.
import { useState, type FormEvent } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type AdminCoupon } from '@shop/contract';
import { adminCouponCreateCall, adminCouponSetActiveCall, adminCouponsListCall, adminCouponUpdateCall } from '@shop/contract/calls';
import { api, apiData } from '../../../api/client';
import { formatDate, formatDateRange, formatNumber, formatPercent, formatPrice } from '../../../i18n/format';
import { useLang } from '../../../i18n/useLang';
import { Dialog } from '../../../ui/Dialog';
import { EmptyState } from '../../../ui/EmptyState';
import { toast } from '../../../ui/toast';
import { PageHeader } from '../components/PageHeader';
import { Pager } from '../components/Pager';
import { QueryState } from '../components/QueryState';
import { DataTable } from '../components/DataTable';
import { LABEL } from '../components/table';

const str = (v: number | string | null) => (v === null ? '' : String(v));
const formOf = (c: AdminCoupon | null) => ({
  code: c?.code ?? '',
  kind: c?.kind ?? ('percent' as AdminCoupon['kind']),
  value: str(c?.value ?? null),
  min_order: str(c?.min_order ?? 0),
  starts_at: c?.starts_at ?? '',
  ends_at: c?.ends_at ?? '',
  max_uses: str(c?.max_uses ?? null),
  max_uses_per_customer: str(c?.max_uses_per_customer ?? null),
  active: c?.active ?? true,
});
type Form = ReturnType<typeof formOf>;

export default function CouponsPage() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const queryClient = useQueryClient();
  const [offset, setOffset] = useState(0);
  const [editing, setEditing] = useState<AdminCoupon | 'new' | null>(null);
  const coupons = useQuery({
    queryKey: ['admin_coupons', offset],
    queryFn: ({ signal }) => apiData(adminCouponsListCall, { offset }, { signal }),
    placeholderData: keepPreviousData,
  });
  const toggle = useMutation({
    mutationFn: (c: AdminCoupon) => api(adminCouponSetActiveCall, { coupon_id: c.id, active: !c.active }),
    onSuccess: (answer) => {
      if (answer.status) toast.success(answer.msg);
      else toast.error(answer.msg);
      void queryClient.invalidateQueries({ queryKey: ['admin_coupons'] });
    },
    onError: () => toast.error(t('loadFailed')),
  });
  // Through Intl: one range when both ends are set, else the one end there is.
  const validity = (c: { starts_at: string | null; ends_at: string | null }) =>
    c.starts_at && c.ends_at
      ? formatDateRange(c.starts_at, c.ends_at, lang)
      : c.starts_at
        ? t('coupons.fromDate', { date: formatDate(c.starts_at, lang) })
        : c.ends_at
          ? t('coupons.untilDate', { date: formatDate(c.ends_at, lang) })
          : t('coupons.always');

  return (
    <>
      <PageHeader title={t('nav.coupons')}>
        <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
          {t('coupons.add')}
        </button>
      </PageHeader>
      <QueryState query={coupons}>
        {(data) =>
          data.rows.length === 0 ? (
            <EmptyState title={t('coupons.none')} />
          ) : (
            <>
              <DataTable
                caption={t('nav.coupons')}
                rows={data.rows}
                rowKey={(c) => c.id}
                rowClassName={(c) => (c.active ? '' : 'bg-cream-100 text-ink-600')}
                columns={[
                  {
                    header: t('coupons.code'),
                    title: true,
                    cell: (c) => (
                      <span className="font-mono font-semibold break-all" dir="ltr">
                        {c.code}
                      </span>
                    ),
                  },
                  { header: t('coupons.value'), cell: (c) => (c.kind === 'percent' ? formatPercent(c.value, lang) : formatPrice(c.value, lang)) },
                  { header: t('coupons.minOrder'), className: 'whitespace-nowrap', cell: (c) => formatPrice(c.min_order, lang) },
                  { header: t('coupons.dates'), cell: validity },
                  {
                    header: t('coupons.uses'),
                    end: true,
                    cell: (c) => (
                      <>
                        {formatNumber(c.uses, lang)}
                        {c.max_uses !== null && ` / ${formatNumber(c.max_uses, lang)}`}
                      </>
                    ),
                  },
                  {
                    header: t('products.actions'),
                    actions: true,
                    end: true,
                    className: 'whitespace-nowrap',
                    cell: (c) => (
                      <>
                        <button type="button" className="btn btn-quiet min-h-9 px-2 text-sm" onClick={() => setEditing(c)} aria-label={t('coupons.editCode', { code: c.code })}>
                          {t('coupons.edit')}
                        </button>
                        <button
                          type="button"
                          className="btn btn-quiet min-h-9 px-2 text-sm"
                          aria-pressed={c.active}
                          disabled={toggle.isPending}
                          onClick={() => toggle.mutate(c)}
                          aria-label={t(c.active ? 'coupons.disableCode' : 'coupons.enableCode', { code: c.code })}
                        >
                          {t(c.active ? 'coupons.disable' : 'coupons.enable')}
                        </button>
                      </>
                    ),
                  },
                ]}
              />
              <Pager offset={offset} total={data.total} onOffset={setOffset} />
            </>
          )
        }
      </QueryState>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} title={editing === 'new' ? t('coupons.add') : t('coupons.edit')}>
        {editing !== null && <CouponForm key={editing === 'new' ? 'new' : editing.id} coupon={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      </Dialog>
    </>
  );
}

function CouponForm({ coupon, onDone }: { coupon: AdminCoupon | null; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [form, setForm] = useState<Form>(() => formOf(coupon));
  const set = <K extends keyof Form>(k: K, v: Form[K]) => setForm((f) => ({ ...f, [k]: v }));
  const save = useMutation({
    mutationFn: () => {
      // Blank optional limits are left out (the server reads '' as a bad number).
      const fields = { ...form, max_uses: form.max_uses || undefined, max_uses_per_customer: form.max_uses_per_customer || undefined };
      return coupon ? api(adminCouponUpdateCall, { ...fields, coupon_id: coupon.id }) : api(adminCouponCreateCall, fields);
    },
    onSuccess: (answer) => {
      if (!answer.status) {
        toast.error(answer.msg);
        return;
      }
      toast.success(answer.msg);
      void queryClient.invalidateQueries({ queryKey: ['admin_coupons'] });
      onDone();
    },
    onError: () => toast.error(t('loadFailed')),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  const input = (k: 'code' | 'value' | 'min_order' | 'max_uses' | 'max_uses_per_customer', label: string, required = false) => (
    <div>
      <label htmlFor={`cp-${k}`} className={LABEL}>
        {label}
      </label>
      <input id={`cp-${k}`} className="field" dir="ltr" required={required} value={form[k]} onChange={(e) => set(k, e.target.value)} inputMode={k === 'code' ? 'text' : 'decimal'} />
    </div>
  );
  return (
    <form onSubmit={submit} className="grid grid-cols-2 gap-3">
      {input('code', t('coupons.code'), true)}
      <div>
        <label htmlFor="cp-kind" className={LABEL}>
          {t('coupons.kind')}
        </label>
        <select id="cp-kind" className="field" value={form.kind} onChange={(e) => set('kind', e.target.value as Form['kind'])}>
          <option value="percent">{t('coupons.percent')}</option>
          <option value="fixed">{t('coupons.fixed')}</option>
        </select>
      </div>
      {input('value', form.kind === 'percent' ? t('coupons.valuePercent') : t('coupons.valueAed'), true)}
      {input('min_order', t('coupons.minOrderAed'))}
      <div>
        <label htmlFor="cp-starts" className={LABEL}>
          {t('coupons.starts')}
        </label>
        <input id="cp-starts" type="date" className="field" value={form.starts_at} onChange={(e) => set('starts_at', e.target.value)} />
      </div>
      <div>
        <label htmlFor="cp-ends" className={LABEL}>
          {t('coupons.ends')}
        </label>
        <input id="cp-ends" type="date" className="field" value={form.ends_at} onChange={(e) => set('ends_at', e.target.value)} />
      </div>
      {input('max_uses', t('coupons.maxUses'))}
      {input('max_uses_per_customer', t('coupons.maxPerCustomer'))}
      <label className="col-span-2 inline-flex min-h-11 items-center gap-2 font-medium">
        <input type="checkbox" className="size-5 accent-honey-600" checked={form.active} onChange={(e) => set('active', e.target.checked)} />
        {t('coupons.active')}
      </label>
      <div className="col-span-2 flex justify-end">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {t('coupons.save')}
        </button>
      </div>
    </form>
  );
}
