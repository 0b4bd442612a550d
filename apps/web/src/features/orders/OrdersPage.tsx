import { useEffect, useState } from 'react';
import { CalendarDays, CreditCard, Star, Undo2 } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUS, PAYMENT_METHODS, srcSetFor, type OrderRow } from '@shop/contract';
import { taxDocumentPdfCall } from '@shop/contract/calls';
import { apiFile } from '../../api';
import { usePageMeta } from '../../lib/usePageMeta';
import { formatDate, formatNumber, formatPrice, useLang } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { productPath } from '../../ui/ProductCard';
import { LoadingLine, QueryState } from '../../ui/QueryState';
import { TaxDocumentLinks } from '../../ui/TaxDocumentLinks';
import { toast } from '../../ui/toast';
import { PageTitle } from '../profile';
import { canCancel, isDelivered } from './orderStatus';
import { StatusBadge } from './components/StatusBadge';
import { useOrders, useTaxDocuments } from './api';
import { CancelOrderButton, CancelOrderDialog } from './CancelOrder';

interface Order {
  id: number;
  date: string;
  paymentMethod: number;
  statusId: number;
  total: number;
  items: OrderRow[];
}

/** The list's rows (one per item, newest first) grouped into orders, keeping that order. */
function groupOrders(rows: OrderRow[]): Order[] {
  const orders = new Map<number, Order>();
  for (const row of rows) {
    const order = orders.get(row.order_id);
    if (order) order.items.push(row);
    else {
      orders.set(row.order_id, {
        id: row.order_id,
        date: row.order_date,
        paymentMethod: row.payment_method,
        statusId: row.status_id,
        total: row.order_total,
        items: [row],
      });
    }
  }
  return [...orders.values()];
}

/** A card order is called paid only once it was: awaiting payment or cancelled, it says card payment. */
function paymentLabel(order: Order): string {
  if (order.paymentMethod !== PAYMENT_METHODS.online) return 'orders.cash';
  return order.statusId === ORDER_STATUS.awaitingPayment || order.statusId === ORDER_STATUS.cancelled
    ? 'orderPage.cardPayment'
    : 'orders.online';
}

function ItemRow({ item }: { item: OrderRow }) {
  const { t } = useTranslation('orders');
  const lang = useLang();
  const delivered =
    item.status_id === ORDER_STATUS.delivered ||
    item.status_id === ORDER_STATUS.refunded ||
    item.status_id === ORDER_STATUS.returnRequested;
  return (
    <li className="flex flex-wrap gap-4 py-4 first:pt-0 last:pb-0">
      <img
        src={item.main_image}
        srcSet={srcSetFor(item.main_image)}
        sizes="80px"
        alt=""
        width={80}
        height={80}
        loading="lazy"
        className="size-20 shrink-0 rounded-xl bg-cream-200 object-cover"
      />
      <div className="min-w-0 flex-1 space-y-1">
        <Link
          to={productPath(item.product_id)}
          className="font-semibold text-ink-900 underline-offset-4 hover:text-honey-800 hover:underline"
        >
          {item.product_name}
        </Link>
        <p className="text-sm text-ink-700">
          {t('orders.quantityPrice', { quantity: formatNumber(item.quantity, lang), price: formatPrice(item.price_at_purchase, lang) })}
        </p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <StatusBadge statusId={item.status_id} text={item.status} />
          {item.arrival_date && (
            <span className="inline-flex items-center gap-1 text-sm text-ink-600">
              <CalendarDays size={15} aria-hidden="true" />
              {t(delivered ? 'orders.deliveredOn' : 'orders.arrivesBy', { date: formatDate(item.arrival_date, lang) })}
            </span>
          )}
        </div>
      </div>
      {isDelivered(item.status_id) && (
        <div className="flex w-full flex-wrap gap-2 sm:w-auto sm:flex-col sm:items-stretch">
          {item.reviewed ? (
            <span className="inline-flex min-h-11 items-center gap-1.5 px-2 text-sm font-medium text-herb-700">
              <Star size={16} aria-hidden="true" className="fill-current" />
              {t('orders.reviewed')}
            </span>
          ) : (
            <Link
              to={`/myprofile/rate/${item.order_item_id}`}
              className="btn btn-secondary"
              aria-label={t('orders.rateNamed', { name: item.product_name })}
            >
              <Star size={16} aria-hidden="true" />
              {t('orders.rate')}
            </Link>
          )}
          {item.returnable && (
            <Link
              to={`/myprofile/refund/${item.order_item_id}`}
              className="btn btn-secondary"
              aria-label={t('orders.refundNamed', { name: item.product_name })}
            >
              <Undo2 size={16} aria-hidden="true" className="flip-rtl" />
              {t('orders.refund')}
            </Link>
          )}
        </div>
      )}
    </li>
  );
}

/** /myprofile/orders (docs/product.md §2, §4): each order with its items, statuses in colour, cancel, rate and refund. */
export default function OrdersPage() {
  const { t } = useTranslation('orders');
  const lang = useLang();
  usePageMeta(t('profile:menu.orders'));
  const orders = useOrders();
  const documents = useTaxDocuments();
  const [cancelling, setCancelling] = useState<number | null>(null);
  useEffect(() => {
    if (orders.isError) toast.error(t('orders.loadFailed'));
  }, [orders.isError, t]);

  return (
    <div>
      <PageTitle>{t('profile:menu.orders')}</PageTitle>
      <QueryState
        query={orders}
        loading={<LoadingLine />}
        failed={<EmptyState title={t('orders.loadFailed')} />}
        empty={
          <EmptyState title={t('orders.none')} text={t('orders.noneText')}>
            <Link to="/products" className="btn btn-primary">
              {t('orders.shop')}
            </Link>
          </EmptyState>
        }
      >
        {(rows) => (
          <ul className="space-y-4">
            {groupOrders(rows).map((order) => (
              <li key={order.id} className="rounded-2xl bg-white shadow-card ring-1 ring-ink-200/60">
                <article aria-labelledby={`order-${order.id}`}>
                  <header className="flex flex-wrap items-center justify-between gap-3 border-b border-ink-200 px-5 py-4">
                    <div>
                      <h2 id={`order-${order.id}`} className="font-bold text-ink-900">
                        {t('orders.order', { id: order.id })}
                      </h2>
                      <p className="flex flex-wrap items-center gap-x-3 text-sm text-ink-600">
                        <span>{t('orders.placedOn', { date: formatDate(order.date, lang) })}</span>
                        <span className="inline-flex items-center gap-1">
                          <CreditCard size={14} aria-hidden="true" />
                          {t(paymentLabel(order))}
                        </span>
                      </p>
                      <p className="mt-1 font-semibold text-ink-900">
                        {t('orderPage.listTotal')} <span className="tabular-nums">{formatPrice(order.total, lang)}</span>
                      </p>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      {order.statusId === ORDER_STATUS.awaitingPayment && (
                        <Link to={`/myprofile/orders/${order.id}`} className="btn btn-primary">
                          {t('orderPage.payNow')}
                        </Link>
                      )}
                      <Link
                        to={`/myprofile/orders/${order.id}`}
                        className="btn btn-secondary"
                        aria-label={t('orderPage.viewNamed', { id: order.id })}
                      >
                        {t('orderPage.view')}
                      </Link>
                      {canCancel(order.statusId) && <CancelOrderButton onClick={() => setCancelling(order.id)} />}
                    </div>
                  </header>
                  <ul className="divide-y divide-ink-200 px-5 py-4">
                    {order.items.map((item) => (
                      <ItemRow key={item.order_item_id} item={item} />
                    ))}
                  </ul>
                  <footer className="px-5 pb-4 empty:hidden">
                    <TaxDocumentLinks
                      orderId={order.id}
                      documents={documents.data?.filter((d) => d.order_id === order.id) ?? []}
                      download={(id) => apiFile(taxDocumentPdfCall, { document_id: id })}
                    />
                  </footer>
                </article>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <CancelOrderDialog orderId={cancelling} onClose={() => setCancelling(null)} />
    </div>
  );
}
