import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowRight, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOCAL_DELIVERY_DAYS, srcSetFor, type CartLine } from '@shop/contract';
import { manageCartCall } from '@shop/contract/calls';
import { api, refreshAfterChange, useApiMutation } from '../../api';
import { usePageMeta } from '../../lib/usePageMeta';
import { formatNumber, formatPrice, useLang } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { TabbyPromo, TamaraPromo } from '../../ui/InstalmentsPromo';
import { productPath } from '../../ui/ProductCard';
import { QuantityControl } from '../../ui/QuantityControl';
import { LoadingVeil, QueryState } from '../../ui/QueryState';
import { toast } from '../../ui/toast';
import { ArrivalNote, CartTotals, CodNote, codFeeOf, FreeDeliveryNote } from './CartTotals';
import { CouponField } from './CouponField';
import { cartQuery, setCart } from './api';

interface LineProps {
  line: CartLine;
  busy: boolean;
  onQuantity: (quantity: number) => void;
}

function Line({ line, busy, onQuantity }: LineProps) {
  const { t } = useTranslation('cart');
  const lang = useLang();
  return (
    <li className="flex gap-4 py-5 first:pt-0 last:pb-0">
      <Link to={productPath(line.product_id)} className="shrink-0" tabIndex={-1} aria-hidden="true">
        <img
          src={line.main_image}
          srcSet={srcSetFor(line.main_image)}
          sizes="112px"
          alt=""
          width={112}
          height={112}
          className="size-24 rounded-xl bg-cream-200 object-cover sm:size-28"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="min-w-0">
          {/* Two lines at most, so a long name stays readable beside its picture on a phone. */}
          <h2 className="line-clamp-2 font-semibold leading-snug text-ink-900" dir="auto">
            <Link to={productPath(line.product_id)} className="hover:text-honey-700">
              {line.name}
            </Link>
          </h2>
          {line.short_desc && (
            <p className="line-clamp-1 text-sm text-ink-600 sm:line-clamp-2" dir="auto">
              {line.short_desc}
            </p>
          )}
          <p className="mt-1 flex flex-wrap gap-x-2 text-sm text-ink-600 tabular-nums">
            <span>{t('each', { price: formatPrice(line.sale_price, lang) })}</span>
            {line.list_price > line.sale_price && (
              <del className="text-ink-500">
                <span className="sr-only">{t('common:product.listPrice', { price: formatPrice(line.list_price, lang) })}</span>
                <span aria-hidden="true">{formatPrice(line.list_price, lang)}</span>
              </del>
            )}
          </p>
        </div>
        <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-2">
          <QuantityControl
            value={line.quantity}
            max={Math.max(line.stock, line.quantity)}
            onChange={onQuantity}
            disabled={busy}
            size="sm"
          />
          <p className="ms-auto text-lg font-bold text-ink-900 tabular-nums">{formatPrice(line.total_price, lang)}</p>
          <button
            type="button"
            className="icon-btn -me-2 text-ink-600 hover:bg-danger-50 hover:text-danger-600"
            onClick={() => onQuantity(0)}
            disabled={busy}
            aria-label={t('remove', { name: line.name })}
          >
            <Trash2 size={18} aria-hidden="true" />
          </button>
        </div>
        {line.quantity > line.stock && <p className="text-sm text-danger-600">{t('overStock', { count: line.stock })}</p>}
      </div>
    </li>
  );
}

/** /cart (docs/product.md §2, §3 Cart, §4 Cart line and Coupon). */
export default function CartPage() {
  const { t } = useTranslation('cart');
  const lang = useLang();
  usePageMeta(t('title'));
  const queryClient = useQueryClient();
  const cart = useQuery(cartQuery);
  const manage = useApiMutation({
    run: ({ id, quantity }: { id: number; quantity: number }) => api(manageCartCall, { cart_item_id: id, quantity }),
    onDone: (answer) => setCart(queryClient, answer.data),
    onRefused: (refusal) => {
      toast.error(refusal.message);
      void refreshAfterChange(queryClient, cartQuery.queryKey);
    },
    onFailed: () => toast.error(t('changeFailed')),
  });

  return (
    <QueryState
      query={cart}
      loading={<LoadingVeil className="container-page min-h-96" />}
      failed={
        <div className="container-page">
          <EmptyState title={t('loadFailed')} />
        </div>
      }
    >
      {(data) => (
        <div className="container-page pt-6 pb-28 sm:pt-10 lg:pb-10">
          <h1 className="mb-6 text-2xl font-extrabold tracking-tight text-ink-900 sm:text-3xl">{t('title')}</h1>
          {data.products.length === 0 ? (
            <div className="rounded-3xl bg-white shadow-card ring-1 ring-ink-200/60">
              <EmptyState title={t('empty')} text={t('emptyText')}>
                <Link to="/products" className="btn btn-primary">
                  {t('continueShopping')}
                </Link>
              </EmptyState>
            </div>
          ) : (
            <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
              <section aria-label={t('lines')} className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-ink-200/60 sm:p-6">
                <ul className="divide-y divide-ink-200/70">
                  {data.products.map((line) => (
                    <Line
                      key={line.id}
                      line={line}
                      busy={manage.isPending}
                      onQuantity={(quantity) => manage.mutate({ id: line.id, quantity })}
                    />
                  ))}
                </ul>
              </section>
              <aside
                aria-labelledby="cart-summary"
                className="space-y-5 rounded-3xl bg-white p-5 shadow-card ring-1 ring-ink-200/60 sm:p-6 lg:sticky lg:top-24"
              >
                <h2 id="cart-summary" className="text-lg font-bold text-ink-900">
                  {t('summary.title')}
                </h2>
                <CouponField cart={data} />
                <FreeDeliveryNote cart={data} />
                {/* Cash on delivery is the default payment (docs/product.md §4), so its fee is in the total shown here. */}
                <CartTotals cart={data} deliveryKnown={data.shipping_cost > 0} cash />
                <TabbyPromo amount={data.total_price} />
                <TamaraPromo amount={data.total_price} />
                <ArrivalNote cart={data} />
                <p className="text-sm text-ink-600" data-testid="cart-explain">
                  {t('summary.explain', {
                    from: formatNumber(LOCAL_DELIVERY_DAYS.from, lang),
                    to: formatNumber(LOCAL_DELIVERY_DAYS.to, lang),
                  })}
                </p>
                <CodNote cart={data} />
                <Link to="/checkout" className="btn btn-primary hidden w-full lg:inline-flex">
                  {t('toCheckout')}
                  <ArrowRight size={18} aria-hidden="true" className="flip-rtl" />
                </Link>
              </aside>
              {/* Phones and tablets: the total and the way to checkout stay in reach at the bottom. */}
              <div
                data-testid="cart-checkout-bar"
                className="fixed inset-x-0 bottom-0 z-30 border-t border-ink-200/70 bg-cream-50/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-lift backdrop-blur lg:hidden"
              >
                <div className="flex items-center gap-3">
                  <p className="min-w-0 flex-1 leading-tight">
                    <span className="block text-xs text-ink-600">{t('summary.total')}</span>
                    <span className="text-lg font-extrabold text-ink-900 tabular-nums">
                      {formatPrice(codFeeOf(data, true) > 0 ? data.cod_total_price : data.total_price, lang)}
                    </span>
                  </p>
                  <Link to="/checkout" className="btn btn-primary shrink-0">
                    {t('toCheckout')}
                    <ArrowRight size={18} aria-hidden="true" className="flip-rtl" />
                  </Link>
                </div>
              </div>
            </div>
          )}
        </div>
      )}
    </QueryState>
  );
}
