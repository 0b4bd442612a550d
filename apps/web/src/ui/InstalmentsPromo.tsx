// The buy-now-pay-later providers' promotional line under a price: Tabby's "4 interest-free payments of AED 28.75",
// Tamara's "Or 4 interest-free payments of AED 28.75 with Tamara". Each is shown only when the server offers that
// provider (payment_methods.php's `tabby` / `tamara`, a customer's call: guests do not see it). The amount is the
// price split in four, to the fils, through the app's money formatter.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paymentMethodsCall } from '@shop/contract/calls';
import { apiData } from '../api/client';
import { useLoggedIn } from '../api/session';
import { formatNumber, formatPrice } from '../i18n/format';
import { useLang } from '../i18n/useLang';

/** Tabby's and Tamara's plans in the shop: four payments. */
export const INSTALMENTS = 4;

/** One of four payments of `aed`, to the fils. */
export const instalment = (aed: number): number => Math.round((aed * 100) / INSTALMENTS) / 100;

/** The instalment texts' values: the count and one payment of `aed`, formatted for the language. */
export const instalmentValues = (aed: number, lang: ReturnType<typeof useLang>) => ({
  count: formatNumber(INSTALMENTS, lang),
  amount: formatPrice(instalment(aed), lang),
});

type Provider = 'tabby' | 'tamara';

function InstalmentsPromo({ provider, amount, className = '' }: { provider: Provider; amount: number; className?: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const loggedIn = useLoggedIn();
  // The same query (key and call) as the checkout's paymentMethodsQuery: one request serves both.
  const offered = useQuery({
    queryKey: ['payment_methods'],
    queryFn: ({ signal }) => apiData(paymentMethodsCall, {}, { signal }),
    staleTime: 5 * 60_000,
    enabled: loggedIn,
  });
  if (!loggedIn || offered.data?.[provider] !== true || amount <= 0) return null;
  return (
    <p className={`text-sm text-ink-700 ${className}`} data-testid={`${provider}-promo`}>
      {t(`${provider}.promo`, instalmentValues(amount, lang))}
    </p>
  );
}

export const TabbyPromo = (props: { amount: number; className?: string }) => <InstalmentsPromo provider="tabby" {...props} />;
export const TamaraPromo = (props: { amount: number; className?: string }) => <InstalmentsPromo provider="tamara" {...props} />;
