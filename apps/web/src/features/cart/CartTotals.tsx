import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SpriteIcon } from '../../ui/SpriteIcon';
import { toAed, toFils, type Cart } from '@shop/contract';
import { formatDay, formatNumber, formatPrice, formatPriceRange, useLang } from '../../i18n';

function Row({ label, value, strong = false, tone }: { label: ReactNode; value: string; strong?: boolean; tone?: 'saving' }) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 ${strong ? 'border-t border-ink-200 pt-3 text-lg font-extrabold text-ink-900' : 'text-ink-700'}`}
    >
      <dt>{label}</dt>
      <dd className={`tabular-nums ${tone === 'saving' ? 'font-semibold text-herb-700' : strong ? '' : 'font-medium text-ink-900'}`}>
        {value}
      </dd>
    </div>
  );
}

interface CartTotalsProps {
  cart: Cart;
  /** The wallet part the shopper chose to use (checkout), AED. */
  wallet?: number;
  /** Delivery before an address is known: shown as the range of the regions' fees rather than free. */
  deliveryKnown?: boolean;
  /** Paying in cash: the cash-on-delivery fee, when the cart allows cash, is its own line in the total. */
  cash?: boolean;
  /** Picked up from a branch (checkout): its totals as the server priced them, with no delivery and no cash fee. */
  pickup?: { total_price: number; vat: number } | undefined;
}

/** Whether the cart's goods reached the owner's free-delivery threshold. */
const freeDelivery = (cart: Cart) => cart.free_delivery_from > 0 && cart.free_delivery_left === 0 && cart.items_count > 0;

/** The cash-on-delivery fee these totals include (AED), 0 when none applies. */
export const codFeeOf = (cart: Cart, cash: boolean) => (cash && cart.cod_available ? cart.cod_fee : 0);

/**
 * The cart's totals as the server priced them (docs/product.md §3 Cart): price at list price, shelf discount, coupon
 * discount, delivery, total, and the VAT the total contains. With a wallet part, what is left to pay.
 * The server's discount is both discounts together; coupon_discount is the coupon's part.
 */
export function CartTotals({ cart, wallet = 0, deliveryKnown = true, cash = false, pickup }: CartTotalsProps) {
  const { t } = useTranslation('cart');
  const lang = useLang();
  // Intl places the sign where the language puts it (Arabic: before the digits, with its direction marks).
  const minus = (aed: number) => formatPrice(-aed, lang);
  const shelfDiscount = toAed(toFils(cart.discount) - toFils(cart.coupon_discount));
  const codFee = pickup ? 0 : codFeeOf(cart, cash);
  const total = pickup ? pickup.total_price : codFee > 0 ? cart.cod_total_price : cart.total_price;
  const vat = pickup ? pickup.vat : codFee > 0 ? cart.cod_vat : cart.vat;
  return (
    <dl className="space-y-2.5 text-[0.9375rem]">
      <Row
        label={t('summary.subtotal', { count: cart.items_count, number: formatNumber(cart.items_count, lang) })}
        value={formatPrice(cart.price, lang)}
      />
      {shelfDiscount > 0 && <Row label={t('summary.discount')} value={minus(shelfDiscount)} tone="saving" />}
      {cart.coupon_discount > 0 && (
        <Row label={t('summary.coupon', { code: cart.discount_coupon })} value={minus(cart.coupon_discount)} tone="saving" />
      )}
      {pickup ? (
        <Row label={t('summary.pickup')} value={t('summary.deliveryFree')} tone="saving" />
      ) : freeDelivery(cart) ? (
        <Row label={t('summary.delivery')} value={t('summary.deliveryFree')} tone="saving" />
      ) : (
        <Row
          label={t('summary.delivery')}
          value={
            cart.shipping_cost > 0 || deliveryKnown
              ? formatPrice(cart.shipping_cost, lang)
              : formatPriceRange(cart.delivery_fee_min, cart.delivery_fee_max, lang)
          }
        />
      )}
      {codFee > 0 && <Row label={t('summary.codFee')} value={formatPrice(codFee, lang)} />}
      <Row label={t('summary.total')} value={formatPrice(total, lang)} strong />
      <p className="text-sm text-ink-600">{t('summary.vat', { amount: formatPrice(vat, lang) })}</p>
      {wallet > 0 && (
        <>
          <Row label={t('summary.wallet')} value={minus(wallet)} tone="saving" />
          <Row label={t('summary.toPay')} value={formatPrice(Math.max(0, toAed(toFils(total) - toFils(wallet))), lang)} strong />
        </>
      )}
    </dl>
  );
}

/** Under the totals: the cash fee is not charged online, or why cash cannot pay this cart (cart and checkout). */
export function CodNote({ cart }: { cart: Cart }) {
  const { t } = useTranslation('cart');
  if (!cart.cod_available)
    return <p className="rounded-2xl bg-honey-50 p-3 text-sm text-honey-900 ring-1 ring-honey-200">{cart.cod_note}</p>;
  return codFeeOf(cart, true) > 0 ? <p className="text-sm text-ink-600">{t('summary.codOnlineNote')}</p> : null;
}

/**
 * Above the totals, while the owner offers free delivery: how much more it takes ("AED 40.00 more for free
 * delivery") with a bar of the way there, or that this order is delivered free (cart and checkout).
 */
export function FreeDeliveryNote({ cart }: { cart: Cart }) {
  const { t } = useTranslation('cart');
  const lang = useLang();
  if (cart.free_delivery_from <= 0 || cart.items_count === 0) return null;
  if (freeDelivery(cart))
    return (
      <p className="rounded-2xl bg-herb-50 p-3 text-sm font-semibold text-herb-700 ring-1 ring-herb-100" data-testid="free-delivery">
        {t('summary.freeDeliveryReached')}
      </p>
    );
  const done = Math.min(100, Math.round(((cart.free_delivery_from - cart.free_delivery_left) / cart.free_delivery_from) * 100));
  return (
    <div className="space-y-2 rounded-2xl bg-cream-50 p-3 ring-1 ring-ink-200/70" data-testid="free-delivery">
      <p className="text-sm text-ink-800">{t('summary.freeDeliveryLeft', { amount: formatPrice(cart.free_delivery_left, lang) })}</p>
      <div className="h-2 overflow-hidden rounded-full bg-ink-200" aria-hidden="true">
        <div className="h-full rounded-full bg-herb-600" style={{ width: `${done}%` }} />
      </div>
    </div>
  );
}

/** When an order placed now arrives (cart and checkout), in business days as the server counts them. */
export function ArrivalNote({ cart }: { cart: Cart }) {
  const { t } = useTranslation('cart');
  const lang = useLang();
  return (
    <p className="flex items-center gap-2 text-sm font-semibold text-ink-800" data-testid="arrival">
      <SpriteIcon name="truck" size={18} className="shrink-0 text-honey-700" />
      {t('summary.arrivesBy', { date: formatDay(cart.arrival_date, lang) })}
    </p>
  );
}
