// Products: search by name (either language) or id, hidden ones included; filter by group, category, visibility,
// stock and sale, and sort (all in the URL, so a filtered list can be reloaded and returned to); show or hide a
// product, adjust its stock with a reason, open it to edit; select products, on several pages if need be, and
// change them together (ProductsBulkEdit).
import { useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PRODUCT_SORTS, PRODUCT_STOCK_FILTERS, type AdminProductRow } from '@shop/contract';
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
import { LABEL } from '../components/table';
import { SelectBox } from '../components/SelectBox';
import { useUrlParams, withFields } from '../../lib/useUrlParams';
import { CategoryOptions, useCatalogOptions } from './catalogOptions';
import { ProductsBulkEdit } from './ProductsBulkEdit';

/** The list's filters, each a field of list.php and a key of the URL's query. */
const FILTERS = ['group_id', 'category_id', 'visible', 'stock', 'on_sale', 'sort'] as const;
type Filter = (typeof FILTERS)[number];

export default function ProductsPage() {
  const { t } = useTranslation('console');
  const lang = useLang();
  const queryClient = useQueryClient();
  const search = useKeywordSearch();
  const [params, changeParams] = useUrlParams();
  const get = (k: Filter) => params.get(k) ?? '';
  const setFilter = (changes: Partial<Record<Filter, string>>) => changeParams(withFields(changes));
  // Unknown values in a hand-edited URL are left out rather than refused.
  const oneOf = <T extends string>(value: string, allowed: readonly T[]) =>
    (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
  const fields = {
    ...search.fields,
    group_id: Number(get('group_id')) || undefined,
    category_id: Number(get('category_id')) || undefined,
    // "Archived" is a choice of the visibility filter: archived products are hidden, and listed only when asked for.
    visible: get('visible') === '1' ? 1 : get('visible') === '0' ? 0 : undefined,
    archived: get('visible') === 'archived' ? 1 : 0,
    stock: oneOf(get('stock'), PRODUCT_STOCK_FILTERS),
    on_sale: get('on_sale') === '1' ? 1 : get('on_sale') === '0' ? 0 : undefined,
    sort: oneOf(get('sort'), PRODUCT_SORTS),
  };
  const options = useCatalogOptions();
  const [adjusting, setAdjusting] = useState<AdminProductRow | null>(null);
  // The selection keeps each product's row, so the bulk edit shows its prices from whichever page it was picked on.
  const [selected, setSelected] = useState<AdminProductRow[]>([]);
  const isSelected = (id: number) => selected.some((p) => p.id === id);
  const toggle = (p: AdminProductRow, on: boolean) => setSelected((now) => (on ? [...now, p] : now.filter((x) => x.id !== p.id)));
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
      <section
        aria-label={t('products.filters')}
        className="mb-4 grid grid-cols-2 gap-3 rounded-2xl bg-white p-4 shadow-card ring-1 ring-ink-200/60 md:grid-cols-3 xl:grid-cols-6"
      >
        <FilterSelect
          id="pf-f-group"
          label={t('products.filter.group')}
          value={get('group_id')}
          onChange={(v) => setFilter({ group_id: v })}
        >
          {options.data?.groups.map((g) => (
            <option key={g.id} value={g.id}>
              {lang === 'ar' ? g.name_ar : g.name_en}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          id="pf-f-category"
          label={t('products.filter.category')}
          value={get('category_id')}
          onChange={(v) => setFilter({ category_id: v })}
        >
          {options.data && <CategoryOptions categories={options.data.categories} />}
        </FilterSelect>
        <FilterSelect
          id="pf-f-visible"
          label={t('products.filter.visible')}
          value={get('visible')}
          onChange={(v) => setFilter({ visible: v })}
        >
          <option value="1">{t('products.shown')}</option>
          <option value="0">{t('products.hidden')}</option>
          <option value="archived">{t('products.archived')}</option>
        </FilterSelect>
        <FilterSelect id="pf-f-stock" label={t('products.filter.stock')} value={get('stock')} onChange={(v) => setFilter({ stock: v })}>
          {PRODUCT_STOCK_FILTERS.map((s) => (
            <option key={s} value={s}>
              {t(`products.stockFilter.${s}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect id="pf-f-sale" label={t('products.filter.sale')} value={get('on_sale')} onChange={(v) => setFilter({ on_sale: v })}>
          <option value="1">{t('products.saleFilter.on')}</option>
          <option value="0">{t('products.saleFilter.off')}</option>
        </FilterSelect>
        <div>
          <label htmlFor="pf-f-sort" className={LABEL}>
            {t('products.filter.sort')}
          </label>
          <select
            id="pf-f-sort"
            className="field"
            value={fields.sort ?? 'newest'}
            onChange={(e) => setFilter({ sort: e.target.value === 'newest' ? '' : e.target.value })}
          >
            {PRODUCT_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`products.sortBy.${s}`)}
              </option>
            ))}
          </select>
        </div>
        {FILTERS.some((k) => get(k)) && (
          <button
            type="button"
            className="btn btn-quiet col-span-full justify-self-start"
            onClick={() => setFilter(Object.fromEntries(FILTERS.map((k) => [k, ''])))}
          >
            {t('products.filter.clear')}
          </button>
        )}
      </section>
      <ProductsBulkEdit selected={selected} onDone={() => setSelected([])} />
      <QueryState query={products} failed={adminFailed} empty={<EmptyState title={t('products.none')} />} isEmpty={noRows}>
        {(data) => (
          <>
            <button
              type="button"
              className="btn btn-quiet mb-2"
              onClick={() => setSelected((now) => [...now, ...data.rows.filter((p) => !now.some((x) => x.id === p.id))])}
            >
              {t('productsBulk.selectPage')}
            </button>
            <DataTable
              caption={t('nav.products')}
              rows={data.rows}
              rowKey={(p) => p.id}
              rowClassName={(p) => (isSelected(p.id) ? 'bg-honey-50' : p.visible ? '' : 'bg-cream-100 text-ink-600')}
              columns={[
                {
                  header: t('productsBulk.selectPage'),
                  actions: true,
                  cardOrder: 0,
                  className: 'md:w-10 max-md:hidden',
                  cell: (p) => (
                    <SelectBox
                      id={p.id}
                      label={t('products.select', { name: nameOf(p) })}
                      checked={isSelected(p.id)}
                      onChange={(_, on) => toggle(p, on)}
                    />
                  ),
                },
                {
                  header: t('order.product'),
                  title: true,
                  cell: (p) => (
                    // On a phone the box sits beside the product's name on its card.
                    <span className="flex items-center gap-2">
                      <span className="md:hidden">
                        <SelectBox
                          id={p.id}
                          label={t('products.select', { name: nameOf(p) })}
                          checked={isSelected(p.id)}
                          onChange={(_, on) => toggle(p, on)}
                        />
                      </span>
                      <span>
                        <ProductName product={p} />
                        {p.sku && (
                          <span className="mt-0.5 block text-xs text-ink-600">
                            <bdi dir="ltr">{p.sku}</bdi>
                          </span>
                        )}
                      </span>
                    </span>
                  ),
                },
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
                  cell: (p) =>
                    p.archived ? (
                      <span className="rounded-full bg-cream-200 px-2 py-0.5 text-xs font-semibold text-ink-700">
                        {t('products.archived')}
                      </span>
                    ) : (
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
            <Pager offset={search.offset} total={data.total} onOffset={search.setOffset} />
          </>
        )}
      </QueryState>
      <StockDialog product={adjusting} onClose={() => setAdjusting(null)} />
    </>
  );
}

/** A filter of the list: "All" or one of its choices. */
function FilterSelect({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('console');
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <select id={id} className="field" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('products.filter.all')}</option>
        {children}
      </select>
    </div>
  );
}
