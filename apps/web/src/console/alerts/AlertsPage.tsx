// The owner's alerts, newest first: new orders, return requests, low stock and failed payments, each
// leading to its order or product (following it marks it read), unread ones marked, and "Mark all read".
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { alertConsolePath, type AdminAlertRow } from '@shop/contract';
import { adminAlertReadCall, adminAlertsReadAllCall } from '@shop/contract/adminCalls';
import { api, useApiMutation } from '../../api';
import { formatDate, formatNumber, useLang } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { QueryState } from '../../ui/QueryState';
import { toast } from '../../ui/toast';
import { adminFailed } from '../components/AdminsOnly';
import { PageHeader } from '../components/PageHeader';
import { Pager, noRows } from '../components/Pager';
import { CARD } from '../components/table';
import { ALERTS_KEY, alertsPage } from './alertsQuery';

/** Marking read needs no message of its own: the list and the bell change. */
function useMarkRead() {
  const { t } = useTranslation('console');
  return useApiMutation({
    run: (alertId: number | null) => (alertId === null ? api(adminAlertsReadAllCall, {}) : api(adminAlertReadCall, { alert_id: alertId })),
    refresh: [ALERTS_KEY],
    onFailed: () => toast.error(t('loadFailed')),
  });
}

export default function AlertsPage() {
  const { t } = useTranslation('console');
  const [params, setParams] = useSearchParams();
  const offset = Number(params.get('offset') ?? 0);
  const alerts = useQuery({ ...alertsPage(offset), placeholderData: keepPreviousData });
  const markRead = useMarkRead();
  return (
    <>
      <PageHeader title={t('nav.alerts')}>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={!alerts.data?.unread || markRead.isPending}
          onClick={() => markRead.mutate(null)}
        >
          {t('alerts.markAllRead')}
        </button>
      </PageHeader>
      <QueryState query={alerts} failed={adminFailed} empty={<EmptyState title={t('alerts.none')} />} isEmpty={noRows}>
        {(data) => (
          <>
            <ol className="space-y-2">
              {data.rows.map((alert) => (
                <AlertItem key={alert.id} alert={alert} onRead={() => markRead.mutate(alert.id)} />
              ))}
            </ol>
            <Pager offset={offset} total={data.total} onOffset={(o) => setParams(o ? { offset: String(o) } : {})} />
          </>
        )}
      </QueryState>
    </>
  );
}

function AlertItem({ alert, onRead }: { alert: AdminAlertRow; onRead: () => void }) {
  const { t } = useTranslation('console');
  const lang = useLang();
  const what = t(`alerts.kinds.${alert.kind}`, {
    order: alert.order_id ?? '',
    product: alert.product ? (lang === 'ar' ? alert.product.name_ar : alert.product.name_en) : '',
    stock: formatNumber(alert.product?.stock ?? 0, lang),
  });
  return (
    <li className={`${CARD} flex flex-wrap items-center gap-x-4 gap-y-2 ${alert.read ? '' : 'border-s-4 border-s-honey-500'}`}>
      <div className="min-w-0 flex-1">
        <Link
          to={alertConsolePath(alert.order_id, alert.product?.id ?? null)}
          className={`text-honey-700 hover:underline ${alert.read ? 'font-medium' : 'font-bold'}`}
          onClick={alert.read ? undefined : onRead}
        >
          {what}
        </Link>
        <div className="text-sm text-ink-600">
          <time dateTime={alert.created_at}>{formatDate(alert.created_at, lang, { dateStyle: 'medium', timeStyle: 'short' })}</time>
          {!alert.read && (
            <span className="ms-2 rounded-full bg-honey-100 px-2 text-xs font-semibold text-honey-900">{t('alerts.unread')}</span>
          )}
        </div>
      </div>
      {!alert.read && (
        <button type="button" className="btn btn-quiet" onClick={onRead}>
          {t('alerts.markRead')}
        </button>
      )}
    </li>
  );
}
