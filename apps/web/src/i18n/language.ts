// The shop's language (docs/product.md §4): stored under `language`, English when unset; switching reloads the page.
import { LANGUAGES, type Lang } from '@shop/contract';
import { readStored, writeStored } from '../api/storage';
import { inBrowser } from '../lib/inBrowser';

export const DEFAULT_LANGUAGE: Lang = LANGUAGES[0];

export function storedLanguage(): Lang {
  const value = readStored('language');
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Lang) : DEFAULT_LANGUAGE;
}

/** Arabic pages live under /ar (crawlable per language); the spec's paths are the English pages. */
export const ARABIC_PREFIX = '/ar';

/** The language a URL path is in: Arabic under /ar, English otherwise. */
export const languageOfPath = (pathname: string): Lang => (/^\/ar(\/|$)/i.test(pathname) ? 'ar' : 'en');

/** The router's basename for a language: the Arabic pages' prefix, none for English. */
export const basenameOf = (lang: Lang): string => (lang === 'ar' ? ARABIC_PREFIX : '');

/** The same page in another language: `/ar/details/3` ↔ `/details/3`, `/ar/` ↔ `/`. */
export function pathInLanguage(pathname: string, lang: Lang): string {
  const path = languageOfPath(pathname) === 'ar' ? pathname.slice(ARABIC_PREFIX.length) || '/' : pathname;
  return lang === 'ar' ? `${ARABIC_PREFIX}${path}` : path;
}

/**
 * The page's language, as <html lang> says: the server writes its URL's, and boot.js (before anything else
 * runs) moves a visitor whose stored choice differs to the other language's URL. English outside a browser;
 * the server renders each request with its own translator.
 */
export const pageLanguage = (): Lang => (inBrowser && document.documentElement.lang === 'ar' ? 'ar' : DEFAULT_LANGUAGE);

export const directionOf = (lang: Lang): 'rtl' | 'ltr' => (lang === 'ar' ? 'rtl' : 'ltr');

/** Locale for Intl: Arabic as written in the Emirates, English with UAE conventions (AED, day-month order). */
export const localeOf = (lang: Lang): string => (lang === 'ar' ? 'ar-AE' : 'en-AE');

/** Stores the choice and loads the same page in that language (a full load, as the spec's reload). */
export function switchLanguage(lang: Lang): void {
  writeStored('language', lang);
  if (lang === pageLanguage()) return;
  const { pathname, search, hash } = window.location;
  window.location.assign(pathInLanguage(pathname, lang) + search + hash);
}
