// What the server needs to render a public page: its data (fetched into the page's query client with the
// same query options the page reads) and its head for search engines and link previews. Each feature
// writes them in features/<domain>/ssr.ts and names them in its page declarations (lib/page.ts); only the
// server renderer loads them.
import type { QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { Params } from 'react-router';
import type { Lang } from '@shop/contract';
import { ApiRefusal } from '../api/client';

export interface PageContext {
  queryClient: QueryClient;
  params: Params;
  /** The path without the language prefix, e.g. /details/3. */
  path: string;
  search: URLSearchParams;
  lang: Lang;
  t: TFunction;
  /** The absolute URL of a path (without prefix) in the page's language. */
  href: (path: string) => string;
}

/** JSON-LD: a schema.org object, written into a non-executing <script type="application/ld+json">. */
export type JsonLd = Record<string, unknown>;

export interface PageHead {
  /** Without the shop's name (pageTitle adds it); none for the home page. */
  title?: string;
  description: string;
  /** The picture of link previews (Open Graph, Twitter). */
  image?: string;
  /** Open Graph's type. */
  type?: 'website' | 'product';
  /** Query parameters that name a different page (e.g. search, page), kept in the canonical URL. */
  canonicalQuery?: string[];
  jsonLd?: JsonLd[];
  /** Kept out of search engines: `<meta name="robots" content="noindex">` instead of the canonical and alternates. */
  noindex?: true;
}

/** Fetches a page's data; its head, or null when there is no such page (the server answers 404). */
export type PagePrefetch = (ctx: PageContext) => Promise<PageHead | null>;

/** A BreadcrumbList from the shop's home to the page, each step with its absolute URL. */
export function breadcrumbs(ctx: PageContext, steps: { name: string; path: string }[]): JsonLd {
  const all = [{ name: ctx.t('brand.name'), path: '/' }, ...steps];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: all.map((s, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: s.name,
      item: ctx.href(s.path),
    })),
  };
}

/** A fetch's answer; null when the server says there is no such thing (a 404 page), other failures thrown. */
export async function unlessNotFound<T>(fetch: Promise<T>): Promise<T | null> {
  try {
    return await fetch;
  } catch (error) {
    if (error instanceof ApiRefusal && error.notFound) return null;
    throw error;
  }
}
