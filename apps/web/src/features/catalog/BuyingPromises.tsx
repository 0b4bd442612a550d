import { Banknote, RotateCcw, ShieldCheck, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LOCAL_DELIVERY_DAYS, RETURN_WINDOW_DAYS } from '@shop/contract';
import { formatNumber } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';

/** Near the price: when it arrives, how long it can be returned, and the two ways to pay (docs/product.md §9 constants). */
export function BuyingPromises() {
  const { t } = useTranslation('catalog');
  const lang = useLang();
  const lines = [
    {
      icon: Truck,
      text: t('details.delivery', { from: formatNumber(LOCAL_DELIVERY_DAYS.from, lang), to: formatNumber(LOCAL_DELIVERY_DAYS.to, lang) }),
    },
    { icon: RotateCcw, text: t('details.returns', { days: formatNumber(RETURN_WINDOW_DAYS, lang) }) },
    { icon: Banknote, text: t('details.cashOnDelivery') },
    { icon: ShieldCheck, text: t('details.securePayment') },
  ];
  return (
    <ul
      data-testid="buying-promises"
      className="grid gap-2 rounded-2xl bg-white p-4 text-sm text-ink-800 ring-1 ring-ink-200/60 sm:grid-cols-2"
    >
      {lines.map(({ icon: Icon, text }) => (
        <li key={text} className="flex items-start gap-2">
          <Icon size={18} className="mt-0.5 shrink-0 text-herb-700" aria-hidden="true" />
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}
