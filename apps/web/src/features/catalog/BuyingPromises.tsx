import { useTranslation } from 'react-i18next';
import { LOCAL_DELIVERY_DAYS, RETURN_WINDOW_DAYS } from '@shop/contract';
import { formatNumber, useLang } from '../../i18n';
import { SpriteIcon, type SpriteName } from '../../ui/SpriteIcon';

/** Near the price: when it arrives, how long it can be returned, and the two ways to pay (docs/product.md §9 constants). */
export function BuyingPromises() {
  const { t } = useTranslation('catalog/product');
  const lang = useLang();
  const lines: { icon: SpriteName; text: string }[] = [
    {
      icon: 'truck',
      text: t('details.delivery', { from: formatNumber(LOCAL_DELIVERY_DAYS.from, lang), to: formatNumber(LOCAL_DELIVERY_DAYS.to, lang) }),
    },
    { icon: 'rotate-ccw', text: t('details.returns', { days: formatNumber(RETURN_WINDOW_DAYS, lang) }) },
    { icon: 'banknote', text: t('details.cashOnDelivery') },
    { icon: 'shield-check', text: t('details.securePayment') },
  ];
  return (
    <ul
      data-testid="buying-promises"
      className="grid gap-2 rounded-2xl bg-white p-4 text-sm text-ink-800 ring-1 ring-ink-200/60 sm:grid-cols-2"
    >
      {lines.map(({ icon, text }) => (
        <li key={text} className="flex items-start gap-2">
          <SpriteIcon name={icon} size={18} className="mt-0.5 shrink-0 text-herb-700" />
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}
