// i18next: common strings (src/i18n/{en,ar}.json) are bundled; each feature's namespace
// (src/features/<domain>/locales/{en,ar}.json) is found by the glob below and loaded when first used,
// so adding a namespace is adding its two files.
import i18n, { type BackendModule, type InitOptions, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '@shop/contract';
import en from './en.json';
import ar from './ar.json';
import { directionOf, pageLanguage } from './language';

const featureLocales = import.meta.glob<{ default: ResourceKey }>('../features/*/locales/*.json');

/** Namespaces that exist: 'common' plus one per feature folder with locales. */
export const featureNamespaces = [...new Set(Object.keys(featureLocales).map((p) => p.split('/')[2]!))];

const featureBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lang, ns, done) {
    const load = featureLocales[`../features/${ns}/locales/${lang}.json`];
    if (!load) return done(new Error(`No translations for namespace "${ns}" in ${lang}`), false);
    load().then(
      (m) => done(null, m.default),
      (e: unknown) => done(e instanceof Error ? e : new Error(String(e)), false),
    );
  },
};

export const language: Lang = pageLanguage();
export const direction = directionOf(language);

/** The settings of every translator: this page's, and the server's one per request (entry-server.tsx). */
export const i18nOptions = (lng: Lang): InitOptions => ({
  lng,
  // Every key exists in both languages (i18n.test.ts checks), so there is nothing to fall back to.
  fallbackLng: false,
  supportedLngs: ['en', 'ar'],
  defaultNS: 'common',
  ns: ['common'],
  resources: { en: { common: en }, ar: { common: ar } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

void i18n
  .use(featureBackend)
  .use(initReactI18next)
  .init({ ...i18nOptions(language), partialBundledLanguages: true });

/** Loads namespaces before a page renders, so it does not suspend on its own strings. */
export const loadNamespaces = (ns: readonly string[]) => (ns.length ? i18n.loadNamespaces([...ns]) : Promise.resolve());

export { i18n };
