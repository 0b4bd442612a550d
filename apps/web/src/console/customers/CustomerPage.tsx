// One customer: contact, wallet balance and points with a manual adjustment (reason required, checked with
// the contract's rules, audited on the server), their orders and the wallet ledger.
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronLeft } from 'lucide-react';
import { adminWalletAdjustCall } from '@shop/contract';
import { adminCustomerGetCall } from '@shop/contract/adminCalls';
import { api, apiData, type Fields, useApiMutation } from '../../api';
import { SelectField, TextField } from '../../ui/Field';
import { QueryState } from '../../ui/QueryState';
import { toast } from '../../ui/toast';
import { formatDate, formatNumber, formatPrice, useLang } from '../../i18n';
import { PageHeader } from '../components/PageHeader';
import { adminFailed } from '../components/AdminsOnly';
import { StatusBadge } from '../../features/orders';
import { DataTable } from '../components/DataTable';
import { NothingYet } from '../components/NothingYet';
import { CARD } from '../components/table';
import { Money } from '../components/Money';
import { PhoneLinks } from '../components/PhoneLinks';
import { AdminFormElement, SubmitRow, useAdminForm } from '../components/adminForm';
import { useMayUse } from '../me';

type Kind = 'balance' | 'points';

export default function CustomerPage() {
  const { t } = useTranslation('console');
  const lang = useLang();
  const customerId = Number(useParams().customerId);
  // Giving or taking wallet money is the money area's (an order handler sees the balance only).
  const mayAdjust = useMayUse('money');
  const customer = useQuery({
    queryKey: ['admin_customer', customerId],
    queryFn: ({ signal }) => apiData(adminCustomerGetCall, { customer_id: customerId }, { signal }),
  });
  const signed = (entry: { kind: Kind; amount: number }) =>
    entry.kind === 'balance' ? (
      <Money aed={entry.amount} />
    ) : (
      <bdi>{t('customers.pointsN', { n: formatNumber(entry.amount, lang, { signDisplay: 'exceptZero' }) })}</bdi>
    );

  return (
    <>
      <Link to="/admin/customers" className="mb-2 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-honey-700">
        <ChevronLeft size={18} aria-hidden="true" className="flip-rtl" />
        {t('nav.customers')}
      </Link>
      <QueryState query={customer} failed={adminFailed}>
        {({ customer: c, orders, ledger }) => (
          <>
            <PageHeader title={c.name || t('customers.deleted')} />
            <div className="grid gap-4 lg:grid-cols-2">
              <section className={CARD} aria-labelledby="c-contact">
                <h2 id="c-contact" className="mb-2 font-bold text-ink-900">
                  {t('customers.contact')}
                </h2>
                <p className="text-sm">
                  <span dir="ltr">{c.email}</span>
                </p>
                <p className="text-sm">
                  <PhoneLinks phone={c.phone} />
                </p>
                <p className="mt-2 text-sm text-ink-700">{t('customers.sinceDate', { date: formatDate(c.created_at, lang) })}</p>
                <dl className="mt-3 grid grid-cols-2 gap-2">
                  <div className="rounded-xl bg-cream-100 p-3">
                    <dt className="text-sm text-ink-700">{t('customers.balance')}</dt>
                    <dd className="text-xl font-bold">{formatPrice(c.balance, lang)}</dd>
                  </div>
                  <div className="rounded-xl bg-cream-100 p-3">
                    <dt className="text-sm text-ink-700">{t('customers.points')}</dt>
                    <dd className="text-xl font-bold">{formatNumber(c.points, lang)}</dd>
                  </div>
                </dl>
              </section>
              {mayAdjust && <WalletAdjustForm customerId={customerId} />}
            </div>

            <section className="mt-4" aria-labelledby="c-orders">
              <h2 id="c-orders" className="mb-2 font-bold text-ink-900">
                {t('nav.orders')}
              </h2>
              {orders.length === 0 ? (
                <NothingYet />
              ) : (
                <DataTable
                  caption={t('nav.orders')}
                  rows={orders}
                  rowKey={(o) => o.id}
                  columns={[
                    {
                      header: t('orders.order'),
                      unlabelled: true,
                      cell: (o) => (
                        <Link to={`/admin/orders/${o.id}`} className="font-semibold whitespace-nowrap text-honey-700 hover:underline">
                          {t('orders.orderNo', { id: o.id })}
                        </Link>
                      ),
                    },
                    { header: t('orders.date'), cardOrder: 3, cell: (o) => formatDate(o.created_at, lang) },
                    {
                      header: t('orders.total'),
                      end: true,
                      cardOrder: 2,
                      className: 'whitespace-nowrap',
                      cell: (o) => formatPrice(o.total, lang),
                    },
                    {
                      header: t('orders.status'),
                      cardOrder: 1,
                      cell: (o) => <StatusBadge compact statusId={o.status_id} text={o.status} />,
                    },
                  ]}
                />
              )}
            </section>

            <section className={`${CARD} mt-4`} aria-labelledby="c-ledger">
              <h2 id="c-ledger" className="mb-2 font-bold text-ink-900">
                {t('customers.ledger')}
              </h2>
              {ledger.length === 0 && <NothingYet />}
              <ul className="divide-y divide-cream-300 text-sm">
                {ledger.map((e) => (
                  <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <span>
                      {t(`customers.ledgerReason.${e.reason}`)}
                      {e.order_id !== null && (
                        <>
                          {' · '}
                          <Link to={`/admin/orders/${e.order_id}`} className="text-honey-700 hover:underline">
                            {t('orders.orderNo', { id: e.order_id })}
                          </Link>
                        </>
                      )}
                      {e.note && <span className="text-ink-600"> — {e.note}</span>}
                      <span className="block text-xs text-ink-600">
                        {formatDate(e.created_at, lang, { dateStyle: 'medium', timeStyle: 'short' })}
                      </span>
                    </span>
                    <span className={`font-semibold ${e.amount < 0 ? 'text-danger-700' : 'text-herb-700'}`}>{signed(e)}</span>
                  </li>
                ))}
              </ul>
            </section>
          </>
        )}
      </QueryState>
    </>
  );
}

/** A manual change of the wallet balance (AED) or points, with its reason; checked with the contract's rules. */
function WalletAdjustForm({ customerId }: { customerId: number }) {
  const { t } = useTranslation('console');
  const form = useAdminForm<{ kind: Kind; amount: string; reason: string }>({
    schema: adminWalletAdjustCall.request,
    defaultValues: { kind: 'balance', amount: '', reason: '' },
    toFields: (v) => ({ ...v, customer_id: customerId }),
  });
  const adjust = useApiMutation({
    run: (fields: Fields<typeof adminWalletAdjustCall>) => api(adminWalletAdjustCall, fields),
    refresh: [['admin_customer', customerId], ['admin_customers']],
    onDone: (answer, fields) => {
      toast.success(answer.msg);
      form.saved({ kind: fields.kind as Kind, amount: '', reason: '' });
    },
    onRefused: (refusal) => form.refused(refusal.answer),
    onFailed: () => toast.error(t('loadFailed')),
  });
  const errors = form.formState.errors;
  const kind = form.watch('kind');
  const amount = form.register('amount');
  return (
    <AdminFormElement
      form={form}
      onValid={(fields) => adjust.mutate(fields as Fields<typeof adminWalletAdjustCall>)}
      className={`${CARD} space-y-3`}
      aria-labelledby="c-adjust"
    >
      <h2 id="c-adjust" className="font-bold text-ink-900">
        {t('customers.adjust')}
      </h2>
      <SelectField id="c-kind" label={t('customers.kind')} error={errors.kind?.message} {...form.register('kind')}>
        <option value="balance">{t('customers.balance')}</option>
        <option value="points">{t('customers.points')}</option>
      </SelectField>
      <TextField
        id="c-amount"
        label={t(kind === 'balance' ? 'customers.amountAed' : 'customers.amountPoints')}
        inputMode="decimal"
        dir="ltr"
        hint={t(kind === 'balance' ? 'customers.hintBalance' : 'customers.hintPoints')}
        error={errors.amount?.message}
        {...amount}
        onChange={(e) => {
          e.target.value = e.target.value.replace(/[^\d.-]/g, '');
          return amount.onChange(e);
        }}
      />
      <TextField id="c-reason" label={t('stock.reason')} error={errors.reason?.message} {...form.register('reason')} />
      <SubmitRow busy={adjust.isPending}>{t('customers.save')}</SubmitRow>
    </AdminFormElement>
  );
}
