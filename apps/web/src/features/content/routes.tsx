import type { RouteObject } from 'react-router';
import { page } from '../../lib/page';

// Their data (branches, legal texts) has no change notification, so the server renders them for every request.
const legal = {
  access: 'public',
  load: () => import('./LegalPage'),
  namespaces: ['content'],
  render: { prefetch: () => import('./ssr').then((m) => m.legal) },
} as const;

/** Open static pages (docs/product.md §2): contact, and the legal texts (the spec's /privacy and /termsofconditions, the others under /legal). */
export const routes: RouteObject[] = [
  page({
    path: 'contactus',
    access: 'public',
    load: () => import('./ContactPage'),
    namespaces: ['content'],
    render: { prefetch: () => import('./ssr').then((m) => m.contact) },
  }),
  page({ ...legal, path: 'privacy' }),
  page({ ...legal, path: 'termsofconditions' }),
  page({ ...legal, path: 'legal/:slug' }),
  // The spec's test route 'A' (docs/product.md §2): a plain page, open, without data, kept out of search engines.
  page({
    path: 'a',
    access: 'public',
    load: () => import('./TestPage'),
    namespaces: ['content'],
    render: { prefetch: () => import('./ssr').then((m) => m.testPage), cache: 'catalogue' },
  }),
];
