import { useEffect, useState } from 'react';
import { ArrowLeft, Check, CreditCard, Undo2, X } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS, type OrderDetails } from '@shop/contract';
import { payOrderCall, taxDocumentPdfCall } from '@shop/contract/calls';
import { api, apiFile, useApiMutation } from '../../api';
import { usePageMeta } from '../../lib/usePageMeta';
import { formatDate, formatNumber, formatPrice, useLang } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { TaxDocumentLinks } from '../../ui/TaxDocumentLinks';
import { toast } from '../../ui/toast';
import { leaveFor } from '../checkout';
import { Section } from '../profile';
import { StatusBadge } from './components/StatusBadge';
import { ShipmentDetails } from './components/ShipmentDetails';
import { useOrderDetails, useTaxDocuments } from './api';
import { CancelOrderButton, CancelOrderDialog } from './CancelOrder';
import { cancelReasonText } from './cancelReason';
import { canCancel } from './orderStatus';
import { destinationTitle, OrderAddress, OrderBuyer, OrderItems, OrderPayment, TotalsList } from './OrderParts';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** The way of an order: the four steps every delivered order takes, in order. */
const STEPS = [ORDER_STATUS.placed, ORDER_STATUS.confirmed, ORDER_STATUS.shipped, ORDER_STATUS.delivered] as const;

interface Step {
  statusId: number;
  label: string;
  at: string | null;
  state: 'done' | 'todo' | 'stopped';
}

/**
 * The timeline from the order's history: each step with the date it was reached (placed: when the shopper
 * ordered, even if the card paid later); a cancelled order stops where it was; item returns follow.
 */
function timeline(order: OrderDetails, label: (statusId: number) => string): Step[] {
  const firstAt = (statusId: number) => order.history.find((h) => h.status_id === statusId && h.order_item_id === null)?.at ?? null;
  const cancelledAt = firstAt(ORDER_STATUS.cancelled);
  const steps: Step[] = [];
  for (const statusId of STEPS) {
    const at = statusId === ORDER_STATUS.placed ? order.order_date : firstAt(statusId);
    if (cancelledAt && !at) break;
    steps.push({ statusId, label: label(statusId), at, state: at ? 'done' : 'todo' });
  }
  if (cancelledAt)
    steps.push({ statusId: ORDER_STATUS.cancelled, label: label(ORDER_STATUS.cancelled), at: cancelledAt, state: 'stopped' });
  for (const h of order.history) {
    if (h.order_item_id !== null && (h.status_id === ORDER_STATUS.returnRequested || h.status_id === ORDER_STATUS.refunded)) {
      const item = order.items.find((i) => i.order_item_id === h.order_item_id);
      steps.push({
        statusId: h.status_id,
        label: item ? `${label(h.status_id)}: ${item.product_name}` : label(h.status_id),
        at: h.at,
        state: 'done',
      });
    }
  }
  return steps;
}

function Timeline({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('orders');
  const lang = useLang();
  // A pickup order's shipped is "ready for pickup" and its delivered "collected".
  const steps = timeline(
    order,
    (id) =>
      (order.pickup ? t(`orderPage.pickupStep.${id}`, { defaultValue: '' }) : '') ||
      t(`orderPage.step.${id}`, { defaultValue: String(id) }),
  );
  return (
    <ol className="space-y-0" aria-label={t('orderPage.timeline')}>
      {steps.map((step, i) => (
        <li key={`${step.statusId}-${i}`} className="relative flex gap-3 pb-5 last:pb-0" data-step={step.statusId} data-state={step.state}>
          {i < steps.length - 1 && (
            <span aria-hidden="true" className="absolute start-[0.9rem] top-8 h-[calc(100%-2rem)] w-0.5 bg-ink-200" />
          )}
          <span
            aria-hidden="true"
            className={`z-10 grid size-7 shrink-0 place-items-center rounded-full ${
              step.state === 'done'
                ? 'bg-herb-600 text-white'
                : step.state === 'stopped'
                  ? 'bg-danger-600 text-white'
                  : 'bg-white ring-2 ring-ink-200'
            }`}
          >
            {step.state === 'done' &&
              (step.statusId === ORDER_STATUS.returnRequested || step.statusId === ORDER_STATUS.refunded ? (
                <Undo2 size={14} />
              ) : (
                <Check size={15} />
              ))}
            {step.state === 'stopped' && <X size={15} />}
          </span>
          <div className="min-w-0 pt-0.5">
            <p className={`font-semibold ${step.state === 'todo' ? 'text-ink-500' : 'text-ink-900'}`} dir="auto">
              {step.label}
            </p>
            <p className="text-sm text-ink-600">{step.at ? formatDate(step.at, lang, DATE_TIME) : t('orderPage.notYet')}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

function PayNow({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('orders');
  const lang = useLang();
  const pay = useApiMutation({
    exclusive: true,
    run: () => api(payOrderCall, { order_id: order.order_id }),
    onDone: (answer) => {
      const url = answer.data.IsSuccess ? answer.data.Data?.InvoiceURL : undefined;
      if (!url) return void toast.error(answer.msg);
      toast.success(answer.msg);
      leaveFor(url);
    },
    onRefused: (refusal) => toast.error(refusal.message),
    onFailed: () => toast.error(t('orderPage.payFailed')),
  });
  return (
    <div role="status" className="flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-honey-50 p-5 ring-1 ring-honey-300">
      <div className="min-w-0 space-y-1">
        <p className="font-bold text-ink-900">{t('orderPage.awaitingTitle', { amount: formatPrice(order.totals.card_amount, lang) })}</p>
        <p className="text-sm text-ink-700">
          {t('orderPage.awaitingText', { time: formatDate(order.pay_until!, lang, { timeStyle: 'short' }) })}
        </p>
      </div>
      <button type="button" className="btn btn-primary" onClick={() => pay.mutate()} disabled={pay.isPending}>
        <CreditCard size={18} aria-hidden="true" />
        {t('orderPage.payNow')}
      </button>
    </div>
  );
}

/** /myprofile/orders/{id}: the order's items, totals, payment, address and status timeline. */
export default function OrderPage() {
  const { t } = useTranslation('orders');
  const lang = useLang();
  const { orderId } = useParams();
  const id = Number(orderId);
  usePageMeta(t('orders.order', { id: formatNumber(id, lang, { useGrouping: false }) }));
  const order = useOrderDetails(id);
  const documents = useTaxDocuments();
  const [cancelling, setCancelling] = useState(false);
  useEffect(() => {
    if (order.isError) toast.error(t('orderPage.loadFailed'));
  }, [order.isError, t]);

  const back = (
    <Link to="/myprofile/orders" className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-honey-800 hover:underline">
      <ArrowLeft size={18} aria-hidden="true" className="flip-rtl" />
      {t('orderPage.back')}
    </Link>
  );
  if (order.isPending && order.fetchStatus !== 'idle') return <p className="text-ink-600">{t('common:loading')}</p>;
  if (!order.data) {
    return (
      <div>
        {back}
        <EmptyState title={t('orderPage.notFound')} />
      </div>
    );
  }
  const o = order.data;
  return (
    <div className="space-y-5">
      {back}
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight text-ink-900 sm:text-3xl">{t('orders.order', { id: o.order_id })}</h1>
          <p className="text-ink-600">{t('orders.placedOn', { date: formatDate(o.order_date, lang, DATE_TIME) })}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <StatusBadge statusId={o.status_id} text={o.status} />
          {canCancel(o.status_id) && <CancelOrderButton onClick={() => setCancelling(true)} />}
        </div>
      </header>
      {o.cancel_reason && (
        <p className="rounded-xl bg-cream-100 p-3 text-ink-800" data-testid="cancel-reason">
          <span className="font-semibold">{t('cancelOrder.reasonShown')}</span>{' '}
          <span dir="auto">{cancelReasonText(o.cancel_reason, lang)}</span>
        </p>
      )}
      <CancelOrderDialog orderId={cancelling ? o.order_id : null} onClose={() => setCancelling(false)} />
      {o.pay_until && <PayNow order={o} />}
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-5">
          <Section title={t('orderPage.items')} id="order-items">
            <OrderItems order={o} />
          </Section>
          <Section title={t('orderPage.timeline')} id="order-timeline">
            <Timeline order={o} />
          </Section>
        </div>
        <div className="space-y-5">
          <Section title={t('orderPage.summary')} id="order-summary">
            <TotalsList order={o} />
            <OrderPayment order={o} />
            <div className="mt-3 empty:hidden">
              <TaxDocumentLinks
                orderId={o.order_id}
                documents={documents.data?.filter((d) => d.order_id === o.order_id) ?? []}
                download={(docId) => apiFile(taxDocumentPdfCall, { document_id: docId })}
              />
            </div>
          </Section>
          {o.shipment && (
            <Section title={t('orderPage.shipment')} id="order-shipment">
              <ShipmentDetails
                shipment={o.shipment}
                labels={{
                  carrier: t('orderPage.carrier'),
                  trackingNumber: t('orderPage.trackingNumber'),
                  track: t('orderPage.track'),
                  driverPhone: t('orderPage.driverPhone'),
                }}
              />
            </Section>
          )}
          <Section title={t(destinationTitle(o))} id="order-address">
            <OrderAddress order={o} />
          </Section>
          {o.business && (
            <Section title={t('orderPage.business')} id="order-business">
              <OrderBuyer buyer={o.business} />
            </Section>
          )}
        </div>
      </div>
    </div>
  );
}
