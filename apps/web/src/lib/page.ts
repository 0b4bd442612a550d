// The one declaration of a page (docs/architecture.md, "Pages"): its path, who may see it, its code and
// translations, and, for a public page, how the server renders it and whether the server may keep the result.
// The router takes its route from it, the server renderer renders only a public page that declares a render,
// and the server's page cache keeps only a page that opts in; a test checks that a customer's page sits under
// the login guard (app/pages.test.ts).
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage } from './lazyPage';
import type { PagePrefetch } from './pageHead';

/** Who may see a page: anyone; a signed-in customer (a guest is warned and sent to /login); the shop's staff. */
export type PageAccess = 'public' | 'customer' | 'admin';

/** How the server renders a public page (features/<domain>/ssr.ts, imported by the server renderer only). */
export interface PageRender {
  /** Fetches the page's data into the render's query client and gives its head; null when there is no such page. */
  prefetch: () => Promise<PagePrefetch>;
  /**
   * 'catalogue': the rendered page is the same for every guest and changes only with the catalogue, so the server
   * keeps it until the next catalogue change. Without it the page is rendered for every request (its data has no
   * change notification: contact, legal texts).
   */
  cache?: 'catalogue';
}

interface PageCommon {
  /** The route path under its parent ('details/:id'); none for the index page of its parent. */
  path?: string;
  /** The page's own chunk, loaded with its translation namespaces so it renders at once in the right language. */
  load: () => Promise<{ default: ComponentType }>;
  namespaces: readonly string[];
}

export type PageDeclaration =
  (PageCommon & { access: 'public'; render?: PageRender }) | (PageCommon & { access: 'customer' | 'admin'; render?: never });

/** What a page's route carries for the renderer, the cache and the tests (route.handle). */
export interface PageHandle {
  page: PageDeclaration;
}

export const pageOf = (route: { handle?: unknown }): PageDeclaration | undefined => (route.handle as Partial<PageHandle> | undefined)?.page;

/** A page's route. */
export function page(declaration: PageDeclaration): RouteObject {
  const Component = lazyPage(declaration.load, declaration.namespaces);
  const handle: PageHandle = { page: declaration };
  return declaration.path === undefined ? { index: true, Component, handle } : { path: declaration.path, Component, handle };
}
