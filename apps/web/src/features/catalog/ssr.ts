// The catalogue's public pages on the server (lib/pageHead.ts, declared in routes.tsx): home, the product lists and a product.
import { CURRENCY, type ProductDetail } from '@shop/contract';
import { countryName } from '../../i18n';
import { breadcrumbs, unlessNotFound, type PageContext, type PageHead, type PagePrefetch } from '../../lib/pageHead';
import { productPath } from '../../ui/ProductCard';
import { filtersOf, listSourceOf, pageOf } from './listSource';
import { listTitle } from './ProductListPage';
import { categoriesQuery, groupsQuery, homeQuery, productQuery } from './api';
import { listQuery } from './listQuery';
import { productTrail } from './trail';

export const home: PagePrefetch = async ({ queryClient, t }) => {
  const [data] = await Promise.all([queryClient.fetchQuery(homeQuery), queryClient.fetchQuery(groupsQuery)]);
  return {
    description: t('catalog:home.description'),
    image: data.slider[0]?.image,
  };
};

export const list: PagePrefetch = async (ctx) => {
  const { queryClient, path, search, t } = ctx;
  const source = listSourceOf(path, search);
  if (!source) return null;
  const [pages, categories, groups] = await Promise.all([
    unlessNotFound(queryClient.fetchInfiniteQuery(listQuery(source, filtersOf(search), pageOf(search)))),
    queryClient.fetchQuery(categoriesQuery),
    source.kind === 'group' ? queryClient.fetchQuery(groupsQuery) : undefined,
  ]);
  if (!pages) return null;
  const first = pages.pages[0];
  const title = listTitle(t, source, {
    categories,
    groups,
    strip: first?.strip,
  });
  return {
    title,
    description: t('catalog/list:list.description', { title }),
    image: first?.products[0]?.main_image,
    canonicalQuery: ['search', 'category', 'group', 'page'],
    jsonLd: [breadcrumbs(ctx, [{ name: title, path: path.toLowerCase() }])],
  };
};

/**
 * schema.org Product with its Offer (AED, in stock or not), once reviewed its AggregateRating, and its country of
 * origin and GTIN when the shop gave them.
 */
export function productJsonLd(ctx: PageContext, p: ProductDetail) {
  const url = ctx.href(productPath(p.id).toLowerCase());
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': url,
    name: p.name,
    description: p.short_desc || p.description || p.name,
    image: p.photos.length ? p.photos.map((ph) => ph.photo) : [p.main_image],
    sku: String(p.id),
    ...(p.facts?.barcode ? { gtin: p.facts.barcode } : {}),
    ...(p.facts?.country_of_origin
      ? {
          countryOfOrigin: {
            '@type': 'Country',
            name: countryName(p.facts.country_of_origin, ctx.lang),
            identifier: p.facts.country_of_origin,
          },
        }
      : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: p.sale_price.toFixed(2),
      priceCurrency: CURRENCY,
      availability: p.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(p.rating_summary.count
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: p.rating_summary.average,
            reviewCount: p.rating_summary.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

export const product: PagePrefetch = async (ctx): Promise<PageHead | null> => {
  const id = ctx.params.id ?? '';
  if (!/^\d+$/.test(id) || Number(id) < 1) return null;
  const p = await unlessNotFound(ctx.queryClient.fetchQuery(productQuery(Number(id))));
  if (!p) return null;
  return {
    title: p.name,
    description: p.short_desc || p.name,
    image: p.main_image,
    type: 'product',
    jsonLd: [
      productJsonLd(ctx, p),
      breadcrumbs(
        ctx,
        productTrail(p).map((s) => ({ ...s, path: s.path.toLowerCase() })),
      ),
    ],
  };
};
