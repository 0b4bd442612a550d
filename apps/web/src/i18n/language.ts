// The shop's language (spec §4): stored under `language`, English when unset; switching reloads the page.
import { LANGUAGES, type Lang } from '@shop/contract';
import { readStored, writeStored } from '../api/storage';

export const DEFAULT_LANGUAGE: Lang = LANGUAGES[0];

export function storedLanguage(): Lang {
  const value = readStored('language');
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Lang) : DEFAULT_LANGUAGE;
}

export const directionOf = (lang: Lang): 'rtl' | 'ltr' => (lang === 'ar' ? 'rtl' : 'ltr');

/** Locale for Intl: Arabic as written in the Emirates, English with UAE conventions (AED, day-month order). */
export const localeOf = (lang: Lang): string => (lang === 'ar' ? 'ar-AE' : 'en-AE');

export function switchLanguage(lang: Lang): void {
  if (lang === storedLanguage()) return;
  writeStored('language', lang);
  window.location.reload();
}
