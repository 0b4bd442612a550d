import { useTranslation } from 'react-i18next';
import { formatPrice } from '../i18n/format';
import { useLang } from '../i18n/useLang';

interface PriceProps {
  /** What the shopper pays, in AED. */
  sale: number;
  /** The usual price, struck through when it differs from the sale price. */
  list?: number;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const sizes = { sm: 'text-base', md: 'text-lg', lg: 'text-2xl' };

/** Sale price and, when different, the list price struck through (docs/product.md §5 price display). */
export function Price({ sale, list, size = 'md', className = '' }: PriceProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const listPrice = list !== undefined && list !== sale ? formatPrice(list, lang) : null;
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${className}`}>
      <span className={`font-bold tracking-tight text-ink-900 tabular-nums ${sizes[size]}`}>{formatPrice(sale, lang)}</span>
      {listPrice && (
        <del className="text-sm text-ink-600 tabular-nums">
          <span className="sr-only">{t('product.listPrice', { price: listPrice })}</span>
          <span aria-hidden="true">{listPrice}</span>
        </del>
      )}
    </p>
  );
}
