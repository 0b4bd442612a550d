// Adjust a product's stock by a signed number of units, with the reason the audit log keeps.
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type AdminProductRow } from '@shop/contract';
import { adminStockAdjustCall } from '@shop/contract/calls';
import { api } from '../../../api/client';
import { formatNumber } from '../../../i18n/format';
import { useLang } from '../../../i18n/useLang';
import { Dialog } from '../../../ui/Dialog';
import { toast } from '../../../ui/toast';
import { LABEL } from '../components/table';

export function StockDialog({ product, onClose }: { product: AdminProductRow | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const queryClient = useQueryClient();
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState('');
  const adjust = useMutation({
    mutationFn: (p: AdminProductRow) => api(adminStockAdjustCall, { product_id: p.id, delta: Number(delta), reason }),
    onSuccess: (answer) => {
      if (!answer.status) {
        toast.error(answer.msg);
        return;
      }
      toast.success(answer.msg);
      setDelta('');
      setReason('');
      onClose();
      void queryClient.invalidateQueries({ queryKey: ['admin_products'] });
      void queryClient.invalidateQueries({ queryKey: ['admin_product'] });
      void queryClient.invalidateQueries({ queryKey: ['admin_dashboard'] });
    },
    onError: () => toast.error(t('loadFailed')),
  });
  const n = Number(delta);
  const valid = delta !== '' && Number.isInteger(n) && n !== 0 && reason.trim() !== '';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (product && valid) adjust.mutate(product);
  };
  const name = product ? (lang === 'ar' ? product.name_ar : product.name_en) : '';
  return (
    <Dialog open={product !== null} onOpenChange={(open) => !open && onClose()} title={t('stock.title', { name })}>
      {product && (
        <form onSubmit={submit} className="space-y-3">
          <p className="text-sm text-ink-700">{t('stock.now', { stock: formatNumber(product.stock, lang) })}</p>
          <div>
            <label htmlFor="s-delta" className={LABEL}>
              {t('stock.delta')}
            </label>
            <input id="s-delta" className="field" inputMode="numeric" dir="ltr" value={delta} onChange={(e) => setDelta(e.target.value.replace(/[^\d-]/g, ''))} placeholder="+12 / -3" />
            <p className="mt-1 text-xs text-ink-600">{t('stock.deltaHint')}</p>
          </div>
          <div>
            <label htmlFor="s-reason" className={LABEL}>
              {t('stock.reason')}
            </label>
            <input id="s-reason" className="field" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={300} />
          </div>
          <div className="flex justify-end">
            <button type="submit" className="btn btn-primary" disabled={!valid || adjust.isPending}>
              {t('stock.save')}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
