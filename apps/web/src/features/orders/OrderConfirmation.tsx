import type { ReactNode } from 'react';
import { CalendarDays, CircleCheck, PackageCheck, Store, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS, PAYMENT_METHODS, type OrderDetails } from '@shop/contract';
import { formatDay, formatNumber, formatPrice, useLang } from '../../i18n';
import { Section } from '../profile';
import { useOrderDetails } from './api';
import { amountDue, destinationTitle, OrderAddress, OrderItems, OrderPayment, TotalsList } from './OrderParts';

/** What happens after buying, in the order it happens; the last step says how the rest is paid. */
function NextSteps({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('orders');
  const lang = useLang();
  const due = amountDue(order.totals);
  const cashDue = order.payment_method === PAYMENT_METHODS.cash && due > 0;
  const steps: { icon: ReactNode; text: string }[] = order.pickup
    ? [
        { icon: <PackageCheck size={20} aria-hidden="true" />, text: t('confirmation.pickupNext.ready', { branch: order.pickup.branch }) },
        { icon: <Store size={20} aria-hidden="true" />, text: t('confirmation.pickupNext.collect') },
        {
          icon: <CircleCheck size={20} aria-hidden="true" />,
          text: cashDue ? t('confirmation.pickupNext.payCash', { amount: formatPrice(due, lang) }) : t('confirmation.pickupNext.paid'),
        },
      ]
    : [
        { icon: <PackageCheck size={20} aria-hidden="true" />, text: t('confirmation.next.prepare') },
        { icon: <Truck size={20} aria-hidden="true" />, text: t('confirmation.next.ship') },
        {
          icon: <CircleCheck size={20} aria-hidden="true" />,
          text: cashDue ? t('confirmation.next.payCash', { amount: formatPrice(due, lang) }) : t('confirmation.next.paid'),
        },
      ];
  return (
    <ol className="space-y-3">
      {steps.map((step, i) => (
        <li key={i} className="flex items-start gap-3 text-ink-800">
          <span className="grid size-9 shrink-0 place-items-center rounded-full bg-honey-50 text-honey-700 ring-1 ring-honey-200">
            {step.icon}
          </span>
          <span className="pt-1.5">{step.text}</span>
        </li>
      ))}
    </ol>
  );
}

/**
 * The order just bought, as the shopper checks it: its number and arrival day first, what
 * happens next, then the items with their pictures, the address, the payment and the total, and the ways on.
 * Shown after a cash order and under the card payment's success.
 */
export function OrderConfirmation({ orderId }: { orderId: number }) {
  const { t } = useTranslation('orders');
  const lang = useLang();
  const order = useOrderDetails(orderId);
  if (!order.data) {
    if (order.isError) return <p className="text-center text-danger-600">{t('orderPage.loadFailed')}</p>;
    return <p className="text-center text-ink-600">{t('common:loading')}</p>;
  }
  const o = order.data;
  const number = formatNumber(o.order_id, lang, { useGrouping: false });
  return (
    <div className="space-y-5 text-start" data-testid="order-confirmation">
      <div className="flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-white p-5 shadow-card ring-1 ring-ink-200/60">
        <p className="text-lg font-bold text-ink-900">{t('orders.order', { id: number })}</p>
        {o.arrival_date && !o.pickup && o.status_id !== ORDER_STATUS.cancelled && (
          <p className="inline-flex items-center gap-2 rounded-full bg-herb-50 px-4 py-2 font-semibold text-herb-700 ring-1 ring-herb-100">
            <CalendarDays size={18} aria-hidden="true" />
            {t('confirmation.arriving', { date: formatDay(o.arrival_date, lang) })}
          </p>
        )}
      </div>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-5">
          <Section title={t('confirmation.nextTitle')} id="confirmation-next">
            <NextSteps order={o} />
          </Section>
          <Section title={t('orderPage.items')} id="confirmation-items">
            <OrderItems order={o} />
          </Section>
        </div>
        <div className="space-y-5">
          <Section title={t(destinationTitle(o))} id="confirmation-address">
            <OrderAddress order={o} />
          </Section>
          <Section title={t('orderPage.summary')} id="confirmation-summary">
            <TotalsList order={o} />
            <OrderPayment order={o} />
          </Section>
        </div>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={`/myprofile/orders/${o.order_id}`} className="btn btn-primary">
          {t('orderPage.viewNamed', { id: number })}
        </Link>
        <Link to="/products" className="btn btn-secondary">
          {t('confirmation.keepShopping')}
        </Link>
      </div>
    </div>
  );
}
