// Customers: search by name, e-mail or phone; open one for their orders, wallet ledger and adjustment.
import { useState, type FormEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { adminCustomersListCall } from '@shop/contract/calls';
import { apiData } from '../../../api/client';
import { formatDate, formatNumber, formatPrice } from '../../../i18n/format';
import { useLang } from '../../../i18n/useLang';
import { EmptyState } from '../../../ui/EmptyState';
import { PageHeader } from '../components/PageHeader';
import { Pager } from '../components/Pager';
import { QueryState } from '../components/QueryState';
import { TABLE, TABLE_WRAP, TD, TH } from '../components/table';

export default function CustomersPage() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('q') ?? '';
  const offset = Number(params.get('offset') ?? 0);
  const [draft, setDraft] = useState(keyword);
  const fields = { keyword: keyword || undefined, offset };
  const customers = useQuery({
    queryKey: ['admin_customers', fields],
    queryFn: ({ signal }) => apiData(adminCustomersListCall, fields, { signal }),
    placeholderData: keepPreviousData,
  });
  const search = (e: FormEvent) => {
    e.preventDefault();
    setParams(draft.trim() ? { q: draft.trim() } : {});
  };
  return (
    <>
      <PageHeader title={t('nav.customers')} />
      <form role="search" onSubmit={search} className="mb-4 flex gap-2">
        <label htmlFor="c-search" className="sr-only">
          {t('customers.search')}
        </label>
        <input id="c-search" type="search" className="field flex-1" value={draft} onChange={(e) => setDraft(e.target.value)} placeholder={t('customers.searchHint')} />
        <button type="submit" className="btn btn-secondary">
          {t('orders.search')}
        </button>
      </form>
      <QueryState query={customers}>
        {(data) =>
          data.rows.length === 0 ? (
            <EmptyState title={t('customers.none')} />
          ) : (
            <>
              <div className={TABLE_WRAP}>
                <table className={TABLE}>
                  <caption className="sr-only">{t('nav.customers')}</caption>
                  <thead>
                    <tr>
                      <th className={TH}>{t('customers.name')}</th>
                      <th className={TH}>{t('customers.since')}</th>
                      <th className={`${TH} text-end`}>{t('nav.orders')}</th>
                      <th className={`${TH} text-end`}>{t('customers.balance')}</th>
                      <th className={`${TH} text-end`}>{t('customers.points')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.rows.map((c) => (
                      <tr key={c.id}>
                        <td className={TD}>
                          <Link to={`/admin/customers/${c.id}`} dir="auto" className="font-semibold text-honey-700 hover:underline">
                            {c.name}
                          </Link>
                          <div className="text-xs text-ink-600" dir="ltr">
                            {c.email}
                          </div>
                        </td>
                        <td className={TD}>{formatDate(c.created_at, lang)}</td>
                        <td className={`${TD} text-end`}>{formatNumber(c.orders_count, lang)}</td>
                        <td className={`${TD} text-end whitespace-nowrap`}>{formatPrice(c.balance, lang)}</td>
                        <td className={`${TD} text-end`}>{formatNumber(c.points, lang)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager offset={offset} total={data.total} onOffset={(o) => setParams({ ...(keyword ? { q: keyword } : {}), offset: String(o) })} />
            </>
          )
        }
      </QueryState>
    </>
  );
}
