// Adjust a product's stock by a signed number of units, with the reason the audit log keeps; checked with the
// contract's rules (adminForm.tsx): a whole number other than 0, and a reason.
import { useTranslation } from 'react-i18next';
import { adminStockAdjustCall, type AdminProductRow } from '@shop/contract';
import { api, type Fields, useApiMutation } from '../../api';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/Field';
import { toast } from '../../ui/toast';
import { formatNumber, useLang } from '../../i18n';
import { AdminFormElement, SubmitRow, useAdminForm } from '../components/adminForm';

export function StockDialog({ product, onClose }: { product: AdminProductRow | null; onClose: () => void }) {
  const { t } = useTranslation('console');
  const lang = useLang();
  const name = product ? (lang === 'ar' ? product.name_ar : product.name_en) : '';
  return (
    <Dialog open={product !== null} onOpenChange={(open) => !open && onClose()} title={t('stock.title', { name })}>
      {product && <StockForm key={product.id} product={product} onClose={onClose} />}
    </Dialog>
  );
}

/** The button of a product's row that opens its StockDialog, named with the product. */
export function AdjustStockButton({ product, onClick }: { product: AdminProductRow; onClick: () => void }) {
  const { t } = useTranslation('console');
  const lang = useLang();
  return (
    <button
      type="button"
      className="btn btn-secondary min-h-9 px-3 text-sm whitespace-nowrap"
      onClick={onClick}
      aria-label={t('stock.adjustName', { name: lang === 'ar' ? product.name_ar : product.name_en })}
    >
      {t('stock.adjust')}
    </button>
  );
}

function StockForm({ product, onClose }: { product: AdminProductRow; onClose: () => void }) {
  const { t } = useTranslation('console');
  const lang = useLang();
  const form = useAdminForm({
    schema: adminStockAdjustCall.request,
    defaultValues: { delta: '', reason: '' },
    toFields: (v) => ({ ...v, product_id: product.id }),
  });
  const adjust = useApiMutation({
    run: (fields: Fields<typeof adminStockAdjustCall>) => api(adminStockAdjustCall, fields),
    refresh: [['admin_products'], ['admin_product'], ['admin_dashboard']],
    onDone: (answer) => {
      toast.success(answer.msg);
      form.saved();
      onClose();
    },
    onRefused: (refusal) => form.refused(refusal.answer),
    onFailed: () => toast.error(t('loadFailed')),
  });
  const errors = form.formState.errors;
  const delta = form.register('delta');
  return (
    <AdminFormElement form={form} onValid={(fields) => adjust.mutate(fields as Fields<typeof adminStockAdjustCall>)} className="space-y-3">
      <p className="text-sm text-ink-700">{t('stock.now', { stock: formatNumber(product.stock, lang) })}</p>
      <TextField
        id="s-delta"
        label={t('stock.delta')}
        inputMode="numeric"
        dir="ltr"
        placeholder="+12 / -3"
        hint={t('stock.deltaHint')}
        error={errors.delta?.message}
        {...delta}
        onChange={(e) => {
          e.target.value = e.target.value.replace(/[^\d-]/g, '');
          return delta.onChange(e);
        }}
      />
      <TextField id="s-reason" label={t('stock.reason')} error={errors.reason?.message} {...form.register('reason')} />
      <SubmitRow busy={adjust.isPending}>{t('stock.save')}</SubmitRow>
    </AdminFormElement>
  );
}
