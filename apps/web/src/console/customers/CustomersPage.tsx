// Customers: search by name, e-mail or phone; open one for their orders, wallet ledger and adjustment.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { adminCustomersListCall } from '@shop/contract/adminCalls';
import { apiData } from '../../api';
import { formatDate, formatNumber, formatPrice, useLang } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { QueryState } from '../../ui/QueryState';
import { KeywordSearch, useKeywordSearch } from '../components/KeywordSearch';
import { PageHeader } from '../components/PageHeader';
import { Pager, noRows } from '../components/Pager';
import { adminFailed } from '../components/AdminsOnly';
import { DataTable } from '../components/DataTable';

export default function CustomersPage() {
  const { t } = useTranslation('console');
  const lang = useLang();
  const { fields, offset, setOffset } = useKeywordSearch();
  const customers = useQuery({
    queryKey: ['admin_customers', fields],
    queryFn: ({ signal }) => apiData(adminCustomersListCall, fields, { signal }),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <PageHeader title={t('nav.customers')} />
      <KeywordSearch id="c-search" label={t('customers.search')} placeholder={t('customers.searchHint')} button={t('orders.search')} />
      <QueryState query={customers} failed={adminFailed} empty={<EmptyState title={t('customers.none')} />} isEmpty={noRows}>
        {(data) => (
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
            <Pager offset={offset} total={data.total} onOffset={setOffset} />
          </>
        )}
      </QueryState>
    </>
  );
}
