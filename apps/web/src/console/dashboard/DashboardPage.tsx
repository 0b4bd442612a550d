// The morning's report: sales, orders and the average basket for today, 7 and 30 days against the days
// before (each figure once), what waits for an action, low stock, best sellers and the last 30 days' sales
// drawn as bars (plain SVG, no chart library). A range of days the owner picks (?from=&to=, kept in the address)
// adds its own card and gives the sales by day and the best sellers of that range.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS } from '@shop/contract';
import { adminDashboardCall } from '@shop/contract/adminCalls';
import { apiData } from '../../api';
import type { CallData } from '@shop/contract';
import { formatDate, formatNumber, formatPrice, useLang } from '../../i18n';
import { PageHeader } from '../components/PageHeader';
import { QueryState } from '../../ui/QueryState';
import { adminFailed } from '../components/AdminsOnly';
import { NothingYet } from '../components/NothingYet';
import { CARD } from '../components/table';
import { SalesChart } from './SalesChart';
import { dayRange, RangeForm } from '../reports/RangeForm';
import { rangeProblem, type DayRange } from '../reports/ranges';

export default function DashboardPage() {
  const { t } = useTranslation('console');
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const asked = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  // A range in the address that cannot be asked for (edited by hand) is left out.
  const range: DayRange | null = rangeProblem(asked) ? null : asked;
  const dashboard = useQuery({
    queryKey: ['admin_dashboard', range],
    queryFn: ({ signal }) => apiData(adminDashboardCall, range ?? {}, { signal }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <PageHeader title={t('nav.dashboard')} />
      <RangeForm id="dashboard" range={range} onShow={(r) => setParams({ from: r.from, to: r.to })}>
        {range && (
          <button type="button" className="btn btn-quiet" onClick={() => setParams({})}>
            {t('dashboard.clearRange')}
          </button>
        )}
      </RangeForm>
      <QueryState query={dashboard} failed={adminFailed}>
        {(d) => (
          <div className="space-y-4">
            <Periods
              periods={[
                ...(d.range
                  ? [{ key: 'range', title: dayRange(d.range, lang), current: d.range.current, previous: d.range.previous }]
                  : []),
                ...d.periods.map((p) => ({
                  key: String(p.days),
                  title: t(`periods.days${p.days}`),
                  current: p.current,
                  previous: p.previous,
                })),
              ]}
            />

            <section className={CARD} aria-labelledby="d-waiting">
              <h2 id="d-waiting" className="mb-3 font-bold text-ink-900">
                {t('dashboard.waiting')}
              </h2>
              <ul className="grid grid-cols-2 gap-2 lg:grid-cols-4">
                {(
                  [
                    ['to_confirm', `/admin/orders?status_id=${ORDER_STATUS.placed}`],
                    ['to_ship', `/admin/orders?status_id=${ORDER_STATUS.confirmed}`],
                    ['to_deliver', `/admin/orders?status_id=${ORDER_STATUS.shipped}`],
                    ['returns', '/admin/returns'],
                  ] as const
                ).map(([key, to]) => (
                  <li key={key}>
                    <Link to={to} className="flex min-h-16 flex-col justify-center rounded-xl bg-cream-100 px-3 py-2 hover:bg-honey-50">
                      <span className="text-2xl font-bold text-ink-900">{formatNumber(d.waiting[key], lang)}</span>
                      <span className="text-sm text-ink-700">{t(`dashboard.${key}`)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>

            <section className={CARD} aria-labelledby="d-chart">
              <h2 id="d-chart" className="mb-3 font-bold text-ink-900">
                {d.range ? t('dashboard.salesByDayOf', { range: dayRange(d.range, lang) }) : t('dashboard.salesByDay')}
              </h2>
              <SalesChart days={d.sales_by_day} />
            </section>

            <div className="grid gap-4 lg:grid-cols-2">
              <section className={CARD} aria-labelledby="d-low">
                <h2 id="d-low" className="mb-3 font-bold text-ink-900">
                  <Link to="/admin/stock" className="text-honey-800 underline-offset-2 hover:underline">
                    {t('dashboard.lowStock')}
                  </Link>
                </h2>
                {d.low_stock.length === 0 ? (
                  <p className="text-sm text-ink-600">{t('dashboard.noLowStock')}</p>
                ) : (
                  <ul className="divide-y divide-cream-300 text-sm">
                    {d.low_stock.map((p) => (
                      <li key={p.id} className="flex items-center justify-between gap-3 py-2">
                        <span>{lang === 'ar' ? p.name_ar : p.name_en}</span>
                        <span className={`font-bold ${p.stock === 0 ? 'text-danger-700' : 'text-honey-800'}`}>
                          {formatNumber(p.stock, lang)}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
              <section className={CARD} aria-labelledby="d-best">
                <h2 id="d-best" className="mb-3 font-bold text-ink-900">
                  {d.range ? t('dashboard.bestSellersOf', { range: dayRange(d.range, lang) }) : t('dashboard.bestSellers')}
                </h2>
                {d.best_sellers.length === 0 && <NothingYet />}
                <ol className="divide-y divide-cream-300 text-sm">
                  {d.best_sellers.map((p, i) => (
                    <li key={p.id} className="flex items-center gap-3 py-2">
                      <span className="w-5 text-ink-600">{formatNumber(i + 1, lang)}</span>
                      <span className="flex-1">{p.name}</span>
                      <span className="font-semibold">{t('dashboard.sold', { count: p.sold, n: formatNumber(p.sold, lang) })}</span>
                    </li>
                  ))}
                </ol>
              </section>
            </div>
            <p className="text-xs text-ink-600">
              {t('dashboard.asOf', { time: formatDate(new Date(), lang, { dateStyle: 'full', timeStyle: 'short' }) })}
            </p>
          </div>
        )}
      </QueryState>
    </>
  );
}

type Tally = CallData<typeof adminDashboardCall>['periods'][number]['current'];
interface Period {
  key: string;
  title: string;
  current: Tally;
  previous: Tally;
}

/** The range asked for, today, 7 and 30 days: sales, orders and the average basket, each against the days before. */
function Periods({ periods }: { periods: readonly Period[] }) {
  const { t } = useTranslation('console');
  const lang = useLang();
  const change = (now: number, before: number) =>
    before === 0
      ? t('periods.noBefore')
      : formatNumber((now - before) / before, lang, { style: 'percent', maximumFractionDigits: 0, signDisplay: 'exceptZero' });
  return (
    <section aria-labelledby="d-periods">
      <h2 id="d-periods" className="sr-only">
        {t('periods.title')}
      </h2>
      <div className={`grid gap-3 ${periods.length > 3 ? 'md:grid-cols-2 xl:grid-cols-4' : 'lg:grid-cols-3'}`}>
        {periods.map((p) => (
          <section key={p.key} className={CARD} aria-label={p.title}>
            <h3 className="mb-2 font-bold text-ink-900">{p.title}</h3>
            <dl className="grid grid-cols-[1fr_auto_auto] items-baseline gap-x-3 gap-y-1.5 text-sm">
              {(
                [
                  ['sales', formatPrice(p.current.sales, lang), p.current.sales, p.previous.sales],
                  ['orders', formatNumber(p.current.orders, lang), p.current.orders, p.previous.orders],
                  ['average', formatPrice(p.current.average, lang), p.current.average, p.previous.average],
                ] as const
              ).map(([key, shown, now, before]) => (
                <div key={key} className="contents">
                  <dt className="text-ink-700">{t(`periods.${key}`)}</dt>
                  <dd className="text-end font-bold whitespace-nowrap text-ink-900">{shown}</dd>
                  <dd
                    className={`text-end text-xs whitespace-nowrap ${now > before ? 'text-herb-700' : now < before ? 'text-danger-700' : 'text-ink-600'}`}
                  >
                    <span className="sr-only">{t('periods.vsBefore')} </span>
                    {change(now, before)}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </section>
  );
}
