// The pages the card payment provider sends the shopper back to (docs/product.md §2): /paymentsuccess?paymentId=…
// and /paymenterror?paymentId=… (Tabby: ?payment_id=…, Tamara: ?orderId=…). The return itself proves nothing: the server asks the provider about the
// payment (getPaymentStatus.php) and confirms or releases the order; these pages show what it found.
import { useEffect, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, Loader } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paymentStatusCall } from '@shop/contract/calls';
import { api, useLoggedIn } from '../../api';
import { usePageMeta } from '../../lib/usePageMeta';
import { formatPrice, useLang } from '../../i18n';
import { OrderConfirmation } from '../orders';
import { refreshAfterOrder } from './api';

/** While the provider still processes the payment, ask again this often. */
const PENDING_POLL_MS = 3000;

/** The server's word on the payment on the return URL, applied once; null without a payment id. */
function usePaymentStatus(enabled: boolean) {
  const [params] = useSearchParams();
  // MyFatoorah (and the sandbox) return with paymentId; Tabby appends payment_id to its merchant URLs, Tamara orderId.
  const paymentId = params.get('paymentId') ?? params.get('payment_id') ?? params.get('orderId') ?? '';
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: ['getPaymentStatus', paymentId],
    queryFn: ({ signal }) => api(paymentStatusCall, { payment_id: paymentId }, { signal }),
    enabled: enabled && paymentId !== '',
    refetchInterval: (query) => (query.state.data?.status && query.state.data.data.status === 'pending' ? PENDING_POLL_MS : false),
  });
  const settled = status.data && !(status.data.status && status.data.data.status === 'pending');
  useEffect(() => {
    // Paid or released: the orders, the wallet and (after a failure) the cart have changed.
    if (settled) refreshAfterOrder(queryClient);
  }, [settled, queryClient]);
  return { paymentId, status };
}

function ResultCard({ tone, title, children }: { tone: 'success' | 'error' | 'waiting'; title: string; children?: ReactNode }) {
  const icon =
    tone === 'success' ? (
      <CircleCheck size={56} className="text-herb-600" aria-hidden="true" />
    ) : tone === 'error' ? (
      <CircleAlert size={56} className="text-danger-600" aria-hidden="true" />
    ) : (
      <Loader size={48} className="animate-spin text-honey-600" aria-hidden="true" />
    );
  return (
    <div className="container-page py-10 sm:py-16">
      <div
        role={tone === 'error' ? 'alert' : 'status'}
        className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-3xl bg-white p-8 text-center shadow-card ring-1 ring-ink-200/60"
      >
        {icon}
        <h1 className="text-xl font-bold text-ink-900 sm:text-2xl">{title}</h1>
        {children}
      </div>
    </div>
  );
}

/** After a failed payment: back to the cart, whose products were given back, or to the orders. */
function FailedActions() {
  const { t } = useTranslation('checkout');
  return (
    <div className="mt-2 flex flex-wrap justify-center gap-3">
      <Link to="/cart" className="btn btn-primary">
        {t('backToCart')}
      </Link>
      <Link to="/myprofile/orders" className="btn btn-secondary">
        {t('myOrders')}
      </Link>
    </div>
  );
}

/**
 * /paymentsuccess?paymentId=…: 'Payment completed successfully' and the payment id once the server confirmed it,
 * then the order's confirmation.
 */
export function PaymentSuccessPage() {
  const { t } = useTranslation('checkout');
  const lang = useLang();
  usePageMeta(t('success.title'));
  const { paymentId, status } = usePaymentStatus(true);

  if (!paymentId) return <ResultCard tone="error" title={t('error.title')} />;
  if (status.isPending) return <ResultCard tone="waiting" title={t('success.checking')} />;
  if (status.isError)
    return (
      <ResultCard tone="error" title={t('success.checkFailed')}>
        <button type="button" className="btn btn-primary" onClick={() => void status.refetch()}>
          {t('success.retry')}
        </button>
      </ResultCard>
    );
  const answer = status.data;
  if (!answer.status)
    return (
      <ResultCard tone="error" title={answer.msg}>
        <FailedActions />
      </ResultCard>
    );
  const payment = answer.data;
  if (payment.status === 'pending') return <ResultCard tone="waiting" title={answer.msg} />;
  return (
    <>
      <ResultCard tone="success" title={t('success.title')}>
        <dl className="w-full divide-y divide-ink-200/70 rounded-2xl bg-cream-50 px-4 text-sm ring-1 ring-ink-200/70">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2.5">
            <dt className="text-ink-600">{t('success.paymentId')}</dt>
            <dd className="font-mono text-[0.8125rem] font-semibold break-all text-ink-900" dir="ltr">
              {payment.payment_id}
            </dd>
          </div>
          <div className="flex items-baseline justify-between gap-4 py-2.5">
            <dt className="text-ink-600">{t('success.order')}</dt>
            <dd className="font-semibold text-ink-900 tabular-nums">#{payment.order_id}</dd>
          </div>
          <div className="flex items-baseline justify-between gap-4 py-2.5">
            <dt className="text-ink-600">{t('success.amount')}</dt>
            <dd className="font-semibold text-ink-900 tabular-nums">{formatPrice(payment.amount, lang)}</dd>
          </div>
        </dl>
      </ResultCard>
      {/* The same confirmation as after a cash order: what was bought, where it goes, when it arrives. */}
      <div className="container-page pb-10">
        <OrderConfirmation orderId={payment.order_id} />
      </div>
    </>
  );
}

/** /paymenterror: the spec's message; the server is told so the order is released and the cart given back. */
export function PaymentErrorPage() {
  const { t } = useTranslation('checkout');
  usePageMeta(t('error.title'));
  const loggedIn = useLoggedIn();
  usePaymentStatus(loggedIn);
  return (
    <ResultCard tone="error" title={t('error.title')}>
      <p className="text-ink-600">{t('error.text')}</p>
      <FailedActions />
    </ResultCard>
  );
}
