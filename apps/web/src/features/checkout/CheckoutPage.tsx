import { useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Banknote, Building2, CalendarClock, CreditCard, MapPin, PackageOpen, Store, Truck, WalletCards } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  isWalletPayType,
  LOCAL_DELIVERY_DAYS,
  PAYMENT_METHODS,
  TABBY_PAY_TYPE,
  TAMARA_PAY_TYPE,
  WALLET_PAY_NAMES,
  type OnlinePayType,
} from '@shop/contract';
import { payNowCall } from '@shop/contract/calls';
import { api, useApiMutation } from '../../api';
import { usePageMeta } from '../../lib/usePageMeta';
import { formatNumber, formatOrList, formatPrice, useLang } from '../../i18n';
import { EmptyState } from '../../ui/EmptyState';
import { instalmentValues } from '../../ui/InstalmentsPromo';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { toast, TOAST_MS } from '../../ui/toast';
import { ArrivalNote, CartTotals, cartQuery, CodNote, FreeDeliveryNote } from '../cart';
import { leaveFor } from './leaveFor';
import { AddressChoice } from './AddressChoice';
import { PayTypeChoice, useOfferedWallets, useTabbyOffered, useTamaraOffered } from './PayTypeChoice';
import { addressesQuery, businessQuery, pickupBranchesQuery, refreshAfterOrder, walletQuery } from './api';
import type { PlacedState } from './OrderPlacedPage';

type Method = (typeof PAYMENT_METHODS)[keyof typeof PAYMENT_METHODS];

function Panel({ title, icon, children, id }: { title: string; icon: ReactNode; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-ink-200/60 sm:p-6">
      <h2 id={id} className="mb-4 flex items-center gap-2 text-lg font-bold text-ink-900">
        <span className="text-honey-700">{icon}</span>
        {title}
      </h2>
      {children}
    </section>
  );
}

interface ChoiceProps {
  checked: boolean;
  onChange: () => void;
  name: string;
  value: string;
  title: string;
  hint: string;
  icon: ReactNode;
  /** Offered but not available; the hint says why. */
  disabled?: boolean;
}

function Choice({ checked, onChange, name, value, title, hint, icon, disabled = false }: ChoiceProps) {
  const look = disabled
    ? 'cursor-not-allowed bg-cream-200 opacity-70 ring-ink-200'
    : checked
      ? 'cursor-pointer bg-honey-50 ring-2 ring-honey-500'
      : 'cursor-pointer bg-white ring-ink-200 hover:bg-cream-50';
  return (
    <label className={`flex min-h-16 items-center gap-3 rounded-2xl p-4 ring-1 transition-colors ${look}`}>
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        disabled={disabled}
        className="size-5 shrink-0 accent-honey-600"
      />
      <span className="text-honey-700">{icon}</span>
      <span className="flex flex-col">
        <span className="font-semibold text-ink-900">{title}</span>
        <span className="text-sm text-ink-600">{hint}</span>
      </span>
    </label>
  );
}

/** /checkout (docs/product.md §2, §4 Payment choice, §5): delivery or pickup from a branch, address, payment, wallet, summary, pay. */
export default function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const lang = useLang();
  usePageMeta(t('title'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cart = useQuery(cartQuery);
  const addresses = useQuery(addressesQuery);
  const wallet = useQuery(walletQuery);
  const business = useQuery(businessQuery).data;
  const pickupOffer = useQuery(pickupBranchesQuery).data;

  const [method, setMethod] = useState<Method>(PAYMENT_METHODS.cash);
  const [chosenPayType, setPayType] = useState<OnlinePayType>('Visa');
  const [useWallet, setUseWallet] = useState(false);
  // A B2B sale is the shopper's choice each time: off by default.
  const [asBusiness, setAsBusiness] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const [receive, setReceive] = useState<'delivery' | 'pickup'>('delivery');
  const [chosenBranch, setBranch] = useState<number | null>(null);

  const primary = addresses.data?.find((a) => a.primary === '1');
  const balance = wallet.data?.balance ?? 0;
  // Picked up at a branch holding the whole cart (the first, until the shopper picks another); a cart change that
  // leaves no such branch falls back to delivery.
  const branches = pickupOffer?.branches ?? [];
  const branch = branches.find((b) => b.id === chosenBranch) ?? branches[0];
  const pickup = receive === 'pickup' && branch !== undefined ? pickupOffer : undefined;
  // Above the cash maximum only online payment is open; cash paid at a branch has no maximum.
  const online = method === PAYMENT_METHODS.online || (!pickup && cart.data?.cod_available === false);
  const wallets = useOfferedWallets();
  const tabby = useTabbyOffered();
  const tamara = useTamaraOffered();
  // A wallet (or Tabby, or Tamara) chosen before the offer changed falls back to the first card.
  const payType: OnlinePayType =
    (isWalletPayType(chosenPayType) && !wallets.includes(chosenPayType)) ||
    (chosenPayType === TABBY_PAY_TYPE && !tabby) ||
    (chosenPayType === TAMARA_PAY_TYPE && !tamara)
      ? 'Visa'
      : chosenPayType;
  // Tabby and Tamara are paid online too (pay_now's payment_method 2), but shoppers see each as a way of paying of its own.
  const tabbyChosen = online && payType === TABBY_PAY_TYPE;
  const tamaraChosen = online && payType === TAMARA_PAY_TYPE;
  const instalmentChosen = tabbyChosen || tamaraChosen;

  const pay = useApiMutation({
    exclusive: true,
    run: () =>
      api(payNowCall, {
        address_id: pickup ? undefined : primary!.id,
        pickup_branch_id: pickup ? branch!.id : undefined,
        wallet: useWallet ? 1 : 0,
        payment_method: online ? PAYMENT_METHODS.online : PAYMENT_METHODS.cash,
        payment_method_type: online ? payType : undefined,
        business: asBusiness && business ? 1 : undefined,
      }),
    onRefused: (refusal) => {
      toast.error(refusal.message);
      refreshAfterOrder(queryClient);
    },
    onDone: (answer) => {
      // Cash, or nothing left for the card (the wallet paid it all): the order is placed, and its confirmation
      // (headed by the message) takes the place of checkout, so Back does not lead to an empty checkout.
      if (!online || answer.flag === 1) {
        toast.success(answer.msg, { duration: TOAST_MS.long });
        refreshAfterOrder(queryClient);
        const state: PlacedState = { msg: answer.msg };
        void navigate(`/checkout/placed/${answer.data.order_id}`, { replace: true, state });
        return;
      }
      const invoiceUrl = answer.data.IsSuccess ? answer.data.Data?.InvoiceURL : undefined;
      if (!invoiceUrl) return void toast.error(t('payFailed'));
      setRedirecting(true);
      leaveFor(invoiceUrl);
    },
    onFailed: () => toast.error(t('payFailed')),
  });

  if (cart.isPending || addresses.isPending || wallet.isPending)
    return (
      <div className="container-page relative min-h-96">
        <LoadingOverlay />
      </div>
    );
  if (cart.isError)
    return (
      <div className="container-page">
        <EmptyState title={t('cart:loadFailed')} />
      </div>
    );

  const data = cart.data;
  if (data.products.length === 0)
    return (
      <div className="container-page py-10">
        <div className="rounded-3xl bg-white shadow-card ring-1 ring-ink-200/60">
          <EmptyState title={t('cart:empty')}>
            <Link to="/products" className="btn btn-primary">
              {t('cart:continueShopping')}
            </Link>
          </EmptyState>
        </div>
      </div>
    );

  // Cash the wallet covers entirely is not collected, so it has no cash fee (the server decides the same way).
  const cash = !online && !(useWallet && balance >= (pickup ?? data).total_price);
  const total = pickup ? pickup.total_price : cash && data.cod_fee > 0 ? data.cod_total_price : data.total_price;
  const walletPart = useWallet ? Math.min(balance, total) : 0;
  const toPay = Math.round((total - walletPart) * 100) / 100;
  const busy = pay.isPending || redirecting;

  return (
    <div className="container-page py-6 sm:py-10">
      <h1 className="mb-6 text-2xl font-extrabold tracking-tight text-ink-900 sm:text-3xl">{t('title')}</h1>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-6">
          <Panel id="checkout-receive" title={t('receive.title')} icon={<PackageOpen size={20} aria-hidden="true" />}>
            <fieldset className="space-y-3">
              <legend className="sr-only">{t('receive.title')}</legend>
              <Choice
                name="receive"
                value="delivery"
                checked={!pickup}
                onChange={() => setReceive('delivery')}
                title={t('receive.delivery')}
                hint={t('receive.deliveryHint', {
                  from: formatNumber(LOCAL_DELIVERY_DAYS.from, lang),
                  to: formatNumber(LOCAL_DELIVERY_DAYS.to, lang),
                })}
                icon={<Truck size={22} aria-hidden="true" />}
              />
              <Choice
                name="receive"
                value="pickup"
                checked={pickup !== undefined}
                onChange={() => setReceive('pickup')}
                title={t('receive.pickup')}
                hint={branches.length > 0 ? t('receive.pickupHint') : t('receive.pickupNone')}
                disabled={branches.length === 0}
                icon={<Store size={22} aria-hidden="true" />}
              />
            </fieldset>
            {pickup && (
              <fieldset className="mt-5 space-y-2">
                <legend className="mb-2 text-sm font-semibold text-ink-800">{t('receive.branches')}</legend>
                {branches.map((b) => (
                  <label
                    key={b.id}
                    className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-2xl p-4 ring-1 transition-colors ${b.id === branch?.id ? 'bg-honey-50 ring-2 ring-honey-500' : 'bg-white ring-ink-200 hover:bg-cream-50'}`}
                  >
                    <input
                      type="radio"
                      name="pickup_branch"
                      value={b.id}
                      checked={b.id === branch?.id}
                      onChange={() => setBranch(b.id)}
                      className="mt-0.5 size-5 shrink-0 accent-honey-600"
                    />
                    <span className="flex flex-col">
                      <span className="font-semibold text-ink-900" dir="auto">
                        {b.name}
                      </span>
                      <span className="text-sm text-ink-700" dir="auto">
                        {b.address}
                      </span>
                      {b.hours && (
                        <span className="text-sm text-ink-600" dir="auto">
                          {t('receive.hours', { hours: b.hours })}
                        </span>
                      )}
                    </span>
                  </label>
                ))}
              </fieldset>
            )}
          </Panel>

          {!pickup && (
            <Panel id="checkout-address" title={t('address.title')} icon={<MapPin size={20} aria-hidden="true" />}>
              {addresses.isError ? (
                <p className="text-danger-600">{t('address.loadFailed')}</p>
              ) : (
                <AddressChoice addresses={addresses.data} />
              )}
            </Panel>
          )}

          <Panel id="checkout-payment" title={t('payment.title')} icon={<CreditCard size={20} aria-hidden="true" />}>
            <fieldset className="space-y-3">
              <legend className="sr-only">{t('payment.title')}</legend>
              <Choice
                name="payment_method"
                value="1"
                checked={!online}
                onChange={() => setMethod(PAYMENT_METHODS.cash)}
                title={t(pickup ? 'payment.cashAtBranch' : 'payment.cash')}
                hint={pickup ? t('payment.cashAtBranchHint') : data.cod_available ? t('payment.cashHint') : data.cod_note}
                disabled={!pickup && !data.cod_available}
                icon={<Banknote size={22} aria-hidden="true" />}
              />
              <Choice
                name="payment_method"
                value="2"
                checked={online && !instalmentChosen}
                onChange={() => {
                  setMethod(PAYMENT_METHODS.online);
                  if (payType === TABBY_PAY_TYPE || payType === TAMARA_PAY_TYPE) setPayType('Visa');
                }}
                title={t('payment.online')}
                hint={
                  wallets.length > 0
                    ? t('payment.onlineHintWallets', {
                        ways: formatOrList([t('payment.cardWord'), ...wallets.map((w) => WALLET_PAY_NAMES[w])], lang),
                      })
                    : t('payment.onlineHint')
                }
                icon={<CreditCard size={22} aria-hidden="true" />}
              />
              {tabby && (
                <Choice
                  name="payment_method"
                  value="tabby"
                  checked={tabbyChosen}
                  onChange={() => {
                    setMethod(PAYMENT_METHODS.online);
                    setPayType(TABBY_PAY_TYPE);
                  }}
                  title={t('payment.tabby')}
                  hint={t('payment.tabbyHint', instalmentValues(toPay, lang))}
                  icon={<CalendarClock size={22} aria-hidden="true" />}
                />
              )}
              {tamara && (
                <Choice
                  name="payment_method"
                  value="tamara"
                  checked={tamaraChosen}
                  onChange={() => {
                    setMethod(PAYMENT_METHODS.online);
                    setPayType(TAMARA_PAY_TYPE);
                  }}
                  title={t('payment.tamara')}
                  hint={t('payment.tamaraHint', instalmentValues(toPay, lang))}
                  icon={<CalendarClock size={22} aria-hidden="true" />}
                />
              )}
            </fieldset>
            {online && !instalmentChosen && <PayTypeChoice value={payType} onChange={setPayType} wallets={wallets} />}
            {balance !== 0 && (
              <label className="mt-5 flex min-h-11 cursor-pointer items-center gap-3 rounded-2xl bg-cream-50 p-4 ring-1 ring-ink-200/70">
                <input
                  type="checkbox"
                  checked={useWallet}
                  onChange={(e) => setUseWallet(e.target.checked)}
                  className="size-5 accent-honey-600"
                />
                <WalletCards size={20} aria-hidden="true" className="text-honey-700" />
                <span className="flex flex-col">
                  <span className="font-semibold text-ink-900">{t('wallet.use')}</span>
                  <span className="text-sm text-ink-600">{t('wallet.balance', { amount: formatPrice(balance, lang) })}</span>
                </span>
              </label>
            )}
            {business && (
              <label className="mt-5 flex min-h-11 cursor-pointer items-center gap-3 rounded-2xl bg-cream-50 p-4 ring-1 ring-ink-200/70">
                <input
                  type="checkbox"
                  checked={asBusiness}
                  onChange={(e) => setAsBusiness(e.target.checked)}
                  className="size-5 accent-honey-600"
                />
                <Building2 size={20} aria-hidden="true" className="text-honey-700" />
                <span className="flex flex-col">
                  <span className="font-semibold text-ink-900">{t('business.buyAs', { company: business.company_name })}</span>
                  <span className="text-sm text-ink-600">
                    {t('business.hint')} <bdi dir="ltr">{business.trn}</bdi>
                  </span>
                </span>
              </label>
            )}
          </Panel>
        </div>

        <aside
          aria-labelledby="checkout-summary"
          className="space-y-5 rounded-3xl bg-white p-5 shadow-card ring-1 ring-ink-200/60 sm:p-6 lg:sticky lg:top-24"
        >
          <h2 id="checkout-summary" className="text-lg font-bold text-ink-900">
            {t('cart:summary.title')}
          </h2>
          <ul className="space-y-2 border-b border-ink-200 pb-4 text-sm">
            {data.products.map((line) => (
              <li key={line.id} className="flex justify-between gap-3">
                <span className="min-w-0 text-ink-700">
                  {line.name} <span className="text-ink-500 tabular-nums">× {formatNumber(line.quantity, lang)}</span>
                </span>
                <span className="shrink-0 font-medium text-ink-900 tabular-nums">{formatPrice(line.total_price, lang)}</span>
              </li>
            ))}
          </ul>
          {!pickup && <FreeDeliveryNote cart={data} />}
          <CartTotals cart={data} wallet={walletPart} cash={cash} deliveryKnown={primary !== undefined} pickup={pickup} />
          {!pickup && <ArrivalNote cart={data} />}
          {!online && !pickup && <CodNote cart={data} />}
          <button type="button" className="btn btn-primary w-full" disabled={(!pickup && !primary) || busy} onClick={() => pay.mutate()}>
            {busy
              ? t('placing')
              : online && toPay > 0
                ? isWalletPayType(payType)
                  ? t('payWith', { amount: formatPrice(toPay, lang), wallet: WALLET_PAY_NAMES[payType] })
                  : t('payNow', { amount: formatPrice(toPay, lang) })
                : t('placeOrder')}
          </button>
          {!primary && !pickup && <p className="text-center text-sm text-ink-600">{t('address.requiredShort')}</p>}
          <Link to="/cart" className="block text-center text-sm font-semibold text-honey-700 underline-offset-4 hover:underline">
            {t('backToCart')}
          </Link>
        </aside>
      </div>
    </div>
  );
}
