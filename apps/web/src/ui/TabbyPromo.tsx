// Tabby's promotional line ("4 interest-free payments of AED 28.75") under a price, shown only when the server
// offers Tabby (payment_methods.php's `tabby`, a customer's call: guests do not see it). The amount is the price
// split in four, to the fils, through the app's money formatter.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paymentMethodsCall } from '@shop/contract/calls';
import { apiData } from '../api/client';
import { useLoggedIn } from '../api/session';
import { formatNumber, formatPrice } from '../i18n/format';
import { useLang } from '../i18n/useLang';

export const TABBY_INSTALMENTS = 4;

/** One of Tabby's four payments of `aed`, to the fils. */
export const tabbyInstalment = (aed: number): number => Math.round((aed * 100) / TABBY_INSTALMENTS) / 100;

export function TabbyPromo({ amount, className = '' }: { amount: number; className?: string }) {
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
  if (!loggedIn || offered.data?.tabby !== true || amount <= 0) return null;
  return (
    <p className={`text-sm text-ink-700 ${className}`} data-testid="tabby-promo">
      {t('tabby.promo', { count: formatNumber(TABBY_INSTALMENTS, lang), amount: formatPrice(tabbyInstalment(amount), lang) })}
    </p>
  );
}
