import type { RouteObject } from 'react-router';
import { guarded } from '../../lib/guards';
import { page, type PageDeclaration } from '../../lib/page';

// The list pages' and the product page's own strings are namespaces of their own, which the home page does not load;
// the messages after adding to the cart or the favourites load with the tap (messageOf). 'lists': the product page's
// list buttons.
const namespaces = ['catalog'];
const home = { access: 'public', load: () => import('./HomePage'), namespaces } as const;
const list = {
  access: 'public',
  // The list page reads which list from the URL (listSource.ts).
  load: () => import('./ProductListPage'),
  namespaces: [...namespaces, 'catalog/list'],
  render: { prefetch: () => import('./ssr').then((m) => m.list), cache: 'catalogue' },
} as const satisfies PageDeclaration;
const homeRender = { prefetch: () => import('./ssr').then((m) => m.home), cache: 'catalogue' } as const;

export const routes: RouteObject[] = [
  guarded([
    page({ ...home, render: homeRender }),
    page({ ...home, path: 'home', render: homeRender }),
    page({ ...list, path: 'products' }),
    page({ ...list, path: 'products/:homeType' }),
    page({ ...list, path: 'categories/:id' }),
    page({ ...list, path: 'groups/:id' }),
    page({ ...list, path: 'offers' }),
    page({
      path: 'details/:id',
      access: 'public',
      load: () => import('./ProductDetailsPage'),
      namespaces: [...namespaces, 'catalog/product', 'lists'],
      render: { prefetch: () => import('./ssr').then((m) => m.product), cache: 'catalogue' },
    }),
  ]),
];
