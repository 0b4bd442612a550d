// Orders: newest first, filtered by status, dates, customer, payment method, an order id, or the delivery's
// emirate and area (to plan delivery runs); the filters live in the URL so a filtered list can be reloaded,
// shared and returned to. Selected orders can be moved together (BulkMove).
import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS_LIFECYCLE, PAYMENT_METHODS } from '@shop/contract';
import { adminOrdersListCall } from '@shop/contract/adminCalls';
import { listEmiratesCall, listRegionsCall } from '@shop/contract/calls';
import { apiData } from '../../api';
import { formatDate, formatNumber, formatPrice, useLang } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { QueryState } from '../../ui/QueryState';
import { PageHeader } from '../components/PageHeader';
import { Pager, noRows } from '../components/Pager';
import { adminFailed } from '../components/AdminsOnly';
import { StatusBadge } from '../../features/orders';
import { DataTable } from '../components/DataTable';
import { LABEL } from '../components/table';
import { BulkMove } from './BulkMove';
import { SelectBox } from '../components/SelectBox';
import { useUrlParams, withFields } from '../../lib/useUrlParams';

type Filter = 'status_id' | 'from' | 'to' | 'customer' | 'payment_method' | 'order_id' | 'emirate_id' | 'region_id';

const numberOrUndefined = (v: string | null) => (v ? Number(v) : undefined);

export default function OrdersPage() {
  const { t } = useTranslation('console');
  const lang = useLang();
  const [params, changeParams] = useUrlParams();
  const offset = Number(params.get('offset') ?? 0);
  const get = (k: Filter) => params.get(k) ?? '';
  const fields = {
    status_id: numberOrUndefined(params.get('status_id')),
    from: get('from') || undefined,
    to: get('to') || undefined,
    customer: get('customer') || undefined,
    payment_method: numberOrUndefined(params.get('payment_method')),
    order_id: numberOrUndefined(params.get('order_id')),
    emirate_id: numberOrUndefined(params.get('emirate_id')),
    region_id: numberOrUndefined(params.get('region_id')),
    offset,
  };
  const orders = useQuery({
    queryKey: ['admin_orders', fields],
    queryFn: ({ signal }) => apiData(adminOrdersListCall, fields, { signal }),
    placeholderData: keepPreviousData,
  });

  // The same keys as the address form's, so the storefront and the console share one copy of each list.
  const emirates = useQuery({ queryKey: ['emirates'], queryFn: ({ signal }) => apiData(listEmiratesCall, {}, { signal }) });
  const emirate = get('emirate_id');
  const regions = useQuery({
    queryKey: ['regions', emirate],
    queryFn: ({ signal }) => apiData(listRegionsCall, { emirate }, { signal }),
    enabled: emirate !== '',
  });

  const [selected, setSelected] = useState<number[]>([]);
  const toggle = (id: number, on: boolean) => setSelected((now) => (on ? [...now, id] : now.filter((x) => x !== id)));
  const [customer, setCustomer] = useState(get('customer'));
  const [orderId, setOrderId] = useState(get('order_id'));
  const setFilter = (changes: Partial<Record<Filter | 'offset', string>>) => changeParams(withFields(changes));
  const search = (e: FormEvent) => {
    e.preventDefault();
    setFilter({ customer: customer.trim(), order_id: orderId.trim() });
  };

  return (
    <>
      <PageHeader title={t('nav.orders')} />
      <form
        onSubmit={search}
        className="mb-4 grid grid-cols-2 gap-3 rounded-2xl bg-white p-4 shadow-card ring-1 ring-ink-200/60 lg:grid-cols-4"
      >
        <div>
          <label htmlFor="f-order" className={LABEL}>
            {t('orders.orderId')}
          </label>
          <input
            id="f-order"
            className="field"
            inputMode="numeric"
            dir="ltr"
            value={orderId}
            onChange={(e) => setOrderId(e.target.value.replace(/\D/g, ''))}
          />
        </div>
        <div>
          <label htmlFor="f-customer" className={LABEL}>
            {t('orders.customer')}
          </label>
          <input
            id="f-customer"
            className="field"
            value={customer}
            onChange={(e) => setCustomer(e.target.value)}
            placeholder={t('orders.customerHint')}
          />
        </div>
        <div>
          <label htmlFor="f-status" className={LABEL}>
            {t('orders.status')}
          </label>
          <select id="f-status" className="field" value={get('status_id')} onChange={(e) => setFilter({ status_id: e.target.value })}>
            <option value="">{t('orders.all')}</option>
            {ORDER_STATUS_LIFECYCLE.map((id) => (
              <option key={id} value={id}>
                {t(`status.${id}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="f-payment" className={LABEL}>
            {t('orders.payment')}
          </label>
          <select
            id="f-payment"
            className="field"
            value={get('payment_method')}
            onChange={(e) => setFilter({ payment_method: e.target.value })}
          >
            <option value="">{t('orders.all')}</option>
            {Object.values(PAYMENT_METHODS).map((id) => (
              <option key={id} value={id}>
                {t(`payment.${id}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="f-emirate" className={LABEL}>
            {t('orders.emirate')}
          </label>
          {/* Another emirate's areas do not apply: choosing one clears the area. */}
          <select
            id="f-emirate"
            className="field"
            value={emirate}
            onChange={(e) => setFilter({ emirate_id: e.target.value, region_id: '' })}
          >
            <option value="">{t('orders.all')}</option>
            {emirates.data?.map((e) => (
              <option key={e.id} value={e.id}>
                {e.emirate}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="f-region" className={LABEL}>
            {t('orders.area')}
          </label>
          <select
            id="f-region"
            className="field"
            value={get('region_id')}
            disabled={!emirate}
            onChange={(e) => setFilter({ region_id: e.target.value })}
          >
            <option value="">{emirate ? t('orders.all') : t('orders.emirateFirst')}</option>
            {regions.data?.map((r) => (
              <option key={r.id} value={r.id}>
                {r.region}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="f-from" className={LABEL}>
            {t('orders.from')}
          </label>
          <input id="f-from" type="date" className="field" value={get('from')} onChange={(e) => setFilter({ from: e.target.value })} />
        </div>
        <div>
          <label htmlFor="f-to" className={LABEL}>
            {t('orders.to')}
          </label>
          <input id="f-to" type="date" className="field" value={get('to')} onChange={(e) => setFilter({ to: e.target.value })} />
        </div>
        <div className="col-span-2 flex items-end gap-2">
          <button type="submit" className="btn btn-primary">
            {t('orders.search')}
          </button>
          <button
            type="button"
            className="btn btn-quiet"
            onClick={() => {
              setCustomer('');
              setOrderId('');
              changeParams(() => new URLSearchParams());
            }}
          >
            {t('orders.clear')}
          </button>
        </div>
      </form>

      <BulkMove selected={selected} onDone={() => setSelected([])} />
      <QueryState query={orders} failed={adminFailed} empty={<EmptyState title={t('orders.none')} />} isEmpty={noRows}>
        {(data) => (
          <>
            <button
              type="button"
              className="btn btn-quiet mb-2"
              onClick={() => setSelected((now) => [...now, ...data.rows.map((o) => o.id).filter((id) => !now.includes(id))])}
            >
              {t('ordersBulk.selectPage')}
            </button>
            <DataTable
              caption={t('nav.orders')}
              rows={data.rows}
              rowKey={(o) => o.id}
              rowClassName={(o) => (selected.includes(o.id) ? 'max-md:bg-honey-50 md:bg-honey-50' : '')}
              columns={[
                {
                  header: t('ordersBulk.selectPage'),
                  actions: true,
                  cardOrder: 0,
                  className: 'md:w-10 max-md:hidden',
                  cell: (o) => (
                    <SelectBox id={o.id} label={t('ordersBulk.select', { id: o.id })} checked={selected.includes(o.id)} onChange={toggle} />
                  ),
                },
                {
                  header: t('orders.order'),
                  unlabelled: true,
                  cardOrder: 1,
                  cell: (o) => (
                    <span className="flex items-center gap-2">
                      <span className="md:hidden">
                        <SelectBox
                          id={o.id}
                          label={t('ordersBulk.select', { id: o.id })}
                          checked={selected.includes(o.id)}
                          onChange={toggle}
                        />
                      </span>
                      <Link
                        to={`/admin/orders/${o.id}`}
                        className="font-semibold whitespace-nowrap text-honey-700 underline-offset-2 hover:underline"
                      >
                        {t('orders.orderNo', { id: o.id })}
                      </Link>
                    </span>
                  ),
                },
                { header: t('orders.emirate'), cardOrder: 3, cell: (o) => o.emirate },
                { header: t('orders.area'), cardOrder: 4, cell: (o) => o.region },
                {
                  header: t('orders.date'),
                  cardOrder: 6,
                  // The day on one line and the time under it: the columns beside it leave the date little room.
                  cell: (o) => (
                    <>
                      <span className="whitespace-nowrap">{formatDate(o.created_at, lang, { dateStyle: 'medium' })}</span>
                      <div className="text-xs whitespace-nowrap text-ink-600">{formatDate(o.created_at, lang, { timeStyle: 'short' })}</div>
                    </>
                  ),
                },
                {
                  header: t('orders.customer'),
                  cardOrder: 7,
                  cell: (o) => (
                    <>
                      <Link
                        to={`/admin/customers/${o.customer.id}`}
                        dir="auto"
                        className="block text-start font-medium text-honey-700 underline-offset-2 hover:underline"
                      >
                        {o.customer.name || t('customers.deleted')}
                      </Link>
                      <div className="text-xs text-ink-600">
                        <span dir="ltr">{o.customer.email}</span>
                      </div>
                      {o.business && (
                        <span className="mt-1 inline-block rounded-full bg-honey-100 px-2 py-0.5 text-xs font-semibold text-honey-800">
                          {t('orders.business')}
                        </span>
                      )}
                    </>
                  ),
                },
                { header: t('orders.payment'), cardOrder: 8, cell: (o) => t(`payment.${o.payment_method}`) },
                { header: t('orders.items'), cardOrder: 9, cell: (o) => formatNumber(o.items_count, lang) },
                {
                  header: t('orders.total'),
                  end: true,
                  cardOrder: 5,
                  className: 'font-semibold whitespace-nowrap',
                  cell: (o) => formatPrice(o.total, lang),
                },
                { header: t('orders.status'), cardOrder: 2, cell: (o) => <StatusBadge compact statusId={o.status_id} text={o.status} /> },
              ]}
            />
            <Pager offset={offset} total={data.total} onOffset={(o) => setFilter({ offset: String(o) })} />
          </>
        )}
      </QueryState>
    </>
  );
}
