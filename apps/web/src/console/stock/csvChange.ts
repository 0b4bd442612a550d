// The server describes each CSV change as "<column> <old> → <new>" (prices in AED with two decimals);
// the console shows it in the admin's language, with the column named and the numbers formatted.
import type { TFunction } from 'i18next';
import type { Lang } from '@shop/contract';
import { formatNumber, formatPrice } from '../../i18n';

const CHANGE = /^(price|sale_price|stock) (\d+(?:\.\d+)?) → (\d+(?:\.\d+)?)$/;

/** "Price: AED 50.00 → AED 60.00" (Arabic: "السعر: من … إلى …"); anything else is shown as sent. */
export function describeChange(change: string, t: TFunction<'console'>, lang: Lang): string {
  const m = CHANGE.exec(change);
  if (!m) return change;
  const [, field, from, to] = m as unknown as [string, 'price' | 'sale_price' | 'stock', string, string];
  const show = (v: string) => (field === 'stock' ? formatNumber(Number(v), lang) : formatPrice(Number(v), lang));
  return t('stock.csv.change', { field: t(`stock.csv.field.${field}`), from: show(from), to: show(to) });
}
