// One order: its items, delivery address, amounts (wallet and card parts), payments, history and staff notes, and the
// status moves the server allows now. Each move shows the server's message; cancelling asks first, shipping
// asks for the carrier (ShipDialog), which then shows with the status.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, Printer, Store } from 'lucide-react';
import { PAYMENT_METHODS, WALLET_PAY_NAMES, isWalletPayType, type AdminOrderAction, type AdminOrderDetail } from '@shop/contract';
import { adminOrderGetCall, adminOrderMoveCall } from '@shop/contract/adminCalls';
import { type Accepted, api, apiData, refreshAfterChange, useApiMutation } from '../../api';
import { formatDate, formatNumber, placeName, useLang } from '../../i18n';
import { ConfirmDialog } from '../../ui/Dialog';
import { QueryState } from '../../ui/QueryState';
import { toast } from '../../ui/toast';
import { PageHeader } from '../components/PageHeader';
import { Thumbnail } from '../components/Thumbnail';
import { PhoneLinks } from '../components/PhoneLinks';
import { OrderNotes } from './OrderNotes';
import { OrderTaxDocuments } from './OrderTaxDocuments';
import { ShipDialog } from './ShipDialog';
import { CollectDialog } from './CollectDialog';
import { CarrierActions } from './CarrierActions';
import { adminFailed } from '../components/AdminsOnly';
import { ShipmentDetails, StatusBadge } from '../../features/orders';
import { cancelReasonText } from '../../features/orders';
import { DataTable } from '../components/DataTable';
import { CARD } from '../components/table';
import { Money } from '../components/Money';

const dateTime: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

export default function OrderPage() {
  const { t } = useTranslation('console');
  const orderId = Number(useParams().orderId);
  const order = useQuery({
    queryKey: ['admin_order', orderId],
    queryFn: ({ signal }) => apiData(adminOrderGetCall, { order_id: orderId }, { signal }),
  });
  return (
    <>
      <Link to="/admin/orders" className="mb-2 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-honey-700">
        <ChevronLeft size={18} aria-hidden="true" className="flip-rtl" />
        {t('nav.orders')}
      </Link>
      <PageHeader title={t('orders.orderNo', { id: orderId })}>
        <Link to={`/admin/orders/${orderId}/slip`} className="btn btn-secondary">
          <Printer size={18} aria-hidden="true" />
          {t('slip.open')}
        </Link>
      </PageHeader>
      <OrderTaxDocuments orderId={orderId} />
      <QueryState query={order} failed={adminFailed}>
        {(o) => <OrderBody order={o} />}
      </QueryState>
    </>
  );
}

function OrderBody({ order: o }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('console');
  const lang = useLang();
  const queryClient = useQueryClient();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [shipping, setShipping] = useState(false);
  const [collecting, setCollecting] = useState(false);
  // The carriers the server creates shipments with: what "Mark shipped" offers and which label buttons show.
  const carriersWithApi = o.carriers_with_api;
  const withApi = o.shipment?.carrier === 'aramex' || o.shipment?.carrier === 'quiqup' ? o.shipment.carrier : null;
  const moved = (answer: Accepted<typeof adminOrderMoveCall>) => {
    setConfirmCancel(false);
    setShipping(false);
    setCollecting(false);
    toast.success(answer.msg);
    queryClient.setQueryData(['admin_order', o.id], answer.data);
    // Delivering issues the tax invoice, cancelling a credit note: the documents are asked for again.
    for (const key of [['admin_order', o.id, 'tax_documents'], ['admin_orders'], ['admin_dashboard']])
      void refreshAfterChange(queryClient, key);
  };
  const move = useApiMutation({
    run: (action: AdminOrderAction) => api(adminOrderMoveCall, { order_id: o.id, action }),
    onDone: moved,
    onRefused: (refusal) => {
      setConfirmCancel(false);
      toast.error(refusal.message);
      void refreshAfterChange(queryClient, ['admin_order', o.id]);
    },
    onFailed: () => toast.error(t('loadFailed')),
  });

  const forwardMoves = o.actions.filter((a) => a !== 'cancel');
  const money = (aed: number) => <Money aed={aed} />;
  // The method paid with: the card brand or phone wallet the shopper chose, else a card.
  const payType = isWalletPayType(o.payment_method_type)
    ? WALLET_PAY_NAMES[o.payment_method_type]
    : o.payment_method_type || t('payment.2');

  return (
    <div className="space-y-4">
      <section aria-label={t('order.actions')} className={`${CARD} flex flex-wrap items-center gap-3`}>
        <StatusBadge compact statusId={o.status_id} text={o.status} />
        <span className="text-sm text-ink-600">{formatDate(o.created_at, lang, dateTime)}</span>
        <div className="ms-auto flex flex-wrap gap-2">
          {forwardMoves.map((action, i) => (
            <button
              key={action}
              type="button"
              className={i === 0 ? 'btn btn-primary' : 'btn btn-secondary'}
              disabled={move.isPending}
              // Shipping asks for the carrier first; a pickup order is made ready with none, and collected with its code.
              onClick={() =>
                o.pickup
                  ? action === 'deliver'
                    ? setCollecting(true)
                    : move.mutate(action)
                  : action === 'ship'
                    ? setShipping(true)
                    : move.mutate(action)
              }
            >
              {o.pickup && action === 'ship'
                ? t('order.pickup.ready')
                : o.pickup && action === 'deliver'
                  ? t('order.pickup.collect')
                  : t(`order.move.${action}`)}
            </button>
          ))}
          {o.actions.includes('cancel') && (
            <button
              type="button"
              className="btn btn-secondary text-danger-700"
              disabled={move.isPending}
              onClick={() => setConfirmCancel(true)}
            >
              {t('order.move.cancel')}
            </button>
          )}
        </div>
        {o.shipment && (
          <div className="w-full text-sm">
            <ShipmentDetails
              shipment={o.shipment}
              labels={{
                carrier: t('order.ship.carrier'),
                trackingNumber: t('order.ship.trackingNumber'),
                track: t('order.ship.track'),
                driverPhone: t('order.ship.driverPhone'),
              }}
            />
            {/* Only when the order's carrier is configured: without it the server refuses the label and the pickup. */}
            {withApi && o.shipment.tracking_number !== '' && carriersWithApi.includes(withApi) && (
              <div className="mt-2">
                <CarrierActions orderId={o.id} carrier={withApi} trackingNumber={o.shipment.tracking_number} />
              </div>
            )}
          </div>
        )}
        {o.cancel_reason && (
          <p className="w-full text-sm text-ink-800" data-testid="cancel-reason">
            <span className="font-semibold">{t('order.cancelReason')}</span>{' '}
            <span dir="auto">{cancelReasonText(o.cancel_reason, lang)}</span>
          </p>
        )}
      </section>
      <ShipDialog orderId={o.id} carriersWithApi={carriersWithApi} open={shipping} onOpenChange={setShipping} onShipped={moved} />
      <CollectDialog orderId={o.id} open={collecting} onOpenChange={setCollecting} onCollected={moved} />
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        message={t('order.cancelConfirm', { id: o.id })}
        onConfirm={() => move.mutate('cancel')}
        busy={move.isPending}
      />

      <div className="grid gap-4 lg:grid-cols-2">
        <section className={CARD} aria-labelledby="o-customer">
          <h2 id="o-customer" className="mb-2 font-bold text-ink-900">
            {t('order.customer')}
          </h2>
          <p dir="auto" className="text-start font-medium">
            <Link to={`/admin/customers/${o.customer.id}`} className="text-honey-700 underline-offset-2 hover:underline">
              {o.customer.name || t('customers.deleted')}
            </Link>
          </p>
          <p className="text-sm text-ink-700">
            <span dir="ltr">{o.customer.email}</span>
          </p>
          <p className="text-sm text-ink-700">
            <PhoneLinks phone={o.customer.phone} />
          </p>
          {o.business && (
            <>
              <h3 className="mt-3 mb-1 text-sm font-bold text-ink-800">{t('order.business')}</h3>
              <p dir="auto" className="text-start text-sm font-medium text-ink-900">
                {o.business.company_name}
              </p>
              <p className="text-sm text-ink-700">
                {t('order.trn')} <bdi dir="ltr">{o.business.trn}</bdi>
              </p>
              <p className="text-sm text-ink-700">
                <span dir="auto">{o.business.address}</span> · {placeName(lang, o.business.region, o.business.emirate)}
              </p>
            </>
          )}
          {o.pickup ? (
            <>
              <h3 className="mt-3 mb-1 text-sm font-bold text-ink-800">{t('order.pickup.title')}</h3>
              <p className="text-sm text-ink-800" data-testid="order-pickup">
                <Store size={16} aria-hidden="true" className="me-1 inline text-honey-700" />
                <span dir="auto" className="font-semibold">
                  {o.pickup.branch}
                </span>
                <br />
                <span dir="auto">{o.pickup.address}</span>
                <br />
                <span dir="auto">{o.shipping.name}</span> · <PhoneLinks phone={o.shipping.phone} />
              </p>
            </>
          ) : (
            <>
              <h3 className="mt-3 mb-1 text-sm font-bold text-ink-800">{t('order.address')}</h3>
              <address className="text-sm text-ink-800 not-italic">
                <span dir="auto">{o.shipping.name}</span> · <PhoneLinks phone={o.shipping.phone} />
                <br />
                <span dir="auto">{o.shipping.address}</span>
                <br />
                {placeName(lang, o.shipping.region, o.shipping.emirate)}
              </address>
            </>
          )}
        </section>

        <section className={CARD} aria-labelledby="o-amounts">
          <h2 id="o-amounts" className="mb-2 font-bold text-ink-900">
            {t('order.amounts')}
          </h2>
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            <dt>{t('order.subtotal')}</dt>
            <dd className="text-end">{money(o.price)}</dd>
            {o.discount > 0 && (
              <>
                {/* The shelf's sale prices below the list prices: not a coupon. */}
                <dt>{t('order.markdown')}</dt>
                <dd className="text-end">{money(-o.discount)}</dd>
              </>
            )}
            {o.coupon && o.coupon.discount > 0 && (
              <>
                <dt>{t('order.couponDiscount', { code: o.coupon.code })}</dt>
                <dd className="text-end">{money(-o.coupon.discount)}</dd>
              </>
            )}
            <dt>{t('order.shipping')}</dt>
            <dd className="text-end">{money(o.shipping_cost)}</dd>
            {o.cod_fee > 0 && (
              <>
                <dt>{t('order.codFee')}</dt>
                <dd className="text-end">{money(o.cod_fee)}</dd>
              </>
            )}
            <dt className="text-ink-600">{t('order.vat')}</dt>
            <dd className="text-end text-ink-600">{money(o.vat)}</dd>
            <dt className="border-t border-ink-200 pt-1 font-bold">{t('orders.total')}</dt>
            <dd className="border-t border-ink-200 pt-1 text-end font-bold">{money(o.total)}</dd>
            <dt>{t('order.walletUsed')}</dt>
            <dd className="text-end">{money(o.wallet_used)}</dd>
            {/* The rest of the total: paid by card, or due in cash at the door. */}
            <dt>{t(`payment.${o.payment_method}`)}</dt>
            <dd className="text-end">{money(o.payment_method === PAYMENT_METHODS.cash ? o.total - o.wallet_used : o.card_amount)}</dd>
            {o.refunded > 0 && (
              <>
                <dt className="border-t border-ink-200 pt-1">{t('order.refunded')}</dt>
                <dd className="border-t border-ink-200 pt-1 text-end text-danger-700">{money(-o.refunded)}</dd>
                <dt className="font-bold">{t('order.net')}</dt>
                <dd className="text-end font-bold">{money(o.total - o.refunded)}</dd>
              </>
            )}
            {o.points_earned > 0 && (
              <>
                <dt>{t('order.pointsEarned')}</dt>
                <dd className="text-end">{formatNumber(o.points_earned, lang)}</dd>
              </>
            )}
          </dl>
        </section>
      </div>

      <section aria-labelledby="o-items">
        <h2 id="o-items" className="mb-2 font-bold text-ink-900">
          {t('order.items')}
        </h2>
        <DataTable
          caption={t('order.items')}
          rows={o.items}
          rowKey={(item) => item.id}
          columns={[
            {
              header: t('order.product'),
              title: true,
              cell: (item) => (
                <div className="flex items-center gap-3">
                  <Thumbnail image={item.main_image} size={40} />
                  <span className="font-medium">{item.name}</span>
                </div>
              ),
            },
            { header: t('order.quantity'), end: true, cell: (item) => formatNumber(item.quantity, lang) },
            { header: t('order.unitPrice'), end: true, className: 'whitespace-nowrap', cell: (item) => money(item.price_at_purchase) },
            { header: t('orders.status'), cell: (item) => <StatusBadge compact statusId={item.status_id} text={item.status} /> },
          ]}
        />
      </section>

      <div className="grid gap-4 lg:grid-cols-2">
        <section className={CARD} aria-labelledby="o-payments">
          <h2 id="o-payments" className="mb-2 font-bold text-ink-900">
            {t('order.payments')}
          </h2>
          {o.payments.length === 0 ? (
            <p className="text-sm text-ink-600">{t('order.noPayments')}</p>
          ) : (
            <ul className="space-y-2 text-sm">
              {o.payments.map((p) => (
                <li key={p.id} className="flex flex-wrap justify-between gap-2">
                  <span>
                    {t(`order.gateway.${p.gateway}`, { defaultValue: p.gateway })} · {payType} ·{' '}
                    {t(`order.paymentState.${p.status}`, { defaultValue: p.status })}
                    {p.payment_id && (
                      <span className="block text-xs text-ink-600">
                        {t('order.paymentRef')} <bdi dir="ltr">{p.payment_id}</bdi>
                      </span>
                    )}
                  </span>
                  <span className="font-semibold">{money(p.amount)}</span>
                  <span className="w-full text-xs text-ink-600">{formatDate(p.created_at, lang, dateTime)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className={CARD} aria-labelledby="o-history">
          <h2 id="o-history" className="mb-2 font-bold text-ink-900">
            {t('order.history')}
          </h2>
          <ol className="space-y-2 border-s-2 border-honey-200 ps-4 text-sm">
            {o.history.map((h, i) => (
              <li key={i}>
                <span className="font-semibold">{h.status}</span>
                {/* Names and notes are written in either language: isolated, so their punctuation stays theirs. */}
                {h.actor && (
                  <>
                    {' · '}
                    <bdi>{h.actor}</bdi>
                  </>
                )}
                {h.note && (
                  <span className="text-ink-700">
                    {' — '}
                    <bdi>{h.note}</bdi>
                  </span>
                )}
                <div className="text-xs text-ink-600">{formatDate(h.created_at, lang, dateTime)}</div>
              </li>
            ))}
          </ol>
        </section>
      </div>
      <OrderNotes order={o} />
    </div>
  );
}
