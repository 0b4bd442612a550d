// Products: search by name (either language) or id, hidden ones included; show or hide a product, adjust
// its stock with a reason, open it to edit.
import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminProductRow } from '@shop/contract';
import { adminProductsListCall, adminProductVisibilityCall } from '@shop/contract/adminCalls';
import { api, apiData, refreshAfterChange, useApiMutation } from '../../api';
import { formatNumber, formatPrice, useLang } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { QueryState } from '../../ui/QueryState';
import { toast } from '../../ui/toast';
import { KeywordSearch, useKeywordSearch } from '../components/KeywordSearch';
import { PageHeader } from '../components/PageHeader';
import { Pager, noRows } from '../components/Pager';
import { adminFailed } from '../components/AdminsOnly';
import { DataTable } from '../components/DataTable';
import { ProductName } from '../components/ProductName';
import { AdjustStockButton, StockDialog } from './StockDialog';

export default function ProductsPage() {
  const { t } = useTranslation('console');
  const lang = useLang();
  const queryClient = useQueryClient();
  const { fields, offset, setOffset } = useKeywordSearch();
  const [adjusting, setAdjusting] = useState<AdminProductRow | null>(null);
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
      void refreshAfterChange(queryClient, ['admin_products']);
    },
    onFailed: () => toast.error(t('loadFailed')),
  });
  const nameOf = (p: AdminProductRow) => (lang === 'ar' ? p.name_ar : p.name_en);

  return (
    <>
      <PageHeader title={t('nav.products')}>
        <Link to="/admin/products/new" className="btn btn-primary">
          {t('products.add')}
        </Link>
      </PageHeader>
      <KeywordSearch id="p-search" label={t('products.search')} placeholder={t('products.searchHint')} button={t('orders.search')} />
      <QueryState query={products} failed={adminFailed} empty={<EmptyState title={t('products.none')} />} isEmpty={noRows}>
        {(data) => (
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
                  cell: (p) => <AdjustStockButton product={p} onClick={() => setAdjusting(p)} />,
                },
              ]}
            />
            <Pager offset={offset} total={data.total} onOffset={setOffset} />
          </>
        )}
      </QueryState>
      <StockDialog product={adjusting} onClose={() => setAdjusting(null)} />
    </>
  );
}
