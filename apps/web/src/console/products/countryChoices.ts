import { COUNTRY_CODES, type Lang } from '@shop/contract';
import { countryName, localeOf } from '../../i18n';

/**
 * Every ISO 3166-1 country as a choice: its code and its name in the page's language, in that language's order.
 * Here, with the product form that offers them, not in i18n/format.ts: that module is in every page's first load.
 */
export function countryChoices(lang: Lang): { code: string; name: string }[] {
  const collator = new Intl.Collator(localeOf(lang));
  return COUNTRY_CODES.map((code) => ({ code, name: countryName(code, lang) })).sort((a, b) => collator.compare(a.name, b.name));
}
