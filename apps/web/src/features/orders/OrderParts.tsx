// The parts of an order shown on its page and on the confirmation after buying: its items, its totals, how it is
// paid, where it goes and, for a business, who bought it.
import { Building2, CreditCard, MapPin, Store } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  isWalletPayType,
  ORDER_STATUS,
  PAYMENT_METHODS,
  TABBY_PAY_TYPE,
  TAMARA_PAY_TYPE,
  toAed,
  toFils,
  WALLET_PAY_NAMES,
  type OrderDetails,
} from '@shop/contract';
import { formatNumber, formatPrice, placeName, useLang } from '../../i18n';
import { Picture } from '../../ui/Picture';
import { productPath } from '../../ui/ProductCard';
import { StatusBadge } from './components/StatusBadge';

/** The order's items with their pictures, each linking to its product; an item's own status when it differs. */
export function OrderItems({ order: o }: { order: OrderDetails }) {
  const { t } = useTranslation('orders');
  const lang = useLang();
  return (
    <ul className="divide-y divide-ink-200">
      {o.items.map((item) => (
        <li key={item.order_item_id} className="flex gap-4 py-3 first:pt-0 last:pb-0">
          <Picture
            src={item.main_image}
            sizes="80px"
            alt=""
            width={80}
            height={80}
            className="size-20 shrink-0 rounded-xl bg-cream-200 object-cover"
          />
          <div className="min-w-0 flex-1 space-y-1">
            <Link
              to={productPath(item.product_id)}
              className="line-clamp-2 font-semibold text-ink-900 hover:text-honey-800 hover:underline"
              dir="auto"
            >
              {item.product_name}
            </Link>
            <p className="text-sm text-ink-700">
              {t('orders.quantityPrice', {
                quantity: formatNumber(item.quantity, lang),
                price: formatPrice(item.price_at_purchase, lang),
              })}
            </p>
            {item.status_id !== o.status_id && <StatusBadge statusId={item.status_id} text={item.status} />}
          </div>
          <p className="shrink-0 font-semibold tabular-nums text-ink-900">{formatPrice(item.quantity * item.price_at_purchase, lang)}</p>
        </li>
      ))}
    </ul>
  );
}

/** Where the order goes. */
export function OrderAddress({ order: o }: { order: OrderDetails }) {
  const lang = useLang();
  if (o.pickup) return <OrderPickup pickup={o.pickup} />;
  return (
    <address className="flex gap-2 not-italic text-ink-800">
      <MapPin size={18} aria-hidden="true" className="mt-0.5 shrink-0 text-honey-700" />
      <span className="space-y-0.5">
        <span className="block font-semibold" dir="auto">
          {o.address.name}
        </span>
        <span className="block" dir="auto">
          {o.address.address}
        </span>
        <span className="block">{placeName(lang, o.address.region, o.address.emirate)}</span>
        <span className="block" dir="ltr">
          {o.address.phone}
        </span>
      </span>
    </address>
  );
}

/** Where a pickup order is collected, and the code to show there, large enough to read off a phone at the counter. */
function OrderPickup({ pickup }: { pickup: NonNullable<OrderDetails['pickup']> }) {
  const { t } = useTranslation('orders');
  return (
    <div className="space-y-4">
      <address className="flex gap-2 not-italic text-ink-800">
        <Store size={18} aria-hidden="true" className="mt-0.5 shrink-0 text-honey-700" />
        <span className="space-y-0.5">
          <span className="block font-semibold" dir="auto">
            {pickup.branch}
          </span>
          <span className="block" dir="auto">
            {pickup.address}
          </span>
        </span>
      </address>
      <div className="rounded-2xl bg-honey-50 p-4 text-center ring-1 ring-honey-200" data-testid="pickup-code">
        <p className="text-sm font-semibold text-honey-900">{t('orderPage.pickupCode')}</p>
        <p className="my-1 font-mono text-3xl font-extrabold tracking-[0.3em] text-ink-900 tabular-nums">
          <bdi dir="ltr">{pickup.code}</bdi>
        </p>
        <p className="text-sm text-ink-700">{t('orderPage.pickupCodeHint')}</p>
      </div>
    </div>
  );
}

/** The title of the order's destination: where it is delivered, or where it is picked up. */
export const destinationTitle = (o: OrderDetails) => (o.pickup ? 'orderPage.pickup' : 'orderPage.address');

/** The company a B2B order was bought as, with its TRN: what its tax invoice names. */
export function OrderBuyer({ buyer }: { buyer: NonNullable<OrderDetails['business']> }) {
  const { t } = useTranslation('orders');
  const lang = useLang();
  return (
    <address className="flex gap-2 not-italic text-ink-800">
      <Building2 size={18} aria-hidden="true" className="mt-0.5 shrink-0 text-honey-700" />
      <span className="space-y-0.5">
        <span className="block font-semibold" dir="auto">
          {buyer.company_name}
        </span>
        <span className="block">
          {t('orderPage.trn')}{' '}
          <bdi dir="ltr" className="tabular-nums">
            {buyer.trn}
          </bdi>
        </span>
        <span className="block" dir="auto">
          {buyer.address}
        </span>
        <span className="block">{placeName(lang, buyer.region, buyer.emirate)}</span>
      </span>
    </address>
  );
}

/** What is left to pay of the order (AED): its total less what was paid, counted in fils. */
export const amountDue = (totals: OrderDetails['totals']) => toAed(toFils(totals.total) - toFils(totals.paid));

/** The order's totals: subtotal, discounts, delivery and fees, the VAT in them, what was paid and what is still due. */
export function TotalsList({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('orders');
  const lang = useLang();
  const x = order.totals;
  const due = amountDue(x);
  const rows: [string, number, string?][] = [
    [t('orderPage.subtotal'), x.subtotal],
    ...(x.discount > 0 ? [[t('orderPage.discount'), -x.discount] as [string, number]] : []),
    ...(x.coupon_discount > 0 ? [[t('orderPage.coupon'), -x.coupon_discount] as [string, number]] : []),
    // A pickup order has no delivery: its line says where it is collected instead.
    [t(order.pickup ? 'orderPage.pickupLine' : 'orderPage.delivery'), x.delivery],
    ...(x.cod_fee > 0 ? [[t('orderPage.codFee'), x.cod_fee] as [string, number]] : []),
  ];
  return (
    <dl className="space-y-2 text-ink-800">
      {rows.map(([label, amount]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt>{label}</dt>
          <dd className="tabular-nums">{formatPrice(amount, lang)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-ink-200 pt-2 text-lg font-bold text-ink-900">
        <dt>{t('orderPage.total')}</dt>
        <dd className="tabular-nums" data-testid="order-total">
          {formatPrice(x.total, lang)}
        </dd>
      </div>
      <p className="text-sm text-ink-600">{t('orderPage.vatIncluded', { vat: formatPrice(x.vat, lang) })}</p>
      {x.wallet_used > 0 && (
        <div className="flex justify-between gap-4">
          <dt>{t('orderPage.walletUsed')}</dt>
          <dd className="tabular-nums">{formatPrice(x.wallet_used, lang)}</dd>
        </div>
      )}
      <div className="flex justify-between gap-4 font-semibold">
        <dt>{t('orderPage.paid')}</dt>
        <dd className="tabular-nums" data-testid="order-paid">
          {formatPrice(x.paid, lang)}
        </dd>
      </div>
      {due > 0 && order.status_id !== ORDER_STATUS.cancelled && (
        <div className="flex justify-between gap-4 font-semibold text-honey-800">
          <dt>
            {t(
              order.payment_method !== PAYMENT_METHODS.cash
                ? 'orderPage.dueByCard'
                : order.pickup
                  ? 'orderPage.dueOnPickup'
                  : 'orderPage.dueOnDelivery',
            )}
          </dt>
          <dd className="tabular-nums" data-testid="order-due">
            {formatPrice(due, lang)}
          </dd>
        </div>
      )}
    </dl>
  );
}

/** The pay-later providers' names, as their brands write them. */
const INSTALMENT_PAY_NAMES: Record<string, string | undefined> = { [TABBY_PAY_TYPE]: 'Tabby', [TAMARA_PAY_TYPE]: 'Tamara' };

/** How the order is paid, in words: never "paid" before the card payment arrived. */
function paymentText(order: OrderDetails, t: (key: string, o?: Record<string, unknown>) => string): string {
  if (order.payment_method === PAYMENT_METHODS.cash) return t(order.pickup ? 'orderPage.payAtBranch' : 'orderPage.payCash');
  const type = order.payment_method_type;
  // A phone wallet (Apple Pay, Google Pay) or a pay-later provider (Tabby, Tamara) is named as such, a card by its brand.
  const viaName = isWalletPayType(type) ? WALLET_PAY_NAMES[type] : INSTALMENT_PAY_NAMES[type];
  const [kind, name] = viaName ? (['Wallet', { wallet: viaName }] as const) : (['Card', { card: type || t('orderPage.card') }] as const);
  if (order.status_id === ORDER_STATUS.awaitingPayment) return t(`orderPage.pay${kind}Due`, name);
  if (order.status_id === ORDER_STATUS.cancelled && order.totals.paid === order.totals.wallet_used)
    return t(`orderPage.pay${kind}NotPaid`, name);
  return t(`orderPage.pay${kind}Paid`, name);
}

/** How the order is paid, under its totals. */
export function OrderPayment({ order }: { order: OrderDetails }) {
  const { t } = useTranslation('orders');
  return (
    <p className="mt-4 flex items-start gap-2 rounded-xl bg-cream-100 p-3 text-sm text-ink-800" data-testid="order-payment">
      <CreditCard size={18} aria-hidden="true" className="mt-0.5 shrink-0 text-honey-700" />
      {paymentText(order, t)}
    </p>
  );
}
