// How to pay online by card: the cards and the phone wallets the payment provider's account offers (Tabby and Tamara
// are choices of their own on the checkout page, offered when useTabbyOffered / useTamaraOffered say so). Apple Pay is shown only where the device can use it (Safari with a card
// in Wallet); Google Pay works in any browser.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CARD_TYPES, WALLET_PAY_NAMES, type OnlinePayType, type WalletPayType } from '@shop/contract';
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

/**
 * Whether the server offers Tamara to this shopper now (its pre-check accepted the cart). The answer depends on the
 * cart, so the checkout asks again when it opens rather than trusting one cached from a product page.
 */
export function useTamaraOffered(): boolean {
  return useQuery({ ...paymentMethodsQuery, refetchOnMount: 'always' }).data?.tamara === true;
}

function Mark({ type }: { type: OnlinePayType }) {
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
}: {
  value: OnlinePayType;
  onChange: (type: OnlinePayType) => void;
  wallets: WalletPayType[];
}) {
  const { t } = useTranslation('checkout');
  const types: OnlinePayType[] = [...CARD_TYPES, ...wallets];
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
    </fieldset>
  );
}
