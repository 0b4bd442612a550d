// Reports over a range of shop days: sales after returns, orders, the average basket, best sellers,
// and the VAT per month for the FTA return (from the tax invoices and credit notes as issued), with the VAT summary
// and the range's orders downloadable as CSV. The range lives in the address (?from=&to=), this month by default.
// The margin counts each unit at the cost price its product had when it was sold, before VAT.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import type { CallData } from '@shop/contract';
import { adminReportOrdersCsvCall, adminReportSalesCall, adminReportVatCall, adminReportVatCsvCall } from '@shop/contract/adminCalls';
import { api, apiData, useApiMutation } from '../../api';
import { formatDate, formatNumber, formatPrice, useLang } from '../../i18n';
import { QueryState } from '../../ui/QueryState';
import { toast } from '../../ui/toast';
import { adminFailed } from '../components/AdminsOnly';
import { downloadCsv } from '../components/download';
import { NothingYet } from '../components/NothingYet';
import { PageHeader } from '../components/PageHeader';
import { CARD, TABLE, TABLE_WRAP, TD, TH } from '../components/table';
import { presetRange, type DayRange } from './ranges';
import { RangeForm } from './RangeForm';

type Sales = CallData<typeof adminReportSalesCall>;
type Vat = CallData<typeof adminReportVatCall>;

export default function ReportsPage() {
  const { t } = useTranslation('console');
  const [params, setParams] = useSearchParams();
  const fallback = presetRange('thisMonth');
  const range: DayRange = { from: params.get('from') ?? fallback.from, to: params.get('to') ?? fallback.to };
  const show = (next: DayRange) => setParams({ from: next.from, to: next.to });

  const sales = useQuery({
    queryKey: ['admin_reports', 'sales', range],
    queryFn: ({ signal }) => apiData(adminReportSalesCall, range, { signal }),
    placeholderData: keepPreviousData,
  });
  const vat = useQuery({
    queryKey: ['admin_reports', 'vat', range],
    queryFn: ({ signal }) => apiData(adminReportVatCall, range, { signal }),
    placeholderData: keepPreviousData,
  });
  const vatCsv = useApiMutation({
    run: () => api(adminReportVatCsvCall, range),
    onDone: ({ data: file }) => downloadCsv(file.filename, file.csv),
    onFailed: () => toast.error(t('loadFailed')),
  });
  const ordersCsv = useApiMutation({
    run: () => api(adminReportOrdersCsvCall, range),
    onDone: ({ data: file }) => downloadCsv(file.filename, file.csv),
    onFailed: () => toast.error(t('loadFailed')),
  });

  return (
    <>
      <PageHeader title={t('nav.reports')}>
        <button type="button" className="btn btn-secondary" disabled={vatCsv.isPending} onClick={() => vatCsv.mutate()}>
          <Download size={18} aria-hidden="true" />
          {t('reports.vatCsv')}
        </button>
        <button type="button" className="btn btn-secondary" disabled={ordersCsv.isPending} onClick={() => ordersCsv.mutate()}>
          <Download size={18} aria-hidden="true" />
          {t('reports.ordersCsv')}
        </button>
      </PageHeader>

      <RangeForm id="report" range={range} onShow={show} />

      <div className="space-y-4">
        <QueryState query={sales} failed={adminFailed}>
          {(s) => <SalesSection sales={s} />}
        </QueryState>
        <QueryState query={vat} failed={adminFailed}>
          {(v) => <VatSection vat={v} />}
        </QueryState>
      </div>
    </>
  );
}

function SalesSection({ sales: s }: { sales: Sales }) {
  const { t } = useTranslation('console');
  const lang = useLang();
  const figures = [
    ['gross', formatPrice(s.gross, lang)],
    [
      'refunded',
      `${formatPrice(s.returns.refunded, lang)} (${t('reports.returnsCount', { count: s.returns.count, n: formatNumber(s.returns.count, lang) })})`,
    ],
    ['net', formatPrice(s.net, lang)],
    ['orders', formatNumber(s.orders, lang)],
    ['average', formatPrice(s.average, lang)],
  ] as const;
  return (
    <>
      <section className={CARD} aria-labelledby="r-sales">
        <h2 id="r-sales" className="mb-3 font-bold text-ink-900">
          {t('reports.sales')}
        </h2>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
          {figures.map(([key, shown]) => (
            <div key={key} className="rounded-xl bg-cream-100 px-3 py-2">
              <dt className="text-sm text-ink-700">{t(`reports.${key}`)}</dt>
              <dd className="text-lg font-bold text-ink-900">{shown}</dd>
            </div>
          ))}
        </dl>
      </section>
      <MarginSection margin={s.margin} />
      <div className="grid gap-4 lg:grid-cols-2">
        <BestSellers id="r-best-units" title={t('reports.bestByQuantity')} rows={s.best_by_quantity} />
        <BestSellers id="r-best-revenue" title={t('reports.bestByRevenue')} rows={s.best_by_revenue} />
      </div>
    </>
  );
}

/** The margin on the units sold with a cost price; units sold without one are counted, not guessed. */
function MarginSection({ margin: m }: { margin: Sales['margin'] }) {
  const { t } = useTranslation('console');
  const lang = useLang();
  const costed = m.revenue > 0 || m.cost > 0;
  const figures = [
    ['marginRevenue', formatPrice(m.revenue, lang)],
    ['marginCost', formatPrice(m.cost, lang)],
    ['margin', formatPrice(m.margin, lang)],
    // The share with one decimal: a margin of 36.2 % is not rounded to 36.
    ['marginShare', formatNumber(m.revenue > 0 ? m.margin / m.revenue : 0, lang, { style: 'percent', maximumFractionDigits: 1 })],
  ] as const;
  return (
    <section className={CARD} aria-labelledby="r-margin">
      <h2 id="r-margin" className="mb-1 font-bold text-ink-900">
        {t('reports.marginTitle')}
      </h2>
      <p className="mb-3 text-sm text-ink-700">{t('reports.marginHint')}</p>
      {costed ? (
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {figures.map(([key, shown]) => (
            <div key={key} className="rounded-xl bg-cream-100 px-3 py-2">
              <dt className="text-sm text-ink-700">{t(`reports.${key}`)}</dt>
              <dd className="text-lg font-bold text-ink-900">
                <bdi>{shown}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm text-ink-700">{t('reports.noMargin')}</p>
      )}
      {m.units_without_cost > 0 && (
        <p className="mt-3 text-sm text-honey-800">
          {t('reports.unitsWithoutCost', { count: m.units_without_cost, n: formatNumber(m.units_without_cost, lang) })}
        </p>
      )}
    </section>
  );
}

function BestSellers({ id, title, rows }: { id: string; title: string; rows: Sales['best_by_quantity'] }) {
  const { t } = useTranslation('console');
  const lang = useLang();
  return (
    <section className={CARD} aria-labelledby={id}>
      <h2 id={id} className="mb-3 font-bold text-ink-900">
        {title}
      </h2>
      {rows.length === 0 && <NothingYet />}
      <ol className="divide-y divide-cream-300 text-sm">
        {rows.map((p, i) => (
          <li key={p.id} className="flex items-center gap-3 py-2">
            <span className="w-5 text-ink-600">{formatNumber(i + 1, lang)}</span>
            <span className="flex-1">{p.name}</span>
            <span className="text-ink-700">{t('dashboard.sold', { count: p.quantity, n: formatNumber(p.quantity, lang) })}</span>
            <span className="font-semibold">{formatPrice(p.revenue, lang)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function VatSection({ vat }: { vat: Vat }) {
  const { t } = useTranslation('console');
  const lang = useLang();
  const month = (m: string) => formatDate(`${m}-01`, lang, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const cells = (m: Vat['total']) => [
    formatNumber(m.invoices.count, lang),
    formatPrice(m.invoices.taxable, lang),
    formatPrice(m.invoices.vat, lang),
    formatNumber(m.credit_notes.count, lang),
    formatPrice(m.credit_notes.taxable, lang),
    formatPrice(m.credit_notes.vat, lang),
    formatPrice(m.net_taxable, lang),
    formatPrice(m.net_vat, lang),
  ];
  const columns = ['invoices', 'invoicesTaxable', 'invoicesVat', 'creditNotes', 'creditTaxable', 'creditVat', 'netTaxable', 'netVat'];
  return (
    <section aria-labelledby="r-vat">
      <h2 id="r-vat" className="mb-1 font-bold text-ink-900">
        {t('reports.vat')}
      </h2>
      <p className="mb-3 text-sm text-ink-700">{t('reports.vatHint')}</p>
      <div className={TABLE_WRAP}>
        <table className={TABLE} aria-labelledby="r-vat">
          <thead>
            <tr>
              <th className={TH}>{t('reports.month')}</th>
              {columns.map((c) => (
                <th key={c} className={`${TH} text-end`}>
                  {t(`reports.columns.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {vat.months.map((m) => (
              <tr key={m.month}>
                <th scope="row" className={`${TD} text-start font-semibold`}>
                  {month(m.month)}
                </th>
                {cells(m).map((c, i) => (
                  <td key={columns[i]} className={`${TD} text-end whitespace-nowrap`}>
                    {c}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-bold">
              <th scope="row" className={`${TD} text-start`}>
                {t('reports.total')}
              </th>
              {cells(vat.total).map((c, i) => (
                <td key={columns[i]} className={`${TD} text-end whitespace-nowrap`}>
                  {c}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
