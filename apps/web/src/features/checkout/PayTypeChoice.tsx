// How to pay online: the cards, the phone wallets the payment provider's account offers, and Tabby (buy now,
// pay later) when the server offers it. Apple Pay is shown only where the device can use it (Safari with a card
// in Wallet); Google Pay works in any browser.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CARD_TYPES, TABBY_PAY_TYPE, WALLET_PAY_NAMES, type OnlinePayType, type WalletPayType } from '@shop/contract';
import { formatNumber, formatPrice } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { TABBY_INSTALMENTS, tabbyInstalment } from '../../ui/TabbyPromo';
import { paymentMethodsQuery } from './api';

interface ApplePayWindow {
  ApplePaySession?: { canMakePayments?: () => boolean };
}

const applePayUsable = () => typeof window !== 'undefined' && (window as ApplePayWindow).ApplePaySession?.canMakePayments?.() === true;

/** The phone wallets to offer here: those the provider enables that this device can use. */
export function useOfferedWallets(): WalletPayType[] {
  const offered = useQuery(paymentMethodsQuery);
  return (offered.data?.wallets ?? []).filter((wallet) => wallet !== 'ApplePay' || applePayUsable());
}

/** Whether the server offers Tabby to this shopper now. */
export function useTabbyOffered(): boolean {
  return useQuery(paymentMethodsQuery).data?.tabby === true;
}

function Mark({ type }: { type: OnlinePayType }) {
  const { t } = useTranslation('checkout');
  if (type === TABBY_PAY_TYPE) return <span className="font-semibold">{t('payment.tabby')}</span>;
  if (type === 'ApplePay')
    return (
      <span className="rounded-md bg-black px-2 py-0.5 text-sm font-semibold text-white" dir="ltr">
        {WALLET_PAY_NAMES.ApplePay}
      </span>
    );
  if (type === 'GooglePay')
    return (
      <span className="rounded-md bg-white px-2 py-0.5 text-sm font-semibold text-ink-800 ring-1 ring-ink-300" dir="ltr">
        <span aria-hidden="true">
          <span className="text-[#4285f4]">G</span> Pay
        </span>
        <span className="sr-only">{WALLET_PAY_NAMES.GooglePay}</span>
      </span>
    );
  return (
    <span className="font-semibold" dir="ltr">
      {type}
    </span>
  );
}

export function PayTypeChoice({
  value,
  onChange,
  wallets,
  tabby = false,
  amount = 0,
}: {
  value: OnlinePayType;
  onChange: (type: OnlinePayType) => void;
  wallets: WalletPayType[];
  /** Offer Tabby (the server says it is available). */
  tabby?: boolean;
  /** AED left to pay online: Tabby's four payments are shown from it. */
  amount?: number;
}) {
  const { t } = useTranslation('checkout');
  const lang = useLang();
  const types: OnlinePayType[] = [...CARD_TYPES, ...wallets, ...(tabby ? [TABBY_PAY_TYPE as OnlinePayType] : [])];
  return (
    <fieldset className="mt-4 flex flex-wrap gap-3 ps-1">
      <legend className="mb-2 text-sm font-semibold text-ink-800">{t('payment.card')}</legend>
      {types.map((type) => (
        <label
          key={type}
          className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-full px-4 ring-1 ${value === type ? 'bg-honey-50 ring-2 ring-honey-500' : 'bg-white ring-ink-200'}`}
        >
          <input
            type="radio"
            name="payment_method_type"
            value={type}
            checked={value === type}
            onChange={() => onChange(type)}
            className="size-4 accent-honey-600"
          />
          <Mark type={type} />
        </label>
      ))}
      {tabby && value === TABBY_PAY_TYPE && amount > 0 && (
        <p className="w-full text-sm text-ink-700">
          {t('payment.tabbyHint', { count: formatNumber(TABBY_INSTALMENTS, lang), amount: formatPrice(tabbyInstalment(amount), lang) })}
        </p>
      )}
    </fieldset>
  );
}
