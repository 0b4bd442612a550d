// Coupons: every coupon with its uses; create or edit one (percentage, fixed AED or free delivery, minimum order,
// dates, limits, the products and categories it is limited to) in a dialog, checked with the contract's rules
// (adminForm.tsx); disable or re-enable one. The list is filtered by state (in the URL).
import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminCouponCreateCall, adminCouponUpdateCall, COUPON_STATES, type AdminCoupon } from '@shop/contract';
import { adminCategoriesListCall, adminCouponSetActiveCall, adminCouponsListCall } from '@shop/contract/adminCalls';
import { X } from 'lucide-react';
import { api, apiData, type Fields, refreshAfterChange, useApiMutation } from '../../api';
import { formatDate, formatDateRange, formatNumber, formatPercent, formatPrice, useLang } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { SelectField, TextField } from '../../ui/Field';
import { QueryState } from '../../ui/QueryState';
import { toast } from '../../ui/toast';
import { PageHeader } from '../components/PageHeader';
import { Pager, noRows } from '../components/Pager';
import { adminFailed } from '../components/AdminsOnly';
import { DataTable } from '../components/DataTable';
import { AdminFormElement, SubmitRow, useAdminForm } from '../components/adminForm';
import { EditDialog } from '../components/EditDialog';
import { useChange } from '../components/forms';
import { useUrlParams, withFields } from '../../lib/useUrlParams';
import { CARD, LABEL } from '../components/table';
import { ProductPicker, type PickedProduct } from '../variations/ProductPicker';

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
  product_ids: c?.product_ids ?? [],
  category_ids: c?.category_ids ?? [],
});
type Form = ReturnType<typeof formOf>;

const STATE_BADGE: Record<AdminCoupon['state'], string> = {
  active: 'bg-herb-100 text-herb-700',
  scheduled: 'bg-honey-100 text-honey-800',
  expired: 'bg-cream-200 text-ink-700',
  used_up: 'bg-cream-200 text-ink-700',
};

export default function CouponsPage() {
  const { t } = useTranslation('console');
  const lang = useLang();
  const queryClient = useQueryClient();
  const [params, changeParams] = useUrlParams();
  const offset = Number(params.get('offset') ?? 0);
  const state = params.get('state') ?? '';
  const setFilter = (changes: Record<string, string>) => changeParams(withFields(changes));
  const [editing, setEditing] = useState<AdminCoupon | 'new' | null>(null);
  const coupons = useQuery({
    queryKey: ['admin_coupons', offset, state],
    queryFn: ({ signal }) => apiData(adminCouponsListCall, { offset, state: state || undefined }, { signal }),
    placeholderData: keepPreviousData,
  });
  const toggle = useApiMutation({
    run: (c: AdminCoupon) => api(adminCouponSetActiveCall, { coupon_id: c.id, active: !c.active }),
    refresh: [['admin_coupons']],
    onDone: (answer) => toast.success(answer.msg),
    onRefused: (refusal) => {
      toast.error(refusal.message);
      void refreshAfterChange(queryClient, ['admin_coupons']);
    },
    onFailed: () => toast.error(t('loadFailed')),
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
      <div className={`${CARD} mb-4 grid grid-cols-2 gap-3 lg:grid-cols-5`}>
        <div>
          <label htmlFor="cp-state" className={LABEL}>
            {t('coupons.state')}
          </label>
          <select id="cp-state" className="field" value={state} onChange={(e) => setFilter({ state: e.target.value })}>
            <option value="">{t('orders.all')}</option>
            {COUPON_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`coupons.states.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <QueryState
        query={coupons}
        failed={adminFailed}
        empty={<EmptyState title={t(state ? 'coupons.noneInState' : 'coupons.none')} />}
        isEmpty={noRows}
      >
        {(data) => (
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
                {
                  header: t('coupons.value'),
                  cell: (c) => (
                    <>
                      {c.kind === 'free_delivery'
                        ? t('coupons.freeDelivery')
                        : c.kind === 'percent'
                          ? formatPercent(c.value, lang)
                          : formatPrice(c.value, lang)}
                      {(c.product_ids.length > 0 || c.category_ids.length > 0) && (
                        <span className="block text-xs text-ink-600">
                          {t('coupons.limitedTo', {
                            products: formatNumber(c.product_ids.length, lang),
                            categories: formatNumber(c.category_ids.length, lang),
                          })}
                        </span>
                      )}
                    </>
                  ),
                },
                { header: t('coupons.minOrder'), className: 'whitespace-nowrap', cell: (c) => formatPrice(c.min_order, lang) },
                { header: t('coupons.dates'), cell: validity },
                {
                  header: t('coupons.state'),
                  cell: (c) => (
                    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${STATE_BADGE[c.state]}`}>
                      {t(`coupons.states.${c.state}`)}
                    </span>
                  ),
                },
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
                      <button
                        type="button"
                        className="btn btn-quiet min-h-9 px-2 text-sm"
                        onClick={() => setEditing(c)}
                        aria-label={t('coupons.editCode', { code: c.code })}
                      >
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
            <Pager offset={offset} total={data.total} onOffset={(o) => setFilter({ offset: String(o) })} />
          </>
        )}
      </QueryState>
      <EditDialog editing={editing} onClose={() => setEditing(null)} titles={{ add: t('coupons.add'), edit: t('coupons.edit') }}>
        {(coupon) => <CouponForm coupon={coupon} onDone={() => setEditing(null)} />}
      </EditDialog>
    </>
  );
}

function CouponForm({ coupon, onDone }: { coupon: AdminCoupon | null; onDone: () => void }) {
  const { t } = useTranslation('console');
  const form = useAdminForm<Form>({
    schema: coupon ? adminCouponUpdateCall.request : adminCouponCreateCall.request,
    defaultValues: formOf(coupon),
    // Blank optional limits are left out (the contract reads '' as a bad number).
    toFields: (v) => ({
      ...v,
      // A free-delivery coupon takes nothing off: its value is 0.
      value: v.kind === 'free_delivery' ? '0' : v.value,
      product_ids: v.product_ids.join(','),
      category_ids: v.category_ids.join(','),
      max_uses: v.max_uses || undefined,
      max_uses_per_customer: v.max_uses_per_customer || undefined,
      ...(coupon ? { coupon_id: coupon.id } : {}),
    }),
  });
  const errors = form.formState.errors;
  const kind = form.watch('kind');
  const save = useChange(
    (fields: Record<string, unknown>) =>
      coupon
        ? api(adminCouponUpdateCall, fields as Fields<typeof adminCouponUpdateCall>)
        : api(adminCouponCreateCall, fields as Fields<typeof adminCouponCreateCall>),
    [['admin_coupons']],
    onDone,
    form,
  );
  const input = (k: 'code' | 'value' | 'min_order' | 'max_uses' | 'max_uses_per_customer', label: string) => (
    <TextField
      id={`cp-${k}`}
      label={label}
      dir="ltr"
      inputMode={k === 'code' ? 'text' : 'decimal'}
      error={errors[k]?.message}
      {...form.register(k)}
    />
  );
  return (
    <AdminFormElement form={form} onValid={(fields) => save.mutate(fields)} className="grid grid-cols-2 gap-3">
      {input('code', t('coupons.code'))}
      <SelectField id="cp-kind" label={t('coupons.kind')} error={errors.kind?.message} {...form.register('kind')}>
        <option value="percent">{t('coupons.percent')}</option>
        <option value="fixed">{t('coupons.fixed')}</option>
        <option value="free_delivery">{t('coupons.freeDelivery')}</option>
      </SelectField>
      {kind !== 'free_delivery' && input('value', kind === 'percent' ? t('coupons.valuePercent') : t('coupons.valueAed'))}
      {input('min_order', t('coupons.minOrderAed'))}
      <TextField id="cp-starts" type="date" label={t('coupons.starts')} error={errors.starts_at?.message} {...form.register('starts_at')} />
      <TextField id="cp-ends" type="date" label={t('coupons.ends')} error={errors.ends_at?.message} {...form.register('ends_at')} />
      {input('max_uses', t('coupons.maxUses'))}
      {input('max_uses_per_customer', t('coupons.maxPerCustomer'))}
      <div className="col-span-2 space-y-3">
        <p className="text-sm text-ink-600">{t('coupons.limitHint')}</p>
        <CouponProducts
          known={coupon?.products ?? []}
          ids={form.watch('product_ids')}
          error={errors.product_ids?.message}
          onChange={(ids) => form.setValue('product_ids', ids, { shouldDirty: true })}
        />
        <CouponCategories
          ids={form.watch('category_ids')}
          error={errors.category_ids?.message}
          onChange={(ids) => form.setValue('category_ids', ids, { shouldDirty: true })}
        />
      </div>
      <label className="col-span-2 inline-flex min-h-11 items-center gap-2 font-medium">
        <input type="checkbox" className="size-5 accent-honey-600" {...form.register('active')} />
        {t('coupons.active')}
      </label>
      <SubmitRow busy={save.isPending} className="col-span-2">
        {t('coupons.save')}
      </SubmitRow>
    </AdminFormElement>
  );
}

/** The products a coupon is limited to: each picked with the console's product picker, removable one by one. */
function CouponProducts({
  known,
  ids,
  error,
  onChange,
}: {
  /** The coupon's products as the server named them. */
  known: PickedProduct[];
  ids: number[];
  error?: string | undefined;
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation('console');
  const lang = useLang();
  // Names of the coupon's products and of those picked here; a product since deleted shows its number alone.
  const [names, setNames] = useState<Record<number, PickedProduct>>(() => Object.fromEntries(known.map((p) => [p.id, p])));
  const label = (id: number) => {
    const p = names[id];
    const number = `#${formatNumber(id, lang, { useGrouping: false })}`;
    return p ? `${lang === 'ar' ? p.name_ar : p.name_en} ${number}` : number;
  };
  return (
    <div className="space-y-2">
      {ids.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('coupons.products')}>
          {ids.map((id) => (
            <li key={id} className="inline-flex items-center gap-1 rounded-full bg-honey-50 ps-3 text-sm">
              {label(id)}
              <button
                type="button"
                className="btn btn-quiet min-h-9 px-2"
                aria-label={t('coupons.removeItem', { name: label(id) })}
                onClick={() => onChange(ids.filter((i) => i !== id))}
              >
                <X size={14} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ProductPicker
        id="cp-products"
        label={t('coupons.addProduct')}
        value={null}
        onChange={(p) => {
          setNames((n) => ({ ...n, [p.id]: p }));
          if (!ids.includes(p.id)) onChange([...ids, p.id]);
        }}
      />
      {error && <p className="text-sm text-danger-700">{error}</p>}
    </div>
  );
}

/** The categories a coupon is limited to: the category tree as check boxes (a sub-category under its parent). */
function CouponCategories({ ids, error, onChange }: { ids: number[]; error?: string | undefined; onChange: (ids: number[]) => void }) {
  const { t } = useTranslation('console');
  const lang = useLang();
  const tree = useQuery({ queryKey: ['admin_categories'], queryFn: ({ signal }) => apiData(adminCategoriesListCall, {}, { signal }) });
  const box = (c: { id: number; name_en: string; name_ar: string }, sub: boolean) => (
    <label key={c.id} className={`flex min-h-9 items-center gap-2 text-sm ${sub ? 'ps-6' : 'font-medium'}`}>
      <input
        type="checkbox"
        className="size-4 accent-honey-600"
        checked={ids.includes(c.id)}
        onChange={(e) => onChange(e.target.checked ? [...ids, c.id] : ids.filter((i) => i !== c.id))}
      />
      {lang === 'ar' ? c.name_ar : c.name_en}
    </label>
  );
  return (
    <fieldset className="space-y-1">
      <legend className={LABEL}>{t('coupons.categories')}</legend>
      <div className="max-h-48 overflow-y-auto rounded-xl border border-cream-300 p-2">
        {tree.data?.map((c) => [box(c, false), ...c.children.map((sub) => box(sub, true))])}
      </div>
      {error && <p className="text-sm text-danger-700">{error}</p>}
    </fieldset>
  );
}
