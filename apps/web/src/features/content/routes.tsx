import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazyPage';

const ContactPage = lazyPage(() => import('./ContactPage'), ['content']);
const LegalPage = lazyPage(() => import('./LegalPage'), ['content']);

/** Open static pages (docs/product.md §2): contact, and the legal texts (the spec's /privacy and /termsofconditions, the others under /legal). */
export const routes: RouteObject[] = [
  { path: 'contactus', Component: ContactPage },
  { path: 'privacy', Component: LegalPage },
  { path: 'termsofconditions', Component: LegalPage },
  { path: 'legal/:slug', Component: LegalPage },
];
