// The bar above the products list once products are selected: one change for all of them (prices by a percent or
// an amount, shown or hidden, moved to a category), checked with the contract's rules, reviewed product by product
// with the new prices before it is sent, and applied by the server to all or none (contract: bulk_edit.php).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  adminProductsBulkEditCall,
  bulkChangedPrice,
  PRODUCT_BULK_CHANGES,
  toAed,
  toFils,
  type AdminProductRow,
  type ProductBulkChange,
} from '@shop/contract';
import { api, type Fields, useApiMutation } from '../../api';
import { formatPrice, useLang } from '../../i18n';
import { ConfirmDialog } from '../../ui/Dialog';
import { SelectField, TextField } from '../../ui/Field';
import { toast } from '../../ui/toast';
import { AdminFormElement, useAdminForm } from '../components/adminForm';
import { ProductName } from '../components/ProductName';
import { CategoryOptions, useCatalogOptions } from './catalogOptions';

type Form = { change: ProductBulkChange | ''; percent: string; amount: string; category_id: string };
const EMPTY: Form = { change: '', percent: '', amount: '', category_id: '' };

/** The price change a form asks for, or none. */
const priceChange = (v: Form) =>
  v.change === 'price_percent' ? { percent: Number(v.percent) } : v.change === 'price_amount' ? { amount: Number(v.amount) } : null;

export function ProductsBulkEdit({ selected, onDone }: { selected: readonly AdminProductRow[]; onDone: () => void }) {
  const { t } = useTranslation('console');
  const lang = useLang();
  const options = useCatalogOptions();
  const [review, setReview] = useState<{ fields: Record<string, unknown>; values: Form } | null>(null);
  const form = useAdminForm<Form>({
    schema: adminProductsBulkEditCall.request,
    defaultValues: EMPTY,
    // Only the field the chosen change needs is sent; the contract refuses the others.
    toFields: (v) => ({
      product_ids: selected.map((p) => p.id).join(','),
      change: v.change,
      ...(v.change === 'price_percent' ? { percent: v.percent.trim() } : {}),
      ...(v.change === 'price_amount' ? { amount: v.amount.trim() } : {}),
      ...(v.change === 'category' ? { category_id: v.category_id || undefined } : {}),
    }),
  });
  const { register, watch, formState } = form;
  const change = watch('change');
  const apply = useApiMutation({
    run: (fields: Record<string, unknown>) => api(adminProductsBulkEditCall, fields as Fields<typeof adminProductsBulkEditCall>),
    refresh: [['admin_products'], ['admin_product']],
    onDone: (answer) => {
      setReview(null);
      toast.success(answer.msg);
      form.saved(EMPTY);
      onDone();
    },
    onRefused: (refusal) => {
      setReview(null);
      form.refused(refusal.answer);
    },
    onFailed: () => {
      setReview(null);
      toast.error(t('loadFailed'));
    },
  });
  if (selected.length === 0) return null;

  const byPrice = review && priceChange(review.values);
  const newPrice = (aed: number) => toAed(bulkChangedPrice(toFils(aed), byPrice!));
  const categoryName = (id: string) => {
    const c = options.data?.categories.find((x) => String(x.id) === id);
    return c ? (lang === 'ar' ? c.name_ar : c.name_en) : '';
  };

  return (
    <>
      <AdminFormElement
        form={form}
        onValid={(fields, values) => setReview({ fields, values })}
        aria-label={t('productsBulk.title')}
        className="sticky top-16 z-10 mb-4 flex flex-wrap items-end gap-3 rounded-2xl bg-honey-50 p-4 shadow-card ring-1 ring-honey-200 lg:top-2"
      >
        <p className="w-full text-sm font-bold text-ink-900 sm:w-auto sm:self-center" role="status">
          {t('productsBulk.selected', { count: selected.length })}
        </p>
        <SelectField
          id="bulk-change"
          className="min-w-44 flex-1 sm:flex-none"
          label={t('productsBulk.change')}
          error={formState.errors.change?.message}
          {...register('change')}
        >
          <option value="">{t('productsBulk.choose')}</option>
          {PRODUCT_BULK_CHANGES.map((c) => (
            <option key={c} value={c}>
              {t(`productsBulk.changes.${c}`)}
            </option>
          ))}
        </SelectField>
        {change === 'price_percent' && (
          <TextField
            id="bulk-percent"
            className="w-36"
            label={t('productsBulk.percent')}
            inputMode="decimal"
            dir="ltr"
            error={formState.errors.percent?.message}
            {...register('percent')}
          />
        )}
        {change === 'price_amount' && (
          <TextField
            id="bulk-amount"
            className="w-36"
            label={t('productsBulk.amount')}
            inputMode="decimal"
            dir="ltr"
            error={formState.errors.amount?.message}
            {...register('amount')}
          />
        )}
        {change === 'category' && (
          <SelectField
            id="bulk-category"
            className="min-w-44"
            label={t('productsBulk.category')}
            error={formState.errors.category_id?.message}
            {...register('category_id')}
          >
            <option value="">—</option>
            {options.data && <CategoryOptions categories={options.data.categories} />}
          </SelectField>
        )}
        <button type="submit" className="btn btn-primary" disabled={apply.isPending}>
          {t('productsBulk.review')}
        </button>
        <button type="button" className="btn btn-quiet" onClick={onDone}>
          {t('ordersBulk.unselect')}
        </button>
        {(change === 'price_percent' || change === 'price_amount') && (
          <p className="w-full text-xs text-ink-600">{t('productsBulk.priceHint')}</p>
        )}
      </AdminFormElement>
      <ConfirmDialog
        open={review !== null}
        onOpenChange={(open) => !open && setReview(null)}
        title={t('productsBulk.title')}
        message={
          review
            ? t(`productsBulk.confirm.${review.values.change || 'show'}`, {
                count: selected.length,
                category: categoryName(review.values.category_id),
              })
            : ''
        }
        confirmLabel={t('productsBulk.apply', { count: selected.length })}
        cancelLabel={t('productsBulk.back')}
        onConfirm={() => review && apply.mutate(review.fields)}
        busy={apply.isPending}
      >
        <div className="mt-4 max-h-72 overflow-y-auto rounded-xl ring-1 ring-ink-200/60">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('productsBulk.previewCaption')}</caption>
            {byPrice && (
              <thead>
                <tr className="text-xs text-ink-600">
                  <th className="p-2 text-start font-semibold">{t('order.product')}</th>
                  <th className="p-2 text-end font-semibold">{t('productsBulk.now')}</th>
                  <th className="p-2 text-end font-semibold">{t('productsBulk.after')}</th>
                </tr>
              </thead>
            )}
            <tbody>
              {selected.map((p) => (
                <tr key={p.id} className="border-t border-cream-300 first:border-t-0">
                  <th scope="row" className="p-2 text-start font-medium">
                    <ProductName product={p} />
                  </th>
                  {byPrice && (
                    <>
                      <PriceCell sale={p.sale_price} list={p.list_price} />
                      <PriceCell sale={newPrice(p.sale_price)} list={newPrice(p.list_price)} strong />
                    </>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ConfirmDialog>
    </>
  );
}

/** A price, and the list price struck through under it when the product is on sale. */
function PriceCell({ sale, list, strong = false }: { sale: number; list: number; strong?: boolean }) {
  const lang = useLang();
  return (
    <td className={`p-2 text-end whitespace-nowrap ${strong ? 'font-semibold text-ink-900' : 'text-ink-700'}`}>
      {formatPrice(sale, lang)}
      {sale !== list && <div className="text-xs font-normal text-ink-600 line-through">{formatPrice(list, lang)}</div>}
    </td>
  );
}
