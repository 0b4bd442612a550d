// The storefront's server renderer (built with `vite build --ssr`, run by apps/server): a public page
// with its data, in the URL's language, for the first byte to carry the products, prices and pictures.
// The page's data is fetched first with the same query options the page reads; Preact (the app's React
// code runs on preact/compat, docs/decisions/008-preact.md) then renders the whole page into HTML, and the
// answers travel beside it as JSON for hydration (main.tsx).
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode, type ReactNode } from 'react';
import { type VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { matchRoutes } from 'react-router';
import { StaticRouter } from 'react-router';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import i18next, { type i18n as I18n, type ResourceKey } from 'i18next';
import { LANGUAGES, type Lang } from '@shop/contract';
import { i18nOptions } from './i18n';
import { basenameOf, directionOf, languageOfPath, pathInLanguage } from './i18n/language';
import { App } from './app/App';
import { preloadPages } from './lib/lazyPage';
import { type JsonLd, type PageHead, type PagePrefetches } from './lib/pageHead';
import { routes } from './app/router';
import { payloadScript } from './app/ssrPayload';
import { pageTitle } from './lib/usePageMeta';

const features = import.meta.glob<{ pages: PagePrefetches }>('./features/*/ssr.ts', { eager: true });
const prefetches: PagePrefetches = Object.assign({}, ...Object.values(features).map((f) => f.pages));

const featureLocales = import.meta.glob<{ default: ResourceKey }>('./features/*/locales/*.json', { eager: true });

/** One translator per language with every namespace loaded; never switched, so requests can share it. */
const translators = Object.fromEntries(
  LANGUAGES.map((lang) => {
    const instance = i18next.createInstance();
    void instance.init(i18nOptions(lang));
    for (const [file, module] of Object.entries(featureLocales)) {
      const [, , ns, , name] = file.split('/');
      if (name === `${lang}.json`) instance.addResourceBundle(lang, ns!, module.default);
    }
    return [lang, instance];
  }),
) as Record<Lang, I18n>;

/**
 * The API as the page's calls reach it during a render: the server answers them in-process. api/client.ts
 * calls fetch('/api/...'); on the server that relative URL goes to the render's own API, in its language.
 */
export type ApiFetch = (path: string, init: RequestInit) => Promise<Response>;
const current = new AsyncLocalStorage<{ api: ApiFetch; lang: Lang }>();
const networkFetch = globalThis.fetch;
globalThis.fetch = (input, init = {}) => {
  const render = current.getStore();
  if (!render || typeof input !== 'string' || !input.startsWith('/')) return networkFetch(input, init);
  const headers = new Headers(init.headers);
  // The browser's client sends the page's language; here the page's is the render's.
  headers.set('Accept-Language', render.lang);
  return render.api(input, { ...init, headers });
};

export interface Rendered {
  /** 200, or 404 for an unknown path or a page whose product, list or text does not exist. */
  status: number;
  lang: Lang;
  dir: 'ltr' | 'rtl';
  /** Title, description, canonical and alternates, link previews and JSON-LD, for <head>. */
  head: string;
  /** The page's HTML for #root, then the hydration payload. */
  body: string;
  /** The page may be kept until the catalogue changes (PageHead.uncached). */
  cacheable: boolean;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
/** JSON inside <script>: `<` escaped so the text cannot close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The route path of the page a path shows ('' for the index), or null when only the not-found route matches. */
function routeOf(path: string) {
  const leaf = matchRoutes(routes, path)?.at(-1);
  if (!leaf || leaf.route.path === '*') return null;
  return {
    key: leaf.route.index ? '' : (leaf.route.path ?? ''),
    params: leaf.params,
  };
}

/** True when the server renders this path (a public page or an unknown one); other pages are the app's shell. */
export function isRendered(url: string): boolean {
  const path = pathInLanguage(new URL(url, 'http://x').pathname, 'en');
  const route = routeOf(path);
  return !route || route.key === 'notfound' || Object.hasOwn(prefetches, route.key);
}

/**
 * The page's HTML, whole: Preact waits for every suspended part and renders it in place (its streaming renderer
 * would reveal such a part later with an inline script, which the CSP forbids).
 */
const renderToString = (app: ReactNode) => renderToStringAsync(app as unknown as VNode);

/**
 * The page's LCP picture (ui/Picture's load="lcp", the one img with fetchpriority="high"), preloaded from the
 * head: the browser asks for it before the blocking boot script, the styles, the fonts and the scripts, instead of
 * after them when it reaches the img in the body. Same srcset and sizes as the img, so the img reuses the answer.
 * Its attributes are copied as rendered, already escaped.
 */
function lcpPreload(html: string): string[] {
  const img = /<img\b[^>]*\sfetchpriority="high"[^>]*>/i.exec(html)?.[0];
  if (!img) return [];
  const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(img)?.[1];
  const src = attr('src');
  if (!src) return [];
  const srcset = attr('srcset');
  const responsive = srcset ? ` imagesrcset="${srcset}" imagesizes="${attr('sizes') ?? ''}"` : '';
  return [`<link rel="preload" as="image" href="${src}"${responsive} fetchpriority="high" />`];
}

/**
 * Renders the page at `url` (path and query, Arabic under /ar) with its data from `api`. `origin` is the
 * shop's public origin, for canonical and alternate URLs.
 */
export async function render(url: string, { api, origin }: { api: ApiFetch; origin: string }): Promise<Rendered> {
  const { pathname, search: query } = new URL(url, 'http://x');
  const lang = languageOfPath(pathname);
  const path = pathInLanguage(pathname, 'en');
  const search = new URLSearchParams(query);
  const t = translators[lang].t;
  const href = (p: string, l: Lang = lang) => `${origin}${pathInLanguage(p, l)}`;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });

  const route = routeOf(path);
  const prefetch = route && prefetches[route.key];
  const head: PageHead | null = prefetch
    ? await current.run({ api, lang }, () =>
        prefetch({
          queryClient,
          params: route.params,
          path,
          search,
          lang,
          t,
          href,
        }),
      )
    : null;
  const found = head !== null;
  const renderedPath = found ? path + query : '/notfound';
  // A page whose product, list or text does not exist goes to /notfound in the browser too, as it did there.
  const moved = !found && route !== null && route.key !== 'notfound';
  await preloadPages(matchRoutes(routes, renderedPath.split('?')[0]!));
  const basename = basenameOf(lang);
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={basename + renderedPath} basename={basename}>
      {children}
    </StaticRouter>
  );
  const html = await renderToString(
    <StrictMode>
      <App queryClient={queryClient} i18n={translators[lang]} lang={lang} Router={Router} />
    </StrictMode>,
  );

  const page = head ?? {
    title: t('notFound.title'),
    description: t('notFound.text'),
  };
  const kept = new URLSearchParams([...search].filter(([name]) => page.canonicalQuery?.includes(name)));
  const canonicalPath = (found ? path.toLowerCase() : path) + (kept.size ? `?${kept}` : '');
  const title = pageTitle(t, page.title);
  const image = page.image;
  const tags = [
    ...lcpPreload(html),
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    found ? `<link rel="canonical" href="${escapeHtml(href(canonicalPath))}" />` : '<meta name="robots" content="noindex" />',
    ...(found
      ? [
          ...LANGUAGES.map((l) => `<link rel="alternate" hreflang="${l}" href="${escapeHtml(href(canonicalPath, l))}" />`),
          `<link rel="alternate" hreflang="x-default" href="${escapeHtml(href(canonicalPath, 'en'))}" />`,
        ]
      : []),
    `<meta property="og:site_name" content="${escapeHtml(t('brand.name'))}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
    `<meta property="og:type" content="${page.type ?? 'website'}" />`,
    `<meta property="og:url" content="${escapeHtml(href(canonicalPath))}" />`,
    `<meta property="og:locale" content="${lang === 'ar' ? 'ar_AE' : 'en_AE'}" />`,
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(page.description)}" />`,
    ...(image
      ? [`<meta property="og:image" content="${escapeHtml(image)}" />`, `<meta name="twitter:image" content="${escapeHtml(image)}" />`]
      : []),
    ...(page.jsonLd ?? []).map((data: JsonLd) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ];
  return {
    status: found ? 200 : 404,
    cacheable: !head?.uncached,
    lang,
    dir: directionOf(lang),
    head: tags.join('\n    '),
    body: `<div id="root">${html}</div>\n    ${payloadScript({ state: dehydrate(queryClient), ...(moved ? { path: '/notfound' } : {}) })}`,
  };
}

// For the server's shell pages and sitemap: the same URLs as the app's.
export { languageOfPath } from './i18n/language';
export { legalPath } from './features/content/legalPaths';
