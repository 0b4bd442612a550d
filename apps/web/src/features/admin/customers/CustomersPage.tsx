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
import { QueryState } from '../../../ui/QueryState';
import { adminFailed } from '../components/AdminsOnly';
import { DataTable } from '../components/DataTable';

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
        <input
          id="c-search"
          type="search"
          className="field flex-1"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={t('customers.searchHint')}
        />
        <button type="submit" className="btn btn-secondary">
          {t('orders.search')}
        </button>
      </form>
      <QueryState query={customers} failed={adminFailed}>
        {(data) =>
          data.rows.length === 0 ? (
            <EmptyState title={t('customers.none')} />
          ) : (
            <>
              <DataTable
                caption={t('nav.customers')}
                rows={data.rows}
                rowKey={(c) => c.id}
                columns={[
                  {
                    header: t('customers.name'),
                    title: true,
                    cell: (c) => (
                      <>
                        <Link to={`/admin/customers/${c.id}`} dir="auto" className="font-semibold text-honey-700 hover:underline">
                          {c.name || t('customers.deleted')}
                        </Link>
                        <div className="text-xs break-all text-ink-600">
                          <span dir="ltr">{c.email}</span>
                        </div>
                      </>
                    ),
                  },
                  { header: t('customers.since'), cell: (c) => formatDate(c.created_at, lang) },
                  { header: t('nav.orders'), end: true, cell: (c) => formatNumber(c.orders_count, lang) },
                  { header: t('customers.balance'), end: true, className: 'whitespace-nowrap', cell: (c) => formatPrice(c.balance, lang) },
                  { header: t('customers.points'), end: true, cell: (c) => formatNumber(c.points, lang) },
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
    </>
  );
}
