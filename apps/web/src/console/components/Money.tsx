// An amount of AED as the console shows it: Intl's format for the page's language (its sign and currency where
// that language puts them), bidi-isolated so the text beside it cannot reorder it in right-to-left pages.
import { formatPrice, useLang } from '../../i18n';

export function Money({ aed, className = 'tabular-nums' }: { aed: number; className?: string }) {
  const lang = useLang();
  return <bdi className={className}>{formatPrice(aed, lang)}</bdi>;
}
