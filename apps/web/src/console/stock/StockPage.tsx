// Stock: the products at or below a threshold (adjusted with a reason in the products' stock dialog), the batches
// expiring soon or expired, the CSV of prices and stock downloaded as a file, and the checked, all-or-nothing CSV import.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import { LOW_STOCK_DEFAULT, type AdminProductRow } from '@shop/contract';
import { adminLowStockCall, adminStockExportCall } from '@shop/contract/adminCalls';
import { api, apiData, useApiMutation } from '../../api';
import { formatNumber, useLang } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { QueryState } from '../../ui/QueryState';
import { toast } from '../../ui/toast';
import { PageHeader } from '../components/PageHeader';
import { adminFailed } from '../components/AdminsOnly';
import { DataTable } from '../components/DataTable';
import { ProductName } from '../components/ProductName';
import { LABEL } from '../components/table';
import { AdjustStockButton, StockDialog } from '../products/StockDialog';
import { CsvImport } from './CsvImport';
import { ExpiringBatches } from './ExpiringBatches';
import { downloadCsv } from '../components/download';

export default function StockPage() {
  const { t } = useTranslation('console');
  const lang = useLang();
  const [threshold, setThreshold] = useState(String(LOW_STOCK_DEFAULT));
  const [adjusting, setAdjusting] = useState<AdminProductRow | null>(null);
  const limit = threshold === '' ? LOW_STOCK_DEFAULT : Number(threshold);
  // Under 'admin_products' so the stock dialog's refresh reaches this list too.
  const low = useQuery({
    queryKey: ['admin_products', 'low', limit],
    queryFn: ({ signal }) => apiData(adminLowStockCall, { threshold: limit }, { signal }),
    placeholderData: keepPreviousData,
  });
  const exporting = useApiMutation({
    run: () => api(adminStockExportCall, {}),
    onDone: ({ data: file }) => downloadCsv(file.filename, file.csv),
    onFailed: () => toast.error(t('loadFailed')),
  });

  return (
    <>
      <PageHeader title={t('nav.stock')}>
        <button type="button" className="btn btn-secondary" disabled={exporting.isPending} onClick={() => exporting.mutate()}>
          <Download size={18} aria-hidden="true" />
          {t('stock.export')}
        </button>
      </PageHeader>
      <section aria-labelledby="low-stock" className="mb-6">
        <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
          <h2 id="low-stock" className="font-bold text-ink-900">
            {t('stock.low')}
          </h2>
          <div>
            <label htmlFor="low-threshold" className={LABEL}>
              {t('stock.threshold')}
            </label>
            <input
              id="low-threshold"
              className="field w-32"
              inputMode="numeric"
              dir="ltr"
              value={threshold}
              onChange={(e) => setThreshold(e.target.value.replace(/\D/g, '').slice(0, 7))}
            />
          </div>
        </div>
        {/* The table's wrapper is relative so its sr-only texts (absolutely placed) scroll with it instead of widening the page. */}
        <QueryState query={low} failed={adminFailed}>
          {(rows) =>
            rows.length === 0 ? (
              <EmptyState title={t('stock.lowNone', { threshold: formatNumber(limit, lang) })} />
            ) : (
              <DataTable
                caption={t('stock.low')}
                rows={rows}
                rowKey={(p) => p.id}
                columns={[
                  { header: t('order.product'), title: true, cell: (p) => <ProductName product={p} /> },
                  {
                    header: t('products.stock'),
                    end: true,
                    cell: (p) => (
                      <span className={`font-semibold ${p.stock === 0 ? 'text-danger-700' : ''}`}>{formatNumber(p.stock, lang)}</span>
                    ),
                  },
                  { header: t('products.sold'), end: true, cell: (p) => formatNumber(p.sold_count, lang) },
                  {
                    header: t('products.actions'),
                    actions: true,
                    end: true,
                    cell: (p) => <AdjustStockButton product={p} onClick={() => setAdjusting(p)} />,
                  },
                ]}
              />
            )
          }
        </QueryState>
      </section>
      <ExpiringBatches />
      <CsvImport />
      <StockDialog product={adjusting} onClose={() => setAdjusting(null)} />
    </>
  );
}
