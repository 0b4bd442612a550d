// i18next: the common strings (src/i18n/{en,ar}.json) and each feature's namespace
// (src/features/<domain>/locales/{en,ar}.json, and <domain>/<part> in locales/<part>/: localeFiles.ts) are found by the globs below and loaded when first used, in the
// page's language only (the browser's start chunk carries neither language's strings; main.tsx waits for
// `i18nReady` before it renders). Adding a namespace is adding its two files. The server renderer hands every
// translator both languages' common strings (entry-server.tsx, i18nOptions' resources).
import i18n, { type BackendModule, type InitOptions, type Resource, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '@shop/contract';
import { directionOf, pageLanguage } from './language';
import { localeFile } from './localeFiles';
import { inBrowser } from '../lib/inBrowser';

const commonLocales = import.meta.glob<{ default: ResourceKey }>('./*.json');
const featureLocales = Object.fromEntries(
  Object.entries(import.meta.glob<{ default: ResourceKey }>(['../features/*/locales/**/*.json', '../console/locales/*.json'])).flatMap(
    ([path, load]) => {
      const file = localeFile(path);
      return file ? [[`${file.ns}|${file.lang}`, load]] : [];
    },
  ),
);

const featureBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lang, ns, done) {
    const load = ns === 'common' ? commonLocales[`./${lang}.json`] : featureLocales[`${ns}|${lang}`];
    if (!load) return done(new Error(`No translations for namespace "${ns}" in ${lang}`), false);
    load().then(
      (m) => done(null, m.default),
      (e: unknown) => done(e instanceof Error ? e : new Error(String(e)), false),
    );
  },
};

export const language: Lang = pageLanguage();

export const direction = directionOf(language);

/**
 * The settings of every translator: this page's (its common strings loaded by the backend), and the server's one
 * per language (entry-server.tsx), which hands it the common strings as `resources`.
 */
export const i18nOptions = (lng: Lang, resources?: Resource): InitOptions => ({
  lng,
  // Every key exists in both languages (i18n.test.ts checks), so there is nothing to fall back to.
  fallbackLng: false,
  supportedLngs: ['en', 'ar'],
  defaultNS: 'common',
  ns: ['common'],
  resources,
  interpolation: { escapeValue: false },
  initAsync: false,
});

/**
 * Resolves once the page's language's common strings are loaded (a language switched to later loads its own:
 * `i18n.changeLanguage` asks the backend for every namespace in use). The page's translator is the browser's only:
 * the server renders with translators of its own that hold every namespace (entry-server.tsx); a load through the
 * backend there would import the server bundle from inside itself.
 */
export const i18nReady: Promise<unknown> = inBrowser
  ? i18n
      .use(featureBackend)
      .use(initReactI18next)
      .init({ ...i18nOptions(language), partialBundledLanguages: true })
  : Promise.resolve();

/** Loads namespaces before a page renders, so it does not suspend on its own strings. */
export const loadNamespaces = (ns: readonly string[]) => (inBrowser && ns.length ? i18n.loadNamespaces([...ns]) : Promise.resolve());

/**
 * A message shown after an action (a toast about adding to the cart or the favourites), from a namespace that loads
 * then rather than with every page that has the action (docs/decisions/014). Ask for the namespace when the action
 * starts (loadNamespaces) so it is here when the answer is.
 */
export async function messageOf(ns: string, key: string): Promise<string> {
  await loadNamespaces([ns]);
  return i18n.t(key, { ns });
}

export { i18n };

// The rest of the public surface: the storefront's features, the console and the shell import i18n/ from here only
// (eslint.config.js).
export {
  countryName,
  formatDate,
  formatDateRange,
  formatDay,
  formatNumber,
  formatOrList,
  formatPercent,
  formatPrice,
  formatPriceRange,
  formatSignedPrice,
  placeName,
} from './format';
export { directionOf, localeOf } from './language';
export { useLang } from './useLang';
