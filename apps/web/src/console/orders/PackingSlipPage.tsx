// The packing slips that go in the parcels: a page of its own (no console around it), each slip in its order's
// language, the customer's, whatever the console's; the print style sheet keeps only the slips, each on its own
// printed page. One order's (/admin/orders/7/slip) or the orders selected in the list (/admin/orders/slips?ids=7,9).
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Printer } from 'lucide-react';
import { PAYMENT_METHODS, type AdminOrderDetail, type Lang } from '@shop/contract';
import { adminPackingSlipsCall } from '@shop/contract/adminCalls';
import { apiData } from '../../api';
import { formatDate, formatNumber, formatPrice, placeName } from '../../i18n';
import { usePageMeta } from '../../lib/usePageMeta';
import { QueryState } from '../../ui/QueryState';
import { adminFailed } from '../components/AdminsOnly';

export default function PackingSlipPage() {
  const { t, i18n } = useTranslation('console');
  const { orderId } = useParams();
  const [params] = useSearchParams();
  const orderIds = orderId ?? params.get('ids') ?? '';
  usePageMeta(orderId ? `${t('slip.title')} · ${t('orders.orderNo', { id: orderId })}` : t('slip.titleMany'));
  const slips = useQuery({
    queryKey: ['admin_packing_slips', orderIds],
    queryFn: async ({ signal }) => {
      const data = await apiData(adminPackingSlipsCall, { order_ids: orderIds }, { signal });
      // The console's strings in the orders' languages, which may not be the page's.
      await i18n.loadLanguages(data.map((s) => s.lang));
      return data;
    },
  });
  return (
    <main id="main" className="min-h-dvh bg-cream-100 px-4 py-6 print:bg-white print:p-0">
      <div className="mx-auto mb-4 flex max-w-3xl flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to={orderId ? `/admin/orders/${orderId}` : '/admin/orders'} className="btn btn-quiet">
          {orderId ? t('slip.back') : t('slip.backToList')}
        </Link>
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          <Printer size={18} aria-hidden="true" />
          {t('slip.print')}
        </button>
      </div>
      <QueryState query={slips} failed={adminFailed}>
        {(all) => (
          <div className="space-y-6 print:space-y-0">
            {all.map((s) => (
              <Slip key={s.order.id} lang={s.lang} order={s.order} />
            ))}
          </div>
        )}
      </QueryState>
    </main>
  );
}

function Slip({ lang, order: o }: { lang: Lang; order: AdminOrderDetail }) {
  // Fixed to the order's language: the slip is read by the customer, not by the admin who prints it.
  const { i18n } = useTranslation('console');
  const t = i18n.getFixedT(lang, 'console');
  const units = o.items.reduce((n, i) => n + i.quantity, 0);
  const due = o.payment_method === PAYMENT_METHODS.cash ? o.total - o.wallet_used : 0;
  return (
    <article
      lang={lang}
      dir={lang === 'ar' ? 'rtl' : 'ltr'}
      aria-label={t('slip.title')}
      className="packing-slip mx-auto max-w-3xl print:break-after-page rounded-2xl bg-white p-6 text-ink-900 shadow-card ring-1 ring-ink-200/60 print:max-w-none print:rounded-none print:p-0 print:shadow-none print:ring-0"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-ink-900 pb-4">
        <div>
          <p className="text-lg font-extrabold">{t('common:brand.name')}</p>
          <h1 className="text-2xl font-bold">{t('slip.title')}</h1>
        </div>
        <div className="text-end">
          <p className="text-xl font-bold">{t('slip.order', { id: o.id })}</p>
          <p className="text-sm">{t('slip.placed', { date: formatDate(o.created_at, lang, { dateStyle: 'long' }) })}</p>
        </div>
      </header>

      <section aria-labelledby={`slip-to-${o.id}`} className="border-b border-ink-200 py-4">
        <h2 id={`slip-to-${o.id}`} className="mb-1 text-sm font-bold text-ink-700 uppercase">
          {t('slip.shipTo')}
        </h2>
        <address className="text-base not-italic">
          <span dir="auto" className="block font-semibold">
            {o.customer.name}
          </span>
          <span dir="ltr" className="block w-fit">
            {o.shipping.phone}
          </span>
          <span dir="auto" className="block">
            {o.shipping.address}
          </span>
          <span className="block">{placeName(lang, o.shipping.region, o.shipping.emirate)}</span>
        </address>
      </section>

      <table className="my-4 w-full text-base">
        <thead>
          <tr className="border-b border-ink-900">
            <th className="py-2 text-start">{t('slip.product')}</th>
            <th className="w-24 py-2 text-end">{t('slip.quantity')}</th>
            <th className="w-20 py-2 text-center">{t('slip.packed')}</th>
          </tr>
        </thead>
        <tbody>
          {o.items.map((item) => (
            <tr key={item.id} className="border-b border-ink-200 break-inside-avoid">
              <td dir="auto" className="py-2 text-start">
                {item.name}
              </td>
              <td className="py-2 text-end font-bold">{formatNumber(item.quantity, lang)}</td>
              <td className="py-2 text-center">
                <span aria-hidden="true" className="inline-block size-5 rounded border-2 border-ink-700" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <footer className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-semibold">{t('slip.itemsCount', { count: units, formattedCount: formatNumber(units, lang) })}</p>
        <p className="rounded-lg border-2 border-ink-900 px-3 py-1.5 font-bold">
          {due > 0 ? t('slip.collect', { amount: formatPrice(due, lang) }) : t('slip.prepaid')}
        </p>
        <p className="w-full pt-4 text-center text-sm text-ink-700">{t('slip.thanks')}</p>
      </footer>
    </article>
  );
}
