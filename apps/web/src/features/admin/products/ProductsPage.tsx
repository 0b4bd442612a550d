// Products: search by name (either language) or id, hidden ones included; show or hide a product, adjust
// its stock with a reason, open it to edit.
import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminProductRow } from '@shop/contract';
import { adminProductsListCall, adminProductVisibilityCall } from '@shop/contract/calls';
import { api, apiData } from '../../../api/client';
import { formatNumber, formatPrice } from '../../../i18n/format';
import { useLang } from '../../../i18n/useLang';
import { EmptyState } from '../../../ui/EmptyState';
import { toast } from '../../../ui/toast';
import { PageHeader } from '../components/PageHeader';
import { Pager } from '../components/Pager';
import { QueryState } from '../../../ui/QueryState';
import { adminFailed } from '../components/AdminsOnly';
import { DataTable } from '../components/DataTable';
import { ProductName } from '../components/ProductName';
import { StockDialog } from './StockDialog';
import { useApiMutation } from '../../../api/mutation';

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
  const visibility = useApiMutation({
    run: (p: AdminProductRow) => api(adminProductVisibilityCall, { product_id: p.id, visible: p.visible ? 0 : 1 }),
    refresh: [['admin_products']],
    onDone: (answer) => toast.success(answer.msg),
    onRefused: (refusal) => {
      toast.error(refusal.message);
      void queryClient.invalidateQueries({ queryKey: ['admin_products'] });
    },
    onFailed: () => toast.error(t('loadFailed')),
  });
  const nameOf = (p: AdminProductRow) => (lang === 'ar' ? p.name_ar : p.name_en);
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
        <input
          id="p-search"
          type="search"
          className="field flex-1"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={t('products.searchHint')}
        />
        <button type="submit" className="btn btn-secondary">
          {t('orders.search')}
        </button>
      </form>
      <QueryState query={products} failed={adminFailed}>
        {(data) =>
          data.rows.length === 0 ? (
            <EmptyState title={t('products.none')} />
          ) : (
            <>
              <DataTable
                caption={t('nav.products')}
                rows={data.rows}
                rowKey={(p) => p.id}
                rowClassName={(p) => (p.visible ? '' : 'bg-cream-100 text-ink-600')}
                columns={[
                  { header: t('order.product'), title: true, cell: (p) => <ProductName product={p} /> },
                  {
                    header: t('products.price'),
                    end: true,
                    className: 'whitespace-nowrap',
                    cell: (p) => (
                      <>
                        {formatPrice(p.sale_price, lang)}
                        {p.sale_price !== p.list_price && (
                          <div className="text-xs text-ink-600 line-through">{formatPrice(p.list_price, lang)}</div>
                        )}
                      </>
                    ),
                  },
                  {
                    header: t('products.stock'),
                    end: true,
                    cell: (p) => (
                      <>
                        <span className={`font-semibold ${p.stock === 0 ? 'text-danger-700' : ''}`}>{formatNumber(p.stock, lang)}</span>
                        {/* Shoppers who asked to be told when it is back in stock. */}
                        {p.back_in_stock_waiting > 0 && (
                          <div className="text-xs font-medium whitespace-nowrap text-honey-800">
                            {t('products.waiting', {
                              count: p.back_in_stock_waiting,
                              formatted: formatNumber(p.back_in_stock_waiting, lang),
                            })}
                          </div>
                        )}
                      </>
                    ),
                  },
                  { header: t('products.sold'), end: true, cell: (p) => formatNumber(p.sold_count, lang) },
                  {
                    header: t('products.visible'),
                    cell: (p) => (
                      <button
                        type="button"
                        className="btn btn-quiet min-h-9 px-2 text-sm"
                        aria-pressed={p.visible}
                        aria-label={t(p.visible ? 'products.hideName' : 'products.showName', { name: nameOf(p) })}
                        disabled={visibility.isPending}
                        onClick={() => visibility.mutate(p)}
                      >
                        {t(p.visible ? 'products.shown' : 'products.hidden')}
                      </button>
                    ),
                  },
                  {
                    header: t('products.actions'),
                    actions: true,
                    end: true,
                    cell: (p) => (
                      <button
                        type="button"
                        className="btn btn-secondary min-h-9 px-3 text-sm whitespace-nowrap"
                        onClick={() => setAdjusting(p)}
                        aria-label={t('stock.adjustName', { name: nameOf(p) })}
                      >
                        {t('stock.adjust')}
                      </button>
                    ),
                  },
                ]}
              />
              <Pager
                offset={offset}
                total={data.total}
                onOffset={(o) => setParams({ ...(keyword ? { q: keyword } : {}), offset: String(o) })}
              />
            </>
          )
        }
      </QueryState>
      <StockDialog product={adjusting} onClose={() => setAdjusting(null)} />
    </>
  );
}
