import { createElement, lazy, type ComponentType } from 'react';
import { loadNamespaces } from '../i18n';

/** A route page loaded on demand; `preload()` loads it ahead so it renders without suspending. */
export type LazyPage = ComponentType & { preload: () => Promise<void> };

/**
 * A route page in its own chunk, loaded with its translation namespaces so it renders at once in the
 * right language. Usage: `const HomePage = lazyPage(() => import('./HomePage'), ['catalog'])`.
 * Once preloaded it renders directly: the server preloads the page it renders (a page that suspends there
 * would be revealed by an inline script, which the CSP forbids), and the browser before hydrating it.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, namespaces: readonly string[] = []): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () =>
    (loading ??= Promise.all([load(), loadNamespaces(namespaces)]).then(([page]) => {
      loaded = page.default;
      return page;
    }));
  const Lazy = lazy(preload);
  const Page = () => createElement(loaded ?? Lazy);
  return Object.assign(Page, {
    preload: () => preload().then(() => undefined),
  });
}

/** Preloads the pages of a route match (the chain of routes from the layout to the page). */
export const preloadPages = (matches: { route: { Component?: ComponentType | null } }[] | null) =>
  Promise.all((matches ?? []).map(({ route }) => (route.Component as Partial<LazyPage> | undefined)?.preload?.()));
