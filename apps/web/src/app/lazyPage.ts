import { lazy, type ComponentType } from 'react';
import { loadNamespaces } from '../i18n';

/**
 * A route page in its own chunk, loaded with its translation namespaces so it renders at once in the
 * right language. Usage: `const HomePage = lazyPage(() => import('./HomePage'), ['catalog'])`.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, namespaces: readonly string[] = []) {
  return lazy(async () => {
    const [page] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return page;
  });
}
