// The storefront's server renderer (built with `vite build --ssr`, run by apps/server): a public page
// with its data, in the URL's language, for the first byte to carry the products, prices and pictures.
// The page's data is fetched first with the same query options the page reads; React then renders the whole
// page into HTML, and the answers travel beside it as JSON for hydration (main.tsx).
import { AsyncLocalStorage } from 'node:async_hooks';
import { text } from 'node:stream/consumers';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, type Params } from 'react-router';
import { StaticRouter } from 'react-router';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import i18next, { type i18n as I18n, type ResourceKey } from 'i18next';
import { LANGUAGES, type Lang } from '@shop/contract';
import { i18nOptions } from './i18n';
import en from './i18n/en.json';
import ar from './i18n/ar.json';
import { basenameOf, directionOf, languageOfPath, pathInLanguage } from './i18n/language';
import { App } from './app/App';
import { setApiTransport, type ApiTransport } from './api/client';
import { storeInfoQuery } from './api/storeInfo';
import { preloadPages } from './lib/lazyPage';
import { type JsonLd } from './lib/pageHead';
import { pageOf, type PageRender } from './lib/page';
import { routes } from './app/router';
import { payloadScript } from './app/ssrPayload';
import { pageTitle } from './lib/usePageMeta';
import { localeFile } from './i18n/localeFiles';

const featureLocales = import.meta.glob<{ default: ResourceKey }>(['./features/*/locales/**/*.json', './console/locales/*.json'], {
  eager: true,
});

/** One translator per language with every namespace loaded; never switched, so requests can share it. */
const translators = Object.fromEntries(
  LANGUAGES.map((lang) => {
    const instance = i18next.createInstance();
    void instance.init(i18nOptions(lang, { en: { common: en }, ar: { common: ar } }));
    for (const [path, module] of Object.entries(featureLocales)) {
      const file = localeFile(path);
      if (file?.lang === lang) instance.addResourceBundle(lang, file.ns, module.default);
    }
    return [lang, instance];
  }),
) as Record<Lang, I18n>;

/**
 * The API as the page's calls reach it during a render: the server answers them in-process, in the render's
 * language (the browser's client sends the page's). Renders run side by side, so each call finds its own.
 */
export type ApiFetch = ApiTransport;
const current = new AsyncLocalStorage<ApiTransport>();
setApiTransport(() => current.getStore() ?? fetch);
const inLanguage =
  (api: ApiFetch, lang: Lang): ApiTransport =>
  (path, init) => {
    const headers = new Headers(init.headers);
    headers.set('Accept-Language', lang);
    return api(path, { ...init, headers });
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
  /** The page may be kept until the catalogue changes (its declaration's render.cache, lib/page.ts). */
  cacheable: boolean;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
/** JSON inside <script>: `<` escaped so the text cannot close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The page a path shows, as its declaration says the server renders it (lib/page.ts): a public page with a render;
 * `render` is null for any other page (the app's shell), and the whole is null when only the not-found route
 * matches.
 */
function routeOf(path: string): { render: PageRender | null; params: Params } | null {
  const leaf = matchRoutes(routes, path)?.at(-1);
  if (!leaf || leaf.route.path === '*' || leaf.route.path === 'notfound') return null;
  const page = pageOf(leaf.route);
  return { render: page?.access === 'public' ? (page.render ?? null) : null, params: leaf.params };
}

/** True when the server renders this path (a public page that declares a render, or an unknown one); other pages are the app's shell. */
export function isRendered(url: string): boolean {
  const route = routeOf(pathInLanguage(new URL(url, 'http://x').pathname, 'en'));
  return !route || route.render !== null;
}

/**
 * The page's HTML, whole, once every suspended part is ready. React moves a Suspense boundary's content past
 * its progressive chunk size (12.8 kB) into a hidden element revealed by an inline script, which the CSP
 * forbids: with no limit every part stays in place.
 */
async function renderToString(app: ReactNode): Promise<string> {
  // A part that fails would be left for the browser to render; the server answers with its error instead.
  let failure: unknown;
  const { prelude } = await prerenderToNodeStream(app, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => void (failure ??= error),
  });
  const html = await text(prelude);
  if (failure) throw failure;
  return html;
}

/**
 * The resources React hoists out of the page (the preload of the LCP picture, ui/Picture's load="lcp" with
 * fetchpriority="high"), which it writes before the page's HTML when it renders less than a whole document: they
 * go to the head, so the browser asks for the picture before the blocking boot script, the styles, the fonts
 * and the scripts, instead of when it reaches #root. Hydration expects none of them in #root.
 */
function hoistResources(html: string): { hoisted: string[]; page: string } {
  const [, links = '', page = html] = /^((?:<link\b[^>]*\/>)*)([\s\S]*)$/.exec(html) ?? [];
  return { hoisted: links.match(/<link\b[^>]*\/>/g) ?? [], page };
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
  const prefetch = route?.render ? await route.render.prefetch() : null;
  const [head] = await current.run(inLanguage(api, lang), () =>
    Promise.all([
      prefetch ? prefetch({ queryClient, params: route!.params, path, search, lang, t, href }) : null,
      // Every page's footer shows the company and the app links: rendered with them, never asked for after.
      queryClient.prefetchQuery(storeInfoQuery),
    ]),
  );
  const found = head !== null;
  const renderedPath = found ? path + query : '/notfound';
  // A page whose product, list or text does not exist goes to /notfound in the browser too, as it did there.
  const moved = !found && route !== null;
  await preloadPages(matchRoutes(routes, renderedPath.split('?')[0]!));
  const basename = basenameOf(lang);
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={basename + renderedPath} basename={basename}>
      {children}
    </StaticRouter>
  );
  const { hoisted, page: html } = hoistResources(
    await renderToString(
      <StrictMode>
        <App queryClient={queryClient} i18n={translators[lang]} lang={lang} Router={Router} />
      </StrictMode>,
    ),
  );

  const page = head ?? {
    title: t('notFound.title'),
    description: t('notFound.text'),
  };
  const kept = new URLSearchParams([...search].filter(([name]) => page.canonicalQuery?.includes(name)));
  const canonicalPath = (found ? path.toLowerCase() : path) + (kept.size ? `?${kept}` : '');
  const title = pageTitle(t, page.title);
  const indexed = found && !page.noindex;
  const image = page.image;
  const tags = [
    ...hoisted,
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    indexed ? `<link rel="canonical" href="${escapeHtml(href(canonicalPath))}" />` : '<meta name="robots" content="noindex" />',
    ...(indexed
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
    // A page that does not exist stays so until the catalogue changes.
    cacheable: !found || route?.render?.cache === 'catalogue',
    lang,
    dir: directionOf(lang),
    head: tags.join('\n    '),
    body: `<div id="root">${html}</div>\n    ${payloadScript({ state: dehydrate(queryClient), ...(moved ? { path: '/notfound' } : {}) })}`,
  };
}

// For the server's shell pages and sitemap: the same URLs as the app's.
export { languageOfPath } from './i18n/language';
export { legalPath } from './features/content/legalPaths';
