import { useTranslation } from 'react-i18next';
import { CURRENCY, PRICE_RANGES } from '@shop/contract';
import { formatNumber, useLang } from '../../i18n';

/** The label of a price range; the last range is sent as 100 to 99999 (docs/product.md §9) and reads "above 100". */
export function usePriceLabel() {
  const { t } = useTranslation('catalog/list');
  const lang = useLang();
  const aed = (n: number) => formatNumber(n, lang, { style: 'currency', currency: CURRENCY, maximumFractionDigits: 0 });
  return (from: number, to: number) =>
    to >= PRICE_RANGES[2].to ? t('filters.priceAbove', { price: aed(from) }) : t('filters.priceRange', { from: aed(from), to: aed(to) });
}
