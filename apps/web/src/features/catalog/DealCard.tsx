import type { ComponentProps } from 'react';
import { BadgePercent } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatPrice, useLang } from '../../i18n';
import { ProductCard } from '../../ui/ProductCard';

/** The deals list's card (docs/product.md §2: a different card type for deals): the product card under what it saves. */
export function DealCard(props: ComponentProps<typeof ProductCard>) {
  const { t } = useTranslation('catalog/list');
  const lang = useLang();
  const { sale_price, list_price } = props.product;
  return (
    <div className="flex h-full flex-col rounded-[1.25rem] bg-honey-600 p-1 shadow-card">
      <p className="flex items-center gap-1.5 px-2.5 pb-1 pt-0.5 text-sm font-bold text-white">
        <BadgePercent size={16} aria-hidden="true" />
        <span className="tabular-nums">{t('list.save', { amount: formatPrice(list_price - sale_price, lang) })}</span>
      </p>
      <div className="flex-1">
        <ProductCard {...props} />
      </div>
    </div>
  );
}
