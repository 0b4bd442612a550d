// Numbers, prices and dates in the visitor's language, through Intl (Arabic uses the ar-AE locale).
import { CURRENCY, type Lang } from '@shop/contract';
import { localeOf } from './language';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let f = cache.get(key);
  if (!f) cache.set(key, (f = make()));
  return f as T;
}

const priceFormat = (lang: Lang) =>
  cached(`price:${lang}`, () => new Intl.NumberFormat(localeOf(lang), { style: 'currency', currency: CURRENCY }));

const DIGIT_PARTS = new Set<string>(['integer', 'group', 'decimal', 'fraction']);
const joined = (parts: Intl.NumberFormatPart[]) => parts.map((p) => p.value).join('');

/**
 * Intl's text of `n`, an Arabic amount's sign kept with its digits as one LTR run (an isolate, LRI…PDI):
 * some engines' Arabic marks let the sign take the direction of the Arabic around it, showing "19.00- د.إ.".
 */
function signWithDigits(format: Intl.NumberFormat, n: number, lang: Lang): string {
  if (lang !== 'ar') return format.format(n);
  const parts = format.formatToParts(n);
  const sign = parts.findIndex((p) => p.type === 'minusSign' || p.type === 'plusSign');
  let end = sign + 1;
  while (sign >= 0 && end < parts.length && DIGIT_PARTS.has(parts[end]!.type)) end++;
  if (sign < 0 || end === sign + 1) return joined(parts);
  return `${joined(parts.slice(0, sign))}\u2066${joined(parts.slice(sign, end))}\u2069${joined(parts.slice(end))}`;
}

/** A price in dirhams, e.g. "AED 45.00" or "‏45.00 د.إ.‏". */
export function formatPrice(aed: number, lang: Lang): string {
  return signWithDigits(priceFormat(lang), aed, lang);
}

/** A change of money with its sign always written, where the language writes it: "+AED 10.00", "‏-10.00 د.إ.‏". */
export function formatSignedPrice(aed: number, lang: Lang): string {
  const format = cached(
    `signedPrice:${lang}`,
    () => new Intl.NumberFormat(localeOf(lang), { style: 'currency', currency: CURRENCY, signDisplay: 'always' }),
  );
  return signWithDigits(format, aed, lang);
}

/** Two prices as one range, e.g. "AED 25.00–50.00", through Intl's own range format. */
export function formatPriceRange(from: number, to: number, lang: Lang): string {
  return from === to ? formatPrice(from, lang) : priceFormat(lang).formatRange(from, to);
}

export function formatNumber(n: number, lang: Lang, options: Intl.NumberFormatOptions = {}): string {
  return cached(`num:${lang}:${JSON.stringify(options)}`, () => new Intl.NumberFormat(localeOf(lang), options)).format(n);
}

/** A whole percent, e.g. "25%" or "‏25٪". */
export function formatPercent(percent: number, lang: Lang): string {
  return formatNumber(percent / 100, lang, {
    style: 'percent',
    maximumFractionDigits: 0,
  });
}

/** A date (a Date, or a string the server sent such as "2026-01-05" or an ISO time). */
export function formatDate(value: Date | string, lang: Lang, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  return cached(`date:${lang}:${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(localeOf(lang), options)).format(date);
}

/** A shop day (YYYY-MM-DD, e.g. an arrival date) as "Wed, 9 Dec" in the page's language, the day as written. */
export function formatDay(day: string, lang: Lang): string {
  return formatDate(day, lang, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/** Two dates as one range in the page's language ('1 Nov – 31 Dec 2026'), through Intl's own range format. */
export function formatDateRange(
  from: Date | string,
  to: Date | string,
  lang: Lang,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  return new Intl.DateTimeFormat(localeOf(lang), options).formatRange(new Date(from), new Date(to));
}

/**
 * A place made of the region and emirate names ('Al Mushrif, Abu Dhabi', 'المشرف، أبوظبي'), with the comma of
 * the page's language (Intl.ListFormat would put 'and' between them in Arabic).
 */
export const placeName = (lang: Lang, ...names: (string | null | undefined)[]): string =>
  names.filter((n): n is string => !!n).join(lang === 'ar' ? '، ' : ', ');

/** "a, b or c" in the page's language. */
export const formatOrList = (items: string[], lang: Lang): string =>
  new Intl.ListFormat(localeOf(lang), { type: 'disjunction' }).format(items);

/** A country (ISO 3166-1 alpha-2) named in the page's language ('الإمارات العربية المتحدة'); the code when Intl cannot. */
export function countryName(code: string, lang: Lang): string {
  try {
    return new Intl.DisplayNames([localeOf(lang)], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
