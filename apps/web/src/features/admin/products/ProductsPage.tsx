// Products: search by name (either language) or id, hidden ones included; show or hide a product, adjust
// its stock with a reason, open it to edit.
import { useState, type FormEvent } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { srcSetFor, type AdminProductRow } from '@shop/contract';
import { adminProductsListCall, adminProductVisibilityCall } from '@shop/contract/calls';
import { api, apiData } from '../../../api/client';
import { formatNumber, formatPrice } from '../../../i18n/format';
import { useLang } from '../../../i18n/useLang';
import { EmptyState } from '../../../ui/EmptyState';
import { toast } from '../../../ui/toast';
import { PageHeader } from '../components/PageHeader';
import { Pager } from '../components/Pager';
import { QueryState } from '../components/QueryState';
import { TABLE, TABLE_WRAP, TD, TH } from '../components/table';
import { StockDialog } from './StockDialog';

export default function ProductsPage() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('q') ?? '';
  const offset = Number(params.get('offset') ?? 0);
  const [draft, setDraft] = useState(keyword);
  const [adjusting, setAdjusting] = useState<AdminProductRow | null>(null);
  const fields = { keyword: keyword || undefined, offset };
  const products = useQuery({
    queryKey: ['admin_products', fields],
    queryFn: ({ signal }) => apiData(adminProductsListCall, fields, { signal }),
    placeholderData: keepPreviousData,
  });
  const visibility = useMutation({
    mutationFn: (p: AdminProductRow) => api(adminProductVisibilityCall, { product_id: p.id, visible: p.visible ? 0 : 1 }),
    onSuccess: (answer) => {
      if (answer.status) toast.success(answer.msg);
      else toast.error(answer.msg);
      void queryClient.invalidateQueries({ queryKey: ['admin_products'] });
    },
    onError: () => toast.error(t('loadFailed')),
  });
  const search = (e: FormEvent) => {
    e.preventDefault();
    setParams(draft.trim() ? { q: draft.trim() } : {});
  };

  return (
    <>
      <PageHeader title={t('nav.products')}>
        <Link to="/admin/products/new" className="btn btn-primary">
          {t('products.add')}
        </Link>
      </PageHeader>
      <form role="search" onSubmit={search} className="mb-4 flex gap-2">
        <label htmlFor="p-search" className="sr-only">
          {t('products.search')}
        </label>
        <input id="p-search" type="search" className="field flex-1" value={draft} onChange={(e) => setDraft(e.target.value)} placeholder={t('products.searchHint')} />
        <button type="submit" className="btn btn-secondary">
          {t('orders.search')}
        </button>
      </form>
      <QueryState query={products}>
        {(data) =>
          data.rows.length === 0 ? (
            <EmptyState title={t('products.none')} />
          ) : (
            <>
              <div className={TABLE_WRAP}>
                <table className={TABLE}>
                  <caption className="sr-only">{t('nav.products')}</caption>
                  <thead>
                    <tr>
                      <th className={TH}>{t('order.product')}</th>
                      <th className={`${TH} text-end`}>{t('products.price')}</th>
                      <th className={`${TH} text-end`}>{t('products.stock')}</th>
                      <th className={`${TH} text-end`}>{t('products.sold')}</th>
                      <th className={TH}>{t('products.visible')}</th>
                      <th className={TH}>
                        <span className="sr-only">{t('products.actions')}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.rows.map((p) => {
                      const name = lang === 'ar' ? p.name_ar : p.name_en;
                      return (
                        <tr key={p.id} className={p.visible ? '' : 'bg-cream-100 text-ink-600'}>
                          <td className={TD}>
                            <div className="flex items-center gap-3">
                              {p.main_image ? (
                                <img src={p.main_image} srcSet={srcSetFor(p.main_image)} sizes="40px" alt="" width={40} height={40} className="size-10 shrink-0 rounded-lg bg-cream-200 object-cover" loading="lazy" />
                              ) : (
                                <span className="size-10 shrink-0 rounded-lg bg-cream-200" aria-hidden="true" />
                              )}
                              <Link to={`/admin/products/${p.id}`} className="font-semibold text-honey-700 hover:underline">
                                {name}
                              </Link>
                            </div>
                          </td>
                          <td className={`${TD} text-end whitespace-nowrap`}>
                            {formatPrice(p.sale_price, lang)}
                            {p.sale_price !== p.list_price && <div className="text-xs text-ink-600 line-through">{formatPrice(p.list_price, lang)}</div>}
                          </td>
                          <td className={`${TD} text-end font-semibold ${p.stock === 0 ? 'text-danger-700' : ''}`}>
                            {formatNumber(p.stock, lang)}
                            {/* Shoppers who asked to be told when it is back in stock. */}
                            {p.back_in_stock_waiting > 0 && (
                              <div className="text-xs font-medium whitespace-nowrap text-honey-800">
                                {t('products.waiting', { count: p.back_in_stock_waiting, formatted: formatNumber(p.back_in_stock_waiting, lang) })}
                              </div>
                            )}
                          </td>
                          <td className={`${TD} text-end`}>{formatNumber(p.sold_count, lang)}</td>
                          <td className={TD}>
                            <button
                              type="button"
                              className="btn btn-quiet min-h-9 px-2 text-sm"
                              aria-pressed={p.visible}
                              aria-label={t(p.visible ? 'products.hideName' : 'products.showName', { name })}
                              disabled={visibility.isPending}
                              onClick={() => visibility.mutate(p)}
                            >
                              {t(p.visible ? 'products.shown' : 'products.hidden')}
                            </button>
                          </td>
                          <td className={`${TD} text-end`}>
                            <button type="button" className="btn btn-secondary min-h-9 px-3 text-sm whitespace-nowrap" onClick={() => setAdjusting(p)} aria-label={t('stock.adjustName', { name })}>
                              {t('stock.adjust')}
                            </button>
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
              <Pager offset={offset} total={data.total} onOffset={(o) => setParams({ ...(keyword ? { q: keyword } : {}), offset: String(o) })} />
            </>
          )
        }
      </QueryState>
      <StockDialog product={adjusting} onClose={() => setAdjusting(null)} />
    </>
  );
}
