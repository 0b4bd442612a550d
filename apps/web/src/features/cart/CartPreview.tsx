// The header's mini-cart (issues 14.11 and 38.4): a tap on the cart icon, or an add to cart, shows the lines, the
// subtotal and the way on ("View cart", "Checkout"). A panel under the icon; its close button, Escape or a tap
// outside closes it. After an add it is headed by the spec's message with the added line first, and leaves the
// focus where the shopper tapped (the header's live region says the message).
import { useEffect, useRef, type RefObject } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, X } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { srcSetFor, toAed, toFils } from '@shop/contract';
import { formatNumber, formatPrice, useLang } from '../../i18n';
import { type AddedLine } from '../../ui/miniCart';
import { productPath } from '../../ui/ProductCard';
import { SpriteIcon } from '../../ui/SpriteIcon';
import { cartQuery } from './api';

/** Lines shown before "and N more". */
const SHOWN_LINES = 3;

interface CartPreviewProps {
  id: string;
  /** The add that opened it, if one did. */
  added: AddedLine | null;
  onClose: () => void;
  /** The button that opened the panel: a tap on it is its own toggle, not a tap outside. */
  opener: RefObject<HTMLElement | null>;
}

export default function CartPreview({ id, added, onClose, opener }: CartPreviewProps) {
  const { t } = useTranslation('cart');
  const { t: tc } = useTranslation();
  const lang = useLang();
  const cart = useQuery(cartQuery);
  const panel = useRef<HTMLDivElement>(null);

  const openedByAdd = added !== null;
  useEffect(() => {
    if (!openedByAdd) panel.current?.focus();
  }, [openedByAdd]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      const focusInside = panel.current?.contains(document.activeElement);
      onClose();
      if (focusInside) opener.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!panel.current?.contains(target) && !opener.current?.contains(target)) onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [onClose, opener]);

  const data = cart.data;
  // The added line first, so it is the one in view.
  const lines = [...(data?.products ?? [])].sort(
    (a, b) => Number(b.product_id === added?.productId) - Number(a.product_id === added?.productId),
  );
  const shelfDiscount = data ? toAed(toFils(data.discount) - toFils(data.coupon_discount)) : 0;
  return (
    <div
      ref={panel}
      id={id}
      role="dialog"
      aria-label={t('preview.title')}
      tabIndex={-1}
      className={`${openedByAdd ? 'mini-cart-in ' : ''}absolute end-0 top-full z-50 mt-2 w-[min(22rem,calc(100vw-1.5rem))] rounded-2xl bg-white p-4 text-ink-900 shadow-lift ring-1 ring-ink-200/70 focus:outline-none`}
    >
      <div className="mb-3 flex items-start justify-between gap-2">
        {added ? (
          <p key={added.id} data-testid="added-message" className="flex items-center gap-2 text-base font-bold text-herb-700">
            <SpriteIcon name="circle-check" size={22} className="shrink-0 text-herb-600" />
            {added.message}
          </p>
        ) : (
          <p className="text-base font-bold">{t('preview.title')}</p>
        )}
        <button type="button" onClick={onClose} aria-label={tc('dialog.close')} className="icon-btn -me-2 -mt-2 shrink-0">
          <X size={20} aria-hidden="true" />
        </button>
      </div>
      {lines.length === 0 ? (
        <p className="text-sm text-ink-600">{data ? t('empty') : t('preview.loading')}</p>
      ) : (
        <ul className="max-h-[50dvh] divide-y divide-ink-200/70 overflow-y-auto">
          {lines.slice(0, SHOWN_LINES).map((line) => (
            <li key={line.id} className="flex items-center gap-3 py-2.5 first:pt-0">
              <img
                src={line.main_image}
                srcSet={srcSetFor(line.main_image)}
                sizes="56px"
                alt=""
                width={56}
                height={56}
                className="size-14 shrink-0 rounded-lg bg-cream-200 object-cover"
              />
              <div className="min-w-0 flex-1">
                <Link
                  to={productPath(line.product_id)}
                  onClick={onClose}
                  dir="auto"
                  className="line-clamp-2 text-sm font-semibold leading-snug hover:text-honey-700"
                >
                  {line.name}
                </Link>
                <p className="text-xs text-ink-600 tabular-nums">
                  {t('preview.quantity', { quantity: formatNumber(line.quantity, lang) })}
                </p>
              </div>
              <p className="shrink-0 text-sm font-bold tabular-nums">{formatPrice(line.total_price, lang)}</p>
            </li>
          ))}
        </ul>
      )}
      {lines.length > SHOWN_LINES && (
        <p className="pt-1 text-xs text-ink-600">
          {t('preview.more', { count: lines.length - SHOWN_LINES, number: formatNumber(lines.length - SHOWN_LINES, lang) })}
        </p>
      )}
      {data && lines.length > 0 && (
        // The same subtotal and shelf savings as the cart page's summary, so the two never disagree.
        <dl className="mt-3 space-y-1 border-t border-ink-200 pt-3">
          <div className="flex items-baseline justify-between gap-3">
            <dt className="font-semibold">
              {t('summary.subtotal', { count: data.items_count, number: formatNumber(data.items_count, lang) })}
            </dt>
            <dd className="font-extrabold tabular-nums">{formatPrice(data.price, lang)}</dd>
          </div>
          {shelfDiscount > 0 && (
            <div className="flex items-baseline justify-between gap-3 text-sm text-herb-700">
              <dt>{t('summary.discount')}</dt>
              <dd className="font-semibold tabular-nums">{formatPrice(-shelfDiscount, lang)}</dd>
            </div>
          )}
        </dl>
      )}
      <div className="mt-4 grid grid-cols-2 gap-2">
        <Link to="/cart" onClick={onClose} className="btn btn-secondary">
          {t('preview.viewCart')}
        </Link>
        <Link to="/checkout" onClick={onClose} className="btn btn-primary">
          {t('toCheckout')}
          <ArrowRight size={18} aria-hidden="true" className="flip-rtl" />
        </Link>
      </div>
    </div>
  );
}
